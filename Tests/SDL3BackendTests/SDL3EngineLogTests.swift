#if SDL3   // SDL 3's events: built with the package's SDL3 trait (`make test-sdl3`)
import CSDL3
import Gestures
import Testing
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// SDL 3's own events through the SDL 3 backend's converter into a session of the drawing, as the window's
/// frame loop feeds them (one batch a frame): the engine's whole ordered log, and what the drawing did.
@Suite struct SDL3EngineLogTests {
    static let size = Size(width: 800, height: 600)

    final class Rig {
        let app = TouchTrackerApp(services: SDLServices(), size: SDL3EngineLogTests.size, store: nil)
        let session: Session
        var converter = SDLEventConverter()
        init() { session = Session(app: app, windowSize: SDL3EngineLogTests.size) }

        /// `events` as one frame's batch, then the frame.
        func frame(_ events: SDL_Event...) {
            let batch = events.compactMap { e -> (RawInput, Seconds)? in
                if case .input(let i) = converter.convert(e, windowSize: SDL3EngineLogTests.size, windowID: SDL3Events.window) { return (i, session.now) }
                return nil
            }
            session.feedFrame(batch)
            session.frame()
        }
        func idle(_ frames: Int) { for _ in 0..<frames { session.frame() } }
        var log: [String] { app.gestureWindow.log.entries }

        /// A finger's line from (x0, y) to (x1, y) in points, in five moves, lifted.
        func fingerLine(_ finger: UInt64, y: Float, from x0: Float, to x1: Float) {
            let w = Float(SDL3EngineLogTests.size.width), h = Float(SDL3EngineLogTests.size.height)
            frame(SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: 9, finger: finger, x: x0 / w, y: y / h))
            for k in 1...5 { frame(SDL3Events.finger(SDL_EVENT_FINGER_MOTION, device: 9, finger: finger, x: (x0 + (x1 - x0) * Float(k) / 5) / w, y: y / h)) }
            frame(SDL3Events.finger(SDL_EVENT_FINGER_UP, device: 9, finger: finger, x: x1 / w, y: y / h))
            idle(30)
        }
    }

    /// SDL_EVENT_FINGER_CANCELED ends that finger's stroke as cancelled: no line is kept.
    @Test func aCancelledFingersStrokeIsCancelledNotKept() {
        let rig = Rig()
        let w = Float(Self.size.width), h = Float(Self.size.height)
        rig.frame(SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: 3, finger: 11, x: 200 / w, y: 300 / h))
        for k in 1...5 { rig.frame(SDL3Events.finger(SDL_EVENT_FINGER_MOTION, device: 3, finger: 11, x: (200 + Float(k) * 40) / w, y: 300 / h)) }
        rig.frame(SDL3Events.finger(SDL_EVENT_FINGER_CANCELED, device: 3, finger: 11, x: 400 / w, y: 300 / h))
        rig.idle(30)
        var expected = ["action moveLine began", "touchesBegan draw 1", "touchesMoved draw 1"]
        for _ in 1..<5 { expected += ["action moveLine changed", "touchesMoved draw 1"] }
        expected += ["action moveLine cancelled", "touchesCancelled draw 1"]
        #expect(rig.log == expected)
        #expect(rig.app.drawing.lines.isEmpty)
        #expect(rig.session.window.activeTouches.isEmpty)
    }

    /// The pen's eraser end (SDL_PEN_INPUT_ERASER_TIP) crossing two of three lines: its touch reaches the
    /// drawing alone (no recognizer hears an eraser) and the two lines go as one edit.
    @Test func theEraserEndErasesTheLinesItCrosses() throws {
        let rig = Rig()
        rig.fingerLine(1, y: 100, from: 100, to: 300)
        rig.fingerLine(2, y: 200, from: 100, to: 300)
        rig.fingerLine(3, y: 400, from: 100, to: 300)
        rig.app.gestureWindow.log.clear()
        let pen: UInt32 = 4
        rig.frame(SDL3Events.penTouch(pen, down: true, x: 200, y: 50, eraser: true))
        for k in 1...10 { rig.frame(SDL3Events.penMotion(pen, x: 200, y: 50 + Float(k) * 20, down: true, eraser: true)) }
        rig.frame(SDL3Events.penTouch(pen, down: false, x: 200, y: 250, eraser: true))
        rig.idle(30)
        let id = try #require(rig.log.first?.split(separator: " ").last.map(String.init))
        #expect(rig.log == ["touchesBegan draw \(id)"] + Array(repeating: "touchesMoved draw \(id)", count: 10) + ["touchesEnded draw \(id)"],
                "the eraser's touch alone, no recognizer: \(rig.log)")
        #expect(rig.app.drawing.lines.map { [$0.begin.x.rounded(), $0.begin.y.rounded()] } == [[100, 400]], "the line at 400 stays (SDL's normalised finger coordinates are floats)")
        rig.app.tracker.drawView.undo()
        #expect(rig.app.drawing.lines.count == 3, "one undo brings both back")
    }

    /// A trackpad's pinch (SDL_EVENT_PINCH_*) with the pointer over the selected line: the pinch recognizer
    /// scales it about the pointer; no touch reaches any node.
    @Test func aTrackpadPinchScalesTheSelectedLineAboutThePointer() {
        let rig = Rig()
        rig.fingerLine(1, y: 100, from: 200, to: 300)
        let w = Float(Self.size.width), h = Float(Self.size.height)
        rig.frame(SDL3Events.finger(SDL_EVENT_FINGER_DOWN, device: 9, finger: 5, x: 250 / w, y: 100 / h))
        rig.frame(SDL3Events.finger(SDL_EVENT_FINGER_UP, device: 9, finger: 5, x: 250 / w, y: 100 / h))
        rig.idle(30)
        rig.app.gestureWindow.log.clear()
        rig.frame(SDL3Events.mouseMotion(x: 250, y: 100))
        rig.frame(SDL3Events.pinch(SDL_EVENT_PINCH_BEGIN))
        for scale: Float in [1.25, 1.5, 1.75, 2] { rig.frame(SDL3Events.pinch(SDL_EVENT_PINCH_UPDATE, scale: scale)) }
        rig.frame(SDL3Events.pinch(SDL_EVENT_PINCH_END))
        rig.idle(30)
        let changed = rig.log.filter { $0 == "action scaleLine changed" }.count
        #expect(rig.log == ["action scaleLine began", "menu hide"] + Array(repeating: "action scaleLine changed", count: changed) + ["action scaleLine ended"]
                && changed >= 3, "\(rig.log)")
        #expect(rig.app.drawing.lines.map { [$0.begin, $0.end] } == [[Point(150, 100), Point(350, 100)]])
    }
}
#endif
