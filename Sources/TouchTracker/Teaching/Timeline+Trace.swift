import Gestures
import AppHost

/// The timeline in a trace (docs/trace.md): every lane over the whole run, as the state dump gives them
/// (`Timeline+Dump`), for the viewer to draw under its scrubber.
extension Timeline {
    /// The lanes of `events` from just before the first (0.05 s) to `now`, and that range; `appControl` says
    /// which names are the app's own controls (their lanes go last).
    static func traceLanes(_ events: [GestureTrace.Event], now: Seconds,
                           appControl: (String) -> Bool = { _ in false }) -> (lanes: JSONValue, start: Seconds, end: Seconds) {
        let start = min(max(0, (events.first?.time ?? now) - 0.05), now)
        let timeline = Timeline(events, from: start, to: now, appControl: appControl)
        return (.array(timeline.lanes.map(\.json)), start, now)
    }
}
