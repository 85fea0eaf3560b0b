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
