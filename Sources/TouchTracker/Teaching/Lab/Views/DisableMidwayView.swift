import Gestures

/// `disableMidway`: disables the pan `after` seconds into a drag (it is cancelled: its action says so), and
/// enables it again once the touches are gone. Flipped, the switch turns the disabling on and off.
/// Arguments: `pan=NAME` (pan), `after=SECONDS` (0.3).
final class DisableMidwayView: StationView {
    override class var name: String { "disableMidway" }
    override class var keys: Set<String> { ["pan", "after"] }
    private var pan: PanGestureRecognizer?
    private var disableAt: Seconds?
    private var disablesMidway = true

    override func install() {
        let pan = recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }
        self.pan = pan
        pan.addAction { [unowned self] r in
            if r.state == .began, self.disablesMidway { self.disableAt = self.station.now() + self.number("after", 0.3) }
        }
    }
    override func touches(_ phase: TouchPhase, _ touches: [Touch]) {
        if phase == .ended || phase == .cancelled { pan?.isEnabled = true }
    }
    /// Disables the pan once its time has come; re-enables it when the touches are gone.
    override func tick() {
        guard let pan else { return }
        if let t = disableAt, station.now() >= t {
            disableAt = nil
            if pan.state.isActive { pan.isEnabled = false }
        }
        if !pan.isEnabled && pan.state == .possible && pan.numberOfTouches == 0 { pan.isEnabled = true }
    }
    /// Its pan to disable at a time, or (every frame) to enable again once the touches are gone (`tick`).
    override func nextTimedChange(after now: Seconds) -> Seconds? { pan?.isEnabled == false ? now : disableAt }
    override func switchChanged(_ on: Bool) { disablesMidway = on }
    override func reset() { disableAt = nil }
}
