import Gestures

/// One straight line of the drawing. `id` is its identity and its place in the stacking order:
/// a larger id lies above a smaller one.
///
/// Its color is kept as 0xRRGGBB (a line is opaque, and its file keeps `#RRGGBB`): 56 bytes a line instead
/// of 80, so a line put back in the middle of a million moves 28 MB, not 40 (`make bench`, undo-middle).
public struct Line: Hashable, Sendable {
    public var id: Int
    public var begin: Point
    public var end: Point
    private var rgb: UInt32
    public var width: Points

    /// The line's color, opaque, to the 1/255 a channel its file keeps.
    public var color: Color {
        get { Color(rgb: rgb) }
        set { rgb = newValue.rgb }
    }

    public init(id: Int, begin: Point, end: Point, color: Color, width: Points) {
        self.id = id; self.begin = begin; self.end = end; self.rgb = color.rgb; self.width = width
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
