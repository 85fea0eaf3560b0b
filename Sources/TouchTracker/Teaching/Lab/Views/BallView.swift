import Gestures

/// `ball`: a ball a pan drags. Arguments: `pan=NAME` (pan), `at=X,Y` (40,50: where it starts and returns),
/// `color=RRGGBB` (8E24AA), `disabled=RRGGBB` (its colour while the pan is disabled; by default `color`).
final class BallView: StationView {
    override class var name: String { "ball" }
    override class var keys: Set<String> { ["pan", "at", "color", "disabled"] }
    private var pan: PanGestureRecognizer?
    private var ball = Point(0, 0)

    override func install() {
        let pan = recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }
        self.pan = pan
        ball = point("at", Point(40, 50))
        pan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer, r.state == .began || r.state == .changed else { return }
            self.ball = self.ball + p.translation(in: self.pad)
            p.setTranslation(.zero, in: self.pad)
        }
    }
    override func draw(_ c: Canvas) {
        let usual = color("color", Color(rgb: 0x8E24AA))
        c.fillCircle(center: ball, radius: 14, color: pan?.isEnabled == false ? color("disabled", usual) : usual)
    }
    override func reset() { ball = point("at", Point(40, 50)) }
}
