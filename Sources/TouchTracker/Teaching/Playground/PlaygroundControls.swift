import Gestures

/// A strip of the playground's buttons in one node: each button a target (a `PlaygroundControl` and a frame in the node),
/// pressed by a touch that goes down and lifts on it, as a `Control` is. One node for many buttons, so a
/// panel can change its buttons in the middle of a touch (an edit that adds a row) without removing the node
/// the touch is on. Drawn as pills; `titles` gives their words, `selected` the ones drawn lit.
///
/// Contract: `onActivate(id)` runs once per touch that went down and lifted on the same target; a touch
/// that moves off its target, is cancelled, or lifts elsewhere activates nothing.
class PlaygroundControls: Node {
    struct Target: Equatable {
        let id: PlaygroundControl
        /// In the node's coordinates.
        let frame: Rect
    }
    private(set) var targets: [Target] = []
    /// The words of each target (default: its id).
    var titles: [PlaygroundControl: String] = [:]
    /// Targets drawn lit (a chosen pad, a pick in progress).
    var selected: Set<PlaygroundControl> = []
    /// The target under the touch that went down on one, while it stays there.
    private(set) var pressed: PlaygroundControl?
    private var pressTouch: ObjectIdentifier?
    var onActivate: ((PlaygroundControl) -> Void)?
    /// Filled behind the buttons (nil: nothing), with `heading` at its top.
    var backdrop: Color?
    var heading: String?

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
    }

    func setTargets(_ t: [Target]) {
        assert(Set(t.map(\.id)).count == t.count, "target ids are unique")
        targets = t
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
        if let id, target(at: t.location(in: self)) == id { onActivate?(id) }
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
                canvas.drawText(canvas.fitted(heading, width: bounds.width - 24, size: 14), at: Point(12, 10), size: 14, color: .white, alignment: .left)
            }
        }
        for t in targets { drawPill(t, in: canvas) }
    }

    static let pillFill = Color(rgb: 0x455A64), pressedFill = Color(rgb: 0x263238), litFill = Color(rgb: 0x1565C0)

    /// A target as a pill: dark, darker while pressed, blue when selected; its title white and fitted.
    func drawPill(_ t: Target, in canvas: Canvas, size: Points = 12.5) {
        let fill = pressed == t.id ? Self.pressedFill : selected.contains(t.id) ? Self.litFill : Self.pillFill
        canvas.fillRoundedRect(t.frame, radius: Swift.min(t.frame.height / 2, 12), color: fill)
        let title = titles[t.id] ?? t.id.id
        canvas.drawText(canvas.fitted(title, width: t.frame.width - 10, size: size), at: Point(t.frame.midX, t.frame.midY - size * 0.62),
                        size: size, color: .white, alignment: .center)
    }
}
