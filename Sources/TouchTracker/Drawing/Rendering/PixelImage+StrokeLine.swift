import Gestures
import AppHost

/// The drawing's line rasterizer: lines are drawn into a `PixelImage` with distance-field anti-aliasing and
/// round caps, clipped to a pixel rectangle, so a region can be cleared and redrawn exactly. The callers
/// (`ImageLineLayer`) report the area they drew to the image.
extension PixelImage {

    /// A line from `a` to `b` (pixel coordinates), `lineWidth` pixels wide, round caps, one pixel of
    /// anti-aliasing at the edge, blended source-over; only pixels inside `clip` (pixels) change.
    public func strokeLine(from a: Point, to b: Point, lineWidth: Double, color: Color, clip: Rect) {
        let (w, h) = (width, height)
        pixels.withUnsafeMutableBufferPointer { Self.strokeLine(from: a, to: b, lineWidth: lineWidth, color: color, clip: clip, into: $0, w, h) }
    }

    /// With `spans`, only the pixels in them (and inside `clip`) change. With `placement`, `buf` holds only
    /// part of the image (every pixel drawn must lie in it: the spans' or the clip's).
    static func strokeLine(from a: Point, to b: Point, lineWidth: Double, color: Color, clip: Rect, spans: PixelSpans? = nil,
                           into buf: UnsafeMutableBufferPointer<UInt32>, _ width: Int, _ height: Int, placement: BufferPlacement? = nil) {
        let half = Swift.max(0.5, lineWidth / 2)
        let reach = half + 0.5
        let bounds = Rect(x: Swift.min(a.x, b.x) - reach, y: Swift.min(a.y, b.y) - reach,
                          width: abs(a.x - b.x) + 2 * reach, height: abs(a.y - b.y) + 2 * reach)
        guard bounds.intersects(clip), let r = clamp(Rect(x: Swift.max(bounds.minX, clip.minX), y: Swift.max(bounds.minY, clip.minY),
                                                       width: Swift.min(bounds.maxX, clip.maxX) - Swift.max(bounds.minX, clip.minX),
                                                       height: Swift.min(bounds.maxY, clip.maxY) - Swift.max(bounds.minY, clip.minY)), width, height)
        else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let inverse = lengthSquared > 1e-12 ? 1 / lengthSquared : 0
        let sr = color.red * 255, sg = color.green * 255, sb = color.blue * 255, sa = color.alpha
        let opaque = sa >= 0.999
        let solid = Self.blend(0xFF00_0000, sr, sg, sb, 1)
        let w = width
        // Pixels whose centres lie within `inner` of the segment are fully covered (coverage is
        // min(1, half + 0.5 - d)): they are filled without a distance each. Kept a hair inside, so rounding
        // never fills a pixel the distance would have given less than full coverage.
        let inner = half - 0.5 - 1e-9
        let capsule = CapsuleRows(dx: dx, dy: dy, reach: reach, inner: inner)
        do {
            for y in r.y0..<r.y1 {
                let py = Double(y) + 0.5 - a.y
                let row = placement.map { (y - $0.y0) * $0.stride - $0.x0 } ?? y * w
                if let spans, spans.row(y, within: r.x0, r.x1) == nil { continue }
                // Only the row's band: the pixels whose centres can lie within `reach` of the segment (the
                // capsule is convex, so that is one interval), not the whole bounding box. Pixels outside it
                // have no coverage, so the result is the same, for a fraction of the work on long lines.
                guard let (lo, hi, ilo, ihi) = capsule.row(py) else { continue }
                // Pixels whose centres lie in [lo, hi] (a pixel past either end is at `reach` or more: no
                // coverage).
                var x0 = Swift.max(r.x0, Int(Swift.max(-1e9, (lo + a.x - 0.5).rounded(.up))))
                var x1 = Swift.min(r.x1, Int(Swift.min(1e9, (hi + a.x - 0.5).rounded(.down))) + 1)
                if let spans {
                    guard let (s0, s1) = spans.row(y, within: x0, x1) else { continue }
                    (x0, x1) = (s0, s1)
                }
                guard x0 < x1 else { continue }
                // The fully covered run of this row (empty when the row only grazes the line).
                var f0 = x1, f1 = x1
                if ilo <= ihi {
                    f0 = Swift.min(x1, Swift.max(x0, Int(Swift.max(-1e9, (ilo + a.x - 0.5).rounded(.up)))))
                    f1 = Swift.min(x1, Swift.max(f0, Int(Swift.min(1e9, (ihi + a.x - 0.5).rounded(.down))) + 1))
                }
                @inline(__always) func edge(_ x: Int) {
                    let px = Double(x) + 0.5 - a.x
                    let t = (px * dx + py * dy) * inverse
                    let d: Double
                    if t > 0 && t < 1 {
                        d = abs(px * capsule.uy - py * capsule.ux)   // beside the segment: the distance to its line
                    } else {
                        let ex = t <= 0 ? px : px - dx, ey = t <= 0 ? py : py - dy   // beyond an end: to that end
                        let d2 = ex * ex + ey * ey
                        if d2 >= reach * reach { return }
                        d = d2.squareRoot()
                    }
                    let coverage = Swift.min(1, half + 0.5 - d)
                    if coverage > 0 { buf[row + x] = Self.blend(buf[row + x], sr, sg, sb, coverage * sa) }
                }
                for x in x0..<f0 { edge(x) }
                if opaque {
                    for x in f0..<f1 { buf[row + x] = solid }
                } else {
                    for x in f0..<f1 { buf[row + x] = Self.blend(buf[row + x], sr, sg, sb, sa) }
                }
                for x in f1..<x1 { edge(x) }
            }
        }
    }

    /// The rows of a capsule (the points within `reach` of the segment from the origin to (dx, dy)) and of
    /// the narrower one within `inner`, with everything that does not change from row to row computed once.
    struct CapsuleRows {
        let dx: Double, dy: Double, reach: Double, inner: Double
        let ux: Double, uy: Double, length: Double
        let iux: Double, iuy: Double
        let hasAxis: Bool

        init(dx: Double, dy: Double, reach: Double, inner: Double) {
            self.dx = dx; self.dy = dy; self.reach = reach; self.inner = inner
            length = (dx * dx + dy * dy).squareRoot()
            hasAxis = length > 1e-12
            ux = hasAxis ? dx / length : 0
            uy = hasAxis ? dy / length : 0
            iux = abs(ux) < 1e-12 ? 0 : 1 / ux
            iuy = abs(uy) < 1e-12 ? 0 : 1 / uy
        }

        /// The x intervals (relative to the segment's start) of the row at `py` (relative too): the points
        /// within `reach`, and those within `inner` (empty, lo > hi, when none). Nil when the row misses
        /// the capsule. Each is the union of the two end discs and the band along the segment.
        @inline(__always)
        func row(_ py: Double) -> (lo: Double, hi: Double, ilo: Double, ihi: Double)? {
            var lo = Double.infinity, hi = -Double.infinity
            var ilo = Double.infinity, ihi = -Double.infinity
            @inline(__always) func disc(_ cx: Double, _ cy: Double) {
                let e2 = (py - cy) * (py - cy)
                let h = reach * reach - e2
                if h > 0 {
                    let s = h.squareRoot(); lo = Swift.min(lo, cx - s); hi = Swift.max(hi, cx + s)
                    let h2 = inner * inner - e2
                    if inner > 0 && h2 > 0 { let t = h2.squareRoot(); ilo = Swift.min(ilo, cx - t); ihi = Swift.max(ihi, cx + t) }
                }
            }
            disc(0, 0)
            disc(dx, dy)
            if hasAxis {
                // 0 <= x*ux + py*uy <= length, and |py*ux - x*uy| < reach (or inner).
                var a = -Double.infinity, b = Double.infinity
                if iux != 0 {
                    let p = -py * uy * iux, q = (length - py * uy) * iux
                    a = Swift.min(p, q); b = Swift.max(p, q)
                } else if py * uy < 0 || py * uy > length {
                    return lo <= hi ? (lo, hi, ilo, ihi) : nil
                }
                if iuy != 0 {
                    let c = py * ux * iuy, w = abs(reach * iuy), wi = abs(inner * iuy)
                    let a1 = Swift.max(a, c - w), b1 = Swift.min(b, c + w)
                    if a1 <= b1 { lo = Swift.min(lo, a1); hi = Swift.max(hi, b1) }
                    if inner > 0 {
                        let a2 = Swift.max(a, c - wi), b2 = Swift.min(b, c + wi)
                        if a2 <= b2 { ilo = Swift.min(ilo, a2); ihi = Swift.max(ihi, b2) }
                    }
                } else {
                    // A horizontal segment: the band holds the row when |py| < reach.
                    if abs(py) < reach { lo = Swift.min(lo, a); hi = Swift.max(hi, b) }
                    if inner > 0 && abs(py) < inner { ilo = Swift.min(ilo, a); ihi = Swift.max(ihi, b) }
                }
            }
            return lo <= hi ? (lo, hi, ilo, ihi) : nil
        }
    }

    /// Where a buffer holding part of an image lies: the image's pixel (x, y) is `buf[(y - y0) * stride + x - x0]`.
    struct BufferPlacement: Sendable {
        let x0: Int, y0: Int, stride: Int
    }

    /// A circle outline of `radius` (its centre line) and `lineWidth`, pixels, anti-aliased like the lines.
    public func strokeRing(center c: Point, radius: Double, lineWidth: Double, color: Color, clip: Rect) {
        let (w, h) = (width, height)
        pixels.withUnsafeMutableBufferPointer { Self.strokeRing(center: c, radius: radius, lineWidth: lineWidth, color: color, clip: clip, into: $0, w, h) }
    }

    /// With `spans`, only the pixels in them (and inside `clip`) change; `placement` as for lines.
    static func strokeRing(center c: Point, radius: Double, lineWidth: Double, color: Color, clip: Rect, spans: PixelSpans? = nil,
                           into buf: UnsafeMutableBufferPointer<UInt32>, _ width: Int, _ height: Int, placement: BufferPlacement? = nil) {
        let half = Swift.max(0.5, lineWidth / 2)
        let reach = radius + half + 0.5
        let bounds = Rect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
        guard bounds.intersects(clip), let r = clamp(bounds.intersection(clip), width, height) else { return }
        let sr = color.red * 255, sg = color.green * 255, sb = color.blue * 255, sa = color.alpha
        let w = width
        do {
            let outer = radius + half + 0.5, inner = radius - half - 0.5
            for y in r.y0..<r.y1 {
                let py = Double(y) + 0.5 - c.y
                // Only the ring's two spans on this row (none inside the hole, none outside the ring).
                let o2 = outer * outer - py * py
                guard o2 > 0 else { continue }
                let xo = o2.squareRoot()
                let i2 = inner > 0 ? inner * inner - py * py : 0
                let xi = i2 > 0 ? i2.squareRoot() : 0
                let row = placement.map { (y - $0.y0) * $0.stride - $0.x0 } ?? y * w
                var rx0 = r.x0, rx1 = r.x1
                if let spans {
                    guard let (s0, s1) = spans.row(y, within: rx0, rx1) else { continue }
                    (rx0, rx1) = (s0, s1)
                }
                func pixels(_ from: Double, _ to: Double) -> (Int, Int) {
                    (Swift.max(rx0, Int(Swift.max(-1e9, (from + c.x - 0.5).rounded(.down))) - 1),
                     Swift.min(rx1, Int(Swift.min(1e9, (to + c.x - 0.5).rounded(.up))) + 2))
                }
                let left = pixels(-xo, -xi), right = pixels(xi, xo)
                // Each pixel once: spans that meet (near the top and bottom of the ring) become one.
                let runs = left.1 >= right.0 ? [(left.0, right.1)] : [left, right]
                for (x0, x1) in runs where x0 < x1 {
                    for x in x0..<x1 {
                        let px = Double(x) + 0.5 - c.x
                        let d = abs((px * px + py * py).squareRoot() - radius)
                        let coverage = Swift.min(1, half + 0.5 - d)
                        if coverage > 0 { buf[row + x] = Self.blend(buf[row + x], sr, sg, sb, coverage * sa) }
                    }
                }
            }
        }
    }

    /// Source-over of a color (channels 0-255) with `alpha` onto an ARGB pixel.
    @inline(__always)
    static func blend(_ dst: UInt32, _ sr: Double, _ sg: Double, _ sb: Double, _ alpha: Double) -> UInt32 {
        // Channels are never negative here, so adding a half and truncating rounds as `rounded()` does,
        // without a call into libm for every pixel.
        @inline(__always) func round(_ v: Double) -> UInt32 { UInt32(v + 0.5) }
        if alpha >= 0.999 {
            return 0xFF00_0000 | round(sr) << 16 | round(sg) << 8 | round(sb)
        }
        let dr = Double((dst >> 16) & 0xFF), dg = Double((dst >> 8) & 0xFF), db = Double(dst & 0xFF)
        if dst >= 0xFF00_0000 {
            // Over an opaque pixel (the drawing's layer): a plain mix, the result opaque.
            let k = 1 - alpha
            return 0xFF00_0000 | round(sr * alpha + dr * k) << 16 | round(sg * alpha + dg * k) << 8 | round(sb * alpha + db * k)
        }
        let da = Double(dst >> 24) / 255
        let oa = alpha + da * (1 - alpha)
        let k = oa > 0 ? 1 / oa : 0
        let nr = (sr * alpha + dr * da * (1 - alpha)) * k
        let ng = (sg * alpha + dg * da * (1 - alpha)) * k
        let nb = (sb * alpha + db * da * (1 - alpha)) * k
        return round(oa * 255) << 24 | round(nr) << 16 | round(ng) << 8 | round(nb)
    }
}
