import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// Pinch and rotation of a shape, together or one at a time.
final class PinchAndRotation: LabStation, GestureRecognizerDelegate {
    let pinch = PinchGestureRecognizer(name: "pinch")
    let rotation = RotationGestureRecognizer(name: "rotation")
    private var together = true
    private var baseScale = 1.0, baseAngle = 0.0

    init() {
        super.init(title: "Pinch and rotation", switchLabel: "simultaneous recognition", on: true)
        let pad = addPad("pad", label: "two fingers (mouse: hold Alt)", recognizers: [pinch, rotation])
        pinch.delegate = self
        pinch.addAction { [unowned self] r in if r.state == .ended || r.state == .cancelled { self.baseScale *= self.pinch.scale } }
        rotation.addAction { [unowned self] r in if r.state == .ended || r.state == .cancelled { self.baseAngle += self.rotation.rotation } }
        pad.content = { [unowned self] c, p in
            let liveScale = self.pinch.state.isActive ? self.pinch.scale : 1
            let liveAngle = self.rotation.state.isActive ? self.rotation.rotation : 0
            let s = Swift.min(3, Swift.max(0.3, self.baseScale * liveScale)) * 26
            let a = self.baseAngle + liveAngle
            let center = p.bounds.center
            let corners = (0..<4).map { i -> Point in
                let t = a + Double.pi / 4 + Double(i) * Double.pi / 2
                return Point(center.x + s * 1.414 * cos(t), center.y + s * 1.414 * sin(t))
            }
            c.fillConvexPolygon(corners, color: Color(rgb: 0xFB8C00))
        }
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { together }
    override func switchChanged(_ on: Bool) { together = on }
    override func resetVisuals() { baseScale = 1; baseAngle = 0 }
    /// The pad's centre in window points: where the mouse's mirrored finger turns around.
    var padCenterInWindow: Point { pads[0].frameInWindow.center }
}
