import Gestures

/// A circle of the drawing (chapter 18's gold challenge): two fingers are opposite corners of its bounding
/// box. Circles share the lines' ids, so the stacking order runs across both.
public struct Circle: Hashable, Sendable {
    public var id: Int
    public var center: Point
    public var radius: Points
    public var color: Color
    public var width: Points

    public init(id: Int, center: Point, radius: Points, color: Color, width: Points) {
        self.id = id; self.center = center; self.radius = radius; self.color = color; self.width = width
    }

    /// The circle two fingers at `a` and `b` make: centred between them, its box's diagonal from one to the other.
    public static func between(_ a: Point, _ b: Point, id: Int, color: Color, width: Points) -> Circle {
        Circle(id: id, center: Point((a.x + b.x) / 2, (a.y + b.y) / 2), radius: (abs(a.x - b.x) + abs(a.y - b.y)) / 4,
               color: color, width: width)
    }

    /// The area its pixels can touch.
    public var bounds: Rect {
        let r = radius + width / 2 + 1.5
        return Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }
}
