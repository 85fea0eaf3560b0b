#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// Every input a touchscreen laptop has, as SDL's events pushed into its queue and taken the frame loop's
/// path (converter, echo filter, translator, session, engine): a pen through sdl2-compat, the mouse's
/// buttons and hover, the wheel and a trackpad's precise scroll. In InputTranslationTests' serialized suite:
/// SDL's queue is global.
extension InputTranslationTests {
    /// The touches in progress as the dump gives them.
    static func touches(_ session: Session) -> [String] {
        session.window.activeTouches.map { t in
            "\(t.id) \(t.type) force \((t.force * 100).rounded() / 100)/\(t.maximumPossibleForce) \(t.buttonMask.rawValue)"
        }
    }

    /// sdl2-compat's pen: above the screen it is SDL 3's pen mouse with no button (a `.pencil` hover);
    /// touching, it is one finger of `SDL_PEN_TOUCHID` with real pressure (one `.pencil` touch whose force
    /// follows it) while its mouse events repeat it (dropped); lifted, it hovers again.
    @Test func aPenThroughSDL2CompatIsOnePencilTouchWithItsPressureAndHoversAroundIt() throws {
        let (session, app, filter) = try quirkSession()
        SDLEventConverter.wire(session)
        let pen = SDLEventConverter.penTouchID
        SyntheticEvents.push(.penMouse(.motion, x: 200, y: 300, leftHeld: false)); pump(session, filter)
        #expect(session.window.hoverLocation(of: .pencil) == Point(200, 300))
        SyntheticEvents.push(.penMouse(.down, x: 200, y: 300, leftHeld: true))
        SyntheticEvents.push(.finger(.down, device: pen, finger: 1, x: 0.25, y: 0.5, pressure: 0.25)); pump(session, filter)
        var seen = [Self.touches(session)]
        for k in 1...4 {
            SyntheticEvents.push(.penMouse(.motion, x: 200 + Int32(k) * 40, y: 300, leftHeld: true))
            SyntheticEvents.push(.finger(.motion, device: pen, finger: 1, x: 0.25 + Float(k) * 0.05, y: 0.5, pressure: 0.25 + Float(k) * 0.125))
            pump(session, filter)
            seen.append(Self.touches(session))
        }
        #expect(seen == [["1 pencil force 0.25/1.0 0"], ["1 pencil force 0.38/1.0 0"], ["1 pencil force 0.5/1.0 0"],
                         ["1 pencil force 0.63/1.0 0"], ["1 pencil force 0.75/1.0 0"]])
        SyntheticEvents.push(.penMouse(.up, x: 360, y: 300, leftHeld: false))
        SyntheticEvents.finger(.up, device: pen, finger: 1, x: 0.45, y: 0.5); pump(session, filter)
        SyntheticEvents.push(.penMouse(.motion, x: 380, y: 310, leftHeld: false)); pump(session, filter)
        #expect(session.window.hoverLocation(of: .pencil) == Point(380, 310))
        #expect(session.window.hoverLocation(of: .indirectPointer) == nil, "the pen's hover is not the mouse's")
        assertNothingLeft(session, app)
        #expect(app.drawing.lines.count == 1, "one stroke")
    }

    /// A touchscreen that reports no pressure (SDL gives 1 for every touch) gives force 0, UIKit's "none
    /// reported"; one that sends a pressure between 0 and 1 gives it as force from then on.
    @Test func fingersTakeForceOnlyFromDevicesThatReportPressure() throws {
        let (session, _, filter) = try quirkSession()
        SDLEventConverter.wire(session)
        SyntheticEvents.push(.finger(.down, device: 5, finger: 1, x: 0.25, y: 0.25, pressure: 1)); pump(session, filter)
        SyntheticEvents.push(.finger(.down, device: 6, finger: 1, x: 0.75, y: 0.75, pressure: 0.6)); pump(session, filter)
        #expect(Self.touches(session) == ["1 direct force 0.0/0.0 0", "2 direct force 0.6/1.0 0"])
        SyntheticEvents.finger(.up, device: 5, finger: 1, x: 0.25, y: 0.25)
        SyntheticEvents.finger(.up, device: 6, finger: 1, x: 0.75, y: 0.75); pump(session, filter)
    }

    /// The mouse: with no button it hovers (`.indirectPointer`), leaving the window ends the hover; its
    /// right and middle buttons make a pointer touch with that button; another button pressed meanwhile
    /// changes nothing; a side button is no press. (SDL numbers the buttons: 1 left, 2 middle, 3 right, 4 the first side one.)
    @Test func theMouseHoversAndEachButtonMakesAPointerTouchWithThatButton() throws {
        let (session, _, filter) = try quirkSession()
        SyntheticEvents.mouse(.motion, x: 100, y: 120, leftHeld: false); pump(session, filter)
        #expect(session.window.hoverLocation(of: .indirectPointer) == Point(100, 120))
        SyntheticEvents.push(.otherButton(3, down: true, x: 100, y: 120)); pump(session, filter)
        SyntheticEvents.mouse(.down, x: 100, y: 120); pump(session, filter)   // the left one too: no second touch
        #expect(Self.touches(session) == ["m indirectPointer force 0.0/0.0 2"])
        SyntheticEvents.mouse(.up, x: 110, y: 120); pump(session, filter)   // not the button holding it
        #expect(Self.touches(session).count == 1)
        SyntheticEvents.push(.otherButton(3, down: false, x: 110, y: 120)); pump(session, filter)
        #expect(Self.touches(session).isEmpty)
        SyntheticEvents.push(.otherButton(2, down: true, x: 90, y: 90)); pump(session, filter)
        #expect(Self.touches(session) == ["m indirectPointer force 0.0/0.0 4"])
        SyntheticEvents.push(.otherButton(2, down: false, x: 90, y: 90)); pump(session, filter)
        SyntheticEvents.push(.otherButton(4, down: true, x: 90, y: 90)); pump(session, filter)
        #expect(Self.touches(session).isEmpty, "a side button is no press")
        SyntheticEvents.push(.otherButton(4, down: false, x: 90, y: 90))
        SyntheticEvents.mouse(.motion, x: 300, y: 200, leftHeld: false); pump(session, filter)
        #expect(session.window.hoverLocation(of: .indirectPointer) == Point(300, 200))
        SyntheticEvents.push(.leave); pump(session, filter)
        #expect(session.window.hoverLocation(of: .indirectPointer) == nil)
    }

    /// The wheel: whole notches are `.discrete`, a trackpad's fractions `.continuous`; a notch is
    /// `InputTranslator.scrollPointsPerNotch` points, away from the user pulling the content down (+y) and
    /// to the right pushing it left (-x); a flipped wheel's values are taken as SDL reports them (the
    /// user's natural-scrolling choice kept). A scroll pan under the pointer follows them, and ends after
    /// the quiet time.
    @Test func theWheelAndATrackpadDriveAScrollPanUnderThePointer() throws {
        let (session, _, filter) = try quirkSession()
        let converted = [
            SyntheticEvents.convert(.wheel(x: 0, y: 2, preciseX: 0, preciseY: 2), windowSize: Self.size),
            SyntheticEvents.convert(.wheel(x: 0, y: 0, preciseX: 0.5, preciseY: -0.25), windowSize: Self.size),
            SyntheticEvents.convert(.wheel(x: 0, y: -1, preciseX: 0, preciseY: -1, flipped: true), windowSize: Self.size),
        ]
        #expect(converted == [.input(.scroll(delta: Vector(dx: 0, dy: 2), precise: false)),
                              .input(.scroll(delta: Vector(dx: 0.5, dy: -0.25), precise: true)),
                              .input(.scroll(delta: Vector(dx: 0, dy: -1), precise: false))])
        var log: [String] = []
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.addAction { r in
            let p = r as! PanGestureRecognizer
            let t = p.translation(in: nil)
            log.append("\(p.state) \(t.dx) \(t.dy)")
        }
        session.window.rootNode.addGestureRecognizer(pan)
        SyntheticEvents.mouse(.motion, x: 400, y: 300, leftHeld: false); pump(session, filter)
        SyntheticEvents.push(.wheel(x: 0, y: 1, preciseX: 0, preciseY: 1)); pump(session, filter)
        // A trackpad's fractions are converted without SDL's queue: sdl2-compat's SDL_PushEvent keeps only a
        // wheel's integers (its Event2to3), though real input through it carries SDL 3's floats.
        feed(session, [SyntheticEvents.convert(.wheel(x: 0, y: 0, preciseX: 0.5, preciseY: 0.25), windowSize: Self.size)])
        pump(session, filter, frames: 30)
        let k = InputTranslator.scrollPointsPerNotch
        #expect(log == ["began 0.0 \(k)", "changed \(-0.5 * k) \(1.25 * k)", "ended \(-0.5 * k) \(1.25 * k)"], "\(log)")
        #expect(pan.state == .possible)
    }
}

extension InputTranslationTests {
    /// `--record` of every new input: a pen through sdl2-compat, the mouse hovering, the wheel, a trackpad, a
    /// right-button drag: the recording says each as the script grammar does, and replayed headless it gives
    /// the engine's whole log again, entry for entry.
    @Test func aRecordingOfPenHoverScrollAndButtonsReplaysToTheSameLog() throws {
        try SyntheticEvents.start()
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("recorded.txt").path
        let size = Self.recordingSize
        let (session, app, _) = try recordingSession(to: file)
        func frames(_ n: Int) { self.frames(n, of: session) }
        func pump() { self.pump(into: session) }
        let pen = SDLEventConverter.penTouchID
        SyntheticEvents.push(.penMouse(.motion, x: 100, y: 100, leftHeld: false)); pump(); frames(2)
        SyntheticEvents.push(.finger(.down, device: pen, finger: 1, x: 0.125, y: 0.25, pressure: 0.5)); pump()
        for k in 1...8 { frames(1); SyntheticEvents.push(.finger(.motion, device: pen, finger: 1, x: 0.125 + Float(k) * 0.03, y: 0.25, pressure: 0.5)); pump() }
        SyntheticEvents.finger(.up, device: pen, finger: 1, x: 0.365, y: 0.25); pump(); frames(30)
        SyntheticEvents.mouse(.motion, x: 300, y: 400, leftHeld: false); pump(); frames(2)
        SyntheticEvents.push(.wheel(x: 0, y: -1, preciseX: 0, preciseY: -1)); pump(); frames(2)
        feed(session, [SyntheticEvents.convert(.wheel(x: 0, y: 0, preciseX: 0.25, preciseY: 0.5), windowSize: size)]); frames(30)   // see above: not through the queue
        SyntheticEvents.push(.otherButton(3, down: true, x: 300, y: 400)); pump()
        for k in 1...5 { frames(1); SyntheticEvents.push(.mouseMotion(x: 300 + Int32(k) * 20, y: 400, state: 4)); pump() }
        SyntheticEvents.push(.otherButton(3, down: false, x: 400, y: 400)); pump(); frames(30)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for said in ["hover 100 100 pen\n", "down 1 100 150 pen 0.5\n", "hover 300 400\n", "scroll 0 -1\n", "scroll 0.25 0.5 precise\n", "mouse down 300 400 right\n", "mouse up\n"] {
            #expect(text.contains(said), "\(said) in\n\(text)")
        }
        let replay = try replayed(file, in: folder.path)
        #expect(replay.gestureWindow.log.entries == app.gestureWindow.log.entries, "\(text)")
        #expect(app.gestureWindow.log.entries.contains("touchesBegan draw 1"), "the pen's stroke reached the drawing")
        #expect(app.gestureWindow.log.entries.suffix(2) == ["touchesMoved draw m", "touchesEnded draw m"],
                "the other button's drag held to its release (the drawing's recognizers take only the primary button)")
        #expect(app.drawing.lines.count == 1, "the pen's line; the right button draws none")
    }
}
#endif
