import Testing
import TestSupport
@testable import TouchTracker
import GestureExamples
import Gestures
@testable import AppHost

/// The full redraw draws tile by tile on several threads; its pixels must equal one stroke after another.
@Suite struct TiledRasterTests {
    @Test func tilesOnThreadsGiveThePixelsOfOneStrokeAfterAnother() {
        var rng = SeededGenerator(seed: 9)
        var strokes: [LayerStroke] = []
        for i in 0..<600 {
            let color = Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF)), alpha: i % 3 == 0 ? rng.uniform(0.2, 1) : 1)
            if i % 25 == 0 {
                strokes.append(.ring(center: Point(rng.uniform(-50, 650), rng.uniform(-50, 450)), radius: rng.uniform(0, 200), width: rng.uniform(1, 12), color: color))
            } else {
                let a = Point(rng.uniform(-100, 700), rng.uniform(-100, 500))
                let long = i % 10 == 0
                let b = long ? Point(rng.uniform(-100, 700), rng.uniform(-100, 500)) : a + Vector(dx: rng.uniform(-60, 60), dy: rng.uniform(-60, 60))
                strokes.append(.line(from: a, to: b, width: rng.uniform(0.5, 30), color: color))
            }
        }
        for (fill, clip) in [(UInt32(0xFFFF_FFFF), Rect(x: 0, y: 0, width: 600, height: 400)),
                             (0x0000_0000, Rect(x: 0, y: 0, width: 600, height: 400)),       // a transparent layer
                             (0xFFFF_FFFF, Rect(x: 37.5, y: 130, width: 301, height: 211.25))] {  // a region
            let tiled = PixelImage(width: 600, height: 400, fill: fill)
            tiled.draw(strokes, clip: clip)
            let serial = PixelImage(width: 600, height: 400, fill: fill)
            for s in strokes {
                switch s {
                case .line(let a, let b, let w, let c): serial.strokeLine(from: a, to: b, lineWidth: w, color: c, clip: clip)
                case .ring(let p, let r, let w, let c): serial.strokeRing(center: p, radius: r, lineWidth: w, color: c, clip: clip)
                }
            }
            let differing = zip(tiled.pixels, serial.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "fill \(fill), clip \(clip): \(differing) pixels differ")
            #expect(Set(tiled.pixels).count > 100, "the strokes were drawn")
        }
        // Batches with clips that do not overlap (small ones drawn together on the cores, a large one split
        // into tiles): the pixels of one clip after another.
        let clips = [Rect(x: 0, y: 0, width: 16, height: 16), Rect(x: 16, y: 0, width: 48, height: 16), Rect(x: 100, y: 100, width: 17.5, height: 33),
                     Rect(x: 0, y: 150, width: 600, height: 250), Rect(x: 300, y: 20, width: 16, height: 16)]
        let batched = PixelImage(width: 600, height: 400, fill: 0xFFFF_FFFF)
        batched.draw(clips.enumerated().map { i, c in LayerBatch(clip: c, strokes: Array(strokes.dropFirst(i * 50))) })
        let oneByOne = PixelImage(width: 600, height: 400, fill: 0xFFFF_FFFF)
        for (i, c) in clips.enumerated() { oneByOne.draw(Array(strokes.dropFirst(i * 50)), clip: c) }
        #expect(batched.pixels == oneByOne.pixels)
        #expect(batched.pixels != PixelImage(width: 600, height: 400, fill: 0xFFFF_FFFF).pixels)
    }
}
