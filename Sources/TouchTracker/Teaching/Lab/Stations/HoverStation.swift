import Gestures

/// UIHoverGestureRecognizer: began as the pointer enters the pad with nothing pressed, changed as it moves,
/// ended as it leaves; a press pauses it. It follows the mouse and a hovering pen; off, the switch leaves it
/// the pen only (`allowedTouchTypes = [.pencil]`), so the mouse passes unseen.
final class HoverStation: LabStation {
    lazy var hover = recognizer("hover") { HoverGestureRecognizer(name: "hover") }

    init() {
        super.init(file: "21-hover", switchLabel: "the hover follows the mouse too", on: true,
                   labels: ["pad": "move the mouse over the pad, no button"])
        let pad = pad("pad")
        pad.content = { [unowned self] c, p in
            guard self.hover.state.isActive else { return }
            let at = self.hover.location(in: p), k = p.textScale
            let color = self.hover.pointerType == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
            c.strokeCircle(center: at, radius: 14 * k, width: 2 * k, color: color)
            c.drawText(self.hover.pointerType?.description ?? "", at: Point(at.x + 18 * k, at.y - 6 * k), size: 11 * k, color: color, alignment: .left)
        }
    }
    override func switchChanged(_ on: Bool) { hover.allowedTouchTypes = on ? TouchType.all : [.pencil] }
}
