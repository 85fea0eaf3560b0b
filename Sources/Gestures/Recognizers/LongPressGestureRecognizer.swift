/// Recognizes fingers held still for `minimumPressDuration` (continuous): began when the time is up,
/// changed as they move, ended when any of them lifts (UIKit's header: "Ends: when a finger is lifted"). Fails if they move more than `allowableMovement` before
/// it begins, lift too early, or are too many. With `numberOfTapsRequired` > 0 that many quick taps
/// must come first. Each failure gives its cause (`fail(because:)`): `more than 1 finger`, `moved more than
/// 10 pt`, `lifted before 0.5 s`, `lifted while waiting for pan to fail` (held long enough, its `began`
/// waiting on a failure requirement), `no touch within 0.35 s of tap 1`, `touches cancelled`.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held, in seconds (default 0.5).
    @exclusivity(unchecked) public var minimumPressDuration: Seconds = 0.5
    /// How far a finger may move before it begins, in points (default 10); no limit once begun.
    @exclusivity(unchecked) public var allowableMovement: Points = 10
    /// Full taps required before the press (default 0).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0
    /// Fingers that must be held down (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// The longest gap between the required taps and the press, in seconds (default 0.35).
    @exclusivity(unchecked) public var maximumTapInterval: Seconds = 0.35

    /// `long press`, continuous.
    open override class var kindWords: String? { "long press" }
    open override class var isContinuous: Bool { true }

    @exclusivity(unchecked) private var tapsDone = 0
    @exclusivity(unchecked) private var touchesDown = 0
    @exclusivity(unchecked) private var tapStart: Seconds = 0
    /// Whether the press was held its `minimumPressDuration` (its timer fired) in this gesture.
    @exclusivity(unchecked) private var heldLongEnough = false

    /// Counts the fingers; starts the press timer once all required fingers (and taps) are there; fails on too many.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if touchesDown == 0 { cancelTimers(); heldLongEnough = false }
        touchesDown += touches.count
        if touchesDown > numberOfTouchesRequired {
            if state == .possible {
                fail(because: "more than \(FailureWords.fingers(numberOfTouchesRequired))")
            } else if state.isActive {
                ignoreExtra(touches)
            }
            return
        }
        tapStart = event.timestamp
        if touchesDown == numberOfTouchesRequired && tapsDone == numberOfTapsRequired {
            scheduleTimer(after: minimumPressDuration) { [self] in
                guard state == .possible else { return }
                heldLongEnough = true
                state = .began
            }
        }
    }

    private func ignoreExtra(_ touches: [Touch]) {
        for t in touches { ignore(t) }
        touchesDown -= touches.count
    }

    /// Fails on moving past `allowableMovement` before it began; afterwards each move is a change.

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible {
            for t in touches where t.locationInWindow.distance(to: t.startLocationInWindow) > allowableMovement {
                fail(because: "moved more than \(FailureWords.number(allowableMovement)) pt"); return
            }
        } else if state.isActive {
            state = .changed
        }
    }

    /// Ends when any finger lifts after it began; before, a quick lift counts a required tap, anything else fails.

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        touchesDown -= touches.count
        if state.isActive {
            state = .ended   // UILongPressGestureRecognizer.h: "Ends: when a finger is lifted"
            return
        }
        guard touchesDown == 0 else { return }
        // Lifted before the press was long enough: a counted tap, or a failure.
        if tapsDone < numberOfTapsRequired && event.timestamp - tapStart < minimumPressDuration {
            tapsDone += 1
            cancelTimers()
            scheduleTimer(after: maximumTapInterval) { [self] in
                guard state == .possible else { return }
                fail(because: "no touch within \(FailureWords.number(maximumTapInterval)) s of tap \(tapsDone)")
            }
        } else if heldLongEnough {
            // Held long enough, but its `began` waited on recognizers that had not failed yet (requireToFail):
            // lifted before they did.
            let waiting = failureRequirements.filter { $0.state == .possible }.map(\.name)
            fail(because: "lifted while waiting for \(waiting.isEmpty ? "another recognizer" : waiting.joined(separator: ", ")) to fail")
        } else {
            fail(because: "lifted before \(FailureWords.number(minimumPressDuration)) s")
        }
    }

    /// Cancels (after it began) or fails.

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        touchesDown -= touches.count
        if state.isActive { state = .cancelled } else if state == .possible { fail(because: "touches cancelled") }
    }

    /// Forgets the taps and fingers counted.

    open override func reset() { tapsDone = 0; touchesDown = 0; heldLongEnough = false }
}
