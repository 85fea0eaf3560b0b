/// Velocity from a least-squares straight-line fit of position against time over the recent samples,
/// so one jittery sample does not swing it (the last two samples alone would).
///
/// Invariant: samples are kept in time order in a fixed ring (no allocation per sample), and none is
/// older than `windowDuration` behind the newest except the one before the window, which anchors the fit
/// when frames are sparse.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in seconds.
    public var windowDuration: Seconds
    private static let capacity = 32
    private var times: [Seconds]
    private var xs: [Double]
    private var ys: [Double]
    private var start = 0
    private var count = 0

    /// An estimator fitting the last `windowDuration` seconds.
    public init(windowDuration: Seconds = 0.1) {
        self.windowDuration = windowDuration
        times = Array(repeating: 0, count: Self.capacity)
        xs = times
        ys = times
    }

    /// Forgets every sample.
    public mutating func reset() { start = 0; count = 0 }

    /// Adds a position sample at time `t`.
    public mutating func add(_ p: Point, at t: Seconds) { add(x: p.x, y: p.y, at: t) }

    /// Adds a sample at time `t`; a time going backwards starts afresh.
    public mutating func add(x: Double, y: Double = 0, at t: Seconds) {
        let cap = Self.capacity
        if count > 0 && t < times[(start + count - 1) % cap] { reset() }
        if count == cap { start = (start + 1) % cap; count -= 1 }
        let i = (start + count) % cap
        times[i] = t; xs[i] = x; ys[i] = y
        count += 1
        while count > 2 && times[(start + 1) % cap] < t - windowDuration { start = (start + 1) % cap; count -= 1 }
    }

    /// Units per second along x and y; zero with fewer than two samples at distinct times.
    public var velocity: Vector {
        guard count >= 2 else { return .zero }
        let cap = Self.capacity
        let t0 = times[start]
        var st = 0.0, sx = 0.0, sy = 0.0, stt = 0.0, stx = 0.0, sty = 0.0
        for k in 0..<count {
            let i = (start + k) % cap
            let t = times[i] - t0
            st += t; sx += xs[i]; sy += ys[i]; stt += t * t; stx += t * xs[i]; sty += t * ys[i]
        }
        let n = Double(count)
        let denom = n * stt - st * st
        guard denom > 1e-12 else { return .zero }
        return Vector(dx: (n * stx - st * sx) / denom, dy: (n * sty - st * sy) / denom)
    }
}
