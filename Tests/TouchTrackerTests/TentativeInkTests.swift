import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Ink under the finger from the first frame (`TentativeInk`): a slow stroke shows at once, a tap shows
/// nothing, delivery and every log stay as UIKit's.
@Suite struct TentativeInkTests {
    static let size = Size(width: 400, height: 300)

    /// A headless app and driver at 1x, a finger going down at (100, 150).
    func rig(ink: Bool = true) throws -> (TouchTrackerApp, FakeDriver) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        app.showsTentativeInk = ink
        return (app, try FakeDriver(app: app, size: Self.size, scale: 1))
    }

    /// Whether the pixel at `p` (points) is the in-progress red.
    func isInk(_ frame: PixelFrame, _ p: Point) -> Bool {
        let v = frame.pixels[Int(p.y) * frame.width + Int(p.x)]
        return (v >> 16) & 0xFF > 200 && (v >> 8) & 0xFF < 120 && v & 0xFF < 120
    }

    /// Frames from the first move of a finger moving right at `speed` pt/s until ink shows at the stroke's
    /// start (2 pt in), through the app's real path: script input, frames, pixels.
    func framesToInk(speed: Double, ink: Bool = true) throws -> Int {
        let (app, driver) = try rig(ink: ink)
        let start = Point(100, 150)
        driver.session.feed([.scriptFinger(.down, id: 1, at: start)], at: driver.session.now)
        #expect(!isInk(try driver.captureFrame(), start + Vector(dx: 2, dy: 0)))
        // A frame: the finger's move of that frame (input), then the frame drawn: what a person sees.
        for frame in 1...90 {
            driver.session.feed([.scriptFinger(.move, id: 1, at: start + Vector(dx: speed * Double(frame) / 60, dy: 0))], at: driver.session.now)
            _ = driver.runFrame()
            if isInk(try driver.captureFrame(), start + Vector(dx: 2, dy: 0)) { _ = app; return frame }
        }
        return 91
    }

    @Test func aSlowStrokeShowsInkWithinAFrameOfThreePoints() throws {
        // The target: at most 7, 4 and 2 frames from the first move (21, 11 and 3 without tentative ink).
        let with = try [30.0, 60, 300].map { try framesToInk(speed: $0) }
        let without = try [30.0, 60, 300].map { try framesToInk(speed: $0, ink: false) }
        #expect(with == [6, 3, 1], "\(with)")
        #expect(without == [21, 11, 3], "the book's behaviour, as measured in the issue: \(without)")
    }

    @Test func aStillTapAndADoubleTapLeaveNoInkInAnyFrame() throws {
        let (app, driver) = try rig()
        let empty = try driver.captureFrame()
        let script = try TouchScriptParser.parse("""
            down 1 200 150
            move 1 202 151
            up 1
            wait 0.1
            down 2 201 150
            move 2 199 152
            up 2
            wait 0.6
            """, file: "t", scenes: SceneRegistry.standard.names, isKnownKey: { _ in true }).get()
        var frames: [PixelFrame] = []
        final class Shots: ScriptDriver {
            let inner: FakeDriver
            var shots: [PixelFrame] = []
            init(_ d: FakeDriver) { inner = d }
            var session: Session { inner.session }
            func runFrame() -> Bool { _ = inner.runFrame(); shots.append(try! inner.captureFrame()); return true }
            func screenshot(to path: String) throws {}
        }
        let shots = Shots(driver)
        _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: shots)
        frames = shots.shots
        #expect(frames.count > 30)
        #expect(frames.allSatisfy { $0 == empty }, "no frame differs from the empty canvas")
        #expect(app.drawing.lines.isEmpty && app.tracker.drawView.tentativeInk.shown.isEmpty)
        #expect(app.gestureWindow.log.entries.contains("action doubleTap ended"))
    }

    /// The ink becomes the stroke: it starts where the finger went down, the stroke too, and the trace says
    /// when ink showed, who held the touch, and what became of the ink.
    @Test func deliveredInkBecomesTheStrokeAndTheTraceSaysSo() throws {
        let (app, driver) = try rig()
        let s = driver.session
        s.feed([.scriptFinger(.down, id: 1, at: Point(100, 150))], at: s.now)
        for k in 1...8 { _ = driver.runFrame(); s.feed([.scriptFinger(.move, id: 1, at: Point(100 + Double(k) * 2, 150))], at: s.now) }
        _ = driver.runFrame()
        s.feed([.scriptFinger(.up, id: 1, at: nil)], at: s.now)
        _ = driver.runFrame()
        #expect(app.drawing.lines.map { [$0.begin.x, $0.begin.y, $0.end.x, $0.end.y] } == [[100, 150, 116, 150]])
        // The whole teaching log: held, ink shown (3 pt in), the taps fail at 10 pt and the touch is delivered,
        // the ink became the stroke; the rest is the drawing's recognizers as always.
        let lines = app.trace.events.compactMap(\.logLine)
        #expect(lines == [
            "1 began held by doubleTap, tap", "1 ink shown, began held by doubleTap, tap",
            "action moveLine began", "action moveLine changed",
            "doubleTap failed: moved more than 10 pt", "tap failed: moved more than 10 pt",
            "longPress failed: moved more than 10 pt", "undoTap failed: moved more than 10 pt",
            "redoTap failed: moved more than 10 pt",
            "touchesBegan draw 1", "touchesMoved draw 1", "touchesMoved draw 1", "1 ink became the stroke",
            "action moveLine changed", "touchesMoved draw 1", "action moveLine changed", "touchesMoved draw 1",
            "action moveLine ended", "colorSwipe failed: lifted with 1 finger, needs 3", "touchesEnded draw 1",
        ], "\(lines)")
        // Delivery is UIKit's: the dump's log has no trace of the ink.
        #expect(!app.gestureWindow.log.entries.contains { $0.contains("ink") })
    }

    /// A tap whose finger wanders 6 pt, then a double tap whose fingers wander 5: ink shows under each while
    /// the taps hold the touch, the tap (then the double tap) claims it, the ink is gone in the very next
    /// frame and the drawing has nothing new.
    @Test func inkClaimedByARecognizerGoesAtTheNextFrame() throws {
        let (app, driver) = try rig()
        let s = driver.session
        let empty = try driver.captureFrame()
        func wander(_ id: Int, by d: Double) throws {
            s.feed([.scriptFinger(.down, id: id, at: Point(100, 150))], at: s.now)
            for k in 1...3 {
                s.feed([.scriptFinger(.move, id: id, at: Point(100 + Double(k) * d / 3, 150))], at: s.now)
                _ = driver.runFrame()
            }
            #expect(isInk(try driver.captureFrame(), Point(102, 150)), "ink under finger \(id)")
            s.feed([.scriptFinger(.up, id: id, at: nil)], at: s.now)
            _ = driver.runFrame()
            let after = try driver.captureFrame()
            #expect(after == empty, "the frame after the lift shows no ink")
        }
        try wander(1, by: 6)
        for _ in 0..<30 { _ = driver.runFrame() }   // the double tap's gap runs out: the tap recognizes
        try wander(2, by: 5)
        _ = driver.runFrame()
        try wander(3, by: 5)
        for _ in 0..<30 { _ = driver.runFrame() }
        #expect(app.drawing.lines.isEmpty && app.drawing.circles.isEmpty)
        #expect(app.gestureWindow.log.entries.filter { $0.hasPrefix("action") } == ["action tap ended", "action doubleTap ended"])
        let notes = app.trace.events.compactMap(\.logLine).filter { $0.contains("ink") }
        #expect(notes == ["1 ink shown, began held by doubleTap, tap", "1 ink withdrawn",
                          "2 ink shown, began held by doubleTap, tap", "2 ink withdrawn",
                          "3 ink shown, began held by doubleTap", "3 ink withdrawn"], "the second tap: only the double tap holds it\n\(notes)")
    }

    /// A press that wanders 5 pt and holds: ink shows until the long press takes the touch (0.5 s), and is
    /// gone in that frame; nothing is drawn.
    @Test func inkClaimedByTheLongPressGoesWhenItBegins() throws {
        let (app, driver) = try rig()
        let s = driver.session
        s.feed([.scriptFinger(.down, id: 1, at: Point(100, 150))], at: s.now)
        for k in 1...3 { s.feed([.scriptFinger(.move, id: 1, at: Point(100 + Double(k) * 5 / 3, 150))], at: s.now); _ = driver.runFrame() }
        var lastInkFrame = 0, beganFrame = 0
        for frame in 4...45 {
            _ = driver.runFrame()
            if isInk(try driver.captureFrame(), Point(102, 150)) { lastInkFrame = frame }
            if beganFrame == 0, app.gestureWindow.log.entries.contains("action longPress began") { beganFrame = frame }
        }
        #expect(beganFrame > 0 && lastInkFrame == beganFrame - 1, "ink until the frame before the long press began: \(lastInkFrame), \(beganFrame)")
        s.feed([.scriptFinger(.up, id: 1, at: nil)], at: s.now)
        _ = driver.runFrame()
        #expect(app.drawing.lines.isEmpty)
        #expect(app.trace.events.compactMap(\.logLine).filter { $0.contains("ink") } == ["1 ink shown, began held by doubleTap, tap", "1 ink withdrawn"])
    }
}
