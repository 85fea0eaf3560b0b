import Gestures

/// Either delegate's yes is enough: the pan's delegate always says no; the long press's delegate says
/// what the switch says. With its yes the two recognize together.
final class EitherDelegateStation: LabStation {
    private let panSays = FixedAnswer(false)
    private let pressSays = FixedAnswer(true)
    private var token: PressAndDragToken!

    init() {
        super.init(title: "Either delegate's yes is enough", switchLabel: "press's delegate says yes", on: true)
        token = PressAndDragToken(on: addPad("pad", label: "pan's delegate: no. Press, hold, drag"), home: Point(60, 60))
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
