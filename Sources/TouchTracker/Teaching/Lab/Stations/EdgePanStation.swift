import Gestures

/// ScreenEdgePan: a pan that must start at the left edge of the pad (the pad stands for the screen),
/// next to an ordinary pan that starts anywhere.
final class EdgePanStation: LabStation {
    lazy var edgePan = recognizer("edgePan") { ScreenEdgePanGestureRecognizer(name: "edgePan") }
    private var drawer: Points = 0
    private var open = false

    init() {
        super.init(file: "17-edge-pan", switchLabel: "pan only from the left edge", on: true, labels: ["pad": "drag in from the left edge"])
        let pad = pad("pad")
        // Beyond the format: the pad stands for the screen whose edge counts.
        edgePan.edgeReference = pad
        edgePan.addAction { [unowned self, unowned pad] r in
            guard let p = r as? PanGestureRecognizer else { return }
            switch r.state {
            case .began, .changed: self.drawer = Swift.min(pad.bounds.width * 0.6, Swift.max(0, p.translation(in: pad).dx))
            case .ended: self.open = self.drawer > pad.bounds.width * 0.25; self.drawer = self.open ? pad.bounds.width * 0.6 : 0
            default: self.drawer = self.open ? pad.bounds.width * 0.6 : 0
            }
        }
        pad.content = { [unowned self] c, p in
            c.fill(Rect(x: 0, y: 0, width: 6, height: p.bounds.height), color: Color(rgb: 0x90A4AE))
            if self.drawer > 0 {
                let k = p.textScale
                c.fill(Rect(x: 0, y: 18 * k, width: self.drawer, height: p.bounds.height - 18 * k), color: Color(rgb: 0x37474F))
                c.drawText("drawer", at: Point(8, 24 * k), size: 12 * k, color: .white, alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { edgePan.edges = on ? .left : .all; edgePan.edgeRegion = on ? 20 : 10_000 }
    override func resetVisuals() { drawer = 0; open = false }
}
