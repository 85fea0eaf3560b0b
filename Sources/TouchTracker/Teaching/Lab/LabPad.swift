import Gestures

/// A pad of a station: it keeps what its touch methods were told, for the station to draw.
final class LabPad: Node {
    var label: String
    /// A note under the label (what the backend cannot report and how the mouse stands in), nil for none.
    var note: String?
    var onTouches: ((TouchPhase, [Touch]) -> Void)?
    var content: ((Canvas, LabPad) -> Void)?
    /// The station's text scale (see `LabStation.textScale`): the label, and the texts content draws.
    var textScale: Double = 1

    init(name: String, label: String) {
        self.label = label
        super.init(name: name)
        isMultipleTouchEnabled = true
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { onTouches?(.began, touches) }
    /// The event being delivered, while `onTouches` runs (its coalesced samples, say); nil otherwise.
    private(set) var event: TouchEvent?
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        self.event = event
        defer { self.event = nil }
        onTouches?(.moved, touches)
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { onTouches?(.ended, touches) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { onTouches?(.cancelled, touches) }

    /// The label as drawn: whole on one line, or broken over up to three lines (as many as the pad's height holds) to its width.
    func labelLines(in canvas: Canvas) -> [String] {
        let size = 10 * textScale
        let room = Swift.max(1, Swift.min(3, Int((bounds.height - 6 * textScale) / (13 * textScale))))
        return TextWrapping.lines(Localized.lesson(label), width: bounds.width - 12, maxLines: room) { canvas.measureText($0, size: size).width }
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, color: .white)
        canvas.strokeRect(bounds, width: 1, color: Color(rgb: 0xCFD8DC))
        canvas.setClip(bounds)
        content?(canvas, self)
        // The instruction goes over the content (a shape moved under it never hides it), on its own strip;
        // too wide for the pad, it breaks over up to three lines (`TextWrapping`) rather than being cut.
        let k = textScale
        let lines = labelLines(in: canvas).enumerated().filter { !$0.element.isEmpty }
        // The strips first, then the words: a strip never covers the line above's descenders.
        for (i, line) in lines {
            canvas.fill(Rect(x: 1, y: 1 + Double(i) * 13 * k, width: canvas.measureText(line, size: 10 * k).width + 9, height: 15 * k), color: .white)
        }
        for (i, line) in lines {
            canvas.drawText(line, at: Point(6, 4 * k + Double(i) * 13 * k), size: 10 * k, color: Style.muted, alignment: .left)
        }
        if let note {
            // Under the label, on its own strip, in a colour of its own: what this backend cannot report.
            let top = 4 * k + Double(lines.count) * 13 * k + 2 * k
            let room = Swift.max(1, Swift.min(3, Int((bounds.height - top - 4 * k) / (13 * k))))
            let noteLines = TextWrapping.lines(note, width: bounds.width - 12, maxLines: room) { canvas.measureText($0, size: 10 * k).width }
            for (i, line) in noteLines.enumerated() {
                canvas.fill(Rect(x: 1, y: top - 3 * k + Double(i) * 13 * k, width: canvas.measureText(line, size: 10 * k).width + 9, height: 15 * k), color: .white)
            }
            for (i, line) in noteLines.enumerated() {
                canvas.drawText(line, at: Point(6, top + Double(i) * 13 * k), size: 10 * k, color: Color(rgb: 0xBF360C), alignment: .left)
            }
        }
        canvas.setClip(nil)
    }
}
