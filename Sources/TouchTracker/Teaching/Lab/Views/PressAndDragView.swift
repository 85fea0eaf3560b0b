import Gestures

/// `pressAndDrag`: a square a long press picks up (it turns green) and a pan then moves, with the same
/// finger: it moves only while the long press is active, so only when the two recognize together.
/// Arguments: `press=NAME` (longPress), `pan=NAME` (pan), `home=X,Y` (60,50: where it starts and returns).
final class PressAndDragView: StationView {
    override class var name: String { "pressAndDrag" }
    override class var keys: Set<String> { ["press", "pan", "home"] }
    private var longPress: LongPressGestureRecognizer?
    private var position = Point(0, 0)

    override func install() {
        let press = recognizer("press", "longPress") { LongPressGestureRecognizer(name: $0) }
        let pan = recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }
        longPress = press
        position = point("home", Point(60, 50))
        pan.addAction { [unowned self, unowned press] r in
            guard let p = r as? PanGestureRecognizer, press.state.isActive, r.state == .began || r.state == .changed else { return }
            self.position = self.position + p.translation(in: self.pad)
            p.setTranslation(.zero, in: self.pad)
        }
    }
    override func draw(_ c: Canvas) {
        c.fillRoundedRect(Rect(x: position.x - 18, y: position.y - 18, width: 36, height: 36), radius: 6,
                          color: longPress?.state.isActive == true ? Color(rgb: 0x43A047) : Style.muted)
    }
    override func reset() { position = point("home", Point(60, 50)) }
}
