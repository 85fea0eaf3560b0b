import Gestures

/// What just happened is kept: once the last gesture has left the live range (the last few seconds), the
/// timeline shows that gesture until the next one starts, and ctrl+T saves it whenever it is pressed.
///
/// A gesture starts with a touch that goes down while no touch is down (or a recognizer beginning with none
/// down: a hover, a scroll, a trackpad's pinch), more than `gestureGap` after the last touch ended (a double tap's second tap is part of its gesture); it lasts until its last event (a
/// timer that fires after the lift, a failure, a tentative ink withdrawn).
extension Timeline {
    /// The longest pause between two touches of one gesture.
    static let gestureGap: Seconds = 0.5
    /// How much of the time before a kept gesture's first touch is shown.
    static let keptLead: Seconds = 0.25
    /// The shortest range a kept gesture is shown over (a tap's 400 ms fill most of the panel, not a tenth).
    static let keptShortest: Seconds = 1.5

    /// The last gesture: when its first touch went down, whether one is still down, when the last lifted.
    struct LastGesture: Equatable {
        var start: Seconds
        var touching: Bool
        var lastLift: Seconds
    }
    /// The longest a kept gesture goes on after its last touch lifted.
    static let keptAfterLift: Seconds = 2

    /// The range a timeline shows: `start...end`, and whether it is the last gesture kept (not the last seconds).
    struct ShownRange: Equatable {
        var start: Seconds
        var end: Seconds
        var keptGesture: Bool
    }

    /// The last gesture in `events` (in time order): when it started, whether a touch of it is still down,
    /// and when its last touch lifted.
    ///
    /// Input that makes no touch is a gesture too: a recognizer that begins while no touch is
    /// down (a hover, a pan a scroll drives, a trackpad's pinch) starts one, as a touch going down does, and it
    /// goes on while such a recognizer is active (it "touches" until it ends, which is its "lift"). So a hover
    /// or a scroll alone replaces the gesture kept before it.
    static func lastGesture<C: Collection>(in events: C) -> LastGesture? where C.Element == GestureTrace.Event {
        var down = Set<String>(), lastUp = -Seconds.infinity, start: Seconds?
        /// The recognizers that began with no touch down and have not ended.
        var pointerActive = Set<String>()
        for e in events {
            switch e.kind {
            case .touch(let name, let kind, _):
                switch kind {
                case .down:
                    if down.isEmpty && pointerActive.isEmpty && e.time - lastUp > gestureGap { start = e.time }
                    down.insert(name)
                case .up, .cancel:
                    down.remove(name)
                    lastUp = e.time
                case .move: break
                }
            case .state(let r, let from, let to, _):
                // Only a continuous recognizer begins with no touch down (a tap recognizing late, after its
                // lift, ends its touch's gesture instead).
                if from == .possible && to == .began && down.isEmpty && !pointerActive.contains(r) {
                    if pointerActive.isEmpty && e.time - lastUp > gestureGap { start = e.time }
                    pointerActive.insert(r)
                } else if pointerActive.contains(r) && to != .began && to != .changed {
                    pointerActive.remove(r)
                    lastUp = e.time
                }
            default: continue
            }
        }
        return start.map { LastGesture(start: $0, touching: !down.isEmpty || !pointerActive.isEmpty, lastLift: lastUp) }
    }

    /// The range to show at `now`: the last `seconds` and `ahead` past now; but when the last gesture ended
    /// and started before that range, the whole gesture, larger (from `keptLead` before its first touch to
    /// `ahead` past its last event, at least `keptShortest` long), kept until the next gesture starts.
    static func shownRange<C: BidirectionalCollection>(_ events: C, now: Seconds, seconds: Seconds, ahead: Seconds) -> ShownRange
    where C.Element == GestureTrace.Event {
        shownRange(lastGesture: lastGesture(in: events), lastEvent: events.last(where: { $0.time <= now })?.time, now: now,
                   seconds: seconds, ahead: ahead)
    }

    /// `shownRange` from the last gesture and the time of the last event (what a caller keeps between frames).
    static func shownRange(lastGesture last: LastGesture?, lastEvent: Seconds?, now: Seconds, seconds: Seconds,
                           ahead: Seconds) -> ShownRange {
        let usual = ShownRange(start: now - seconds, end: now + ahead, keptGesture: false)
        guard let last, !last.touching, last.start < usual.start, let lastEvent else { return usual }
        let start = last.start - keptLead
        // What follows the last lift (a timer firing, a failure) is the gesture's; a pointer hovering long
        // after it is not (its events would stretch the figure).
        let gestureEnd = Swift.max(last.start, Swift.min(lastEvent, last.lastLift + keptAfterLift))
        let end = Swift.min(now + ahead, Swift.max(start + keptShortest, gestureEnd + ahead))
        return ShownRange(start: start, end: end, keptGesture: true)
    }
}
