import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// Issue 49, "read from the back row": 1024x768 at 2x and 1280x720 at 1.5x, the overlay (F1) and the
/// timeline (F4) on. A cause in the timeline is never cut nor left out (station 19's pen pad refusing the
/// mouse, station 23's button, station 6's swipe); station 3 shown alone keeps five log lines a pad;
/// a notice (ctrl+T's) is drawn over the overlay's panel, broken inside the window; ctrl+minus says the scale.
extension LayoutGridTests {
    /// The app at projector `index` with F1 and F4, the lab showing station `n` alone.
    static func backRow(_ index: Int, station n: Int) -> (TouchTrackerApp, LabStation, scale: Double, label: String) {
        let (app, scale, label) = projectorApp(index, scene: "lab")
        let lab = app.lab!
        lab.turnPage(by: (n - 1) / LabScene.perPage)
        lab.focus(place: (n - 1) % LabScene.perPage + 1)
        return (app, lab.station(n), scale, "\(label), station \(n)")
    }

    /// A drag across the middle of `station`'s first pad by a touch of `type` (the mouse's: a pen pad refuses
    /// it, a secondary-click tap fails on its primary button; a finger's slow drag: the swipe fails), then
    /// the clock brought to just after it.
    static func drag(across station: LabStation, as type: TouchType, on app: TouchTrackerApp) {
        let w = app.gestureWindow, pad = station.pads[0].frameInWindow
        var t = w.clock.now + 0.01
        var down = TouchInput(.down, TouchID(1), at: Point(pad.minX + pad.width * 0.2, pad.midY))
        down.type = type
        w.send([down], at: t)
        for k in 1...12 {
            t += 1.0 / 30
            var move = TouchInput(.move, TouchID(1), at: Point(pad.minX + pad.width * (0.2 + 0.05 * Double(k)), pad.midY))
            move.type = type
            w.send([move], at: t)
        }
        w.send([TouchInput(.up, TouchID(1))], at: t + 0.01)
        w.advanceTime(to: t + 0.3)
        app.update(now: t + 0.3, hostTime: t + 0.3)
    }

    /// Station 19 (a pen pad: the mouse refused, `allowedTouchTypes has no indirectPointer`), 20, 23 (the
    /// secondary button needed) by the mouse, 6 (pan or swipe: the swipe's cause) by a finger.
    @Test(arguments: [0, 1], [(6, TouchType.direct), (19, .indirectPointer), (20, .indirectPointer), (23, .indirectPointer)])
    func aTimelinesCausesAreWholeFromTheBackRow(index: Int, input: (station: Int, type: TouchType)) throws {
        let (app, station, scale, label) = Self.backRow(index, station: input.station)
        Self.drag(across: station, as: input.type, on: app)
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let frame = app.timelineFrame
        let timeline = app.timeline.current()
        let first = app.timeline.firstLane(of: timeline), rows = app.timeline.rows(of: timeline)
        let shown = timeline.lanes.dropFirst(first).prefix(rows)
        let causes = shown.flatMap { lane in
            lane.marks.filter { [.failed, .cancelled, .cancel, .refused].contains($0.style) && !$0.label.isEmpty }.map(\.label)
        }
        #expect(!causes.isEmpty, "\(label): the timeline shows a cause: \(timeline.lanes.map(\.title))")
        // The texts drawn in the timeline, each whole inside it and its clip.
        var drawn: [String] = []
        for (text, box, clip) in Self.clippedTexts(canvas) where frame.contains(Point(box.minX + 0.5, box.minY + 0.5)) {
            #expect(Self.inside(box, frame) && clip.map { Self.inside(box, $0) } ?? true,
                    "\(label): '\(text)' \(box) cut by the timeline \(frame) or its clip \(clip.map { "\($0)" } ?? "none")")
            drawn.append(text)
        }
        let all = drawn.joined(separator: " ").filter { $0 != " " }
        for cause in causes {
            #expect(all.contains(cause.filter { $0 != " " }), "\(label): the cause '\(cause)' is not drawn whole: \(drawn)")
        }
    }

    @Test(arguments: [0, 1]) func station3ShownAloneKeepsFiveLogLinesAPad(index: Int) throws {
        let (app, station, _, label) = Self.backRow(index, station: 3)
        #expect(station.columns.count == 2, "\(label): a column a pad")
        #expect(station.logLines >= LabStation.keptLogLines + 1, "\(label): \(station.logLines) log lines (a title and five)")
        for pad in station.pads { #expect(pad.frame.height >= 24, "\(label): the pad \(pad.frame) keeps 24 points") }
        let card = station.frameInWindow
        #expect(card.maxY <= app.timelineFrame.minY + 0.5, "\(label): the card \(card) above the timeline")
    }

    @Test(arguments: [0, 1]) func aNoticeIsOverTheOverlaysPanelAndInsideTheWindow(index: Int) {
        let (app, _, scale, label) = Self.backRow(index, station: 1)
        let path = "/home/teacher/Pictures/touchtracker-exports-for-the-class-on-tuesday/touchtracker-timeline-2026-11-28.svg"
        app.show("Saved the timeline as \(path).", kind: .information)
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let texts = canvas.texts
        let size = app.gestureWindow.size
        let notice = texts.suffix(while: { $0.0.contains("touchtracker") || $0.0.contains("Saved") || $0.0.contains("dismiss") })
        #expect(texts.last.map { $0.0.hasSuffix("dismiss.)") } == true, "\(label): the notice is drawn last, over the panel: \(texts.suffix(3).map(\.0))")
        #expect(notice.map(\.0).joined().filter { $0 != " " }.contains(path), "\(label): the path whole: \(notice.map(\.0))")
        for (text, box) in texts.suffix(6) { #expect(box.minX >= 0 && box.maxX <= size.width + 0.5, "\(label): '\(text)' \(box) runs off the window") }
    }
}

private extension Array {
    /// The last elements while `keep` holds for each.
    func suffix(while keep: (Element) -> Bool) -> ArraySlice<Element> {
        var i = endIndex
        while i > startIndex, keep(self[i - 1]) { i -= 1 }
        return self[i...]
    }
}
