import Gestures
import AppHost

/// Writing a timeline as an SVG figure.
enum TimelineExport {
    /// Figures are this wide, in points.
    static let width: Points = 960

    /// The SVG of what `subjects` shows of `trace` (the scene on screen, since it was shown) over the last
    /// `seconds` (all of it when nil: from just before its first event) up to `now`, every lane shown,
    /// measured with `measure` (the shipped font).
    static func svg(trace: GestureTrace, subjects: TeachingSubjects, now: Seconds, lastSeconds seconds: Seconds?, title: String,
                    measure: @escaping (String, Points) -> Size) -> String {
        let events = subjects.events(of: trace)
        let first = events.first?.time ?? now
        let start = seconds.map { max(0, now - $0) } ?? max(0, first - 0.05)
        let timeline = Timeline(events, from: min(start, now), to: now, appControl: subjects.isAppControl, renaming: LabStation.prefixRemoved)
        let size = Size(width: width, height: TimelineDrawing.height(laneCount: timeline.lanes.count))
        let canvas = SVGCanvas(size: size, measure: measure)
        TimelineDrawing.draw(timeline, in: canvas, rect: Rect(origin: .zero, size: size), title: title)
        return canvas.svg
    }
}
