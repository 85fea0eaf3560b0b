import AppHost
import Gestures
import StationSteps

/// One station of the lab, made from its lesson file alone (`Assets/Playgrounds/NN-name.playground`:
/// the lesson and its station lines, `StationSpec`): a title bar (tap it to reset the station) holding a
/// switch that flips what the file says, one or two pads carrying the recognizers and the file's named views
/// (`StationView`), and the station's own log: its nodes' touch calls and its recognizers' actions. A
/// station names its nodes and recognizers plainly (`pad`, `tap`); its number is its place in the lab's
/// list, and `number(_:)` prefixes every name in it with `sN.`.
final class LabStation: Node {
    /// The station's place in the lab, from 1 (0 until `number(_:)`).
    private(set) var number = 0
    /// The station's title: its file's (the file's name when it could not be read).
    let title: String
    let header: Node
    let toggle: LabSwitch
    let resetTap: TapGestureRecognizer
    private(set) var pads: [LabPad] = []
    /// The station's log columns: a title and the entries (prefix removed) of the nodes and recognizers it matches.
    var columns: [(title: String, match: (String) -> Bool)] = []
    private var logs: [CollapsedLog] = []
    /// Each column's lines, repeats collapsed (`CollapsedLog`).
    var entries: [[String]] { logs.map(\.lines) }
    /// The time, for flashes that fade.
    var now: () -> Seconds = { 0 }
    /// The title bar's height at `textScale` 1, with one line of title and one of switch.
    static let headerHeight: Points = 40
    /// The title bar's sizes and lines (`StationTitleBar`): set at each layout.
    private(set) var titleBar = StationTitleBar.usual(textScale: 1)
    /// A text's width at a size, for the title bar's layout (the backend's; by default an estimate of DejaVu Sans).
    var measure: (String, Points) -> Points = { text, size in Double(text.count) * size * 0.62 }
    /// How many log lines show: 30% of the card, six to thirty (two to five on a short card,
    /// the fewer the more lines its title bar took; one where two would leave its pads under 40 points).
    private(set) var logLines = 6
    /// The log lines a column keeps in a station shown alone, under its title.
    static let keptLogLines = 5
    /// How large the station's texts, title bar and switch are: 1 in a grid card of an ordinary window, up
    /// to 2.5 when the card is large (the station shown alone, a 4K window), so a class can read it.
    private(set) var textScale: Double = 1
    /// The title bar's height: `headerHeight` at the text scale, more when the title or the switch line
    /// takes further lines (`StationTitleBar`).
    var barHeight: Points { titleBar.height(textScale: textScale) }
    /// The title as drawn: the station's number and title.
    var numberedTitle: String { "\(number). \(title)" }
    /// The switch's line as drawn: why the lesson could not be used, else what the switch flips.
    /// Under the title: the switch, or for a teacher's lesson without one its task's first line.
    var switchText: String {
        lessonProblem ?? (toggle.isHidden ? (taskLine ?? "no switch: open it in the playground") : "switch: " + toggle.label)
    }
    /// The first line of the lesson's task (an exercise), nil without one.
    let taskLine: String?
    /// What the station's first pad says under its label when the backend cannot report the input its
    /// interactions need (`mouseStandInNote`), nil otherwise (`LabScene.noteDevicesMissing`).
    var deviceNote: String? {
        didSet { pads.first?.note = deviceNote }
    }
    /// The inputs the station's interactions (`try` lines) use that only SDL 3 reports, and how the mouse
    /// makes each (the input picker, the wheel with a key): nil when they use none.
    var mouseStandInNote: String? {
        guard let steps = try? StationInteractions(spec.interactions.joined(separator: "\n")).steps else { return nil }
        var tilt = false, eraser = false, pinch = false
        for step in steps {
            switch step {
            case .down(_, _, let pen?, _):
                if pen.tilt != nil { tilt = true }
                if pen.eraser { eraser = true }
            case .pinchTrackpad: pinch = true
            default: break
            }
        }
        var needs: [String] = [], hows: [String] = []
        if tilt { needs.append(tr("a pen's tilt")); hows.append(tr("pick pen, shift+wheel tilts it, alt+wheel turns it")) }
        if eraser { needs.append(tr("a pen's eraser end")); hows.append(tr("click pen until it reads eraser")) }
        if pinch { needs.append(tr("a trackpad's pinch")); hows.append(tr("ctrl+wheel over the pad")) }
        guard !needs.isEmpty else { return nil }
        return tr("Only SDL 3 reports {inputs}. By mouse: {hows}", ["inputs": needs.joined(separator: tr(" and ")), "hows": hows.joined(separator: tr("; "))])
    }
    var logLineHeight: Points { 13 * textScale }

    /// The text scale of a card `size` large: in steps of 0.25, from 1 (380x260 and below) to 2.5.
    static func textScale(for size: Size) -> Double {
        let k = Swift.min(size.width / 380, size.height / 260)
        return Swift.min(2.5, Swift.max(1, (k * 4).rounded(.down) / 4))
    }

    var prefix: String { "s\(number)." }

    /// Makes this station number `n` (its place in the lab): the station is named `sN` and every node
    /// and recognizer in it `sN.` + its own name. Done once, when the lab is built.
    func number(_ n: Int) {
        precondition(number == 0 && n > 0, "a station is numbered once, from 1")
        number = n
        name = "s\(n)"
        for child in children { child.forEachInTree { node in
            node.name = prefix + node.name
            for r in node.gestureRecognizers { r.name = prefix + r.name }
        } }
        for r in gestureRecognizers { r.name = prefix + r.name }
    }

    /// `s12.pad waits for s12.swipe` is `pad waits for swipe`: a text about stations' nodes and recognizers
    /// without their prefixes (the station logs and the SVG figures read so).
    static func prefixRemoved(_ name: String) -> String {
        var out = "", word = Substring(name)
        // Removes every "s<digits>." that starts the text or follows a space or comma.
        while let i = word.firstIndex(of: "s") {
            let atStart = i == word.startIndex || [" ", ",", "("].contains(word[word.index(before: i)])
            var j = word.index(after: i)
            while j < word.endIndex, word[j].isNumber { j = word.index(after: j) }
            if atStart, j > word.index(after: i), j < word.endIndex, word[j] == "." {
                out += word[..<i]
                word = word[word.index(after: j)...]
            } else {
                out += word[...i]
                word = word[word.index(after: i)...]
            }
        }
        return out + word
    }

    /// The station's setup from its lesson file: its pads, recognizers, properties and relations, as the
    /// switch starts. Nil when the file could not be read (`lessonProblem`).
    private(set) var installation: PlaygroundInstallation?
    /// Why the station's file could not be used (unreadable, not a station, or naming what it lacks); the
    /// title bar and the dump say it. Nil when all is well.
    var lessonProblem: String?
    /// The file's name without its extension (`01-tap-vs-double-tap`): problems name it.
    let stem: String
    /// Whether the file is a teacher's (`--lab DIR`), not one of the stations' folder.
    let isTeachers: Bool
    /// The file's station lines (empty when it could not be read).
    let spec: StationSpec
    /// The file's named views, in file order (`StationViews`).
    private(set) var views: [StationView] = []
    /// Who hears each `say`: its text (placeholders of the action's moment filled in) and its recognizer.
    var sayListeners: [(String, GestureRecognizer) -> Void] = []

    /// A station built from its lesson file (`file`, as `PlaygroundLessonFile.labStations` read it; `stem`
    /// names it when it could not be read): the file's title, its pads (as `LabPad`s with the file's
    /// labels), its recognizers with their properties and relations, its views, its `say`s and its switch.
    /// `isTeachers`: a file of a teacher's folder (`--lab DIR`), where a plain lesson or an exercise (no
    /// station lines) is a station without a switch; in the stations' folder such a file says it is no station.
    init(stem: String, file: Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError>, isTeachers: Bool = false) {
        self.stem = stem
        self.isTeachers = isTeachers
        let read = try? file.get()
        spec = read?.station ?? StationSpec()
        title = read?.lesson.title ?? stem
        taskLine = Localized.lesson(task: read?.lesson.task ?? []).first
        header = Node(name: "title")
        toggle = LabSwitch(name: "switch", label: spec.switchLabel ?? "none", isOn: spec.startsOn)
        resetTap = TapGestureRecognizer(name: "reset")
        super.init(name: "")
        setUpHeader()
        switch file {
        case .success(let (lesson, station)):
            build(lesson, station)
        case .failure(let problem):
            lessonProblem = problem.description
        }
    }

    /// The installation, the views and the says (`LabStation+Spec`).
    private func build(_ lesson: PlaygroundLesson, _ station: StationSpec) {
        // A plain lesson of a teacher's folder (`--lab DIR`: no station lines) is a station without a switch.
        if station.switchLabel == nil && !isTeachers { lessonProblem = "\(stem).\(PlaygroundLessonFile.pathExtension): not a station: its file has no 'switch' line" }
        toggle.isHidden = station.switchLabel == nil && isTeachers
        views = station.views.map { v in StationViews.named[v.name]!.init(arguments: Localized.lesson(viewArguments: v.arguments)) }
        installation = PlaygroundInstallation(lesson, in: self, makePad: { [unowned self] p in
            let pad = LabPad(name: p.name, label: station.labels[p.name] ?? p.name)
            if p.parent == nil { self.pads.append(pad) }
            return pad
        }, custom: { [unowned self] r in
            self.views.indices.lazy.compactMap { self.views[$0].recognizer(for: r, pad: station.views[$0].pad) }.first
        })
        attachViews()
        attachSays()
        if !station.columns.isEmpty { setColumns(station.columns.map { pad in (pad, padMatcher(pad)) }) }
        checkStart()
    }

    /// The title bar, its switch and its reset tap; one log column.
    private func setUpHeader() {
        addChild(header)
        header.addChild(toggle)
        header.addGestureRecognizer(resetTap)
        resetTap.addAction { [unowned self] _ in self.resetStation() }
        toggle.onChange = { [unowned self] on in
            self.switchChanged(on)
            // The log says when the rule changed: what follows happened under the other setting.
            for i in self.logs.indices { self.logs[i].append(on ? "switch on" : "switch off") }
        }
        columns = [("", { _ in true })]
        logs = [CollapsedLog(capacity: 40)]
    }

    func setColumns(_ c: [(title: String, match: (String) -> Bool)]) {
        columns = c
        logs = Array(repeating: CollapsedLog(capacity: 40), count: c.count)
    }

    /// Once per frame (timed behaviour of a station's views).
    func tick() { for v in views { v.tick() } }
    /// Adds `text` to every column of the log.
    func appendToLogs(_ text: String) { for i in logs.indices { logs[i].append(text) } }

    /// Flips what the file's `flip` lines say, in their order (`LabStation+Spec`).
    func switchChanged(_ on: Bool) {
        applyFlips(on)
        for v in views { v.ruleChanged() }
    }
    /// The views back to the start (the log is cleared by the station).
    func resetVisuals() { for v in views { v.reset() } }

    func resetStation() {
        logs = Array(repeating: CollapsedLog(capacity: 40), count: columns.count)
        flashed = nil
        resetVisuals()
    }

    /// The names of the station's lesson: every node and recognizer in it but its own card, its title bar
    /// (switch and reset tap included); the station's log and the teaching displays show only these.
    var lessonNames: Set<String> {
        namesInTree.subtracting(header.namesInTree).subtracting([name])
    }

    /// Takes a traced event if it belongs to this station and a log shows it (calls, actions, and the
    /// causes: who failed or cancelled a recognizer, whom it waits for, who holds a touch back).
    func note(_ event: GestureTrace.Event) {
        // A view that writes the event itself (station 14's reset) takes it first.
        if views.contains(where: { $0.note(event) }) { return }
        guard let subject = event.subject, subject.hasPrefix(prefix), subject != resetTap.name, !subject.hasPrefix(prefix + "title"),
              !subject.hasPrefix(prefix + "switch"), let line = event.logLine else { return }
        let text = Self.prefixRemoved(line)
        let local = String(subject.dropFirst(prefix.count))
        for (i, c) in columns.enumerated() where c.match(local) {
            logs[i].append(text)
        }
    }

    /// `keepsLog`: the station is shown alone (a class compares its log's sequences, station 3's two pads):
    /// its log keeps five lines a column under its title where the pads keep 40 points (the timeline docked
    /// at 1024x768 at 2x leaves the card just that: `TimelineView.sceneKeeps`; issue 49).
    func layout(frame f: Rect, keepsLog: Bool = false) {
        frame = f
        textScale = Self.textScale(for: f.size)
        let k = textScale
        for p in pads { p.textScale = k }
        titleBar = StationTitleBar.fit(title: numberedTitle, switchText: switchText, width: Self.titleWidth(cardWidth: f.width, textScale: k),
                                       textScale: k, measure: measure)
        // 30% of the card, at least six lines; but a short card (800x600) leaves its pads 70 pt: fewer
        // lines then, down to two (a title bar of two lines on a card 148 points high, 1024x768 at 1.5x).
        let preferred = Swift.max(6, Swift.min(30, Int(f.height * 0.3 / logLineHeight)))
        let leavingPads70 = Int((f.height - barHeight - 14 - 70) / logLineHeight)
        // Never so many that the pads go under 40 points: one line then (a title bar of five lines, 800x600 at 2x).
        let leavingPads40 = Int((f.height - barHeight - 14 - 40) / logLineHeight)
        logLines = Swift.max(1, Swift.min(Swift.max(2, Swift.min(preferred, leavingPads70)), leavingPads40))
        if keepsLog {
            logLines = Swift.max(logLines, Swift.min(Self.keptLogLines + (columns.contains { !$0.title.isEmpty } ? 1 : 0), leavingPads40))
        }
        header.frame = Rect(x: 0, y: 0, width: f.width, height: barHeight)
        toggle.frame = Rect(x: f.width - 54 * k, y: 9 * k, width: 48 * k, height: 22 * k)
        let logHeight = Double(logLines) * logLineHeight + 6
        layoutPads(in: Rect(x: 6, y: barHeight + 2, width: f.width - 12, height: f.height - barHeight - logHeight - 8))
    }

    /// Places the pads (one fills the area; two split it).
    func layoutPads(in r: Rect) {
        guard !pads.isEmpty else { return }
        let w = (r.width - Double(pads.count - 1) * 6) / Double(pads.count)
        for (i, p) in pads.enumerated() { p.frame = Rect(x: r.minX + Double(i) * (w + 6), y: r.minY, width: w, height: r.height) }
        for v in views { v.layout() }
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    /// The width the title bar's texts take in a card `cardWidth` wide: from its left margin to the switch.
    static func titleWidth(cardWidth: Points, textScale k: Double) -> Points { cardWidth - 54 * k - 16 }

    /// A title bar's text as drawn with `canvas`: on one line, at the largest size of `sizes` that holds it
    /// (what the layout chose); on `lines` lines (the layout found one too few), broken at the layout's
    /// `size`, or smaller (down to the smallest of `sizes`) where this canvas measures it wider.
    private func lines(_ text: String, lines: Int, size: Points, sizes: (from: Points, to: Points), width: Points,
                       in canvas: Canvas) -> (lines: [String], size: Points) {
        if lines == 1 {
            let size = Self.largestSize(for: text, width: width, from: sizes.from, to: sizes.to, in: canvas)
            return ([canvas.fitted(text, width: width, size: size)], size)
        }
        var size = size
        while true {
            let broken = TextWrapping.lines(text, width: width, maxLines: lines) { canvas.measureText($0, size: size).width }
            if size - 0.5 < sizes.to || !broken.contains(where: { $0.hasSuffix("…") }) { return (broken, size) }
            size -= 0.5
        }
    }

    /// The largest size from `from` down to `to` (half points) at which `text` fits `width`; `to` if none.
    static func largestSize(for text: String, width: Points, from: Points, to: Points, in canvas: Canvas) -> Points {
        var size = from
        while size > to && canvas.measureText(text, size: size).width > width { size -= 0.5 }
        return Swift.max(size, to)
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 10, color: Color(rgb: 0xECEFF1))
        let k = textScale
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: bounds.width, height: barHeight), radius: 10, color: Color(rgb: 0x37474F))
        // Title and switch label end before the switch.
        let textWidth = Self.titleWidth(cardWidth: bounds.width, textScale: k)
        // A little smaller before being broken over lines, never cut: the whole name reads better.
        let titleSizes = StationTitleBar.titleSizes(k), switchSizes = StationTitleBar.switchSizes(k)
        let title = lines(shownTitle, lines: titleBar.titleLines, size: titleBar.titleSize, sizes: titleSizes, width: textWidth, in: canvas)
        for (i, line) in title.lines.enumerated() {
            canvas.drawText(line, at: Point(10, titleBar.titleTop(textScale: k) + Double(i) * StationTitleBar.lineStep(title.size)),
                            size: title.size, color: .white, alignment: .left)
        }
        let switchLine = lines(shownSwitchText, lines: titleBar.switchLines, size: titleBar.switchSize, sizes: switchSizes, width: textWidth, in: canvas)
        for (i, line) in switchLine.lines.enumerated() {
            canvas.drawText(line, at: Point(10, titleBar.switchTop(textScale: k) + Double(i) * StationTitleBar.lineStep(switchLine.size)),
                            size: switchLine.size, color: Color(rgb: 0xB0BEC5), alignment: .left)
        }
        let lineHeight = logLineHeight
        let logTop = bounds.height - Double(logLines) * lineHeight - 6
        let colWidth = (bounds.width - 12) / Double(columns.count)
        for (c, column) in columns.enumerated() {
            let lines = entries[c].suffix(logLines - (column.title.isEmpty ? 0 : 1))
            var y = logTop
            if !column.title.isEmpty {
                canvas.drawText(canvas.fitted(column.title, width: colWidth - 6, size: 10 * k), at: Point(8 + Double(c) * colWidth, y),
                                size: 10 * k, color: Color(rgb: 0x455A64), alignment: .left)
                y += lineHeight
            }
            for (i, line) in lines.enumerated() {
                let age = Double(lines.count - 1 - i)
                canvas.drawText(canvas.fitted(line, width: colWidth - 6, size: 10.5 * k), at: Point(8 + Double(c) * colWidth, y),
                                size: 10.5 * k, color: Color(rgb: 0x263238, alpha: Self.fadedAlpha(age: age)), alignment: .left)
                y += lineHeight
            }
        }
    }

    /// How an older log line fades: a little per line, never below 4.5:1 against the card (0x263238 at
    /// 0.7 over 0xECEFF1 is 5.0:1; the contrast test checks every line drawn).
    static func fadedAlpha(age: Double) -> Double { Swift.max(0.7, 1 - age * 0.06) }

    /// The station's latest moment worth showing large (an action, a button) and when, with who said it
    /// (a recognizer's name, or a view's): a `flash` view draws it.
    private(set) var flashed: (text: String, time: Seconds, source: String)?
    /// How long a flash shows, in seconds.
    static let flashSeconds: Seconds = 1.2
    /// Whether a flash from `time` shows at `now` (`flash(_:at:in:canvas:color:)`).
    static func flashShows(since time: Seconds?, at now: Seconds) -> Bool {
        guard let time else { return false }
        return now >= time && now < time + flashSeconds
    }
    /// When a flash from `time` next changes, asked at `now`: when it starts or ends; nil once it has ended.
    static func flashChange(since time: Seconds?, after now: Seconds) -> Seconds? {
        guard let time, now < time + flashSeconds else { return nil }
        return now < time ? time : time + flashSeconds
    }
    /// When the station's picture next changes with time alone (a flash that ends, a view's fade or timed
    /// change: `StationView.nextTimedChange(after:)`); nil when nothing does before the next event. The lab asks
    /// for frames while one is due, and draws none once all have settled.
    func nextTimedChange(after now: Seconds) -> Seconds? {
        let viewsNext = views.lazy.compactMap { $0.nextTimedChange(after: now) }.min()
        guard let flash = Self.flashChange(since: flashed?.time, after: now) else { return viewsNext }
        return Swift.min(flash, viewsNext ?? flash)
    }
    /// Shows `text` large from now on (for `flashSeconds`), said by `source`.
    func flash(_ text: String, source: String = "") { flashed = (text, now(), source) }

    /// Draws `text` large in the middle of `rect` for `flashSeconds` after `time`, at full contrast (no fade: a
    /// fading text is unreadable for part of its life).
    func flash(_ text: String, at time: Seconds?, in rect: Rect, canvas: Canvas, color: Color = Color(rgb: 0x1565C0)) {
        guard Self.flashShows(since: time, at: now()) else { return }
        canvas.drawText(text, at: Point(rect.midX, rect.midY - 14 * textScale), size: 22 * textScale, color: color, alignment: .center)
    }
}
