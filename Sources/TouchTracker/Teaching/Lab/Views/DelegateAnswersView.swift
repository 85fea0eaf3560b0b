import Gestures

/// `delegateAnswers`: each of two recognizers asks a delegate of its own whether it may recognize with the
/// other: `no=NAME`'s always says no, `yes=NAME`'s says yes (the file's `simultaneous`). Either delegate's
/// yes is enough; flipped, the switch makes the second say yes or no.
final class DelegateAnswersView: StationView {
    override class var name: String { "delegateAnswers" }
    override class var keys: Set<String> { ["no", "yes"] }
    private let noSays = FixedAnswer(false)
    private let yesSays = FixedAnswer(true)

    override func install() {
        recognizer("no", "pan") { PanGestureRecognizer(name: $0) }.delegate = noSays
        recognizer("yes", "longPress") { LongPressGestureRecognizer(name: $0) }.delegate = yesSays
    }
    override func switchChanged(_ on: Bool) { yesSays.yes = on }
}

/// A delegate answering shouldRecognizeSimultaneously with a fixed answer.
final class FixedAnswer: GestureRecognizerDelegate {
    var yes: Bool
    init(_ yes: Bool) { self.yes = yes }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { yes }
}
