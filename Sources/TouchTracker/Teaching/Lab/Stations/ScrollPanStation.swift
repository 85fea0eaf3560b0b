import Gestures

/// allowedScrollTypesMask: a pan that a mouse wheel's notches and a trackpad's scroll drive as a drag does
/// (began, changed with the scroll's deltas, ended a quarter second after the last); off (UIKit's default,
/// none) the scroll reaches no recognizer and only a drag pans.
final class ScrollPanStation: LabStation {
    lazy var pan = recognizer("pan") { PanGestureRecognizer(name: "pan") }
    /// The list's offset (points): where the pan left it, and the pan's live translation on top.
    private var offset = Vector(dx: 0, dy: 0)

    init() {
        super.init(file: "22-scroll-pan", switchLabel: "the pan follows the wheel and the trackpad", on: true,
                   labels: ["pad": "scroll over the pad (or drag)"])
        let pad = pad("pad")
        pan.addAction { [unowned self, unowned pad] r in
            if r.state == .ended || r.state == .cancelled { self.offset = self.offset + self.pan.translation(in: pad) }
        }
        pad.content = { [unowned self] c, p in
            let live = self.pan.state.isActive ? self.pan.translation(in: p) : Vector(dx: 0, dy: 0)
            let dy = self.offset.dy + live.dy, k = p.textScale
            let row = 28 * k
            // An endless list of rows, moved by the pan: row n at y = n × row + dy.
            let first = Int(((-dy) / row).rounded(.down))
            for n in first...(first + Int(p.bounds.height / row) + 1) {
                let y = Double(n) * row + dy
                c.fill(Rect(x: 12, y: y + 3, width: p.bounds.width - 24, height: row - 6),
                       color: n % 2 == 0 ? Color(rgb: 0xE3F2FD) : Color(rgb: 0xBBDEFB))
                c.drawText("row \(n)", at: Point(20, y + 8 * k), size: 11 * k, color: Color(rgb: 0x263238), alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { pan.allowedScrollTypesMask = on ? .all : [] }
    override func resetVisuals() { offset = Vector(dx: 0, dy: 0) }
}
