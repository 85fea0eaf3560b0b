import Gestures
import AppHost

/// Writing a timeline as an SVG figure.
enum TimelineExport {
    /// Figures are this wide, in points.
    static let width: Points = 960
    /// How long after a kept gesture's last event its figure goes on.
    static let keptTail: Seconds = 0.25

    /// The SVG of what `subjects` shows of `trace` (the scene on screen, since it was shown) over the last
    /// `seconds` (all of it when nil: from just before its first event) up to `now`, every lane shown,
    /// measured with `measure` (the shipped font). `keepingLastGesture` (ctrl+T, as the live panel): when the
    /// last gesture ended before those seconds, that whole gesture instead (`Timeline.shownRange`), and
    /// `keptTitle` is the title.
    static func svg(trace: GestureTrace, subjects: TeachingSubjects, now: Seconds, lastSeconds seconds: Seconds?, title: String,
                    keepingLastGesture: Bool = false, keptTitle: String = "Timeline: the last gesture",
                    measure: @escaping (String, Points) -> Size) -> String {
        let events = subjects.events(of: trace)
        let (start, end, kept) = range(of: events, now: now, lastSeconds: seconds, keepingLastGesture: keepingLastGesture)
        let title = kept ? keptTitle : title
        let timeline = Timeline(events, from: min(start, end), to: end, appControl: subjects.isAppControl, renaming: LabStation.prefixRemoved)
        let size = Size(width: width, height: TimelineDrawing.height(laneCount: timeline.lanes.count))
        let canvas = SVGCanvas(size: size, measure: measure)
        // A file keeps the English (docs/translating.md), whatever the screen's language.
        Localized.inEnglish { TimelineDrawing.draw(timeline, in: canvas, rect: Rect(origin: .zero, size: size), title: title) }
        return canvas.svg
    }

    /// The range of the app's clock a figure shows: the last `seconds` up to `now` (from just before the
    /// first of `events` when nil); with `keepingLastGesture`, when the last gesture ended before those
    /// seconds, that whole gesture instead (`kept`). ctrl+T's trace covers the same range.
    static func range(of events: [GestureTrace.Event], now: Seconds, lastSeconds seconds: Seconds?,
                      keepingLastGesture: Bool) -> (start: Seconds, end: Seconds, kept: Bool) {
        let first = events.first?.time ?? now
        let start = seconds.map { max(0, now - $0) } ?? max(0, first - 0.05)
        if keepingLastGesture, let seconds {
            let kept = Timeline.shownRange(events, now: now, seconds: seconds, ahead: 0)
            if kept.keptGesture { return (max(0, kept.start), min(now, kept.end + keptTail), true) }
        }
        return (min(start, now), now, false)
    }
}
