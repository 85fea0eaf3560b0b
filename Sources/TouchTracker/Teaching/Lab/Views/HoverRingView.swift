import Gestures

/// `hoverRing`: a ring where the hover's pointer is, while it is active, with the pointer's type (purple for
/// a pen, blue for the mouse). Argument: `hover=NAME` (hover).
final class HoverRingView: StationView {
    override class var name: String { "hoverRing" }
    override class var keys: Set<String> { ["hover"] }
    private var hover: HoverGestureRecognizer?

    override func install() { hover = recognizer("hover", "hover") { HoverGestureRecognizer(name: $0) } }
    override func draw(_ c: Canvas) {
        guard let hover, hover.state.isActive else { return }
        let at = hover.location(in: pad), k = pad.textScale
        let color = hover.pointerType == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
        c.strokeCircle(center: at, radius: 14 * k, width: 2 * k, color: color)
        c.drawText(hover.pointerType?.description ?? "", at: Point(at.x + 18 * k, at.y - 6 * k), size: 11 * k, color: color, alignment: .left)
    }
}
