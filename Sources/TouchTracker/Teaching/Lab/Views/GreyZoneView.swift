import Gestures

/// `greyZone`: a grey zone (the pad's left 40%, under its label) whose touches a tap does not take, in one of
/// UIKit's two ways: `refuse=NAME`, the tap's delegate answers shouldReceive no there (the view is that
/// delegate); `ignore=NAME`, the tap is a `ZoneIgnoringTap` that calls `ignore(touch)` on them. Flipped, the
/// switch puts the zone there or takes it away.
final class GreyZoneView: StationView, GestureRecognizerDelegate {
    override class var name: String { "greyZone" }
    override class var keys: Set<String> { ["refuse", "ignore"] }
    private var zonesOn = true
    private var ignoring: ZoneIgnoringTap?

    override func recognizer(for r: PlaygroundLesson.Recognizer, pad: String) -> GestureRecognizer? {
        r.name == arguments["ignore"] && r.kind == .tap ? ZoneIgnoringTap(name: r.name) : nil
    }
    override func install() {
        if let name = arguments["refuse"] { recognizer("refuse", name) { TapGestureRecognizer(name: $0) }.delegate = self }
        if let name = arguments["ignore"] { ignoring = recognizer("ignore", name) { ZoneIgnoringTap(name: $0) } }
    }
    /// The grey zone: the pad's left 40%, under its label strip, whatever its size.
    var zone: Rect {
        let top = 18 * pad.textScale
        return Rect(x: 0, y: top, width: pad.bounds.width * 0.4, height: pad.bounds.height - top)
    }
    override func layout() { ignoring?.zone = zonesOn ? zone : nil }
    override func draw(_ c: Canvas) { if zonesOn { c.fill(zone, color: Color(rgb: 0xCFD8DC)) } }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(zonesOn && zone.contains(touch.location(in: pad)))
    }
    override func switchChanged(_ on: Bool) {
        zonesOn = on
        ignoring?.zone = on ? zone : nil
    }
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
