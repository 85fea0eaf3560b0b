import GestureExamples
import Gestures
import TouchTracker

/// A random saved drawing for the store's and the files' tests: `lines` lines and `circles` circles with
/// distinct ids drawn at random (sorted by id, as the store keeps them); points mostly on a small window,
/// one in ten far off (up to a billion points) and one in ten tiny (within 1e-7 of an axis), so every form of
/// number is written; widths from 0.01 to 200; random colours, colour by angle or not; no extras.
func randomSaved(_ rng: inout SeededGenerator, lines n: Int, circles m: Int) -> DrawingStore.Saved {
    func point() -> Point {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return Point(rng.uniform(-50, 50), rng.uniform(1e6, 1e9))
        case 1: return Point(rng.uniform(0, 1), rng.uniform(-1e-7, 1e-7))
        default: return Point(rng.uniform(-50, 400), rng.uniform(-50, 300))
        }
    }
    func color() -> Color { Color(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng)) }
    var ids = Array(1...Swift.max(40, 2 * (n + m))).shuffled(using: &rng)
    var lines: [Line] = [], circles: [Circle] = []
    for _ in 0..<n {
        lines.append(Line(id: ids.removeLast(), begin: point(), end: point(), color: color(), width: rng.uniform(0.01, 200)))
    }
    for _ in 0..<m {
        circles.append(Circle(id: ids.removeLast(), center: point(), radius: rng.uniform(0, 400), color: color(), width: rng.uniform(1, 20)))
    }
    return DrawingStore.Saved(lines: lines.sorted { $0.id < $1.id }, drawColor: color(), circles: circles.sorted { $0.id < $1.id },
                              colorByAngle: Bool.random(using: &rng))
}
