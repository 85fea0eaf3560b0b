import Gestures
import AppHost

/// Writing a timeline as an SVG figure.
enum TimelineExport {
    /// Figures are this wide, in points.
    static let width: Points = 960

    /// The SVG of `trace` over the last `seconds` (all of it when nil: from just before the first event)
    /// up to `now`, measured with `measure` (the shipped font).
    static func svg(trace: GestureTrace, now: Seconds, lastSeconds seconds: Seconds?, title: String,
                    measure: @escaping (String, Points) -> Size) -> String {
        let first = trace.events.first?.time ?? now
        let start = seconds.map { max(0, now - $0) } ?? max(0, first - 0.05)
        let timeline = Timeline(trace.events, from: min(start, now), to: now, renaming: LabStation.prefixRemoved)
        let size = Size(width: width, height: TimelineDrawing.height(laneCount: timeline.lanes.count))
        let canvas = SVGCanvas(size: size, measure: measure)
        TimelineDrawing.draw(timeline, in: canvas, rect: Rect(origin: .zero, size: size), title: title)
        return canvas.svg
    }
}
