import Gestures

/// numberOfTouchesRequired: a two-finger tap fails on one finger; set to 1, one finger is enough.
final class TouchesRequiredStation: LabStation {
    lazy var tap = recognizer("tap") { TapGestureRecognizer(name: "tap") }
    private var last: Seconds?

    init() {
        super.init(file: "16-touches-required", switchLabel: "tap needs 2 fingers", on: true, labels: ["pad": "tap with one finger, then two (mouse: Alt)"])
        let pad = pad("pad")
        tap.addAction { [unowned self] _ in self.last = self.now() }
        pad.content = { [unowned self] c, p in
            self.flash("\(self.tap.numberOfTouchesRequired)-finger tap", at: self.last, in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { tap.numberOfTouchesRequired = on ? 2 : 1 }
    override func resetVisuals() { last = nil }
}
