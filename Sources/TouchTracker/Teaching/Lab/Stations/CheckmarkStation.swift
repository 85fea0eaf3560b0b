import GestureExamples
import Gestures

/// The custom check-mark recognizer of Apple's guide (GestureExamples): draw a check mark.
final class CheckmarkStation: LabStation {
    let check = CheckmarkGestureRecognizer(name: "check")
    private var stroke: [Point] = []

    init() {
        super.init(title: "Custom recognizer: check mark", switchLabel: "isEnabled", on: true)
        let pad = addPad("pad", label: "draw a check mark", recognizers: [check])
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
