import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost

/// The host's frame loop on the tests' fake window (`FakeWindowBackend`, `FakeWindowSurface`), without SDL:
/// the command line's window modes (a replay in a window, `--record`, a window's `expect-screenshot`) and
/// the app's requests, as whole ordered logs.
@Suite struct FrameLoopTests {
    /// An app that logs its keys, its touches' phases, its requests and its quit, in order.
    final class LoggingApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 200, height: 100))
        let windowTitle = "Logger"
        private(set) var log: [String] = []
        private var controls = HostControls()
        init(locates: Bool = false) {
            let pad = PhaseNode(name: "pad", frame: Rect(x: 0, y: 0, width: 400, height: 200))
            pad.locates = locates
            gestureWindow.rootNode.addChild(pad)
            pad.phase = { [unowned self] in
                if self.pressTime == nil, $0.hasPrefix("began") { self.pressTime = self.gestureWindow.clock.now }
                if $0.hasPrefix("began") { self.pressHostTimes.append(self.hostTime) }
                self.log.append($0)
            }
        }
        func connect(to controls: HostControls) { self.controls = controls }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) {
            log.append("key \(key)")
            switch key.name {
            case "F": controls.requests.toggleFullscreen = true
            case "P": controls.requests.uiScaleStep = 1
            case "S": controls.timeControl.paused = true
            case "Q": controls.requests.quit = true
            default: break
            }
        }
        func willQuit() { log.append("quit at \(gestureWindow.clock.now)") }
        func note(_ line: String) { log.append(line) }
        /// The clock when the first touch began (the pad's log says when).
        private(set) var pressTime: Double?
        /// The host's clock (real seconds the frames took) at the last frame, and when each touch began.
        private(set) var hostTime: Seconds = 0
        private(set) var pressHostTimes: [Seconds] = []
        func update(now: Seconds, hostTime: Seconds) { self.hostTime = hostTime }
        func render(in canvas: Canvas) { canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), color: .white) }
    }

    /// A node that reports each phase of the touches it gets.
    final class PhaseNode: Node {
        var phase: (String) -> Void = { _ in }
        /// Where each touch is (in the app's points), after its phase: for the tests of scales.
        var locates = false
        func at(_ touches: [Touch]) -> String {
            locates ? touches.map { t in let p = t.location(in: nil); return " at \(Int(p.x)),\(Int(p.y))" }.joined() : ""
        }
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { phase("began \(touches.map(\.id.label).sorted())" + at(touches)) }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { if locates { phase("moved" + at(touches)) } }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { phase("ended \(touches.map(\.id.label).sorted())" + at(touches)) }
    }

    let folder: String
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("frameloop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func series(_ path: String, _ app: HostedApp) throws -> ScriptSeries {
        try ScriptSeries.load(path) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, isKnownKey: { _ in true })
        }.get()
    }

    /// A replay in a window plays every part of the series on virtual time (the real pointer's hover is
    /// ignored meanwhile), then the person's input arrives, until the person closes the idle window.
    @Test func aReplayInAWindowPlaysEveryPartThenThePerson() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try write("s.tts", "window 200 100\ntap 50 50\nnext s-2.tts\n")
        _ = try write("s-2.tts", "window 200 100\nkey B\nwait 0.5\ndump d.json\n")
        let app = LoggingApp()
        let backend = FakeWindowBackend(person: [(0.1, .mouseHover(to: Point(10, 10))), (3, .keyDown(KeyPress("C"))), (3, .keyUp(KeyPress("C")))])
        var said: [String] = []
        let failures = try HostedRun.window(try series(first, app), app: app, on: backend, size: Size(width: 200, height: 100),
                                            options: WindowOptions(), outputDirectory: folder, goldenUpdate: .none,
                                            onDiagnostic: { said.append($0) })
        #expect(failures.isEmpty && said.isEmpty)
        #expect(backend.windows == ["Logger 200x100"], "the app names its window")
        #expect(app.log.dropLast() == ["began [\"1\"]", "ended [\"1\"]", "key B", "key C"])
        #expect(app.log.last?.hasPrefix("quit at ") == true)
        let data = try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("d.json")))
        let dump = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(dump["renderer"] as? String == "fake")
        #expect(dump["backend"] as? String == "fake")
        #expect(dump["hover"] is NSNull, "no real hover while the script played")
    }

    /// A press after the window went idle: the app's clock runs on from the press, so a long press held
    /// half a second begins half a second after it, not half a second plus the idle time (the events that
    /// ended the idle wait were placed as far ahead of the clock as the wait was long, and the clock stood
    /// still that long).
    @Test func aLongPressAfterAnIdleWaitBeginsHalfASecondAfterThePress() throws {
        let app = LoggingApp()
        let press = LongPressGestureRecognizer(name: "press")
        press.addAction { [unowned app] r in app.note("long press \(r.state) at \(String(format: "%.2f", app.gestureWindow.clock.now))") }
        app.gestureWindow.rootNode.children.first?.addGestureRecognizer(press)
        // Idle from about 0.5 s (nothing down, nothing animating), then the mouse is pressed and held.
        let backend = FakeWindowBackend(person: [(0.1, .mouseHover(to: Point(10, 10))), (4, .mouseDown(at: Point(50, 50), button: .primary)),
                                                 (5, .mouseUp(at: Point(50, 50), button: .primary))])
        _ = try HostedRun.window(nil, app: app, on: backend, size: Size(width: 200, height: 100), options: WindowOptions(),
                                 outputDirectory: folder, goldenUpdate: .none, onDiagnostic: { _ in })
        let began = app.log.first { $0.hasPrefix("long press began") }
        #expect(began != nil, "\(app.log)")
        let at = began.flatMap { Double($0.split(separator: " ").last ?? "") } ?? 0
        let down = try #require(app.pressTime)
        #expect(abs(at - down - 0.5) < 0.05, "began \(at - down) s after the press: \(app.log)")
        #expect(app.log.contains { $0.hasPrefix("long press ended") }, "ended at the lift: \(app.log)")
    }

    /// A frame that stalls (1 s here) while the person goes on: the input that came in the stall keeps its
    /// real times, so the gesture clock moves on with it, and the app's clock follows, instead of standing
    /// still behind it until it caught up (a long press pressed just after the stall began 0.4 s late).
    @Test func aLongPressJustAfterAStallBeginsHalfASecondAfterThePress() throws {
        let app = LoggingApp()
        let press = LongPressGestureRecognizer(name: "press")
        press.addAction { [unowned app] r in app.note("long press \(r.state) at host \(String(format: "%.2f", app.hostTime))") }
        app.gestureWindow.rootNode.children.first?.addGestureRecognizer(press)
        let m = ButtonMask.primary
        let backend = FakeWindowBackend(person: [(1, .mouseDown(at: Point(50, 50), button: m)), (1.2, .mouseDrag(to: Point(51, 50))),
                                                 (1.9, .mouseDrag(to: Point(52, 50))), (1.95, .mouseUp(at: Point(52, 50), button: m)),
                                                 (2.1, .mouseDown(at: Point(80, 50), button: m)), (3, .mouseUp(at: Point(80, 50), button: m))],
                                        stalls: [(1.02, 1)])
        _ = try HostedRun.window(nil, app: app, on: backend, size: Size(width: 200, height: 100), options: WindowOptions(),
                                 outputDirectory: folder, goldenUpdate: .none, onDiagnostic: { _ in })
        let began = app.log.filter { $0.hasPrefix("long press began") }.compactMap { Double($0.split(separator: " ").last ?? "") }
        #expect(began.count == 2, "each press, held more than half a second, began a long press: \(app.log)")
        #expect(app.pressHostTimes.count == 2, "\(app.log)")
        if began.count == 2, app.pressHostTimes.count == 2 {
            let after = began[1] - app.pressHostTimes[1]
            #expect(abs(after - 0.5) < 0.05, "the second long press began \(after) s after its press: \(app.log)")
        }
    }

    /// `--record` in a window writes the person's input as a script, its first line naming the app; replayed
    /// headless, the same app gets the same input in the same order.
    @Test func aRecordingReplaysToTheSameLog() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = (folder as NSString).appendingPathComponent("r.tts")
        let app = LoggingApp()
        let backend = FakeWindowBackend(person: [(1, .mouseDown(at: Point(100, 50))), (1.25, .mouseDrag(to: Point(120, 60))),
                                                 (1.5, .mouseUp(at: Point(120, 60))), (2, .keyDown(KeyPress("K"))), (2, .keyUp(KeyPress("K")))])
        _ = try HostedRun.window(nil, app: app, on: backend, size: Size(width: 200, height: 100), options: WindowOptions(),
                                 outputDirectory: folder, goldenUpdate: .none,
                                 recording: HostedRun.Recording(path: recording, replayCommand: "logger"), onDiagnostic: { _ in })
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "# A Logger recording. Replay it: logger --headless --script FILE")
        #expect(lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait") } ==
                ["window 200 100", "ui-scale 1", "mouse down 100 50", "mouse move 120 60", "mouse up", "key K"])
        let replayed = LoggingApp()
        _ = try HostedRun.headless(try series(recording, replayed), app: replayed, on: backend, scale: 1, uiScale: 1,
                                   outputDirectory: folder, goldenUpdate: .none)
        #expect(app.log.dropLast() == ["began [\"m\"]", "ended [\"m\"]", "key K"])
        #expect(replayed.log.dropLast() == app.log.dropLast())
    }

    /// `--record` under `--ui-scale 2` writes window points and its scale (issue 48): the pointer pressed at
    /// window (100, 50) is `mouse down 100 50`, not half of it, and the recording replays to the same log at
    /// the scale it was made at and at another (its window and points scaled, so the app sees the same points).
    @Test func aRecordingAtInterfaceScaleTwoReplaysToTheSameLogAtAnyScale() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = (folder as NSString).appendingPathComponent("r2.tts")
        let app = LoggingApp(locates: true)
        let backend = FakeWindowBackend(person: [(1, .mouseDown(at: Point(100, 50))), (1.25, .mouseDrag(to: Point(160, 80))),
                                                 (1.5, .mouseUp(at: Point(160, 80))), (2, .fingerDown(device: 1, finger: 1, at: Point(300, 150), pressure: 1)),
                                                 (2.25, .fingerUp(device: 1, finger: 1, at: Point(300, 150)))])
        _ = try HostedRun.window(nil, app: app, on: backend, size: Size(width: 400, height: 200), options: WindowOptions(uiScale: 2),
                                 outputDirectory: folder, goldenUpdate: .none,
                                 recording: HostedRun.Recording(path: recording, replayCommand: "logger"), onDiagnostic: { _ in })
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait") } ==
                ["window 400 200", "ui-scale 2", "mouse down 100 50", "mouse move 160 80", "mouse up", "down 1 300 150", "up 1"], "\(lines)")
        let made = Array(app.log.dropLast())
        #expect(made == ["began [\"m\"] at 50,25", "moved at 80,40", "ended [\"m\"] at 80,40", "began [\"1\"] at 150,75", "ended [\"1\"] at 150,75"])
        for scale in [2.0, 1.0, 3.0] {
            let replayed = LoggingApp(locates: true)
            _ = try HostedRun.headless(try series(recording, replayed), app: replayed, on: backend, scale: 1, uiScale: scale,
                                       outputDirectory: folder, goldenUpdate: .none)
            #expect(Array(replayed.log.dropLast()) == made, "replayed at --ui-scale \(scale)")
            #expect(replayed.gestureWindow.size == Size(width: 200, height: 100), "the app's points, whatever the scale")
        }
    }

    /// A window's `expect-screenshot` compares the presented frame with its golden beside the script: a
    /// match passes, a golden of another picture is `FILE:LINE: ...`, said as it fails and returned.
    @Test func aWindowsScreenshotCheckComparesItsFrame() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let white = PixelFrame(width: 200, height: 100, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 200 * 100))
        let black = PixelFrame(width: 200, height: 100, pixels: [UInt32](repeating: 0xFF00_0000, count: 200 * 100))
        try PNGFile.encode(white).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("white.png")))
        try PNGFile.encode(black).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("black.png")))
        let script = try write("s.tts", "window 200 100\nexpect-screenshot white.png\nexpect-screenshot black.png\n")
        let app = LoggingApp()
        var said: [String] = []
        let failures = try HostedRun.window(try series(script, app), app: app, on: FakeWindowBackend(), size: Size(width: 200, height: 100),
                                            options: WindowOptions(), outputDirectory: folder, goldenUpdate: .none,
                                            onDiagnostic: { said.append($0) })
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("\(script):3: ") == true && failures.first?.contains("black.png") == true)
        #expect(said == failures)
    }

    /// The app's requests reach the surface in the frame they were made, once each; time control pauses
    /// the app's clock; a quit request ends the window.
    @Test func theAppsRequestsAreCarriedOutOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let surface = try FakeWindowSurface(size: Size(width: 200, height: 100), title: "Logger", person: [
            (0.5, .keyDown(KeyPress("F"))), (1, .keyDown(KeyPress("P"))), (1.5, .keyDown(KeyPress("S"))), (3, .keyDown(KeyPress("Q"))),
        ])
        let app = LoggingApp()
        let loop = FrameLoop(app: app, surface: surface)
        try loop.run(series: nil, outputDirectory: folder)
        #expect(surface.requests == ["fullscreen", "scale 1.0", "scale 1.25"], "no close: the app's quit ended it")
        #expect(loop.session.uiScale == 1.25)
        #expect(app.log.dropLast() == ["key F", "key P", "key S", "key Q"])
        let quitAt = try #require(Double(app.log.last!.replacingOccurrences(of: "quit at ", with: "")))
        #expect(quitAt > 1.45 && quitAt < 1.6, "the clock stopped at the pause, 1.5 s in, not at the quit 3 s in (got \(quitAt))")
    }
}
