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
    @exclusivity(unchecked) private var startDistance: Points = 0

    override func pairFormed(_ a: Touch, _ b: Touch) -> Double {
        startDistance = Swift.max(1, a.locationInWindow.distance(to: b.locationInWindow))
        return 1
    }

    override func pairResumed(_ a: Touch, _ b: Touch) {
        startDistance = Swift.max(1, a.locationInWindow.distance(to: b.locationInWindow)) / Swift.max(scale, 1e-6)
    }

    override func measure(_ a: Touch, _ b: Touch) -> (value: Double, beyondHysteresis: Bool) {
        let d = a.locationInWindow.distance(to: b.locationInWindow)
        scale = d / startDistance
        return (scale, abs(d - startDistance) >= hysteresis)
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
