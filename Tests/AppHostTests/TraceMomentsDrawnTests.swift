import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost

/// Which moments a trace draws (`TraceRecorder.capture`): none where nothing happened (no input, no event
/// in the engine) before the time the app gave for its next change with time alone, and the moment that time
/// comes; every moment while the app animates, or when the window keeps no `GestureTrace`. Checked on an app
/// whose tap waits for a double tap to fail (a timer pending, frame after frame) and then flashes for 1.2 s:
/// the whole ordered list of the times the app was drawn, and of the frames kept.
@Suite struct TraceMomentsDrawnTests {
    final class FlashApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 200, height: 100))
        let windowTitle = "Flash"
        /// When the tap was recognized: a flash shows from then for `flashSeconds`.
        var flashedAt: Seconds?
        static let flashSeconds: Seconds = 1.2
        /// Every time the app was drawn, in ms.
        var drawnAt: [Int] = []
        /// Whether it says it animates from frame to frame (`nextTimedChange` is then `now`).
        var animates = false
        init(keepsTrace: Bool) {
            if keepsTrace { gestureWindow.trace = GestureTrace() }
            let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 100))
            gestureWindow.rootNode.addChild(pad)
            let tap = TapGestureRecognizer(name: "tap"), double = TapGestureRecognizer(name: "double")
            double.numberOfTapsRequired = 2
            tap.require(toFail: double)
            tap.addAction { [unowned self] r in if r.state == .ended { self.flashedAt = r.window?.clock.now } }
            pad.addGestureRecognizer(tap)
            pad.addGestureRecognizer(double)
        }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) {}
        func willQuit() {}
        func update(now: Seconds, hostTime: Seconds) {}
        var wantsFrames: Bool { animates || flashShows(at: gestureWindow.clock.now) }
        func flashShows(at now: Seconds) -> Bool { flashedAt.map { now >= $0 && now < $0 + Self.flashSeconds } ?? false }
        func nextTimedChange(after now: Seconds) -> Seconds? {
            if animates { return now }
            guard let t = flashedAt, now < t + Self.flashSeconds else { return nil }
            return t + Self.flashSeconds
        }
        func render(in canvas: Canvas) {
            let now = gestureWindow.clock.now
            drawnAt.append(Int((now * 1000).rounded()))
            canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), color: .white)
            if flashShows(at: now) { canvas.fill(Rect(x: 0, y: 0, width: 200, height: 20), color: Color(rgb: 0x1565C0)) }
            for t in gestureWindow.activeTouches { canvas.fillCircle(center: t.locationInWindow, radius: 10, color: Color(rgb: 0x1565C0)) }
        }
    }

    /// Plays a tap and two seconds of waiting on `app`, a recorder watching: the times of its frames, in ms.
    static func record(_ app: FlashApp) throws -> [Int] {
        let folder = ScratchFolder("tt-trace-moments")
        let file = folder.appendingPathComponent("s.tts").path
        try "window 200 100\ntap 50 50\nwait 2\n".write(toFile: file, atomically: true, encoding: .utf8)
        let series = try ScriptSeries.load(file) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: app.sceneNames, commands: [], isKnownKey: { _ in true })
        }.get()
        let recorder = TraceRecorder(measure: { text, size in Size(width: Double(text.count) * size * 0.6, height: size) })
        _ = try HostedRun.headless(series, app: app, on: FakeWindowBackend(), scale: 1, uiScale: 1, outputDirectory: folder.path,
                                   goldenUpdate: .none, observer: recorder)
        recorder.finish()
        return recorder.frames.map { Int(($0.time * 1000).rounded()) }
    }

    @Test func nothingHappenedAndNothingDueIsNotDrawn() throws {
        let app = FlashApp(keepsTrace: true)
        let frames = try Self.record(app)
        // Drawn: the first moment; the finger down and its lift (input), each with the frame after it (an
        // app's `update` may show some of it a frame late); the double tap's timer firing 0.35 s later, the tap
        // recognized and the flash shown (events), and the frame after; the flash's end, 1.2 s on (due).
        // Nothing in between: the timer pending and the flash showing change nothing frame after frame.
        // Kept: the moments whose picture changed.
        #expect(app.drawnAt == [0, 0, 17, 50, 67, 400, 417, 1600])
        #expect(frames == [0, 0, 50, 400, 1600])
    }

    @Test func everyMomentIsDrawnWhileTheAppAnimates() throws {
        let app = FlashApp(keepsTrace: true)
        app.animates = true
        let frames = try Self.record(app)
        // Drawn every frame (60 a second) to the end of the run; kept where the picture changed, as above.
        #expect(app.drawnAt.count > 120)
        #expect(app.drawnAt.filter { $0 > 50 && $0 < 400 }.count == 20)
        #expect(frames == [0, 0, 50, 400, 1600])
    }

    @Test func withNoGestureTraceEveryMomentNotSettledIsDrawn() throws {
        let app = FlashApp(keepsTrace: false)
        let frames = try Self.record(app)
        // Without the engine's count of events the recorder cannot tell that nothing happened: it draws every
        // moment until the session settles after the flash, and keeps the same frames.
        #expect(app.drawnAt.filter { $0 > 50 && $0 < 1600 }.count > 80)
        #expect(frames == [0, 0, 50, 400, 1600])
    }
}
