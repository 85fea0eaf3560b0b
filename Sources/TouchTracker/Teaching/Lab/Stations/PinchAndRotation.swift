import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// Pinch and rotation of a shape, together or one at a time.
final class PinchAndRotation: LabStation {
    lazy var pinch = recognizer("pinch") { PinchGestureRecognizer(name: "pinch") }
    lazy var rotation = recognizer("rotation") { RotationGestureRecognizer(name: "rotation") }
    private var baseScale = 1.0, baseAngle = 0.0

    init() {
        super.init(file: "07-pinch-and-rotation", switchLabel: "simultaneous recognition", on: true, labels: ["pad": "two fingers (mouse: hold Alt)"])
        let pad = pad("pad")
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
    /// The switch turns the file's "simultaneous pinch rotation" off and on.
    override func switchChanged(_ on: Bool) { installation?.delegate.setTogether(pinch, rotation, on) }
    override func resetVisuals() { baseScale = 1; baseAngle = 0 }
    /// The pad's centre in window points: where the mouse's mirrored finger turns around.
    var padCenterInWindow: Point { pads[0].frameInWindow.center }
}
