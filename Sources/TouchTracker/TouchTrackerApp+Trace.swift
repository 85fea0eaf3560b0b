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
}
