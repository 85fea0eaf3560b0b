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

    var pair: (Touch, Touch)? {
        let a = activeTouches
        return a.count >= 2 ? (a[0], a[1]) : nil
    }

    /// Called when the first pair forms (measure the start), when a pair forms again mid-gesture (carry the
    /// value on), and on each move with a pair (`measure` the value; true once beyond the hysteresis).
    func pairFormed(_ a: Touch, _ b: Touch) {}
    func pairResumed(_ a: Touch, _ b: Touch) {}
    func measure(_ a: Touch, _ b: Touch, at time: Seconds) -> Bool { false }

    /// Takes the first two fingers (ignoring more); a finger coming back mid-gesture resumes it from its current value.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches.dropFirst(Swift.max(0, 2 - (numberOfTouches - touches.count))) { ignore(t) }
        guard let (a, b) = pair, touches.contains(where: { $0 === a || $0 === b }) else { return }
        if state == .possible { pairFormed(a, b) } else if state.isActive { pairResumed(a, b) }
    }

    /// Begins past the hysteresis; afterwards each move with two fingers down is a change.

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let (a, b) = pair else { return }
        let beyondHysteresis = measure(a, b, at: event.timestamp)
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
