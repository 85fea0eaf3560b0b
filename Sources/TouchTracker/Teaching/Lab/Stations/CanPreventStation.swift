import Gestures

/// canPrevent: with Apple's rule a pinch that began is cancelled when the rotation begins (rotation may
/// prevent pinch), and a rotation that began fails the pinch; without it the first to begin wins.
final class CanPreventStation: LabStation {
    let pinch = PoliteRotationPinch(name: "pinch")
    let rotation = RotationGestureRecognizer(name: "rotation")

    init() {
        super.init(title: "canPrevent: rotation vs pinch", switchLabel: "pinch never prevents rotation", on: true)
        let pad = addPad("pad", label: "spread two fingers, then twist", recognizers: [pinch, rotation])
        pinch.addAction { [unowned self] r in if r.state == .began { self.flash("pinch began") } }
        rotation.addAction { [unowned self] r in if r.state == .began { self.flash("rotation began") } }
        pad.content = { [unowned self] c, p in self.drawFlash(in: p.bounds, canvas: c) }
    }
    override func switchChanged(_ on: Bool) { pinch.appleRule = on }
}

/// A pinch that, with `appleRule`, never prevents a rotation (UIGestureRecognizerSubclass.h's example:
/// "a rotation gesture recognizer may prevent a pinch, but a pinch never prevents a rotation").
final class PoliteRotationPinch: PinchGestureRecognizer {
    var appleRule = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if appleRule && other is RotationGestureRecognizer { return false }
        return super.canPrevent(other)
    }
}
