

/// What nodes draw with. Coordinates are points in the space the caller set up with `translation`;
/// the backend maps them to pixels. Implementations exist for SDL, SVG and tests (a recording canvas).
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
    /// Outlines a circle with a line `width` wide, centred on the circle (`width / 2` inside it, as much outside).
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
