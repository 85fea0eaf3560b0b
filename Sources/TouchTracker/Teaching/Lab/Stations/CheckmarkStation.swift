import GestureExamples
import Gestures

/// The custom check-mark recognizer of Apple's guide (GestureExamples): draw a check mark.
final class CheckmarkStation: LabStation {
    lazy var check = recognizer("check") { CheckmarkGestureRecognizer(name: "check") }
    private var stroke: [Point] = []

    init() {
        super.init(file: "08-checkmark", switchLabel: "isEnabled", on: true, labels: ["pad": "draw a check mark"])
        let pad = pad("pad")
        check.addAction { [unowned self] _ in self.flash("check mark!") }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in
            guard let t = touches.first else { return }
            if phase == .began { self.stroke = [] }
            self.stroke.append(t.location(in: pad))
        }
        pad.content = { [unowned self] c, p in
            for (a, b) in zip(self.stroke, self.stroke.dropFirst()) { c.strokeLine(from: a, to: b, width: 4, color: Color(rgb: 0x546E7A)) }
            self.drawFlash(in: p.bounds, canvas: c, color: Color(rgb: 0x2E7D32))
        }
    }
    override func switchChanged(_ on: Bool) { check.isEnabled = on }
    override func resetVisuals() { stroke = [] }
}
