import Gestures

/// One straight line of the drawing. `id` is its identity and its place in the stacking order:
/// a larger id lies above a smaller one.
public struct Line: Equatable, Sendable {
    public var id: Int
    public var begin: Point
    public var end: Point
    public var color: Color
    public var width: Points

    public init(id: Int, begin: Point, end: Point, color: Color, width: Points) {
        self.id = id; self.begin = begin; self.end = end; self.color = color; self.width = width
    }

    /// The area the line's pixels can touch (round caps and one pixel of anti-aliasing included).
    public var bounds: Rect { Line.bounds(from: begin, to: end, width: width) }

    /// The area a line from `a` to `b`, `width` wide, can touch.
    static func bounds(from a: Point, to b: Point, width: Points) -> Rect {
        let r = width / 2 + 1.5
        return Rect(x: Swift.min(a.x, b.x) - r, y: Swift.min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r, height: abs(a.y - b.y) + 2 * r)
    }

    /// Distance from `p` to the segment.
    public func distance(to p: Point) -> Points {
        let d = end - begin
        let len2 = d.dx * d.dx + d.dy * d.dy
        guard len2 > 1e-12 else { return p.distance(to: begin) }
        var t = ((p.x - begin.x) * d.dx + (p.y - begin.y) * d.dy) / len2
        t = Swift.min(1, Swift.max(0, t))
        return p.distance(to: begin + d * t)
    }

    public func moved(by v: Vector) -> Line {
        var l = self
        l.begin = begin + v
        l.end = end + v
        return l
    }
}
