/// Recognizes fingers dragging (continuous): began once their centroid has moved `hysteresis` points
/// with between `minimumNumberOfTouches` and `maximumNumberOfTouches` down, changed on every move while
/// at least `minimumNumberOfTouches` are down, ended when ALL fingers have lifted (UIPanGestureRecognizer.h:
/// dropping below the minimum mid-pan pauses it, it does not end it). Touches beyond the maximum are ignored.
/// A finger joining or leaving does not make the translation jump.
open class PanGestureRecognizer: GestureRecognizer {
    /// Fingers needed to begin and to change (default 1).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// Fingers tracked at most; more are ignored (default unlimited).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// How far the centroid must move before the pan begins, in points (default 10).
    @exclusivity(unchecked) public var hysteresis: Points = 10
    /// The scrolls that drive the pan (UIKit's `allowedScrollTypesMask`; default none, so only touches do).
    /// A scroll of an accepted type over its node (`Window.send(scroll:at:)`) begins it at once (no
    /// hysteresis), each scroll of the sequence adds its delta to the translation (a change), and it ends
    /// once no scroll has come for `Window.scrollEndDelay`. It does not stop touches driving it when no
    /// scroll does (UIKit: to take scrolls only, set `allowedTouchTypes = []`). See `Window+Scroll`.
    @exclusivity(unchecked) public var allowedScrollTypesMask: ScrollTypeMask = []

    /// `pan`, continuous.
    open override class var kindWords: String? { "pan" }
    open override class var isContinuous: Bool { true }

    /// Movement of the centroid since the gesture started, unaffected by `setTranslation`.
    @exclusivity(unchecked) private var motion = Vector.zero
    @exclusivity(unchecked) private var centroidAnchor = Point.zero
    @exclusivity(unchecked) private var userOffset = Vector.zero
    @exclusivity(unchecked) private var estimator = VelocityEstimator(windowDuration: 0.1)
    @exclusivity(unchecked) private var started = false
    /// Where the pointer was at the latest scroll driving the pan, in window points; nil when touches drive it.
    @exclusivity(unchecked) private var scrollLocation: Point?

    /// True while scrolls, not touches, drive the pan: from the scroll that began it until it is back to
    /// possible (its actions, the last included, see it true).
    public var isDrivenByScroll: Bool { scrollSequence != 0 }

    /// The centroid of the touches (see `GestureRecognizer.location(in:)`); while scrolls drive the pan,
    /// where the pointer was at the latest scroll.
    open override func location(in node: Node?) -> Point {
        if let scrollLocation { return convertFromWindow(scrollLocation, to: node) }
        return super.location(in: node)
    }

    /// How far the fingers have moved since touch-down (or since the last `setTranslation`), in `node`'s space.
    public func translation(in node: Node?) -> Vector { motion + userOffset }
    /// Makes the current translation read `t` (reset it to zero after applying each change).
    public func setTranslation(_ t: Vector, in node: Node?) { userOffset = t - motion }
    /// Points per second, from a least-squares fit over the last 100 ms of samples.
    public func velocity(in node: Node?) -> Vector { estimator.velocity }

    private func centroid() -> Point { activeCentroidInWindow ?? centroidAnchor }

    /// Re-anchors after the set of touches changed, so the centroid's jump is not counted as motion.
    private func reanchor() { centroidAnchor = centroid() - motion }

    /// Subclass hook: whether movement `motion` (window points) may begin the pan. Default: `hysteresis` reached.
    open func shouldBeginPan(motion: Vector) -> Bool { motion.length >= hysteresis }

    /// Tracks the new fingers (ignoring those beyond the maximum) without the centroid's jump counting as motion.

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

    /// Begins past the hysteresis with enough fingers; afterwards each move with at least the minimum down is a change.

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

    /// Ends (or fails, if it never began) when all fingers have lifted.

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches == 0 {
            if state.isActive {
                state = .ended
            } else if state == .possible {
                fail(because: pendingState != nil ? "lifted while it waited" : "lifted before \(FailureWords.number(hysteresis)) pt")
            }
        } else {
            reanchor()
        }
    }

    /// Cancels (after it began) or fails.

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { fail(because: "touches cancelled") }
    }

    /// Zeroes the translation and velocity.

    open override func reset() {
        motion = .zero
        userOffset = .zero
        started = false
        scrollLocation = nil
        estimator.reset()
    }

    /// A scroll of the sequence driving the pan, of `delta` at `p` (window points): adds to the translation
    /// and begins or changes the pan; the pan ends (or, never begun, fails) `endDelay` after the last one.
    func scrolled(by delta: Vector, at p: Point, time: Seconds, endDelay: Seconds) {
        if !started {
            started = true
            motion = .zero
            estimator.reset()
        }
        scrollLocation = p
        motion = motion + delta
        estimator.add(Point.zero + motion, at: time)
        cancelTimers()
        scheduleTimer(after: endDelay) { [self] in
            if state.isActive { state = .ended } else if state == .possible { fail(because: "the scroll ended while it waited") }
        }
        if state == .possible {
            if pendingState == nil { state = .began }
        } else if state.isActive {
            state = .changed
        }
    }
}

/// Screen edges, for ScreenEdgePanGestureRecognizer.
public struct RectEdge: OptionSet, Sendable {
    /// The bit set.
    public let rawValue: Int
    /// Edges from a bit set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1)
    /// The left edge.
    public static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    public static let right = RectEdge(rawValue: 8)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts within `edgeRegion` points of one of `edges` of the window and moves away from it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from (default none: set at least one).
    @exclusivity(unchecked) public var edges: RectEdge = []
    /// How close to an edge the touch must go down, in points (default 20).
    @exclusivity(unchecked) public var edgeRegion: Points = 20
    /// The node whose edges count; nil (the default) for the window's, as UIKit uses the screen's. An
    /// extension beyond UIKit: a teaching display can show an edge pan inside a "screen" of its own.
    @exclusivity(unchecked) public weak var edgeReference: Node?
    @exclusivity(unchecked) private var startEdges: RectEdge = []
    /// `edge pan`.
    open override class var kindWords: String? { "edge pan" }

    /// Fails unless the first finger goes down within `edgeRegion` of one of `edges`.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if numberOfTouches == touches.count {
            let p = edgeReference.map { touches[0].location(in: $0) } ?? touches[0].locationInWindow
            let size = edgeReference?.bounds.size ?? window?.size ?? .zero
            var near: RectEdge = []
            if p.x < edgeRegion { near.insert(.left) }
            if p.x >= size.width - edgeRegion { near.insert(.right) }
            if p.y < edgeRegion { near.insert(.top) }
            if p.y >= size.height - edgeRegion { near.insert(.bottom) }
            startEdges = near.intersection(edges)
            if startEdges.isEmpty { fail(because: "not within \(FailureWords.number(edgeRegion)) pt of its edges"); return }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Begins only moving away from the edge the touch started at.

    open override func shouldBeginPan(motion m: Vector) -> Bool {
        guard super.shouldBeginPan(motion: m) else { return false }
        let horizontal = abs(m.dx) >= abs(m.dy)
        if startEdges.contains(.left) && horizontal && m.dx > 0 { return true }
        if startEdges.contains(.right) && horizontal && m.dx < 0 { return true }
        if startEdges.contains(.top) && !horizontal && m.dy > 0 { return true }
        if startEdges.contains(.bottom) && !horizontal && m.dy < 0 { return true }
        return false
    }

    /// Forgets the starting edge.

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
