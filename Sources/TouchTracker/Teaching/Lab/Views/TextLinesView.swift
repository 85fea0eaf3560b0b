import Gestures

/// `text`: lines of text under the pad's label, each as many as the pad's height holds. Argument:
/// `lines="FIRST|SECOND|..."`.
final class TextLinesView: StationView {
    override class var name: String { "text" }
    override class var keys: Set<String> { ["lines"] }

    override func draw(_ c: Canvas) {
        let k = pad.textScale
        let lines = (arguments["lines"] ?? "").split(separator: "|").map(String.init)
        for (i, line) in lines.enumerated() where (40 + Double(i) * 16) * k <= pad.bounds.height {
            c.drawText(c.fitted(line, width: pad.bounds.width - 16, size: 11 * k), at: Point(8, (22 + Double(i) * 16) * k), size: 11 * k,
                       color: Color(rgb: 0x37474F), alignment: .left)
        }
    }
}
