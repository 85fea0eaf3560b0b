import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// A scene added through the registry alone: one type and one entry, nothing else of the app touched.
@Suite struct SceneRegistryTests {
    /// A pad with a tap that logs itself; grey behind it; the key D counts.
    final class DotScene: Scene {
        let container = Node(name: "dot")
        let pad = Node(name: "dot.pad")
        let tap = TapGestureRecognizer(name: "dot.tap")
        private(set) var keys = 0
        init(window: Window) {
            container.addChild(pad)
            pad.addGestureRecognizer(tap)
            tap.addAction { [unowned window] _ in window.log.append("dot tapped") }
        }
        var background: Color? { Color(rgb: 0x9E9E9E) }
        func layout(size: Size, dockWidth: Points) {
            container.frame = Rect(origin: .zero, size: size)
            pad.frame = Rect(x: 100, y: 100, width: 200, height: 200)
        }
        func handleKey(_ key: KeyPress) -> Bool { if key.name == "D" { keys += 1; return true }; return false }
        func dumpFields() -> [(String, JSONValue)] { [("dot", .object([("keys", .int(keys))]))] }
    }

    static let registry = SceneRegistry(SceneRegistry.standard.entries + [
        SceneRegistry.Entry(name: "dot", title: "Dot") { DotScene(window: $0.window) },
    ])

    @Test func aSceneAddedToTheRegistryIsShownScriptedKeyedAndDumped() throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 400, height: 400), store: nil, scenes: Self.registry)
        #expect(app.sceneNames == ["tracker", "lab", "playground", "dot"])
        // F2 goes through the scenes in the registry's order, and the tab names the next one.
        var seen: [String] = []
        for _ in 0..<4 {
            app.handleKey(KeyPress("F2"))
            seen.append("\(app.sceneName) (tab: \(app.sceneTabTitle))")
        }
        #expect(seen == ["lab (tab: Playground)", "playground (tab: Dot)", "dot (tab: Drawing)", "tracker (tab: Lab)"])

        // A script names it in its header, taps its pad and presses its key; the dump has its fields.
        let text = "window 400 400\nscene dot\ntap 200 200\nwait 0.5\nkey D\ndump d.json\n"
        let script = try TouchScriptParser.parse(text, file: "dot.txt", scenes: Self.registry.names, commands: app.scriptCommands).get()
        let scripted = TouchTrackerApp(services: FakeBackend(), size: script.windowSize, store: nil, scenes: Self.registry)
        scripted.selectScene(script.scene)
        let folder = ScratchFolder()
        let driver = try FakeDriver(app: scripted, size: script.windowSize, scale: 1)
        _ = try ScriptPlayer(script: script, outputDirectory: folder.path).run(on: driver)
        let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("d.json"))) as! [String: Any]
        #expect(dump["scene"] as? String == "dot")
        #expect((dump["dot"] as? [String: Any])?["keys"] as? Int == 1)
        #expect((dump["recognizers"] as? [[String: Any]])?.map { $0["name"] as! String } == ["dot.tap"])
        // The whole log: the pad hears the touch, the tap recognizes and cancels the pad's touch.
        #expect(dump.log == ["touchesBegan dot.pad 1", "action dot.tap ended", "dot tapped", "touchesCancelled dot.pad 1"], "\(dump.log)")
        // Its background fills the frame behind it.
        try driver.screenshot(to: folder.appendingPathComponent("dot.png").path)
        let corner = driver.target.pixels()[0]
        #expect(corner & 0xFF_FFFF == 0x9E9E9E)
    }
}
