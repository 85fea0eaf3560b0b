import Gestures

/// TouchTracker's recognizers, configured as the app's drawing view configures them, for the dispatch
/// benchmark and the randomized tests, which must exercise exactly the app's set:
/// - the double tap (clear) with delaysTouchesBegan, and the tap (select) with it too, requiring the
///   double tap to fail;
/// - the long press, and the line-moving pan, simultaneous with everything, not cancelling the view's touches;
/// - the three-finger swipe up (colors);
/// - the two-finger tap (undo) and the three-finger tap (redo), as tablet drawing apps have them. They get
///   along with the rest by the engine's own rules: a tap fails once a finger moves past its 10 pt
///   (so two fingers that move still draw a circle, three that move still swipe), and a tap needing two or
///   three fingers fails at a second tap's single finger or a fourth finger; the view's strokes under a tap
///   that recognizes are cancelled (cancelsTouchesInView), so an undo leaves no dot behind.
public final class TouchTrackerRecognizers: GestureRecognizerDelegate {
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    public let tap = TapGestureRecognizer(name: "tap")
    public let longPress = LongPressGestureRecognizer(name: "longPress")
    public let moveLine = PanGestureRecognizer(name: "moveLine")
    public let colorSwipe = SwipeGestureRecognizer(name: "colorSwipe")
    public let undoTap = TapGestureRecognizer(name: "undoTap")
    public let redoTap = TapGestureRecognizer(name: "redoTap")

    public init() {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        tap.delaysTouchesBegan = true
        tap.require(toFail: doubleTap)
        moveLine.delegate = self
        moveLine.cancelsTouchesInView = false
        colorSwipe.direction = .up
        colorSwipe.numberOfTouchesRequired = 3
        undoTap.numberOfTouchesRequired = 2
        redoTap.numberOfTouchesRequired = 3
    }

    public var all: [GestureRecognizer] { [doubleTap, tap, longPress, moveLine, colorSwipe, undoTap, redoTap] }

    /// Attaches them all to `node`. The node keeps them; keep this object alive too (it is the pan's delegate).
    public func install(on node: Node) { for r in all { node.addGestureRecognizer(r) } }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}
