#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// What sdl2-compat (the SDL 2 API on SDL 3) sends that SDL 2 never did, pushed as the SDL 2 events it
/// makes of SDL 3's (its `Event3to2`; docs/limits.md): each draws what the user drew, once. In the suite of
/// InputTranslationTests, which is serialized: SDL's queue is global. (A touch Wayland cancels reaches us as
/// no event at all: sdl2-compat drops SDL 3's FINGER_CANCELED, and the frame loop's reconcile with SDL's
/// count of the fingers down cancels it: aFingerWhoseLiftNeverComesIsCancelledWhenItsDeviceNoLongerListsIt.)
extension InputTranslationTests {
    /// A pen stroke from (200, 300) to (400, 300) as SDL 3 reports it through sdl2-compat, in SDL 3's order
    /// (`SDL_SendPenTouch`, `SDL_SendPenMotion`): the pen's mouse (`SDL_PEN_MOUSEID`) moves and presses, then
    /// the pen's touch (`SDL_PEN_TOUCHID`, finger 1) goes down; each motion is the mouse's then the touch's;
    /// the mouse is released before the touch lifts. `splitPress`: the frame loop drains the queue between
    /// the pen's mouse press and its touch.
    func penStroke(_ session: Session, _ filter: MouseEchoFilter, splitPress: Bool) {
        let pen = SDLEventConverter.penTouchID
        SyntheticEvents.push(.penMouse(.motion, x: 200, y: 300, leftHeld: false))   // hovering
        pump(session, filter)
        SyntheticEvents.push(.penMouse(.motion, x: 200, y: 300, leftHeld: false))
        SyntheticEvents.push(.penMouse(.down, x: 200, y: 300, leftHeld: true))
        if splitPress { pump(session, filter) }
        SyntheticEvents.finger(.down, device: pen, finger: 1, x: 0.25, y: 0.5)
        pump(session, filter)
        for k in 1...5 {
            SyntheticEvents.push(.penMouse(.motion, x: 200 + Int32(k) * 40, y: 300, leftHeld: true))
            SyntheticEvents.finger(.motion, device: pen, finger: 1, x: 0.25 + Float(k) * 0.05, y: 0.5)
            pump(session, filter)
        }
        SyntheticEvents.push(.penMouse(.up, x: 400, y: 300, leftHeld: false))
        SyntheticEvents.finger(.up, device: pen, finger: 1, x: 0.5, y: 0.5)
        pump(session, filter)
        SyntheticEvents.push(.penMouse(.motion, x: 420, y: 310, leftHeld: false))   // hovering away
        pump(session, filter)
    }

    /// One stroke, not two, also when the pen's press is alone in a frame: kept as a mouse, that press would
    /// start a mouse stroke the touch then hides (the stroke never drawn, a touch left down).
    @Test(arguments: [false, true]) func aPenDrawsOneStrokeNotTwo(splitPress: Bool) throws {
        let (session, app, filter) = try quirkSession()
        penStroke(session, filter, splitPress: splitPress)
        assertNothingLeft(session, app)
        #expect(session.window.log.entries == Self.strokeLog())
        #expect(app.drawing.lines.map(\.begin) == [Point(200, 300)] && app.drawing.lines.map(\.end) == [Point(400, 300)])
    }
}
#endif
