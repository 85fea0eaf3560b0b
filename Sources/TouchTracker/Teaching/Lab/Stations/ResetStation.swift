import Gestures

/// The reset rule: after it ends or fails, a recognizer returns to possible, and `reset()` runs, once
/// all its touches have lifted; a subclass clears its own state there. Without that, the next gesture
/// starts with the old count.
final class ResetStation: LabStation {
    let third = ThirdTouchRecognizer(name: "third")

    init() {
        super.init(file: "14-reset", switchLabel: "reset() clears the tap count", on: true, labels: ["pad": "three quick taps; then one"])
        // Beyond the format: a recognizer of the station's own class.
        let pad = pad("pad")
        pad.addGestureRecognizer(third)
        third.addAction { [unowned self] _ in self.flash("third tap!") }
        pad.content = { [unowned self] c, p in
            let k = p.textScale
            c.drawText("count: \(self.third.count)", at: Point(p.bounds.width - 8, 20 * k), size: 11 * k, color: Color(rgb: 0x37474F), alignment: .right)
            self.drawFlash(in: p.bounds, canvas: c)
        }
    }
    /// Adds the reset itself to the log: the line the rule is about.
    override func note(_ event: GestureTrace.Event) {
        if case .state(let r, _, .possible, _) = event.kind, r == third.name {
            appendToLogs("third reset (count \(third.count))")
            return
        }
        super.note(event)
    }
    override func switchChanged(_ on: Bool) { third.forgetsInReset = on }
}

/// Recognizes on the third touch-down of a gesture (taps at most 0.5 s apart). `reset()` forgets the count,
/// unless `forgetsInReset` is off: then the next gesture starts where the last one stopped.
final class ThirdTouchRecognizer: GestureRecognizer {
    var forgetsInReset = true
    private(set) var count = 0
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        count += touches.count
        if count >= 3 { state = .ended; return }
        let seen = count
        scheduleTimer(after: 0.5) { [self] in if state == .possible && count == seen { state = .failed } }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { state = .failed }
    override func reset() { if forgetsInReset { count = 0 } }
}
