/// Recognizes two fingers turning (continuous). `rotation` is in radians since both were down, clockwise on
/// screen positive, counting whole turns; it begins once it reaches `hysteresis` radians.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// How far the fingers must turn before it begins, in radians (default 0.07).
    @exclusivity(unchecked) public var hysteresis: Radians = 0.07
    /// `rotation`.
    open override class var kindWords: String? { "rotation" }
    /// Radians turned since both fingers were down, clockwise on screen positive.
    @exclusivity(unchecked) public var rotation: Radians = 0
    @exclusivity(unchecked) private var lastAngle: Radians = 0

    override func pairFormed(_ a: Touch, _ b: Touch) -> Double {
        lastAngle = (b.locationInWindow - a.locationInWindow).angle
        return rotation
    }

    override func pairResumed(_ a: Touch, _ b: Touch) {
        lastAngle = (b.locationInWindow - a.locationInWindow).angle
    }

    override func measure(_ a: Touch, _ b: Touch) -> (value: Double, beyondHysteresis: Bool) {
        let angle = (b.locationInWindow - a.locationInWindow).angle
        var delta = angle - lastAngle
        while delta > Double.pi { delta -= 2 * Double.pi }
        while delta <= -Double.pi { delta += 2 * Double.pi }
        lastAngle = angle
        rotation += delta
        return (rotation, abs(rotation) >= hysteresis)
    }

    /// Rotation back to 0.

    open override func reset() { rotation = 0; lastAngle = 0; estimator.reset() }
}
