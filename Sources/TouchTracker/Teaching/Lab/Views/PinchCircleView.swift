import Gestures

/// `pinchCircle`: a circle a pinch scales, and the types of the touches the pinch follows now, at the pad's
/// foot (the rule made visible); "trackpad: no touch" while a trackpad's pinch drives it. Argument: `pinch=NAME` (pinch).
final class PinchCircleView: StationView {
    override class var name: String { "pinchCircle" }
    override class var keys: Set<String> { ["pinch"] }
    private var pinch: PinchGestureRecognizer?
    private var baseScale = 1.0

    override func install() {
        let pinch = recognizer("pinch", "pinch") { PinchGestureRecognizer(name: $0) }
        self.pinch = pinch
        pinch.addAction { [unowned self, unowned pinch] r in if r.state == .ended || r.state == .cancelled { self.baseScale *= pinch.scale } }
    }
    override func draw(_ c: Canvas) {
        guard let pinch else { return }
        let live = pinch.state.isActive ? pinch.scale : 1
        let r = Swift.min(3, Swift.max(0.3, baseScale * live)) * 24
        c.fillCircle(center: pad.bounds.center, radius: r, color: Color(rgb: 0x00897B))
        var types = pinch.trackedTouches.map(\.type.description)
        if types.isEmpty, pinch.isDrivenByTrackpad, pinch.state.isActive { types = [tr("trackpad: no touch")] }
        if !types.isEmpty {
            c.drawText(types.joined(separator: " + "), at: Point(8, pad.bounds.height - 18 * pad.textScale), size: 11 * pad.textScale,
                       color: Color(rgb: 0x37474F), alignment: .left)
        }
    }
    override func reset() { baseScale = 1 }
}
