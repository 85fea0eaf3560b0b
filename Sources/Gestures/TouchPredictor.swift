#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Where a moving touch is about to be: UIKit's predicted touches (`TouchEvent.predictedTouches(for:)`).
///
/// The predictor fits a straight line, by least squares over time, to the touch's last four samples (25 ms
/// at a touchscreen's 120 Hz) and follows it `horizon` past the newest sample. The fit averages out a
/// panel's jitter, which plain extrapolation of the last velocity multiplies by the horizon over a sample's
/// interval (twice at 120 Hz). A straight fit lags a fast curve, though (a circle of 100 pt at 1000 pt/s:
/// 3.9 pt, where plain extrapolation misses by 2.2), so it also fits a parabola to the same samples and
/// adds as much of the parabola's bend as the samples show beyond the jitter: the bend across the motion
/// (turning) and along it (speeding up or slowing down) each weighed apart, as even odds between "straight"
/// and "bending as a hand bends at this speed" (`curveRadius` across, `speedChangeRate` along). On a slow
/// touch a bend as large as the jitter makes is unlikely, so the prediction is the line's; on a fast
/// curve the bend stands out and the prediction follows it. It misses less than plain extrapolation, mean
/// and p95, at every speed and shape `make bench` measures.
///
/// It predicts nothing for a touch that is not moving, one lifted or cancelled, or one with fewer than
/// three samples. A touch that turns back is predicted from the fit and its bend over four samples, never
/// from the last step alone, which is no guide under a panel's jitter (at 30 pt/s a 120 Hz step is 0.25 pt
/// against 0.3 pt of jitter: one step in six goes backwards).
/// Measured errors: docs/gesture-rules.md, "Coalesced and predicted touches".
public enum TouchPredictor {
    /// How far ahead a prediction looks: one frame at 60 Hz.
    public static let horizon: Seconds = 1.0 / 60

    /// A touch panel's jitter as the variance of a sample's position along each axis, in pt²: up to 0.3 pt
    /// either way, evenly spread (0.6² / 12).
    public static let jitterVariance: Double = 0.03

    /// The radius, in points, of the curve a touch that bends is taken to follow: bending across its motion
    /// at speed v, it accelerates by about v² / `curveRadius`.
    public static let curveRadius: Double = 100

    /// How fast, per second, a touch that changes speed is taken to change it, as a fraction of the speed:
    /// at speed v it accelerates along its motion by about v × `speedChangeRate`. In 1/s.
    public static let speedChangeRate: Double = 2

    /// The predicted samples of `touch` (one, `horizon` after its last sample), or none when it is not moving
    /// (fewer than three samples, no time between them, no motion between them, lifted or cancelled).
    public static func predict(_ touch: Touch, horizon: Seconds = TouchPredictor.horizon) -> [TouchSample] {
        guard !touch.phase.isFinished else { return [] }
        let s = touch.recentSamples
        guard s.count >= 3, let newest = s.last else { return [] }
        // Times relative to the newest sample, in seconds (all ≤ 0).
        let tau = s.map { $0.timestamp - newest.timestamp }
        let p = s.map { $0.locationInWindow }
        let n = Double(s.count)

        // The line: least squares of position against time, its velocity and its weights at the horizon.
        let meanT = tau.reduce(0, +) / n
        let stt = tau.reduce(0) { $0 + ($1 - meanT) * ($1 - meanT) }
        guard stt > 1e-12 else { return [] }
        let lineWeights = tau.map { 1 / n + ($0 - meanT) * (horizon - meanT) / stt }
        var v = Vector(dx: 0, dy: 0)
        for i in s.indices { v = v + Vector(dx: p[i].x, dy: p[i].y) * ((tau[i] - meanT) / stt) }
        let speed = v.length
        guard speed > 1e-9 else { return [] }
        let line = combine(p, lineWeights)

        // The parabola's weights at the horizon; what it adds to the line is `bend`, a sum of the samples
        // with weights `delta`. Pure jitter gives `bend` a variance of `jitterVariance × Σ delta²` along each
        // axis; an acceleration a gives it a × `reach`.
        let predicted = TouchSample(line, at: newest.timestamp + horizon)
        guard let parabolaWeights = parabolaWeights(tau, at: horizon) else { return [predicted] }
        let delta = zip(parabolaWeights, lineWeights).map { $0 - $1 }
        let bend = combine(p, delta) - Point.zero   // the weights sum to 0: a displacement
        let jitter = jitterVariance * delta.reduce(0) { $0 + $1 * $1 }
        let reach = zip(delta, tau).reduce(0) { $0 + $1.0 * $1.1 * $1.1 } / 2
        guard jitter > 0 else { return [predicted] }

        let along = v * (1 / speed), across = Vector(dx: -along.dy, dy: along.dx)
        /// How much of `b` (the bend along one direction) to keep: the chance that the touch bends rather than
        /// goes straight (even odds before the samples are seen), times the share of the bend that is not
        /// jitter when it does. `expected`: the acceleration of a bending touch, in pt/s².
        func kept(_ b: Double, expected: Double) -> Double {
            let signal = (expected * reach) * (expected * reach)
            let z = b * b / jitter
            let share = signal / (signal + jitter)
            // The odds of bending over going straight: the likelihood ratio of two normal laws for `b`.
            let bends = 1 / (1 + ((signal + jitter) / jitter).squareRoot() * exp(-z / 2 * share))
            return b * bends * share
        }
        let turn = kept(bend.dx * across.dx + bend.dy * across.dy, expected: speed * speed / curveRadius)
        let speedUp = kept(bend.dx * along.dx + bend.dy * along.dy, expected: speed * speedChangeRate)
        return [TouchSample(line + across * turn + along * speedUp, at: predicted.timestamp)]
    }

    /// Σ weights[i] × points[i], as a point (the weights sum to 1 for a fit, to 0 for a difference of fits).
    private static func combine(_ points: [Point], _ weights: [Double]) -> Point {
        var x = 0.0, y = 0.0
        for (q, w) in zip(points, weights) { x += q.x * w; y += q.y * w }
        return Point(x, y)
    }

    /// The weights that give a least-squares parabola's value at `t` from samples at times `tau` (seconds),
    /// or nil when the times cannot fix a parabola (fewer than three distinct).
    private static func parabolaWeights(_ tau: [Double], at t: Double) -> [Double]? {
        // Times scaled to about [-1, 0] so the normal equations are well conditioned.
        let span = -(tau.min() ?? 0)
        guard span > 0 else { return nil }
        let u = tau.map { $0 / span }, ut = t / span
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        for x in u {
            let f = [1, x, x * x]
            for i in 0..<3 { for j in 0..<3 { m[i][j] += f[i] * f[j] } }
        }
        // Solve m × y = (1, ut, ut²) by Cramer's rule; the weight of sample i is (1, u, u²)·y.
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-9 else { return nil }
        let rhs = [1, ut, ut * ut]
        let y = (0..<3).map { col -> Double in
            var a = m
            for row in 0..<3 { a[row][col] = rhs[row] }
            return det(a) / d
        }
        return u.map { y[0] + y[1] * $0 + y[2] * $0 * $0 }
    }
}
