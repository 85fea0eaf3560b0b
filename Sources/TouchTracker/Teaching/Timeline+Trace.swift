import Gestures
import AppHost

/// The timeline in a trace (docs/trace.md): every lane over the whole run, as the state dump gives them
/// (`Timeline+Dump`), for the viewer to draw under its scrubber.
extension Timeline {
    /// The lanes of `events` from just before the first (0.05 s) to `now`, and that range; `appControl` says
    /// which names are the app's own controls (their lanes go last).
    static func traceLanes(_ events: [GestureTrace.Event], now: Seconds,
                           appControl: (String) -> Bool = { _ in false }) -> (lanes: JSONValue, start: Seconds, end: Seconds) {
        traceLanes(events, from: min(max(0, (events.first?.time ?? now) - 0.05), now), to: now, appControl: appControl)
    }

    /// The lanes of `events` from `start` to `end` (ctrl+T's trace of the last gesture), and that range.
    static func traceLanes(_ events: [GestureTrace.Event], from start: Seconds, to end: Seconds,
                           appControl: (String) -> Bool = { _ in false }) -> (lanes: JSONValue, start: Seconds, end: Seconds) {
        let timeline = Timeline(events, from: start, to: end, appControl: appControl)
        return (.array(timeline.lanes.map(\.json)), start, end)
    }
}
