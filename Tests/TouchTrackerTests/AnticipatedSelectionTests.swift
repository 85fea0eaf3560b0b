import Foundation
import Testing
import TestSupport
import Gestures
import GestureExamples
@testable import AppHost
@testable import TouchTracker

/// A finger resting on a long line has its selection made ready on another core (`AnticipatedExclusion`):
/// the selecting frame copies pixels in instead of redrawing, shows exactly what a full redraw shows, and
/// any change in between sends it back to the redraw.
@Suite struct AnticipatedSelectionTests {
    static let size = Size(width: 480, height: 360)
    static let long = Line(id: 1201, begin: Point(20.25, 30.5), end: Point(455.5, 333.75), color: Color(rgb: 0x1E88E5), width: 6)
    /// A point on the long line.
    static let onLine = Point(20.25 + 435.25 * 0.4, 30.5 + 303.25 * 0.4)

    func rig(scale: Double = 1) throws -> (TouchTrackerApp, FakeDriver) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        var rng = SeededGenerator(seed: 51)
        var lines = (1...1200).map { i -> Line in
            let b = Point(rng.unit() * Self.size.width, rng.unit() * Self.size.height)
            let len = 5 + rng.unit() * 60, a = rng.unit() * 2 * Double.pi
            return Line(id: i, begin: b, end: b + Vector(dx: len * cos(a), dy: len * sin(a)), color: Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF))), width: 1 + rng.unit() * 9)
        }
        lines.append(Self.long)
        app.drawing.load(lines)
        let driver = try FakeDriver(app: app, size: Self.size, scale: scale)
        _ = try driver.captureFrame()   // the cache is drawn
        return (app, driver)
    }

    /// The rig with a finger down on the long line and one frame run: the cache starts making it ready.
    func fingerOnLine(scale: Double = 1) throws -> (TouchTrackerApp, FakeDriver, LineCache) {
        let (app, driver) = try rig(scale: scale)
        driver.session.feed([.scriptFinger(.down, id: 1, at: Self.onLine)], at: driver.session.now)
        _ = driver.runFrame()
        return (app, driver, app.tracker.drawView.cache)
    }

    /// What a fresh app shows for the same drawing and selection: every line drawn once. `same` brings the
    /// rest of what shows to the same state (the undo bar, the menu).
    func fullRedraw(of app: TouchTrackerApp, scale: Double, lines: [Line]? = nil, same: (TouchTrackerApp) -> Void = { _ in }) throws -> PixelFrame {
        let reference = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        reference.drawing.load(lines ?? app.drawing.lines, circles: app.drawing.circles)
        same(reference)
        reference.tracker.drawView.select(app.tracker.drawView.selectedLineID)
        let driver = try FakeDriver(app: reference, size: Self.size, scale: scale)
        _ = driver.runFrame()
        return try driver.captureFrame()
    }

    /// Frames until the long line is selected (at most `limit`), each drawn.
    func framesUntilSelected(_ app: TouchTrackerApp, _ driver: FakeDriver, limit: Int = 60) throws -> Int? {
        for frame in 1...limit {
            _ = driver.runFrame()
            if app.tracker.drawView.selectedLineID == Self.long.id { return frame }
            _ = try driver.captureFrame()
        }
        return nil
    }

    @Test func aLongPressCopiesTheSelectionMadeReady() throws {
        for scale in [1.0, 2.0] {
            let (app, driver, cache) = try fingerOnLine(scale: scale)
            let s = driver.session
            #expect(cache.anticipation?.lineID == Self.long.id, "scale \(scale): a finger resting on the line makes it ready")
            let frame = try #require(try framesUntilSelected(app, driver), "scale \(scale): the long press selects the line")
            #expect(frame > 20, "the long press took its half second")
            #expect(cache.copiedPixels > 1000, "scale \(scale): \(cache.copiedPixels) pixels copied")
            let shown = try driver.captureFrame()
            #expect(cache.redrawnPixels == 0, "scale \(scale): nothing redrawn after the copy")
            let differing = zip(shown.pixels, try fullRedraw(of: app, scale: scale).pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "scale \(scale): \(differing) pixels differ from a full redraw")
            s.feed([.scriptFinger(.up, id: 1, at: nil)], at: s.now)
            _ = driver.runFrame()
        }
    }

    @Test func aChangeSinceTheWorkBeganSendsTheSelectionBackToTheRedraw() throws {
        let (app, driver, cache) = try fingerOnLine()
        #expect(cache.anticipation != nil)
        // Edits land while the finger rests (another window's, say), one before every frame: the work made
        // ready at each frame's end no longer holds when the next frame selects.
        var selected = false
        for k in 1...60 where !selected {
            app.drawing.moveLive(id: k, by: Vector(dx: 0.75, dy: -0.5))
            _ = driver.runFrame()
            selected = app.tracker.drawView.selectedLineID == Self.long.id
            if !selected { _ = try driver.captureFrame() }
        }
        #expect(selected)
        #expect(cache.copiedPixels == 0, "the pixels made ready no longer hold")
        let shown = try driver.captureFrame()
        #expect(cache.redrawnPixels > 1000, "the line's pixels were redrawn instead")
        let differing = zip(shown.pixels, try fullRedraw(of: app, scale: 1).pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a full redraw")
    }

    @Test func aTapSelectsFromTheWorkMadeReadyAndAStrokeDropsIt() throws {
        // A tap: the finger lifts before the tap selects (the double tap must fail first).
        let (app, driver, cache) = try fingerOnLine()
        let s = driver.session
        s.feed([.scriptFinger(.up, id: 1, at: nil)], at: s.now)
        #expect(try framesUntilSelected(app, driver) != nil)
        #expect(cache.copiedPixels > 1000)
        let shown = try driver.captureFrame()
        let reference = try fullRedraw(of: app, scale: 1) { $0.tracker.drawView.selectLine(at: Self.onLine) }
        #expect(zip(shown.pixels, reference.pixels).filter { $0 != $1 }.count == 0)
        app.tracker.drawView.select(nil)
        _ = try driver.captureFrame()
        // A stroke starting on the line: the work is dropped once the finger moves past the allowance.
        s.feed([.scriptFinger(.down, id: 2, at: Self.onLine)], at: s.now)
        _ = driver.runFrame()
        #expect(cache.anticipation != nil)
        for k in 1...6 {
            s.feed([.scriptFinger(.move, id: 2, at: Self.onLine + Vector(dx: Double(k) * 4, dy: -Double(k) * 4))], at: s.now)
            _ = driver.runFrame()
        }
        #expect(cache.anticipation == nil, "moving 34 pt drops the work")
        s.feed([.scriptFinger(.up, id: 2, at: nil)], at: s.now)
        _ = driver.runFrame()
        #expect(app.drawing.lines.count == 1202, "the stroke was drawn")
    }
}
