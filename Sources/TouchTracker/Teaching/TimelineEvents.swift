import Gestures

/// What the live timeline shows of a trace (`TeachingSubjects.events(of:from:)`), kept from frame to frame:
/// each frame adds the events recorded since the last and lets go of those the window's start has passed,
/// instead of filtering the last 13 seconds again (ten fingers: thousands of events, 12 M instructions a
/// frame in callgrind, `touchtracker-bench trace`).
///
/// Invariant: `events(of:subjects:from:)` returns exactly what `subjects.events(of: trace, from:)` returns
/// (`TimelineEventsTests` checks it on random traces, the window moving both ways). Each event keeps
/// whether it shows by itself and, for a touch's event, which touch it is (a name's touch runs from one of
/// its downs to the next, as the rule numbers them); each touch counts how often the window's calls reached
/// it at the lesson and at the app's controls, so a touch only the app's controls had is known at once.
final class TimelineEvents {
    private var subjects: TeachingSubjects?
    private weak var trace: GestureTrace?
    /// The trace's events kept: absolute indices (`totalCount` at recording) from `first` to `end`.
    private var first = 0, end = 0
    /// The window's first event (absolute): the calls from there on are counted.
    private var windowStart = 0
    /// Per kept event, from `first`: whether it shows by itself, its touch (-1: none), the touches it reached.
    private var shows: [Bool] = []
    private var touch: [Int32] = []
    private var reached: [[Int32]] = []
    /// Per touch: its name's current touch, and how often the window's events reached it at the lesson and at
    /// the app's controls.
    private var currentTouch: [String: Int32] = [:]
    private var atLesson: [Int32] = [], atApp: [Int32] = []

    /// `subjects.events(of: trace, from: time)`.
    func events(of trace: GestureTrace, subjects: TeachingSubjects, from time: Seconds) -> [GestureTrace.Event] {
        let total = trace.totalCount, base = total - trace.events.count
        let available = Swift.max(base, Swift.min(total, subjects.since))
        // The window: the first event from `time` on, among those since the scene was shown.
        var lo = available, hi = total
        while lo < hi {
            let mid = (lo + hi) / 2
            if trace.events[mid - base].time < time { lo = mid + 1 } else { hi = mid }
        }
        if self.trace !== trace || self.subjects != subjects || total < end || available > end || lo < first || first < available
            || first < base {
            reset(trace, subjects, from: Swift.max(available, lo))
        }
        append(trace, upTo: total, base: base)
        moveWindow(to: lo)
        dropBefore(lo)
        var out: [GestureTrace.Event] = []
        out.reserveCapacity(end - lo)
        let hidesAppOnly = !subjects.showsAppControls
        for i in lo..<end where shows[i - first] {
            let t = touch[i - first]
            if hidesAppOnly && t >= 0 && atApp[Int(t)] > 0 && atLesson[Int(t)] == 0 { continue }
            out.append(trace.events[i - base])
        }
        return out
    }

    private func reset(_ trace: GestureTrace, _ subjects: TeachingSubjects, from start: Int) {
        self.trace = trace
        self.subjects = subjects
        first = start; end = start; windowStart = start
        shows.removeAll(keepingCapacity: true); touch.removeAll(keepingCapacity: true); reached.removeAll(keepingCapacity: true)
        currentTouch.removeAll(keepingCapacity: true); atLesson.removeAll(keepingCapacity: true); atApp.removeAll(keepingCapacity: true)
    }

    /// The touch a name's events belong to now (a new one at its first event, and at each down).
    private func touchOf(_ name: String, down: Bool) -> Int32 {
        if !down, let t = currentTouch[name] { return t }
        let t = Int32(atLesson.count)
        atLesson.append(0); atApp.append(0)
        currentTouch[name] = t
        return t
    }

    private func append(_ trace: GestureTrace, upTo total: Int, base: Int) {
        guard let subjects else { return }
        while end < total {
            let e = trace.events[end - base]
            var t: Int32 = -1, reaches: [Int32] = []
            switch e.kind {
            case .touch(let name, let kind, _): t = touchOf(name, down: kind == .down)
            case .touchType(let name, _): t = touchOf(name, down: false)
            case .call(let node, _, let touches):
                let lesson = subjects.shows(name: node)
                for name in touches.split(separator: ",") { reaches.append(mark(touchOf(String(name), down: false), lesson: lesson)) }
            case .held(let node, _, let name, _), .dropped(let node, let name):
                reaches.append(mark(touchOf(name, down: false), lesson: subjects.shows(name: node)))
            default: break
            }
            shows.append(subjects.shows(e)); touch.append(t); reached.append(reaches)
            end += 1
            // A new event is in the window (it only moves forward past it): its reaches count.
            if end - 1 >= windowStart { count(reaches, by: 1) }
        }
    }

    /// A reach of touch `t`, as kept: the touch, negated (less one) for the app's controls.
    private func mark(_ t: Int32, lesson: Bool) -> Int32 { lesson ? t : -t - 1 }

    private func count(_ reaches: [Int32], by step: Int32) {
        for r in reaches {
            if r >= 0 { atLesson[Int(r)] += step } else { atApp[Int(-r - 1)] += step }
        }
    }

    /// Counts the reaches of the events between the old start of the window and `lo`: out when it moves
    /// forward, in when it moves back.
    private func moveWindow(to lo: Int) {
        while windowStart < lo { count(reached[windowStart - first], by: -1); windowStart += 1 }
        while windowStart > lo { windowStart -= 1; count(reached[windowStart - first], by: 1) }
    }

    /// Lets go of the events before `lo` once they are many (their touches stay: a touch's later events
    /// still belong to it).
    private func dropBefore(_ lo: Int) {
        let gone = lo - first
        guard gone > 4096, gone * 2 > end - first else { return }
        shows.removeFirst(gone); touch.removeFirst(gone); reached.removeFirst(gone)
        first = lo
    }
}
