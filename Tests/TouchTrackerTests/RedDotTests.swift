import Testing
import Gestures
import TestSupport
import AppHost
@testable import TouchTracker

/// Station 2's red dot (issue 40): it showed only while the pad held the touch (100-200 ms of a double
/// click). Now the dots of the last gesture stay until the next gesture starts, so "a red dot" and "no red
/// dot" can be told from the back row; the switch and the reset clear them.
@Suite struct RedDotTests {
    @Test func theDotsOfADoubleClickStayUntilTheNextGesture() throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil)
        app.selectScene("lab")
        app.handleKey(KeyPress("2"))
        let station = app.lab!.station(2)
        let w = app.gestureWindow
        let pad = station.pads[0].frameInWindow
        var t = w.clock.now + 0.1
        func click(_ id: Int, at p: Point) {
            w.touchDown(TouchID(id), at: p, time: t); app.update(now: t, hostTime: t)
            t += 0.08
            w.touchUp(TouchID(id), at: p, time: t); app.update(now: t, hostTime: t)
        }
        /// The red discs drawn on the station's pad now.
        func dots() -> Int {
            let canvas = RecordingCanvas()
            app.render(in: canvas)
            return canvas.operations.filter { op in
                if case .disc(_, let radius, let color) = op { return radius == 9 && color.red > 0.85 && color.green < 0.3 }
                return false
            }.count
        }
        var log: [String] = []
        func note(_ what: String) { log.append("\(what): \(dots()) red dots") }
        note("before")
        // The switch off: a double click; the pad hears both begins.
        let a = Point(pad.midX - 40, pad.midY)
        click(1, at: a); t += 0.1; click(2, at: a)
        note("double click")
        t += 30; w.advanceTime(to: t); app.update(now: t, hostTime: t)
        note("30 s later")
        // The next gesture (elsewhere on the pad) starts: the old dots go, its own show.
        t += 1
        w.touchDown(TouchID(3), at: Point(pad.midX + 40, pad.midY), time: t); app.update(now: t, hostTime: t)
        note("the next touch down")
        t += 0.08
        w.touchUp(TouchID(3), time: t); app.update(now: t, hostTime: t)
        t += 5; w.advanceTime(to: t); app.update(now: t, hostTime: t)
        note("a single click, 5 s later")
        // The switch on: cleared; a double click never reaches the pad, and no dot shows afterwards.
        station.toggle.set(true)
        note("switch on")
        t += 1
        click(4, at: a); t += 0.1; click(5, at: a)
        t += 10; w.advanceTime(to: t); app.update(now: t, hostTime: t)
        note("double click, switch on, 10 s later")
        #expect(log == [
            "before: 0 red dots",
            "double click: 2 red dots",
            "30 s later: 2 red dots",
            "the next touch down: 1 red dots",
            "a single click, 5 s later: 1 red dots",
            "switch on: 0 red dots",
            "double click, switch on, 10 s later: 0 red dots",
        ])
    }
}
