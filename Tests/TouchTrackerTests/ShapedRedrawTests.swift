import Foundation
import Testing
import TestSupport
@testable import TouchTracker
import GestureExamples
import Gestures
@testable import AppHost

/// A long line taken out of the cache or put back redraws its own pixels (`PixelSpans`), not the tiles
/// along it: the spans must hold every pixel the line touches, drawing inside them must be exact, and the
/// cache must still equal a full redraw.
@Suite struct ShapedRedrawTests {
    /// Every pixel the rasterizer changes lies in the line's spans (no margin), and the spans hold little
    /// more: at most the two rounded ends of each row.
    @Test func aLinesSpansHoldEveryPixelItTouches() throws {
        var rng = SeededGenerator(seed: 31)
        for i in 0..<300 {
            let a = Point(rng.uniform(-30, 230), rng.uniform(-30, 170))
            let b = i % 5 == 0 ? a : (i % 7 == 0 ? Point(rng.uniform(-30, 230), a.y) : Point(rng.uniform(-30, 230), rng.uniform(-30, 170)))
            let width = i % 9 == 0 ? rng.uniform(0.1, 1) : rng.uniform(1, 24)
            let image = PixelImage(width: 200, height: 140, fill: 0xFFFF_FFFF)
            image.strokeLine(from: a, to: b, lineWidth: width, color: .black, clip: image.bounds)
            let touched = Set(image.pixels.indices.filter { image.pixels[$0] != 0xFFFF_FFFF })
            guard let spans = PixelSpans.line(from: a, to: b, lineWidth: width, margin: 0, width: 200, height: 140) else {
                #expect(touched.isEmpty, "line \(i): no spans, \(touched.count) pixels touched")
                continue
            }
            var held = Set<Int>()
            for y in spans.y0..<spans.y1 { if let (x0, x1) = spans.row(y, within: 0, 200) { for x in x0..<x1 { held.insert(y * 200 + x) } } }
            #expect(touched.isSubset(of: held), "line \(i) from \(a) to \(b), width \(width): \(touched.subtracting(held).count) pixels outside")
            #expect(held.count <= touched.count + 2 * (spans.y1 - spans.y0), "line \(i): \(held.count) held, \(touched.count) touched")
            #expect(held.count == spans.pixelCount)
        }
    }

    /// Strokes drawn inside spans change exactly the pixels a drawing without them changes there, and
    /// nothing outside them; a margin widens every row and adds rows.
    @Test func drawingInsideSpansIsExact() throws {
        var rng = SeededGenerator(seed: 32)
        var strokes: [LayerStroke] = []
        for i in 0..<400 {
            let color = Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF)), alpha: i % 3 == 0 ? rng.uniform(0.2, 1) : 1)
            if i % 20 == 0 {
                strokes.append(.ring(center: Point(rng.uniform(0, 300), rng.uniform(0, 200)), radius: rng.uniform(0, 80), width: rng.uniform(1, 9), color: color))
            } else {
                let a = Point(rng.uniform(-20, 320), rng.uniform(-20, 220))
                strokes.append(.line(from: a, to: a + Vector(dx: rng.uniform(-50, 50), dy: rng.uniform(-50, 50)), width: rng.uniform(0.5, 12), color: color))
            }
        }
        let spans = try #require(PixelSpans.line(from: Point(10.3, 20.7), to: Point(290.2, 170.1), lineWidth: 7.5, margin: 1, width: 300, height: 200))
        let narrow = try #require(PixelSpans.line(from: Point(10.3, 20.7), to: Point(290.2, 170.1), lineWidth: 7.5, margin: 0, width: 300, height: 200))
        #expect(spans.y0 == narrow.y0 - 1 && spans.y1 == narrow.y1 + 1 && spans.pixelCount > narrow.pixelCount)
        let background: UInt32 = 0xFF20_3040
        let everywhere = PixelImage(width: 300, height: 200, fill: background)
        everywhere.draw(strokes, clip: everywhere.bounds)
        let inside = PixelImage(width: 300, height: 200, fill: background)
        inside.draw(spans.bands(rows: 16).map { LayerBatch(clip: $0.bounds, strokes: strokes, spans: $0) })
        var differing = 0, outside = 0, held = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let k = y * 300 + x
                if spans.row(y, within: x, x + 1) != nil {
                    held += 1
                    if inside.pixels[k] != everywhere.pixels[k] { differing += 1 }
                } else if inside.pixels[k] != background {
                    outside += 1
                }
            }
        }
        #expect(held == spans.pixelCount && held > 3000)
        #expect(differing == 0, "\(differing) pixels inside the spans differ")
        #expect(outside == 0, "\(outside) pixels outside the spans changed")
    }

    /// A long diagonal selected (out of the cache), moved, put back, deleted and brought back, at three
    /// scales: after each, what is shown equals a full redraw; selecting it redraws a fraction of the
    /// tiles along it.
    @Test func aLongLineInAndOutOfTheCacheEqualsAFullRedraw() throws {
        let size = Size(width: 480, height: 360)
        for scale in [1.0, 1.5, 2.0] {
            let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            let target = try PixelTarget(size: size, scale: scale)
            var lines = randomLines(1500, seed: 41, size: size)
            let long = Line(id: 1501, begin: Point(20.25, 30.5), end: Point(455.5, 333.75), color: Color(rgb: 0x1E88E5), width: 6)
            lines.insert(Line(id: 0, begin: Point(400, 20), end: Point(30.5, 340), color: .red, width: 9), at: 0)   // under everything
            lines.append(long)
            app.drawing.load(lines)
            target.render(app)
            let view = app.tracker.drawView
            func expectFullRedraw(_ step: String) throws {
                target.render(app)
                let reference = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
                reference.drawing.load(app.drawing.lines, circles: app.drawing.circles)
                if let id = view.selectedLineID { reference.tracker.drawView.select(id) }
                let fresh = try PixelTarget(size: size, scale: scale)
                fresh.render(reference)
                let differing = zip(target.pixels(), fresh.pixels()).filter { $0 != $1 }.count
                #expect(differing == 0, "scale \(scale), \(step): \(differing) pixels differ")
            }
            view.select(1501)
            target.render(app)
            // The tiles along the line, as it marked them before, in pixels.
            let tilesAlong = Double(LineIndex(cellSize: 16).cells(of: long).count) * 256 * scale * scale
            #expect(Double(view.cache.redrawnPixels) < tilesAlong / 2, "scale \(scale): \(view.cache.redrawnPixels) pixels redrawn, \(tilesAlong) in the tiles")
            #expect(view.cache.redrawnPixels > 0)
            try expectFullRedraw("selected")
            app.drawing.moveLive(id: 1501, by: Vector(dx: 7.3, dy: -11.6))
            try expectFullRedraw("moved")
            view.select(nil)
            try expectFullRedraw("put back")
            view.select(0)
            try expectFullRedraw("the line under everything selected")
            view.select(1501)
            app.drawing.delete(id: 1501)
            try expectFullRedraw("deleted")
            app.drawing.undo()
            view.select(nil)
            try expectFullRedraw("brought back")
        }
    }

    /// Cells' lists out of id order (a line moved is listed again at their end) still give each line once,
    /// in stacking order, as a search of all the lines does.
    @Test func theIndexAnswersInStackingOrderAfterMoves() {
        let size = Size(width: 600, height: 400)
        let drawing = Drawing()
        drawing.load(randomLines(800, seed: 43, size: size))
        var rng = SeededGenerator(seed: 44)
        for _ in 0..<200 {
            let id = Int(rng.uniform(1, 800))
            drawing.moveLive(id: id, by: Vector(dx: rng.uniform(-60, 60), dy: rng.uniform(-60, 60)))
        }
        var checked = 0
        defer { #expect(checked > 3000) }
        for _ in 0..<300 {
            let r = Rect(x: rng.uniform(-40, 600), y: rng.uniform(-40, 400), width: rng.uniform(1, 300), height: rng.uniform(1, 200))
            let found = drawing.lineEntries(in: r).map(\.id)
            // Every line whose pixels can reach the region, none whose box misses it, each once, ascending.
            let reaching = drawing.lines.filter { distance($0, r) <= $0.width / 2 + 1 }.map(\.id)
            let boxed = drawing.lines.filter { LineIndex.Entry(id: $0.id, begin: $0.begin, end: $0.end, width: $0.width, argb: 0).bounds.intersects(r) }.map(\.id)
            #expect(Set(reaching).isSubset(of: Set(found)), "\(r): missing \(Set(reaching).subtracting(found))")
            #expect(Set(found).isSubset(of: Set(boxed)), "\(r)")
            #expect(found == Array(Set(found)).sorted(), "\(r): not each once in stacking order")
            checked += reaching.count
        }
    }

    /// Changes are kept as the rectangles marked (none inside another), merged into one past the most kept.
    @Test func anImageKeepsItsChangesApart() {
        let image = PixelImage(width: 100, height: 100, fill: 0xFF00_0000)
        #expect(image.takeChangedRects() == [image.bounds])
        image.markChanged(Rect(x: 0, y: 0, width: 10, height: 10))
        image.markChanged(Rect(x: 2, y: 2, width: 4, height: 4))        // inside the first: dropped
        image.markChanged(Rect(x: 50, y: 50, width: 10, height: 10))
        image.markChanged(Rect(x: 49, y: 49, width: 20, height: 20))    // holds the third: replaces it
        image.markChanged(Rect(x: 90, y: 90, width: 30, height: 30))    // clipped to the image
        #expect(image.takeChangedRects() == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 49, y: 49, width: 20, height: 20),
                                              Rect(x: 90, y: 90, width: 10, height: 10)])
        #expect(image.takeChangedRects().isEmpty && image.takeChanges() == nil)
        for i in 0...PixelImage.changedRectsMax { image.markChanged(Rect(x: Double(i % 50), y: Double(i / 50) * 10, width: 1, height: 1)) }
        #expect(image.takeChanges() == Rect(x: 0, y: 0, width: 50, height: 11))
        image.markChanged(Rect(x: 3, y: 4, width: 5, height: 6))
        image.markChanged(Rect(x: 20, y: 30, width: 5, height: 6))
        #expect(image.takeChanges() == Rect(x: 3, y: 4, width: 22, height: 32))
    }

    private func randomLines(_ n: Int, seed: UInt64, size: Size) -> [Line] {
        var rng = SeededGenerator(seed: seed)
        return (1...n).map { i in
            let b = Point(rng.unit() * size.width, rng.unit() * size.height)
            let len = 5 + rng.unit() * 60, a = rng.unit() * 2 * Double.pi
            return Line(id: i, begin: b, end: b + Vector(dx: len * cos(a), dy: len * sin(a)), color: Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF))), width: 1 + rng.unit() * 9)
        }
    }
}
