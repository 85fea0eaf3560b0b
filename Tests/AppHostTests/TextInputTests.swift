import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost

/// The host's text input with an app that is not TouchTracker: typed text reaches the app in its place among
/// the keys, and a window's frame loop turns the platform's text input on under the app's area (in window
/// points), tells the surface only of a change, tells the app whether it is on, and keeps it off while a
/// script plays. A composition's cursor, in SDL's scalars, is the app's graphemes.
@Suite struct TextInputTests {
    /// An app that logs its keys and text, and takes text while `area` is set (T sets it, M moves it, U unsets it).
    final class TypingApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 200, height: 100))
        let windowTitle = "Typist"
        private(set) var log: [String] = []
        var area: Rect?
        private var controls = HostControls()
        func connect(to controls: HostControls) { self.controls = controls }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) {
            log.append("key \(key) (text input \(controls.textInputIsOn ? "on" : "off"))")
            switch key.name {
            case "T": area = Rect(x: 10, y: 20, width: 1.5, height: 19)
            case "M": area = Rect(x: 30, y: 20, width: 1.5, height: 19)
            case "U": area = nil
            default: break
            }
        }
        var textInputArea: Rect? { area }
        func handleText(_ text: TypedText) { log.append("text \(text)") }
        func willQuit() {}
        func update(now: Seconds, hostTime: Seconds) {}
        func render(in canvas: Canvas) {}
    }

    @Test func aWindowTurnsTextInputOnUnderTheAppsAreaAndOffAfter() throws {
        let app = TypingApp()
        func key(_ name: String, at t: Double) -> [(at: Double, input: RawInput)] {
            [(t, .keyDown(KeyPress(name))), (t + 0.01, .keyUp(KeyPress(name)))]
        }
        let person = key("T", at: 0.1) + [(0.3, .text(.composition("ni", cursor: 2, length: -1))), (0.3, .text(.commit("你")))]
            + key("M", at: 0.5) + key("M", at: 0.7) + key("U", at: 0.9) + key("K", at: 1.1)
        let surface = try FakeWindowSurface(size: Size(width: 400, height: 200), title: app.windowTitle, person: person)
        let loop = FrameLoop(app: app, surface: surface, uiScale: 2)
        _ = try loop.run(series: nil, outputDirectory: NSTemporaryDirectory())
        #expect(app.log == [
            "key T (text input off)", "text composition(\"ni\", cursor: 2, length: -1)", "text commit(\"你\")",
            "key M (text input on)", "key M (text input on)", "key U (text input on)", "key K (text input off)",
        ])
        // At interface scale 2 the app's points are half the window's: its area doubled. The second M moves nothing.
        #expect(surface.requests == ["text input at 20 40 3 38", "text input at 60 40 3 38", "text input off", "closed"])
    }

    @Test func aScriptPlayedInAWindowNeverTurnsTextInputOn() throws {
        let folder = ScratchFolder()
        let path = folder.appendingPathComponent("t.tts").path
        try "window 200 100\nkey T\nwait 0.2\nkey U\n".write(toFile: path, atomically: true, encoding: .utf8)
        let app = TypingApp()
        let series = try ScriptSeries.load(path) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, isKnownKey: { _ in true })
        }.get()
        let surface = try FakeWindowSurface(size: Size(width: 200, height: 100), title: app.windowTitle)
        _ = try FrameLoop(app: app, surface: surface).run(series: series, outputDirectory: folder.path)
        #expect(app.log == ["key T (text input off)", "key U (text input off)"])
        #expect(surface.requests == ["closed"])
    }

    /// SDL counts a composition's cursor in Unicode scalars; the app's fields count graphemes.
    @Test func aCompositionsCursorInScalarsIsTheAppsGraphemes() {
        func at(_ text: String, _ cursor: Int, _ length: Int) -> String {
            guard let c = TypedText.composition(text, cursor: cursor, length: length).compositionCharacters else { return "none" }
            return "\(c.cursor) \(c.selected)"
        }
        #expect([at("ni", 2, 0), at("中文", 1, 1), at("e\u{301}x", 1, 0), at("e\u{301}x", 2, 1), at("👍🏽🇫🇷", 2, 2),
                 at("中文", -1, -1), at("中文", 9, 0), at("", 0, 0)]
                == ["2 2..<2", "1 1..<2", "1 1..<1", "1 1..<2", "1 1..<2", "2 2..<2", "2 2..<2", "0 0..<0"])
        #expect(TypedText.commit("中").compositionCharacters == nil)
    }
}
