import Gestures

/// `touchDots`: a red dot where the pad was told a touch began, while it holds it, fading once it ended;
/// with `keep=last`, the dots of the last gesture stay until the next gesture starts (station 2: "a red dot"
/// and "no red dot" told apart from the back row), cleared when the switch flips.
final class TouchDotsView: StationView {
    override class var name: String { "touchDots" }
    override class var keys: Set<String> { ["keep"] }
    private(set) lazy var dots = TouchDots(keepsLastGesture: arguments["keep"] == "last")

    override func touches(_ phase: TouchPhase, _ touches: [Touch]) { dots.handle(phase, touches, in: pad, now: station.now()) }
    override func draw(_ c: Canvas) { dots.draw(c, now: station.now()) }
    override func nextTimedChange(after now: Seconds) -> Seconds? { dots.fades(at: now) ? now : nil }
    override func reset() { dots.clear() }
    override func ruleChanged() { dots.clear() }
}
