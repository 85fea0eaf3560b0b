import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
@testable import TouchTracker

/// The playground's column and palette in a short window (800x600 with the timeline docked): the wheel
/// and a drag scroll them, the inspector's lower rows (Remove) and the palette's pad buttons come into view
/// and work, and a tap is still a tap.
@Suite struct PlaygroundScrollingTests {
    func shortPlayground() -> (TouchTrackerApp, PlaygroundScene) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.selectScene("playground")
        app.isTimelineVisible = true
        let pg = app.playground!
        pg.cardTapped("double")
        return (app, pg)
    }

    func ids(_ strip: PlaygroundControls) -> [String] { strip.targets.map(\.id.id) }

    /// `notches` wheel notches down over `point`, 0.02 s apart from `t` (moved on), a frame after each, and
    /// `after` called after each frame.
    func wheelDown(_ app: TouchTrackerApp, over point: Point, notches: Int, from t: inout Double, after: () -> Void = {}) {
        for _ in 0..<notches {
            t += 0.02
            app.gestureWindow.send(scroll: ScrollInput(delta: Vector(dx: 0, dy: -40), type: .discrete, at: point), at: t)
            app.update(now: t, hostTime: t)
            after()
        }
    }

    @Test func theWheelScrollsTheColumnToRemove() {
        let (app, pg) = shortPlayground()
        let w = app.gestureWindow
        #expect(pg.side.maxScroll > 0, "the inspector is taller than the column")
        #expect(!ids(pg.side).contains("remove"), "Remove starts below the column")
        let over = pg.side.frameInWindow.center
        var t = w.clock.now
        // Wheel notches down until the column stops moving (each notch a scroll of the sequence).
        wheelDown(app, over: over, notches: 60, from: &t)
        #expect(pg.side.scrollOffset == pg.side.maxScroll, "scrolled to the end: \(pg.side.scrollOffset) of \(pg.side.maxScroll)")
        #expect(ids(pg.side).contains("remove"))
        // Remove, tapped where it now is, removes the card.
        let o = pg.side.frameInWindow.origin, f = pg.side.frame(of: .row(.remove))!
        let p = Point(o.x + f.midX, o.y + f.midY)
        t += 1
        w.touchDown(TouchID(1), at: p, time: t); app.update(now: t, hostTime: t)
        t += 0.05
        w.touchUp(TouchID(1), at: p, time: t); app.update(now: t, hostTime: t)
        #expect(pg.lesson.recognizer("double") == nil, "Remove removed the card")
    }

    @Test func aDragScrollsThePaletteToItsPadButtons() {
        let (app, pg) = shortPlayground()
        let w = app.gestureWindow
        #expect(pg.palette.maxScroll > 0, "the palette is taller than the room the timeline leaves")
        #expect(!ids(pg.palette).contains("remove.pad"))
        let start = Point(pg.palette.frameInWindow.midX, pg.palette.frameInWindow.maxY - 20)
        var t = w.clock.now + 0.1
        w.touchDown(TouchID(1), at: start, time: t); app.update(now: t, hostTime: t)
        for k in 1...20 {
            t += 1.0 / 60
            w.touchMoved(TouchID(1), to: Point(start.x, start.y - Double(k) * 15), time: t); app.update(now: t, hostTime: t)
        }
        t += 1.0 / 60
        w.touchUp(TouchID(1), time: t); app.update(now: t, hostTime: t)
        #expect(pg.palette.scrollOffset == pg.palette.maxScroll)
        #expect(ids(pg.palette).contains("remove.pad") && ids(pg.palette).contains("add.child"))
        #expect(pg.lesson.recognizers.count == 3, "the drag added nothing")
    }

    @Test func theKeyboardsRowStaysInView() {
        let (app, pg) = shortPlayground()
        let rows = pg.side.model.inspector!.rows.count
        for k in 1..<rows {
            app.handleKey(KeyPress("Down"))
            let row = pg.side.rows.first { $0.index == pg.focus }!
            #expect(pg.focus == k)
            #expect(row.y >= 0 && row.y + row.height <= pg.side.bounds.height, "row \(k) at \(row.y) in \(pg.side.bounds.height)")
        }
        #expect(pg.side.scrollOffset > 0, "the column scrolled with the keyboard")
    }

    /// Open… (issue 40): at 1x the list kept its first screenful (stations 22-23 missing), at 1024x768 with
    /// the interface at 2x (512x384 points) stations 8-23 could not be opened. Now it scrolls: the wheel
    /// and a drag bring every lesson into view, Cancel stays at the heading's right, a row tapped opens its
    /// lesson, and a drag opens nothing.
    @Test(arguments: [(Size(width: 800, height: 600), true), (Size(width: 512, height: 384), false), (Size(width: 512, height: 384), true)])
    func openReachesEveryLesson(size: Size, timeline: Bool) throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        app.exportDirectory = ScratchFolder().url
        app.selectScene("playground")
        app.isTimelineVisible = timeline
        let pg = app.playground!
        let w = app.gestureWindow
        pg.tapped(.open)
        let count = pg.listedLessons.count
        #expect(count == PlaygroundLessonFile.exerciseFiles().count + PlaygroundLessonFile.stations.count && count >= 28,
                "\(count) lessons: the exercises and the stations")
        func listed() -> [Int] { pg.lessonList.targets.compactMap { if case .lesson(let k) = $0.id { return k }; return nil } }
        #expect(listed().first == 0 && listed().count < count, "\(size): the first screenful")
        #expect(ids(pg.lessonList).last == "cancel")
        var seen = Set(listed())
        let over = pg.lessonList.frameInWindow.center
        var t = w.clock.now
        wheelDown(app, over: over, notches: 80, from: &t) {
            seen.formUnion(listed())
            #expect(ids(pg.lessonList).last == "cancel" && pg.lessonList.frame(of: .cancel)?.minY == 6, "Cancel stays")
        }
        #expect(seen == Set(0..<count), "\(size): every lesson came into view by the wheel: \(Set(0..<count).subtracting(seen).sorted()) never")
        #expect(pg.lessonList.maxScroll > 0)
        // Every row in view is wholly under the heading, inside the list.
        for target in pg.lessonList.targets where target.id != .cancel {
            #expect(target.frame.minY >= 36 && target.frame.maxY <= pg.lessonList.bounds.height)
        }
        // A drag back up scrolls and opens nothing.
        let start = Point(over.x, pg.lessonList.frameInWindow.minY + 60)
        t += 1
        w.touchDown(TouchID(1), at: start, time: t); app.update(now: t, hostTime: t)
        for k in 1...30 {
            t += 1.0 / 60
            w.touchMoved(TouchID(1), to: Point(start.x, start.y + Double(k) * 12), time: t); app.update(now: t, hostTime: t)
        }
        t += 1.0 / 60
        w.touchUp(TouchID(1), time: t); app.update(now: t, hostTime: t)
        #expect(!pg.lessonList.isHidden && pg.lessonFile == nil, "a drag opens nothing")
        #expect(pg.lessonList.scrollOffset < pg.lessonList.maxScroll)
        // The wheel down again, then the last station tapped: it opens.
        wheelDown(app, over: over, notches: 80, from: &t)
        let last = try #require(pg.lessonList.frame(of: .lesson(count - 1)))
        let o = pg.lessonList.frameInWindow.origin, p = Point(o.x + last.midX, o.y + last.midY)
        t += 1
        w.touchDown(TouchID(2), at: p, time: t); app.update(now: t, hostTime: t)
        t += 0.05
        w.touchUp(TouchID(2), time: t); app.update(now: t, hostTime: t)
        #expect(pg.lessonList.isHidden)
        #expect(pg.lessonFile == pg.listedLessons[count - 1].path, "the last lesson opened")
    }
}
