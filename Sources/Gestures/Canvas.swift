/// An sRGB color with alpha, 0...1 each.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }
    public static let black = Color(rgb: 0x000000)
    public static let white = Color(rgb: 0xFFFFFF)
    public static let red = Color(rgb: 0xFF0000)
    public static let green = Color(rgb: 0x00A000)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// One channel as 0...255.
    public func channel(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
    /// 0xRRGGBB (alpha dropped).
    public var rgb: UInt32 { channel(red) << 16 | channel(green) << 8 | channel(blue) }
    /// `#RRGGBB`, upper-case hex, as the state dump writes colors.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for shift in stride(from: 20, through: 0, by: -4) { s.append(digits[Int((rgb >> UInt32(shift)) & 0xF)]) }
        return s
    }
    /// Parses `#RRGGBB`; nil for anything else.
    public init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let v = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(rgb: v)
    }
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}

public enum TextAlignment: Sendable { case left, center, right }

/// What nodes draw with. Coordinates are points in the space the caller set up with `translation`;
/// the platform layer maps them to pixels. Implementations exist for SDL and for tests (a recording canvas).
public protocol Canvas: AnyObject {
    /// Added to every coordinate drawn; the tree renderer sets it to each node's window origin.
    var translation: Vector { get set }
    func fill(_ rect: Rect, color: Color)
    func fillRoundedRect(_ rect: Rect, radius: Points, color: Color)
    func strokeRect(_ rect: Rect, width: Points, color: Color)
    /// A straight, round-capped, anti-aliased line.
    func strokeLine(from: Point, to: Point, width: Points, color: Color)
    func fillCircle(center: Point, radius: Points, color: Color)
    func strokeCircle(center: Point, radius: Points, width: Points, color: Color)
    func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color)
    /// A filled convex polygon, anti-aliased as one shape (no seams between its triangles).
    func fillConvexPolygon(_ points: [Point], color: Color)
    /// Draws one line of text with its top-left (or top-centre, top-right) at `point`.
    func drawText(_ text: String, at point: Point, size: Points, color: Color, alignment: TextAlignment)
    /// The size `text` takes at `size`.
    func measureText(_ text: String, size: Points) -> Size
    /// Restricts drawing to `rect` (in translated points); nil draws everywhere.
    func setClip(_ rect: Rect?)
    /// An offscreen image of lines, drawn once and updated in place (the drawing's cache).
    func makeLineLayer(size: Size, background: Color) -> LineLayer
    /// Draws the layer with its top-left at the current translation.
    func drawLineLayer(_ layer: LineLayer)
}

/// A cached image of lines in points. Changes are made in place and cost only the area they touch.
///
/// Invariant: after `clear(rect)` followed by redrawing every line that intersects `rect`, in order,
/// the layer's pixels equal a full redraw.
public protocol LineLayer: AnyObject {
    var size: Size { get }
    /// Pixels per point: dirty regions are snapped to whole pixels with it.
    var pixelsPerPoint: Double { get }
    /// Fills `rect` with the background.
    func clear(_ rect: Rect)
    /// Draws a round-capped, anti-aliased line, touching only pixels inside `clip`.
    func strokeLine(from: Point, to: Point, width: Points, color: Color, clip: Rect)
    /// Draws an anti-aliased circle outline, touching only pixels inside `clip`.
    func strokeCircle(center: Point, radius: Points, width: Points, color: Color, clip: Rect)
}
