/// A recognizer's state (UIGestureRecognizer.State). `recognized` is `ended`.
public enum GestureState: String, Sendable, CaseIterable {
    /// Not yet decided: watching touches (the default, and where every gesture starts).
    case possible
    /// A continuous gesture has started; the action is sent.
    case began
    /// A continuous gesture goes on; the action is sent.
    case changed
    /// The gesture is over (a discrete one is recognized); the action is sent.
    case ended
    /// A continuous gesture was called off after it began; the action is sent.
    case cancelled
    /// The touches are not this gesture; no action.
    case failed

    /// The discrete recognizers' "recognized": the same state as `ended`.
    public static let recognized = GestureState.ended

    /// Ended, cancelled or failed: the recognizer waits for its touches to end, then is reset to possible.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether a recognizer may move from `self` to `next` by setting `state`.
    /// Discrete: possible -> ended | failed. Continuous: possible -> began -> changed* -> ended | cancelled,
    /// possible -> failed. The return to possible is the engine's alone (reset).
    public func canTransition(to next: GestureState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Whether entering this state sends the recognizer's action.
    public var sendsAction: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
}
