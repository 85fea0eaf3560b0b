import Gestures

/// Answers the delegate's questions as the lesson says, about the recognizers themselves (not their names,
/// which the lab renames); a station's switch may change an answer.
final class PlaygroundDelegate: GestureRecognizerDelegate {
    private var together = Set<Set<ObjectIdentifier>>()
    private var mayNotBegin = Set<ObjectIdentifier>()
    private var mayNotReceive = Set<ObjectIdentifier>()

    func setTogether(_ a: GestureRecognizer, _ b: GestureRecognizer, _ yes: Bool) {
        let pair: Set = [ObjectIdentifier(a), ObjectIdentifier(b)]
        if yes { together.insert(pair) } else { together.remove(pair) }
    }
    func setMayBegin(_ r: GestureRecognizer, _ yes: Bool) {
        if yes { mayNotBegin.remove(ObjectIdentifier(r)) } else { mayNotBegin.insert(ObjectIdentifier(r)) }
    }
    func setMayReceive(_ r: GestureRecognizer, _ yes: Bool) {
        if yes { mayNotReceive.remove(ObjectIdentifier(r)) } else { mayNotReceive.insert(ObjectIdentifier(r)) }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        together.contains([ObjectIdentifier(recognizer), ObjectIdentifier(other)])
    }
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { !mayNotBegin.contains(ObjectIdentifier(recognizer)) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { !mayNotReceive.contains(ObjectIdentifier(recognizer)) }
}
