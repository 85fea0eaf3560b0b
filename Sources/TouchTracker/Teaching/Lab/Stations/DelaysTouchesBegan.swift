import Gestures

/// delaysTouchesBegan: without it the first tap of a double tap reaches the pad (a red dot flashes).
final class DelaysTouchesBegan: LabStation {
    let doubleTap = TapGestureRecognizer(name: "doubleTap")
    let dots = TouchDots()

    init() {
        super.init(title: "delaysTouchesBegan", switchLabel: "delaysTouchesBegan", on: false)
        let pad = addPad("pad", label: "double tap: is there a red dot?", recognizers: [doubleTap])
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = false
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
