import Gestures

/// The tests' canvas that records every call, in order, in window points (the translation applied), and
/// measures text with the closure it is given. Layout, contrast and timeline tests read what was drawn from
/// `operations`; a test that needs pixels paints with a `PixelCanvas`.
public final class RecordingCanvas: Canvas {
    /// One call, in window points.
    public enum Operation: Equatable, Sendable {
        case fill(Rect, Color)
        case roundedRect(Rect, radius: Points, Color)
        case strokeRect(Rect, width: Points, Color)
        case line(from: Point, to: Point, width: Points, Color)
        case disc(center: Point, radius: Points, Color)
        case ring(center: Point, radius: Points, width: Points, Color)
        case triangle(Point, Point, Point, Color)
        case polygon([Point], Color)
        /// A text and the box it takes (its alignment applied).
        case text(String, box: Rect, size: Points, Color)
        case clip(Rect?)
    }

    public var translation = Vector.zero
    public private(set) var operations: [Operation] = []
    private let measure: (String, Points) -> Size

    /// `measure` gives a text's size at a size in points; the default is 6 pt a character, 12 pt high.
    public init(measure: @escaping (String, Points) -> Size = { text, _ in Size(width: Double(text.count) * 6, height: 12) }) {
        self.measure = measure
    }

    private func moved(_ p: Point) -> Point { Point(p.x + translation.dx, p.y + translation.dy) }

    public func fill(_ rect: Rect, color: Color) { operations.append(.fill(rect.offsetBy(translation), color)) }
    public func fillRoundedRect(_ rect: Rect, radius: Points, color: Color) {
        operations.append(.roundedRect(rect.offsetBy(translation), radius: radius, color))
    }
    public func strokeRect(_ rect: Rect, width: Points, color: Color) { operations.append(.strokeRect(rect.offsetBy(translation), width: width, color)) }
    public func strokeLine(from: Point, to: Point, width: Points, color: Color) {
        operations.append(.line(from: moved(from), to: moved(to), width: width, color))
    }
    public func fillCircle(center: Point, radius: Points, color: Color) { operations.append(.disc(center: moved(center), radius: radius, color)) }
    public func strokeCircle(center: Point, radius: Points, width: Points, color: Color) {
        operations.append(.ring(center: moved(center), radius: radius, width: width, color))
    }
    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) { operations.append(.triangle(moved(a), moved(b), moved(c), color)) }
    public func fillConvexPolygon(_ points: [Point], color: Color) { operations.append(.polygon(points.map(moved), color)) }
    public func setClip(_ rect: Rect?) { operations.append(.clip(rect?.offsetBy(translation))) }
    public func measureText(_ text: String, size: Points) -> Size { measure(text, size) }
    public func drawText(_ text: String, at point: Point, size: Points, color: Color, alignment: TextAlignment) {
        let s = measureText(text, size: size)
        let box = Rect(x: alignment.leftEdge(at: point.x, width: s.width) + translation.dx, y: point.y + translation.dy, width: s.width, height: s.height)
        operations.append(.text(text, box: box, size: size, color))
    }

    /// The texts drawn (empty ones left out), with their boxes, in order.
    public var texts: [(String, Rect)] {
        operations.compactMap { if case let .text(t, box, _, _) = $0, !t.isEmpty { return (t, box) } else { return nil } }
    }

    /// Forgets what was drawn.
    public func removeAll() { operations.removeAll() }
}
