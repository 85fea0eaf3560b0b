import Gestures

/// buttonMaskRequired: a tap that needs the mouse's right button (UIKit's secondary click). The buttons
/// count for the mouse's touches only: a finger's tap still fires. Off, it is `.primary`, the default.
final class SecondaryClickStation: LabStation {
    lazy var tap = recognizer("tap") { TapGestureRecognizer(name: "tap") }
    private var last: (text: String, time: Seconds)?

    init() {
        super.init(file: "23-secondary-click", switchLabel: "the tap needs the right button", on: true,
                   labels: ["pad": "click with each button, then tap with a finger"])
        let pad = pad("pad")
        tap.addAction { [unowned self] r in
            let touch = r.trackedTouches.first
            let how = touch?.type == .indirectPointer ? (touch?.buttonMask == .secondary ? "right click" : "click") : "finger tap"
            self.last = (how, self.now())
        }
        pad.content = { [unowned self] c, p in self.flash(self.last?.text ?? "", at: self.last?.time, in: p.bounds, canvas: c) }
    }
    override func switchChanged(_ on: Bool) { tap.buttonMaskRequired = on ? .secondary : .primary }
    override func resetVisuals() { last = nil }
}
