import Gestures

/// What happened over a stretch of time, as lanes: one per touch (down, moves, up or cancel), one per node
/// (the calls it received, and the spans during which a began or an end was held back from it), one per
/// recognizer (its states: waiting on a requirement, active, failed or cancelled with the cause; each
/// action as a mark; its timers as countdowns). Built from a `GestureTrace`; drawn by `TimelineDrawing`
/// live (F4) and into SVG (`timeline FILE.svg`).
///
/// Invariant: the lanes with something in the range come first, then the idle `pinned` ones (a recognizer
/// of the lesson nothing happened to: it never takes the room of one that acted); within each, the order
/// is touches, nodes, recognizers, then the app's own controls' nodes and recognizers (`appControl`), each
/// kind in order of first appearance (the `pinned` recognizers first, in their order); every span starts before it ends (an
/// open span has no end yet, and only while what ends it has not happened).
struct Timeline: Equatable {
    enum LaneKind: Int, Equatable, Comparable {
        case touch, node, recognizer
        static func < (a: LaneKind, b: LaneKind) -> Bool { a.rawValue < b.rawValue }
    }

    enum SpanStyle: Equatable {
        /// The touch is on the screen.
        case touchDown
        /// A began (phase .began) or an end (.ended) held back from the node.
        case held(TouchPhase)
        /// A continuous gesture between began and its end.
        case active
        /// Asked to leave possible, waiting for failure requirements.
        case waiting
        /// A timer running until `due`.
        case timer(due: Seconds)
    }

    struct Span: Equatable {
        var start: Seconds
        /// Nil while still open (drawn to the end of the range, or to `due` for a timer).
        var end: Seconds?
        var style: SpanStyle
        var label: String
        /// The label as drawn, in the person's language (nil: `label`, a name or UIKit's word); `label` is the dump's.
        var shown: String? = nil
    }

    enum MarkStyle: Equatable {
        case down, move, up, cancel
        /// A node's touch method.
        case call(TouchPhase)
        /// A recognizer's action, in this state.
        case action(GestureState)
        /// A recognizer failed or was cancelled (its cause in the label).
        case failed, cancelled
        /// A recognizer was not given a touch (shouldReceive said no) or gave one up (`ignore`).
        case refused
        /// Something the app showed (a trace note): tentative ink, on its node's lane.
        case note
    }

    struct Mark: Equatable {
        var time: Seconds
        var style: MarkStyle
        var label: String
        /// The label as drawn, in the person's language (nil: `label`, UIKit's words and the engine's causes).
        var shown: String? = nil
        /// A move of a touch or a node's touchesMoved: a small tick, thinned when dense.
        var isTick: Bool {
            switch style {
            case .move, .call(.moved), .call(.stationary): return true
            default: return false
            }
        }
    }

    struct Lane: Equatable {
        var kind: LaneKind
        var name: String
        /// What made a touch, when not a finger on the screen: `pen`, `mouse`, `trackpad` (shown after the name).
        var touchType: TouchType?
        /// One of the app's own controls (a toolbar, a station's switch), not the lesson's: after the lesson's lanes.
        var isAppControl = false
        /// The name as the lane's title shows it: `m (mouse)`, `1 (pen)`.
        var title: String { touchType.map { "\(name) (\(Timeline.words(for: $0)))" } ?? name }
        /// The title as drawn: the input's word in the person's language (`title` is the dump's).
        var shownTitle: String { touchType.map { tr("{touch} ({input})", ["touch": name, "input": Timeline.shownWords(for: $0)]) } ?? name }
        var spans: [Span] = []
        var marks: [Mark] = []
    }

    var lanes: [Lane] = []
    /// The range shown.
    var start: Seconds
    var end: Seconds
    /// The range is the last gesture, kept after it left the live range (`shownRange`).
    var keptGesture = false

    /// The lanes of `events`, for the range `start...end`. Events before `start` open spans still running
    /// at `start`; lanes with nothing in the range are left out, but for the `pinned` recognizers' (the
    /// lesson's, in the live panel: a lane each before anything happens to them). `appControl` says which
    /// names are the app's own controls (their lanes go last); `rename` how a name is shown.
    init<C: Collection>(_ events: C, from start: Seconds, to end: Seconds, pinned: [String] = [],
                        appControl: (String) -> Bool = { _ in false },
                        renaming rename: (String) -> String = { $0 }) where C.Element == GestureTrace.Event {
        precondition(start <= end, "a timeline runs forwards")
        self.start = start
        self.end = end
        var index: [LaneKey: Int] = [:]
        var all: [Lane] = []
        func lane(_ kind: LaneKind, _ name: String) -> Int {
            let key = LaneKey(kind: kind, name: name)
            if let i = index[key] { return i }
            all.append(Lane(kind: kind, name: rename(name), isAppControl: kind != .touch && appControl(name)))
            index[key] = all.count - 1
            return all.count - 1
        }
        /// Closes every open span of lane `l` matching `match`, at `t` (a touch whose began and end are both
        /// held has two spans open on its node, and one event, a drop or a delivery, ends both).
        func close(_ l: Int, at t: Seconds, where match: (Span) -> Bool) {
            for i in all[l].spans.indices where all[l].spans[i].end == nil && match(all[l].spans[i]) { all[l].spans[i].end = t }
        }
        for name in pinned { _ = lane(.recognizer, name) }
        for e in events where e.time <= end {
            let t = e.time
            // Before the range only spans matter (they may still be open at its start): a move is only a mark.
            if t < start {
                if case .touch(_, .move, _) = e.kind { continue }
                if case .call(_, .moved, _) = e.kind { continue }
            }
            switch e.kind {
            case .touch(let name, let kind, _):
                let l = lane(.touch, name)
                switch kind {
                case .down:
                    all[l].spans.append(Span(start: t, end: nil, style: .touchDown, label: ""))
                    all[l].marks.append(Mark(time: t, style: .down, label: "down"))
                case .move: all[l].marks.append(Mark(time: t, style: .move, label: ""))
                case .up, .cancel:
                    close(l, at: t) { $0.style == .touchDown }
                    all[l].marks.append(Mark(time: t, style: kind == .up ? .up : .cancel, label: kind == .up ? "up" : "cancel",
                                             shown: kind == .up ? tr("up") : tr("cancel")))
                }
            case .touchType(let name, let type):
                all[lane(.touch, name)].touchType = type
            case .note(let subject, let text):
                let l = lane(.node, subject)
                all[l].marks.append(Mark(time: t, style: .note, label: text))
            case .call(let node, let phase, let touches):
                let l = lane(.node, node)
                let ids = touches.split(separator: ",").map(String.init)
                for id in ids {
                    switch phase {
                    case .began: close(l, at: t) { $0.style == .held(.began) && $0.label == Self.heldLabel(id, .began) }
                    case .ended, .cancelled:
                        close(l, at: t) { $0.label == Self.heldLabel(id, .began) || $0.label == Self.heldLabel(id, .ended) }
                    default: break
                    }
                }
                let word = phase == .began ? "began" : phase == .ended ? "ended" : phase == .cancelled ? "cancelled" : ""
                all[l].marks.append(Mark(time: t, style: .call(phase), label: word.isEmpty ? "" : "\(word) \(touches)"))
            case .held(let node, let phase, let touch, _):
                let l = lane(.node, node)
                all[l].spans.append(Span(start: t, end: nil, style: .held(phase), label: Self.heldLabel(touch, phase)))
            case .dropped(let node, let touch):
                let l = lane(.node, node)
                close(l, at: t) { $0.label == Self.heldLabel(touch, .began) || $0.label == Self.heldLabel(touch, .ended) }
            case .state(let r, _, let to, let cause):
                let l = lane(.recognizer, r)
                close(l, at: t) { $0.style == .waiting }
                switch to {
                case .began: all[l].spans.append(Span(start: t, end: nil, style: .active, label: ""))
                case .changed: break
                case .ended, .cancelled, .possible:
                    close(l, at: t) { $0.style == .active }
                    if to == .cancelled { all[l].marks.append(Mark(time: t, style: .cancelled, label: "cancelled" + (cause.map { ": " + rename($0) } ?? ""))) }
                case .failed:
                    all[l].marks.append(Mark(time: t, style: .failed, label: "failed" + (cause.map { ": " + rename($0) } ?? "")))
                }
            case .waiting(let r, let others):
                let l = lane(.recognizer, r)
                all[l].spans.append(Span(start: t, end: nil, style: .waiting, label: "waits for " + rename(others),
                                         shown: tr("waits for {other}", ["other": rename(others)])))
            case .action(let r, let state):
                let l = lane(.recognizer, r)
                all[l].marks.append(Mark(time: t, style: .action(state), label: state == .changed ? "" : state.rawValue))
            case .timer(let r, let due):
                let l = lane(.recognizer, r)
                all[l].spans.append(Span(start: t, end: nil, style: .timer(due: due), label: ""))
            case .timerEnded(let r, let due, _):
                let l = lane(.recognizer, r)
                close(l, at: t) { $0.style == .timer(due: due) }
            case .notReceived(let r, let touch):
                all[lane(.recognizer, r)].marks.append(Mark(time: t, style: .refused, label: "not given \(touch)",
                                                                 shown: tr("not given {touch}", ["touch": "\(touch)"])))
            case .refused(let r, let input, let reason):
                all[lane(.recognizer, r)].marks.append(Mark(time: t, style: .refused, label: "not given \(input): \(reason)",
                                                                 shown: tr("not given {input}: {reason}", ["input": "\(input)", "reason": "\(reason)"])))
            case .ignored(let r, let touch):
                all[lane(.recognizer, r)].marks.append(Mark(time: t, style: .refused, label: "ignores \(touch)",
                                                                 shown: tr("ignores {touch}", ["touch": "\(touch)"])))
            }
        }
        // Keep what shows in the range: spans overlapping it, marks inside it.
        for i in all.indices {
            all[i].spans.removeAll { span in
                let spanEnd = span.end ?? { if case .timer(let due) = span.style { return due } else { return end } }()
                return spanEnd < start
            }
            all[i].marks.removeAll { $0.time < start }
        }
        let shown = all.enumerated().filter { $0.offset < pinned.count || !$0.element.spans.isEmpty || !$0.element.marks.isEmpty }
        func idle(_ l: Lane) -> Int { l.spans.isEmpty && l.marks.isEmpty ? 1 : 0 }
        lanes = shown.sorted { a, b in
            (idle(a.element), a.element.isAppControl ? 1 : 0, a.element.kind, a.offset)
                < (idle(b.element), b.element.isAppControl ? 1 : 0, b.element.kind, b.offset)
        }.map(\.element)
    }

    /// A touch type as the timeline and the overlay say it.
    /// `words(for:)` in the person's language, where drawn.
    static func shownWords(for type: TouchType) -> String {
        switch type {
        case .direct: tr("finger")
        case .indirect: tr("trackpad")
        case .pencil: tr("pen")
        case .indirectPointer: tr("mouse")
        }
    }

    static func words(for type: TouchType) -> String {
        switch type {
        case .direct: "finger"
        case .indirect: "trackpad"
        case .pencil: "pen"
        case .indirectPointer: "mouse"
        }
    }

    /// A lane's identity while lanes are built (no string made per event).
    private struct LaneKey: Hashable { let kind: LaneKind; let name: String }

    static func heldLabel(_ touch: String, _ phase: TouchPhase) -> String {
        "\(touch) \(phase == .began ? "began" : "end") held"
    }
}
