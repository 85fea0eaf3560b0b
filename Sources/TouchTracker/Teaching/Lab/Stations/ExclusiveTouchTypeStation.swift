import Gestures

/// requiresExclusiveTouchType: a pinch that is following a finger ignores a pen touch that joins (UIKit's
/// default), so a finger and the pen never pinch; off, the pen's touch counts as a second finger.
final class ExclusiveTouchTypeStation: LabStation {
    lazy var pinch = recognizer("pinch") { PinchGestureRecognizer(name: "pinch") }
    private var baseScale = 1.0

    init() {
        super.init(file: "20-exclusive-touch-type", switchLabel: "a pinch takes one type of touch", on: true,
                   labels: ["pad": "pinch with two fingers, then a finger and the pen"])
        let pad = pad("pad")
        pinch.addAction { [unowned self] r in if r.state == .ended || r.state == .cancelled { self.baseScale *= self.pinch.scale } }
        pad.content = { [unowned self] c, p in
            let live = self.pinch.state.isActive ? self.pinch.scale : 1
            let r = Swift.min(3, Swift.max(0.3, self.baseScale * live)) * 24
            c.fillCircle(center: p.bounds.center, radius: r, color: Color(rgb: 0x00897B))
            // Which types the pinch follows now: the rule made visible.
            let types = self.pinch.trackedTouches.map(\.type.description)
            if !types.isEmpty {
                c.drawText(types.joined(separator: " + "), at: Point(8, p.bounds.height - 18 * p.textScale), size: 11 * p.textScale,
                           color: Color(rgb: 0x37474F), alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { pinch.requiresExclusiveTouchType = on }
    override func resetVisuals() { baseScale = 1 }
}
