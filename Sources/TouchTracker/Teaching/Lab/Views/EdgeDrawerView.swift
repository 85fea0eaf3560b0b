import Gestures

/// `edgeDrawer`: the pad stands for the screen whose edge counts (`edgeReference`): a strip at its left edge,
/// and a drawer the edge pan pulls out (open past a quarter of the pad). Flipped, the switch lets the pan
/// start only near the edge (20 points) or anywhere. Argument: `pan=NAME` (edgePan).
final class EdgeDrawerView: StationView {
    override class var name: String { "edgeDrawer" }
    override class var keys: Set<String> { ["pan"] }
    private var edgePan: ScreenEdgePanGestureRecognizer?
    private var drawer: Points = 0
    private var open = false

    override func install() {
        let edgePan = recognizer("pan", "edgePan") { ScreenEdgePanGestureRecognizer(name: $0) }
        self.edgePan = edgePan
        edgePan.edgeReference = pad
        edgePan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer else { return }
            let width = self.pad.bounds.width
            switch r.state {
            case .began, .changed: self.drawer = Swift.min(width * 0.6, Swift.max(0, p.translation(in: self.pad).dx))
            case .ended: self.open = self.drawer > width * 0.25; self.drawer = self.open ? width * 0.6 : 0
            default: self.drawer = self.open ? width * 0.6 : 0
            }
        }
    }
    override func draw(_ c: Canvas) {
        c.fill(Rect(x: 0, y: 0, width: 6, height: pad.bounds.height), color: Style.rule)
        if drawer > 0 {
            let k = pad.textScale
            c.fill(Rect(x: 0, y: 18 * k, width: drawer, height: pad.bounds.height - 18 * k), color: Color(rgb: 0x37474F))
            c.drawText(tr("drawer"), at: Point(8, 24 * k), size: 12 * k, color: .white, alignment: .left)
        }
    }
    override func switchChanged(_ on: Bool) { edgePan?.edgeRegion = on ? 20 : 10_000 }
    override func reset() { drawer = 0; open = false }
}
