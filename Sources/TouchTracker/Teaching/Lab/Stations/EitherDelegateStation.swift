import Gestures

/// Either delegate's yes is enough: the pan's delegate always says no; the long press's delegate says
/// what the switch says. With its yes the two recognize together.
final class EitherDelegateStation: LabStation {
    private let panSays = FixedAnswer(false)
    private let pressSays = FixedAnswer(true)
    private var token: PressAndDragToken!

    init() {
        super.init(file: "13-either-delegate", switchLabel: "press's delegate says yes", on: true, labels: ["pad": "pan's delegate: no. Press, hold, drag"])
        token = PressAndDragToken(on: pad("pad"), longPress: recognizer("longPress") { LongPressGestureRecognizer(name: "longPress") },
                                  pan: recognizer("pan") { PanGestureRecognizer(name: "pan") }, home: Point(60, 60))
        // Beyond the format: each recognizer asks a delegate of its own (the file's "simultaneous" is the press's yes).
        token.pan.delegate = panSays
        token.longPress.delegate = pressSays
    }
    override func switchChanged(_ on: Bool) { pressSays.yes = on }
    override func resetVisuals() { token.reset() }
}

/// A delegate answering shouldRecognizeSimultaneously with a fixed answer.
final class FixedAnswer: GestureRecognizerDelegate {
    var yes: Bool
    init(_ yes: Bool) { self.yes = yes }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { yes }
}
