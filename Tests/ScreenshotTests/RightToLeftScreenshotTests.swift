import Foundation
import Testing
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// Lessons titled in other scripts (issue 51) at 1024x768, interface scale 2, the interface in English: the
/// exercise tap-or-double-tap with its title and task in Arabic (right to left, its letters joined, the
/// English words and the digits inside it left to right: `BidiText`), and with a title mixing Chinese,
/// English and emoji (left to right throughout, each script in its font). DejaVu Sans draws the Arabic,
/// Noto Sans CJK the Chinese, Noto Color Emoji the emoji (the fonts the Makefile's test-deps install).
/// On SDL 3 the Arabic lesson has a golden of its own (`-sdl3`, looked at): SDL3_ttf lays out a run shaped as
/// Arabic a pixel wider or narrower than SDL2_ttf, so the runs beside it stand a pixel off SDL 2's; the
/// title mixing Chinese, English and emoji, left to right, is the one golden both SDLs meet.
@Suite(.serialized) struct RightToLeftScreenshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let size = Size(width: 1024, height: 768), uiScale = 2.0

    /// The playground with the exercise open, its title and task replaced; its screenshot.
    func playground(title: String, task: [String], shot: String) throws -> [(String, PixelFrame)] {
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Self.size, store: nil)
        app.selectScene("playground")
        var lesson = try PlaygroundLessonFile.read(Self.root.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground").path).get()
        lesson.title = title
        lesson.task = task
        app.loadPlayground(lesson, from: "Assets/Exercises/tap-or-double-tap.playground")
        let driver = try CapturingDriver(app: app, size: Self.size, scale: 1, uiScale: Self.uiScale)
        _ = driver.runFrame()
        let text = """
            window 1024 768
            scene playground
            wait 0.1
            screenshot \(shot).png
            """
        let parsed = try TouchScriptParser.parse(text, file: "right-to-left", scenes: SceneRegistry.standard.names).get()
        _ = try ScriptPlayer(script: parsed, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }

    func check(_ render: () throws -> [(String, PixelFrame)], name: String, testName: String = #function) throws {
        let first = try render(), second = try render()
        #expect(first.map(\.0) == [name])
        for ((name, a), (_, b)) in zip(first, second) {
            #expect(a == b, "\(name) differs between two renders")
            Screenshots.assertGolden(a, named: name, testName: testName)
        }
    }

    @Test func aLessonTitledInArabic() throws {
        try check({
            try playground(title: "تمرين: نقرة (tap) أم نقرتان (double tap)؟",
                           task: ["نقرة واحدة يجب أن تقول \"tap\"؛ والنقر مرتين يقول \"double tap\" فقط.",
                                  "غيّر العلاقة بين المتعرّفين 2، لا خصائصهما."],
                           shot: "playground-arabic")
        }, name: "playground-arabic")
    }

    /// Its emoji are in colour: where this machine's SDL_ttf cannot draw them so (PyPI's SDL build, whose
    /// FreeType has no PNG), they are outlines, and the golden is not this picture.
    @Test(.enabled(if: backendDrawsColourEmoji, "this SDL_ttf draws no colour emoji"))
    func aTitleMixingChineseEnglishAndEmoji() throws {
        try check({
            try playground(title: "练习：Tap 单击 👍 or double tap 双击 ✌️",
                           task: ["单击必须显示“tap”；双击只显示“double tap”。"],
                           shot: "playground-mixed-title")
        }, name: "playground-mixed-title")
    }
}
