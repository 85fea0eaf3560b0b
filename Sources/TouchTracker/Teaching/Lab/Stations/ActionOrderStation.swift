import Gestures

/// Which comes first, the action or the node's touchesCancelled? A device prints the action first
/// (the seeds' console), Apple's guide says touchesCancelled first; this engine follows the device.
final class ActionOrderStation: LabStation {
    lazy var pan = recognizer("pan") { PanGestureRecognizer(name: "pan") }

    init() {
        super.init(file: "18-action-order", switchLabel: "cancelsTouchesInView", on: true, labels: ["pad": "drag: read the order below"])
        let pad = pad("pad")
        pan.addAction { _ in }
        pad.content = { c, p in
            let k = p.textScale
            for (i, line) in ["a device: action first", "Apple's guide: touchesCancelled first"].enumerated() where (40 + Double(i) * 16) * k <= p.bounds.height {
                c.drawText(c.fitted(line, width: p.bounds.width - 16, size: 11 * k), at: Point(8, (22 + Double(i) * 16) * k), size: 11 * k,
                           color: Color(rgb: 0x37474F), alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { pan.cancelsTouchesInView = on }
}
