import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// `pinchRotateSquare`: an orange square that a pinch scales and a rotation turns, around the pad's centre
/// (where the mouse's mirrored finger turns too: `pivot`). Arguments: `pinch=NAME`, `rotation=NAME`.
final class PinchRotateSquareView: StationView {
    override class var name: String { "pinchRotateSquare" }
    override class var keys: Set<String> { ["pinch", "rotation"] }
    private var pinch: PinchGestureRecognizer?
    private var rotation: RotationGestureRecognizer?
    private var baseScale = 1.0, baseAngle = 0.0

    override func install() {
        let pinch = recognizer("pinch", "pinch") { PinchGestureRecognizer(name: $0) }
        let rotation = recognizer("rotation", "rotation") { RotationGestureRecognizer(name: $0) }
        self.pinch = pinch
        self.rotation = rotation
        pinch.addAction { [unowned self, unowned pinch] r in if r.state == .ended || r.state == .cancelled { self.baseScale *= pinch.scale } }
        rotation.addAction { [unowned self, unowned rotation] r in if r.state == .ended || r.state == .cancelled { self.baseAngle += rotation.rotation } }
    }
    override func draw(_ c: Canvas) {
        guard let pinch, let rotation else { return }
        let liveScale = pinch.state.isActive ? pinch.scale : 1
        let liveAngle = rotation.state.isActive ? rotation.rotation : 0
        let s = Swift.min(3, Swift.max(0.3, baseScale * liveScale)) * 26
        let a = baseAngle + liveAngle
        let center = pad.bounds.center
        let corners = (0..<4).map { i -> Point in
            let t = a + Double.pi / 4 + Double(i) * Double.pi / 2
            return Point(center.x + s * 1.414 * cos(t), center.y + s * 1.414 * sin(t))
        }
        c.fillConvexPolygon(corners, color: Color(rgb: 0xFB8C00))
    }
    override func reset() { baseScale = 1; baseAngle = 0 }
    /// The pad's centre in window points.
    override var pivot: Point? { pad.frameInWindow.center }
}
