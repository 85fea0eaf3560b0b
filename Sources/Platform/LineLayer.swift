import Gestures

/// A canvas that can keep an offscreen image of lines: the drawing's cache (TouchTracker's `LineCache`).
/// This is the platform's caching strategy, not the engine's: `Canvas` stays the small protocol nodes draw
/// with, and a host without layers simply draws every line.
public protocol LineLayerCanvas: Canvas {
    /// An offscreen image of lines, drawn once and updated in place.
    func makeLineLayer(size: Size, background: Color) -> LineLayer
    /// Draws the layer with its top-left at the current translation.
    func drawLineLayer(_ layer: LineLayer)
}

/// A canvas that can draw part of a frame as if a translucent black scrim were laid over it afterwards,
/// without the second pass: every color is darkened as it is drawn. Blending black at alpha `a` over a
/// pixel multiplies it by `1 - a`, and that commutes with drawing over it, so the pixels are the same
/// (to rounding) for a quarter of the cost of blending a full-window scrim at 2x.
public protocol DimmingCanvas: Canvas {
    /// Draws the frame's background and then `body`, all as seen through black at `scrimAlpha` (0...1).
    /// Whatever `body` leaves uncovered shows the dimmed background. It starts the frame over, so it
    /// comes first in a frame, and it does not nest.
    func drawDimmed(scrimAlpha: Double, _ body: () -> Void)
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
    /// Draws `strokes` in order inside `clip`: the same pixels as one `strokeLine`/`strokeCircle` after
    /// another (the default), however the layer spreads the work.
    func stroke(_ strokes: [LayerStroke], clip: Rect)
    /// Draws each batch's strokes in order inside its clip; the clips do not overlap, so the batches may
    /// be drawn in any order, or at once (the default draws one after another).
    func stroke(_ batches: [LayerBatch])
    /// The layer's pixels, to keep beside a drawing; nil for a layer that keeps none.
    func pixelsSnapshot() -> LayerPixels?
    /// Puts back pixels taken from a layer of the same size; false (nothing changed) otherwise.
    func restore(_ pixels: LayerPixels) -> Bool
}

/// A layer's pixels, 0xAARRGGBB, row after row.
public struct LayerPixels: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// Nil unless `pixels` holds exactly `width` x `height` of them.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }
}

/// Strokes to draw inside one clip (points).
public struct LayerBatch: Sendable {
    public var clip: Rect
    public var strokes: [LayerStroke]
    public init(clip: Rect, strokes: [LayerStroke]) { self.clip = clip; self.strokes = strokes }
}

extension LineLayer {
    public func stroke(_ batches: [LayerBatch]) { for b in batches { stroke(b.strokes, clip: b.clip) } }
    public func pixelsSnapshot() -> LayerPixels? { nil }
    public func restore(_ pixels: LayerPixels) -> Bool { false }
}
