import Gestures

/// The playground's right column: a card for each recognizer (name, kind, live state; the properties and
/// relations in words), the relations of two drawn as lines between the cards in the column's gutter
/// (orange with an arrow: waits for; blue: recognize together), and, when a card is selected, the
/// inspector below the cards (the cards shrink to their titles). Every card and every inspector control
/// is a target: `.card(NAME)`, `.step(ROW, up:)` for a stepper, `.row(ROW)` for a switch or an action, `.close`.
///
/// Contract: no name is cut: a title, a card's words and a row's label too wide for the column break over
/// lines (`TextWrapping`, before a camelCase capital), and the column scrolls (drag or wheel) when it is
/// taller than the window leaves it; selecting a card brings its inspector into view, the keyboard's row
/// stays in view. Only what is wholly in view is drawn and tappable.
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
        /// The selected recognizer's new name being typed (nil: not renaming): the inspector's heading is its field.
        var renaming: TextFieldEditing?
        /// The inspector's rows in the person's language (`inspector`'s are English: the layout and the dump).
        var shownRows: [PlaygroundInspector.Row] = []
    }
    private(set) var model = Model()
    /// The live state of a recognizer (drawn each frame).
    var state: (String) -> GestureState? = { _ in nil }
    /// Text sizes for the layout (the backend's; by default an estimate of DejaVu Sans).
    var measure: (String, Points) -> Size = { text, size in Size(width: Double(text.count) * size * 0.62, height: size * 1.2) }

    /// A card as laid out, in the node's coordinates as scrolled: its title's lines (the name and kind,
    /// broken where they do not fit beside the state; the state then goes on its own line) and each of its
    /// words' lines.
    struct CardLayout {
        let name: String
        let frame: Rect
        let title: [String]
        let stateBelow: Bool
        let lines: [[String]]
        /// The words' lines as drawn: each of `lines` in the person's language, on at most as many lines.
        var shownLines: [[String]] = []
    }
    /// An inspector row as laid out: its label broken over lines rather than cut.
    struct RowLayout {
        let row: PlaygroundInspector.Row
        let index: Int
        let y: Points
        let height: Points
        let label: [String]
        /// The label as drawn: in the person's language, on at most as many lines as `label`.
        var shownLabel: [String] = []
        /// Where the controls start below the row's top (0: beside the label).
        let controlsY: Points
    }
    private(set) var cards: [CardLayout] = []
    private(set) var rows: [RowLayout] = []
    private(set) var inspectorTop: Points = 0
    private(set) var inspectorHeader: [String] = []
    /// The heading as drawn: in the person's language, on at most as many lines as `inspectorHeader`.
    private(set) var shownInspectorHeader: [String] = []
    /// Where the inspector's heading is drawn (in the node): at the inspector's top, or, scrolled past it,
    /// held at the panel's top (sticky) while the inspector's rows go on below it.
    private(set) var headerY: Points = 0
    /// The heading's height (its lines, or the name field).
    private(set) var headerHeight: Points = 0
    /// How much of the panel's top the sticky heading covers (0: the heading is in its place): rows under it
    /// are neither drawn nor tappable.
    var stickyHeaderHeight: Points { isSticky ? headerY + headerHeight : 0 }
    /// Whether the heading is held at the top: scrolled past its place, in a column tall enough to leave
    /// the rows `stickyLeaves` points below it (a short column, 800x600 at 2x, scrolls it away with the rows).
    var isSticky: Bool { model.inspector != nil && inspectorTop < 0 && bounds.height - headerHeight >= Self.stickyLeaves }
    static let stickyLeaves: Points = 140
    /// The name field's frame in the node while renaming.
    var nameFieldFrame: Rect? { model.renaming == nil ? nil : frame(of: .rename) }
    static let gutter: Points = 22
    static let rowHeight: Points = 24
    static let lineHeight: Points = 14
    static let labelSize: Points = 11.5
    /// A read-only value's colour (4.5:1 on the inspector's white).
    static let fixedColor = Style.muted

    func show(_ m: Model) {
        // A new size (the timeline docked, another interface scale) counts as a new selection.
        let newSelection = m.selected != model.selected || (m.inspector != nil) != (model.inspector != nil) || bounds.size != shownSize
        let newFocus = m.focus != model.focus
        let newPick = m.picking != nil && m.picking != model.picking
        model = m
        shownSize = bounds.size
        relayout()
        // A card just selected brings its inspector into view; the keyboard's row stays in view.
        if newSelection, model.inspector != nil { reveal(inspectorTop + scrollOffset, inspectorTop + scrollOffset + 60) }
        if newFocus || newSelection, let r = rows.first(where: { $0.index == model.focus }) {
            reveal(r.y + scrollOffset - stickyRoom, r.y + scrollOffset + r.height)
        }
        // A pick just started: its row and the recognizers to pick below it come into view (the least scroll).
        if newPick, let pick = model.picking, let first = rows.first(where: { $0.row.id == .pick(pick) }) {
            let last = rows.last { if case .choose = $0.row.id { return true } else { return false } } ?? first
            reveal(first.y + scrollOffset - stickyRoom, Swift.min(last.y + last.height, first.y + bounds.height - stickyRoom - 8) + scrollOffset)
        }
    }
    private var shownSize = Size(width: 0, height: 0)
    /// What a row brought into view leaves above it for the sticky heading (0 where the heading does not stick).
    private var stickyRoom: Points { model.inspector != nil && bounds.height - headerHeight >= Self.stickyLeaves ? headerHeight : 0 }

    /// Scrolls the least that shows content from `top` to `bottom` (content coordinates).
    private func reveal(_ top: Points, _ bottom: Points) {
        if bottom > scrollOffset + bounds.height { scroll(to: bottom - bounds.height + 4) }
        if top < scrollOffset { scroll(to: top - 4) }
    }

    func relayout() {
        var targets: [Target] = []
        var lit: Set<PlaygroundControl> = []
        let w = bounds.width, x = Self.gutter
        let compact = model.inspector != nil
        let cardWidth = Swift.max(0, w - x - 10)
        // 5% to spare: text is rasterized at the nearest whole pixel size (11.5 points at 1x draws at 12).
        func width(_ text: String, _ size: Points) -> Points { measure(text, size).width * 1.05 }
        // Everything in content coordinates first, then scrolled.
        var laid: [CardLayout] = []
        var y: Points = 0
        for r in model.lesson.recognizers {
            let full = "\(r.name) · \(r.kind.rawValue)"
            let stateWidth = width(GestureState.possible.rawValue, 12) + 4
            let beside = width(full, 13) <= cardWidth - 24 - stateWidth
            let title = beside ? [full] : TextWrapping.lines(full, width: cardWidth - 16, maxLines: 3) { width($0, 13) }
            let titleHeight = Double(title.count) * 17 + (beside ? 0 : 16)
            // Laid out in English; drawn in the person's language in the lines the English took.
            let lines = compact ? [] : Localized.inEnglish { cardLines(r) }.map { TextWrapping.lines($0, width: cardWidth - 16) { width($0, 11) } }
            let shownLines = compact ? [] : zip(cardLines(r), lines).map { line, english in
                TextWrapping.lines(line, width: cardWidth - 16, maxLines: Swift.max(1, english.count)) { width($0, 11) }
            }
            let h = (compact ? 9 : 12) + titleHeight + Double(lines.joined().count) * Self.lineHeight + (compact ? 0 : 6)
            laid.append(CardLayout(name: r.name, frame: Rect(x: x, y: y, width: cardWidth, height: h), title: title, stateBelow: !beside, lines: lines,
                                   shownLines: shownLines))
            y += h + (compact ? 4 : 8)
        }
        let top = y + 4
        var laidRows: [RowLayout] = []
        var header: [String] = [], shownHeader: [String] = []
        if let ins = model.inspector {
            let boxWidth = cardWidth
            let heading = { tr("{recognizer} · {kind} on {pad}", ["recognizer": ins.recognizer, "kind": ins.kind.rawValue, "pad": ins.pad]) }
            header = model.renaming != nil ? ["name"]
                : TextWrapping.lines(Localized.inEnglish(heading), width: boxWidth - 48) { width($0, 13) }
            shownHeader = model.renaming != nil ? header : TextWrapping.lines(heading(), width: boxWidth - 48, maxLines: header.count) { width($0, 13) }
            var ry = top + 13 + Double(header.count) * 17
            for (i, row) in ins.rows.enumerated() {
                // The label takes what the row's controls leave: a stepper's value and buttons, a switch, an action.
                let controls: Points
                switch row.control {
                case .stepper: controls = 62 + Swift.min(70, width(row.value, Self.labelSize) + 8)
                case .toggle: controls = 48
                case .action: controls = row.label.isEmpty ? boxWidth : Swift.min(90, (boxWidth - 24) / 2)
                case .readOnly: controls = Swift.min(110, width(row.value, Self.labelSize) + 8)
                }
                // Beside its controls while that leaves the label 80 points; else on its own lines above them.
                let above = boxWidth - 22 - controls < 80 && !row.label.isEmpty
                let labelWidth = above ? boxWidth - 16 : boxWidth - 22 - controls
                let label = row.label.isEmpty ? [] : TextWrapping.lines(row.label, width: labelWidth, maxLines: 3) { width($0, Self.labelSize) }
                let controlsY = above ? Double(label.count) * Self.lineHeight + 6 : 0
                let h = above ? controlsY + Self.rowHeight : Self.rowHeight + Double(Swift.max(0, label.count - 1)) * Self.lineHeight
                let shownRow = model.shownRows.indices.contains(i) ? model.shownRows[i].label : row.label
                let shownLabel = label.isEmpty ? [] : TextWrapping.lines(shownRow, width: labelWidth, maxLines: label.count) { width($0, Self.labelSize) }
                laidRows.append(RowLayout(row: row, index: i, y: ry, height: h, label: label, shownLabel: shownLabel, controlsY: controlsY))
                ry += h
            }
            y = ry + 8
        }
        contentHeight = y
        clampScroll()
        let dy = -scrollOffset
        cards = laid.map { CardLayout(name: $0.name, frame: $0.frame.offsetBy(Vector(dx: 0, dy: dy)), title: $0.title, stateBelow: $0.stateBelow, lines: $0.lines,
                                      shownLines: $0.shownLines) }
        for c in cards { targets.append(Target(id: .card(c.name), frame: c.frame)) }
        inspectorTop = top + dy
        inspectorHeader = header
        shownInspectorHeader = shownHeader
        headerHeight = 8 + Double(header.count) * 17
        // Scrolled past its place, the heading stays at the panel's top while the inspector's rows go on under it.
        headerY = bounds.height - headerHeight >= Self.stickyLeaves ? Swift.max(inspectorTop, Swift.min(0, y + dy - headerHeight)) : inspectorTop
        rows = laidRows.map { RowLayout(row: $0.row, index: $0.index, y: $0.y + dy, height: $0.height, label: $0.label, shownLabel: $0.shownLabel,
                                        controlsY: $0.controlsY) }
        if model.inspector != nil {
            let right = w - 18, left = x + 8
            targets.append(Target(id: .close, frame: Rect(x: right - 24, y: headerY + 5, width: 24, height: 20)))
            // The heading (the recognizer's name) renames it; while renaming it is the name field.
            let field = model.renaming != nil ? Swift.max(0, width("name", 13) + 12) : 0
            targets.append(Target(id: .rename, frame: Rect(x: left - 4 + field, y: headerY + 3, width: Swift.max(0, right - 28 - left + 4 - field),
                                                           height: headerHeight - 2)))
            let covered = stickyHeaderHeight
            for r in rows {
                let row = r.row, ry = r.y + r.controlsY
                let shown = model.shownRows.indices.contains(r.index) ? model.shownRows[r.index] : row
                guard ry >= covered - 0.5 else { continue }
                switch row.control {
                case .stepper:
                    targets.append(Target(id: .step(row.id, up: false), frame: Rect(x: right - 62, y: ry + 1, width: 28, height: 21)))
                    targets.append(Target(id: .step(row.id, up: true), frame: Rect(x: right - 28, y: ry + 1, width: 28, height: 21)))
                    titles[.step(row.id, up: false)] = "−"
                    titles[.step(row.id, up: true)] = "+"
                case .toggle:
                    targets.append(Target(id: .row(row.id), frame: Rect(x: right - 48, y: ry + 1, width: 48, height: 21)))
                    titles[.row(row.id)] = row.value
                    shownTitles[.row(row.id)] = shown.value
                    if row.value == "yes" { lit.insert(.row(row.id)) }
                case .action(let title):
                    let width = row.label.isEmpty ? right - left : Swift.min(90, (right - left) / 2)
                    targets.append(Target(id: .row(row.id), frame: Rect(x: right - width, y: ry + 1, width: width, height: 21)))
                    titles[.row(row.id)] = title
                    if case .action(let words) = shown.control { shownTitles[.row(row.id)] = words }
                case .readOnly:
                    break
                }
            }
        }
        titles[.close] = "×"
        if let pick = model.picking { lit.insert(.row(.pick(pick))) }
        selected = lit
        setTargets(targets)
    }

    /// A card's lines: the pad, the properties set, the relations that name the recognizer.
    func cardLines(_ r: PlaygroundLesson.Recognizer) -> [String] {
        var lines = [tr("on {pad}", ["pad": r.pad])]
        lines += r.properties.map { "\($0.0.rawValue) \($0.0.text($0.1))" }
        for rel in model.lesson.relations where rel.names.contains(r.name) {
            switch rel {
            case .requireToFail(let a, let b):
                lines.append(a == r.name ? tr("waits for {other} to fail", ["other": b]) : tr("{other} waits for it to fail", ["other": a]))
            case .simultaneous(let a, let b): lines.append(tr("recognizes with {other}", ["other": a == r.name ? b : a]))
            case .cannotPrevent, .cannotBePrevented, .shouldNotBegin, .shouldNotReceive:
                if let (answer, _) = rel.answer { lines.append(tr("{method}: no", ["method": answer.rawValue])) }
            }
        }
        return lines
    }

    override func draw(in canvas: Canvas) {
        // A drawer over the pads (the playground compact): the scene's grey under the cards, edged.
        if let backdrop {
            canvas.fillRoundedRect(bounds, radius: 6, color: backdrop)
            canvas.strokeRect(bounds, width: 1, color: Color(rgb: 0x90A4AE))
        }
        drawPanel(canvas)
    }

    static let ink = Color(rgb: 0x263238), muted = Style.muted
    static let waitsColor = Color(rgb: 0xE65100), togetherColor = Color(rgb: 0x1565C0)

    /// Each relation of two as a bracket in the gutter from one card's edge to the other's, a lane each.
    func drawLines(_ canvas: Canvas) {
        var lane = 0
        for rel in model.lesson.relations {
            let (a, b, color): (String, String, Color)
            switch rel {
            case .requireToFail(let x, let y): (a, b, color) = (x, y, Self.waitsColor)
            case .simultaneous(let x, let y): (a, b, color) = (x, y, Self.togetherColor)
            default: continue
            }
            guard let fa = visibleCards.first(where: { $0.name == a })?.frame, let fb = visibleCards.first(where: { $0.name == b })?.frame else { continue }
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
}
