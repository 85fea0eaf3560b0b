import Gestures
import AppHost

/// The playground's Check: what the last run of the lesson's checks found (`LessonCheckRun`), over the pads.
/// Its heading says how many hold; then each check, ✓ or ✗ with its line, a failure with the expected
/// lines beside the actual ones, and the input the check performed (its lines as written: `tap @pad 100
/// 100`); then the timeline of that run (the checks' own window, not the live one), every lane of it: the
/// panel scrolls by a drag or the wheel (`checks.scroll`), its heading and Close staying (issue 49).
/// **Close** (`checks.close`) hides it.
final class CheckPanel: PlaygroundControls {
    /// The run shown (nil: none yet).
    private(set) var run: LessonCheckRun?
    /// The run's timeline, built once per run.
    private(set) var timeline: Timeline?
    /// A check's expected and actual lines shown at most, each side (a longer list ends with "…").
    static let shownLines = 6

    static let background = Color(rgb: 0x263238), passColor = Color(rgb: 0x81C784), failColor = Color(rgb: 0xEF9A9A)

    func show(_ run: LessonCheckRun) {
        self.run = run
        timeline = run.trace.map { trace in
            let subjects = TeachingSubjects(lesson: run.names, app: [])
            let events = subjects.events(of: trace)
            let start = Swift.max(0, (events.first?.time ?? run.end) - 0.05)
            return Timeline(events, from: Swift.min(start, run.end), to: run.end, appControl: subjects.isAppControl)
        }
        backdrop = Self.background
        heading = Self.heading(run)
        scroll(to: 0)
        isHidden = false
    }

    /// The words before a check's input lines.
    static let inputWords = "input:"
    /// The height of the heading's band, which stays while the rest scrolls.
    static let headingBand: Points = 36

    /// "Checks: all 2 hold", "Checks: 1 of 2 hold", or why they did not run.
    static func heading(_ run: LessonCheckRun) -> String {
        if run.problem != nil { return tr("Checks: they could not run") }
        let held = run.checks.filter(\.passed).count
        return held == run.checks.count ? tr("Checks: all {n} hold ✓", ["n": String(held)])
            : tr("Checks: {n} of {count} hold", ["n": String(held), "count": String(run.checks.count)])
    }

    /// The close button at the heading's right.
    func layoutTargets() {
        let w: Points = 70
        headingInset = w + 12
        titles[.closeChecks] = "Close"
        shownTitles[.closeChecks] = tr("Close")
        setTargets([.init(id: .closeChecks, frame: Rect(x: Swift.max(12, bounds.width - 12 - w), y: 6, width: w, height: 24))])
    }

    /// Each check's rows as drawn: its line of ✓/✗, then (failed) its expected and actual lines side by side.
    static func rows(_ run: LessonCheckRun) -> [(text: String, color: Color, expected: [String], actual: [String])] {
        if let p = run.problem { return [("✗ \(p.description)", failColor, [], [])] }
        return run.checks.map { c in
            let what = c.scope == .log ? "expect-log" : "expect"
            let first = c.expected.first.map { " \($0)" } ?? ""
            let more = c.expected.count > 1 ? " …" : ""
            // `expect`, `expect-log` and the expected lines are the script's own words: as written.
            let line = tr("line {n}:", ["n": String(c.line)])
            if c.passed { return ("✓ \(line) \(what)\(first)\(more)", passColor, [], []) }
            return ("✗ \(line) \(what)\(first)\(more)", failColor, c.expected, c.actual)
        }
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let run else { return }
        canvas.setClip(Rect(x: 0, y: Self.headingBand, width: bounds.width, height: Swift.max(0, bounds.height - Self.headingBand)))
        var y: Points = 38 - scrollOffset
        let width = bounds.width - 24
        for (k, row) in Self.rows(run).enumerated() {
            canvas.drawText(canvas.fitted(row.text, width: width, size: 13), at: Point(12, y), size: 13, color: row.color, alignment: .left)
            y += 20
            // What the check did: its input lines, broken over lines rather than cut.
            let input = run.checks.indices.contains(k) ? run.checks[k].input : []
            if !input.isEmpty {
                let text = tr("input:") + " " + input.joined(separator: "; ")
                for line in TextWrapping.lines(text, width: width - 8, maxLines: 8, measure: { canvas.measureText($0, size: 11).width }) {
                    canvas.drawText(line, at: Point(20, y), size: 11, color: Color(rgb: 0xB0BEC5), alignment: .left)
                    y += 15
                }
                y += 3
            }
            guard !row.expected.isEmpty || !row.actual.isEmpty else { continue }
            let half = (width - 12) / 2
            func column(_ title: String, _ lines: [String], x: Points) -> Points {
                canvas.drawText(title, at: Point(x, y), size: 11, color: Color(rgb: 0xB0BEC5), alignment: .left)
                var ly = y + 15
                let shown = lines.count > Self.shownLines ? Array(lines.prefix(Self.shownLines - 1)) + [tr("… {n} more", ["n": String(lines.count - Self.shownLines + 1)])] : lines
                for l in shown.isEmpty ? [tr("(nothing)")] : shown {
                    canvas.drawText(canvas.fitted(l, width: half - 8, size: 12), at: Point(x + 8, ly), size: 12, color: .white, alignment: .left)
                    ly += 16
                }
                return ly
            }
            let a = column(tr("expected"), row.expected, x: 20)
            let b = column(tr("actual"), row.actual, x: 20 + half + 12)
            y = Swift.max(a, b) + 6
        }
        if let timeline {
            // Every lane: the panel scrolls to the ones below.
            let rect = Rect(x: 12, y: y + 4, width: width, height: TimelineDrawing.height(laneCount: timeline.lanes.count))
            TimelineDrawing.draw(timeline, in: canvas, rect: rect, title: tr("Timeline of the checks' run"))
            y = rect.maxY + 12
        }
        contentHeight = y + scrollOffset
        // The heading's band drawn again over what scrolled under it (the timeline's own clip ended the panel's).
        canvas.setClip(Rect(x: 0, y: 0, width: bounds.width, height: Self.headingBand))
        super.draw(in: canvas)
        canvas.setClip(nil)
    }
}
