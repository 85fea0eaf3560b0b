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

/// Recognizes two fingers moving apart or together (continuous). `scale` is the distance between them over
/// the distance when both were down; it begins once the distance changed by `hysteresis` points.
///
/// A trackpad's pinch over its node drives it too, without touches (UIKit's transform events;
/// `Window+TrackpadPinch`): it begins at the pinch's first change, `scale` follows the pinch's, and
/// `location(in:)` is the pointer's.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// How much the distance must change before it begins, in points (default 8).
    @exclusivity(unchecked) public var hysteresis: Points = 8
    /// `pinch`.
    open override class var kindWords: String? { "pinch" }
    /// The distance between the fingers over the distance when both went down.
    @exclusivity(unchecked) public var scale: Double = 1
    /// Scale per second.
    public var velocity: Double { estimator.velocity.dx }
    @exclusivity(unchecked) private var startDistance: Points = 0

    override func pairFormed(_ a: Touch, _ b: Touch) {
        startDistance = Swift.max(1, a.locationInWindow.distance(to: b.locationInWindow))
        estimator.reset()
        estimator.add(x: 1, at: a.timestamp)
    }

    override func pairResumed(_ a: Touch, _ b: Touch) {
        startDistance = Swift.max(1, a.locationInWindow.distance(to: b.locationInWindow)) / Swift.max(scale, 1e-6)
    }

    override func measure(_ a: Touch, _ b: Touch, at time: Seconds) -> Bool {
        let d = a.locationInWindow.distance(to: b.locationInWindow)
        scale = d / startDistance
        estimator.add(x: scale, at: time)
        return abs(d - startDistance) >= hysteresis
    }

    /// True while a trackpad pinch, not touches, drives it: from the pinch's begin until it is back to possible.
    public var isDrivenByTrackpad: Bool { scrollSequence != 0 }
    /// Where the pointer was at the trackpad pinch's latest event, in window points; nil when touches drive it.
    @exclusivity(unchecked) private var trackpadLocation: Point?
    /// The trackpad pinch's scale at its latest change (what the next change's ratio is taken to).
    @exclusivity(unchecked) private var trackpadScale = 1.0

    /// The touches' centroid; while a trackpad pinch drives it, the pointer's location.
    open override func location(in node: Node?) -> Point {
        if let trackpadLocation { return convertFromWindow(trackpadLocation, to: node) }
        return super.location(in: node)
    }

    func trackpadPinchBegan(at p: Point, time: Seconds) {
        trackpadLocation = p
        trackpadScale = 1
        estimator.reset()
        estimator.add(x: scale, at: time)
    }

    /// The pinch's scale is `pinchScale` (since its begin): `scale` is multiplied by its ratio to the last.
    func trackpadPinchChanged(to pinchScale: Double, at p: Point, time: Seconds) {
        trackpadLocation = p
        scale *= pinchScale / trackpadScale
        trackpadScale = pinchScale
        estimator.add(x: scale, at: time)
        if state == .possible {
            if pendingState == nil { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }

    func trackpadPinchEnded(at p: Point) {
        trackpadLocation = p
        if state.isActive { state = .ended } else if state == .possible { fail(because: "the trackpad pinch ended before it changed") }
    }

    /// Scale back to 1.

    open override func reset() { scale = 1; startDistance = 0; estimator.reset(); trackpadLocation = nil; trackpadScale = 1 }
}

/// Recognizes two fingers turning (continuous). `rotation` is in radians since both were down, clockwise on
/// screen positive, counting whole turns; it begins once it reaches `hysteresis` radians.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far the fingers must turn before it begins, in radians (default 0.07).
    @exclusivity(unchecked) public var hysteresis: Radians = 0.07
    /// `rotation`.
    open override class var kindWords: String? { "rotation" }
    /// Radians turned since both fingers were down, clockwise on screen positive.
    @exclusivity(unchecked) public var rotation: Radians = 0
    /// Radians per second.
    public var velocity: Double { estimator.velocity.dx }
    @exclusivity(unchecked) private var lastAngle: Radians = 0

    override func pairFormed(_ a: Touch, _ b: Touch) {
        lastAngle = (b.locationInWindow - a.locationInWindow).angle
        estimator.reset()
        estimator.add(x: rotation, at: a.timestamp)
    }

    override func pairResumed(_ a: Touch, _ b: Touch) {
        lastAngle = (b.locationInWindow - a.locationInWindow).angle
    }

    override func measure(_ a: Touch, _ b: Touch, at time: Seconds) -> Bool {
        let angle = (b.locationInWindow - a.locationInWindow).angle
        var delta = angle - lastAngle
        while delta > Double.pi { delta -= 2 * Double.pi }
        while delta <= -Double.pi { delta += 2 * Double.pi }
        lastAngle = angle
        rotation += delta
        estimator.add(x: rotation, at: time)
        return abs(rotation) >= hysteresis
    }

    /// Rotation back to 0.

    open override func reset() { rotation = 0; lastAngle = 0; estimator.reset() }
}
