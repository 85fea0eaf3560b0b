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
///   that recognizes are cancelled (cancelsTouchesInView), so an undo leaves no dot behind;
/// - the trackpad pinch that scales the selected line (SDL 3): a pinch taking no touch at all
///   (`allowedTouchTypes` empty), so only a trackpad's pinch drives it and two fingers still draw a circle.
///
/// A pen's eraser end is given to none of them: it erases, it never taps, selects or moves a line.
///
/// A pointer's press without its primary button (a right or middle click) is given to none of them
/// (`shouldReceive`): the drawing view selects on a right click itself, and the drawing makes none of
/// these gestures with those buttons (the long press and the pan would take any button, UIKit's rule, but
/// a line is moved with the primary one). Given to them, each right click was a whole gesture of seven
/// recognizers (four taps failed on the button, the long press's and the swipe's timers set and stopped,
/// all seven reset): a storm of 5,000 cost some fifteen times what a storm of wheel clicks does.
public final class TouchTrackerRecognizers: GestureRecognizerDelegate {
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    public let tap = TapGestureRecognizer(name: "tap")
    public let longPress = LongPressGestureRecognizer(name: "longPress")
    public let moveLine = PanGestureRecognizer(name: "moveLine")
    public let colorSwipe = SwipeGestureRecognizer(name: "colorSwipe")
    public let undoTap = TapGestureRecognizer(name: "undoTap")
    public let redoTap = TapGestureRecognizer(name: "redoTap")
    public let scaleLine = PinchGestureRecognizer(name: "scaleLine")

    public init() {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        tap.delaysTouchesBegan = true
        tap.require(toFail: doubleTap)
        for r in all { r.delegate = self }
        moveLine.cancelsTouchesInView = false
        colorSwipe.direction = .up
        colorSwipe.numberOfTouchesRequired = 3
        undoTap.numberOfTouchesRequired = 2
        redoTap.numberOfTouchesRequired = 3
        scaleLine.allowedTouchTypes = []
    }

    public var all: [GestureRecognizer] { [doubleTap, tap, longPress, moveLine, colorSwipe, undoTap, redoTap, scaleLine] }

    /// Attaches them all to `node`. The node keeps them; keep this object alive too (it is their delegate).
    public func install(on node: Node) { for r in all { node.addGestureRecognizer(r) } }

    /// The line-moving pan recognizes together with everything (the others' delegate says no: either
    /// saying yes is enough).
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { recognizer === moveLine }

    /// Fingers, pens and the primary button; not a pointer's other buttons, nor a pen's eraser end (see above).
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !touch.isEraser && (touch.type != .indirectPointer || touch.buttonMask.contains(.primary))
    }
}
