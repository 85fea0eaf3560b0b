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

    /// The flashed action (`tap ended`) in `width`, never cut (a small pad at a large interface scale): at 16
    /// points, else smaller (to 11), else broken over two lines at its space.
    static func flashLines(_ text: String, width: Points, measure: (String, Points) -> Points) -> (lines: [String], size: Points) {
        for size: Points in [16, 14, 12, 11] where measure(text, size) <= width { return ([text], size) }
        return (TextWrapping.lines(text, width: width, maxLines: 3) { measure($0, 11) }, 11)
    }

    override func draw(in canvas: Canvas) {
        let blue = Color(rgb: 0x1565C0)
        canvas.fillRoundedRect(bounds, radius: 8, color: .white)
        canvas.strokeRect(bounds, width: isTarget ? 2 : 1, color: isTarget ? blue : Color(rgb: 0xB0BEC5))
        let label = gestureRecognizers.isEmpty ? tr("{pad} (no recognizer)", ["pad": name]) : name
        canvas.drawText(canvas.fitted(label, width: bounds.width - 12, size: 11), at: Point(8, 6), size: 11,
                        color: isTarget ? blue : Style.muted, alignment: .left)
        if let flash, let now = window?.clock.now, now - flash.time < Self.flashSeconds {
            let (lines, size) = Self.flashLines(flash.text, width: bounds.width - 12) { canvas.measureText($0, size: $1).width }
            let top = bounds.height / 2 - Double(lines.count) * size * 0.6
            for (k, line) in lines.enumerated() {
                canvas.drawText(line, at: Point(bounds.width / 2, top + Double(k) * size * 1.2), size: size, color: Color(rgb: 0x2E7D32), alignment: .center)
            }
        }
    }
}
