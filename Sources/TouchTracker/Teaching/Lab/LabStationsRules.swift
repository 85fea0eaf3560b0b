import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// A pinch that, with `appleRule`, never prevents a rotation (UIGestureRecognizerSubclass.h's example:
/// "a rotation gesture recognizer may prevent a pinch, but a pinch never prevents a rotation").
final class PoliteRotationPinch: PinchGestureRecognizer {
    var appleRule = true
    override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if appleRule && other is RotationGestureRecognizer { return false }
        return super.canPrevent(other)
    }
}

/// 10. canPrevent: with Apple's rule a pinch that began is cancelled when the rotation begins (rotation may
/// prevent pinch), and a rotation that began fails the pinch; without it the first to begin wins.
final class CanPreventStation: LabStation {
    let pinch = PoliteRotationPinch(name: "s10.pinch")
    let rotation = RotationGestureRecognizer(name: "s10.rotation")
    private var winner: (String, Seconds)?

    init() {
        super.init(number: 10, title: "canPrevent: rotation vs pinch", switchLabel: "pinch never prevents rotation", on: true)
        let pad = addPad("pad", label: "spread two fingers, then twist")
        pad.addGestureRecognizer(pinch)
        pad.addGestureRecognizer(rotation)
        pinch.addAction { [unowned self] r in if r.state == .began { self.winner = ("pinch began", self.now()) } }
        rotation.addAction { [unowned self] r in if r.state == .began { self.winner = ("rotation began", self.now()) } }
        pad.content = { [unowned self] c, p in self.flash(self.winner?.0 ?? "", at: self.winner?.1, in: p.bounds, canvas: c) }
    }
    override func switchChanged(_ on: Bool) { pinch.appleRule = on }
    override func resetVisuals() { winner = nil }
}

/// A tap that ignores (`ignore(touch)`) touches going down inside `zone` (in its node's space).
final class ZoneIgnoringTap: TapGestureRecognizer {
    var zone: Rect?
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where zone?.contains(t.location(in: node)) == true { ignore(t) }
        let kept = touches.filter { zone?.contains($0.location(in: node)) != true }
        if !kept.isEmpty { super.touchesBegan(kept, with: event) }
    }
}

/// 11. shouldReceive and ignore(touch): a touch in the grey zone never reaches the left pad's tap (its
/// delegate says no) and is dropped by the right pad's tap (it ignores it): the pad hears it at once and
/// no tap fires. Elsewhere the tap holds the touch back (delaysTouchesBegan) and fires.
final class ShouldReceiveStation: LabStation, GestureRecognizerDelegate {
    let refusing = TapGestureRecognizer(name: "s11.tapL")
    let ignoring = ZoneIgnoringTap(name: "s11.tapR")
    private var zonesOn = true
    private var dots = [TouchDots(), TouchDots()]
    private var fired: (String, Seconds)?

    init() {
        super.init(number: 11, title: "shouldReceive, ignore(touch)", switchLabel: "grey zone refused", on: true)
        let l = addPad("left", label: "shouldReceive: no in grey")
        let r = addPad("right", label: "ignore(touch) in grey")
        refusing.delegate = self
        for (i, (rec, pad)) in [(refusing as TapGestureRecognizer, l), (ignoring, r)].enumerated() {
            rec.delaysTouchesBegan = true
            pad.addGestureRecognizer(rec)
            rec.addAction { [unowned self] _ in self.fired = (i == 0 ? "left tap" : "right tap", self.now()) }
            pad.onTouches = { [unowned self, unowned pad] phase, touches in self.dots[i].handle(phase, touches, in: pad, now: self.now()) }
            pad.content = { [unowned self] c, p in
                if self.zonesOn { c.fill(Self.zone(of: p), color: Color(rgb: 0xCFD8DC)) }
                self.dots[i].draw(c, now: self.now())
                if let f = self.fired, f.0.hasPrefix(i == 0 ? "left" : "right") { self.flash("tap", at: f.1, in: p.bounds, canvas: c) }
            }
        }
        setColumns([("left", { $0.hasPrefix("s11.left") || $0 == "s11.tapL" }), ("right", { $0.hasPrefix("s11.right") || $0 == "s11.tapR" })])
    }
    /// The grey zone: the pad's left 40%, under its label.
    static func zone(of pad: LabPad) -> Rect {
        let top = 18 * pad.textScale   // under the pad's label strip, whatever its size
        return Rect(x: 0, y: top, width: pad.bounds.width * 0.4, height: pad.bounds.height - top)
    }
    override func layoutPads(in r: Rect) {
        super.layoutPads(in: r)
        ignoring.zone = zonesOn ? Self.zone(of: pads[1]) : nil
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(zonesOn && Self.zone(of: pads[0]).contains(touch.location(in: pads[0])))
    }
    override func switchChanged(_ on: Bool) {
        zonesOn = on
        ignoring.zone = on ? Self.zone(of: pads[1]) : nil
    }
    override func resetVisuals() { dots.forEach { $0.clear() }; fired = nil }
}

/// 12. The cancelled state: a pan disabled mid-gesture is cancelled (its action says so, and why); a
/// system cancel (the window losing focus, a script's `cancel`) cancels it the same way.
final class CancelledStation: LabStation {
    let pan = PanGestureRecognizer(name: "s12.pan")
    private var ball = Point(40, 60)
    private var disableAt: Seconds?
    private var disablesMidway = true

    init() {
        super.init(number: 12, title: "Cancelled: disabled mid-gesture", switchLabel: "disable the pan 0.3 s into a drag", on: true)
        let pad = addPad("pad", label: "drag the ball and keep going")
        pad.addGestureRecognizer(pan)
        pan.addAction { [unowned self] r in
            guard let p = r as? PanGestureRecognizer else { return }
            if r.state == .began, self.disablesMidway { self.disableAt = self.now() + 0.3 }
            if r.state == .began || r.state == .changed {
                self.ball = self.ball + p.translation(in: pad)
                p.setTranslation(.zero, in: pad)
            }
        }
        pad.onTouches = { [unowned self] phase, _ in
            if phase == .ended || phase == .cancelled { self.pan.isEnabled = true }
        }
        pad.content = { [unowned self] c, _ in
            c.fillCircle(center: self.ball, radius: 14, color: self.pan.isEnabled ? Color(rgb: 0x00796B) : Color(rgb: 0xBF360C))
        }
    }
    /// Disables the pan once its time has come (the lab calls this every frame); re-enables it when the
    /// touches are gone.
    override func tick() {
        if let t = disableAt, now() >= t {
            disableAt = nil
            if pan.state.isActive { pan.isEnabled = false }
        }
        if !pan.isEnabled && pan.state == .possible && pan.numberOfTouches == 0 { pan.isEnabled = true }
    }
    override func switchChanged(_ on: Bool) { disablesMidway = on }
    override func resetVisuals() { ball = Point(40, 60); disableAt = nil }
}

/// A delegate answering shouldRecognizeSimultaneously with a fixed answer.
final class FixedAnswer: GestureRecognizerDelegate {
    var yes: Bool
    init(_ yes: Bool) { self.yes = yes }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { yes }
}

/// 13. Either delegate's yes is enough: the pan's delegate always says no; the long press's delegate says
/// what the switch says. With its yes the two recognize together.
final class EitherDelegateStation: LabStation {
    private let panSays = FixedAnswer(false)
    private let pressSays = FixedAnswer(true)
    private var token: PressAndDragToken!

    init() {
        super.init(number: 13, title: "Either delegate's yes is enough", switchLabel: "press's delegate says yes", on: true)
        token = PressAndDragToken(prefix: prefix, on: addPad("pad", label: "pan's delegate: no. Press, hold, drag"), home: Point(60, 60))
        token.pan.delegate = panSays
        token.longPress.delegate = pressSays
    }
    override func switchChanged(_ on: Bool) { pressSays.yes = on }
    override func resetVisuals() { token.reset() }
}

/// Recognizes on the third touch-down of a gesture (taps at most 0.5 s apart). `reset()` forgets the count,
/// unless `forgetsInReset` is off: then the next gesture starts where the last one stopped.
final class ThirdTouchRecognizer: GestureRecognizer {
    var forgetsInReset = true
    private(set) var count = 0
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        count += touches.count
        if count >= 3 { state = .ended; return }
        let seen = count
        scheduleTimer(after: 0.5) { [self] in if state == .possible && count == seen { state = .failed } }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { state = .failed }
    override func reset() { if forgetsInReset { count = 0 } }
}

/// 14. The reset rule: after it ends or fails, a recognizer returns to possible, and `reset()` runs, once
/// all its touches have lifted; a subclass clears its own state there. Without that, the next gesture
/// starts with the old count.
final class ResetStation: LabStation {
    let third = ThirdTouchRecognizer(name: "s14.third")
    private var last: Seconds?

    init() {
        super.init(number: 14, title: "Reset: a fresh start each gesture", switchLabel: "reset() clears the tap count", on: true)
        let pad = addPad("pad", label: "three quick taps; then one")
        pad.addGestureRecognizer(third)
        third.addAction { [unowned self] _ in self.last = self.now() }
        pad.content = { [unowned self] c, p in
            let k = p.textScale
            c.drawText("count: \(self.third.count)", at: Point(p.bounds.width - 8, 20 * k), size: 11 * k, color: Color(rgb: 0x37474F), alignment: .right)
            self.flash("third tap!", at: self.last, in: p.bounds, canvas: c)
        }
    }
    /// Adds the reset itself to the log: the line the rule is about.
    override func note(_ event: GestureTrace.Event) {
        if case .state(let r, _, .possible, _) = event.kind, r == third.name {
            appendToLogs("third reset (count \(third.count))")
            return
        }
        super.note(event)
    }
    override func switchChanged(_ on: Bool) { third.forgetsInReset = on }
    override func resetVisuals() { last = nil }
}

/// 15. A failure-requirement chain: the tap waits for the double tap, which waits for the triple tap.
/// On, every gesture fires exactly one action (after the gaps run out); off, a triple tap fires all three.
final class RequirementChainStation: LabStation {
    let tap = TapGestureRecognizer(name: "s15.tap")
    let doubleTap = TapGestureRecognizer(name: "s15.double")
    let tripleTap = TapGestureRecognizer(name: "s15.triple")
    private var fired: [String] = []
    private var lastTime: Seconds?

    init() {
        super.init(number: 15, title: "Chain: tap, double, triple", switchLabel: "each waits for the next to fail", on: true)
        let pad = addPad("pad", label: "tap once, twice, three times")
        doubleTap.numberOfTapsRequired = 2
        tripleTap.numberOfTapsRequired = 3
        for (r, word) in [(tap, "tap"), (doubleTap, "double"), (tripleTap, "triple")] {
            pad.addGestureRecognizer(r)
            r.addAction { [unowned self] _ in
                let t = self.now()
                if let l = self.lastTime, t - l > 0.5 { self.fired.removeAll() }
                self.fired.append(word)
                self.lastTime = t
            }
        }
        chain(true)
        pad.content = { [unowned self] c, p in self.flash(self.fired.joined(separator: ", "), at: self.lastTime, in: p.bounds, canvas: c) }
    }
    private func chain(_ on: Bool) {
        if on { tap.require(toFail: doubleTap); doubleTap.require(toFail: tripleTap) } else {
            tap.removeRequirement(toFail: doubleTap); doubleTap.removeRequirement(toFail: tripleTap)
        }
    }
    override func switchChanged(_ on: Bool) { chain(on) }
    override func resetVisuals() { fired.removeAll(); lastTime = nil }
}

/// 16. numberOfTouchesRequired: a two-finger tap fails on one finger; set to 1, one finger is enough.
final class TouchesRequiredStation: LabStation {
    let tap = TapGestureRecognizer(name: "s16.tap")
    private var last: Seconds?

    init() {
        super.init(number: 16, title: "numberOfTouchesRequired", switchLabel: "tap needs 2 fingers", on: true)
        let pad = addPad("pad", label: "tap with one finger, then two (mouse: Alt)")
        tap.numberOfTouchesRequired = 2
        pad.addGestureRecognizer(tap)
        tap.addAction { [unowned self] _ in self.last = self.now() }
        pad.content = { [unowned self] c, p in
            self.flash("\(self.tap.numberOfTouchesRequired)-finger tap", at: self.last, in: p.bounds, canvas: c)
        }
    }
    override func switchChanged(_ on: Bool) { tap.numberOfTouchesRequired = on ? 2 : 1 }
    override func resetVisuals() { last = nil }
}

/// 17. ScreenEdgePan: a pan that must start at the left edge of the pad (the pad stands for the screen),
/// next to an ordinary pan that starts anywhere.
final class EdgePanStation: LabStation {
    let edgePan = ScreenEdgePanGestureRecognizer(name: "s17.edgePan")
    private var drawer: Points = 0
    private var open = false

    init() {
        super.init(number: 17, title: "ScreenEdgePan", switchLabel: "pan only from the left edge", on: true)
        let pad = addPad("pad", label: "drag in from the left edge")
        edgePan.edges = .left
        edgePan.edgeReference = pad
        pad.addGestureRecognizer(edgePan)
        edgePan.addAction { [unowned self, unowned pad] r in
            guard let p = r as? PanGestureRecognizer else { return }
            switch r.state {
            case .began, .changed: self.drawer = Swift.min(pad.bounds.width * 0.6, Swift.max(0, p.translation(in: pad).dx))
            case .ended: self.open = self.drawer > pad.bounds.width * 0.25; self.drawer = self.open ? pad.bounds.width * 0.6 : 0
            default: self.drawer = self.open ? pad.bounds.width * 0.6 : 0
            }
        }
        pad.content = { [unowned self] c, p in
            c.fill(Rect(x: 0, y: 0, width: 6, height: p.bounds.height), color: Color(rgb: 0x90A4AE))
            if self.drawer > 0 {
                let k = p.textScale
                c.fill(Rect(x: 0, y: 18 * k, width: self.drawer, height: p.bounds.height - 18 * k), color: Color(rgb: 0x37474F))
                c.drawText("drawer", at: Point(8, 24 * k), size: 12 * k, color: .white, alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { edgePan.edges = on ? .left : .all; edgePan.edgeRegion = on ? 20 : 10_000 }
    override func resetVisuals() { drawer = 0; open = false }
}

/// 18. Which comes first, the action or the node's touchesCancelled? A device prints the action first
/// (the seeds' console), Apple's guide says touchesCancelled first; this engine follows the device.
final class ActionOrderStation: LabStation {
    let pan = PanGestureRecognizer(name: "s18.pan")

    init() {
        super.init(number: 18, title: "Action, then touchesCancelled", switchLabel: "cancelsTouchesInView", on: true)
        let pad = addPad("pad", label: "drag: read the order below")
        pad.addGestureRecognizer(pan)
        pan.addAction { _ in }
        pad.content = { c, p in
            let k = p.textScale
            for (i, line) in ["a device: action first", "Apple's guide: touchesCancelled first"].enumerated() where (40 + Double(i) * 16) * k <= p.bounds.height {
                c.drawText(c.fitted(line, width: p.bounds.width - 16, size: 11 * k), at: Point(8, (22 + Double(i) * 16) * k), size: 11 * k,
                           color: Color(rgb: 0x37474F), alignment: .left)
            }
        }
    }
    override func switchChanged(_ on: Bool) { pan.cancelsTouchesInView = on }
}
