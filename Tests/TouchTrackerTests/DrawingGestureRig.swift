import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The drawing at 800x600 run by touch script in-process, for suites that assert the whole log of one
/// gesture (`TouchUndoTests`, `PenAndTrackpadDrawingTests`).
protocol DrawingGestureRig {}

extension DrawingGestureRig {
    /// Runs `setup` then `gesture` (a script each, half a second after each); returns the app and the log of
    /// `gesture` alone.
    func run(_ setup: String, _ gesture: String) throws -> (TouchTrackerApp, [String]) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        let driver = try FakeDriver(app: app, size: Size(width: 800, height: 600), scale: 1)
        func play(_ text: String) throws {
            let script = try TouchScriptParser.parse(text, file: "s", scenes: ["tracker"]).get()
            _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        }
        try play(setup + "\nwait 0.5\n")
        app.gestureWindow.log.clear()
        try play(gesture + "\nwait 0.5\n")
        return (app, app.gestureWindow.log.entries)
    }
}
