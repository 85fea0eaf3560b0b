import GestureExamples
import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// Dots where the pad was told a touch began: red while it holds the touch, fading once it ended; or, with
/// `keepsLastGesture`, kept (a little lighter) until the next gesture's first touch begins, so a dot that
/// lasted only a double click's 100-200 ms can still be seen from the back of the room.
///
/// A gesture is the touches that begin within `gestureGap` of the last one's end (a double tap's second tap
/// joins its first): a touch that begins later starts the next gesture and clears the kept dots. A touch
/// cancelled (the double tap recognized takes both) keeps its dot too: the pad was told it began.
final class TouchDots {
    var live: [TouchID: Point] = [:]
    var fading: [(Point, Seconds)] = []
    /// Dots of the last gesture, kept after their touches ended (`keepsLastGesture`).
    var kept: [Point] = []
    let keepsLastGesture: Bool
    /// The longest pause between two touches of one gesture.
    static let gestureGap: Seconds = 0.5
    private var lastEnd: Seconds = -.infinity

    init(keepsLastGesture: Bool = false) { self.keepsLastGesture = keepsLastGesture }

    func handle(_ phase: TouchPhase, _ touches: [Touch], in pad: Node, now: Seconds) {
        for t in touches {
            switch phase {
            case .began:
                if keepsLastGesture && live.isEmpty && now - lastEnd > Self.gestureGap { kept.removeAll() }
                live[t.id] = t.location(in: pad)
            case .moved, .stationary: if live[t.id] != nil { live[t.id] = t.location(in: pad) }
            case .ended:
                guard let p = live.removeValue(forKey: t.id) else { break }
                if keepsLastGesture { kept.append(p); lastEnd = now } else { fading.append((p, now)) }
            case .cancelled:
                // A double tap cancels both touches it took: the pad was told they began all the same.
                guard let p = live.removeValue(forKey: t.id) else { break }
                if keepsLastGesture { kept.append(p); lastEnd = now }
            }
        }
    }
    /// How long an ended touch's dot takes to fade away, in seconds.
    static let fadeSeconds: Seconds = 0.6
    /// Whether a dot is fading at `now`.
    func fades(at now: Seconds) -> Bool { fading.contains { now - $0.1 <= Self.fadeSeconds } }
    func draw(_ c: Canvas, now: Seconds) {
        fading.removeAll { now - $0.1 > Self.fadeSeconds }
        for (p, t) in fading { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935, alpha: 0.8 * (1 - (now - t) / Self.fadeSeconds))) }
        for p in kept { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935, alpha: 0.8)) }
        for (_, p) in live.sorted(by: { $0.key < $1.key }) { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935)) }
    }
    func clear() { live.removeAll(); fading.removeAll(); kept.removeAll(); lastEnd = -.infinity }
}
