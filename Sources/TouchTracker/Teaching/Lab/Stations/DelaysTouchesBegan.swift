import Gestures

/// delaysTouchesBegan: without it the first tap of a double tap reaches the pad (a red dot flashes). The
/// pad's foot says what the dot means: the pad was told touchesBegan. The dots stay until the next gesture
/// starts (`TouchDots.keepsLastGesture`), and flipping the switch clears them.
final class DelaysTouchesBegan: LabStation {
    lazy var doubleTap = recognizer("doubleTap") { TapGestureRecognizer(name: "doubleTap") }
    let dots = TouchDots(keepsLastGesture: true)

    init() {
        super.init(file: "02-delays-touches-began", switchLabel: "delaysTouchesBegan", on: false, labels: ["pad": "double tap: is there a red dot?"])
        let pad = pad("pad")
        doubleTap.addAction { [unowned self] _ in self.flash("double tap") }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in self.dots.handle(phase, touches, in: pad, now: self.now()) }
        pad.content = { [unowned self] c, p in
            self.dots.draw(c, now: self.now())
            self.drawFlash(in: p.bounds, canvas: c)
            Self.drawLegend(in: p, canvas: c)
        }
    }

    static let legend = "the pad was told touchesBegan"

    /// A red dot and what it means, at the pad's foot (scaled with the station's text).
    static func drawLegend(in pad: LabPad, canvas c: Canvas) {
        let k = pad.textScale, y = pad.bounds.height - 16 * k
        let text = c.fitted(legend, width: pad.bounds.width - 30 * k, size: 10 * k)
        c.fill(Rect(x: 1, y: y - 1 * k, width: c.measureText(text, size: 10 * k).width + 26 * k, height: 15 * k), color: .white)
        c.fillCircle(center: Point(10 * k, y + 6 * k), radius: 4.5 * k, color: Color(rgb: 0xE53935))
        c.drawText(text, at: Point(19 * k, y + 1 * k), size: 10 * k, color: Color(rgb: 0x546E7A), alignment: .left)
    }
    override func switchChanged(_ on: Bool) { doubleTap.delaysTouchesBegan = on; dots.clear() }
    override func resetVisuals() { dots.clear() }
}
