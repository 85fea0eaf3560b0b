#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// Real SDL events, pushed into SDL's queue and drained through the converter and translator into the app.
@Suite(.serialized) struct InputTranslationTests {
    func feed(_ session: Session, _ converted: [SDLEventConverter.Converted]) {
        for c in converted { if case .input(let i) = c { session.feed([i], at: session.now) } }
    }

    func makeSession() -> (Session, TouchTrackerApp) {
        let app = TouchTrackerApp(services: SDLServices(), size: Size(width: 1000, height: 500), store: nil)
        return (Session(app: app, windowSize: Size(width: 1000, height: 500)), app)
    }

    @Test func fingersBecomeTouchesInPoints() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        SyntheticEvents.finger(.down, device: 7, finger: 900, x: 0.125, y: 0.25)
        SyntheticEvents.finger(.down, device: 7, finger: 901, x: 0.5, y: 0.5)
        let downs = SyntheticEvents.drain(windowSize: Size(width: 1000, height: 500))
        #expect(downs == [.input(.fingerDown(device: 7, finger: 900, at: Point(125, 125), pressure: 1)),
                          .input(.fingerDown(device: 7, finger: 901, at: Point(500, 250), pressure: 1))])
        feed(session, downs)
        #expect(session.window.activeTouches.map(\.id.label) == ["1", "2"], "the lowest free ids, from 1")
        for step in 1...6 {
            session.frame()
            SyntheticEvents.finger(.motion, device: 7, finger: 900, x: 0.125 + Float(step) * 0.0625, y: 0.25)
            feed(session, SyntheticEvents.drain(windowSize: Size(width: 1000, height: 500)))
        }
        SyntheticEvents.finger(.up, device: 7, finger: 900, x: 0.5, y: 0.25)
        SyntheticEvents.finger(.up, device: 7, finger: 901, x: 0.5, y: 0.5)
        feed(session, SyntheticEvents.drain(windowSize: Size(width: 1000, height: 500)))
        // Two fingers (never a third) draw a circle: their last points are opposite corners of its box.
        #expect(app.drawing.lines.isEmpty)
        #expect(app.drawing.circles.map { [$0.center.x, $0.center.y, $0.radius] } == [[500, 187.5, 31.25]])
    }

    @Test func focusLossMidStrokeCancelsAndLateEventsAreDropped() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        SyntheticEvents.finger(.down, device: 3, finger: 1, x: 0.125, y: 0.125)
        feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        for step in 1...5 {
            session.frame()
            SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.125 + Float(step) * 0.0625, y: 0.125)
            feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        }
        SyntheticEvents.focusLost()
        SyntheticEvents.finger(.motion, device: 3, finger: 1, x: 0.6, y: 0.1)   // after the loss: unknown now
        SyntheticEvents.finger(.up, device: 3, finger: 1, x: 0.6, y: 0.1)
        feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        #expect(session.window.activeTouches.isEmpty)
        #expect(app.drawing.lines.isEmpty, "a cancelled stroke is not a line")
        #expect(session.window.log.entries.last == "touchesCancelled draw 1")
        #expect(session.translator.diagnostics == ["motion of unknown finger 3/1: dropped", "lift of unknown finger 3/1: dropped"])
    }

    @Test func duplicateDownsAndSynthesisedCopiesAreHandledOnce() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        SyntheticEvents.finger(.down, device: 4, finger: 5, x: 0.1, y: 0.1)
        SyntheticEvents.mouse(.down, x: 100, y: 50, fromTouch: true)      // SDL's mouse copy of the touch: ignored
        SyntheticEvents.finger(.down, device: 4, finger: 5, x: 0.2, y: 0.1) // a second down of the same finger
        SyntheticEvents.finger(.down, device: SDLEventConverter.mouseTouchID, finger: 0, x: 0.3, y: 0.3) // the mouse as touch: ignored
        let converted = SyntheticEvents.drain(windowSize: session.translator.windowSize)
        #expect(converted.count == 2)
        feed(session, converted)
        #expect(session.window.activeTouches.count == 1)
        #expect(session.window.diagnostics == ["touch 1 began again while down: treated as a move"])
        SyntheticEvents.finger(.up, device: 4, finger: 5, x: 0.3, y: 0.1)
        feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        #expect(session.window.activeTouches.isEmpty && app.drawing.lines.count <= 1)
    }

    @Test func mouseWithDigitHeldMakesThreeFingersForAColorSwipe() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        SyntheticEvents.key("3", down: true)
        SyntheticEvents.mouse(.down, x: 500, y: 400)
        feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        #expect(session.window.activeTouches.map(\.id.label) == ["m", "m2", "m3"])
        #expect(session.window.activeTouches.map(\.locationInWindow.x) == [460, 500, 540], "40 pt apart, centred")
        #expect(session.translator.simulatedFingers.count == 3, "drawn as circles")
        for step in 1...8 {
            session.frame()
            SyntheticEvents.mouse(.motion, x: 500, y: Int32(400 - step * 25))
            feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        }
        SyntheticEvents.mouse(.up, x: 500, y: 200)
        SyntheticEvents.key("3", down: false)
        feed(session, SyntheticEvents.drain(windowSize: session.translator.windowSize))
        #expect(app.tracker.isColorPanelVisible)
        #expect(app.drawing.lines.isEmpty)
    }

    @Test func altAddsAMirroredFinger() {
        let t = InputTranslator(windowSize: Size(width: 1000, height: 500))
        _ = t.translate(.keyDown(KeyPress("Left Alt")))
        let downs = t.translate(.mouseDown(at: Point(300, 200)))
        #expect(downs.map(\.location) == [Point(300, 200), Point(700, 300)])
        let moves = t.translate(.mouseMove(to: Point(250, 200)))
        #expect(moves.map(\.location) == [Point(250, 200), Point(750, 300)], "mirrored through the centre: a pinch")
        _ = t.translate(.mouseUp(at: nil))
        #expect(t.simulatedFingers.isEmpty)
    }

    /// SDL drops a press when it thinks the button is still down (its release was missed while the window
    /// was minimized): the motion's button state starts the touch, and a motion with no button held ends
    /// a touch whose release was lost. The next stroke draws.
    @Test func aSwallowedPressOrALostReleaseStillDrawsTheNextStroke() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        let size = session.translator.windowSize
        SyntheticEvents.mouse(.down, x: 100, y: 100)
        SyntheticEvents.mouse(.motion, x: 150, y: 100)
        SyntheticEvents.focusLost()                                   // minimized mid-drag: cancelled
        feed(session, SyntheticEvents.drain(windowSize: size))
        #expect(session.window.activeTouches.isEmpty && app.drawing.lines.isEmpty)
        // Back, the button pressed again: SDL sends no press (it never saw the release), only held motion.
        SyntheticEvents.mouse(.motion, x: 100, y: 300)
        feed(session, SyntheticEvents.drain(windowSize: size))
        for step in 1...6 {
            session.frame()
            SyntheticEvents.mouse(.motion, x: Int32(100 + step * 30), y: 300)
            feed(session, SyntheticEvents.drain(windowSize: size))
        }
        // Its release is lost too: the next motion comes with no button held.
        SyntheticEvents.mouse(.motion, x: 400, y: 300, leftHeld: false)
        feed(session, SyntheticEvents.drain(windowSize: size))
        for _ in 0..<30 { session.frame() }
        #expect(app.drawing.lines.map { [$0.begin.x, $0.begin.y, $0.end.x, $0.end.y] } == [[100, 300, 400, 300]], "it ends where the button was found up")
        #expect(session.window.activeTouches.isEmpty)
        #expect(session.translator.diagnostics == [
            "the mouse moved with its button held but no press was seen: the touch starts here",
            "the mouse moved with no button held while its touch was down: the release was lost, the touch ends",
        ])
    }

    /// The frame loop's path: SDL's queue, the converter, the echo filter, one frame's batch.
    func pumpFrame(_ session: Session, filter: MouseEchoFilter) {
        let batch = SyntheticEvents.drain(windowSize: session.translator.windowSize).compactMap { c -> (RawInput, Seconds)? in
            if case .input(let i) = c { return (i, session.now) }
            return nil
        }
        session.feedFrame(filter.filter(batch, input: \.0, fingersDown: session.translator.hasFingersDown))
        session.frame()
    }

    /// Issue 21's two reports, as the exact SDL sequences, pushed into SDL's own queue and pumped as the
    /// window's frame loop pumps them: after a storm of 14,000 mouse events in one frame, and after the
    /// window is unmapped and mapped again mid-drag (SDL never sees that release, so it swallows the next
    /// press), the first stroke draws.
    @Test func theFirstStrokeAfterAStormOrAnUnmapDraws() throws {
        try SyntheticEvents.start()
        let (session, app) = makeSession()
        let filter = MouseEchoFilter()
        // A storm: 14,000 motions with no button held, in one frame, then a stroke.
        for k in 0..<14_000 { SyntheticEvents.mouse(.motion, x: Int32(k % 900), y: Int32(k % 400), leftHeld: false) }
        pumpFrame(session, filter: filter)
        SyntheticEvents.mouse(.down, x: 100, y: 100)
        pumpFrame(session, filter: filter)
        for step in 1...5 { SyntheticEvents.mouse(.motion, x: Int32(100 + step * 40), y: 100); pumpFrame(session, filter: filter) }
        SyntheticEvents.mouse(.up, x: 300, y: 100)
        for _ in 0..<30 { pumpFrame(session, filter: filter) }
        #expect(app.drawing.lines.map { [$0.begin.x, $0.begin.y, $0.end.x, $0.end.y] } == [[100, 100, 300, 100]])
        // Unmapped mid-drag (hidden, focus lost), the button released while unmapped, mapped again (shown,
        // exposed, focus gained); the next press is swallowed by SDL: motions come with the button held.
        SyntheticEvents.mouse(.down, x: 100, y: 200)
        SyntheticEvents.mouse(.motion, x: 150, y: 200)
        pumpFrame(session, filter: filter)
        for change in [SyntheticEvents.WindowChange.hidden, .focusLost] { SyntheticEvents.push(.window(change)) }
        pumpFrame(session, filter: filter)
        for change in [SyntheticEvents.WindowChange.shown, .exposed, .focusGained] { SyntheticEvents.push(.window(change)) }
        pumpFrame(session, filter: filter)
        for step in 0...5 { SyntheticEvents.mouse(.motion, x: Int32(100 + step * 40), y: 400); pumpFrame(session, filter: filter) }
        SyntheticEvents.mouse(.up, x: 300, y: 400)
        for _ in 0..<30 { pumpFrame(session, filter: filter) }
        #expect(app.drawing.lines.map { [$0.begin.x, $0.begin.y, $0.end.x, $0.end.y] } == [[100, 100, 300, 100], [100, 400, 300, 400]],
                "the drag cut by the unmap is cancelled; the first stroke after it draws")
        #expect(session.window.activeTouches.isEmpty)
    }

    /// The window size of the recording tests.
    static let recordingSize = Size(width: 800, height: 600)

    /// The drawing on SDL's events, wired as a window's, its input written to `file` as `--record` does.
    func recordingSession(to file: String) throws -> (Session, TouchTrackerApp, ScriptRecorder) {
        let app = TouchTrackerApp(services: SDLServices(), size: Self.recordingSize, store: nil)
        let session = Session(app: app, windowSize: Self.recordingSize)
        SDLEventConverter.wire(session)
        let recorder = try ScriptRecorder(path: file, windowSize: Self.recordingSize, scene: "tracker", defaultScene: "tracker", time: session.hostTime, appName: "TouchTracker", replayCommand: "touchtracker")
        session.recorder = recorder
        return (session, app, recorder)
    }

    /// `n` real frames of 1/60 s of `session`.
    func frames(_ n: Int, of session: Session) { for _ in 0..<n { session.frame(realSeconds: 1.0 / 60) } }
    /// SDL's queued events, converted at the recording's size, into `session`.
    func pump(into session: Session) { feed(session, SyntheticEvents.drain(windowSize: Self.recordingSize)) }

    /// The recording at `file` replayed headless, its outputs in `folder`, and half a second more: the app.
    func replayed(_ file: String, in folder: String) throws -> TouchTrackerApp {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let script = try TouchScriptParser.parse(text, file: file, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let replay = TouchTrackerApp(services: SDLServices(), size: script.windowSize, store: nil)
        let driver = try HeadlessDriver(app: replay, size: script.windowSize, scale: 1)
        _ = try ScriptPlayer(script: script, outputDirectory: folder).run(on: driver)
        for _ in 0..<30 { driver.session.frame() }
        return replay
    }

    /// A long recording is a series of files (here with limits of a few KB): each part ends with `next`, a
    /// part changes at a quiet moment or, past the hard limit, carries a touch over; an idle gap longer
    /// than a script's longest wait is written as several waits. The binary plays the series to the same
    /// drawing, and refuses a series with a bad part before playing any.
    @Test func aLongRecordingIsASeriesThePlayerPlays() throws {
        try SyntheticEvents.start()
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("long.tts").path
        let (session, app, recorder) = try recordingSession(to: file)
        recorder.softPart = .init(bytes: 1500, lines: 1000, frames: 1_000_000)
        recorder.hardPart = .init(bytes: 3000, lines: 2000, frames: 1_000_000)
        func frames(_ n: Int) { self.frames(n, of: session) }
        func pump() { self.pump(into: session) }
        for stroke in 0..<12 {
            let y = Float(stroke + 1) / 14
            SyntheticEvents.finger(.down, device: 9, finger: 1, x: 0.1, y: y); pump()
            // Stroke 5 is long enough to pass the hard limit while its finger is down.
            for k in 1...(stroke == 5 ? 160 : 12) { frames(1); SyntheticEvents.finger(.motion, device: 9, finger: 1, x: 0.1 + Float(k % 60) * 0.01, y: y); pump() }
            SyntheticEvents.finger(.up, device: 9, finger: 1, x: 0.5, y: y); pump()
            frames(20)
            if stroke == 8 { session.frame(realSeconds: 0.25); for _ in 0..<(4000 * 4) { session.frame(realSeconds: 0.25) } }   // over an hour idle
        }
        #expect(recorder.failure == nil)
        #expect(recorder.parts.count >= 4, "\(recorder.parts)")
        let drawn = app.drawing.lines.map { [$0.begin.x, $0.begin.y, $0.end.x, $0.end.y] }
        #expect(drawn.count == 12)
        for part in recorder.parts.dropLast() {
            let text = try String(contentsOfFile: part, encoding: .utf8)
            #expect(text.hasSuffix("next \(URL(fileURLWithPath: recorder.parts[recorder.parts.firstIndex(of: part)! + 1]).lastPathComponent)\n"))
        }
        let all = try recorder.parts.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        #expect(all.contains("cancel 1\nnext "), "a touch over the hard limit is carried over")
        #expect(!all.contains("wait 36") || all.components(separatedBy: "\n").allSatisfy { !$0.hasPrefix("wait ") || Double($0.dropFirst(5))! <= 3600 })
        // Played: the last part gets a dump appended, so the whole series' drawing is dumped.
        let last = recorder.parts.last!
        try (try String(contentsOfFile: last, encoding: .utf8) + "dump replay.json\n").write(toFile: last, atomically: true, encoding: .utf8)
        let replay = try Binary.launchScript(file, out: folder.url, extra: ["--headless"])
        #expect(replay.code == 0, "\(replay.stderr)")
        let dumped = try replay.json("replay.json")
        let lines = dumped.lines.map { dumped.point($0, "begin") + dumped.point($0, "end") }
        // The same drawing (to the recording's 0.01 pt), but for the touch carried over the hard limit: it was
        // cancelled at the end of one part and put down again at the start of the next, so its line begins there.
        #expect(lines.count == drawn.count)
        for (k, (a, b)) in zip(lines, drawn).enumerated() {
            let same = zip(a, b).allSatisfy { abs($0 - $1) <= 0.01 }
            if k == 5 { #expect(!same && abs(a[1] - b[1]) <= 0.01 && abs(a[2] - b[2]) <= 0.01 && abs(a[3] - b[3]) <= 0.01, "\(a) \(b)") } else { #expect(same, "stroke \(k): \(a) \(b)") }
        }
        // A bad part: nothing is played, the part and its line are named.
        try "window 800 600\nfrobnicate\n".write(toFile: recorder.parts[2], atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: folder.appendingPathComponent("replay.json").path)
        let bad = try Binary.launchScript(file, out: folder.url, extra: ["--headless"])
        #expect(bad.code == 2 && bad.stderr.contains("\(URL(fileURLWithPath: recorder.parts[2]).lastPathComponent):2: unknown command 'frobnicate'"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("replay.json").path), "nothing played")
    }

    /// `--record`: a session driven by SDL events writes a script; replayed headless, it draws the same.
    @Test func aRecordingReplaysHeadlessToTheSameDrawing() throws {
        try SyntheticEvents.start()
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("recorded.txt").path
        let (session, app, _) = try recordingSession(to: file)
        func frames(_ n: Int) { self.frames(n, of: session) }
        func pump() { self.pump(into: session) }
        // A finger draws a line.
        SyntheticEvents.finger(.down, device: 9, finger: 1, x: 0.125, y: 0.25); pump()
        for k in 1...10 { frames(1); SyntheticEvents.finger(.motion, device: 9, finger: 1, x: 0.125 + Float(k) * 0.03, y: 0.25); pump() }
        SyntheticEvents.finger(.up, device: 9, finger: 1, x: 0.425, y: 0.25); pump()
        frames(30)
        // The mouse draws another.
        SyntheticEvents.mouse(.down, x: 100, y: 400); pump()
        for k in 1...10 { frames(1); SyntheticEvents.mouse(.motion, x: Int32(100 + k * 25), y: 420); pump() }
        SyntheticEvents.mouse(.up, x: 350, y: 420); pump()
        frames(30)
        // Two fingers tap: undo.
        SyntheticEvents.finger(.down, device: 9, finger: 2, x: 0.5, y: 0.5)
        SyntheticEvents.finger(.down, device: 9, finger: 3, x: 0.55, y: 0.5); pump()
        frames(5)
        SyntheticEvents.finger(.up, device: 9, finger: 2, x: 0.5, y: 0.5)
        SyntheticEvents.finger(.up, device: 9, finger: 3, x: 0.55, y: 0.5); pump()
        frames(30)
        // ctrl+shift+Z: redo; then a long press moves the first line.
        SyntheticEvents.push(.key("Z", down: true, repeated: false, ctrl: true, shift: true))
        SyntheticEvents.push(.key("Z", down: false, repeated: false, ctrl: true, shift: true)); pump()
        frames(10)
        SyntheticEvents.mouse(.down, x: 200, y: 150); pump()
        frames(40)
        for k in 1...10 { frames(1); SyntheticEvents.mouse(.motion, x: 200, y: Int32(150 + k * 10)); pump() }
        SyntheticEvents.mouse(.up, x: 200, y: 250); pump()
        frames(30)
        #expect(app.drawing.lines.count == 2, "\(app.drawing.lines)")

        let text = try String(contentsOfFile: file, encoding: .utf8)
        let replay = try replayed(file, in: folder.path)
        /// The dump's lines, to 0.01 pt (a recording writes points to 0.01; SDL's normalised finger
        /// coordinates carry float noise below that).
        func lines(_ a: TouchTrackerApp) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(JSONValue.object(a.dumpFields()).render().utf8)) as! [String: Any]
            return (json["lines"] as! [[String: Any]]).map { l in
                let numbers = (l["begin"] as! [Double]) + (l["end"] as! [Double]) + [l["width"] as! Double]
                return numbers.map { String(($0 * 100).rounded() / 100) }.joined(separator: " ") + " " + (l["color"] as! String)
            }
        }
        let replayed = try lines(replay), drawn = try lines(app)
        #expect(replayed == drawn, "the replay draws what the window drew:\n\(text)\n\(replayed)\n\(drawn)")
        #expect(drawn.count == 2)
        #expect(text.hasPrefix("# A TouchTracker recording. Replay it: touchtracker --headless --script FILE\nwindow 800 600\nui-scale 1\ndown 1 100 150\nwait 0.016666\nmove 1 124 150\n"), "\(text.prefix(300))")
        #expect(text.contains("mouse down 100 400\n") && text.contains("key ctrl+shift+Z\n") && text.contains("down 1 400 300\ndown 2 440 300\nwait 0.083333\nup 1\nup 2\n"))
    }
}
#endif
