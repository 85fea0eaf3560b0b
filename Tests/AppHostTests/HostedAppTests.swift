import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost

/// The host's side of the seam, with an app that is not TouchTracker: a script command the app registers,
/// the dump's host fields before the app's, the simulated fingers the host draws over the app's frame, and
/// the mirror pivot the app may give.
@Suite struct HostedAppTests {
    /// An app of one node that logs its touches, with one command of its own: `stamp PATH WORD`.
    final class StampApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 400, height: 300))
        let sceneNames = ["only"]
        let sceneName = "only"
        let windowTitle = "Stamp"
        var pivot: Point?
        /// What a plain press at a point makes (the app's on-screen finger count).
        var fingers: (Point) -> Int = { _ in 1 }
        private(set) var performed: [String] = []
        let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 300))

        init() { gestureWindow.rootNode.addChild(pad) }
        func selectScene(_ name: String) {}
        func resize(to size: Size) { gestureWindow.size = size }
        /// The keys the app was given, in order, each with the touches down when it came.
        private(set) var keys: [String] = []
        var isTypingText = false
        func handleKey(_ key: KeyPress) { keys.append("\(key) (\(gestureWindow.activeTouches.count) down)") }
        func willQuit() {}
        func update(now: Seconds, hostTime: Seconds) {}
        func render(in canvas: Canvas) { canvas.fill(Rect(x: 0, y: 0, width: 400, height: 300), color: .white) }
        func dumpFields() -> [(String, JSONValue)] { [("stamps", .array(performed.map { .string($0) }))] }
        func mirrorPivot(near point: Point) -> Point? { pivot }
        func mouseFingers(forPressAt point: Point) -> Int { fingers(point) }

        var scriptCommands: [ScriptCommand] {
            [ScriptCommand(name: "stamp") { w, a in
                try a.count(w, 3, "stamp PATH WORD")
                return AppScriptStep(command: "stamp", output: try a.outputPath(w[1]), arguments: [w[2]])
            }]
        }
        func perform(_ step: AppScriptStep, output: String?) throws {
            performed.append("\(step.command) \(step.arguments.joined(separator: " "))")
            try writeFileAtomically(step.arguments[0], to: output!)
        }
    }

    /// Frames on a virtual clock; a screenshot records the frame's draw calls.
    final class RecordingDriver: ScriptDriver {
        let session: Session
        private(set) var frames: [[RecordingCanvas.Operation]] = []
        init(app: HostedApp) { session = Session(app: app, windowSize: app.gestureWindow.size) }
        func runFrame() -> Bool { session.frame(); return true }
        func screenshot(to path: String) throws {
            let canvas = RecordingCanvas()
            session.render(in: canvas)
            frames.append(canvas.operations)
        }
    }

    func parse(_ text: String, commands: [ScriptCommand]) -> Result<TouchScript, ScriptError> {
        TouchScriptParser.parse(text, file: "s.txt", scenes: ["only"], commands: commands, isKnownKey: { _ in true })
    }

    @Test func anAppsCommandIsParsedCheckedAndRunByTheApp() throws {
        let app = StampApp()
        // Without the app's commands the grammar knows no `stamp`; with them, its checks name file and line.
        guard case .failure(let unknown) = parse("stamp a.txt hi\n", commands: []) else { Issue.record("parsed"); return }
        #expect(unknown.description == "s.txt:1: unknown command 'stamp'")
        guard case .failure(let bad) = parse("wait 0.1\nstamp ../a.txt hi\n", commands: app.scriptCommands) else { Issue.record("parsed"); return }
        #expect(bad.description == "s.txt:2: an output path cannot climb out of --out with '..', got '../a.txt'")
        guard case .failure(let count) = parse("stamp a.txt\n", commands: app.scriptCommands) else { Issue.record("parsed"); return }
        #expect(count.description == "s.txt:1: stamp takes 2 values (stamp PATH WORD), got 1")

        let script = try parse("stamp out/a.txt hello\nwait 0.05\nstamp b.txt bye\ndump d.json\n", commands: app.scriptCommands).get()
        #expect(script.steps.compactMap { if case .app(let s) = $0 { return s } else { return nil } }
                == [AppScriptStep(command: "stamp", output: "out/a.txt", arguments: ["hello"]),
                    AppScriptStep(command: "stamp", output: "b.txt", arguments: ["bye"])])
        let folder = ScratchFolder()
        let driver = RecordingDriver(app: app)
        #expect(try ScriptPlayer(script: script, outputDirectory: folder.path).run(on: driver) == .finished)
        #expect(app.performed == ["stamp hello", "stamp bye"])
        #expect(try String(contentsOf: folder.appendingPathComponent("out/a.txt"), encoding: .utf8) == "hello")
        // The dump: the host's fields, then the app's, in that order.
        let dump = try String(contentsOf: folder.appendingPathComponent("d.json"), encoding: .utf8)
        #expect(dump == """
            {
              "format": 1,
              "time": 0.05,
              "scene": "only",
              "window": [400, 300],
              "renderer": "software",
              "backend": "none",
              "touches": [],
              "hover": null,
              "stamps": [
                "stamp hello",
                "stamp bye"
              ]
            }

            """)
    }

    @Test func theHostDrawsTheSimulatedFingersOverTheAppsFrame() throws {
        let app = StampApp()
        let driver = RecordingDriver(app: app)
        driver.session.feed([.keyDown(KeyPress("2")), .mouseDown(at: Point(200, 150))], at: 0)
        try driver.screenshot(to: "unused")
        let r = Session.simulatedFingerRadius
        #expect(driver.frames[0] == [
            .fill(Rect(x: 0, y: 0, width: 400, height: 300), .white),
            .disc(center: Point(180, 150), radius: r, Session.simulatedFingerFill),
            .ring(center: Point(180, 150), radius: r, width: 2, Session.simulatedFingerRing),
            .disc(center: Point(220, 150), radius: r, Session.simulatedFingerFill),
            .ring(center: Point(220, 150), radius: r, width: 2, Session.simulatedFingerRing),
        ])
        #expect(app.gestureWindow.activeTouches.map(\.locationInWindow) == [Point(180, 150), Point(220, 150)])
    }

    @Test func altsMirroredFingerTurnsAroundTheAppsPivotOrTheWindowsCentre() {
        let app = StampApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        session.feed([.keyDown(KeyPress("LAlt", alt: true)), .mouseDown(at: Point(100, 100))], at: 0)
        #expect(app.gestureWindow.activeTouches.map(\.locationInWindow) == [Point(100, 100), Point(300, 200)], "the window's centre")
        session.feed([.mouseUp(at: Point(100, 100))], at: 0.1)
        app.pivot = Point(120, 110)
        session.feed([.mouseDown(at: Point(100, 100))], at: 0.2)
        #expect(app.gestureWindow.activeTouches.map(\.locationInWindow) == [Point(100, 100), Point(140, 120)], "the app's pivot")
    }

    /// The app's finger count makes a plain press several fingers, as a held digit does; a held digit still
    /// wins, and the count may differ by where the press is (the app's buttons stay one finger).
    @Test func thePlainPressMakesTheAppsFingerCount() {
        let app = StampApp()
        app.fingers = { p in p.x < 100 ? 1 : 3 }
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        let labels = { app.gestureWindow.activeTouches.map(\.id.label) }
        session.feed([.mouseDown(at: Point(200, 150))], at: 0)
        #expect(labels() == ["m", "m2", "m3"])
        #expect(app.gestureWindow.activeTouches.map(\.locationInWindow) == [Point(160, 150), Point(200, 150), Point(240, 150)])
        session.feed([.mouseUp(at: Point(200, 150))], at: 0.1)
        session.feed([.mouseDown(at: Point(50, 150))], at: 0.2)
        #expect(labels() == ["m"], "one finger where the app says so")
        session.feed([.mouseUp(at: Point(50, 150))], at: 0.3)
        session.feed([.keyDown(KeyPress("2")), .mouseDown(at: Point(200, 150))], at: 0.4)
        #expect(labels() == ["m", "m2"], "a held digit wins")
        session.feed([.mouseUp(at: Point(200, 150)), .keyUp(KeyPress("2"))], at: 0.5)
        app.fingers = { _ in 9 }
        session.feed([.mouseDown(at: Point(200, 150))], at: 0.6)
        #expect(labels().count == 5, "at most five, as the digits")
    }
}

extension HostedAppTests {
    /// One meaning per key: a digit 2-5 held through a mouse press makes fingers and never reaches the app;
    /// tapped alone it reaches the app at its release (repeats while held are one key); other keys, a digit
    /// with ctrl, and every key while the app takes typed text arrive as pressed.
    @Test func aDigitThatMadeFingersIsNotAKey() {
        let app = StampApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        let p = Point(200, 150)
        session.feed([.keyDown(KeyPress("2")), .mouseDown(at: p)], at: 0)
        #expect(app.gestureWindow.activeTouches.map(\.id.label) == ["m", "m2"])
        session.feed([.mouseUp(at: p), .keyUp(KeyPress("2"))], at: 0.1)
        session.feed([.keyDown(KeyPress("3")), .keyDown(KeyPress("3"))], at: 0.2)
        session.feed([.keyDown(KeyPress("Z"))], at: 0.25)
        session.feed([.keyUp(KeyPress("3"))], at: 0.3)
        session.feed([.keyDown(KeyPress("1")), .keyUp(KeyPress("1")), .keyDown(KeyPress("6")), .keyUp(KeyPress("6"))], at: 0.4)
        session.feed([.keyDown(KeyPress("2", ctrl: true)), .keyUp(KeyPress("2", ctrl: true))], at: 0.5)
        session.feed([.mouseDown(at: p), .keyDown(KeyPress("4")), .keyUp(KeyPress("4"))], at: 0.6)
        #expect(app.gestureWindow.activeTouches.count == 1, "a digit pressed during a press is not a key either")
        session.feed([.mouseUp(at: p)], at: 0.65)
        app.isTypingText = true
        session.feed([.keyDown(KeyPress("5")), .mouseDown(at: p), .keyUp(KeyPress("5"))], at: 0.7)
        #expect(app.gestureWindow.activeTouches.count == 5, "typing, a held digit still makes fingers")
        session.feed([.mouseUp(at: p)], at: 0.75)
        #expect(app.keys == ["Z (0 down)", "3 (0 down)", "1 (0 down)", "6 (0 down)", "ctrl+2 (0 down)", "5 (0 down)"])
        #expect(app.gestureWindow.log.entries.count == 6, "three presses, each one began and ended")
    }
}

extension HostedAppTests {
    /// `--record` writes the keys the app got, when it got them: a digit held through a press is the
    /// press's count, a digit tapped alone a `key` at its release; replayed, each means the same again.
    @Test func theRecordingHasTheKeysTheAppGot() throws {
        let app = StampApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).tts").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        session.recorder = try ScriptRecorder(path: file, windowSize: app.gestureWindow.size, scene: "only", defaultScene: "only",
                                              time: session.hostTime, appName: app.windowTitle, replayCommand: "stamp")
        let p = Point(200, 150)
        session.feed([.keyDown(KeyPress("2")), .mouseDown(at: p)], at: 0)
        session.feed([.mouseUp(at: p), .keyUp(KeyPress("2"))], at: 0)
        session.feed([.keyDown(KeyPress("3")), .keyDown(KeyPress("Left Shift")), .keyUp(KeyPress("3")), .keyDown(KeyPress("Z", ctrl: true))], at: 0)
        session.recorder = nil
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("window") && !$0.hasPrefix("wait") }
        #expect(lines == ["ui-scale 1", "mouse down 200 150 2", "mouse up", "key 3", "key ctrl+Z"])
        #expect(app.keys == ["Left Shift (0 down)", "3 (0 down)", "ctrl+Z (0 down)"])
    }
}

@Suite struct JSONNumberTests {
    @Test func numbersOfAnyMagnitudeAreWrittenAsJSON() {
        #expect([1.25, 10, 0.1234567, -0.0, 1e15, 1e308, -1e300, .infinity, .nan].map(JSONValue.format)
                == ["1.25", "10.0", "0.123457", "0.0", "1000000000000000.0", "1e+308", "-1e+300", "null", "null"])
    }
}

extension HostedAppTests {
    /// An app of one scene with nothing to add to scripts or dumps writes seven members, and no state the host
    /// owns: `HostedApp`'s defaults and the session's `HostControls` do the rest.
    final class MinimalApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 200, height: 100))
        let windowTitle = "Minimal"
        private(set) var log: [String] = []
        init() { gestureWindow.rootNode.addChild(Node(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 100))) }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) { log.append("key \(key)") }
        func willQuit() { log.append("quit") }
        func update(now: Seconds, hostTime: Seconds) {}
        func render(in canvas: Canvas) { canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), color: .white) }
    }

    @Test func aMinimalAppRunsAScriptWithTheHostsDefaults() throws {
        let app = MinimalApp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("minimal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = (folder as NSString).appendingPathComponent("s.tts")
        try "window 200 100\ntap 50 50\nkey A\ndump d.json\n".write(toFile: script, atomically: true, encoding: .utf8)
        let series = try ScriptSeries.load(script) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, commands: app.scriptCommands, isKnownKey: { _ in true })
        }.get()
        let played = try HostedRun.headless(series, app: app, on: FakeWindowBackend(), scale: 1, uiScale: 1, outputDirectory: folder, goldenUpdate: .none)
        #expect(played.outcome == .finished && played.checkFailures.isEmpty)
        #expect(app.log == ["key A", "quit"])
        #expect(app.sceneNames == ["main"] && app.sceneName == "main")
        let data = try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("d.json")))
        let dump = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(dump.keys) == ["format", "time", "scene", "window", "renderer", "backend", "touches", "hover"], "the host's fields only")
        #expect(dump["scene"] as? String == "main" && dump["window"] as? [Int] == [200, 100])
    }
}
