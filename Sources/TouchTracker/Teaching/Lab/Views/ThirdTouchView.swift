import Gestures

/// `thirdTouch`: a recognizer of the app's own class on the pad, `third` (`ThirdTouchRecognizer`: it ends on
/// the third touch-down of a gesture), and its count at the pad's top right. The log gets its reset (`third
/// reset (count N)`): the line the reset rule is about. Flipped, the switch makes `reset()` forget the count or not.
final class ThirdTouchView: StationView {
    override class var name: String { "thirdTouch" }
    let third = ThirdTouchRecognizer(name: "third")

    override func install() { pad.addGestureRecognizer(third) }
    override func draw(_ c: Canvas) {
        let k = pad.textScale
        c.drawText(tr("count: {count}", ["count": String(third.count)]), at: Point(pad.bounds.width - 8, 20 * k), size: 11 * k, color: Color(rgb: 0x37474F), alignment: .right)
    }
    override func note(_ event: GestureTrace.Event) -> Bool {
        guard case .state(let r, _, .possible, _) = event.kind, r == third.name else { return false }
        station.appendToLogs("third reset (count \(third.count))")
        return true
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
        scheduleTimer(after: 0.5) { [self] in if state == .possible && count == seen { fail(because: "no touch \(seen + 1) within 0.5 s") } }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fail(because: "touches cancelled") }
    override func reset() { if forgetsInReset { count = 0 } }
}
