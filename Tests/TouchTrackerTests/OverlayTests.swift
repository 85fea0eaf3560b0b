import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

@Suite struct OverlayTests {
    @Test func focusRelationsTrailsAndHolds() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        app.handleKey(KeyPress("F1"))
        #expect(app.isOverlayVisible && !app.sceneTab.isHidden, "the overlay shows the scene tab in the drawing")
        session.feed([.scriptFinger(.down, id: 1, at: Point(300, 300))], at: session.now)
        session.frame()
        let names = app.overlay.focus.map(\.0.name)
        #expect(names == ["doubleTap", "tap", "longPress", "moveLine", "colorSwipe", "undoTap", "redoTap", "panelSwipe"], "deepest node first: \(names)")
        let relations = app.overlay.relations()
        #expect(relations.first == "tap waits for doubleTap to fail")
        #expect(relations.contains("longPress and moveLine recognize together"))
        #expect(!relations.contains("tap and doubleTap recognize together"))
        #expect(app.gestureWindow.touchesOnScreenOrHeld.map { $0.heldBack } == [.began], "the double tap holds the began back")
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        #expect(app.gestureWindow.touchesOnScreenOrHeld.map { $0.heldBack } == [.began], "lifted, still held until the taps decide")
        for _ in 0..<30 { session.frame() }
        #expect(app.gestureWindow.touchesOnScreenOrHeld.isEmpty)
        #expect(app.overlay.focus.map(\.0.name) == names, "after the touches the last ones used stay")
        #expect(app.overlay.trail(of: app.tracker.drawView.tap) == [.ended, .possible])
        #expect(app.overlay.trail(of: app.tracker.drawView.doubleTap) == [.failed, .possible])
    }

    /// The overlay alone (F1) changes with input and the recognizers' timers only, which bring their own
    /// frames: once a tap is decided the app wants no frames, and its picture does not change as time
    /// passes, so a class looking at the overlay leaves the window idle. The frame graph (F3) moves with
    /// time, and wants every frame.
    @Test func theOverlayAloneLeavesTheWindowIdle() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        app.handleKey(KeyPress("F1"))
        session.frame()
        session.feed([.scriptFinger(.down, id: 1, at: Point(300, 300))], at: session.now)
        session.frame()
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        session.frame()
        #expect(app.gestureWindow.clock.nextDue != nil, "the double tap's time is running")
        for _ in 0..<60 { session.frame() }
        #expect(app.overlay.trail(of: app.tracker.drawView.tap) == [.ended, .possible], "the tap was decided")
        #expect(app.gestureWindow.clock.nextDue == nil && !app.wantsFrames && app.nextTimedChange(after: session.now) == nil)
        let decided = LabTimedChangesTests.picture(app)
        for _ in 0..<300 { session.frame() }
        #expect(LabTimedChangesTests.picture(app) == decided, "five seconds on, the same picture")
        app.handleKey(KeyPress("F3"))
        #expect(app.wantsFrames && app.nextTimedChange(after: session.now) == session.now, "the frame graph moves with time")
        app.handleKey(KeyPress("F1"))
        #expect(!app.wantsFrames, "the frame graph is the overlay's: hidden with it")
    }

    /// The timeline (F4) moves with time while what it shows of the last seconds slides along; with nothing
    /// in them (before the first gesture), or once it keeps the last gesture (its start 3 s back) and now is
    /// past that gesture's range, its picture stays as it is until the next one, and the app wants no frames;
    /// the next touch starts them again.
    @Test func theTimelineKeepingTheLastGestureLeavesTheWindowIdle() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        app.handleKey(KeyPress("F4"))
        session.frame()
        let empty = LabTimedChangesTests.picture(app)
        #expect(!app.wantsFrames, "before any gesture, nothing in the last seconds: nothing moves")
        for _ in 0..<120 { session.frame() }
        #expect(LabTimedChangesTests.picture(app) == empty, "two seconds on, the same picture")
        session.feed([.scriptFinger(.down, id: 1, at: Point(300, 200))], at: session.now)
        session.frame()
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        var frames = 0
        while app.wantsFrames || app.gestureWindow.clock.nextDue != nil, frames < 600 {
            session.frame()
            _ = LabTimedChangesTests.picture(app)   // as a window draws each frame
            frames += 1
        }
        #expect(frames >= 175 && frames < 200, "the tap stays in the last 3 s, then is kept: \(frames) frames")
        #expect(app.timeline.current().keptGesture)
        let kept = LabTimedChangesTests.picture(app)
        for _ in 0..<300 { session.frame() }
        #expect(LabTimedChangesTests.picture(app) == kept, "five seconds on, the same picture")
        #expect(!app.wantsFrames && app.nextTimedChange(after: session.now) == nil)
        session.feed([.scriptFinger(.down, id: 1, at: Point(300, 200))], at: session.now)
        session.frame()
        _ = LabTimedChangesTests.picture(app)
        #expect(app.wantsFrames, "a new gesture: the last seconds again")
    }

    @Test func aRunOfChangesIsOneStepOfTheTrail() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        session.feed([.scriptFinger(.down, id: 1, at: Point(100, 100))], at: session.now)
        for i in 1...10 {
            session.frame()
            session.feed([.scriptFinger(.move, id: 1, at: Point(100 + Double(i) * 20, 100))], at: session.now)
        }
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        #expect(app.overlay.trail(of: app.tracker.drawView.moveLine) == [.began, .changed, .ended, .possible])
    }

    /// Issue 40: the log box says why each recognizer said no. A right click in the drawing is given to none
    /// of its recognizers (their delegate: the drawing takes only the primary button); a wheel's scroll is no
    /// pan's.
    @Test func theLogBoxGivesEachRefusalItsCause() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let session = Session(app: app, windowSize: Size(width: 800, height: 600))
        app.handleKey(KeyPress("F1"))
        session.frame()
        session.feed([.mouseDown(at: Point(300, 300), button: .secondary)], at: session.now)
        session.frame()
        session.feed([.mouseUp(at: nil)], at: session.now)
        for _ in 0..<40 { session.frame() }
        session.feed([.scroll(delta: Vector(dx: 0, dy: -1), precise: false)], at: session.now)
        for _ in 0..<40 { session.frame() }
        #expect(app.overlay.logLines == [
            "doubleTap not given m: shouldReceive said no", "tap not given m: shouldReceive said no",
            "longPress not given m: shouldReceive said no", "moveLine not given m: shouldReceive said no",
            "colorSwipe not given m: shouldReceive said no", "undoTap not given m: shouldReceive said no",
            "redoTap not given m: shouldReceive said no", "touchesBegan draw m", "touchesEnded draw m",
            "moveLine not given discrete scroll: allowedScrollTypesMask has no discrete",
        ], "\(app.overlay.logLines)")
    }

    /// Each recognizer of the drawing describes its own kind (issue 38): the words the overlay shows.
    @Test func eachRecognizerDescribesItsKind() {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let r = app.tracker.drawView.recognizers
        #expect([r.doubleTap, r.tap, r.longPress, r.moveLine, r.colorSwipe].map(\.kindDescription) == [
            "tap 2x, discrete", "tap 1x, discrete", "long press, continuous", "pan, continuous", "swipe 3 fingers, discrete",
        ])
        #expect(HoverGestureRecognizer().kindDescription == "hover, continuous")
        #expect(ScreenEdgePanGestureRecognizer().kindDescription == "edge pan, continuous")
        #expect(PinchGestureRecognizer().kindDescription == "pinch, continuous")
        #expect(RotationGestureRecognizer().kindDescription == "rotation, continuous")
        final class Squiggle: GestureRecognizer {}
        #expect(Squiggle().kindDescription == "custom (Squiggle)")
    }
}
