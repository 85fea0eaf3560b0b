import Gestures

/// `touchDots`: a red dot where the pad was told a touch began, while it holds it, fading once it ended.
final class TouchDotsView: StationView {
    override class var name: String { "touchDots" }
    let dots = TouchDots()

    override func touches(_ phase: TouchPhase, _ touches: [Touch]) { dots.handle(phase, touches, in: pad, now: station.now()) }
    override func draw(_ c: Canvas) { dots.draw(c, now: station.now()) }
    override func reset() { dots.clear() }
}
