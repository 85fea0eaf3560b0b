import Gestures

/// shouldReceive and ignore(touch): a touch in the grey zone never reaches the left pad's tap (its
/// delegate says no) and is dropped by the right pad's tap (it ignores it): the pad hears it at once and
/// no tap fires. Elsewhere the tap holds the touch back (delaysTouchesBegan) and fires.
final class ShouldReceiveStation: LabStation, GestureRecognizerDelegate {
    lazy var refusing = recognizer("tapL") { TapGestureRecognizer(name: "tapL") }
    lazy var ignoring = recognizer("tapR") { ZoneIgnoringTap(name: "tapR") }
    private var zonesOn = true
    private var dots = [TouchDots(), TouchDots()]
    private var fired: (String, Seconds)?

    init() {
        // Beyond the format: the right tap is the station's own subclass, the left one's delegate refuses a zone.
        super.init(file: "11-should-receive", switchLabel: "grey zone refused", on: true,
                   labels: ["left": "shouldReceive: no in grey", "right": "ignore(touch) in grey"], custom: ["tapR": { ZoneIgnoringTap(name: "tapR") }])
        let l = pad("left"), r = pad("right")
        refusing.delegate = self
        for (i, (rec, pad)) in [(refusing as TapGestureRecognizer, l), (ignoring, r)].enumerated() {
            rec.addAction { [unowned self] _ in self.fired = (i == 0 ? "left tap" : "right tap", self.now()) }
            pad.onTouches = { [unowned self, unowned pad] phase, touches in self.dots[i].handle(phase, touches, in: pad, now: self.now()) }
            pad.content = { [unowned self] c, p in
                if self.zonesOn { c.fill(Self.zone(of: p), color: Color(rgb: 0xCFD8DC)) }
                self.dots[i].draw(c, now: self.now())
                if let f = self.fired, f.0.hasPrefix(i == 0 ? "left" : "right") { self.flash("tap", at: f.1, in: p.bounds, canvas: c) }
            }
        }
        setColumns([("left", { $0.hasPrefix("left") || $0 == "tapL" }), ("right", { $0.hasPrefix("right") || $0 == "tapR" })])
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

/// A tap that ignores (`ignore(touch)`) touches going down inside `zone` (in its node's space).
final class ZoneIgnoringTap: TapGestureRecognizer {
    var zone: Rect?
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where zone?.contains(t.location(in: node)) == true { ignore(t) }
        let kept = touches.filter { zone?.contains($0.location(in: node)) != true }
        if !kept.isEmpty { super.touchesBegan(kept, with: event) }
    }
}
