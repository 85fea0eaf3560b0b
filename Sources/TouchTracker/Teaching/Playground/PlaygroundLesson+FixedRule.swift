import Gestures

extension PlaygroundLesson {
    /// A threshold of a kind that UIKit gives no property for, so a lesson cannot set it: the engine's value
    /// (UIKit's behaviour), shown read-only in the inspector (`fixed.NAME` rows) and in docs/gesture-rules.md.
    /// A swipe's distance, time (with the speed they make) and angle.
    public struct FixedRule: Sendable {
        /// The engine's property (`SwipeGestureRecognizer.minimumDistance`).
        public let name: String
        /// Its value in words, read from a recognizer of the kind (`50 pt`).
        let read: @Sendable (GestureRecognizer) -> String?
    }
}

extension PlaygroundLesson.Kind {
    /// The kind's fixed thresholds, in the inspector's order (none for most kinds).
    public var fixedRules: [PlaygroundLesson.FixedRule] {
        guard self == .swipe else { return [] }
        typealias Rule = PlaygroundLesson.FixedRule
        return [
            Rule(name: "minimumDistance") { ($0 as? SwipeGestureRecognizer).map { "\(PlaygroundCode.num($0.minimumDistance)) pt" } },
            Rule(name: "maximumDuration") { ($0 as? SwipeGestureRecognizer).map { s in
                "\(PlaygroundCode.num(s.maximumDuration)) s (\(PlaygroundCode.num((s.minimumDistance / s.maximumDuration).rounded())) pt/s)"
            } },
            Rule(name: "maximumAngle") { ($0 as? SwipeGestureRecognizer).map { "\(PlaygroundCode.num((($0.maximumAngle * 180 / .pi) * 10).rounded() / 10))°" } },
        ]
    }
}
