/// An sRGB color with alpha, 0...1 each.
public struct Color: Hashable, Sendable {
    /// The channels, each 0...1 (alpha 1 is opaque).
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// A color from channels in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Opaque red.
    public static let red = Color(rgb: 0xFF0000)
    /// Opaque green (TouchTracker's selection green).
    public static let green = Color(rgb: 0x00A000)
    /// Fully transparent.
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
    /// The same color with alpha `a`.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}

/// Where `Canvas.drawText` anchors the text at its point.
public enum TextAlignment: Sendable {
    /// The point is the text's top-left corner.
    case left
    /// The point is the middle of the text's top edge.
    case center
    /// The point is the text's top-right corner.
    case right

    /// The left edge of a text `width` wide drawn at `x` with this alignment.
    public func leftEdge(at x: Points, width: Points) -> Points {
        switch self {
        case .left: return x
        case .center: return x - width / 2
        case .right: return x - width
        }
    }
}

/// What nodes draw with. Coordinates are points in the space the caller set up with `translation`;
/// the platform layer maps them to pixels. Implementations exist for SDL and for tests (a recording canvas).
public protocol Canvas: AnyObject {
    /// Added to every coordinate drawn; the tree renderer sets it to each node's window origin.
    var translation: Vector { get set }
    /// Fills a rectangle.
    func fill(_ rect: Rect, color: Color)
    /// Fills a rectangle with corners rounded by `radius`.
    func fillRoundedRect(_ rect: Rect, radius: Points, color: Color)
    /// Outlines a rectangle with a line `width` wide.
    func strokeRect(_ rect: Rect, width: Points, color: Color)
    /// A straight, round-capped, anti-aliased line.
    func strokeLine(from: Point, to: Point, width: Points, color: Color)
    /// Fills a disc.
    func fillCircle(center: Point, radius: Points, color: Color)
    /// Outlines a circle with a line `width` wide.
    func strokeCircle(center: Point, radius: Points, width: Points, color: Color)
    /// Fills a triangle.
    func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color)
    /// A filled convex polygon, anti-aliased as one shape (no seams between its triangles).
    func fillConvexPolygon(_ points: [Point], color: Color)
    /// Draws one line of text with its top-left (or top-centre, top-right) at `point`.
    func drawText(_ text: String, at point: Point, size: Points, color: Color, alignment: TextAlignment)
    /// The size `text` takes at `size`.
    func measureText(_ text: String, size: Points) -> Size
    /// Restricts drawing to `rect` (in translated points); nil draws everywhere.
    func setClip(_ rect: Rect?)

    // Capabilities a backend may have. Each has a default (below), so a canvas without it (an SVG writer, a
    // test's recording canvas) still conforms; a caller asks with the `can…` property, never by downcast.

    /// Pixels per point of what this canvas draws into (default 1).
    var pixelsPerPoint: Double { get }
    /// Whether `drawImage(_:at:)` shows images (default false: the caller draws what the image holds some
    /// other way).
    var canDrawImages: Bool { get }
    /// Draws `image` with its top-left at `origin` (translated points), one image pixel per device pixel.
    /// A backend keeps the image as a texture and copies only what the image reported changed since the
    /// last draw (`PixelImage.markChanged(_:)`). Default: draws nothing.
    func drawImage(_ image: PixelImage, at origin: Point)
    /// Whether `drawDimmed(scrimAlpha:_:)` dims as it draws (default false).
    var canDimInPlace: Bool { get }
    /// Draws the frame's background and then `body`, all as seen through black at `scrimAlpha` (0...1),
    /// without a second pass: blending black at alpha `a` over a pixel multiplies it by `1 - a`, and that
    /// commutes with drawing over it, so the pixels equal a scrim laid over afterwards. It starts the
    /// frame over, so it comes first in a frame, and it does not nest. Default: `body` undimmed (a caller
    /// checks `canDimInPlace` and lays its own scrim otherwise).
    func drawDimmed(scrimAlpha: Double, _ body: () -> Void)
}

extension Canvas {
    /// 1: a canvas in points.
    public var pixelsPerPoint: Double { 1 }
    /// False: no images.
    public var canDrawImages: Bool { false }
    /// Draws nothing.
    public func drawImage(_ image: PixelImage, at origin: Point) {}
    /// False: no dimming as it draws.
    public var canDimInPlace: Bool { false }
    /// `body`, undimmed.
    public func drawDimmed(scrimAlpha: Double, _ body: () -> Void) { body() }
}
