/// Recognizes fingers held still for `minimumPressDuration` (continuous): began when the time is up,
/// changed as they move, ended when any of them lifts (UIKit's header: "Ends: when a finger is lifted"). Fails if they move more than `allowableMovement` before
/// it begins, lift too early, or are too many. With `numberOfTapsRequired` > 0 that many quick taps
/// must come first.
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration: Seconds = 0.5
    public var allowableMovement: Points = 10
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1
    public var maximumTapInterval: Seconds = 0.35

    private var tapsDone = 0
    private var touchesDown = 0
    private var tapStart: Seconds = 0

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if touchesDown == 0 { cancelTimers() }
        touchesDown += touches.count
        if touchesDown > numberOfTouchesRequired {
            if state == .possible { state = .failed } else if state.isActive { ignoreExtra(touches) }
            return
        }
        tapStart = event.timestamp
        if touchesDown == numberOfTouchesRequired && tapsDone == numberOfTapsRequired {
            scheduleTimer(after: minimumPressDuration) { [self] in
                guard state == .possible else { return }
                state = .began
            }
        }
    }

    private func ignoreExtra(_ touches: [Touch]) {
        for t in touches { ignore(t) }
        touchesDown -= touches.count
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible {
            for t in touches where t.locationInWindow.distance(to: t.startLocationInWindow) > allowableMovement {
                state = .failed; return
            }
        } else if state.isActive {
            state = .changed
        }
    }

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
                state = .failed
            }
        } else {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        touchesDown -= touches.count
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() { tapsDone = 0; touchesDown = 0 }
}
