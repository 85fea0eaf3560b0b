import Gestures

/// Long press, then pan with the same finger: the token moves only when the two may recognize together.
final class PressThenPan: LabStation, GestureRecognizerDelegate {
    private var token: PressAndDragToken!
    private var together = true

    init() {
        super.init(title: "Long press, then pan", switchLabel: "simultaneous recognition", on: true)
        token = PressAndDragToken(on: addPad("pad", label: "press and hold the square, then drag"), home: Point(60, 50))
        token.pan.delegate = self
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { together }
    override func switchChanged(_ on: Bool) { together = on }
    override func resetVisuals() { token.reset() }
}
