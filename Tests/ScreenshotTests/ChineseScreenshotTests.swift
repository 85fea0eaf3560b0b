import Foundation
import Testing
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// The app in Chinese (`--lang zh_CN`, `Assets/po/zh_CN.po`) at 1024x768, interface scale 2 (the app sees
/// 512x384: the back row's projector, issue 49): the lab's station 1 shown alone after a tap on its pad
/// (its title, switch, pad label, flash and the switch's words translated; its log English, as the log is),
/// and the playground with the exercise tap-or-double-tap open, then its checks run (Check). The catalogue
/// is the task's own (`Localized.$scoped`), so the other suites draw in English meanwhile. Noto Sans CJK
/// draws the Chinese (the fonts the Makefile's test-deps install).
@Suite(.serialized) struct ChineseScreenshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let zh = Catalogue.load(languages: ["zh_CN"], folder: root.appendingPathComponent("Assets/po").path).catalogue
    static let size = Size(width: 1024, height: 768), uiScale = 2.0

    /// Plays `script` (its window 1024x768) on `app` after `setUp`, at interface scale 2; its screenshots.
    static func shots(_ app: TouchTrackerApp, script: (CapturingDriver) throws -> String) throws -> [(String, PixelFrame)] {
        let driver = try CapturingDriver(app: app, size: size, scale: 1, uiScale: uiScale)
        _ = driver.runFrame()
        let text = try script(driver)
        let parsed = try TouchScriptParser.parse(text, file: "chinese", scenes: SceneRegistry.standard.names).get()
        _ = try ScriptPlayer(script: parsed, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }

    /// A point of the app (its points) as the script gives it (the window's: times the interface scale).
    static func scripted(_ p: Point) -> String { "\(PlaygroundCode.num(p.x * uiScale)) \(PlaygroundCode.num(p.y * uiScale))" }

    func lab() throws -> [(String, PixelFrame)] {
        try Localized.$scoped.withValue(Self.zh) {
            let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Self.size, store: nil)
            app.selectScene("lab")
            return try Self.shots(app) { _ in
                let lab = try #require(app.lab)
                lab.focus(place: 1)
                let pad = lab.station(1).pads[0].frameInWindow.center
                return """
                    window 1024 768
                    scene lab
                    wait 0.1
                    tap \(Self.scripted(pad))
                    wait 0.5
                    screenshot lab-station-1.png
                    """
            }
        }
    }

    func exercise() throws -> [(String, PixelFrame)] {
        try Localized.$scoped.withValue(Self.zh) {
            let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Self.size, store: nil)
            app.selectScene("playground")
            let lesson = try PlaygroundLessonFile.read(Self.root.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground").path).get()
            // The file's name as the title line shows it, not the checkout's path.
            app.loadPlayground(lesson, from: "Assets/Exercises/tap-or-double-tap.playground")
            return try Self.shots(app) { _ in
                let pg = try #require(app.playground)
                let check = try #require(pg.titleLine.frame(of: .check))
                let at = Point(pg.titleLine.frameInWindow.minX + check.midX, pg.titleLine.frameInWindow.minY + check.midY)
                return """
                    window 1024 768
                    scene playground
                    wait 0.1
                    screenshot playground-exercise.png
                    tap \(Self.scripted(at))
                    wait 0.1
                    screenshot playground-exercise-checked.png
                    """
            }
        }
    }

    func check(_ render: () throws -> [(String, PixelFrame)], names: [String], testName: String = #function) throws {
        let first = try render(), second = try render()
        #expect(first.map(\.0) == names)
        for ((name, a), (_, b)) in zip(first, second) {
            #expect(a == b, "\(name) differs between two renders")
            Screenshots.assertGolden(a, named: name, testName: testName)
        }
    }

    @Test func theLabsStation1InChinese() throws {
        #expect(Self.zh.language == "zh_CN")
        try check(lab, names: ["lab-station-1"])
    }

    @Test func thePlaygroundWithAnExerciseInChinese() throws {
        try check(exercise, names: ["playground-exercise", "playground-exercise-checked"])
    }
}
