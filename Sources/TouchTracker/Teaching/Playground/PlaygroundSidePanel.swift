import Gestures

/// The playground's right column: a card for each recognizer (name, kind, live state; the properties and
/// relations in words), the relations of two drawn as lines between the cards in the column's gutter
/// (orange with an arrow: waits for; blue: recognize together), and, when a card is selected, the
/// inspector below the cards (the cards shrink to one line each). Every card and every inspector control
/// is a target: `.card(NAME)`, `.step(ROW, up:)` for a stepper, `.row(ROW)` for a switch or an action, `.close`.
final class PlaygroundSidePanel: PlaygroundControls {
    /// What the panel shows, set by the scene at each change.
    struct Model {
        var lesson = PlaygroundLesson()
        var selected: String?
        var inspector: PlaygroundInspector?
        /// The inspector row the keyboard is on.
        var focus = 0
        /// A relation of two waiting for its other card.
        var picking: PlaygroundLessonEdit.PickKind?
    }
    private(set) var model = Model()
    /// The live state of a recognizer (drawn each frame).
    var state: (String) -> GestureState? = { _ in nil }
    /// Where each card is, for the lines.
    private var cardFrames: [(name: String, frame: Rect)] = []
    private var hiddenCards = 0
    private var inspectorTop: Points = 0
    static let gutter: Points = 22
    static let rowHeight: Points = 24
    /// A read-only value's colour (4.5:1 on the inspector's white).
    static let fixedColor = Color(rgb: 0x546E7A)

    func show(_ m: Model) {
        model = m
        relayout()
    }

    private func relayout() {
        var targets: [Target] = []
        var lit: Set<PlaygroundControl> = []
        cardFrames = []
        hiddenCards = 0
        let w = bounds.width, x = Self.gutter
        let compact = model.inspector != nil
        let cardsBottom = compact ? Swift.max(bounds.height * 0.35, bounds.height - inspectorHeight - 8) : bounds.height
        var y: Points = 0
        for r in model.lesson.recognizers {
            let h = compact ? 26 : 30 + Double(cardLines(r).count) * 14 + 6
            guard y + h <= cardsBottom else { hiddenCards += 1; continue }
            let f = Rect(x: x, y: y, width: Swift.max(0, w - x - 8), height: h)
            cardFrames.append((r.name, f))
            targets.append(Target(id: .card(r.name), frame: f))
            y += h + (compact ? 4 : 8)
        }
        if hiddenCards > 0 { y += 16 }
        inspectorTop = y + 4
        if let ins = model.inspector {
            let left = x + 8, right = w - 16
            targets.append(Target(id: .close, frame: Rect(x: right - 24, y: inspectorTop + 5, width: 24, height: 20)))
            var ry = inspectorTop + 30
            for row in ins.rows {
                guard ry + Self.rowHeight <= bounds.height else { break }
                switch row.control {
                case .stepper:
                    targets.append(Target(id: .step(row.id, up: false), frame: Rect(x: right - 62, y: ry + 1, width: 28, height: 21)))
                    targets.append(Target(id: .step(row.id, up: true), frame: Rect(x: right - 28, y: ry + 1, width: 28, height: 21)))
                    titles[.step(row.id, up: false)] = "−"
                    titles[.step(row.id, up: true)] = "+"
                case .toggle:
                    targets.append(Target(id: .row(row.id), frame: Rect(x: right - 48, y: ry + 1, width: 48, height: 21)))
                    titles[.row(row.id)] = row.value
                    if row.value == "yes" { lit.insert(.row(row.id)) }
                case .action(let title):
                    let width = row.label.isEmpty ? right - left : Swift.min(90, (right - left) / 2)
                    targets.append(Target(id: .row(row.id), frame: Rect(x: right - width, y: ry + 1, width: width, height: 21)))
                    titles[.row(row.id)] = title
                case .readOnly:
                    break
                }
                ry += Self.rowHeight
            }
        }
        titles[.close] = "×"
        if let pick = model.picking { lit.insert(.row(.pick(pick))) }
        selected = lit
        setTargets(targets)
    }

    private var inspectorHeight: Points { 30 + Double(model.inspector?.rows.count ?? 0) * Self.rowHeight + 8 }

    /// A card's lines: the pad, the properties set, the relations that name the recognizer.
    func cardLines(_ r: PlaygroundLesson.Recognizer) -> [String] {
        var lines = ["on \(r.pad)"]
        lines += r.properties.map { "\($0.0.rawValue) \($0.0.text($0.1))" }
        for rel in model.lesson.relations where rel.names.contains(r.name) {
            switch rel {
            case .requireToFail(let a, let b): lines.append(a == r.name ? "waits for \(b) to fail" : "\(a) waits for it to fail")
            case .simultaneous(let a, let b): lines.append("recognizes with \(a == r.name ? b : a)")
            case .cannotPrevent, .cannotBePrevented, .shouldNotBegin, .shouldNotReceive:
                if let (answer, _) = rel.answer { lines.append("\(answer.rawValue): no") }
            }
        }
        return lines
    }

    static let ink = Color(rgb: 0x263238), muted = Color(rgb: 0x546E7A)
    static let waitsColor = Color(rgb: 0xE65100), togetherColor = Color(rgb: 0x1565C0)

    override func draw(in canvas: Canvas) {
        drawLines(canvas)
        for (name, f) in cardFrames { drawCard(name, f, canvas) }
        if hiddenCards > 0, let last = cardFrames.last {
            canvas.drawText("and \(hiddenCards) more", at: Point(Self.gutter + 4, last.frame.maxY + 2), size: 11, color: Self.muted, alignment: .left)
        }
        if let ins = model.inspector { drawInspector(ins, canvas) }
    }

    private func drawCard(_ name: String, _ f: Rect, _ canvas: Canvas) {
        guard let r = model.lesson.recognizer(name) else { return }
        let isSelected = model.selected == name
        canvas.fillRoundedRect(f, radius: 6, color: pressed == .card(name) ? Color(rgb: 0xCFD8DC) : .white)
        if isSelected { canvas.strokeRect(f, width: 2, color: Self.togetherColor) }
        if model.picking != nil && !isSelected { canvas.strokeRect(f, width: 1, color: Self.waitsColor) }
        let compact = model.inspector != nil
        let top = compact ? f.minY + 5 : f.minY + 8
        canvas.drawText(canvas.fitted("\(name) · \(r.kind.rawValue)", width: f.width - 90, size: 13), at: Point(f.minX + 8, top),
                        size: 13, color: Self.ink, alignment: .left)
        let s = state(name) ?? .possible
        canvas.drawText(s.rawValue, at: Point(f.maxX - 8, top), size: 12, color: PlaygroundScene.color(of: s), alignment: .right)
        guard !compact else { return }
        for (k, line) in cardLines(r).enumerated() {
            canvas.drawText(canvas.fitted(line, width: f.width - 16, size: 11), at: Point(f.minX + 8, f.minY + 28 + Double(k) * 14),
                            size: 11, color: Self.muted, alignment: .left)
        }
    }

    /// Each relation of two as a bracket in the gutter from one card's edge to the other's, a lane each.
    private func drawLines(_ canvas: Canvas) {
        var lane = 0
        for rel in model.lesson.relations {
            let (a, b, color): (String, String, Color)
            switch rel {
            case .requireToFail(let x, let y): (a, b, color) = (x, y, Self.waitsColor)
            case .simultaneous(let x, let y): (a, b, color) = (x, y, Self.togetherColor)
            default: continue
            }
            guard let fa = cardFrames.first(where: { $0.name == a })?.frame, let fb = cardFrames.first(where: { $0.name == b })?.frame else { continue }
            let lx = Swift.max(2, Self.gutter - 5 - Double(lane % 4) * 5)
            let ya = fa.midY + Double(lane % 3 - 1) * 3, yb = fb.midY + Double(lane % 3 - 1) * 3
            canvas.strokeLine(from: Point(fa.minX, ya), to: Point(lx, ya), width: 2, color: color)
            canvas.strokeLine(from: Point(lx, ya), to: Point(lx, yb), width: 2, color: color)
            canvas.strokeLine(from: Point(lx, yb), to: Point(fb.minX, yb), width: 2, color: color)
            if case .requireToFail = rel {
                canvas.fillTriangle(Point(fb.minX, yb), Point(fb.minX - 6, yb - 4), Point(fb.minX - 6, yb + 4), color: color)
            } else {
                canvas.fillCircle(center: Point(fa.minX - 2, ya), radius: 2.5, color: color)
                canvas.fillCircle(center: Point(fb.minX - 2, yb), radius: 2.5, color: color)
            }
            lane += 1
        }
    }

    private func drawInspector(_ ins: PlaygroundInspector, _ canvas: Canvas) {
        let box = Rect(x: Self.gutter, y: inspectorTop, width: Swift.max(0, bounds.width - Self.gutter - 8), height: Swift.max(0, bounds.height - inspectorTop))
        canvas.fillRoundedRect(box, radius: 6, color: .white)
        canvas.drawText(canvas.fitted("\(ins.recognizer) · \(ins.kind.rawValue) on \(ins.pad)", width: box.width - 48, size: 13),
                        at: Point(box.minX + 8, box.minY + 7), size: 13, color: Self.ink, alignment: .left)
        var y = inspectorTop + 30
        for (i, row) in ins.rows.enumerated() {
            guard y + Self.rowHeight <= bounds.height else { break }
            if i == model.focus { canvas.fill(Rect(x: box.minX + 2, y: y, width: box.width - 4, height: Self.rowHeight - 1), color: Color(rgb: 0xE3F2FD)) }
            // The label takes what the row's controls leave: a stepper's value and buttons, a switch, an action.
            let controls: Points
            switch row.control {
            case .stepper: controls = 62 + Swift.min(70, canvas.measureText(row.value, size: 11.5).width + 8)
            case .toggle: controls = 48
            case .action: controls = row.label.isEmpty ? box.width : Swift.min(90, (box.width - 24) / 2)
            case .readOnly: controls = Swift.min(110, canvas.measureText(row.value, size: 11.5).width + 8)
            }
            canvas.drawText(canvas.fitted(row.label, width: box.width - 22 - controls, size: 11.5), at: Point(box.minX + 8, y + 5), size: 11.5,
                            color: Self.ink, alignment: .left)
            if case .stepper = row.control {
                canvas.drawText(canvas.fitted(row.value, width: 66, size: 11.5), at: Point(box.maxX - 78, y + 5), size: 11.5,
                                color: Self.togetherColor, alignment: .right)
            }
            if case .readOnly = row.control {
                // Grey and without a control: fixed by the engine, as UIKit's.
                canvas.drawText(canvas.fitted(row.value, width: 110, size: 11.5), at: Point(box.maxX - 10, y + 5), size: 11.5,
                                color: Self.fixedColor, alignment: .right)
            }
            y += Self.rowHeight
        }
        for t in targets {
            if case .card = t.id { continue }
            drawPill(t, in: canvas, size: 11.5)
        }
    }
}
