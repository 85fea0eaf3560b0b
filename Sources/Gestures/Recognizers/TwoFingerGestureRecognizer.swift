/// Shared two-finger bookkeeping of pinch and rotation: the first two active touches, a start reference,
/// and how the gesture begins, changes and ends.
///
/// UIPinchGestureRecognizer.h: "Changes: when a finger moves while two fingers remain down. Ends: when
/// both fingers have lifted." One finger lifting pauses the gesture; a finger coming back forms a new pair
/// and the value goes on from where it was (`pairResumed`).
open class TwoFingerGestureRecognizer: GestureRecognizer {
    @exclusivity(unchecked) var estimator = VelocityEstimator(windowDuration: 0.1)
    /// Continuous.
    open override class var isContinuous: Bool { true }

    /// How fast the value changes, per second, from a least-squares fit over the last 100 ms: a pinch's scale
    /// per second, a rotation's radians per second.
    public var velocity: Double { estimator.velocity.dx }

    var pair: (Touch, Touch)? {
        let a = activeTouches
        return a.count >= 2 ? (a[0], a[1]) : nil
    }

    /// Called when the first pair forms (measure the start; the value the gesture starts at, the velocity's
    /// first sample), when a pair forms again mid-gesture (carry the value on), and on each move with a pair
    /// (`measure` the value, which the velocity follows; whether it is beyond the hysteresis).
    func pairFormed(_ a: Touch, _ b: Touch) -> Double { 0 }
    func pairResumed(_ a: Touch, _ b: Touch) {}
    func measure(_ a: Touch, _ b: Touch) -> (value: Double, beyondHysteresis: Bool) { (0, false) }

    /// Takes the first two fingers (ignoring more); a finger coming back mid-gesture resumes it from its current value.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches.dropFirst(Swift.max(0, 2 - (numberOfTouches - touches.count))) { ignore(t) }
        guard let (a, b) = pair, touches.contains(where: { $0 === a || $0 === b }) else { return }
        if state == .possible {
            estimator.reset()
            estimator.add(x: pairFormed(a, b), at: a.timestamp)
        } else if state.isActive {
            pairResumed(a, b)
        }
    }

    /// Begins past the hysteresis; afterwards each move with two fingers down is a change.

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let (a, b) = pair else { return }
        let (value, beyondHysteresis) = measure(a, b)
        estimator.add(x: value, at: event.timestamp)
        if state == .possible {
            if beyondHysteresis { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    /// Ends (or fails, if it never began) when both fingers have lifted; one lifting pauses it.

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 0 else { return }
        if state.isActive { state = .ended } else if state == .possible { fail(because: "lifted before it began") }
    }

    /// Cancels (after it began) or fails.

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { fail(because: "touches cancelled") }
    }
}
