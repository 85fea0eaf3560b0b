import Gestures

/// The playground's title line: the lesson's title and file (what `text` says) under one target (`editTitle`:
/// a tap starts typing a new title), and the Lab button at its right (`lab`). Short of room the file's name
/// is shortened in its middle, then the words go on two smaller lines (`lines`): the title is never cut. While the title is typed it shows the draft in a light
/// field with its cursor and selection (the part of a long title around the cursor), an input method's
/// composition underlined at the cursor, and how to finish: Return keeps it, Escape leaves the title as it was.
final class PlaygroundTitleLine: PlaygroundControls {
    /// The title line's words as usual: the lesson's title, its file's name (nil: not from a file), and the
    /// notes after them (" (edited)", an edit waiting).
    struct Shown: Equatable {
        var title: String
        var file: String?
        var notes: String
    }
    enum Text: Equatable {
        /// The title line as usual.
        case shown(Shown)
        /// The title being edited: its text, cursor and selection.
        case typing(TextFieldEditing)
    }
    var text: () -> Text = { .shown(Shown(title: "", file: nil, notes: "")) }
    /// The hint in English: the room it takes (the draft's room, where a tap puts the cursor) is the same in
    /// every language; its translation is drawn in it.
    static let hint = "Return keeps it · Escape cancels"
    /// Text sizes (the backend's, so a tap finds the character drawn under it).
    var measure: (String, Points) -> Points = { text, size in Double(text.count) * size * 0.62 }
    /// The first character of the draft in view (a long draft scrolls to keep the cursor in view).
    var firstShown = 0
    /// Where the field's text starts, and its size.
    static let fieldInset: Points = 8, fieldSize: Points = 14

    /// The cursor offset nearest `x` (in the title line) in `text` as the field shows it.
    func caretOffset(atX x: Points, in text: String) -> Int {
        let chars = Array(text), first = Swift.min(firstShown, chars.count)
        var best = first, bestDistance = Points.infinity
        for i in first...chars.count {
            let d = abs(Self.fieldInset + measure(String(chars[first..<i]), Self.fieldSize) - x)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    /// The room the draft has in a field `width` wide beside the hint.
    func draftRoom(fieldWidth: Points) -> Points {
        let hintWidth = Swift.min(measure(Self.hint, 12), fieldWidth * 0.45)
        return Swift.max(0, fieldWidth - hintWidth - 28)
    }

    /// Scrolls the draft so the cursor is in `room` (`firstShown`), and returns the characters in view
    /// (`field` as drawn: an input method's composition in it).
    func shownRange(of field: TextFieldEditing.Shown, room: Points) -> Range<Int> {
        let chars = Array(field.text)
        firstShown = Swift.min(firstShown, field.cursor, chars.count)
        while firstShown < field.cursor && measure(String(chars[firstShown..<field.cursor]), Self.fieldSize) > room { firstShown += 1 }
        // Room left after the cursor is filled from before it when the draft's end is in view.
        while firstShown > 0 && measure(String(chars[(firstShown - 1)...]), Self.fieldSize) <= room { firstShown -= 1 }
        var last = chars.count
        while last > field.cursor && measure(String(chars[firstShown..<last]), Self.fieldSize) > room { last -= 1 }
        return firstShown..<last
    }
    /// Where offset `i` of `text` (as the field shows it, `shown` of it in view) is drawn, in the title line.
    func x(ofOffset i: Int, in text: String, shown: Range<Int>) -> Points {
        let chars = Array(text)
        return Self.fieldInset + measure(String(chars[shown.lowerBound..<Swift.max(shown.lowerBound, Swift.min(i, shown.upperBound))]), Self.fieldSize)
    }

    /// The field's cursor as drawn, in the title line (`shown`: the characters in view; nil: as the field
    /// scrolls now): where an input method puts its candidates, under it.
    func caretRect(of field: TextFieldEditing.Shown, shown: Range<Int>? = nil) -> Rect {
        let inView = shown ?? shownRange(of: field, room: draftRoom(fieldWidth: (frame(of: .editTitle) ?? bounds).width))
        return Rect(x: x(ofOffset: field.cursor, in: field.text, shown: inView) - 0.75, y: 3, width: 1.5, height: 19)
    }
    static let textColor = Color(rgb: 0x263238)
    /// The title's size on one line, and on two.
    static let size: Points = 14, twoLineSize: Points = 11
    /// The fewest characters of the file's name kept when it is shortened (with "…" between its start and end).
    static let shortestFile = 8

    /// The file's name in `length` characters: its start and its end around "…" ("15-tap…ground"); whole
    /// when it is no longer.
    static func shortened(_ file: String, to length: Int) -> String {
        guard file.count > length, length >= 3 else { return file }
        let end = (length - 1) / 2, start = length - 1 - end
        return String(file.prefix(start)) + "…" + String(file.suffix(end))
    }

    /// The title line as drawn in `width` by `measure` (a text's width at a size): the title and notes are
    /// always whole. On one line at `size` with the file's name, whole or shortened in its middle (to
    /// `shortestFile` characters at the least); else on two lines at `twoLineSize` (broken at a space, the
    /// file's name whole, shortened, or left out); only a title too long for two lines is cut with "…".
    static func lines(_ s: Shown, width: Points, measure: (String, Points) -> Points) -> (lines: [String], size: Points) {
        func text(_ file: String?) -> String { s.title + (file.map { " — " + $0 } ?? "") + s.notes }
        var files: [String?] = [s.file]
        if let file = s.file, file.count > shortestFile {
            files += stride(from: file.count - 1, through: shortestFile, by: -1).map { Optional(shortened(file, to: $0)) }
        }
        for file in files where measure(text(file), size) <= width { return ([text(file)], size) }
        for file in files + (s.file == nil ? [] : [nil]) {
            let two = TextWrapping.lines(text(file), width: width, maxLines: 2) { measure($0, twoLineSize) }
            if !two.contains(where: { $0.hasSuffix("…") }) { return (two, twoLineSize) }
        }
        return (TextWrapping.lines(text(nil), width: width, maxLines: 2) { measure($0, twoLineSize) }, twoLineSize)
    }

    override func draw(in canvas: Canvas) {
        let field = frame(of: .editTitle) ?? bounds
        for t in targets where t.id != .editTitle { drawPill(t, in: canvas) }
        switch text() {
        case .shown(let shown):
            let drawn = Self.lines(shown, width: field.width) { canvas.measureText($0, size: $1).width }
            // One line where it always was; two lines filling the line's height.
            let top: Points = drawn.lines.count == 1 ? 6 : 1, step = (drawn.size * 1.2).rounded()
            for (i, line) in drawn.lines.enumerated() {
                canvas.drawText(line, at: Point(0, top + Double(i) * step), size: drawn.size, color: Self.textColor, alignment: .left)
            }
        case .typing(let typing):
            canvas.fill(field, color: .white)
            canvas.strokeRect(field, width: 1.5, color: PlaygroundControls.litFill)
            let hintWidth = Swift.min(canvas.measureText(Self.hint, size: 12).width, field.width * 0.45)
            let edited = typing.shown
            let shown = shownRange(of: edited, room: draftRoom(fieldWidth: field.width))
            func x(_ i: Int) -> Points { self.x(ofOffset: i, in: edited.text, shown: shown) }
            if let s = edited.selection {
                canvas.fill(Rect(x: x(s.lowerBound), y: 3, width: x(s.upperBound) - x(s.lowerBound), height: 19), color: Color(rgb: 0xBBDEFB))
            }
            canvas.drawText(String(Array(edited.text)[shown]), at: Point(Self.fieldInset, 4), size: Self.fieldSize, color: Self.textColor, alignment: .left)
            // An input method's composition: underlined, its selected part twice as thick.
            for (r, thickness) in [(edited.composed, 1.0), (edited.composedSelected, 2.0)] {
                guard let r else { continue }
                canvas.fill(Rect(x: x(r.lowerBound), y: 21, width: x(r.upperBound) - x(r.lowerBound), height: thickness), color: Self.textColor)
            }
            canvas.fill(caretRect(of: edited, shown: shown), color: Self.textColor)
            canvas.drawText(canvas.fitted(tr("Return keeps it · Escape cancels"), width: hintWidth, size: 12), at: Point(field.maxX - 8, 6), size: 12,
                            color: Color(rgb: 0x455A64), alignment: .right)
        }
    }
}
