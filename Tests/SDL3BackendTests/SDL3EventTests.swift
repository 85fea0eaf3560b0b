#if SDL3   // SDL 3's events: built with the package's SDL3 trait (`make test-sdl3`)
import CSDL3
import Gestures
import Testing
@testable import AppHost
@testable import SDLBackend

/// SDL 3's pen, pinch and finger events through the backend's converter: the whole ordered `RawInput` each
/// sequence becomes (the engine's logs of the same sequences: SDL3EngineLogTests).
@Suite struct SDL3EventTests {
    static let size = Size(width: 800, height: 600)

    /// Every event converted in order by one converter (as the window's), SDL's `.none` left out.
    static func converted(_ events: [SDL_Event]) -> [SDLEventConverter.Converted] {
        var converter = SDLEventConverter()
        return events.map { converter.convert($0, windowSize: size, windowID: SDL3Events.window) }.filter { $0 != .none }
    }

    /// A pen comes near, tilts, touches, draws, tilts more, lifts and goes: each event carries the pen's
    /// whole sample, its axes as last reported (nil until reported), its pressure 0 while up.
    @Test func aTiltedPenStrokeCarriesItsWholeSample() {
        let pen: UInt32 = 5
        let out = Self.converted([
            SDL3Events.proximity(pen, into: true),
            SDL3Events.penMotion(pen, x: 100, y: 100, down: false),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_XTILT, 30, x: 100, y: 100, down: false),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_YTILT, -20, x: 100, y: 100, down: false),
            SDL3Events.penTouch(pen, down: true, x: 100, y: 100),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_PRESSURE, 0.5, x: 100, y: 100, down: true),
            SDL3Events.penMotion(pen, x: 150, y: 110, down: true),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_XTILT, 45, x: 150, y: 110, down: true),
            SDL3Events.penTouch(pen, down: false, x: 160, y: 110),
            SDL3Events.proximity(pen, into: false),
        ])
        let tilted = PenSample(tiltX: 30), both = PenSample(tiltX: 30, tiltY: -20)
        let pressed = PenSample(pressure: 0.5, tiltX: 30, tiltY: -20), more = PenSample(pressure: 0.5, tiltX: 45, tiltY: -20)
        #expect(out == [
            .input(.penHover(pen: pen, at: Point(100, 100), sample: PenSample())),
            .input(.penHover(pen: pen, at: Point(100, 100), sample: tilted)),
            .input(.penHover(pen: pen, at: Point(100, 100), sample: both)),
            .input(.penDown(pen: pen, at: Point(100, 100), sample: both)),
            .input(.penMove(pen: pen, to: Point(100, 100), sample: pressed)),
            .input(.penMove(pen: pen, to: Point(150, 110), sample: pressed)),
            .input(.penMove(pen: pen, to: Point(150, 110), sample: more)),
            .input(.penUp(pen: pen, at: Point(160, 110), sample: PenSample(tiltX: 45, tiltY: -20))),
            .input(.penHover(pen: pen, at: nil, sample: PenSample(tiltX: 45, tiltY: -20))),
        ])
    }

    /// The eraser end: SDL's touch says `eraser`, and every event of it carries `SDL_PEN_INPUT_ERASER_TIP`.
    @Test func theEraserEndIsInEverySampleOfItsStroke() {
        let pen: UInt32 = 2
        let out = Self.converted([
            SDL3Events.penTouch(pen, down: true, x: 50, y: 60, eraser: true),
            SDL3Events.penMotion(pen, x: 70, y: 60, down: true, eraser: true),
            SDL3Events.penTouch(pen, down: false, x: 70, y: 60, eraser: true),
            SDL3Events.penTouch(pen, down: true, x: 80, y: 60),   // turned round: the tip
        ])
        let eraser = PenSample(eraser: true)
        #expect(out == [
            .input(.penDown(pen: pen, at: Point(50, 60), sample: eraser)),
            .input(.penMove(pen: pen, to: Point(70, 60), sample: eraser)),
            .input(.penUp(pen: pen, at: Point(70, 60), sample: eraser)),
            .input(.penDown(pen: pen, at: Point(80, 60), sample: PenSample())),
        ])
    }

    /// A hovering pen's distance (Wayland reports it), then its side button pressed and released while it
    /// hovers and while it touches; out of proximity it is forgotten (its next sample starts afresh).
    @Test func aHoveringPensDistanceAndSideButton() {
        let pen: UInt32 = 3
        let out = Self.converted([
            SDL3Events.proximity(pen, into: true),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_DISTANCE, 0.75, x: 200, y: 300, down: false),
            SDL3Events.penAxis(pen, SDL_PEN_AXIS_DISTANCE, 0.25, x: 210, y: 300, down: false),
            SDL3Events.penButton(pen, 1, down: true, x: 210, y: 300, touching: false),
            SDL3Events.penButton(pen, 1, down: false, x: 210, y: 300, touching: false),
            SDL3Events.proximity(pen, into: false),
            SDL3Events.penMotion(pen, x: 220, y: 300, down: false),
        ])
        #expect(out == [
            .input(.penHover(pen: pen, at: Point(200, 300), sample: PenSample(distance: 0.75))),
            .input(.penHover(pen: pen, at: Point(210, 300), sample: PenSample(distance: 0.25))),
            .input(.penButton(pen: pen, button: 1, down: true, at: Point(210, 300), sample: PenSample(distance: 0.25, buttons: .button(1)))),
            .input(.penButton(pen: pen, button: 1, down: false, at: Point(210, 300), sample: PenSample(distance: 0.25))),
            .input(.penHover(pen: pen, at: nil, sample: PenSample(distance: 0.25))),
            .input(.penHover(pen: pen, at: Point(220, 300), sample: PenSample())),
        ])
    }

    /// A trackpad's pinch is where the pointer is (SDL's pinch has no location), its scale SDL's as it is.
    @Test func aTrackpadPinchIsAtThePointer() {
        let out = Self.converted([
            SDL3Events.mouseMotion(x: 300, y: 200),
            SDL3Events.pinch(SDL_EVENT_PINCH_BEGIN),
            SDL3Events.pinch(SDL_EVENT_PINCH_UPDATE, scale: 1.25),
            SDL3Events.pinch(SDL_EVENT_PINCH_UPDATE, scale: 1.5),
            SDL3Events.pinch(SDL_EVENT_PINCH_UPDATE, scale: .nan),   // no scale: dropped
            SDL3Events.pinch(SDL_EVENT_PINCH_END),
        ])
        #expect(out == [
            .input(.mouseHover(to: Point(300, 200))),
            .input(.pinchBegin(at: Point(300, 200))),
            .input(.pinchUpdate(at: Point(300, 200), scale: 1.25)),
            .input(.pinchUpdate(at: Point(300, 200), scale: 1.5)),
            .input(.pinchEnd(at: Point(300, 200))),
        ])
    }

    /// One finger cancelled alone; SDL's 64-bit ids kept bit for bit.
    @Test func aFingerIsCancelledAlone() {
        let out = Self.converted([
            SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: 9, finger: 1, x: 0.25, y: 0.5),
            SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: 9, finger: UInt64.max - 5, x: 0.5, y: 0.5),
            SDL3Events.finger(SDL_EVENT_FINGER_CANCELED, device: 9, finger: 1, x: 0.25, y: 0.5),
            SDL3Events.finger(SDL_EVENT_FINGER_UP, device: 9, finger: UInt64.max - 5, x: 0.5, y: 0.5),
        ])
        #expect(out == [
            .input(.fingerDown(device: 9, finger: 1, at: Point(200, 300), pressure: 1)),
            .input(.fingerDown(device: 9, finger: -6, at: Point(400, 300), pressure: 1)),
            .input(.fingerCancel(device: 9, finger: 1)),
            .input(.fingerUp(device: 9, finger: -6, at: Point(400, 300))),
        ])
    }

    /// SDL's copies of a pen as the mouse and as a finger (`SDL_PEN_MOUSEID`, `SDL_PEN_TOUCHID`; the window
    /// turns them off) and of touches as the mouse are never input: the pen arrives once, as itself.
    @Test func sdlsCopiesOfAPenAndOfTouchesAreDropped() {
        let out = Self.converted([
            SDL3Events.mouseButton(down: true, x: 10, y: 10, which: SDLEventConverter.penMouseID),
            SDL3Events.mouseMotion(x: 20, y: 10, which: SDLEventConverter.penMouseID, state: 1),
            SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: SDLEventConverter.penTouchID, finger: 1, x: 0.1, y: 0.1),
            SDL3Events.mouseMotion(x: 20, y: 10, which: SDLEventConverter.touchMouseID, state: 1),
            SDL3Events.mouseButton(down: true, x: 30, y: 40),
        ])
        #expect(out == [.input(.mouseDown(at: Point(30, 40), button: .primary))])
    }

    /// Events addressed to another window are not ours.
    @Test func anotherWindowsEventsAreDropped() {
        var e = SDL3Events.penTouch(1, down: true, x: 5, y: 5)
        e.ptouch.windowID = SDL3Events.window + 1
        var p = SDL3Events.pinch(SDL_EVENT_PINCH_BEGIN)
        p.pinch.windowID = SDL3Events.window + 1
        #expect(Self.converted([e, p]).isEmpty)
    }
}
#endif
