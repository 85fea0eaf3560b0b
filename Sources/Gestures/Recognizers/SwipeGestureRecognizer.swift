/// Directions a swipe may take.
public struct SwipeDirection: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let right = SwipeDirection(rawValue: 1)
    public static let left = SwipeDirection(rawValue: 2)
    public static let up = SwipeDirection(rawValue: 4)
    public static let down = SwipeDirection(rawValue: 8)

    var unitVectors: [(SwipeDirection, Vector)] {
        [(.right, Vector(dx: 1, dy: 0)), (.left, Vector(dx: -1, dy: 0)),
         (.up, Vector(dx: 0, dy: -1)), (.down, Vector(dx: 0, dy: 1))].filter { contains($0.0) }
    }
}

/// Recognizes `numberOfTouchesRequired` fingers moving together at least `minimumDistance` along one of
/// `direction` within `maximumDuration` of the first touch-down (discrete, recognized mid-motion).
/// Fails on too many fingers, a finger lifting first, time running out, or a path more than
/// `maximumAngle` off the direction.
///
/// Where it is (UISwipeGestureRecognizer.h): `location(in:)` is where the swipe began, the centroid of
/// its touches' touch-down points; `location(ofTouch:in:)` a touch's touch-down point.
open class SwipeGestureRecognizer: GestureRecognizer {
    public var direction: SwipeDirection = .right
    public var numberOfTouchesRequired = 1
    public var minimumDistance: Points = 50
    public var maximumDuration: Seconds = 0.5
    /// How far off the axis the displacement may point, in radians (30 degrees).
    public var maximumAngle: Radians = 0.5235987755982988
    /// The direction recognized (one of `direction`), once recognized.
    public private(set) var recognizedDirection: SwipeDirection = []
    private var timerStarted = false

    open override func location(in node: Node?) -> Point {
        let touches = trackedTouches
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in touches { x += t.startLocationInWindow.x; y += t.startLocationInWindow.y }
        let n = Double(touches.count)
        return convertFromWindow(Point(x: x / n, y: y / n), to: node)
    }

    open override func location(ofTouch index: Int, in node: Node?) -> Point {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        precondition(touches.indices.contains(index), "touch index \(index) out of range 0..<\(touches.count)")
        return touches[index].startLocation(in: node)
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if !timerStarted {
            timerStarted = true
            scheduleTimer(after: maximumDuration) { [self] in
                guard state == .possible else { return }
                state = .failed
            }
        }
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        var d = Vector.zero, count = 0
        for t in trackedTouches where !t.phase.isFinished { d = d + (t.locationInWindow - t.startLocationInWindow); count += 1 }
        guard count == numberOfTouchesRequired else { return }
        d = d / Double(count)
        let tangent = _tan(maximumAngle)
        for (dir, unit) in direction.unitVectors {
            let along = d.dx * unit.dx + d.dy * unit.dy
            let across = abs(d.dx * unit.dy - d.dy * unit.dx)
            if along >= minimumDistance && across <= along * tangent {
                recognizedDirection = dir
                state = .recognized
                return
            }
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { state = .failed }
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { state = .failed }

    open override func reset() {
        timerStarted = false
        recognizedDirection = []
    }
}
