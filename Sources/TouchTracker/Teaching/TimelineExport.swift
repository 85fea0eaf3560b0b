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
        let first = events.first?.time ?? now
        var start = seconds.map { max(0, now - $0) } ?? max(0, first - 0.05), end = now, title = title
        if keepingLastGesture, let seconds {
            let kept = Timeline.shownRange(events, now: now, seconds: seconds, ahead: 0)
            if kept.keptGesture { (start, end, title) = (max(0, kept.start), min(now, kept.end + keptTail), keptTitle) }
        }
        let timeline = Timeline(events, from: min(start, end), to: end, appControl: subjects.isAppControl, renaming: LabStation.prefixRemoved)
        let size = Size(width: width, height: TimelineDrawing.height(laneCount: timeline.lanes.count))
        let canvas = SVGCanvas(size: size, measure: measure)
        TimelineDrawing.draw(timeline, in: canvas, rect: Rect(origin: .zero, size: size), title: title)
        return canvas.svg
    }
}
