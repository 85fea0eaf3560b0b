/// Where a moving touch is about to be: UIKit's predicted touches (`TouchEvent.predictedTouches(for:)`).
///
/// The predictor fits a straight line, by least squares over time, to the touch's last four samples (25 ms
/// at a touchscreen's 120 Hz) and follows it `horizon` past the newest sample. The fit averages out a
/// panel's jitter, which plain extrapolation of the last velocity multiplies by the horizon over a sample's
/// interval (twice at 120 Hz): so slow and fast touches alike are predicted the whole horizon, and miss less
/// than plain extrapolation at every speed `make bench` measures. It predicts nothing for a touch that is not
/// moving. A touch that turns back is predicted along the fit, whose speed falls through the turn and which
/// points the new way within four samples; the last step alone is no guide under a panel's jitter (at
/// 30 pt/s a 120 Hz step is 0.25 pt against 0.3 pt of jitter: one step in six goes backwards). It does not
/// follow curves: on a circle of 100 pt at 300 pt/s the straight fit misses by 0.34 pt. Measured errors:
/// docs/gesture-rules.md, "Predicted touches".
public enum TouchPredictor {
    /// How far ahead a prediction looks: one frame at 60 Hz.
    public static let horizon: Seconds = 1.0 / 60

    /// The predicted samples of `touch` (one, `horizon` after its last sample), or none when it is not moving
    /// (fewer than three samples, no time between them, no motion between them, lifted or cancelled).
    public static func predict(_ touch: Touch, horizon: Seconds = TouchPredictor.horizon) -> [TouchSample] {
        guard !touch.phase.isFinished else { return [] }
        let s = touch.recentSamples
        guard s.count >= 3, let newest = s.last else { return [] }
        // Least squares of position against time: the mean and the slope (the velocity).
        let n = Double(s.count)
        let meanT = s.reduce(0) { $0 + $1.timestamp } / n
        let meanX = s.reduce(0) { $0 + $1.locationInWindow.x } / n, meanY = s.reduce(0) { $0 + $1.locationInWindow.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for sample in s {
            let dt = sample.timestamp - meanT
            stt += dt * dt
            stx += dt * (sample.locationInWindow.x - meanX)
            sty += dt * (sample.locationInWindow.y - meanY)
        }
        guard stt > 1e-12 else { return [] }
        let v = Vector(dx: stx / stt, dy: sty / stt)
        guard v.length > 1e-9 else { return [] }
        // The fitted line at the newest sample's time, then `horizon` along it.
        let fitted = Point(meanX, meanY) + v * (newest.timestamp - meanT)
        return [TouchSample(fitted + v * horizon, at: newest.timestamp + horizon)]
    }
}
