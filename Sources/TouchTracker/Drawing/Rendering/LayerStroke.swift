import Dispatch
import Gestures

/// One thing a `LineLayer` draws: a round-capped line or a circle outline. A batch of them is drawn in
/// order, later ones over earlier ones.
public enum LayerStroke: Sendable, Equatable {
    case line(from: Point, to: Point, width: Points, color: Color)
    case ring(center: Point, radius: Points, width: Points, color: Color)

    /// The area its pixels can touch (caps and one pixel of anti-aliasing included).
    var bounds: Rect {
        switch self {
        case .line(let a, let b, let w, _):
            let r = Swift.max(0.5, w / 2) + 1.5
            return Rect(x: Swift.min(a.x, b.x) - r, y: Swift.min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r, height: abs(a.y - b.y) + 2 * r)
        case .ring(let c, let radius, let w, _):
            let r = radius + Swift.max(0.5, w / 2) + 1.5
            return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        }
    }

    /// The same stroke with every length multiplied by `k` (points to pixels).
    func scaled(_ k: Double) -> LayerStroke {
        switch self {
        case .line(let a, let b, let w, let c): return .line(from: Point(a.x * k, a.y * k), to: Point(b.x * k, b.y * k), width: w * k, color: c)
        case .ring(let p, let r, let w, let c): return .ring(center: Point(p.x * k, p.y * k), radius: r * k, width: w * k, color: c)
        }
    }
}

extension LineLayer {
    /// Draws `strokes` in order, touching only pixels inside `clip`: one call after another.
    public func stroke(_ strokes: [LayerStroke], clip: Rect) {
        for s in strokes {
            switch s {
            case .line(let a, let b, let w, let c): strokeLine(from: a, to: b, width: w, color: c, clip: clip)
            case .ring(let p, let r, let w, let c): strokeCircle(center: p, radius: r, width: w, color: c, clip: clip)
            }
        }
    }
}

/// Strokes to draw inside one clip (points), and only in `spans` when it has them.
public struct LayerBatch: Sendable {
    public var clip: Rect
    public var strokes: [LayerStroke]
    /// The pixels of the layer (pixels, not points) the strokes may change, all inside `clip`; nil: all of
    /// `clip`. A layer that cannot draw spans draws all of `clip` (and clears it: `LineLayer.clear(_:)`).
    public var spans: PixelSpans?
    public init(clip: Rect, strokes: [LayerStroke], spans: PixelSpans? = nil) { self.clip = clip; self.strokes = strokes; self.spans = spans }
}
