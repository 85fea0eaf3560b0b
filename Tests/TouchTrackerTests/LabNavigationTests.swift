import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Moving around the lab with keys, in the grid and one station at a time, and what the overlay beside
/// it shows: whole sequences of what the pager says.
@Suite struct LabNavigationTests {
    /// The pager's text after each key, starting in the lab of a `size` window, overlay on or off.
    func walk(_ keys: [String], size: Size, overlay: Bool) -> [String] {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        app.selectScene("lab")
        if overlay { app.handleKey(KeyPress("F1")) }
        var seen = [app.lab!.pager.text]
        for k in keys {
            app.handleKey(KeyPress(k))
            seen.append(app.lab!.pager.text)
        }
        return seen
    }

    /// The lab's stations: the files of `Assets/Playgrounds` (at least two pages' worth), and its pages.
    static let n = PlaygroundLessonFile.stationFiles().count
    static let pages = (n + LabScene.perPage - 1) / LabScene.perPage

    @Test func theGridTurnsByPageAndFocusesByPlace() {
        let n = Self.n, pages = Self.pages
        #expect(n > 13, "two pages, the second with a fourth station")
        #expect(walk(["PageDown", "3", "Right", "Escape", "PageUp", "Left"], size: Size(width: 1920, height: 1080), overlay: true) == [
            "Page 1 of \(pages): stations 1-9", "Page 2 of \(pages): stations 10-\(min(18, n))", "Station 12 of \(n): Esc for all",
            "Station 13 of \(n): Esc for all", "Page 2 of \(pages): stations 10-\(min(18, n))", "Page 1 of \(pages): stations 1-9",
            "Page 1 of \(pages): stations 1-9",   // Left turns nothing in the grid
        ])
    }

    @Test func tooNarrowForTheGridArrowsGoByStationAndPagesByPage() {
        // 1024 wide with the dock: no room for the grid. Every station can be reached.
        let n = Self.n, lastFirst = (Self.pages - 1) * LabScene.perPage + 1
        let fifth = lastFirst + 4 <= n ? lastFirst + 4 : lastFirst
        #expect(walk(["Right", "Right", "PageDown", "Left", "PageUp", "5", "Escape"], size: Size(width: 1024, height: 768), overlay: true) == [
            "Station 1 of \(n)", "Station 2 of \(n)", "Station 3 of \(n)", "Station 10 of \(n)", "Station 9 of \(n)",
            "Station \(lastFirst) of \(n)", "Station \(fifth) of \(n)", "Station \(fifth) of \(n)",   // PageUp from page 1 wraps to the last page; 5 is its fifth
        ])
    }

    /// One meaning per key: holding 2 through a click on a station's pad makes two fingers and focuses
    /// nothing; 2 tapped alone focuses the page's second station (at its release).
    @Test func aDigitHeldForFingersDoesNotFocusAStation() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1920, height: 1080), store: nil)
        let session = Session(app: app, windowSize: Size(width: 1920, height: 1080))
        app.selectScene("lab")
        let pad = app.lab!.station(6).pads[0].frameInWindow.center
        session.feed([.keyDown(KeyPress("2")), .mouseDown(at: pad)], at: session.now)
        #expect(app.gestureWindow.activeTouches.map(\.id.label) == ["m", "m2"])
        session.feed([.mouseUp(at: pad), .keyUp(KeyPress("2"))], at: session.now + 0.1)
        #expect(app.lab!.pager.text == "Page 1 of 3: stations 1-9")
        session.feed([.keyDown(KeyPress("2"))], at: session.now + 0.2)
        #expect(app.lab!.pager.text == "Page 1 of 3: stations 1-9", "not yet: it may be held for a click")
        session.feed([.keyUp(KeyPress("2"))], at: session.now + 0.3)
        #expect(app.lab!.pager.text == "Station 2 of \(Self.n): Esc for all")
    }

    @Test func oneStationShownListsItsRecognizersBeforeAnyTouch() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1920, height: 1080), store: nil)
        let session = Session(app: app, windowSize: Size(width: 1920, height: 1080))
        app.selectScene("lab")
        app.handleKey(KeyPress("F1"))
        session.frame()
        #expect(app.overlay.focus.isEmpty, "the grid: nothing until a touch")
        app.handleKey(KeyPress("PageDown"))
        app.handleKey(KeyPress("6"))
        session.frame()
        #expect(app.overlay.focus.map(\.0.name) == ["s15.tap", "s15.double", "s15.triple"])
    }

    @Test func aGestureLeftInTheDrawingStaysOutOfTheLabsOverlay() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1920, height: 1080), store: nil)
        let session = Session(app: app, windowSize: Size(width: 1920, height: 1080))
        app.handleKey(KeyPress("F1"))
        // A tap in the drawing: its end is held while the double tap waits for a second tap.
        session.feed([.scriptFinger(.down, id: 1, at: Point(640, 360))], at: session.now)
        session.frame()
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        #expect(app.gestureWindow.touchesOnScreenOrHeld.count == 1)
        app.handleKey(KeyPress("F2"))
        session.frame()
        #expect(app.overlay.focus.isEmpty, "the drawing's held touch is not the lab's")
        for _ in 0..<30 { session.frame() }
        #expect(app.overlay.focus.isEmpty)
    }
}
