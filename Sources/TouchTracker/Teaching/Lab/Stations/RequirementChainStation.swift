import Gestures

/// A failure-requirement chain: the tap waits for the double tap, which waits for the triple tap.
/// On, every gesture fires exactly one action (after the gaps run out); off, a triple tap fires all three.
final class RequirementChainStation: LabStation {
    lazy var tap = recognizer("tap") { TapGestureRecognizer(name: "tap") }
    lazy var doubleTap = recognizer("double") { TapGestureRecognizer(name: "double") }
    lazy var tripleTap = recognizer("triple") { TapGestureRecognizer(name: "triple") }
    private var fired: [String] = []
    private var lastTime: Seconds?

    init() {
        super.init(file: "15-tap-chain", switchLabel: "each waits for the next to fail", on: true, labels: ["pad": "tap once, twice, three times"])
        let pad = pad("pad")
        for (r, word) in [(tap, "tap"), (doubleTap, "double"), (tripleTap, "triple")] {
            r.addAction { [unowned self] _ in
                let t = self.now()
                if let l = self.lastTime, t - l > 0.5 { self.fired.removeAll() }
                self.fired.append(word)
                self.lastTime = t
            }
        }
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
