import GestureExamples
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// 1. A tap and a double tap on one pad: with `require(toFail:)` the tap waits and a double tap never fires
/// it; without it a double tap fires the tap, then the double tap (a tap never prevents a tap needing more
/// taps). The pad lists every action of the gesture in order.
final class TapVersusDoubleTap: LabStation {
    let tap = TapGestureRecognizer(name: "s1.tap")
    let doubleTap = TapGestureRecognizer(name: "s1.doubleTap")
    /// The actions of the current gesture, oldest first, with the time of the latest.
    private var actions: [String] = []
    private var lastActionTime: Seconds?

    init() {
        super.init(number: 1, title: "Tap vs double tap", switchLabel: "tap requires double tap to fail", on: true)
        let pad = addPad("pad", label: "tap or double tap")
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        tap.addAction { [unowned self] _ in self.record("tap") }
        doubleTap.addAction { [unowned self] _ in self.record("double tap") }
        pad.addGestureRecognizer(tap)
        pad.addGestureRecognizer(doubleTap)
        pad.content = { [unowned self] c, p in
            self.flash(self.actions.joined(separator: ", then "), at: self.lastActionTime, in: p.bounds, canvas: c)
        }
    }

    /// Actions closer together than the double tap's gap belong to one gesture.
    private func record(_ action: String) {
        let t = now()
        if let last = lastActionTime, t - last > doubleTap.maximumTapInterval { actions.removeAll() }
        actions.append(action)
        lastActionTime = t
    }
    override func switchChanged(_ on: Bool) { if on { tap.require(toFail: doubleTap) } else { tap.removeRequirement(toFail: doubleTap) } }
    override func resetVisuals() { actions.removeAll(); lastActionTime = nil }
}

/// Dots where the pad was told a touch began: red while it holds the touch, fading once it ended.
final class TouchDots {
    var live: [TouchID: Point] = [:]
    var fading: [(Point, Seconds)] = []
    func handle(_ phase: TouchPhase, _ touches: [Touch], in pad: Node, now: Seconds) {
        for t in touches {
            switch phase {
            case .began: live[t.id] = t.location(in: pad)
            case .moved, .stationary: if live[t.id] != nil { live[t.id] = t.location(in: pad) }
            case .ended: if let p = live.removeValue(forKey: t.id) { fading.append((p, now)) }
            case .cancelled: live.removeValue(forKey: t.id)
            }
        }
    }
    func draw(_ c: Canvas, now: Seconds) {
        fading.removeAll { now - $0.1 > 0.6 }
        for (p, t) in fading { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935, alpha: 0.8 * (1 - (now - t) / 0.6))) }
        for (_, p) in live.sorted(by: { $0.key < $1.key }) { c.fillCircle(center: p, radius: 9, color: Color(rgb: 0xE53935)) }
    }
    func clear() { live.removeAll(); fading.removeAll() }
}

/// 2. delaysTouchesBegan: without it the first tap of a double tap reaches the pad (a red dot flashes).
final class DelaysTouchesBegan: LabStation {
    let doubleTap = TapGestureRecognizer(name: "s2.doubleTap")
    let dots = TouchDots()
    private var last: Seconds?

    init() {
        super.init(number: 2, title: "delaysTouchesBegan", switchLabel: "delaysTouchesBegan", on: false)
        let pad = addPad("pad", label: "double tap: is there a red dot?")
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = false
        doubleTap.addAction { [unowned self] _ in self.last = self.now() }
        pad.addGestureRecognizer(doubleTap)
        pad.onTouches = { [unowned self, unowned pad] phase, touches in self.dots.handle(phase, touches, in: pad, now: self.now()) }
        pad.content = { [unowned self] c, p in
            self.dots.draw(c, now: self.now())
            self.flash("double tap", at: self.last, in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { doubleTap.delaysTouchesBegan = on }
    override func resetVisuals() { dots.clear(); last = nil }
}

/// 3. delaysTouchesEnded, both ways side by side: the left pad as the switch says, the right the opposite.
final class DelaysTouchesEnded: LabStation {
    let left = TapGestureRecognizer(name: "s3.doubleTapL")
    let right = TapGestureRecognizer(name: "s3.doubleTapR")

    init() {
        super.init(number: 3, title: "delaysTouchesEnded", switchLabel: "left: delaysTouchesEnded", on: true)
        let l = addPad("left", label: "delaysTouchesEnded = true")
        let r = addPad("right", label: "delaysTouchesEnded = false")
        for (rec, pad) in [(left, l), (right, r)] {
            rec.numberOfTapsRequired = 2
            pad.addGestureRecognizer(rec)
        }
        right.delaysTouchesEnded = false
        setColumns([("left", { $0 == "s3.left" || $0 == "s3.doubleTapL" }), ("right", { $0 == "s3.right" || $0 == "s3.doubleTapR" })])
    }
    override func switchChanged(_ on: Bool) {
        left.delaysTouchesEnded = on
        right.delaysTouchesEnded = !on
        pads[0].label = "delaysTouchesEnded = \(on)"
        pads[1].label = "delaysTouchesEnded = \(!on)"
    }
}

/// 4. cancelsTouchesInView: once the pan begins, the pad hears no more of the touch (its trail stops), or
/// keeps hearing everything.
final class CancelsTouchesInView: LabStation {
    let pan = PanGestureRecognizer(name: "s4.pan")
    private var trails: [TouchID: [Point]] = [:]
    private var cut: [Point] = []

    init() {
        super.init(number: 4, title: "cancelsTouchesInView", switchLabel: "cancelsTouchesInView", on: true)
        let pad = addPad("pad", label: "drag: the pad draws what it hears")
        pad.addGestureRecognizer(pan)
        pan.addAction { _ in }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in
            for t in touches {
                switch phase {
                case .began: self.trails[t.id] = [t.location(in: pad)]
                case .moved, .ended: self.trails[t.id]?.append(t.location(in: pad))
                case .cancelled: if let p = self.trails[t.id]?.last { self.cut.append(p) }
                case .stationary: break
                }
            }
        }
        pad.content = { [unowned self] c, _ in
            for (_, pts) in self.trails { for p in pts { c.fillCircle(center: p, radius: 3, color: Color(rgb: 0x37474F)) } }
            for p in self.cut {
                c.strokeLine(from: p + Vector(dx: -7, dy: -7), to: p + Vector(dx: 7, dy: 7), width: 3, color: Color(rgb: 0xFB8C00))
                c.strokeLine(from: p + Vector(dx: -7, dy: 7), to: p + Vector(dx: 7, dy: -7), width: 3, color: Color(rgb: 0xFB8C00))
            }
        }
    }
    override func switchChanged(_ on: Bool) { pan.cancelsTouchesInView = on }
    override func resetVisuals() { trails.removeAll(); cut.removeAll() }
}

/// A square on a pad that a long press picks up (it turns green) and a pan then moves, with the same finger:
/// it moves only while the long press is active, so only when the two recognize together (stations 5, 13).
final class PressAndDragToken {
    let longPress: LongPressGestureRecognizer
    let pan: PanGestureRecognizer
    /// Where the square starts (and returns on reset), in the pad's points.
    let home: Point
    private(set) var position: Point

    /// Adds a long press and a pan named `prefix.longPress`, `prefix.pan` to `pad` and draws the square there.
    init(prefix: String, on pad: LabPad, home: Point) {
        longPress = LongPressGestureRecognizer(name: prefix + "longPress")
        pan = PanGestureRecognizer(name: prefix + "pan")
        self.home = home
        position = home
        pad.addGestureRecognizer(longPress)
        pad.addGestureRecognizer(pan)
        pan.cancelsTouchesInView = false
        longPress.addAction { _ in }
        pan.addAction { [unowned self, unowned pad] r in
            guard let p = r as? PanGestureRecognizer, self.longPress.state.isActive, r.state == .began || r.state == .changed else { return }
            self.position = self.position + p.translation(in: pad)
            p.setTranslation(.zero, in: pad)
        }
        pad.content = { [unowned self] c, _ in
            c.fillRoundedRect(Rect(x: self.position.x - 18, y: self.position.y - 18, width: 36, height: 36), radius: 6,
                              color: self.longPress.state.isActive ? Color(rgb: 0x43A047) : Color(rgb: 0x546E7A))
        }
    }

    func reset() { position = home }
}

/// 5. Long press, then pan with the same finger: the token moves only when the two may recognize together.
final class PressThenPan: LabStation, GestureRecognizerDelegate {
    private var token: PressAndDragToken!
    private var together = true

    init() {
        super.init(number: 5, title: "Long press, then pan", switchLabel: "simultaneous recognition", on: true)
        token = PressAndDragToken(prefix: prefix, on: addPad("pad", label: "press and hold the square, then drag"), home: Point(60, 50))
        token.pan.delegate = self
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { together }
    override func switchChanged(_ on: Bool) { together = on }
    override func resetVisuals() { token.reset() }
}

/// 6. Pan against swipe: with the requirement a quick flick is a swipe; a slow drag pans once the swipe failed.
final class PanVersusSwipe: LabStation {
    let pan = PanGestureRecognizer(name: "s6.pan")
    let swipe = SwipeGestureRecognizer(name: "s6.swipe")
    private var ball = Point(40, 50)
    private var last: (String, Seconds)?

    init() {
        super.init(number: 6, title: "Pan vs swipe", switchLabel: "pan requires swipe to fail", on: true)
        let pad = addPad("pad", label: "flick sideways, or drag slowly")
        swipe.direction = [.left, .right]
        pan.require(toFail: swipe)
        pad.addGestureRecognizer(pan)
        pad.addGestureRecognizer(swipe)
        swipe.addAction { [unowned self] r in
            self.last = ((r as? SwipeGestureRecognizer)?.recognizedDirection == .left ? "swipe left" : "swipe right", self.now())
        }
        pan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer, r.state == .began || r.state == .changed else { return }
            self.ball = self.ball + p.translation(in: pad)
            p.setTranslation(.zero, in: pad)
        }
        pad.content = { [unowned self] c, p in
            c.fillCircle(center: self.ball, radius: 14, color: Color(rgb: 0x8E24AA))
            self.flash(self.last?.0 ?? "", at: self.last?.1, in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { if on { pan.require(toFail: swipe) } else { pan.removeRequirement(toFail: swipe) } }
    override func resetVisuals() { ball = Point(40, 50); last = nil }
}

/// 7. Pinch and rotation of a shape, together or one at a time.
final class PinchAndRotation: LabStation, GestureRecognizerDelegate {
    let pinch = PinchGestureRecognizer(name: "s7.pinch")
    let rotation = RotationGestureRecognizer(name: "s7.rotation")
    private var together = true
    private var baseScale = 1.0, baseAngle = 0.0

    init() {
        super.init(number: 7, title: "Pinch and rotation", switchLabel: "simultaneous recognition", on: true)
        let pad = addPad("pad", label: "two fingers (mouse: hold Alt)")
        pinch.delegate = self
        pad.addGestureRecognizer(pinch)
        pad.addGestureRecognizer(rotation)
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

/// 8. The custom check-mark recognizer of Apple's guide (GestureExamples): draw a check mark.
final class CheckmarkStation: LabStation {
    let check = CheckmarkGestureRecognizer(name: "s8.check")
    private var stroke: [Point] = []
    private var last: Seconds?

    init() {
        super.init(number: 8, title: "Custom recognizer: check mark", switchLabel: "isEnabled", on: true)
        let pad = addPad("pad", label: "draw a check mark")
        pad.addGestureRecognizer(check)
        check.addAction { [unowned self] _ in self.last = self.now() }
        pad.onTouches = { [unowned self, unowned pad] phase, touches in
            guard let t = touches.first else { return }
            if phase == .began { self.stroke = [] }
            self.stroke.append(t.location(in: pad))
        }
        pad.content = { [unowned self] c, p in
            for (a, b) in zip(self.stroke, self.stroke.dropFirst()) { c.strokeLine(from: a, to: b, width: 4, color: Color(rgb: 0x546E7A)) }
            self.flash("check mark!", at: self.last, in: p.bounds, canvas: c, color: Color(rgb: 0x2E7D32))
        }
    }
    override func switchChanged(_ on: Bool) { check.isEnabled = on }
    override func resetVisuals() { stroke = []; last = nil }
}

/// 9. A button inside a node with a tap recognizer: the button wins (controls refuse their ancestors' taps).
final class ButtonInNode: LabStation {
    let tap = TapGestureRecognizer(name: "s9.tap")
    let button = LabButton(name: "s9.button")
    private var last: (String, Seconds)?

    init() {
        super.init(number: 9, title: "Controls win", switchLabel: "button is a control that wins", on: true)
        let pad = addPad("pad", label: "tap the pad, tap the button")
        pad.addGestureRecognizer(tap)
        pad.addChild(button)
        tap.addAction { [unowned self] _ in self.last = ("pad's tap", self.now()) }
        button.onTap = { [unowned self] _ in self.last = ("button", self.now()) }
        pad.content = { [unowned self] c, p in
            self.flash(self.last?.0 ?? "", at: self.last?.1, in: Rect(x: 0, y: 0, width: p.bounds.width, height: p.bounds.height * 0.6), canvas: c)
        }
    }
    override func layoutPads(in r: Rect) {
        super.layoutPads(in: r)
        let k = textScale
        button.frame = Rect(x: (r.width - 90 * k) / 2, y: Swift.max(18 * k, r.height - 44 * k), width: 90 * k, height: Swift.min(34 * k, r.height - 22 * k))
    }
    override func switchChanged(_ on: Bool) { button.wins = on }
    override func resetVisuals() { last = nil }
}
