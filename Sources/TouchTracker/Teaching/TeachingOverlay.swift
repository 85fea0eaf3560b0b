import Gestures
import AppHost

/// Teaching mode: the recognizers thinking, drawn over the scene. For the recognizers on the nodes under
/// the current touches (or the last ones used): name, kind, state as a colored chip and the trail of their
/// last transitions; who waits for whom to fail and who recognizes together; every touch as a circle with
/// its id, marked where its began or its end is held back from its node; the event log, older lines
/// fading; and (F3) a graph of the last frame times against the 16.7 ms line.
///
/// It draws above everything and takes no touches.
final class TeachingOverlay {
    var isVisible = false
    var showsFrameGraph = false
    private unowned let window: Window
    /// The recognizers shown: those under the current touches, else the last ones used.
    private(set) var focus: [(GestureRecognizer, Node)] = []
    private var trails: [ObjectIdentifier: [GestureState]] = [:]
    static let trailLength = 6

    init(window: Window) { self.window = window }

    /// Records a transition for the trails (the app forwards the window's transitions here).
    func note(_ r: GestureRecognizer, to state: GestureState) {
        var t = trails[ObjectIdentifier(r), default: []]
        if state == .changed && t.last == .changed { return }   // a run of changes is one step of the trail
        t.append(state)
        if t.count > Self.trailLength { t.removeFirst(t.count - Self.trailLength) }
        trails[ObjectIdentifier(r)] = t
    }

    /// Forgets the recognizers shown (the scene changed: the last ones used belong to the other scene).
    func clearFocus() { focus = [] }

    func trail(of r: GestureRecognizer) -> [GestureState] { trails[ObjectIdentifier(r)] ?? [] }

    /// Recomputes the focus from the touches now on the screen (or with something held back) on nodes
    /// that show; with none, `preferred` (the lab's focused station) unless the focus already shows some
    /// of it. A touch left in a hidden scene (a tap's gap running out after a switch) is not shown, nor are
    /// the app's own controls' recognizers (unless `subjects` shows them), nor one taking no touch at all
    /// (`allowedTouchTypes` empty: the drawing's trackpad pinch), nor a recognizer no longer on
    /// its node in the window (the playground's previous lesson, after New).
    func update(preferred: [(GestureRecognizer, Node)] = []) {
        focus.removeAll { r, node in r.node !== node || !Self.shows(node) }
        var found: [(GestureRecognizer, Node)] = []
        for t in window.touchesOnScreenOrHeld {
            guard let node = t.node, Self.shows(node) else { continue }
            var n: Node? = node
            while let node = n {
                // A recognizer that takes no touch at all (the drawing's trackpad pinch) is about none.
                for r in node.gestureRecognizers where subjects.shows(name: r.name) && !r.allowedTouchTypes.isEmpty
                    && !found.contains(where: { $0.0 === r }) {
                    found.append((r, node))
                }
                n = node.parent
            }
        }
        if !found.isEmpty {
            focus = found
        } else if !preferred.isEmpty, !focus.contains(where: { f in preferred.contains { $0.0 === f.0 } }) {
            focus = preferred
        }
    }

    /// Whether `node` is in the window and neither it nor an ancestor is hidden.
    static func shows(_ node: Node) -> Bool {
        var n: Node? = node
        while let x = n {
            if x.isHidden { return false }
            n = x.parent
        }
        return node.window != nil
    }

    static func color(of state: GestureState) -> Color {
        switch state {
        case .possible: return Color(rgb: 0x616161)
        case .began: return Color(rgb: 0x1565C0)
        case .changed: return Color(rgb: 0x00796B)
        case .ended: return Color(rgb: 0x2E7D32)
        case .failed: return Color(rgb: 0xC62828)
        case .cancelled: return Color(rgb: 0xBF360C)
        }
    }

    /// "tap waits for doubleTap to fail", "moveLine and longPress recognize together".
    func relations() -> [String] {
        var out: [String] = []
        let rs = focus.map(\.0)
        for r in rs {
            for b in Set(window.failureRequirements(of: r).map(ObjectIdentifier.init)).compactMap({ id in rs.first { ObjectIdentifier($0) == id } }) {
                out.append(tr("{recognizer} waits for {other} to fail", ["recognizer": r.name, "other": b.name]))
            }
        }
        for (i, a) in rs.enumerated() {
            for b in rs[(i + 1)...] where window.mayRecognizeSimultaneously(a, b) {
                out.append(tr("{recognizer} and {other} recognize together", ["recognizer": a.name, "other": b.name]))
            }
        }
        return out
    }

    // MARK: Drawing

    static let panelFill = Color(rgb: 0x161616)
    static let textColor = Color(rgb: 0xF2F2F2)
    static let dimText = Color(rgb: 0xB0B0B0)

    /// Where the panels go when docked (the lab: beside the stations, never over one); nil: over the scene.
    var dock: Rect?
    /// The docked panels' width, in points, at most.
    static let dockWidth: Points = 316
    /// The docked panels' width in a window `width` points wide: `dockWidth`, but never more than 40% of a
    /// narrow window (an 800x600 window at ctrl+plus twice or more), at least 180: the scene keeps the rest.
    static func dockWidth(for width: Points) -> Points { min(dockWidth, max(180, (width * 0.4).rounded())) }
    /// The narrowest the docked panels get where the scene keeps its room (`Scene.keptRoom`).
    static let narrowestDock: Points = 160

    /// Where the recognizer panel may grow (its top left is fixed, it is as tall as it needs): in the dock,
    /// or at the right of a scene `size` large.
    func recognizerArea(size: Size) -> Rect {
        if let dock { return Rect(x: dock.minX + 4, y: dock.minY + 4, width: dock.width - 12, height: dock.height - 12) }
        return Rect(x: size.width - 308, y: 44, width: 300, height: size.height - 52)
    }

    /// The F8 switch's place in a panel drawn in `area` (the app lays the switch there; the panel leaves its
    /// row free, under the title).
    static func appControlsSwitchFrame(in area: Rect) -> Rect {
        Rect(x: area.minX + 8, y: area.minY + 27, width: area.width - 16, height: AppControlsSwitch.height)
    }

    func draw(in canvas: Canvas, size: Size, timeControl: TimeControl, frameDurations: [Seconds]) {
        guard isVisible else { return }
        drawTouches(canvas)
        drawHovers(canvas, size: size)
        feedLog()
        let panel = recognizerArea(size: size)
        if let dock {
            let logHeight = logShare(of: dock)
            drawRecognizers(canvas, area: Rect(x: panel.minX, y: panel.minY, width: panel.width, height: dock.height - logHeight - 12),
                            timeControl: timeControl)
            drawLog(canvas, area: Rect(x: dock.minX + 4, y: dock.maxY - logHeight - 4, width: dock.width - 12, height: logHeight))
        } else {
            // The log box at the bottom left, the recognizers at the right; each as tall as the window allows.
            drawRecognizers(canvas, area: panel, timeControl: timeControl)
            drawLog(canvas, area: Rect(x: 8, y: 44, width: min(330, size.width - 324), height: size.height - 52))
        }
        if showsFrameGraph { drawFrameGraph(canvas, size: size, durations: frameDurations) }
    }

    /// A key line as drawn `width` wide: whole, or broken between its keys (at its double spaces), a key
    /// wider still broken at its spaces (`TextWrapping`, two lines at most).
    static func keyLines(_ text: String, width: Points, in canvas: Canvas) -> [String] {
        guard canvas.measureText(text, size: 10.5).width > width else { return [text] }
        var lines: [String] = []
        for part in text.components(separatedBy: "  ") {
            if let last = lines.last, canvas.measureText(last + "  " + part, size: 10.5).width <= width {
                lines[lines.count - 1] = last + "  " + part
            } else {
                lines += TextWrapping.lines(part, width: width) { canvas.measureText($0, size: 10.5).width }
            }
        }
        return lines
    }

    /// Whether the scene shows tentative ink for a touch whose began is held back (the drawing does): its
    /// ring then says so.
    var inkShown: (TouchID) -> Bool = { _ in false }

    /// What the overlay writes above a touch's ring: what made it when not a finger on the screen (`pen`,
    /// `mouse`, `trackpad`), its eraser end, its force where its device reports one (`pen 0.75`: the picker's
    /// pen, the wheel pressing it, changes it live), a pen's tilt where not upright (`45°`); nil for a plain
    /// finger.
    static func touchWords(_ t: Touch) -> String? {
        var words = t.type == .direct ? [] : [Timeline.shownWords(for: t.type)]
        if t.isEraser { words.append(tr("eraser")) }
        if t.maximumPossibleForce > 0 {
            words.append(t.type == .direct ? tr("force {force}", ["force": InputPicker.forceText(t.force)]) : InputPicker.forceText(t.force))
        }
        if t.type == .pencil, t.altitudeAngle < .pi / 2 - 1e-9 { words.append("\(Int((t.altitudeAngle * 180 / .pi).rounded()))°") }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private func drawTouches(_ canvas: Canvas) {
        // A touch held back in the scene left behind (its tap's gap running out) is not this scene's.
        for t in window.touchesOnScreenOrHeld where t.node.map(Self.shows) ?? true {
            let p = t.locationInWindow
            let lifted = t.phase.isFinished
            let ring = lifted ? Color(rgb: 0x8E24AA, alpha: 0.7) : Color(rgb: 0xFF6F00, alpha: 0.9)
            canvas.fillCircle(center: p, radius: 24, color: ring.withAlpha(0.14))
            canvas.strokeCircle(center: p, radius: 24, width: 2.5, color: ring)
            canvas.drawText(t.id.label, at: Point(p.x, p.y - 8), size: 13, color: Color(rgb: 0x222222), alignment: .center)
            // What made the touch, when not a finger on the screen, and what it reports: above the ring.
            if let words = Self.touchWords(t) {
                canvas.drawText(words, at: Point(p.x, p.y - 42), size: 11, color: Color(rgb: 0x222222), alignment: .center)
            }
            if let hold = t.heldBack {
                let label = hold == .began ? (inkShown(t.id) ? tr("ink shown, began held") : tr("began held")) : tr("end held")
                let w = canvas.measureText(label, size: 11).width + 10
                canvas.fillRoundedRect(Rect(x: p.x - w / 2, y: p.y + 28, width: w, height: 17), radius: 5, color: Color(rgb: 0x8E24AA))
                canvas.drawText(label, at: Point(p.x, p.y + 29), size: 11, color: .white, alignment: .center)
            }
        }
    }

    /// Each pointer hovering over the window (nothing pressed): a thin ring and what it is, so a class sees
    /// the hover a `HoverGestureRecognizer` follows.
    private func drawHovers(_ canvas: Canvas, size: Size) {
        // Above the timeline's dock only: a pointer over the timeline is the timeline's.
        // A press ends the ring (issue 49: it stayed where a drag started); the touch shows instead.
        guard window.activeTouches.isEmpty else { return }
        canvas.setClip(Rect(origin: .zero, size: size))
        defer { canvas.setClip(nil) }
        for type in [TouchType.indirectPointer, .pencil] {
            guard let p = window.hoverLocation(of: type) else { continue }
            let color = Color(rgb: 0x1565C0, alpha: 0.8)
            canvas.strokeCircle(center: p, radius: 12, width: 1.5, color: color)
            // Its label whole inside the scene: moved in from a side, above the ring near the bottom.
            let label = tr("hover ({input})", ["input": Timeline.shownWords(for: type)])
            let half = canvas.measureText(label, size: 11).width / 2
            let x = Swift.max(half + 2, Swift.min(p.x, size.width - half - 2))
            let y = p.y + 16 + 15 <= size.height ? p.y + 16 : p.y - 16 - 14
            canvas.drawText(label, at: Point(x, y), size: 11, color: color, alignment: .center)
        }
    }

    /// The recognizer panel, at the top of `area`, as tall as it needs and `area` allows: rows that do not
    /// fit are counted in a last line, relations that do not fit are left out.
    private func drawRecognizers(_ canvas: Canvas, area: Rect, timeControl: TimeControl) {
        let width = area.width
        let x = area.minX, top = area.minY
        // The key lines, each broken at its double spaces (between keys) where the panel is narrow.
        let paused = timeControl.paused || timeControl.scale != 1
        // Under the title, the F8 switch's row (`appControlsSwitchFrame`: the app draws the switch over the panel).
        let keyTexts = [paused ? (timeControl.paused ? tr("PAUSED: F6 resumes, F7 one frame") : tr("SLOW MOTION x1/4: F5 normal speed"))
                               : tr("F1 overlay  F2 lab  F3 frames  F4 timeline"),
                        tr("F5 slow motion  F6 pause  F7 one frame")]
        let keysTop = top + 27 + AppControlsSwitch.height + 4
        let keyLines = keyTexts.enumerated().flatMap { i, text in
            Self.keyLines(text, width: width - 20, in: canvas).map { (line: $0, first: i == 0) }
        }
        let head = keysTop - top + Double(keyLines.count) * 14 + 8
        // The legend: three columns where they fit the panel, else two (a narrow dock: 1024x768 at 2x).
        let widest = GestureState.allCases.map { canvas.measureText($0.rawValue, size: 10).width }.max() ?? 0
        let roomy = 3 * 92 <= width - 24 + 10
        let column = roomy ? 92 : widest + 13 + 10, columns = roomy ? 3 : max(1, min(3, Int((width - 24 + 10) / column)))
        let legendRows = (GestureState.allCases.count + columns - 1) / columns
        var fixed: Points = head + Double(legendRows) * 16 + 8 + 8   // the title and key lines above, the legend below
        // Each recognizer on two lines (name; kind and node; its trail), or, short of room for all of them,
        // on one (name and state), without the legend if need be: the list names every recognizer before
        // it says "and N more".
        let compact = Double(max(1, focus.count)) * 46 > area.height - fixed
        let rowHeight: Points = compact ? 21 : 46
        let showsLegend = !(compact && Double(focus.count) * rowHeight > area.height - fixed)
        if !showsLegend { fixed = head + 8 }
        let rowsFit = max(0, Int((area.height - fixed) / rowHeight))
        let shown = focus.prefix(focus.count > rowsFit ? max(0, rowsFit - 1) : rowsFit)
        let hidden = focus.count - shown.count
        let roomForRelations = area.height - fixed - Double(shown.count + (hidden > 0 ? 1 : 0)) * rowHeight - 10
        // Each relation broken over lines to the panel's width (at a space or a camelCase capital), never cut;
        // those without room for all their lines are left out.
        var rel: [[String]] = []
        for line in relations() {
            let lines = TextWrapping.lines(line, width: width - 24, maxLines: 4) { canvas.measureText($0, size: 11).width }
            guard Double(rel.joined().count + lines.count) * 17 <= roomForRelations else { break }
            rel.append(lines)
        }
        let height = min(area.height, fixed + Double(shown.count + (hidden > 0 ? 1 : 0) + (focus.isEmpty ? 1 : 0)) * rowHeight
                         + (rel.isEmpty ? 0 : 10 + Double(rel.joined().count) * 17))
        canvas.fillRoundedRect(Rect(x: x, y: top, width: width, height: height), radius: 10, color: Self.panelFill)
        canvas.drawText(tr("Recognizers"), at: Point(x + 12, top + 8), size: 14, color: Self.textColor, alignment: .left)
        for (i, key) in keyLines.enumerated() where keysTop + Double(i + 1) * 14 <= top + height {
            canvas.drawText(key.line, at: Point(x + 12, keysTop + Double(i) * 14), size: 10.5,
                            color: key.first && paused ? Color(rgb: 0xFFCA28) : Self.dimText, alignment: .left)
        }
        var y: Points = top + head
        if focus.isEmpty {
            canvas.drawText(tr("touch something"), at: Point(x + 12, y), size: 12, color: Self.dimText, alignment: .left)
            y += rowHeight
        }
        for (r, node) in shown {
            let state = r.state.rawValue
            let chipWidth = canvas.measureText(state, size: 11).width + 14
            let full = "\(r.name) · \(r.kindDescription)"
            let name = compact && canvas.measureText(full, size: 13).width <= width - chipWidth - 30 ? full : r.name
            canvas.drawText(name, at: Point(x + 12, y), size: 13, color: r.isEnabled ? Self.textColor : Self.dimText, alignment: .left)
            if !compact {
                canvas.drawText(tr("{kind} on {view}", ["kind": r.kindDescription, "view": node.name]), at: Point(x + 12, y + 17), size: 10, color: Self.dimText, alignment: .left)
            }
            canvas.fillRoundedRect(Rect(x: x + width - chipWidth - 10, y: y, width: chipWidth, height: 18), radius: 9,
                                   color: Self.color(of: r.state))
            canvas.drawText(state, at: Point(x + width - chipWidth / 2 - 10, y + 1.5), size: 11, color: .white, alignment: .center)
            var tx = x + width - 10
            for s in trail(of: r).reversed() where !compact {
                tx -= 13
                canvas.fillRoundedRect(Rect(x: tx, y: y + 23, width: 10, height: 10), radius: 3, color: Self.color(of: s))
            }
            y += rowHeight
        }
        if hidden > 0 {
            canvas.drawText(tr("and {n} more", ["n": String(hidden)]), at: Point(x + 12, y), size: 11, color: Self.dimText, alignment: .left)
            y += rowHeight
        }
        if !rel.isEmpty {
            y += 4
            for line in rel.joined() {
                canvas.drawText(line, at: Point(x + 12, y), size: 11, color: Color(rgb: 0x90CAF9), alignment: .left)
                y += 17
            }
        }
        // Legend of the state colors (the trails read left to right, newest last), where it fits: never
        // below the panel (over the timeline's header).
        y += 6
        guard showsLegend, y + Double(legendRows) * 16 <= area.maxY else { return }
        for (i, state) in GestureState.allCases.enumerated() {
            let lx = x + 12 + Double(i % columns) * column, ly = y + Double(i / columns) * 16
            canvas.fillRoundedRect(Rect(x: lx, y: ly + 2, width: 9, height: 9), radius: 2, color: Self.color(of: state))
            canvas.drawText(state.rawValue, at: Point(lx + 13, ly), size: 10, color: Self.dimText, alignment: .left)
        }
    }

    /// The window's trace as log lines (calls, actions, causes) for the log box, repeats collapsed; fed from
    /// the trace's new events at each draw (and before a dump).
    private(set) var collapsedLog = CollapsedLog(capacity: 40)
    /// The trace's `totalCount` up to which the log box has taken events.
    private var logEntriesSeen = 0

    /// What the log box and the recognizer list show (`TeachingSubjects`). Another scene, or F8, starts the
    /// log box again from what the scene's events since it was shown say (the last 400); a lesson that only
    /// grew keeps its lines.
    var subjects = TeachingSubjects(lesson: [], app: []) {
        didSet {
            guard subjects.since != oldValue.since || subjects.showsAppControls != oldValue.showsAppControls else { return }
            collapsedLog.clear()
            logEntriesSeen = subjects.since
        }
    }

    /// Starts the log box again from the trace's next event (another station shown, an undo in the
    /// playground): its lines were about a setup that is gone. The recognizer list and the timeline keep theirs.
    func restartLog() {
        collapsedLog.clear()
        logEntriesSeen = window.trace?.totalCount ?? 0
    }

    /// The log box's lines, oldest first (at most 40 kept; the box shows the newest that fit, up to 12).
    var logLines: [String] {
        feedLog()
        return collapsedLog.lines
    }

    /// Takes the trace's new events into the log box's lines.
    private func feedLog() {
        guard let trace = window.trace else { return }
        if trace.totalCount < logEntriesSeen { collapsedLog.clear(); logEntriesSeen = 0 }
        // At most the last 400 new events: the box shows 12 lines, and turning the overlay on late costs one short pass.
        let new = Swift.min(400, trace.events.count, trace.totalCount - Swift.max(logEntriesSeen, subjects.since))
        for e in trace.events.suffix(Swift.max(0, new)) where subjects.shows(e) {
            if let line = e.logLine { collapsedLog.append(line) }
        }
        logEntriesSeen = trace.totalCount
    }

    private func drawFrameGraph(_ canvas: Canvas, size: Size, durations: [Seconds]) {
        let box = Rect(x: 8, y: 38, width: 250, height: 100)
        canvas.fillRoundedRect(box, radius: 10, color: Self.panelFill)
        let plot = box.insetBy(dx: 5, dy: 18)
        let maxMs = 33.4
        let samples = durations.suffix(240)
        let barWidth = plot.width / 240
        for (i, d) in samples.enumerated() {
            let ms = Swift.min(maxMs, d * 1000)
            let h = plot.height * ms / maxMs
            let over = d * 1000 > 16.7
            canvas.fill(Rect(x: plot.minX + Double(i) * barWidth, y: plot.maxY - h, width: Swift.max(1, barWidth), height: h),
                        color: over ? Color(rgb: 0xE53935) : Color(rgb: 0x66BB6A))
        }
        let lineY = plot.maxY - plot.height * 16.7 / maxMs
        canvas.fill(Rect(x: plot.minX, y: lineY, width: plot.width, height: 1), color: Color(rgb: 0xFFCA28))
        let last = samples.last.map { String(Int(($0 * 1000).rounded())) } ?? "-"
        canvas.drawText(tr("frame time, last 4 s (line: 16.7 ms)  now {ms} ms", ["ms": last]), at: Point(box.minX + 8, box.minY + 3), size: 10,
                        color: Self.dimText, alignment: .left)
    }
}
