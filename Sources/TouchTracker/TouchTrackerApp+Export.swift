import Foundation
import Gestures
import AppHost

/// The drawing and the timeline as files: ctrl+E and ctrl+T into the export folder, and the script's
/// `export` and `timeline` (`AppScriptCommands`).
extension TouchTrackerApp {
    /// The timeline of the scene on screen as SVG: the last `lastSeconds` of the app's clock, or everything
    /// since the scene was shown.
    /// `keepingLastGesture` (ctrl+T): when the last gesture ended before those seconds, that gesture, as the
    /// live panel keeps it.
    public func timelineSVG(lastSeconds: Seconds?, keepingLastGesture: Bool = false) -> String {
        let title = lastSeconds.map { "Timeline: the last \(JSONValue.number($0).render()) s" } ?? "Timeline"
        return TimelineExport.svg(trace: trace, subjects: timeline.subjects, now: gestureWindow.clock.now, lastSeconds: lastSeconds, title: title,
                                  keepingLastGesture: keepingLastGesture,
                                  measure: { [services] text, size in services.measure(text, size: size) })
    }

    public func writeTimeline(to path: String, lastSeconds: Seconds?, keepingLastGesture: Bool = false) throws {
        try writeFileAtomically(timelineSVG(lastSeconds: lastSeconds, keepingLastGesture: keepingLastGesture), to: path)
    }

    /// ctrl+T: what the live timeline shows as SVG in the export folder (its last seconds, or the last gesture
    /// kept after them, whenever ctrl+T is pressed), and, in a scene that keeps the window's frames (the lab,
    /// the playground), the same range's trace as HTML beside it (`lastGestureTrace`); a notice saying where.
    func exportTimelineToFolder() {
        do {
            try FileManager.default.createDirectory(at: exportDirectory, withIntermediateDirectories: true)
            let base = DrawingExport.freshBase(in: exportDirectory, stem: "touchtracker-timeline")
            try writeTimeline(to: base + ".svg", lastSeconds: timeline.visibleSeconds, keepingLastGesture: true)
            if let trace = lastGestureTrace() {
                try trace.write(to: base + ".html")
                show(tr("Saved the timeline as {base}.svg and its trace as {base}.html.", ["base": base]), kind: .information)
            } else {
                show(tr("Saved the timeline as {base}.svg.", ["base": base]), kind: .information)
            }
        } catch {
            show(tr("The timeline could not be saved: {problem}.", ["problem": describe(error)]))
        }
    }

    public func exportDrawing(toBase base: String) throws -> [String] {
        finishLoading()
        return try DrawingExport.write(drawing, size: gestureWindow.size, toBase: base, services: services)
    }

    /// ctrl+E: the drawing as PNG and SVG in the export folder, and a notice saying where.
    func exportToFolder() {
        do {
            try FileManager.default.createDirectory(at: exportDirectory, withIntermediateDirectories: true)
            let paths = try exportDrawing(toBase: DrawingExport.freshBase(in: exportDirectory))
            show(tr("Exported the drawing as {files}.", ["files": paths.joined(separator: tr(" and "))]), kind: .information)
        } catch {
            show(tr("The drawing could not be exported: {problem}.", ["problem": describe(error)]))
        }
    }
}
