#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Where a moving touch is about to be: UIKit's predicted touches (`TouchEvent.predictedTouches(for:)`).
///
/// The predictor extrapolates the touch's velocity over its last three samples (two intervals: one
/// sample's jitter moves it half as much as over one) `horizon` ahead, damped twice: by how steady the
/// speed is (the ratio of the two intervals' speeds: a finger speeding up or slowing down is predicted
/// short, a finger that turned back not at all), and at low speeds, where a touch panel's jitter is as large
/// as a frame's travel (full below `fullSpeed`, none below a tenth of it). It does not try to follow curves:
/// on a circle of 100 pt at 300 pt/s the tangent misses by 0.13 pt, less than the jitter. Measured errors:
/// docs/gesture-rules.md, "Predicted touches".
public enum TouchPredictor {
    /// How far ahead a prediction looks: one frame at 60 Hz.
    public static let horizon: Seconds = 1.0 / 60
    /// From this speed up (points a second) a prediction goes the whole horizon; below, proportionally less.
    public static let fullSpeed: Double = 240

    /// The predicted samples of `touch` (one, `horizon` after its last sample), or none when it is not moving
    /// (fewer than three samples with time between them, lifted, cancelled, or turned back).
    public static func predict(_ touch: Touch, horizon: Seconds = TouchPredictor.horizon) -> [TouchSample] {
        guard !touch.phase.isFinished else { return [] }
        let s = touch.recentSamples
        guard s.count >= 3 else { return [] }
        let z = s[s.count - 3], a = s[s.count - 2], b = s[s.count - 1]
        let dt0 = a.timestamp - z.timestamp, dt1 = b.timestamp - a.timestamp
        guard dt0 > 1e-6, dt1 > 1e-6 else { return [] }
        let v0 = (a.locationInWindow - z.locationInWindow) * (1 / dt0), v1 = (b.locationInWindow - a.locationInWindow) * (1 / dt1)
        let speed0 = v0.length, speed1 = v1.length
        guard speed0 > 1e-9, speed1 > 1e-9, v0.dx * v1.dx + v0.dy * v1.dy > 0 else { return [] }
        let v = (b.locationInWindow - z.locationInWindow) * (1 / (dt0 + dt1))
        let steadiness = Swift.min(speed0, speed1) / Swift.max(speed0, speed1)
        let slow = Swift.min(1, Swift.max(0, (v.length - fullSpeed / 10) / (fullSpeed * 0.9)))
        return [TouchSample(b.locationInWindow + v * (horizon * steadiness * slow), at: b.timestamp + horizon)]
    }
}
