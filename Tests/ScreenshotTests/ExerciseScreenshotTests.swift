import Foundation
import Testing
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// An exercise in the playground at 1280x800: its task above the pads and Check in the title line; then
/// Check tapped on the starting lesson: the panel with the check that holds, the one that does not (its
/// expected lines beside the actual ones) and the timeline of the checks' run.
@Suite struct ExerciseScreenshotTests {
    static let exercise = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground")

    func render() throws -> [(String, PixelFrame)] {
        let size = Size(width: 1280, height: 800)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: size, store: nil)
        app.selectScene("playground")
        let lesson = try PlaygroundLessonFile.read(Self.exercise.path).get()
        // The file's name as the title line shows it, not the checkout's path.
        app.loadPlayground(lesson, from: "Assets/Exercises/tap-or-double-tap.playground")
        let driver = try CapturingDriver(app: app, size: size, scale: 1)
        _ = driver.runFrame()
        let pg = try #require(app.playground)
        let check = try #require(pg.titleLine.frame(of: .check))
        let at = Point(pg.titleLine.frameInWindow.minX + check.midX, pg.titleLine.frameInWindow.minY + check.midY)
        let text = """
            window 1280 800
            scene playground
            wait 0.1
            screenshot exercise-task.png
            tap \(PlaygroundCode.num(at.x)) \(PlaygroundCode.num(at.y))
            wait 0.1
            screenshot exercise-checked.png
            """
        let script = try TouchScriptParser.parse(text, file: "exercise", scenes: SceneRegistry.standard.names).get()
        _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }

    @Test func anExerciseAndItsCheck() throws {
        let first = try render(), second = try render()
        #expect(first.map(\.0) == ["exercise-task", "exercise-checked"])
        for ((name, a), (_, b)) in zip(first, second) {
            #expect(a == b, "\(name) differs between two renders")
            Screenshots.assertGolden(a, named: name)
        }
    }
}
