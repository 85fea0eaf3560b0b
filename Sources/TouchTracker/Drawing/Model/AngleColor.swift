import Gestures

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
