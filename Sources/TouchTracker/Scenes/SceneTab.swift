import Gestures

/// The round button at the top left that switches to the next scene, titled with that scene's name.
final class SceneTab: Control {
    var title = "Lab"
    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: bounds.height / 2, color: isHighlighted ? Color(rgb: 0x263238) : Color(rgb: 0x455A64, alpha: 0.9))
        canvas.drawText(title, at: Point(bounds.midX, bounds.midY - 8), size: 12.5, color: .white, alignment: .center)
    }
}
