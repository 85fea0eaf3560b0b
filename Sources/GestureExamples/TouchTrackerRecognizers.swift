import Gestures

/// TouchTracker's five recognizers, configured as the app's drawing view configures them (double tap with
/// delaysTouchesBegan; tap with it too, requiring the double tap to fail; long press; the line-moving pan,
/// simultaneous with everything, not cancelling the view's touches; the three-finger swipe up), for the
/// dispatch benchmark and the randomized tests, which must exercise exactly the app's set.
public final class TouchTrackerRecognizers: GestureRecognizerDelegate {
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    public let tap = TapGestureRecognizer(name: "tap")
    public let longPress = LongPressGestureRecognizer(name: "longPress")
    public let moveLine = PanGestureRecognizer(name: "moveLine")
    public let colorSwipe = SwipeGestureRecognizer(name: "colorSwipe")

    public init() {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        tap.delaysTouchesBegan = true
        tap.require(toFail: doubleTap)
        moveLine.delegate = self
        moveLine.cancelsTouchesInView = false
        colorSwipe.direction = .up
        colorSwipe.numberOfTouchesRequired = 3
    }

    public var all: [GestureRecognizer] { [doubleTap, tap, longPress, moveLine, colorSwipe] }

    /// Attaches all five to `node`. The node keeps them; keep this object alive too (it is the pan's delegate).
    public func install(on node: Node) { for r in all { node.addGestureRecognizer(r) } }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}
