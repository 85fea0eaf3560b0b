import Gestures

/// A strip of the playground's buttons in one node: each button a target (a `PlaygroundControl` and a frame in the node),
/// pressed by a touch that goes down and lifts on it, as a `Control` is. One node for many buttons, so a
/// panel can change its buttons in the middle of a touch (an edit that adds a row) without removing the node
/// the touch is on. Drawn as pills; `titles` gives their words, `selected` the ones drawn lit.
///
/// Contract: `onActivate(id)` runs once per touch that went down and lifted on the same target; a touch
/// that moves off its target, is cancelled, or lifts elsewhere activates nothing.
///
/// Scrolling (`makeScrollable`): when `contentHeight` exceeds the node's height, a drag or the wheel over
/// it moves `scrollOffset` (0 to `maxScroll`) and `onScroll` lays the targets out again; `setTargets` keeps
/// only the targets wholly inside the node, so what is drawn and tappable is what a scroll brought into view.
class PlaygroundControls: Node {
    struct Target: Equatable {
        let id: PlaygroundControl
        /// In the node's coordinates.
        let frame: Rect
    }
    private(set) var targets: [Target] = []
    /// The words of each target (default: its id).
    var titles: [PlaygroundControl: String] = [:]
    /// The words drawn where they are not `titles`' (the person's language; `titles` stays the English the
    /// layout measures, so the buttons' frames are the same in every language).
    var shownTitles: [PlaygroundControl: String] = [:]
    /// Targets drawn lit (a chosen pad, a pick in progress).
    var selected: Set<PlaygroundControl> = []
    /// The target under the touch that went down on one, while it stays there.
    private(set) var pressed: PlaygroundControl?
    private var pressTouch: ObjectIdentifier?
    var onActivate: ((PlaygroundControl) -> Void)?
    /// Where the touch that activated the last target lifted, in the node (a field places its cursor there).
    private(set) var activationPoint: Point?
    /// Filled behind the buttons (nil: nothing), with `heading` at its top.
    var backdrop: Color?
    var heading: String?
    /// Room kept at the heading's right (a button beside it).
    var headingInset: Points = 0
    /// A file's name under the heading, shortened in its middle when the node is too narrow for it.
    var headingFile: String?

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
    }

    /// How far the content is scrolled up, 0 to `maxScroll` (layouts subtract it from their targets' y).
    private(set) var scrollOffset: Points = 0
    /// The height of everything the node lays out, scrolled or not (set by its layout).
    var contentHeight: Points = 0
    var maxScroll: Points { Swift.max(0, contentHeight - bounds.height) }
    /// Lays the targets out again after a scroll.
    var onScroll: (() -> Void)?
    /// The drag or wheel that scrolls (nil: the node does not scroll). An app control: `NAME.scroll`.
    private(set) var scroll: PanGestureRecognizer?
    private var scrollStart: Points = 0

    /// Lets a drag or the wheel scroll the node when its content is taller than it.
    func makeScrollable() {
        let pan = PanGestureRecognizer(name: "\(name).scroll")
        pan.allowedScrollTypesMask = .all
        addGestureRecognizer(pan)
        pan.addAction { [unowned self, unowned pan] _ in
            switch pan.state {
            case .began: self.scrollStart = self.scrollOffset
            case .changed, .ended: self.scroll(to: self.scrollStart - pan.translation(in: self).dy)
            default: break
            }
        }
        scroll = pan
    }

    /// Scrolls to `offset` (kept within 0 to `maxScroll`) and lays out again when it moved.
    func scroll(to offset: Points) {
        let clamped = Swift.max(0, Swift.min(maxScroll, offset))
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        onScroll?()
    }

    /// Keeps `scrollOffset` in range after the content or the node's height changed (no relayout).
    func clampScroll() { scrollOffset = Swift.max(0, Swift.min(maxScroll, scrollOffset)) }

    /// The targets, in the node's coordinates as scrolled: only those wholly inside the node are kept.
    func setTargets(_ all: [Target]) {
        assert(Set(all.map(\.id)).count == all.count, "target ids are unique")
        let t = all.filter { $0.frame.minY >= -0.5 && $0.frame.maxY <= bounds.height + 0.5 }
        targets = t
        scroll?.isEnabled = maxScroll > 0
        if let p = pressed, !t.contains(where: { $0.id == p }) { pressed = nil }
    }

    func target(at p: Point) -> PlaygroundControl? { targets.last { $0.frame.contains(p) }?.id }
    func frame(of id: PlaygroundControl) -> Rect? { targets.first { $0.id == id }?.frame }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard pressTouch == nil, let t = touches.first else { return }
        pressTouch = ObjectIdentifier(t)
        pressed = target(at: t.location(in: self))
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let t = touches.first(where: { ObjectIdentifier($0) == pressTouch }), let p = pressed else { return }
        if frame(of: p)?.contains(t.location(in: self)) != true { pressed = nil }
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let t = touches.first(where: { ObjectIdentifier($0) == pressTouch }) else { return }
        pressTouch = nil
        let id = pressed
        pressed = nil
        if let id, target(at: t.location(in: self)) == id {
            activationPoint = t.location(in: self)
            onActivate?(id)
        }
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        guard touches.contains(where: { ObjectIdentifier($0) == pressTouch }) else { return }
        pressTouch = nil
        pressed = nil
    }

    override func draw(in canvas: Canvas) {
        if let backdrop {
            canvas.fillRoundedRect(bounds, radius: 10, color: backdrop)
            if let heading {
                canvas.drawText(canvas.fitted(heading, width: bounds.width - 24 - headingInset, size: 14), at: Point(12, 10), size: 14, color: .white, alignment: .left)
            }
            if let file = headingFile {
                var shown = file, length = file.count
                while length > 3 && canvas.measureText(shown, size: 12).width > bounds.width - 24 {
                    length -= 1
                    shown = PlaygroundTitleLine.shortened(file, to: length)
                }
                canvas.drawText(shown, at: Point(12, 32), size: 12, color: Color(rgb: 0xFFE0B2), alignment: .left)
            }
        }
        for t in targets { drawPill(t, in: canvas) }
        drawScrollBar(in: canvas)
    }

    /// A thin bar at the right edge while the content scrolls: how much there is and where the view is.
    func drawScrollBar(in canvas: Canvas) {
        guard maxScroll > 0, contentHeight > 0 else { return }
        let h = bounds.height, barH = Swift.max(20, h * h / contentHeight)
        let y = (h - barH) * scrollOffset / maxScroll
        canvas.fillRoundedRect(Rect(x: bounds.width - 4, y: y, width: 4, height: barH), radius: 2, color: Style.rule)
    }

    static let pillFill = Color(rgb: 0x455A64), pressedFill = Color(rgb: 0x263238), litFill = Color(rgb: 0x1565C0)

    /// A target as a pill: dark, darker while pressed, blue when selected; its title white and whole
    /// (`pillLines`).
    func drawPill(_ t: Target, in canvas: Canvas, size: Points = 12.5) {
        let fill = pressed == t.id ? Self.pressedFill : selected.contains(t.id) ? Self.litFill : Self.pillFill
        canvas.fillRoundedRect(t.frame, radius: Swift.min(t.frame.height / 2, 12), color: fill)
        let title = Self.pillLines(shownTitles[t.id] ?? titles[t.id] ?? t.id.id, width: t.frame.width - 10, height: t.frame.height, size: size, in: canvas)
        let step = Self.pillLineStep(title.size)
        let top = t.frame.midY - Double(title.lines.count - 1) * step / 2 - title.size * 0.62
        for (i, line) in title.lines.enumerated() {
            canvas.drawText(line, at: Point(t.frame.midX, top + Double(i) * step), size: title.size, color: .white, alignment: .center)
        }
    }

    /// The smallest size a pill's title shrinks to before it is broken over two lines.
    static let smallestPillText: Points = 10.5
    static func pillLineStep(_ size: Points) -> Points { (size * 1.15).rounded() }

    /// The narrowest pill `pillLines` draws `title` in whole: its text at `smallestPillText`, on one line or
    /// broken once where it reads best (5% of margin for a window's pixel size, and the pill's 10 points).
    static func narrowestPillWidth(_ title: String, measure: (String, Points) -> Points) -> Points {
        func width(_ s: Substring) -> Points { measure(String(s.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()), smallestPillText) * 1.05 }
        let whole = Substring(title)
        var best = width(whole)
        for i in TextWrapping.breaks(in: whole) { best = Swift.min(best, Swift.max(width(whole[..<i]), width(whole[i...]))) }
        return best.rounded(.up) + 10
    }

    /// A pill's title as drawn `width` wide in a pill `height` high: on one line at `size`, or smaller down to
    /// `smallestPillText`; else on two lines at that size (broken at a space or before a capital: "Copy" /
    /// "Swift") where the pill is tall enough; only else cut with "…" (a narrow toolbar's "Copy …" twice
    /// could not be told apart).
    static func pillLines(_ title: String, width: Points, height: Points, size: Points, in canvas: Canvas) -> (lines: [String], size: Points) {
        let smallest = Swift.min(size, smallestPillText)
        let one = LabStation.largestSize(for: title, width: width, from: size, to: smallest, in: canvas)
        if canvas.measureText(title, size: one).width <= width { return ([title], one) }
        if height >= pillLineStep(smallest) + smallest * 1.2 {
            let two = TextWrapping.lines(title, width: width, maxLines: 2) { canvas.measureText($0, size: smallest).width }
            // Broken where a reader expects it (not between the letters of a word), the second line whole.
            let whole = Substring(title), cut = whole.index(whole.startIndex, offsetBy: two.first?.count ?? 0, limitedBy: whole.endIndex)
            let atBreak = cut.map { i in i < whole.endIndex && (whole[i] == " " || TextWrapping.breaks(in: whole).contains(i)) } ?? false
            if two.count == 2, atBreak, !two[1].hasSuffix("…") { return (two, smallest) }
        }
        return ([canvas.fitted(title, width: width, size: smallest)], smallest)
    }
}
