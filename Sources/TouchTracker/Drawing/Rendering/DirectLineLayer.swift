import Gestures

/// Draws straight onto a canvas that has no layers: `clear` does nothing, the clip is the canvas's own.
final class DirectLineLayer: LineLayer {
    let canvas: Canvas
    let size: Size
    var pixelsPerPoint: Double { 1 }
    init(canvas: Canvas, size: Size) { self.canvas = canvas; self.size = size }
    func clear(_ rect: Rect) {}
    func strokeLine(from: Point, to: Point, width: Points, color: Color, clip: Rect) {
        canvas.strokeLine(from: from, to: to, width: width, color: color)
    }
    func strokeCircle(center: Point, radius: Points, width: Points, color: Color, clip: Rect) {
        canvas.strokeCircle(center: center, radius: radius, width: width, color: color)
    }
}
