import Gestures

/// delaysTouchesBegan: without it the first tap of a double tap reaches the pad (a red dot flashes).
final class DelaysTouchesBegan: LabStation {
    lazy var doubleTap = recognizer("doubleTap") { TapGestureRecognizer(name: "doubleTap") }
    let dots = TouchDots()

    init() {
        super.init(file: "02-delays-touches-began", switchLabel: "delaysTouchesBegan", on: false, labels: ["pad": "double tap: is there a red dot?"])
        let pad = pad("pad")
        doubleTap.addAction { [unowned self] _ in self.flash("double tap") }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in self.dots.handle(phase, touches, in: pad, now: self.now()) }
        pad.content = { [unowned self] c, p in
            self.dots.draw(c, now: self.now())
            self.drawFlash(in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { doubleTap.delaysTouchesBegan = on }
    override func resetVisuals() { dots.clear() }
}
