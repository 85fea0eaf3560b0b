import Gestures

/// canPrevent: with Apple's rule a pinch that began is cancelled when the rotation begins (rotation may
/// prevent pinch), and a rotation that began fails the pinch; without it the first to begin wins.
final class CanPreventStation: LabStation {
    lazy var pinch = recognizer("pinch") { PinchGestureRecognizer(name: "pinch") }
    lazy var rotation = recognizer("rotation") { RotationGestureRecognizer(name: "rotation") }

    init() {
        super.init(file: "10-can-prevent", switchLabel: "pinch never prevents rotation", on: true, labels: ["pad": "spread two fingers, then twist"])
        let pad = pad("pad")
        pinch.addAction { [unowned self] r in if r.state == .began { self.flash("pinch began") } }
        rotation.addAction { [unowned self] r in if r.state == .began { self.flash("rotation began") } }
        pad.content = { [unowned self] c, p in self.drawFlash(in: p.bounds, canvas: c) }
    }
    /// The switch is the file's "canPrevent pinch no" (UIGestureRecognizerSubclass.h's example: "a rotation
    /// gesture recognizer may prevent a pinch, but a pinch never prevents a rotation"; the rotation is the
    /// pinch's only neighbour).
    override func switchChanged(_ on: Bool) { (pinch as? PreventionSwitches)?.mayPrevent = !on }
}
