import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// Getting around and being told: a confirmation shows where it was asked for and is not styled as an
/// error; the drawing's hint and tab lead to the lab; station 2 says what its red dot means.
@Suite struct TeachingNoticeTests {
    func app() -> TouchTrackerApp { TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil) }

    /// ctrl+T in the lab: the notice is in the lab (the app's `notice`, over the scene), dark grey, not the
    /// drawing's red banner; going back to the drawing shows nothing stale.
    @Test func ctrlTConfirmsWhereItWasPressed() throws {
        let app = app()
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        app.selectScene("lab")
        app.handleKey(KeyPress("T", ctrl: true))
        #expect(!app.notice.isHidden && app.notice.kind == .information)
        #expect(app.notice.text.hasPrefix("Saved the timeline as \(folder.path)/touchtracker-timeline-") && app.notice.text.hasSuffix(".svg."))
        #expect(app.tracker.banner.isHidden, "not in the drawing")
        #expect(app.messages == [app.notice.text])
        let canvas = RecordingCanvas()
        app.render(in: canvas)
        #expect(canvas.operations.contains { if case .roundedRect(app.notice.frameInWindow, _, Style.menuFill) = $0 { return true }; return false },
                "drawn in the menu's grey over the lab")
        app.selectScene("tracker")
        #expect(app.notice.isHidden && app.tracker.banner.isHidden)
        // In the drawing, its own banner, grey too.
        app.handleKey(KeyPress("T", ctrl: true))
        #expect(!app.tracker.banner.isHidden && app.tracker.banner.kind == .information)
    }

    /// A problem is still red: ctrl+T when the export folder cannot be made.
    @Test func aFailedSaveIsStillAProblem() throws {
        let app = app()
        let folder = ScratchFolder()
        let blocker = folder.appendingPathComponent("file")
        try "not a folder".write(to: blocker, atomically: true, encoding: .utf8)
        app.exportDirectory = blocker.appendingPathComponent("sub")
        app.selectScene("playground")
        app.handleKey(KeyPress("T", ctrl: true))
        #expect(app.notice.kind == .problem && app.notice.text.hasPrefix("The timeline could not be saved: "))
    }

    /// The drawing's first-run hint names the lab, and the tab (titled Lab) shows while the hint does, then
    /// only with the overlay once the hint has faded.
    @Test func theDrawingsHintAndTabLeadToTheLab() {
        let app = app()
        let session = Session(app: app, windowSize: Size(width: 1280, height: 800))
        #expect(app.sceneTab.isHidden, "no hint, no overlay: the canvas is clear")
        app.showHintIfEmpty()
        #expect(!app.sceneTab.isHidden && app.sceneTabTitle == "Lab")
        #expect(FirstRunHint.lines.last == "How gestures decide: the Lab tab (top left) or F2")
        session.feed([.scriptFinger(.down, id: 1, at: Point(600, 400))], at: session.now)
        for k in 1...4 {
            session.frame()
            session.feed([.scriptFinger(.move, id: 1, at: Point(600 + Double(k) * 20, 400))], at: session.now)
        }
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        for _ in 0..<40 { session.frame() }
        #expect(app.tracker.hint.isHidden && app.sceneTab.isHidden, "the hint faded, and the tab with it")
        let center = Point(app.sceneTab.frameInWindow.midX, app.sceneTab.frameInWindow.midY)
        app.handleKey(KeyPress("F1"))
        #expect(!app.sceneTab.isHidden, "with the overlay")
        session.feed([.scriptFinger(.down, id: 2, at: center)], at: session.now)
        session.feed([.scriptFinger(.up, id: 2, at: nil)], at: session.now)
        #expect(app.sceneName == "lab", "the tab leads to the lab")
    }

    /// Station 2's pad says, at its foot, what its red dot means.
    @Test func stationTwoSaysWhatTheRedDotMeans() {
        let app = app()
        app.selectScene("lab")
        let canvas = RecordingCanvas()
        app.render(in: canvas)
        let texts = canvas.operations.compactMap { op -> String? in if case .text(let t, _, _, _) = op { return t }; return nil }
        #expect(texts.contains("the pad was told touchesBegan"))
        #expect(canvas.operations.contains { if case .disc(_, _, Color(rgb: 0xE53935)) = $0 { return true }; return false }, "beside a red dot")
    }
}
