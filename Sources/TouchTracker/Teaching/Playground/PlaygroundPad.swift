import Gestures

/// A pad of the playground: a white card with its name, flashing the last action of its recognizers.
/// The pad the palette adds to has a blue border and name.
final class PlaygroundPad: Node {
    var flash: (text: String, time: Seconds)?
    static let flashSeconds: Seconds = 1
    /// Whether the palette adds its recognizers here.
    var isTarget = false

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isMultipleTouchEnabled = true
    }

    override func draw(in canvas: Canvas) {
        let blue = Color(rgb: 0x1565C0)
        canvas.fillRoundedRect(bounds, radius: 8, color: .white)
        canvas.strokeRect(bounds, width: isTarget ? 2 : 1, color: isTarget ? blue : Color(rgb: 0xB0BEC5))
        let label = name + (gestureRecognizers.isEmpty ? " (no recognizer)" : "")
        canvas.drawText(canvas.fitted(label, width: bounds.width - 12, size: 11), at: Point(8, 6), size: 11,
                        color: isTarget ? blue : Color(rgb: 0x546E7A), alignment: .left)
        if let flash, let now = window?.clock.now, now - flash.time < Self.flashSeconds {
            canvas.drawText(canvas.fitted(flash.text, width: bounds.width - 12, size: 16), at: Point(bounds.width / 2, bounds.height / 2 - 8),
                            size: 16, color: Color(rgb: 0x2E7D32), alignment: .center)
        }
    }
}
