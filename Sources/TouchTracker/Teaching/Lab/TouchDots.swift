import GestureExamples
import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// Dots where the pad was told a touch began: red while it holds the touch, fading once it ended.
final class TouchDots {
    var live: [TouchID: Point] = [:]
    var fading: [(Point, Seconds)] = []
    func handle(_ phase: TouchPhase, _ touches: [Touch], in pad: Node, now: Seconds) {
        for t in touches {
            switch phase {
            case .began: live[t.id] = t.location(in: pad)
            case .moved, .stationary: if live[t.id] != nil { live[t.id] = t.location(in: pad) }
            case .ended: if let p = live.removeValue(forKey: t.id) { fading.append((p, now)) }
            case .cancelled: live.removeValue(forKey: t.id)
            }
        }
    }
    func draw(_ c: Canvas, now: Seconds) {
        fading.removeAll { now - $0.1 > 0.6 }
        for (p, t) in fading { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935, alpha: 0.8 * (1 - (now - t) / 0.6))) }
        for (_, p) in live.sorted(by: { $0.key < $1.key }) { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935)) }
    }
    func clear() { live.removeAll(); fading.removeAll() }
}
