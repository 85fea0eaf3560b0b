import Gestures

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
    /// Fills the pixels of `spans` (the layer's pixels) with the background; a layer that cannot (the
    /// default) fills the points holding them, as its `stroke(_:)` then draws all of a batch's clip.
    func clear(_ spans: PixelSpans)
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

extension LineLayer {
    /// The layer's size in whole pixels, at least one each way: the size of the image that holds it.
    public var pixelSize: (width: Int, height: Int) { Self.pixelSize(of: size, scale: pixelsPerPoint) }

    /// `size` points in whole pixels at `scale` pixels per point, at least one each way.
    static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Swift.max(1, Int((size.width * scale).rounded())), Swift.max(1, Int((size.height * scale).rounded())))
    }

    public func clear(_ spans: PixelSpans) { clear(spans.bounds.scaled(1 / pixelsPerPoint)) }
    public func stroke(_ batches: [LayerBatch]) { for b in batches { stroke(b.strokes, clip: b.clip) } }
    public func pixelsSnapshot() -> LayerPixels? { nil }
    public func restore(_ pixels: LayerPixels) -> Bool { false }
}
