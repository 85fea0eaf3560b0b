import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// What the teacher's playground tests start from (`PlaygroundTeacherTests`, `PlaygroundTitleFieldTests`).
/// The app at 1280x800 in the playground (an empty lesson: New), with its session.
func playground() -> (TouchTrackerApp, Session, PlaygroundScene) {
    let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1280, height: 800), store: nil)
    let session = Session(app: app, windowSize: Size(width: 1280, height: 800))
    app.selectScene("playground")
    let pg = app.playground!
    pg.tapped(.new)
    return (app, session, pg)
}

/// A mouse click at `p` as a person makes it: the press, a frame, the release, a frame.
func click(_ session: Session, _ p: Point) {
    session.feed([.mouseDown(at: p)], at: session.now)
    session.frame()
    session.feed([.mouseUp(at: p)], at: session.now)
    session.frame()
}
