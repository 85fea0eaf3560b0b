#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Where a moving touch is about to be: UIKit's predicted touches (`TouchEvent.predictedTouches(for:)`).
///
/// The predictor extrapolates the touch's last velocity (from its last two samples) `horizon` ahead, turned
/// by its rate of turning (from the velocity before that), so a curve is followed rather than left along its
/// tangent; and damped by how steady the motion is: the ratio of the two last speeds (a finger slowing down
/// or speeding up is predicted short), and nothing when the touch reversed. Measured errors:
/// docs/gesture-rules.md, "Predicted touches".
public enum TouchPredictor {
    /// How far ahead a prediction looks: one frame at 60 Hz.
    public static let horizon: Seconds = 1.0 / 60

    /// The predicted samples of `touch` (one, `horizon` after its last sample), or none when it is not moving
    /// (fewer than two samples with time between them, lifted, or cancelled).
    public static func predict(_ touch: Touch, horizon: Seconds = TouchPredictor.horizon) -> [TouchSample] {
        guard !touch.phase.isFinished else { return [] }
        let s = touch.recentSamples
        guard s.count >= 2 else { return [] }
        let b = s[s.count - 1], a = s[s.count - 2]
        let dt1 = b.timestamp - a.timestamp
        guard dt1 > 1e-6 else { return [] }
        var v = (b.locationInWindow - a.locationInWindow) * (1 / dt1)
        if s.count >= 3 {
            let z = s[s.count - 3]
            let dt0 = a.timestamp - z.timestamp
            if dt0 > 1e-6 {
                let v0 = (a.locationInWindow - z.locationInWindow) * (1 / dt0)
                let speed0 = v0.length, speed1 = v.length
                if speed0 > 1e-9 && speed1 > 1e-9 {
                    let cosTurn = (v0.dx * v.dx + v0.dy * v.dy) / (speed0 * speed1)
                    if cosTurn <= 0 { return [] }   // it turned back: no guess
                    // Turning at a steady rate, the last chord's direction lags the tangent by half the last interval,
                    // and the coming chord leads it by half the horizon: turn the velocity by both.
                    let sinTurn = (v0.dx * v.dy - v0.dy * v.dx) / (speed0 * speed1)
                    let turnRate = atan2(sinTurn, cosTurn) / ((dt0 + dt1) / 2)
                    let angle = turnRate * (dt1 + horizon) / 2
                    let c = cos(angle), sn = sin(angle)
                    v = Vector(dx: v.dx * c - v.dy * sn, dy: v.dx * sn + v.dy * c)
                    // Speeding up or slowing down: predict no further than the slower of the two would go.
                    v = v * (Swift.min(speed0, speed1) / Swift.max(speed0, speed1))
                }
            }
        }
        return [TouchSample(b.locationInWindow + v * horizon, at: b.timestamp + horizon)]
    }
}
