import Gestures

/// A tap and a double tap on one pad: with `require(toFail:)` the tap waits and a double tap never fires
/// it; without it a double tap fires the tap, then the double tap (a tap never prevents a tap needing more
/// taps). The pad lists every action of the gesture in order.
final class TapVersusDoubleTap: LabStation {
    lazy var tap = recognizer("tap") { TapGestureRecognizer(name: "tap") }
    lazy var doubleTap = recognizer("doubleTap") { TapGestureRecognizer(name: "doubleTap") }
    /// The actions of the current gesture, oldest first, with the time of the latest.
    private var actions: [String] = []
    private var lastActionTime: Seconds?

    init() {
        super.init(file: "01-tap-vs-double-tap", switchLabel: "tap requires double tap to fail", on: true, labels: ["pad": "tap or double tap"])
        let pad = pad("pad")
        tap.addAction { [unowned self] _ in self.record("tap") }
        doubleTap.addAction { [unowned self] _ in self.record("double tap") }
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
