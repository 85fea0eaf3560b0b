import Gestures

/// Long press, then pan with the same finger: the token moves only when the two may recognize together.
final class PressThenPan: LabStation {
    private var token: PressAndDragToken!

    init() {
        super.init(file: "05-press-then-pan", switchLabel: "simultaneous recognition", on: true, labels: ["pad": "press and hold the square, then drag"])
        token = PressAndDragToken(on: pad("pad"), longPress: recognizer("longPress") { LongPressGestureRecognizer(name: "longPress") },
                                  pan: recognizer("pan") { PanGestureRecognizer(name: "pan") }, home: Point(60, 50))
    }
    /// The switch turns the file's "simultaneous longPress pan" off and on.
    override func switchChanged(_ on: Bool) { installation?.delegate.setTogether(token.longPress, token.pan, on) }
    override func resetVisuals() { token.reset() }
}
