import Gestures

/// The drawing's cache on a canvas that shows images: a CPU image of the finished lines (`PixelImage`,
/// drawn by the app's rasterizer), which the canvas keeps as a texture and updates only where it changed.
final class ImageLineLayer: LineLayer {
    let size: Size
    let scale: Double
    var pixelsPerPoint: Double { scale }
    let image: PixelImage
    let background: UInt32

    /// A layer `size` points large at `scale` pixels per point, filled with `background`.
    init(size: Size, scale: Double, background: Color) {
        precondition(scale > 0, "scale is pixels per point, above zero")
        self.size = size
        self.scale = scale
        let (w, h) = Self.pixelSize(of: size, scale: scale)
        self.background = background.argb
        image = PixelImage(width: w, height: h, fill: background.argb)
    }

    func clear(_ rect: Rect) {
        image.fill(rect.scaled(scale), argb: background)
    }

    func clear(_ spans: PixelSpans) { image.fill(spans, argb: background) }

    func strokeLine(from: Point, to: Point, width: Points, color: Color, clip: Rect) {
        let c = clip.scaled(scale)
        image.strokeLine(from: Point(from.x * scale, from.y * scale), to: Point(to.x * scale, to.y * scale),
                         lineWidth: width * scale, color: color, clip: c)
        image.markChanged(c)
    }

    func strokeCircle(center: Point, radius: Points, width: Points, color: Color, clip: Rect) {
        let c = clip.scaled(scale)
        image.strokeRing(center: Point(center.x * scale, center.y * scale), radius: radius * scale, lineWidth: width * scale,
                         color: color, clip: c)
        image.markChanged(c)
    }

    func stroke(_ strokes: [LayerStroke], clip: Rect) { stroke([LayerBatch(clip: clip, strokes: strokes)]) }

    func stroke(_ batches: [LayerBatch]) {
        let scaled = batches.map { b in LayerBatch(clip: b.clip.scaled(scale), strokes: scale == 1 ? b.strokes : b.strokes.map { $0.scaled(scale) }, spans: b.spans) }
        image.draw(scaled)
        for b in scaled { image.markChanged(b.clip) }
    }

    func pixelsSnapshot() -> LayerPixels? { LayerPixels(width: image.width, height: image.height, pixels: image.pixels) }

    func restore(_ p: LayerPixels) -> Bool {
        guard p.width == image.width, p.height == image.height else { return false }
        image.pixels = p.pixels
        image.markChanged(image.bounds)
        return true
    }
}

extension Rect {
    /// Every coordinate multiplied by `k` (points to pixels).
    func scaled(_ k: Double) -> Rect { Rect(x: minX * k, y: minY * k, width: width * k, height: height * k) }
}
