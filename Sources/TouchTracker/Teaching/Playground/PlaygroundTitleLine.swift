import Gestures

/// The playground's title line: the lesson's title and file (what `text` says) under one target (`editTitle`:
/// a tap starts typing a new title), and the Lab button at its right (`lab`). While the title is typed it shows the draft in a light
/// field with a caret, and how to finish: Return keeps it, Escape leaves the title as it was.
final class PlaygroundTitleLine: PlaygroundControls {
    enum Text: Equatable {
        /// The title line as usual.
        case shown(String)
        /// The title being typed.
        case typing(String)
    }
    var text: () -> Text = { .shown("") }
    static let hint = "Return keeps it · Escape cancels"
    static let textColor = Color(rgb: 0x263238)

    override func draw(in canvas: Canvas) {
        let field = frame(of: .editTitle) ?? bounds
        for t in targets where t.id != .editTitle { drawPill(t, in: canvas) }
        switch text() {
        case .shown(let title):
            canvas.drawText(canvas.fitted(title, width: field.width, size: 14), at: Point(0, 6), size: 14, color: Self.textColor, alignment: .left)
        case .typing(let draft):
            canvas.fill(field, color: .white)
            canvas.strokeRect(field, width: 1.5, color: PlaygroundControls.litFill)
            let hintWidth = Swift.min(canvas.measureText(Self.hint, size: 12).width, field.width * 0.45)
            let room = Swift.max(0, field.width - hintWidth - 28)
            // The end of a long draft stays in view: that is where the typing is.
            var shown = draft
            while !shown.isEmpty && canvas.measureText(shown + "|", size: 14).width > room { shown.removeFirst() }
            canvas.drawText(shown + "|", at: Point(8, 4), size: 14, color: Self.textColor, alignment: .left)
            canvas.drawText(canvas.fitted(Self.hint, width: hintWidth, size: 12), at: Point(field.maxX - 8, 6), size: 12,
                            color: Color(rgb: 0x455A64), alignment: .right)
        }
    }
}
