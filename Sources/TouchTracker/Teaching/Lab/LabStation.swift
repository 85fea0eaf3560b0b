import Gestures

/// One station of the lab: a title bar (tap it to reset the station) holding a switch that flips one
/// property live, one or two pads carrying the recognizers, and the station's own log: its nodes' touch
/// calls and its recognizers' actions. Every node and recognizer of station N is named `sN.…`.
class LabStation: Node {
    let number: Int
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
    static let headerHeight: Points = 40
    /// How many log lines show: six, more when the station is shown alone and tall.
    private(set) var logLines = 6

    var prefix: String { "s\(number)." }

    init(number: Int, title: String, switchLabel: String, on: Bool) {
        self.number = number
        self.title = title
        header = Node(name: "s\(number).title")
        toggle = LabSwitch(name: "s\(number).switch", label: switchLabel, isOn: on)
        resetTap = TapGestureRecognizer(name: "s\(number).reset")
        super.init(name: "s\(number)")
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

    @discardableResult
    func addPad(_ suffix: String, label: String) -> LabPad {
        let pad = LabPad(name: prefix + suffix, label: label)
        pads.append(pad)
        addChild(pad)
        return pad
    }

    func setColumns(_ c: [(title: String, match: (String) -> Bool)]) {
        columns = c
        logs = Array(repeating: CollapsedLog(capacity: 40), count: c.count)
    }

    /// Once per frame (timed behaviour of a station).
    func tick() {}
    /// Adds `text` to every column of the log.
    func appendToLogs(_ text: String) { for i in logs.indices { logs[i].append(text) } }

    /// Subclasses flip their property here.
    func switchChanged(_ on: Bool) {}
    /// Subclasses clear their visuals here (the log is cleared by the station).
    func resetVisuals() {}

    func resetStation() {
        logs = Array(repeating: CollapsedLog(capacity: 40), count: columns.count)
        resetVisuals()
    }

    /// Takes a traced event if it belongs to this station and a log shows it (calls, actions, and the
    /// causes: who failed or cancelled a recognizer, whom it waits for, who holds a touch back).
    func note(_ event: GestureTrace.Event) {
        guard let subject = event.subject, subject.hasPrefix(prefix), subject != resetTap.name, !subject.hasPrefix(prefix + "title"),
              !subject.hasPrefix(prefix + "switch"), let line = event.logLine else { return }
        let text = line.replacingOccurrences(of: prefix, with: "")
        for (i, c) in columns.enumerated() where c.match(subject) {
            logs[i].append(text)
        }
    }

    func layout(frame f: Rect) {
        frame = f
        logLines = Swift.max(6, Swift.min(30, Int(f.height * 0.3 / 13)))
        header.frame = Rect(x: 0, y: 0, width: f.width, height: Self.headerHeight)
        toggle.frame = Rect(x: f.width - 54, y: 9, width: 48, height: 22)
        let logHeight = Double(logLines) * 13 + 6
        layoutPads(in: Rect(x: 6, y: Self.headerHeight + 2, width: f.width - 12, height: f.height - Self.headerHeight - logHeight - 8))
    }

    /// Places the pads (one fills the area; two split it).
    func layoutPads(in r: Rect) {
        guard !pads.isEmpty else { return }
        let w = (r.width - Double(pads.count - 1) * 6) / Double(pads.count)
        for (i, p) in pads.enumerated() { p.frame = Rect(x: r.minX + Double(i) * (w + 6), y: r.minY, width: w, height: r.height) }
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 10, color: Color(rgb: 0xECEFF1))
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: bounds.width, height: Self.headerHeight), radius: 10, color: Color(rgb: 0x37474F))
        // Title and switch label end before the switch.
        let textWidth = toggle.frame.minX - 16
        canvas.drawText(canvas.fitted("\(number). \(title)", width: textWidth, size: 13), at: Point(10, 4), size: 13, color: .white, alignment: .left)
        canvas.drawText(canvas.fitted("switch: " + toggle.label, width: textWidth, size: 10), at: Point(10, 22), size: 10,
                        color: Color(rgb: 0xB0BEC5), alignment: .left)
        let logTop = bounds.height - Double(logLines) * 13 - 6
        let colWidth = (bounds.width - 12) / Double(columns.count)
        for (c, column) in columns.enumerated() {
            let lines = entries[c].suffix(logLines - (column.title.isEmpty ? 0 : 1))
            var y = logTop
            if !column.title.isEmpty {
                canvas.drawText(canvas.fitted(column.title, width: colWidth - 6, size: 10), at: Point(8 + Double(c) * colWidth, y), size: 10,
                                color: Color(rgb: 0x455A64), alignment: .left)
                y += 13
            }
            for (i, line) in lines.enumerated() {
                let age = Double(lines.count - 1 - i)
                canvas.drawText(canvas.fitted(line, width: colWidth - 6, size: 10.5), at: Point(8 + Double(c) * colWidth, y), size: 10.5,
                                color: Color(rgb: 0x263238, alpha: Self.fadedAlpha(age: age)), alignment: .left)
                y += 13
            }
        }
    }

    /// How an older log line fades: a little per line, never below 4.5:1 against the card (0x263238 at
    /// 0.7 over 0xECEFF1 is 5.0:1; the contrast test checks every line drawn).
    static func fadedAlpha(age: Double) -> Double { Swift.max(0.7, 1 - age * 0.06) }

    /// Draws `text` large in the middle of `rect` for 1.2 s after `time`, at full contrast (no fade: a
    /// fading text is unreadable for part of its life).
    func flash(_ text: String, at time: Seconds?, in rect: Rect, canvas: Canvas, color: Color = Color(rgb: 0x1565C0)) {
        guard let time else { return }
        let age = now() - time
        guard age >= 0, age < 1.2 else { return }
        canvas.drawText(text, at: Point(rect.midX, rect.midY - 14), size: 22, color: color, alignment: .center)
    }
}

/// A pad of a station: it keeps what its touch methods were told, for the station to draw.
final class LabPad: Node {
    var label: String
    var onTouches: ((TouchPhase, [Touch]) -> Void)?
    var content: ((Canvas, LabPad) -> Void)?

    init(name: String, label: String) {
        self.label = label
        super.init(name: name)
        isMultipleTouchEnabled = true
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { onTouches?(.began, touches) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { onTouches?(.moved, touches) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { onTouches?(.ended, touches) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { onTouches?(.cancelled, touches) }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, color: .white)
        canvas.strokeRect(bounds, width: 1, color: Color(rgb: 0xCFD8DC))
        canvas.setClip(bounds)
        content?(canvas, self)
        // The instruction goes over the content (a shape moved under it never hides it), on its own strip.
        let text = canvas.fitted(label, width: bounds.width - 12, size: 10)
        if !text.isEmpty {
            canvas.fill(Rect(x: 1, y: 1, width: canvas.measureText(text, size: 10).width + 9, height: 15), color: .white)
            canvas.drawText(text, at: Point(6, 4), size: 10, color: Color(rgb: 0x546E7A), alignment: .left)
        }
        canvas.setClip(nil)
    }
}
