import Gestures

/// A dark pill with a white label, darker while pressed (a `Control`: `onTap` on a release inside): the
/// lab pager's arrows, the playground's "Copy as Swift".
final class PillButton: Control {
    let title: String
    init(name: String, title: String) {
        self.title = title
        super.init(name: name)
    }
    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: bounds.height / 2, color: isHighlighted ? Color(rgb: 0x263238) : Color(rgb: 0x455A64))
        canvas.drawText(canvas.fitted(title, width: bounds.width - 8, size: 14), at: Point(bounds.midX, bounds.midY - 9), size: 14,
                        color: .white, alignment: .center)
    }
}
