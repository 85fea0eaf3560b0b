import Gestures

/// allowedTouchTypes: two pads, a pan on each; the left one takes only the pen, the right one fingers and the
/// mouse. A touch of a type a recognizer does not allow never reaches it (its state does not change); the
/// pad itself still gets the touch. Off, both pans take every type.
final class TouchTypesStation: LabStation {
    lazy var penPan = recognizer("penPan") { PanGestureRecognizer(name: "penPan") }
    lazy var fingerPan = recognizer("fingerPan") { PanGestureRecognizer(name: "fingerPan") }
    /// Each pad's trail while its pan runs (pad points), and the type of the touch that drew it.
    private var trails: [String: (points: [Point], type: TouchType?)] = [:]

    init() {
        super.init(file: "19-touch-types", switchLabel: "each pad takes only its own type", on: true,
                   labels: ["penPad": "drag with the pen", "fingerPad": "drag with a finger or the mouse"])
        for (pan, pad) in [(penPan, pad("penPad")), (fingerPan, pad("fingerPad"))] {
            let key = pad.name
            pan.addAction { [unowned self, unowned pad] r in
                switch r.state {
                case .began:
                    self.trails[key] = ([r.location(in: pad)], r.trackedTouches.first?.type)
                case .changed: self.trails[key]?.points.append(r.location(in: pad))
                default: break
                }
            }
            pad.content = { [unowned self] c, p in
                guard let trail = self.trails[key], trail.points.count > 1 else { return }
                let color = trail.type == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
                for (a, b) in zip(trail.points, trail.points.dropFirst()) { c.strokeLine(from: a, to: b, width: 4, color: color) }
                if let type = trail.type {
                    c.drawText(type.description, at: Point(8, p.bounds.height - 18 * p.textScale), size: 11 * p.textScale, color: color, alignment: .left)
                }
            }
        }
    }
    override func switchChanged(_ on: Bool) {
        penPan.allowedTouchTypes = on ? [.pencil] : TouchType.all
        fingerPan.allowedTouchTypes = on ? [.direct, .indirect, .indirectPointer] : TouchType.all
    }
    override func resetVisuals() { trails = [:] }
}
