import Foundation
import Gestures
import AppHost

/// What a trace (docs/trace.md) records of the app beyond its pictures and touches: the recognizers of the
/// scene on screen with their states at each frame, and the timeline's lanes of the whole run.
extension TouchTrackerApp {
    /// The recognizers the overlay lists (the station shown alone, the playground's lesson), or else those
    /// the timeline is about (the scene's lesson; with F8 the app's own controls too), depth first, with their states.
    public func traceRecognizers() -> [TraceRecognizerState] {
        let subjects = timeline.subjects
        let presented = currentScene.presentedRecognizers
        return (presented.isEmpty ? allRecognizers().filter { subjects.shows(name: $0.0.name) } : presented)
            .map { TraceRecognizerState(name: $0.0.name, state: $0.0.state.rawValue) }
    }

    /// The timeline's lanes of the scene on screen since it was shown, up to now (what `timeline FILE.svg`
    /// draws without SECONDS), and the range they cover.
    public func traceLanes() -> (lanes: JSONValue, start: Seconds, end: Seconds) {
        let subjects = timeline.subjects
        return Timeline.traceLanes(subjects.events(of: trace), now: gestureWindow.clock.now, appControl: subjects.isAppControl)
    }

    /// The recording of the window's frames the host keeps for ctrl+T (`LiveTrace`): the app's text measure
    /// and the recognizers a frame shows.
    func makeLiveTrace() -> LiveTrace {
        LiveTrace { [services, unowned self] in
            TraceRecorder(measure: { text, size in services.measure(text, size: size) }, recognizers: { [unowned self] _ in self.traceRecognizers() })
        }
    }

    /// The title of a trace ctrl+T saves.
    static let lastGestureTraceTitle = "the last gesture"

    /// The trace of what the saved timeline shows (`TimelineExport.range`: the last gesture, or the
    /// timeline's last seconds) from the window's recording, with the timeline's lanes over that range; nil
    /// when the scene keeps none or nothing was recorded in it (a headless run: `--trace` is its trace).
    func lastGestureTrace() -> TraceDocument? {
        guard currentScene.keepsGestureTrace, let live = host.liveTrace else { return nil }
        let subjects = timeline.subjects
        let events = subjects.events(of: trace)
        let now = gestureWindow.clock.now
        let range = TimelineExport.range(of: events, now: now, lastSeconds: timeline.visibleSeconds, keepingLastGesture: true)
        guard let recorder = live.trace(from: range.start, to: range.end) else { return nil }
        let lanes = Timeline.traceLanes(events, from: range.start, to: range.end, appControl: subjects.isAppControl)
        return TraceDocument(title: Self.lastGestureTraceTitle, recorder: recorder, lanes: lanes.lanes, laneRange: (lanes.start, lanes.end))
    }
}
