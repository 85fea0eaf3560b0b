import Gestures

/// `button`: a button (a `Control`, named `button`) at the pad's foot; its tap flashes `flash` (button).
/// A control wins over its ancestors' single taps; flipped, the switch makes it win or not.
final class ButtonView: StationView {
    override class var name: String { "button" }
    override class var keys: Set<String> { ["flash"] }
    let button = LabButton(name: "button")

    override func install() {
        pad.addChild(button)
        button.onTap = { [unowned self] _ in self.station.flash(self.arguments["flash"] ?? tr("button"), source: "button") }
    }
    override func layout() {
        let k = pad.textScale, r = pad.bounds
        button.frame = Rect(x: (r.width - 90 * k) / 2, y: Swift.max(18 * k, r.height - 44 * k), width: 90 * k, height: Swift.min(34 * k, r.height - 22 * k))
    }
    override func switchChanged(_ on: Bool) { button.wins = on }
}
