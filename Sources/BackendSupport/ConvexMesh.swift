import AppHost
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Triangles for filled convex shapes with a one-pixel anti-aliased fringe, built as a fan from the centre
/// plus a ring of quads, sharing every vertex (no T-junctions, which crack in SDL's software rasterizer).
public struct ConvexMesh {
    public struct Vertex: Equatable { public var x: Float; public var y: Float; public var color: Color }
    public private(set) var vertices: [Vertex] = []
    public private(set) var indices: [Int32] = []

    public init() {}
    public mutating func removeAll() { vertices.removeAll(keepingCapacity: true); indices.removeAll(keepingCapacity: true) }

    /// Adds a convex polygon given by its outline (pixels, either winding), with an outward fringe of
    /// `fringe` pixels fading to transparent.
    public mutating func addConvexPolygon(_ outline: [Point], color: Color, fringe: Double = 1) {
        let n = outline.count
        guard n >= 3 else { return }
        var cx = 0.0, cy = 0.0
        for p in outline { cx += p.x; cy += p.y }
        cx /= Double(n); cy /= Double(n)
        let base = Int32(vertices.count)
        // Pull the solid outline in by half the fringe, push the fringe out by half: the edge sits where it should.
        let inner = outline.map { p -> Point in offset(p, from: Point(cx, cy), by: -fringe / 2) }
        let outer = outline.map { p -> Point in offset(p, from: Point(cx, cy), by: fringe / 2) }
        vertices.append(Vertex(x: Float(cx), y: Float(cy), color: color))
        for p in inner { vertices.append(Vertex(x: Float(p.x), y: Float(p.y), color: color)) }
        let clear = color.withAlpha(0)
        for p in outer { vertices.append(Vertex(x: Float(p.x), y: Float(p.y), color: clear)) }
        for i in 0..<n {
            let j = (i + 1) % n
            let ii = base + 1 + Int32(i), ij = base + 1 + Int32(j)
            let oi = base + 1 + Int32(n + i), oj = base + 1 + Int32(n + j)
            indices += [base, ii, ij]
            indices += [ii, oi, oj, ii, oj, ij]
        }
    }

    /// A rectangle with rounded corners (pixels) and the polygon's fringe, triangulated so every triangle's
    /// box stays small: each corner a fan around its own centre, each side a strip between two corners,
    /// the middle two triangles. A fan from the centre visits about six times the area of a large panel in
    /// SDL's software renderer; this about twice. Every shared edge joins two shared vertices.
    public mutating func addRoundedRect(_ rect: Rect, radius: Double, color: Color, fringe: Double = 1) {
        let outline = Self.roundedRect(rect, radius: radius)
        let perCorner = outline.count / 4
        guard outline.count == 20, perCorner == 5 else { addConvexPolygon(outline, color: color, fringe: fringe); return }
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        let centres = [Point(rect.maxX - r, rect.minY + r), Point(rect.maxX - r, rect.maxY - r),
                       Point(rect.minX + r, rect.maxY - r), Point(rect.minX + r, rect.minY + r)]
        let n = outline.count
        let c = Point(rect.midX, rect.midY)
        let base = Int32(vertices.count)
        let clear = color.withAlpha(0)
        for p in outline { let q = offset(p, from: c, by: -fringe / 2); vertices.append(Vertex(x: Float(q.x), y: Float(q.y), color: color)) }
        for p in outline { let q = offset(p, from: c, by: fringe / 2); vertices.append(Vertex(x: Float(q.x), y: Float(q.y), color: clear)) }
        for k in centres { vertices.append(Vertex(x: Float(k.x), y: Float(k.y), color: color)) }
        func inner(_ i: Int) -> Int32 { base + Int32(i % n) }
        func outer(_ i: Int) -> Int32 { base + Int32(n + i % n) }
        func centre(_ k: Int) -> Int32 { base + Int32(2 * n + k % 4) }
        for k in 0..<4 {
            let s = k * perCorner
            for j in s..<(s + perCorner - 1) { indices += [centre(k), inner(j), inner(j + 1)] }   // the corner
            let last = s + perCorner - 1, next = s + perCorner                                      // the side after it
            indices += [centre(k), inner(last), inner(next), centre(k), inner(next), centre(k + 1)]
        }
        indices += [centre(0), centre(1), centre(2), centre(0), centre(2), centre(3)]           // the middle
        for i in 0..<n { indices += [inner(i), outer(i), outer(i + 1), inner(i), outer(i + 1), inner(i + 1)] }
    }

    /// The length of the pieces a stroke's body is cut into, in pixels (at least twice its width).
    public static let strokePiecePixels = 24.0

    /// A round-capped line from `a` to `b` (pixels), `width` wide, with the same fringe as a polygon. The
    /// body is cut into pieces along its length and each cap is a fan around its own end, so every triangle
    /// is small: a renderer that fills a triangle by its bounding box (SDL's software renderer does) touches
    /// about the line's own pixels, where one fan over the whole outline touches the box of a long diagonal
    /// many times over. Rows of five vertices (fringe, edge, centre line, edge, fringe) are shared between
    /// neighbouring pieces and with the caps: no T-junctions.
    public mutating func addStroke(from a: Point, to b: Point, width: Double, color: Color, fringe: Double = 1) {
        let r = Swift.max(0.5, width / 2)
        let solid = Swift.max(0, r - fringe / 2), outer = r + fringe / 2
        var d = b - a
        var length = d.length
        if !(length >= 1e-6) { d = Vector(dx: 1, dy: 0); length = 0 }
        let ux = d.dx / Swift.max(length, 1e-6), uy = d.dy / Swift.max(length, 1e-6)
        let (nx, ny) = length == 0 ? (0.0, 1.0) : (-uy, ux)
        let clear = color.withAlpha(0)
        func vertex(_ x: Double, _ y: Double, _ c: Color) -> Int32 {
            vertices.append(Vertex(x: Float(x), y: Float(y), color: c))
            return Int32(vertices.count - 1)
        }
        /// The row across the stroke at `p`: outer minus, edge minus, centre, edge plus, outer plus.
        func row(_ p: Point) -> [Int32] {
            [vertex(p.x - nx * outer, p.y - ny * outer, clear), vertex(p.x - nx * solid, p.y - ny * solid, color), vertex(p.x, p.y, color),
             vertex(p.x + nx * solid, p.y + ny * solid, color), vertex(p.x + nx * outer, p.y + ny * outer, clear)]
        }
        func quad(_ p: Int32, _ q: Int32, _ s: Int32, _ t: Int32) { indices += [p, q, s, p, s, t] }
        let pieces = Swift.max(1, Int((length / Swift.max(Self.strokePiecePixels, 2 * width)).rounded(.up)))
        var previous = row(a)
        let first = previous
        for i in 1...pieces {
            let t = Double(i) / Double(pieces)
            let next = row(Point(a.x + d.dx * t, a.y + d.dy * t))
            for k in 0..<4 { quad(previous[k], previous[k + 1], next[k + 1], next[k]) }
            previous = next
        }
        // The caps: half discs around each end, from one edge of the end row to the other.
        let segments = r < 3 ? 4 : r < 8 ? 7 : 11
        let angle = atan2(uy, ux)
        func cap(_ end: [Int32], _ c: Point, from start: Double, reversed: Bool) {
            var inner = [reversed ? end[3] : end[1]], rim = [reversed ? end[4] : end[0]]
            for j in 1..<segments {
                let t = start + Double.pi * Double(j) / Double(segments)
                inner.append(vertex(c.x + solid * cos(t), c.y + solid * sin(t), color))
                rim.append(vertex(c.x + outer * cos(t), c.y + outer * sin(t), clear))
            }
            inner.append(reversed ? end[1] : end[3]); rim.append(reversed ? end[0] : end[4])
            for j in 0..<segments {
                indices += [end[2], inner[j], inner[j + 1]]
                quad(inner[j], rim[j], rim[j + 1], inner[j + 1])
            }
        }
        let last = previous
        cap(last, b, from: angle - Double.pi / 2, reversed: false)
        cap(first, a, from: angle + Double.pi / 2, reversed: true)
    }

    /// A circle outline (pixels) of `radius` (its centre line) and `width`, with the fringe on both sides:
    /// `segments` pieces around, each a row of quads across the ring (small triangles, shared vertices).
    public mutating func addRing(center c: Point, radius: Double, width: Double, color: Color, segments: Int, fringe: Double = 1) {
        precondition(segments >= 3, "a ring has at least three pieces")
        let r = Swift.max(0.5, width / 2)
        let solid = Swift.max(0, r - fringe / 2), outer = r + fringe / 2
        let clear = color.withAlpha(0)
        let radii = [radius - outer, radius - solid, radius, radius + solid, radius + outer].map { Swift.max(0, $0) }
        let base = Int32(vertices.count)
        for i in 0..<segments {
            let t = 2 * Double.pi * Double(i) / Double(segments)
            let (cx, cy) = (cos(t), sin(t))
            for (k, rk) in radii.enumerated() {
                vertices.append(Vertex(x: Float(c.x + rk * cx), y: Float(c.y + rk * cy), color: k == 0 || k == 4 ? clear : color))
            }
        }
        for i in 0..<segments {
            let p = base + Int32(i * 5), q = base + Int32(((i + 1) % segments) * 5)
            for k in Int32(0)..<4 { indices += [p + k, p + k + 1, q + k + 1, p + k, q + k + 1, q + k] }
        }
    }

    private func offset(_ p: Point, from c: Point, by d: Double) -> Point {
        let v = p - c
        let len = v.length
        guard len > 1e-9 else { return p }
        return p + v * (d / len)
    }

    /// Points on a circle, `segments` of them.
    public static func circle(center: Point, radius: Double, segments: Int) -> [Point] {
        (0..<segments).map { i in
            let a = Double(i) / Double(segments) * 2 * Double.pi
            return Point(center.x + radius * cos(a), center.y + radius * sin(a))
        }
    }

    /// A stadium (a round-capped line) from `a` to `b` of the given width.
    public static func stadium(from a: Point, to b: Point, width: Double) -> [Point] {
        let r = Swift.max(0.5, width / 2)
        let segments = r < 3 ? 4 : r < 8 ? 7 : 11
        var d = b - a
        if d.length < 1e-6 { d = Vector(dx: 1, dy: 0) }
        let angle = atan2(d.dy, d.dx)
        var pts: [Point] = []
        for i in 0...segments {          // cap around b: from angle-90° to angle+90°
            let t = angle - Double.pi / 2 + Double.pi * Double(i) / Double(segments)
            pts.append(Point(b.x + r * cos(t), b.y + r * sin(t)))
        }
        for i in 0...segments {          // cap around a: from angle+90° to angle+270°
            let t = angle + Double.pi / 2 + Double.pi * Double(i) / Double(segments)
            pts.append(Point(a.x + r * cos(t), a.y + r * sin(t)))
        }
        return pts
    }

    /// A rectangle with rounded corners.
    public static func roundedRect(_ rect: Rect, radius: Double) -> [Point] {
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        guard r > 0.5 else {
            return [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        }
        let corners = [(Point(rect.maxX - r, rect.minY + r), -Double.pi / 2), (Point(rect.maxX - r, rect.maxY - r), 0.0),
                       (Point(rect.minX + r, rect.maxY - r), Double.pi / 2), (Point(rect.minX + r, rect.minY + r), Double.pi)]
        var pts: [Point] = []
        for (c, start) in corners {
            for i in 0...4 {
                let t = start + Double.pi / 2 * Double(i) / 4
                pts.append(Point(c.x + r * cos(t), c.y + r * sin(t)))
            }
        }
        return pts
    }
}
