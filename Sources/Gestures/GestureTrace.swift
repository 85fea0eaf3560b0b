/// A structured record of what the window did and why, for teaching displays (a timeline, logs that give
/// causes): every raw touch change, every call a node received, every began or end held back and by whom,
/// every state change of a recognizer with its cause, every wait on a failure requirement, every action
/// and every timer.
///
/// Install one with `Window.trace`; with none installed the window records nothing and pays one nil check
/// per place. Invariants: events are in the order they happened, their times never decrease; at most
/// `capacity` are kept (the oldest half is dropped when full).
public final class GestureTrace {
    /// One thing that happened, at `time` on the window's clock.
    public struct Event: Sendable, Equatable {
        /// When it happened, on the window's clock.
        public let time: Seconds
        /// What happened.
        public let kind: Kind
    }

    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A raw touch change the window accepted: its name (`1`, `m#2`), what happened and where.
        case touch(String, TouchInput.Kind, Point)
        /// The type of a touch that just went down (recorded right after its `touch(_, .down, _)`), when it is
        /// not `.direct`: a teaching display marks the pen, the mouse and a trackpad's fingers.
        case touchType(String, TouchType)
        /// A node's touch method ran for `touches` (labels joined with commas, in the log's order).
        case call(node: String, phase: TouchPhase, touches: String)
        /// The touch's began (`phase` .began) or end (.ended) was held back from its node by `by`
        /// (the recognizers holding it, names joined with commas).
        case held(node: String, phase: TouchPhase, touch: String, by: String)
        /// A held-back delivery will never come: a recognizer recognized and cancelled the touch in its node
        /// before the node was told it began, or the touch was cancelled (the system, a scene change) while
        /// its began was held back. Every span held for the touch on the node ends here.
        case dropped(node: String, touch: String)
        /// A recognizer's state changed; `cause` says why when someone other than the recognizer decided
        /// (`doubleTap recognized`, `refused by button`, `disabled`), or when it failed itself and said why
        /// (`GestureRecognizer.fail(because:)`: `lifted with 1 finger, needs 2`, `not 50 pt within 0.5 s`,
        /// `clicked with the primary button, needs the secondary button`).
        case state(recognizer: String, from: GestureState, to: GestureState, cause: String?)
        /// The recognizer asked to leave possible and waits for these to fail (names joined with commas).
        case waiting(recognizer: String, for: String)
        /// The recognizer's delegate answered no to `shouldReceive` for a touch that went down in its
        /// node: the recognizer never sees the touch.
        case notReceived(recognizer: String, touch: String)
        /// The window did not give the recognizer an input that reached its node, for `reason`: a touch
        /// (`input` its label) of a type it does not take (`allowedTouchTypes has no pencil`, `requiresExclusiveTouchType,
        /// it has a direct touch`) or while a scroll drives it (`a scroll drives it`); a pointer hovering
        /// onto its node (`indirectPointer hover`) its `allowedTouchTypes` leave out; the first scroll of a
        /// sequence (`discrete scroll`) its `allowedScrollTypesMask` leaves out.
        case refused(recognizer: String, input: String, reason: String)
        /// The recognizer gave up a touch it was tracking (`ignore(_:)`): it sees it no more, and no longer
        /// holds back its delivery.
        case ignored(recognizer: String, touch: String)
        /// The recognizer's action was sent in `state`.
        case action(recognizer: String, state: GestureState)
        /// A timer of the recognizer was scheduled to fire at `due`.
        case timer(recognizer: String, due: Seconds)
        /// A timer of the recognizer fired (`fired`) or was cancelled.
        case timerEnded(recognizer: String, due: Seconds, fired: Bool)
        /// Something the app showed that the engine did not do, about a node (its name): TouchTracker's
        /// tentative ink, `1 ink shown, began held by doubleTap, tap` about `draw`. Recorded with
        /// `note(_:about:at:)`.
        case note(subject: String, text: String)
    }

    /// The most events kept; when full the oldest half is dropped.
    public let capacity: Int
    /// The events kept, oldest first.
    public private(set) var events: [Event] = []
    /// Every event ever recorded since the last `clear()`, dropped ones included.
    public private(set) var totalCount = 0
    /// Called with each event as it is recorded.
    public var onAppend: ((Event) -> Void)?

    /// A trace keeping at most `capacity` events (at least two).
    public init(capacity: Int = 50_000) {
        precondition(capacity > 1, "a trace holds at least two events")
        self.capacity = capacity
    }

    func record(_ kind: Kind, at time: Seconds) {
        assert(events.last.map { $0.time <= time } ?? true, "trace times never decrease")
        if events.count == capacity { events.removeFirst(capacity / 2) }
        let e = Event(time: time, kind: kind)
        events.append(e)
        totalCount += 1
        onAppend?(e)
    }

    /// Records what the app did about the node named `subject` at `time`, as a line of teaching logs
    /// (`text`): the logs and the timeline show it beside what the engine did. Times never go back.
    public func note(_ text: String, about subject: String, at time: Seconds) {
        record(.note(subject: subject, text: text), at: Swift.max(time, events.last?.time ?? time))
    }

    /// Forgets every event.
    public func clear() { events.removeAll(); totalCount = 0 }

    /// The events from `time` on.
    public func events(since time: Seconds) -> ArraySlice<Event> {
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if events[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        return events[lo...]
    }
}

extension GestureTrace.Event {
    /// The event as a line of a teaching log, or nil for events a log leaves out (raw touches, timers,
    /// states that speak for themselves). Calls and actions read as the event log does
    /// (`touchesBegan pad 1`, `action tap ended`); the others give causes:
    /// `tap failed: refused by button`, `tap waits for doubleTap to fail`, `1 end held by doubleTap`,
    /// `penPan not given m: allowedTouchTypes has no indirectPointer`.
    public var logLine: String? {
        switch kind {
        case .call(let node, let phase, let touches):
            return "\(phase.methodName) \(node) \(touches)"
        case .action(let r, let state):
            return "action \(r) \(state.rawValue)"
        case .state(let r, _, let to, let cause):
            guard to == .failed || to == .cancelled else { return nil }
            return cause.map { "\(r) \(to.rawValue): \($0)" } ?? (to == .failed ? "\(r) failed" : nil)
        case .waiting(let r, let others):
            return "\(r) waits for \(others) to fail"
        case .held(_, let phase, let touch, let by):
            return "\(touch) \(phase == .began ? "began" : "end") held by \(by)"
        case .dropped(let node, let touch):
            return "\(touch) never reaches \(node)"
        case .notReceived(let r, let touch):
            return "\(r) not given \(touch): shouldReceive said no"
        case .refused(let r, let input, let reason):
            return "\(r) not given \(input): \(reason)"
        case .ignored(let r, let touch):
            return "\(r) ignores \(touch)"
        case .note(_, let text):
            return text
        case .touch, .touchType, .timer, .timerEnded:
            return nil
        }
    }

    /// The name of the node or recognizer the event is about (nil for raw touches).
    public var subject: String? {
        switch kind {
        case .touch, .touchType: return nil
        case .note(let subject, _): return subject
        case .call(let n, _, _), .held(let n, _, _, _), .dropped(let n, _): return n
        case .state(let r, _, _, _), .waiting(let r, _), .action(let r, _), .timer(let r, _), .timerEnded(let r, _, _),
             .notReceived(let r, _), .refused(let r, _, _), .ignored(let r, _): return r
        }
    }
}

extension TouchPhase {
    /// The node method that reports this phase (`touchesBegan`).
    public var methodName: String {
        switch self {
        case .began: return "touchesBegan"
        case .moved, .stationary: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}
