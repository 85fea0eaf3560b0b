/// Velocity from a least-squares straight-line fit of position against time over the recent samples,
/// so one jittery sample does not swing it (the last two samples alone would).
///
/// Invariant: samples are kept in time order and none is older than `window` behind the newest.
public struct VelocityEstimator: Sendable {
    public var windowDuration: Seconds
    private var times: [Seconds] = []
    private var xs: [Double] = []
    private var ys: [Double] = []

    public init(windowDuration: Seconds = 0.1) { self.windowDuration = windowDuration }

    public mutating func reset() { times.removeAll(keepingCapacity: true); xs.removeAll(keepingCapacity: true); ys.removeAll(keepingCapacity: true) }

    public mutating func add(_ p: Point, at t: Seconds) { add(x: p.x, y: p.y, at: t) }

    public mutating func add(x: Double, y: Double = 0, at t: Seconds) {
        if let last = times.last, t < last { reset() }
        times.append(t); xs.append(x); ys.append(y)
        var drop = 0
        while drop < times.count - 1 && times[drop] < t - windowDuration { drop += 1 }
        if drop > 0 { times.removeFirst(drop); xs.removeFirst(drop); ys.removeFirst(drop) }
    }

    /// Units per second along x and y; zero with fewer than two samples at distinct times.
    public var velocity: Vector {
        let n = Double(times.count)
        guard times.count >= 2 else { return .zero }
        let t0 = times[0]
        var st = 0.0, sx = 0.0, sy = 0.0, stt = 0.0, stx = 0.0, sty = 0.0
        for i in 0..<times.count {
            let t = times[i] - t0
            st += t; sx += xs[i]; sy += ys[i]; stt += t * t; stx += t * xs[i]; sty += t * ys[i]
        }
        let denom = n * stt - st * st
        guard denom > 1e-12 else { return .zero }
        return Vector(dx: (n * stx - st * sx) / denom, dy: (n * sty - st * sy) / denom)
    }
}
