import Gestures

/// delaysTouchesEnded, both ways side by side: the left pad as the switch says, the right the opposite.
final class DelaysTouchesEnded: LabStation {
    let left = TapGestureRecognizer(name: "doubleTapL")
    let right = TapGestureRecognizer(name: "doubleTapR")

    init() {
        super.init(title: "delaysTouchesEnded", switchLabel: "left: delaysTouchesEnded", on: true)
        let l = addPad("left", label: "delaysTouchesEnded = true")
        let r = addPad("right", label: "delaysTouchesEnded = false")
        for (rec, pad) in [(left, l), (right, r)] {
            rec.numberOfTapsRequired = 2
            pad.addGestureRecognizer(rec)
        }
        right.delaysTouchesEnded = false
        setColumns([("left", { $0 == "left" || $0 == "doubleTapL" }), ("right", { $0 == "right" || $0 == "doubleTapR" })])
    }
    override func switchChanged(_ on: Bool) {
        left.delaysTouchesEnded = on
        right.delaysTouchesEnded = !on
        pads[0].label = "delaysTouchesEnded = \(on)"
        pads[1].label = "delaysTouchesEnded = \(!on)"
    }
}
