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
