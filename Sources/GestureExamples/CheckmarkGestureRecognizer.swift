import Gestures

/// Seed 001's custom recognizer (listing 1-8), written outside the engine module against its public API:
/// one finger draws a check mark, a stroke down and to the right, then up and to the right.
/// Discrete: recognized when the finger lifts after the upstroke; fails on a second finger, on any
/// leftward movement, on a downstroke after the upstroke, or on a stroke that never turned up.
public final class CheckmarkGestureRecognizer: GestureRecognizer {
    /// The bottom of the check (where the upstroke began), in window coordinates; zero until seen.
    public private(set) var midPoint: Point = .zero
    private var strokeUp = false
    private var sawDownstroke = false
    /// The upstroke must rise at least this much, so a flat wiggle is no check.
    public var minimumUpstroke: Points = 10
    private var upstrokeRise: Points = 0

    /// `check mark`: how the overlay and the playground name the kind (`check mark, discrete`).
    public override class var kindWords: String? { "check mark" }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches != 1 { fail(because: "more than 1 finger") }
    }

    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, let touch = touches.first else { return }
        let now = touch.location(in: nil)
        let prev = touch.previousLocation(in: nil)
        if now == prev { return }   // pressed harder or lighter, not moved
        if !strokeUp {
            if now.x >= prev.x && now.y >= prev.y {
                midPoint = now
                sawDownstroke = true
            } else if now.x >= prev.x && now.y <= prev.y && sawDownstroke {
                strokeUp = true
                upstrokeRise += prev.y - now.y
            } else {
                fail(because: sawDownstroke ? "turned but not up and to the right" : "not down and to the right")
            }
        } else if now.x >= prev.x && now.y <= prev.y {
            upstrokeRise += prev.y - now.y
        } else {
            fail(because: "left the upstroke")
        }
    }

    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible {
            if strokeUp && upstrokeRise >= minimumUpstroke {
                state = .recognized
            } else {
                fail(because: strokeUp ? "rose less than \(Int(minimumUpstroke)) pt" : "lifted before the upstroke")
            }
        }
    }

    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { fail(because: "touches cancelled") }
    }

    public override func reset() {
        midPoint = .zero
        strokeUp = false
        sawDownstroke = false
        upstrokeRise = 0
    }
}
