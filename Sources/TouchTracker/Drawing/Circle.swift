import Gestures

/// A circle of the drawing (chapter 18's gold challenge): two fingers are opposite corners of its bounding
/// box. Circles share the lines' ids, so the stacking order runs across both.
public struct Circle: Equatable, Sendable {
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

/// Colors by angle (chapter 18's silver challenge): a line's hue follows its direction, a half turn round
/// the color wheel (a line and its reverse share a color).
public enum AngleColor {
    public static func color(from a: Point, to b: Point) -> Color {
        var degrees = (b - a).angle * 180 / Double.pi
        degrees = degrees.truncatingRemainder(dividingBy: 180)
        if degrees < 0 { degrees += 180 }
        return hsv(hue: degrees / 180, saturation: 0.85, value: 0.85)
    }

    static func hsv(hue: Double, saturation s: Double, value v: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        // Rounded to whole channels so what is saved is what is drawn.
        return Color(rgb: Color(red: r, green: g, blue: b).rgb)
    }
}
