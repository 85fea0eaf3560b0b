#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// Seeded random SDL event streams (wild coordinates, mouse copies of touches, other buttons, keys, window
/// changes, quits, unknown events) through the real converter and translator into the app: nothing may
/// crash, nothing is left behind, the next stroke draws, and memory stays bounded. Every failure names its
/// seed: rerun one case with `RandomSDLEventStreamTests.stream(seed:)`.
@Suite struct RandomSDLEventStreamTests {
    static let streams = 3000
    static let size = Size(width: 320, height: 240)

    static func randomEvent(_ rng: inout SeededGenerator) -> SyntheticEvents.Spec {
        func coordinate() -> Float {
            switch Int.random(in: 0..<25, using: &rng) {
            case 0: return [.nan, .infinity, -.infinity, 1e30, -1e30, Float.greatestFiniteMagnitude].randomElement(using: &rng)!
            default: return Float(rng.uniform(-0.2, 1.2))
            }
        }
        let x = Int32.random(in: -100...500, using: &rng), y = Int32.random(in: -100...400, using: &rng)
        let kinds: [SyntheticEvents.Kind] = [.down, .motion, .up]
        switch Int.random(in: 0..<16, using: &rng) {
        case 0...4:
            return .finger(kinds.randomElement(using: &rng)!, device: Int64.random(in: -1...3, using: &rng),
                           finger: Int64.random(in: 0...5, using: &rng), x: coordinate(), y: coordinate())
        case 5...9:
            return .mouse(kinds.randomElement(using: &rng)!, x: x, y: y, fromTouch: Int.random(in: 0..<10, using: &rng) == 0,
                          leftHeld: Bool.random(using: &rng))
        case 10: return .otherButton(UInt8.random(in: 2...5, using: &rng), down: Bool.random(using: &rng), x: x, y: y)
        case 11, 12:
            return .key(["2", "3", "5", "Left Alt", "Right Alt", "Escape", "Delete", "Z", "F1", "F2", "F5", "F6", "F7", "Backspace"].randomElement(using: &rng)!,
                        down: Bool.random(using: &rng), repeated: Int.random(in: 0..<5, using: &rng) == 0)
        case 13, 14: return .window(SyntheticEvents.WindowChange.allCases.randomElement(using: &rng)!)
        default: return Bool.random(using: &rng) ? .quit : .other(UInt32.random(in: 0...0x9000, using: &rng))
        }
    }

    /// One random stream through the converter, translator and app; afterwards nothing is left behind and
    /// the next stroke draws.
    static func stream(seed: UInt64) -> String? {
        var rng = SeededGenerator(seed: seed)
        let app = TouchTrackerApp(services: SDLServices(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        for _ in 0..<Int.random(in: 5...80, using: &rng) {
            switch SyntheticEvents.convert(randomEvent(&rng), windowSize: session.translator.windowSize) {
            case .input(let input): session.feed([input], at: session.now)
            case .resized: session.resize(to: Size(width: Double(Int.random(in: 1...2000, using: &rng)), height: Double(Int.random(in: 1...2000, using: &rng))))
            case .quit, .none: break
            }
            if Bool.random(using: &rng) { session.frame() }
        }
        session.resize(to: size)
        session.feed([.cancelAll(reason: "end"), .mouseHover(to: Point(1, 1)), .keyUp(KeyPress("2")), .keyUp(KeyPress("3")),
                      .keyUp(KeyPress("5")), .keyUp(KeyPress("Left Alt")), .keyUp(KeyPress("Right Alt"))], at: session.now)
        app.timeControl = TimeControl()   // out of slow motion or pause: the waits run out in real time
        if app.sceneName != "tracker" { app.selectScene("tracker") }
        app.handleKey(KeyPress("Escape")); app.handleKey(KeyPress("Escape"))   // no panel or menu in the way
        for _ in 0..<60 { session.frame() }
        guard session.window.activeTouches.isEmpty, session.window.touchesOnScreenOrHeld.isEmpty else {
            return "seed \(seed): touches left on screen: \(session.window.touchesOnScreenOrHeld) \(session.window.log.entries.suffix(6)) \(session.translator.diagnostics.suffix(3)) \(session.window.diagnostics.suffix(3))"
        }
        guard app.strokesInProgress == 0, session.translator.simulatedFingers.isEmpty else { return "seed \(seed): strokes or simulated fingers left" }
        guard session.window.recognizersInProgress.isEmpty else { return "seed \(seed): recognizers still at work" }
        let before = app.drawing.lines.count
        session.feed([.mouseDown(at: Point(20, 200))], at: session.now)
        for k in 1...8 { session.frame(); session.feed([.mouseDrag(to: Point(20 + Double(k) * 30, 200))], at: session.now) }
        session.feed([.mouseUp(at: nil)], at: session.now)
        for _ in 0..<30 { session.frame() }
        guard app.drawing.lines.count == before + 1 else {
            return "seed \(seed): the next stroke drew nothing: \(session.window.log.entries.suffix(8)) \(session.translator.diagnostics.suffix(3)) scene \(app.sceneName) panel \(app.tracker.isColorPanelVisible)"
        }
        return nil
    }

    @Test func randomSDLEventStreams() throws {
        let run = try SeededRun(seeds: Self.streams) { Self.stream(seed: $0) }
        #expect(run.problems.isEmpty, "\(run.summary)")
        #expect(run.grownBytes < 400 << 20, "memory grew by \(run.grownBytes >> 20) MB over \(Self.streams) streams")
    }
}
#endif
