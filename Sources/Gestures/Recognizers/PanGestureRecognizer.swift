/// Recognizes fingers dragging (continuous): began once their centroid has moved `hysteresis` points
/// with between `minimumNumberOfTouches` and `maximumNumberOfTouches` down, changed on every move while
/// at least `minimumNumberOfTouches` are down, ended when ALL fingers have lifted (UIPanGestureRecognizer.h:
/// dropping below the minimum mid-pan pauses it, it does not end it). Touches beyond the maximum are ignored.
/// A finger joining or leaving does not make the translation jump.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    public var hysteresis: Points = 10

    /// Movement of the centroid since the gesture started, unaffected by `setTranslation`.
    private var motion = Vector.zero
    private var centroidAnchor = Point.zero
    private var userOffset = Vector.zero
    private var estimator = VelocityEstimator(windowDuration: 0.1)
    private var started = false

    /// How far the fingers have moved since touch-down (or since the last `setTranslation`), in `node`'s space.
    public func translation(in node: Node?) -> Vector { motion + userOffset }
    public func setTranslation(_ t: Vector, in node: Node?) { userOffset = t - motion }
    /// Points per second, from a least-squares fit over the last 100 ms of samples.
    public func velocity(in node: Node?) -> Vector { estimator.velocity }

    private func centroid() -> Point { activeCentroidInWindow ?? centroidAnchor }

    /// Re-anchors after the set of touches changed, so the centroid's jump is not counted as motion.
    private func reanchor() { centroidAnchor = centroid() - motion }

    /// Subclass hook: whether movement `motion` (window points) may begin the pan. Default: `hysteresis` reached.
    open func shouldBeginPan(motion: Vector) -> Bool { motion.length >= hysteresis }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if !started {
            started = true
            motion = .zero
            estimator.reset()
        }
        let room = maximumNumberOfTouches - (numberOfTouches - touches.count)
        if room < touches.count {
            for t in touches.suffix(touches.count - Swift.max(0, room)) { ignore(t) }
        }
        reanchor()
        estimator.add(Point.zero + motion, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        motion = centroid() - centroidAnchor
        estimator.add(Point.zero + motion, at: event.timestamp)
        let n = numberOfTouches
        if state == .possible {
            if n >= minimumNumberOfTouches && n <= maximumNumberOfTouches && shouldBeginPan(motion: motion) {
                state = .began
            }
        } else if state.isActive && n >= minimumNumberOfTouches {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches == 0 {
            if state.isActive { state = .ended } else if state == .possible { state = .failed }
        } else {
            reanchor()
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() {
        motion = .zero
        userOffset = .zero
        started = false
        estimator.reset()
    }
}

/// Screen edges, for ScreenEdgePanGestureRecognizer.
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1)
    public static let left = RectEdge(rawValue: 2)
    public static let bottom = RectEdge(rawValue: 4)
    public static let right = RectEdge(rawValue: 8)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts within `edgeRegion` points of one of `edges` of the window and moves away from it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public var edges: RectEdge = []
    public var edgeRegion: Points = 20
    private var startEdges: RectEdge = []

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches == touches.count {
            let p = touches[0].locationInWindow
            let size = window?.size ?? .zero
            var near: RectEdge = []
            if p.x < edgeRegion { near.insert(.left) }
            if p.x >= size.width - edgeRegion { near.insert(.right) }
            if p.y < edgeRegion { near.insert(.top) }
            if p.y >= size.height - edgeRegion { near.insert(.bottom) }
            startEdges = near.intersection(edges)
            if startEdges.isEmpty { state = .failed; return }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func shouldBeginPan(motion m: Vector) -> Bool {
        guard super.shouldBeginPan(motion: m) else { return false }
        let horizontal = abs(m.dx) >= abs(m.dy)
        if startEdges.contains(.left) && horizontal && m.dx > 0 { return true }
        if startEdges.contains(.right) && horizontal && m.dx < 0 { return true }
        if startEdges.contains(.top) && !horizontal && m.dy > 0 { return true }
        if startEdges.contains(.bottom) && !horizontal && m.dy < 0 { return true }
        return false
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
