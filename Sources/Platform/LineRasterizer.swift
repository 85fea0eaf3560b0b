import Gestures

/// A CPU image in premultiplied-free ARGB8888 (0xAARRGGBB), the format SDL textures use here.
/// Lines are drawn with distance-field anti-aliasing and round caps, clipped to a pixel rectangle,
/// so a region can be cleared and redrawn exactly.
public final class PixelImage {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: UInt32) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
    }

    /// Integer pixel bounds of `rect` (pixels), clamped to the image; nil when empty.
    public func clamp(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        // Clamped as Doubles first: a huge or NaN coordinate never reaches the conversion to Int.
        func within(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(Swift.min(Double(limit), Swift.max(0, v))) }
        let x0 = within(rect.minX.rounded(.down), width), y0 = within(rect.minY.rounded(.down), height)
        let x1 = within(rect.maxX.rounded(.up), width), y1 = within(rect.maxY.rounded(.up), height)
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    public func fill(_ rect: Rect, argb: UInt32) {
        guard let r = clamp(rect) else { return }
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y0..<r.y1 {
                let row = y * width
                for x in r.x0..<r.x1 { buf[row + x] = argb }
            }
        }
    }

    /// A line from `a` to `b` (pixel coordinates), `lineWidth` pixels wide, round caps, one pixel of
    /// anti-aliasing at the edge, blended source-over; only pixels inside `clip` (pixels) change.
    public func strokeLine(from a: Point, to b: Point, lineWidth: Double, color: Color, clip: Rect) {
        let half = Swift.max(0.5, lineWidth / 2)
        let reach = half + 0.5
        let bounds = Rect(x: Swift.min(a.x, b.x) - reach, y: Swift.min(a.y, b.y) - reach,
                          width: abs(a.x - b.x) + 2 * reach, height: abs(a.y - b.y) + 2 * reach)
        guard bounds.intersects(clip), let r = clamp(Rect(x: Swift.max(bounds.minX, clip.minX), y: Swift.max(bounds.minY, clip.minY),
                                                       width: Swift.min(bounds.maxX, clip.maxX) - Swift.max(bounds.minX, clip.minX),
                                                       height: Swift.min(bounds.maxY, clip.maxY) - Swift.max(bounds.minY, clip.minY)))
        else { return }
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let inverse = lengthSquared > 1e-12 ? 1 / lengthSquared : 0
        let sr = color.red * 255, sg = color.green * 255, sb = color.blue * 255, sa = color.alpha
        let w = width
        let length = lengthSquared.squareRoot()
        let ux = length > 1e-12 ? dx / length : 0, uy = length > 1e-12 ? dy / length : 0
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y0..<r.y1 {
                let py = Double(y) + 0.5 - a.y
                let row = y * w
                // Only the row's band: the pixels whose centres can lie within `reach` of the segment (the
                // capsule is convex, so that is one interval), not the whole bounding box. Pixels outside it
                // have no coverage, so the result is the same, for a fraction of the work on long lines.
                guard let (lo, hi) = Self.capsuleRow(py: py, dx: dx, dy: dy, ux: ux, uy: uy, length: length, reach: reach) else { continue }
                let x0 = Swift.max(r.x0, Int(Swift.max(-1e9, (lo + a.x - 0.5).rounded(.down))) - 1)
                let x1 = Swift.min(r.x1, Int(Swift.min(1e9, (hi + a.x - 0.5).rounded(.up))) + 2)
                guard x0 < x1 else { continue }
                for x in x0..<x1 {
                    let px = Double(x) + 0.5 - a.x
                    var t = (px * dx + py * dy) * inverse
                    t = t < 0 ? 0 : (t > 1 ? 1 : t)
                    let ex = px - t * dx, ey = py - t * dy
                    let d2 = ex * ex + ey * ey
                    if d2 >= reach * reach { continue }
                    let coverage = Swift.min(1, half + 0.5 - d2.squareRoot())
                    if coverage > 0 { buf[row + x] = Self.blend(buf[row + x], sr, sg, sb, coverage * sa) }
                }
            }
        }
    }

    /// The x interval (relative to the segment's start) of the points of the row at `py` (relative too) that
    /// lie within `reach` of the segment from 0 to (dx, dy): the union of the two end discs and the band
    /// along the segment. Nil when the row misses it.
    @inline(__always)
    static func capsuleRow(py: Double, dx: Double, dy: Double, ux: Double, uy: Double, length: Double, reach: Double) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        func disc(_ cx: Double, _ cy: Double) {
            let h = reach * reach - (py - cy) * (py - cy)
            if h > 0 { let s = h.squareRoot(); lo = Swift.min(lo, cx - s); hi = Swift.max(hi, cx + s) }
        }
        disc(0, 0)
        disc(dx, dy)
        if length > 1e-12 {
            // 0 <= x*ux + py*uy <= length and |-x*uy + py*ux| < reach: three linear bounds on x.
            var a = -Double.infinity, b = Double.infinity
            func bound(_ k: Double, _ c: Double, _ low: Double, _ high: Double) -> Bool {   // low <= k*x + c <= high
                if abs(k) < 1e-12 { return c >= low && c <= high }
                let p = (low - c) / k, q = (high - c) / k
                a = Swift.max(a, Swift.min(p, q)); b = Swift.min(b, Swift.max(p, q))
                return true
            }
            if bound(ux, py * uy, 0, length) && bound(-uy, py * ux, -reach, reach) && a <= b {
                lo = Swift.min(lo, a); hi = Swift.max(hi, b)
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// A circle outline of `radius` (its centre line) and `lineWidth`, pixels, anti-aliased like the lines.
    public func strokeRing(center c: Point, radius: Double, lineWidth: Double, color: Color, clip: Rect) {
        let half = Swift.max(0.5, lineWidth / 2)
        let reach = radius + half + 0.5
        let bounds = Rect(x: c.x - reach, y: c.y - reach, width: 2 * reach, height: 2 * reach)
        guard bounds.intersects(clip), let r = clamp(bounds.intersection(clip)) else { return }
        let sr = color.red * 255, sg = color.green * 255, sb = color.blue * 255, sa = color.alpha
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            let outer = radius + half + 0.5, inner = radius - half - 0.5
            for y in r.y0..<r.y1 {
                let py = Double(y) + 0.5 - c.y
                // Only the ring's two spans on this row (none inside the hole, none outside the ring).
                let o2 = outer * outer - py * py
                guard o2 > 0 else { continue }
                let xo = o2.squareRoot()
                let i2 = inner > 0 ? inner * inner - py * py : 0
                let xi = i2 > 0 ? i2.squareRoot() : 0
                func pixels(_ from: Double, _ to: Double) -> (Int, Int) {
                    (Swift.max(r.x0, Int(Swift.max(-1e9, (from + c.x - 0.5).rounded(.down))) - 1),
                     Swift.min(r.x1, Int(Swift.min(1e9, (to + c.x - 0.5).rounded(.up))) + 2))
                }
                let left = pixels(-xo, -xi), right = pixels(xi, xo)
                // Each pixel once: spans that meet (near the top and bottom of the ring) become one.
                let spans = left.1 >= right.0 ? [(left.0, right.1)] : [left, right]
                for (x0, x1) in spans where x0 < x1 {
                    for x in x0..<x1 {
                        let px = Double(x) + 0.5 - c.x
                        let d = abs((px * px + py * py).squareRoot() - radius)
                        let coverage = Swift.min(1, half + 0.5 - d)
                        if coverage > 0 { buf[y * w + x] = Self.blend(buf[y * w + x], sr, sg, sb, coverage * sa) }
                    }
                }
            }
        }
    }

    /// Source-over of a color (channels 0-255) with `alpha` onto an ARGB pixel.
    @inline(__always)
    static func blend(_ dst: UInt32, _ sr: Double, _ sg: Double, _ sb: Double, _ alpha: Double) -> UInt32 {
        if alpha >= 0.999 {
            return 0xFF00_0000 | UInt32(sr.rounded()) << 16 | UInt32(sg.rounded()) << 8 | UInt32(sb.rounded())
        }
        let dr = Double((dst >> 16) & 0xFF), dg = Double((dst >> 8) & 0xFF), db = Double(dst & 0xFF)
        let da = Double(dst >> 24) / 255
        let oa = alpha + da * (1 - alpha)
        let k = oa > 0 ? 1 / oa : 0
        let nr = (sr * alpha + dr * da * (1 - alpha)) * k
        let ng = (sg * alpha + dg * da * (1 - alpha)) * k
        let nb = (sb * alpha + db * da * (1 - alpha)) * k
        return UInt32((oa * 255).rounded()) << 24 | UInt32(nr.rounded()) << 16 | UInt32(ng.rounded()) << 8 | UInt32(nb.rounded())
    }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}

extension Color {
    /// 0xAARRGGBB.
    public var argb: UInt32 { UInt32((Swift.min(1, Swift.max(0, alpha)) * 255).rounded()) << 24 | rgb }
}
