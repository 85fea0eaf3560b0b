import Gestures

/// The cancelled state: a pan disabled mid-gesture is cancelled (its action says so, and why); a
/// system cancel (the window losing focus, a script's `cancel`) cancels it the same way.
final class CancelledStation: LabStation {
    lazy var pan = recognizer("pan") { PanGestureRecognizer(name: "pan") }
    private var ball = Point(40, 60)
    private var disableAt: Seconds?
    private var disablesMidway = true

    init() {
        super.init(file: "12-cancelled", switchLabel: "disable the pan 0.3 s into a drag", on: true, labels: ["pad": "drag the ball and keep going"])
        let pad = pad("pad")
        pan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer else { return }
            if r.state == .began, self.disablesMidway { self.disableAt = self.now() + 0.3 }
            if r.state == .began || r.state == .changed {
                self.ball = self.ball + p.translation(in: pad)
                p.setTranslation(.zero, in: pad)
            }
        }
        pad.onTouches = { [unowned self] phase, _ in
            if phase == .ended || phase == .cancelled { self.pan.isEnabled = true }
        }
        pad.content = { [unowned self] c, _ in
            c.fillCircle(center: self.ball, radius: 14, color: self.pan.isEnabled ? Color(rgb: 0x00796B) : Color(rgb: 0xBF360C))
        }
    }
    /// Disables the pan once its time has come (the lab calls this every frame); re-enables it when the
    /// touches are gone.
    override func tick() {
        if let t = disableAt, now() >= t {
            disableAt = nil
            if pan.state.isActive { pan.isEnabled = false }
        }
        if !pan.isEnabled && pan.state == .possible && pan.numberOfTouches == 0 { pan.isEnabled = true }
    }
    override func switchChanged(_ on: Bool) { disablesMidway = on }
    override func resetVisuals() { ball = Point(40, 60); disableAt = nil }
}
