import Gestures

/// A button inside a node with a tap recognizer: the button wins (controls refuse their ancestors' taps).
final class ButtonInNode: LabStation {
    lazy var tap = recognizer("tap") { TapGestureRecognizer(name: "tap") }
    let button = LabButton(name: "button")

    init() {
        super.init(file: "09-controls-win", switchLabel: "button is a control that wins", on: true, labels: ["pad": "tap the pad, tap the button"])
        let pad = pad("pad")
        // Beyond the format: a button (a Control) on the pad.
        pad.addChild(button)
        tap.addAction { [unowned self] _ in self.flash("pad's tap") }
        button.onTap = { [unowned self] _ in self.flash("button") }
        pad.content = { [unowned self] c, p in
            self.drawFlash(in: Rect(x: 0, y: 0, width: p.bounds.width, height: p.bounds.height * 0.6), canvas: c)
        }
    }
    override func layoutPads(in r: Rect) {
        super.layoutPads(in: r)
        let k = textScale
        button.frame = Rect(x: (r.width - 90 * k) / 2, y: Swift.max(18 * k, r.height - 44 * k), width: 90 * k, height: Swift.min(34 * k, r.height - 22 * k))
    }
    override func switchChanged(_ on: Bool) { button.wins = on }
}
