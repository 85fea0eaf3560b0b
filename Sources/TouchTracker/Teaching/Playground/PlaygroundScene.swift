import Gestures
import AppHost

/// The playground: a lesson's pads with their recognizers live, and a card for each recognizer (its name,
/// kind and state, the properties the lesson set, its relations). A lesson comes from a file
/// (`--playground FILE`, docs/playground.md); with none, the lab's station 15 chain. The overlay (F1) and
/// the timeline (F4) work here as in the lab. (Issue 23: the palette and the inspector, to change a lesson
/// by finger, come next; today a lesson is changed in its file.)
final class PlaygroundScene: Scene {
    let container = Node(name: "playground")
    /// The pads' area, below the title.
    let area: Node
    private(set) var installation: PlaygroundInstallation
    private(set) var lessonFile: String?
    /// The last actions, newest last, with their time (the pads flash them; the dump lists them).
    private(set) var actions: [(name: String, state: GestureState, time: Seconds)] = []
    private let window: Window
    private var size = Size(width: 0, height: 0)
    /// "Copy as Swift": the lesson's setup for the Gestures engine, to a file and the clipboard (ctrl+C too).
    let copyButton = PillButton(name: "playground.copy", title: "Copy as Swift")
    /// Asked to copy the setup (the app writes the file and fills the clipboard).
    var onCopyCode: (() -> Void)?
    /// A line under the title for a few seconds (what the copy did).
    var status: (text: String, time: Seconds)?
    private var dockWidth: Points = 0
    static let titleHeight: Points = 40
    static let cardsWidth: Points = 260

    /// The lab's station 15 (Examples/Playgrounds/tap-chain.playground), shown when no lesson is given.
    static let defaultLesson = """
        playground 1
        title Chain: tap, double, triple (the lab's station 15)
        pad pad 24 24 360 260
        recognizer tap tap on pad
        recognizer tap double on pad
        set double numberOfTapsRequired 2
        recognizer tap triple on pad
        set triple numberOfTapsRequired 3
        require tap toFail double
        require double toFail triple
        """

    init(window: Window) {
        self.window = window
        let area = Node(name: "playground.area")
        self.area = area
        // Checked by PlaygroundSceneTests: the default lesson parses.
        let lesson = try! PlaygroundLessonParser.parse(Self.defaultLesson, file: "default").get()
        installation = PlaygroundInstallation(lesson, in: area, makePad: Self.makePad)
        container.addChild(area)
        container.addChild(copyButton)
        copyButton.onTap = { [unowned self] _ in self.onCopyCode?() }
        hookActions()
        layout(size: window.size, dockWidth: 0)
    }

    static func makePad(_ p: PlaygroundLesson.Pad) -> Node { PlaygroundPad(name: p.name, frame: p.frame) }

    /// Replaces the lesson (what `--playground FILE` loads): touches in progress are cancelled first.
    func load(_ lesson: PlaygroundLesson, from file: String?) {
        window.cancelAllTouches(time: window.clock.now)
        for child in area.children { child.removeFromParent() }
        installation = PlaygroundInstallation(lesson, in: area, makePad: Self.makePad)
        lessonFile = file
        actions.removeAll()
        hookActions()
        fitPads()
    }

    private func hookActions() {
        for r in installation.recognizers {
            r.addAction { [unowned self] r in
                self.actions.append((r.name, r.state, self.window.clock.now))
                if self.actions.count > 40 { self.actions.removeFirst(self.actions.count - 40) }
                if let pad = r.node as? PlaygroundPad { pad.flash = ("\(r.name) \(r.state.rawValue)", self.window.clock.now) }
            }
        }
    }

    // MARK: Scene

    var background: Color? { Color(rgb: 0xECEFF1) }
    var overlayDockTop: Points? { Self.titleHeight }
    var wantsFrames: Bool {
        (actions.last.map { window.clock.now - $0.time < PlaygroundPad.flashSeconds } ?? false)
            || (status.map { window.clock.now - $0.time < Self.statusSeconds } ?? false)
    }
    static let statusSeconds: Seconds = 4

    func handleKey(_ key: KeyPress) -> Bool {
        guard key.ctrl && key.name == "C" else { return false }
        onCopyCode?()
        return true
    }
    var presentedRecognizers: [(GestureRecognizer, Node)] { installation.recognizers.compactMap { r in r.node.map { (r, $0) } } }

    func layout(size: Size, dockWidth: Points) {
        self.size = size
        self.dockWidth = dockWidth
        container.frame = Rect(origin: .zero, size: size)
        let cards = Swift.min(Self.cardsWidth, size.width / 3)
        area.frame = Rect(x: 0, y: Self.titleHeight, width: Swift.max(0, size.width - dockWidth - cards), height: Swift.max(0, size.height - Self.titleHeight))
        copyButton.frame = Rect(x: Swift.max(100, size.width - dockWidth - cards + 8), y: 6, width: 120, height: 26)
        fitPads()
    }

    /// How much the lesson's pads are scaled to fit the area (1: as the file gives them; never larger).
    private(set) var padScale: Double = 1

    /// The pads at the lesson's frames, scaled down together when the area is smaller than the lesson's
    /// extent (a lesson written for a large window still fits a small one, next to the cards).
    private func fitPads() {
        let lesson = installation.lesson
        let tops = lesson.pads(in: nil)
        let extentW = (tops.map(\.frame.maxX).max() ?? 0) + 16, extentH = (tops.map(\.frame.maxY).max() ?? 0) + 16
        padScale = Swift.min(1, area.frame.width / Swift.max(1, extentW), area.frame.height / Swift.max(1, extentH))
        for p in lesson.pads {
            let f = p.frame
            installation.pads[p.name]?.frame = Rect(x: f.minX * padScale, y: f.minY * padScale, width: f.width * padScale, height: f.height * padScale)
        }
    }

    func draw(in canvas: Canvas) {
        guard !container.isHidden else { return }
        container.drawTree(in: canvas)
        let title = installation.lesson.title ?? lessonFile ?? "Playground"
        canvas.drawText(canvas.fitted(title, width: Swift.max(0, copyButton.frame.minX - 112), size: 15), at: Point(100, 12), size: 15,
                        color: Color(rgb: 0x263238), alignment: .left)
        if let status, window.clock.now - status.time < Self.statusSeconds {
            let box = Rect(x: 8, y: size.height - 30, width: Swift.max(0, size.width - dockWidth - 16), height: 24)
            canvas.fillRoundedRect(box, radius: 6, color: Color(rgb: 0x263238))
            canvas.drawText(canvas.fitted(status.text, width: box.width - 16, size: 12), at: Point(box.minX + 8, box.minY + 5), size: 12,
                            color: .white, alignment: .left)
        }
        drawCards(in: canvas)
    }

    /// One card a recognizer, in the column at the right of the pads (left of the overlay's dock).
    private func drawCards(in canvas: Canvas) {
        let width = Swift.min(Self.cardsWidth, size.width / 3)
        let x = size.width - dockWidth - width
        var y = Self.titleHeight
        let lesson = installation.lesson
        for r in installation.recognizers {
            guard let spec = lesson.recognizer(r.name) else { continue }
            let lines = cardLines(spec, lesson)
            let height = 30 + Double(lines.count) * 14 + 6
            guard y + height <= size.height else { break }
            let card = Rect(x: x + 8, y: y, width: width - 16, height: height)
            canvas.fillRoundedRect(card, radius: 6, color: .white)
            canvas.drawText(canvas.fitted("\(r.name) · \(spec.kind.rawValue)", width: card.width - 90, size: 13), at: Point(card.minX + 8, card.minY + 8),
                            size: 13, color: Color(rgb: 0x263238), alignment: .left)
            let state = r.state.rawValue
            canvas.drawText(state, at: Point(card.maxX - 8, card.minY + 8), size: 12, color: Self.color(of: r.state), alignment: .right)
            for (k, line) in lines.enumerated() {
                canvas.drawText(canvas.fitted(line, width: card.width - 16, size: 11), at: Point(card.minX + 8, card.minY + 28 + Double(k) * 14),
                                size: 11, color: Color(rgb: 0x546E7A), alignment: .left)
            }
            y += height + 8
        }
    }

    /// A card's lines: the pad, the properties set, the relations that name the recognizer.
    func cardLines(_ r: PlaygroundLesson.Recognizer, _ l: PlaygroundLesson) -> [String] {
        var lines = ["on \(r.pad)"]
        lines += r.properties.map { "\($0.0.rawValue) \($0.1)" }
        for rel in l.relations where rel.names.contains(r.name) {
            switch rel {
            case .requireToFail(let a, let b): lines.append(a == r.name ? "waits for \(b) to fail" : "\(a) waits for it to fail")
            case .simultaneous(let a, let b): lines.append("recognizes with \(a == r.name ? b : a)")
            case .cannotPrevent: lines.append("canPrevent: no")
            case .cannotBePrevented: lines.append("canBePrevented: no")
            case .shouldNotBegin: lines.append("shouldBegin: no")
            case .shouldNotReceive: lines.append("shouldReceive: no")
            }
        }
        return lines
    }

    static func color(of state: GestureState) -> Color {
        switch state {
        case .possible: return Color(rgb: 0x546E7A)
        case .began, .changed: return Color(rgb: 0x1565C0)
        case .ended: return Color(rgb: 0x2E7D32)
        case .failed, .cancelled: return Color(rgb: 0xC62828)
        }
    }

    func dumpFields() -> [(String, JSONValue)] {
        let l = installation.lesson
        return [("playground", .object([
            ("title", l.title.map { .string($0) } ?? .null),
            ("file", lessonFile.map { .string($0) } ?? .null),
            ("lesson", .string(PlaygroundLessonParser.text(l))),
            ("pads", .array(l.pads.map { p in
                .object([("name", .string(p.name)), ("parent", p.parent.map { .string($0) } ?? .null),
                         ("frame", .frame(installation.pads[p.name]?.frameInWindow ?? p.frame))])
            })),
            ("recognizers", .array(installation.recognizers.map { r in
                .object([("name", .string(r.name)), ("kind", .string(l.recognizer(r.name)?.kind.rawValue ?? "")),
                         ("pad", .string(r.node?.name ?? "")), ("state", .string(r.state.rawValue))])
            })),
            ("actions", .array(actions.map { .string("\($0.name) \($0.state.rawValue)") })),
            ("copyButton", .frame(copyButton.frameInWindow)),
        ]))]
    }
}

/// A pad of the playground: a white card with its name, flashing the last action of its recognizers.
final class PlaygroundPad: Node {
    var flash: (text: String, time: Seconds)?
    static let flashSeconds: Seconds = 1

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isMultipleTouchEnabled = true
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, color: .white)
        canvas.strokeRect(bounds, width: 1, color: Color(rgb: 0xB0BEC5))
        canvas.drawText(canvas.fitted(name, width: bounds.width - 12, size: 11), at: Point(8, 6), size: 11, color: Color(rgb: 0x546E7A), alignment: .left)
        if let flash, let now = window?.clock.now, now - flash.time < Self.flashSeconds {
            canvas.drawText(canvas.fitted(flash.text, width: bounds.width - 12, size: 16), at: Point(bounds.width / 2, bounds.height / 2 - 8),
                            size: 16, color: Color(rgb: 0x2E7D32), alignment: .center)
        }
    }
}
