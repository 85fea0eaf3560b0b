/// Directions a swipe may take.
public struct SwipeDirection: OptionSet, Sendable {
    /// The bit set.
    public let rawValue: Int
    /// Directions from a bit set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Towards +x.
    public static let right = SwipeDirection(rawValue: 1)
    /// Towards -x.
    public static let left = SwipeDirection(rawValue: 2)
    /// Towards -y (up the screen).
    public static let up = SwipeDirection(rawValue: 4)
    /// Towards +y.
    public static let down = SwipeDirection(rawValue: 8)

    var unitVectors: [(SwipeDirection, Vector)] {
        [(.right, Vector(dx: 1, dy: 0)), (.left, Vector(dx: -1, dy: 0)),
         (.up, Vector(dx: 0, dy: -1)), (.down, Vector(dx: 0, dy: 1))].filter { contains($0.0) }
    }
}

/// Recognizes `numberOfTouchesRequired` fingers moving together at least `minimumDistance` along one of
/// `direction` within `maximumDuration` of the first touch-down (discrete, recognized mid-motion).
/// Fails on too many fingers, a finger lifting first, time running out, or a path more than
/// `maximumAngle` off the direction; the trace gives each failure its cause (`more than 2 fingers`,
/// `lifted with 1 finger, needs 2`, `lifted before 50 pt`, `not 50 pt within 0.5 s`, `touches cancelled`).
///
/// Where it is (UISwipeGestureRecognizer.h): `location(in:)` is where the swipe began, the centroid of
/// its touches' touch-down points; `location(ofTouch:in:)` a touch's touch-down point.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions accepted (default right).
    @exclusivity(unchecked) public var direction: SwipeDirection = .right
    /// Fingers that must swipe together (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// Least movement along the direction, in points (default 50).
    @exclusivity(unchecked) public var minimumDistance: Points = 50
    /// Time allowed from the first touch-down, in seconds (default 0.5).
    @exclusivity(unchecked) public var maximumDuration: Seconds = 0.5
    /// How far off the axis the displacement may point, in radians (30 degrees).
    @exclusivity(unchecked) public var maximumAngle: Radians = 0.5235987755982988
    /// The direction recognized (one of `direction`), once recognized.
    @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection = []
    @exclusivity(unchecked) private var timerStarted = false
    /// The most fingers down at once in this gesture.
    @exclusivity(unchecked) private var mostTouches = 0

    /// `swipe`.
    open override class var kindWords: String? { "swipe" }
    /// The fingers, past one: `2 fingers`.
    open override var keyPropertyWords: String { numberOfTouchesRequired > 1 ? FailureWords.fingers(numberOfTouchesRequired) : "" }

    /// Where the swipe began: the centroid of its touches' touch-down points (UISwipeGestureRecognizer.h).

    open override func location(in node: Node?) -> Point {
        let touches = trackedTouches
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in touches { x += t.startLocationInWindow.x; y += t.startLocationInWindow.y }
        let n = Double(touches.count)
        return convertFromWindow(Point(x: x / n, y: y / n), to: node)
    }

    /// Where touch `index` went down.

    open override func location(ofTouch index: Int, in node: Node?) -> Point {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        precondition(touches.indices.contains(index), "touch index \(index) out of range 0..<\(touches.count)")
        return touches[index].startLocation(in: node)
    }

    /// Starts the time limit with the first finger; fails on too many fingers.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if !timerStarted {
            timerStarted = true
            scheduleTimer(after: maximumDuration) { [self] in
                guard state == .possible else { return }
                fail(because: "not \(FailureWords.number(minimumDistance)) pt within \(FailureWords.number(maximumDuration)) s")
            }
        }
        mostTouches = Swift.max(mostTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { fail(because: "more than \(FailureWords.fingers(numberOfTouchesRequired))") }
    }


    /// Recognizes once the fingers moved `minimumDistance` within `maximumAngle` of an accepted direction.

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

    /// A finger lifting before it recognized: fails (too few fingers came down, or they had not gone far).

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fail(because: mostTouches < numberOfTouchesRequired ? "lifted with \(FailureWords.fingers(mostTouches)), needs \(numberOfTouchesRequired)"
                                                   : "lifted before \(FailureWords.number(minimumDistance)) pt")
    }
    /// Fails.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fail(because: "touches cancelled") }

    /// Forgets the time limit and the recognized direction.

    open override func reset() {
        timerStarted = false
        mostTouches = 0
        recognizedDirection = []
    }
}
