import Gestures

/// cancelsTouchesInView: once the pan begins, the pad hears no more of the touch (its trail stops), or
/// keeps hearing everything.
final class CancelsTouchesInView: LabStation {
    lazy var pan = recognizer("pan") { PanGestureRecognizer(name: "pan") }
    private(set) var trails: [TouchID: [Point]] = [:]
    private var cut: [Point] = []

    init() {
        super.init(file: "04-cancels-touches-in-view", switchLabel: "cancelsTouchesInView", on: true, labels: ["pad": "drag: the pad draws what it hears"])
        let pad = pad("pad")
        pan.addAction { _ in }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in
            for t in touches {
                switch phase {
                case .began: self.trails[t.id] = [t.location(in: pad)]
                case .moved:
                    // Every sample the pad heard, a fast drag's coalesced ones too: the trail follows the finger.
                    let samples = pad.event?.coalescedTouches(for: t).map { $0.location(in: pad) } ?? [t.location(in: pad)]
                    self.trails[t.id]? += samples
                case .ended: self.trails[t.id]?.append(t.location(in: pad))
                case .cancelled: if let p = self.trails[t.id]?.last { self.cut.append(p) }
                case .stationary: break
                }
            }
        }
        pad.content = { [unowned self] c, _ in
            for (_, pts) in self.trails { for p in pts { c.fillCircle(center: p, radius: 3, color: Color(rgb: 0x37474F)) } }
            for p in self.cut {
                c.strokeLine(from: p + Vector(dx: -7, dy: -7), to: p + Vector(dx: 7, dy: 7), width: 3, color: Color(rgb: 0xFB8C00))
                c.strokeLine(from: p + Vector(dx: -7, dy: 7), to: p + Vector(dx: 7, dy: -7), width: 3, color: Color(rgb: 0xFB8C00))
            }
        }
    }
    override func switchChanged(_ on: Bool) { pan.cancelsTouchesInView = on }
    override func resetVisuals() { trails.removeAll(); cut.removeAll() }
}
