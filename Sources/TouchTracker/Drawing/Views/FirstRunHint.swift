import Gestures

/// A few lines in the middle of an empty canvas saying what to do, for someone who has never seen the app;
/// in a narrow window a line goes on more rows, never out of the window.
/// It fades out over half a second from the first stroke and does not come back in that run. It takes no
/// touches: the first stroke can start right on it. Its last line leads to the lab, through the scene tab
/// (shown while the hint is) or F2.
final class FirstRunHint: Node {
    /// The hint's lines in the person's language (their parts apart by "  ·  ").
    static var lines: [String] { [
        tr("Draw with a finger or the mouse"),
        tr("Double tap clears  ·  tap a line to select it"),
        tr("Two-finger tap undoes  ·  three-finger tap redoes"),
        tr("Three fingers up: colors  ·  F1 shows the recognizers"),
        tr("How gestures decide: the Lab tab (top left) or F2"),
    ] }
    static let fadeSeconds: Seconds = 0.5
    /// When the fade began (nil: fully shown, or never shown).
    private(set) var fadeStart: Seconds?
    private var now: Seconds = 0

    init() {
        super.init(name: "hint")
        isUserInteractionEnabled = false
    }

    func layout(windowSize: Size) { frame = Rect(origin: .zero, size: windowSize) }

    /// Starts the fade (at the first stroke); later calls change nothing.
    func dismiss(at time: Seconds) { if fadeStart == nil && !isHidden { fadeStart = time } }

    func update(now: Seconds) {
        self.now = now
        if let start = fadeStart, now - start >= Self.fadeSeconds { isHidden = true }
    }

    var opacity: Double {
        guard let start = fadeStart else { return 1 }
        return Swift.max(0, 1 - (now - start) / Self.fadeSeconds)
    }

    /// The hint's rows in `width` by `measure` (a text's width at a size), its sizes times `scale`: each line
    /// whole on one row, or (a window 400 points wide) broken between its parts ("  ·  "), a part wider still
    /// broken at its spaces (`TextWrapping`); each row with its size and whether it starts a line.
    static func rows(width: Points, scale: Double = 1, measure: (String, Points) -> Points) -> [(text: String, size: Points, starts: Bool)] {
        var rows: [(text: String, size: Points, starts: Bool)] = []
        for (i, line) in lines.enumerated() {
            let size: Points = (i == 0 ? 20 : 16) * scale
            let parts = measure(line, size) <= width ? [line] : line.components(separatedBy: "  ·  ").flatMap { part in
                TextWrapping.lines(part, width: width, maxLines: 3) { measure($0, size) }
            }
            rows += parts.enumerated().map { (text: $1, size: size, starts: $0 == 0) }
        }
        return rows
    }

    override func draw(in canvas: Canvas) {
        let a = opacity
        guard a > 0 else { return }
        // 30 points from a line to the next, 22 from a line's row to its next row; smaller (to 60%) where the
        // rows are taller than the window (400 points wide, the timeline docked).
        var scale = 1.0
        var rows = Self.rows(width: bounds.width - 16) { canvas.measureText($0, size: $1).width }
        func height() -> Points { rows.dropFirst().reduce(30 * scale) { $0 + ($1.starts ? 30 : 22) * scale } + 24 * scale }
        while height() > bounds.height - 8 && scale > 0.6 {
            scale -= 0.1
            rows = Self.rows(width: bounds.width - 16, scale: scale) { canvas.measureText($0, size: $1).width }
        }
        var y = bounds.midY - (height() - 24 * scale) / 2
        for (i, row) in rows.enumerated() {
            if i > 0 { y += (row.starts ? 30 : 22) * scale }
            canvas.drawText(row.text, at: Point(bounds.midX, y), size: row.size, color: Style.muted.withAlpha(a), alignment: .center)
        }
    }
}
