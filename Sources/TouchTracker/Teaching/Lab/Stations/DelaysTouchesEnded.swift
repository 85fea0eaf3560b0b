import Gestures

/// delaysTouchesEnded, both ways side by side: the left pad as the switch says, the right the opposite.
final class DelaysTouchesEnded: LabStation {
    lazy var left = recognizer("doubleTapL") { TapGestureRecognizer(name: "doubleTapL") }
    lazy var right = recognizer("doubleTapR") { TapGestureRecognizer(name: "doubleTapR") }

    init() {
        super.init(file: "03-delays-touches-ended", switchLabel: "left: delaysTouchesEnded", on: true,
                   labels: ["left": "delaysTouchesEnded = true", "right": "delaysTouchesEnded = false"])
        setColumns([("left", { $0 == "left" || $0 == "doubleTapL" }), ("right", { $0 == "right" || $0 == "doubleTapR" })])
    }
    override func switchChanged(_ on: Bool) {
        left.delaysTouchesEnded = on
        right.delaysTouchesEnded = !on
        pad("left").label = "delaysTouchesEnded = \(on)"
        pad("right").label = "delaysTouchesEnded = \(!on)"
    }
}
