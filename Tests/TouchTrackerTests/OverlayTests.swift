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
}
