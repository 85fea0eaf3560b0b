import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Undo and redo by touch (two- and three-finger taps) next to everything the drawing already does.
/// Each case runs a touch script in-process and asserts the whole log of its last gesture.
@Suite struct TouchUndoTests: DrawingGestureRig {
    static let twoFingerTap = "down 1 300 300\ndown 2 360 300\nwait 0.08\nup 1\nup 2"
    static let threeFingerTap = "down 1 300 300\ndown 2 340 300\ndown 3 380 300\nwait 0.08\nup 1\nup 2\nup 3"

    @Test func aTwoFingerTapUndoes() throws {
        let (app, log) = try run("drag 100 100 300 100 0.2", Self.twoFingerTap)
        #expect(log == ["touchesBegan draw 1", "touchesBegan draw 2", "action undoTap ended", "touchesCancelled draw 1,2"],
                "the single-finger taps fail at the second finger, so both strokes begin, and the undo cancels them")
        #expect(app.drawing.lines.isEmpty && app.drawing.circles.isEmpty, "the line is undone and no dot or circle is left")
    }

    @Test func aThreeFingerTapRedoes() throws {
        let (app, log) = try run("drag 100 100 300 100 0.2\n" + Self.twoFingerTap, Self.threeFingerTap)
        #expect(log == ["touchesBegan draw 1", "touchesBegan draw 2", "touchesBegan draw 3", "action redoTap ended", "touchesCancelled draw 1,2,3"],
                "the two-finger tap fails at the third finger")
        #expect(app.drawing.lines.map(\.end) == [Point(300, 100)])
    }

    @Test func twoFingersThatMoveStillDrawACircle() throws {
        let (app, log) = try run("wait 0", "down 1 300 300\ndown 2 400 400\nglide 0.2 1 280 280 2 420 420\nup 1\nup 2")
        #expect(log == ["touchesBegan draw 1", "touchesBegan draw 2"] + Array(repeating: "touchesMoved draw 1,2", count: 12)
                + ["touchesEnded draw 1", "touchesEnded draw 2"], "the undo tap fails past its 10 pt; the pan needs no finger count")
        #expect(app.drawing.circles.count == 1 && app.drawing.lines.isEmpty)
    }

    @Test func aThreeFingerSwipeStillOpensThePanel() throws {
        let (app, log) = try run("wait 0", "swipe 3 up 400 400 150 0.2")
        #expect(!log.contains("action redoTap ended") && log.contains("action colorSwipe ended") && log.contains("panel show"))
        #expect(Array(log.prefix(4)) == ["touchesBegan draw 1,2,3", "action moveLine began", "touchesMoved draw 1,2,3", "action moveLine changed"])
        #expect(app.tracker.isColorPanelVisible && app.drawing.lines.isEmpty)
    }

    @Test func aDoubleTapStillClears() throws {
        let (app, log) = try run("drag 100 100 300 100 0.2", "tap 400 400 2")
        #expect(log == ["action doubleTap ended"], "one finger at a time: the two- and three-finger taps fail at the first lift")
        #expect(app.drawing.lines.isEmpty)
    }

    @Test func undoAndRedoNeedNoKeyboardAndAreUndoneInOrder() throws {
        let (app, _) = try run("drag 100 100 300 100 0.2\nwait 0.5\ndrag 100 200 300 200 0.2\nwait 0.5\n" + Self.twoFingerTap
                               + "\nwait 0.5\n" + Self.twoFingerTap, Self.threeFingerTap)
        #expect(app.drawing.lines.map(\.end) == [Point(300, 100)], "two undos, one redo")
    }

    @Test func theOnScreenButtonsUndoAndRedoAndStayOutOfTheWay() throws {
        let (app, log) = try run("wait 0", "drag 100 100 300 100 0.2")
        #expect(!app.tracker.undoRedo.isHidden && app.tracker.undoRedo.undoButton.isEnabled && !app.tracker.undoRedo.redoButton.isEnabled)
        #expect(log.last == "touchesEnded draw 1")
        let undo = app.tracker.undoRedo.undoButton.frameInWindow, redo = app.tracker.undoRedo.redoButton.frameInWindow
        #expect(undo.maxY == 588 && undo.minX == 352 && redo.maxX == 448, "bottom, centred, 12 pt up: \(undo) \(redo)")
        let driver = try FakeDriver(app: app, size: Size(width: 800, height: 600), scale: 1)
        func play(_ text: String) throws {
            let script = try TouchScriptParser.parse(text, file: "s", scenes: ["tracker"]).get()
            _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        }
        app.gestureWindow.log.clear()
        try play("tap \(undo.midX) \(undo.midY)\nwait 0.1")
        #expect(app.gestureWindow.log.entries == ["touchesBegan undoButton 1", "touchesEnded undoButton 1"], "the drawing's recognizers never see it")
        #expect(app.drawing.lines.isEmpty && !app.tracker.undoRedo.undoButton.isEnabled && app.tracker.undoRedo.redoButton.isEnabled)
        try play("tap \(redo.midX) \(redo.midY)\nwait 0.1")
        #expect(app.drawing.lines.count == 1)
        try play("tap 400 300 2\nwait 0.1")
        #expect(app.drawing.lines.isEmpty && !app.tracker.undoRedo.isHidden, "a clear can be undone too")
        try play("drag 100 100 300 100 0.2\nwait 0.5\ntap 200 100\nwait 0.5")
        #expect(app.gestureWindow.isMenuVisible && app.tracker.undoRedo.isHidden, "out of the way of the menu")
    }

    @Test func theHintFadesAtTheFirstStrokeAndIsOffUnlessAsked() throws {
        let quiet = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        #expect(quiet.tracker.hint.isHidden, "not in headless runs and screenshots unless asked")
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.showHintIfEmpty()
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        session.frame()
        #expect(!app.tracker.hint.isHidden && app.tracker.hint.opacity == 1)
        session.feed([.mouseDown(at: Point(100, 100))], at: session.now)
        for k in 1...15 { session.frame(); session.feed([.mouseDrag(to: Point(100 + Double(k) * 10, 100))], at: session.now) }
        #expect(app.tracker.hint.opacity < 1 && app.tracker.hint.opacity > 0, "fading: \(app.tracker.hint.opacity)")
        session.feed([.mouseUp(at: nil)], at: session.now)
        for _ in 0..<30 { session.frame() }
        #expect(app.tracker.hint.isHidden)
        app.drawing.clear()
        app.showHintIfEmpty()
        for _ in 0..<3 { session.frame() }
        #expect(app.tracker.hint.isHidden, "once gone, gone for the run")
    }
}
