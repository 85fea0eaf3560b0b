/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
/// Fails when a finger moves more than `allowableMovement` from where it went down, when more fingers
/// than required come down, when a tap lifts with too few, or when the next tap does not start within
/// `maximumTapInterval` (or lands more than `maximumTapDistance` from the first).
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    public var maximumTapInterval: Seconds = 0.35
    public var allowableMovement: Points = 10
    public var maximumTapDistance: Points = 45

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var firstTapLocation: Point?

    open override var isSingleTapRecognizer: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if touchesThisTap == 0 {
            cancelGapTimer()
            if let first = firstTapLocation, touches[0].locationInWindow.distance(to: first) > maximumTapDistance {
                state = .failed; return
            }
        }
        touchesThisTap += touches.count
        if touchesThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where t.locationInWindow.distance(to: t.startLocationInWindow) > allowableMovement {
            state = .failed; return
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard activeTouches.isEmpty else { return }
        if touchesThisTap != numberOfTouchesRequired { state = .failed; return }
        tapsDone += 1
        touchesThisTap = 0
        if firstTapLocation == nil { firstTapLocation = touches[0].locationInWindow }
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { state = .failed }

    private func cancelGapTimer() { if tapsDone > 0 { cancelTimers() } }

    open override func reset() {
        tapsDone = 0
        touchesThisTap = 0
        firstTapLocation = nil
    }
}
