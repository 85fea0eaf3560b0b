import Gestures

/// Draws a `Timeline` into a rectangle of any canvas: the live panel (F4) and the SVG export share it.
/// Light colours, every text at least 4.5:1 against the panel. Time runs left to right in milliseconds
/// from the range's start; `now` (live only) draws a line and turns running timers into countdowns.
enum TimelineDrawing {
    static let background = Color(rgb: 0xFAFAFA)
    static let border = Style.rule
    static let text = Color(rgb: 0x212121)
    static let dim = Style.muted
    static let labelWidth: Points = 120
    /// A lane's height, in points: with room for its name over two lines and its labels on two rows.
    static let rowHeight: Points = 40
    /// A lane's height where the lanes would not all fit at `rowHeight` (a short window: 1024x768 at 2x), in
    /// points: its name on one line, its labels on one row.
    static let compactRowHeight: Points = 28
    static let headerHeight: Points = 40
    /// A panel with room for this many lanes at `rowHeight` keeps that height.
    static let roomyLanes = 5

    /// The lane height a timeline of `laneCount` lanes drawn in `rect` uses: `rowHeight` when they all fit,
    /// or when the panel holds `roomyLanes` at that height (a large window: the rest scroll); else, in a
    /// short panel, less (to `compactRowHeight`) so that as many as can fit do; the rest scroll.
    static func laneHeight(in rect: Rect, laneCount: Int) -> Points {
        let room = plot(in: rect).height
        guard Double(laneCount) * rowHeight > room, room < Double(roomyLanes) * rowHeight else { return rowHeight }
        return max(compactRowHeight, min(rowHeight, (room / Double(max(1, laneCount))).rounded(.down)))
    }

    /// The height that shows `laneCount` lanes.
    static func height(laneCount: Int) -> Points { headerHeight + Double(max(1, laneCount)) * rowHeight + 8 }

    /// The plot of a timeline drawn in `rect`: right of the lane names, below the header.
    static func plot(in rect: Rect) -> Rect {
        Rect(x: rect.minX + labelWidth, y: rect.minY + headerHeight, width: max(10, rect.width - labelWidth - 12),
             height: max(0, rect.height - headerHeight - 4))
    }

    /// How many lanes a timeline of `laneCount` lanes drawn in `rect` has room for.
    static func rows(in rect: Rect, laneCount: Int) -> Int { Int(plot(in: rect).height / laneHeight(in: rect, laneCount: laneCount)) }

    static func laneColor(_ kind: Timeline.LaneKind) -> Color {
        switch kind {
        case .touch: return Color(rgb: 0xBF360C)
        case .node: return Color(rgb: 0x1565C0)
        case .recognizer: return Color(rgb: 0x263238)
        }
    }

    /// Milliseconds between ticks, so that ticks stand at least ~70 pt apart.
    static func tickStep(range: Seconds, width: Points) -> Double {
        let ms = range * 1000
        for step in [10.0, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 30_000, 60_000] where width / (ms / step) >= 70 { return step }
        return 60_000
    }

    /// Draws the lanes from `firstLane` on that fit (the live panel scrolls; the SVG is as tall as its lanes);
    /// when some do not fit, the header says which show and how to see the others.
    static func draw(_ timeline: Timeline, in canvas: Canvas, rect: Rect, title: String, now: Seconds? = nil, firstLane: Int = 0) {
        canvas.fill(rect, color: background)
        canvas.strokeRect(rect, width: 1, color: border)
        canvas.drawText(title, at: Point(rect.minX + 10, rect.minY + 5), size: 12, color: text, alignment: .left)
        let plot = Self.plot(in: rect)
        let range = max(0.001, timeline.end - timeline.start)
        func x(_ t: Seconds) -> Points { plot.minX + (t - timeline.start) / range * plot.width }

        // The axis: a tick and a label every `step` ms.
        let step = tickStep(range: range, width: plot.width)
        var ms = 0.0
        while ms <= range * 1000 + 0.001 {
            let tx = plot.minX + ms / (range * 1000) * plot.width
            canvas.fill(Rect(x: tx, y: plot.minY - 6, width: 1, height: plot.height + 6), color: Color(rgb: 0xE0E0E0))
            let label = "\(Int(ms.rounded())) ms"
            let w = canvas.measureText(label, size: 10).width
            if tx + w / 2 <= rect.maxX - 2 { canvas.drawText(label, at: Point(tx, plot.minY - 19), size: 10, color: dim, alignment: .center) }
            ms += step
        }

        let rowHeight = laneHeight(in: rect, laneCount: timeline.lanes.count), compact = rowHeight < Self.rowHeight
        let rows = Int(plot.height / rowHeight)
        let first = min(max(0, firstLane), max(0, timeline.lanes.count - rows))
        let lanes = timeline.lanes.count > rows ? Array(timeline.lanes[first..<first + rows]) : timeline.lanes
        if timeline.lanes.count > rows {
            // After the title, before the "now" label: which lanes show, and how to reach the others.
            let note = tr("lanes {first}-{last} of {count}: drag or scroll here for the others",
                          ["first": String(first + 1), "last": String(first + rows), "count": String(timeline.lanes.count)])
            let left = rect.minX + 10 + canvas.measureText(title, size: 12).width + 16
            // The "now" label is drawn only while now is in the range.
            let right = now.flatMap { $0 >= timeline.start && $0 <= timeline.end ? x($0) - 8 : nil } ?? rect.maxX - 10
            if right - left > 60 {
                canvas.drawText(canvas.fitted(note, width: right - left, size: 11), at: Point(left, rect.minY + 6), size: 11, color: dim, alignment: .left)
            }
        }
        if timeline.lanes.isEmpty {
            canvas.drawText(tr("nothing happened yet: touch something"), at: Point(plot.minX + 6, plot.minY + 8), size: 11, color: dim, alignment: .left)
        }
        for (i, lane) in lanes.enumerated() {
            let top = plot.minY + Double(i) * rowHeight
            if i > 0 { canvas.fill(Rect(x: rect.minX + 4, y: top, width: rect.width - 8, height: 1), color: Color(rgb: 0xECEFF1)) }
            // A compact lane leaves out the kind's word: its colour says it.
            if !compact {
                let kind = lane.kind == .touch ? tr("touch") : lane.kind == .node ? tr("node") : tr("recognizer")
                canvas.drawText(kind, at: Point(rect.minX + 10, top + 4), size: 9.5, color: dim, alignment: .left)
            }
            canvas.drawText(canvas.fitted(lane.shownTitle, width: labelWidth - 14, size: 12), at: Point(rect.minX + 10, top + (compact ? 6 : 16)), size: 12,
                            color: laneColor(lane.kind), alignment: .left)
            canvas.setClip(plot)
            let labels = drawLane(lane, top: top, canvas: canvas, x: x, plot: plot, laneLeft: rect.minX + 4, now: now, end: timeline.end,
                                  labelRows: compact ? 1 : 2)
            canvas.setClip(nil)
            labels.draw()
        }
        if let now, now >= timeline.start, now <= timeline.end {
            canvas.fill(Rect(x: x(now), y: plot.minY - 6, width: 1.5, height: plot.height + 6), color: Color(rgb: 0xC62828))
            canvas.drawText(tr("now"), at: Point(x(now) + 3, rect.minY + 5), size: 10, color: Color(rgb: 0xC62828), alignment: .left)
        }
    }

    /// Draws a lane's spans and marks (under the plot's clip) and returns its labels, drawn after the clip
    /// (a cause may take the lane's width: `LabelRows`).
    private static func drawLane(_ lane: Timeline.Lane, top: Points, canvas: Canvas, x: (Seconds) -> Points, plot: Rect, laneLeft: Points,
                                 now: Seconds?, end: Seconds, labelRows: Int) -> LabelRows {
        // What is still going on is known up to now, not beyond: an open span stops at the "now" line (only a
        // timer, whose due time is known, reaches into the future).
        let openEnd = now.map { Swift.min($0, end) } ?? end
        let bandTop = top + 4, bandHeight: Points = 11
        var labels = LabelRows(canvas: canvas, top: bandTop + bandHeight + 2, left: plot.minX, laneLeft: laneLeft, right: plot.maxX, rows: labelRows)
        for span in lane.spans {
            let s = x(span.start)
            switch span.style {
            case .touchDown:
                let e = x(span.end ?? openEnd)
                canvas.fill(Rect(x: s, y: bandTop + 4, width: max(1, e - s), height: 3), color: Color(rgb: 0xEF6C00))
            case .held(let phase):
                let e = x(span.end ?? openEnd)
                canvas.fill(Rect(x: s, y: bandTop, width: max(2, e - s), height: bandHeight), color: Color(rgb: 0xCE93D8))
                labels.place(phase == .began ? tr("began held") : tr("end held"), at: s, color: Color(rgb: 0x6A1B9A))
            case .active:
                let e = x(span.end ?? openEnd)
                canvas.fill(Rect(x: s, y: bandTop, width: max(2, e - s), height: bandHeight), color: Color(rgb: 0x90CAF9))
            case .waiting:
                let e = x(span.end ?? openEnd)
                canvas.fill(Rect(x: s, y: bandTop, width: max(2, e - s), height: bandHeight), color: Color(rgb: 0xFFE082))
                labels.place(span.shown ?? span.label, at: s, color: Color(rgb: 0x5D4037))
            case .timer(let due):
                let stop = span.end ?? due
                let e = x(stop)
                canvas.strokeRect(Rect(x: s, y: bandTop + 1, width: max(2, x(due) - s), height: bandHeight - 2), width: 1, color: Color(rgb: 0x78909C))
                canvas.fill(Rect(x: s, y: bandTop + 1, width: max(1, e - s), height: bandHeight - 2), color: Color(rgb: 0xB0BEC5))
                let total = Int(((due - span.start) * 1000).rounded())
                if span.end == nil, let now, now < due {
                    labels.place(tr("timer: fires in {ms} ms", ["ms": String(Int(((due - now) * 1000).rounded()))]), at: s, color: dim)
                } else {
                    let stopped = span.end.map { $0 < due - 1e-9 } ?? false
                    labels.place(stopped ? tr("timer {ms} ms, stopped", ["ms": String(total)]) : tr("timer {ms} ms", ["ms": String(total)]), at: s, color: dim)
                }
            }
        }
        let mid = bandTop + bandHeight / 2
        // Moves are ticks: at ten fingers' rate they would be drawn thousands a frame, a few pixels apart.
        // One tick per 6 pt says the same (the first and every later one at least 6 pt from the last drawn).
        var lastTick = -Double.infinity
        for mark in lane.marks {
            let mx = x(mark.time)
            if mark.isTick {
                if mx - lastTick < 6 { continue }
                lastTick = mx
            }
            switch mark.style {
            case .down: canvas.fillCircle(center: Point(mx, mid), radius: 4.5, color: Color(rgb: 0xEF6C00))
            case .up: canvas.strokeCircle(center: Point(mx, mid), radius: 4.5, width: 2, color: Color(rgb: 0xEF6C00))
            case .cancel, .failed, .cancelled:
                let c = mark.style == .failed ? Color(rgb: 0xC62828) : Color(rgb: 0xBF360C)
                canvas.strokeLine(from: Point(mx - 4.5, mid - 4.5), to: Point(mx + 4.5, mid + 4.5), width: 2, color: c)
                canvas.strokeLine(from: Point(mx - 4.5, mid + 4.5), to: Point(mx + 4.5, mid - 4.5), width: 2, color: c)
            case .move: canvas.fill(Rect(x: mx - 0.5, y: mid - 2, width: 1, height: 4), color: Color(rgb: 0xEF6C00))
            case .refused:
                canvas.strokeCircle(center: Point(mx, mid), radius: 4.5, width: 1.5, color: dim)
                canvas.strokeLine(from: Point(mx - 3, mid + 3), to: Point(mx + 3, mid - 3), width: 1.5, color: dim)
            case .call(let phase):
                let c = phase == .began ? Color(rgb: 0x1565C0) : phase == .ended ? Color(rgb: 0x2E7D32) : phase == .cancelled ? Color(rgb: 0xC62828) : border
                let h: Points = phase == .moved || phase == .stationary ? 6 : bandHeight + 2
                canvas.fill(Rect(x: mx - 1, y: mid - h / 2, width: 2, height: h), color: c)
            case .note:
                // What the app showed (tentative ink): a small ink square in the app's in-progress red.
                canvas.fill(Rect(x: mx - 3.5, y: mid - 3.5, width: 7, height: 7), color: Style.inProgress)
            case .action(let state):
                let c = TeachingOverlay.color(of: state)
                let r: Points = state == .changed ? 3 : 5.5
                canvas.fillConvexPolygon([Point(mx, mid - r), Point(mx + r, mid), Point(mx, mid + r), Point(mx - r, mid)], color: c)
            }
            guard !mark.label.isEmpty, mark.style != .down else { continue }
            let color: Color
            switch mark.style {
            case .failed: color = Color(rgb: 0xC62828)
            case .cancelled, .cancel: color = Color(rgb: 0xBF360C)
            case .note: color = Color(rgb: 0x6A1B9A)
            case .action(let state): color = state == .possible ? dim : TeachingOverlay.color(of: state)
            default: color = text
            }
            labels.place(mark.shown ?? mark.label, at: mx - 2, color: color, isCause: [.failed, .cancelled, .cancel, .refused].contains(mark.style))
        }
        return labels
    }

    /// Places a lane's labels under its band on `rows` lines (two, one in a compact lane), each label after
    /// the last on its line, whole inside the plot: one that would run past its right edge is moved left (to
    /// end at it) when that keeps it after the line's last; a label with no room on any line is left out (its
    /// mark still shows), except a cause (why a recognizer failed, was refused a touch or a touch cancelled), never
    /// left out nor cut: it takes the line that frees first (the labels it would cover are left out), and one
    /// wider than the plot is broken over the lines at the plot's left (a compact lane's one line and the
    /// band's row above it), or given the lane's width (over its name) where the lines are too few (issue 49).
    /// The labels are drawn by `draw()`, after the plot's clip.
    fileprivate struct LabelRows {
        let canvas: Canvas
        let top: Points
        let left: Points
        /// The lane's own left edge: a cause too wide for the plot's lines starts here.
        let laneLeft: Points
        let right: Points
        var ends: [Points]
        private var placed: [(text: String, x: Points, width: Points, row: Int, color: Color)] = []

        init(canvas: Canvas, top: Points, left: Points, laneLeft: Points, right: Points, rows: Int) {
            self.canvas = canvas; self.top = top; self.left = left; self.laneLeft = laneLeft; self.right = right
            ends = Array(repeating: -.infinity, count: max(1, rows))
        }

        private func width(_ s: String) -> Points { canvas.measureText(s, size: 10).width }

        mutating func place(_ label: String, at mark: Points, color: Color, isCause: Bool = false) {
            let w = width(label)
            if w <= right - left {
                let x = Swift.max(left, Swift.min(mark, right - w))
                if let row = ends.indices.first(where: { ends[$0] + 4 <= x }) { put(label, x: x, width: w, row: row, color: color); return }
                guard isCause, let row = ends.indices.min(by: { ends[$0] < ends[$1] }) else { return }
                put(label, x: x, width: w, row: row, color: color)
                return
            }
            guard isCause else { return }
            // Broken over the lines at the plot's left; where they are too few, over the lane's width. A compact
            // lane's one line gets the band's row above it too (the cause says more than the band there).
            let rows = ends.count == 1 ? [-1, 0] : Array(ends.indices)
            for wide in [false, true] {
                // The band's row keeps to the plot (the lane's name is at its left); the others take the lane's
                // width when `wide`.
                func from(_ row: Int) -> Points { wide && row >= 0 ? laneLeft : left }
                var lines: [(row: Int, text: String)] = []
                var rest = Substring(label)
                for (k, row) in rows.enumerated() where !rest.isEmpty {
                    let last = k == rows.count - 1
                    let line = TextWrapping.lines(String(rest), width: right - from(row), maxLines: last ? 1 : 2, measure: width)[0]
                    lines.append((row, line))
                    rest = rest.dropFirst(line.count).drop { $0 == " " }
                }
                guard wide || (rest.isEmpty && !(lines.last?.text.hasSuffix("…") ?? false)) else { continue }
                // Read top to bottom: a cause of one line at the band's row moves to the label row.
                if lines.count == 1, lines[0].row < 0, width(lines[0].text) <= right - from(0) { lines[0].row = 0 }
                for (row, line) in lines { put(line, x: from(row), width: width(line), row: row, color: color) }
                return
            }
        }

        /// Puts a label on `row` (-1: the band's row, above the first): those it covers there are left out.
        private mutating func put(_ text: String, x: Points, width w: Points, row: Int, color: Color) {
            placed.removeAll { $0.row == row && $0.x < x + w + 4 && x < $0.x + $0.width + 4 }
            placed.append((text, x, w, row, color))
            if ends.indices.contains(row) { ends[row] = Swift.max(x + w, placed.filter { $0.row == row }.map { $0.x + $0.width }.max() ?? x + w) }
        }

        func draw() {
            for p in placed {
                // On the timeline's own background: a tick's line under a label never takes its contrast away.
                canvas.fill(Rect(x: p.x - 1, y: top + Double(p.row) * 11, width: p.width + 2, height: 11), color: TimelineDrawing.background)
                canvas.drawText(p.text, at: Point(p.x, top + Double(p.row) * 11), size: 10, color: p.color, alignment: .left)
            }
        }
    }
}
