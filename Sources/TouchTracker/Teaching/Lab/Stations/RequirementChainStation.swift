import Gestures

/// A failure-requirement chain: the tap waits for the double tap, which waits for the triple tap.
/// On, every gesture fires exactly one action (after the gaps run out); off, a triple tap fires all three.
final class RequirementChainStation: LabStation {
    let tap = TapGestureRecognizer(name: "tap")
    let doubleTap = TapGestureRecognizer(name: "double")
    let tripleTap = TapGestureRecognizer(name: "triple")
    private var fired: [String] = []
    private var lastTime: Seconds?

    init() {
        super.init(title: "Chain: tap, double, triple", switchLabel: "each waits for the next to fail", on: true)
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
