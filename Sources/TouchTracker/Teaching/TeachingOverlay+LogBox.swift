import Gestures

/// The overlay's log box: its share of a dock, its rows (long lines broken, never cut) and its drawing. Its
/// lines are `collapsedLog`'s, fed from the trace in `TeachingOverlay.feedLog()`.
extension TeachingOverlay {
    /// The least height the recognizer panel keeps in the dock before the log box takes any: its title,
    /// its key lines in the narrowest dock, and a few recognizers on a line each.
    static let recognizerPanelKeeps: Points = 236

    /// The log box's height in `dock`: what its lines need (12 at most), at most 40% of the dock, and in a
    /// short dock only what the recognizer panel leaves of `recognizerPanelKeeps` (none in the shortest):
    /// a class reads the recognizers' names first, and the timeline (F4) shows the same events.
    func logShare(of dock: Rect) -> Points {
        let lines = min(12, collapsedLog.lines.count)
        guard lines > 0 else { return 0 }
        return max(0, min(dock.height * 0.4, Double(lines) * 16 + 14, dock.height - 12 - Self.recognizerPanelKeeps))
    }

    /// The log box, at the bottom of `area`: the newest lines that fit (at most 12 rows), each whole: a line
    /// wider than the box is broken over rows (`logRows`), never cut with "…".
    func drawLog(_ canvas: Canvas, area: Rect) {
        let lineHeight: Points = 16
        let rows = Self.logRows(collapsedLog.lines, rows: max(0, min(12, Int((area.height - 14) / lineHeight))), width: area.width - 16,
                                in: canvas)
        guard !rows.isEmpty else { return }
        let height = Double(rows.count) * lineHeight + 14
        let box = Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        canvas.fillRoundedRect(box, radius: 10, color: Self.panelFill)
        for (i, row) in rows.enumerated() {
            // Older lines fade, never below 4.5:1 (0xF2F2F2 at 0.55 over 0x161616 is 5.2:1).
            let alpha = Swift.max(0.55, 1 - Double(row.age) * 0.05)
            // A line's further rows are indented, so each line's start stands out.
            canvas.drawText(row.text, at: Point(box.minX + (row.continued ? 18 : 10), box.minY + 7 + Double(i) * lineHeight), size: Self.logTextSize,
                            color: Self.textColor.withAlpha(alpha), alignment: .left)
        }
    }

    static let logTextSize: Points = 11.5

    /// The log box's rows for `lines` (oldest first): the newest lines that fit `rows` rows `width` wide, each
    /// whole, broken at spaces or before a camelCase capital (`TextWrapping`, three rows at most; its further
    /// rows 8 points narrower, indented); a line is shown whole or not at all, unless the newest alone does
    /// not fit, when it takes the rows there are. `age` counts lines back from the newest (0).
    static func logRows(_ lines: [String], rows: Int, width: Points, in canvas: Canvas) -> [(text: String, age: Int, continued: Bool)] {
        guard rows > 0 else { return [] }
        var out: [(text: String, age: Int, continued: Bool)] = []
        for (age, line) in lines.reversed().enumerated() {
            let room = rows - out.count
            guard room > 0 else { break }
            let broken = wrappedLogLine(line, width: width, maxRows: out.isEmpty ? room : 3, in: canvas)
            guard broken.count <= room else { break }
            out.insert(contentsOf: broken.enumerated().map { (text: $1, age: age, continued: $0 > 0) }, at: 0)
        }
        return out
    }

    /// `line` in rows of `width` (the first) and `width` - 8 (the rest), at most `maxRows`.
    private static func wrappedLogLine(_ line: String, width: Points, maxRows: Int, in canvas: Canvas) -> [String] {
        let measure = { (s: String) in canvas.measureText(s, size: logTextSize).width }
        guard measure(line) > width else { return [line] }
        // The first row as wide as the box; the rest (indented) broken again to the narrower width.
        let first = TextWrapping.lines(line, width: width, maxLines: 2, measure: measure)
        guard first.count == 2, maxRows > 1 else { return [TextWrapping.fitted(line, width: width, measure: measure)] }
        let rest = String(line.dropFirst(first[0].count).drop { $0 == " " })
        return [first[0]] + TextWrapping.lines(rest, width: width - 8, maxLines: maxRows - 1, measure: measure)
    }
}
