import Gestures

// The README's tour, kept compiling here (the README quotes this file).

/// The book's DrawView set-up (chapter 19) in this engine's API.
public final class TourDrawView: Node, GestureRecognizerDelegate {
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    public let tap = TapGestureRecognizer(name: "tap")
    public let longPress = LongPressGestureRecognizer(name: "longPress")
    public let moveLine = PanGestureRecognizer(name: "moveLine")
    public private(set) var events: [String] = []

    public init(frame: Rect) {
        super.init(name: "draw", frame: frame)
        isMultipleTouchEnabled = true

        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true          // no dot flashes on the first tap
        doubleTap.addTarget(self, action: TourDrawView.doubleTapped)
        addGestureRecognizer(doubleTap)

        tap.delaysTouchesBegan = true
        tap.require(toFail: doubleTap)                // a tap waits for the double tap to fail
        tap.addTarget(self, action: TourDrawView.tapped)
        addGestureRecognizer(tap)

        longPress.addTarget(self, action: TourDrawView.longPressed)
        addGestureRecognizer(longPress)

        moveLine.delegate = self                      // recognizes together with the long press
        moveLine.cancelsTouchesInView = false         // drawing still gets its touches
        moveLine.addTarget(self, action: TourDrawView.moved)
        addGestureRecognizer(moveLine)
    }

    func doubleTapped(_ r: GestureRecognizer) { events.append("clear") }
    func tapped(_ r: GestureRecognizer) { events.append("select at \(r.location(in: self))") }
    func longPressed(_ r: GestureRecognizer) { events.append("long press \(r.state)") }
    func moved(_ r: GestureRecognizer) {
        guard let pan = r as? PanGestureRecognizer, longPress.state.isActive else { return }
        events.append("move by \(pan.translation(in: self))")
        pan.setTranslation(.zero, in: self)          // so the line stays under the finger
    }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { events.append("begin line") }
}
