import Gestures

/// What the teaching displays (the overlay's log box and recognizer list, the live timeline, the timeline's
/// SVG and their parts of the dump) show of the scene on screen: what happened since it was shown, to its
/// lesson's nodes and recognizers and, only when asked (F8), to the app's own controls: the playground's
/// toolbar and palette, a station's title bar, reset tap and switch, the lab's pager, the scene tab, the
/// timeline's own scrolling.
///
/// Contract:
/// - an event is the scene's when the trace recorded it after the scene was shown (`since`, a count of the
///   trace's events: the click that switched scenes, recorded in the same instant, stays the other scene's);
/// - a raw touch shows unless it was already down when the scene was shown (the switch cancels it), or
///   (without `showsAppControls`) everything it was delivered to, or held back from, is the app's: a click
///   on a switch or a button is not the lesson's, and leaves no lane;
/// - an event about a node or recognizer shows when its subject is the lesson's, or the app's with
///   `showsAppControls`; what the app says about the scene (a trace note: tentative ink, an edit that
///   applies at the next touch) shows whenever its subject is the scene's;
/// - anything about another scene never shows.
struct TeachingSubjects: Equatable {
    /// The names of the lesson's nodes and recognizers: every name the scene's lesson had since it was shown
    /// (a playground's removed recognizers keep their past).
    var lesson: Set<String>
    /// The names of the app's own controls in and around the scene (never a lesson's name).
    var app: Set<String>
    /// Whether the app's own controls show too (F8).
    var showsAppControls = false
    /// The trace's `totalCount` when the scene was shown.
    var since = 0
    /// When the scene was shown, and the touches then down (the switch cancels them a moment later).
    var shownAt: Seconds = -.infinity
    var touchesDownWhenShown: Set<String> = []

    init(lesson: Set<String>, app: Set<String>) {
        self.lesson = lesson
        self.app = app.subtracting(lesson)
    }

    /// Whether `name` is one of the app's own controls (its lane comes after the lesson's).
    func isAppControl(_ name: String) -> Bool { app.contains(name) }

    /// Whether a recognizer or node named `name` shows.
    func shows(name: String) -> Bool {
        lesson.contains(name) || (showsAppControls && app.contains(name))
    }

    /// Whether `event` (recorded after `since`) shows.
    func shows(_ event: GestureTrace.Event) -> Bool {
        switch event.kind {
        case .touch(let name, _, _), .touchType(let name, _):
            return !(event.time <= shownAt && touchesDownWhenShown.contains(name))
        case .note(let subject, _):
            return lesson.contains(subject) || app.contains(subject)
        default:
            // Not `map(shows(name:))`: a method taken as a closure copies the subjects (two sets) for each event.
            guard let subject = event.subject else { return false }
            return shows(name: subject)
        }
    }

    /// The events of `trace` recorded since the scene was shown, from `time` on, that show, oldest first.
    func events(of trace: GestureTrace, from time: Seconds = -.infinity) -> [GestureTrace.Event] {
        let recent = trace.events.suffix(Swift.max(0, Swift.min(trace.events.count, trace.totalCount - since)))
        var lo = recent.startIndex, hi = recent.endIndex
        while lo < hi {
            let mid = (lo + hi) / 2
            if recent[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        let shown = recent[lo...].filter(shows)
        guard !showsAppControls else { return shown }
        let appOnly = Self.touchesOnlyAtAppControls(recent[lo...], isLesson: shows(name:))
        guard !appOnly.isEmpty else { return shown }
        var instance: [String: Int] = [:]
        return shown.filter { e in
            switch e.kind {
            case .touch(let name, let kind, _):
                if kind == .down { instance[name, default: 0] += 1 }
                return !appOnly.contains(TouchInstance(name: name, number: instance[name, default: 0]))
            case .touchType(let name, _):
                return !appOnly.contains(TouchInstance(name: name, number: instance[name, default: 0]))
            default:
                return true
            }
        }
    }

    /// One touch of a name: the name's `number`th down in the events looked at (0: down before them).
    struct TouchInstance: Hashable { let name: String; let number: Int }

    /// The touches in `events` that were delivered to, or held back from, nodes and none of them the lesson's.
    /// The live timeline asks this of the last seconds' events every frame (thousands while ten fingers move):
    /// a node is asked about once an event, not once for each touch a call lists, and a call's touches are
    /// read in place, not split into an array.
    static func touchesOnlyAtAppControls(_ events: ArraySlice<GestureTrace.Event>, isLesson: (String) -> Bool) -> Set<TouchInstance> {
        /// A name's touch now (its number: downs so far) and the last of its touches put in each set, so a
        /// finger named in every frame's call is looked up once a call and put in a set once.
        struct Name { var number = 0, lastAtApp = -1, lastAtLesson = -1 }
        var names: [String: Name] = [:]
        var atApp: Set<TouchInstance> = [], atLesson: Set<TouchInstance> = []
        func reached(lesson: Bool, _ touch: Substring) {
            let name = String(touch)
            var entry = names[name] ?? Name()
            if lesson {
                guard entry.lastAtLesson != entry.number else { return }   // this touch is in the set already
                entry.lastAtLesson = entry.number
                atLesson.insert(TouchInstance(name: name, number: entry.number))
            } else {
                guard entry.lastAtApp != entry.number else { return }
                entry.lastAtApp = entry.number
                atApp.insert(TouchInstance(name: name, number: entry.number))
            }
            names[name] = entry
        }
        for e in events {
            switch e.kind {
            case .touch(let name, .down, _): names[name, default: Name()].number += 1
            case .call(let node, _, let touches):
                let lesson = isLesson(node)
                // The touches, comma-separated; an empty one between commas is none (as `split` reads them).
                // Read as UTF-8: the comma is ASCII, so each cut is between characters.
                let bytes = touches.utf8
                var start = bytes.startIndex
                while start < bytes.endIndex {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
                    if start < end { reached(lesson: lesson, touches[start..<end]) }
                    start = end < bytes.endIndex ? bytes.index(after: end) : end
                }
            case .held(let node, _, let touch, _), .dropped(let node, let touch): reached(lesson: isLesson(node), touch[...])
            default: break
            }
        }
        return atApp.subtracting(atLesson)
    }
}
