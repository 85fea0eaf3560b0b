import Gestures

/// Pan against swipe: with the requirement a quick flick is a swipe; a slow drag pans once the swipe failed.
final class PanVersusSwipe: LabStation {
    lazy var pan = recognizer("pan") { PanGestureRecognizer(name: "pan") }
    lazy var swipe = recognizer("swipe") { SwipeGestureRecognizer(name: "swipe") }
    private var ball = Point(40, 50)

    init() {
        super.init(file: "06-pan-vs-swipe", switchLabel: "pan requires swipe to fail", on: true, labels: ["pad": "flick sideways, or drag slowly"])
        let pad = pad("pad")
        swipe.addAction { [unowned self] r in
            self.flash((r as? SwipeGestureRecognizer)?.recognizedDirection == .left ? "swipe left" : "swipe right")
        }
        pan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer, r.state == .began || r.state == .changed else { return }
            self.ball = self.ball + p.translation(in: pad)
            p.setTranslation(.zero, in: pad)
        }
        pad.content = { [unowned self] c, p in
            c.fillCircle(center: self.ball, radius: 14, color: Color(rgb: 0x8E24AA))
            self.drawFlash(in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { if on { pan.require(toFail: swipe) } else { pan.removeRequirement(toFail: swipe) } }
    override func resetVisuals() { ball = Point(40, 50) }
}
