import Gestures

/// `actionList`: every text said (`say`) in the current gesture, oldest first, joined, large for 1.2 s
/// after the latest. Texts more than `gap` seconds apart start a new gesture. Arguments: `gap=SECONDS`
/// (0.35, a tap's maximumTapInterval), `join=TEXT` (", then ").
final class ActionListView: StationView {
    override class var name: String { "actionList" }
    override class var keys: Set<String> { ["gap", "join"] }
    private var actions: [String] = []
    private var last: Seconds?

    override func install() {
        station.sayListeners.append { [unowned self] text, _ in
            let t = self.station.now()
            if let last = self.last, t - last > self.number("gap", 0.35) { self.actions.removeAll() }
            self.actions.append(text)
            self.last = t
        }
    }
    override func draw(_ c: Canvas) {
        station.flash(actions.joined(separator: arguments["join"] ?? ", then "), at: last, in: pad.bounds, canvas: c)
    }
    override func nextTimedChange(after now: Seconds) -> Seconds? { LabStation.flashChange(since: last, after: now) }
    override func reset() { actions.removeAll(); last = nil }
}
