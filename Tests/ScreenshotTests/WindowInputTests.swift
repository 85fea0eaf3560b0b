import Foundation
import Testing
import TestSupport
import BackendUnderTest

#if canImport(Glibc)
import Glibc
#endif

/// Real X input (xdotool's XTEST events on the X server) into the real binary's window, under Xvfb
/// (`make test-window`). The tests that push SDL events never see what the X server and SDL's own button
/// record do between them; these do. Each run draws through the window, marks its end with ctrl+T (a
/// timeline SVG in the export folder: the app has handled every event before it, as X delivers in order),
/// is stopped by SIGTERM (which saves), and the saved lines are read back with `export-json`.
///
/// Runs only when asked to (TOUCHTRACKER_WINDOW_TESTS=1, a display, xdotool: scripts/install-deps.sh).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TOUCHTRACKER_WINDOW_TESTS"] == "1"))
struct WindowInputTests {
    /// How long a step may take before the test gives up, in seconds (the window appearing, the app
    /// catching up with a storm of events).
    static let patienceSeconds = 60.0

    /// The app in a window on its own data folder, and xdotool driving it.
    final class DrivenWindow {
        let folder = ScratchFolder("tt-input")
        let process = Process()
        let stderr = Pipe()
        var window = ""

        init() throws {
            process.executableURL = URL(fileURLWithPath: Binary.path)
            process.arguments = ["--data-dir", folder.appendingPathComponent("data").path, "--export-dir", folder.appendingPathComponent("export").path]
            var env = ProcessInfo.processInfo.environment
            env["SDL_RENDER_DRIVER"] = "software"   // the input path is the same on every renderer; software starts fastest
            process.environment = env
            process.standardOutput = FileHandle.nullDevice
            process.standardError = stderr
            try process.run()
            // xdotool waits (--sync) until the process's window exists.
            window = try xdotool(["search", "--sync", "--pid", "\(process.processIdentifier)", "--name", "^TouchTracker$"])
                .split(separator: "\n").first.map(String.init) ?? ""
            try #require(!window.isEmpty, "the window appeared")
        }

        deinit { if process.isRunning { process.terminate(); process.waitUntilExit() } }

        @discardableResult
        func xdotool(_ arguments: [String]) throws -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["xdotool"] + arguments
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            try #require(p.terminationStatus == 0, "xdotool \(arguments.prefix(6).joined(separator: " ")) failed (is xdotool installed? scripts/install-deps.sh)")
            return text
        }

        /// xdotool's words moving the pointer to (x, y) in the window's points.
        func move(_ x: Int, _ y: Int) -> [String] { ["mousemove", "--window", window, "\(x)", "\(y)"] }

        /// A stroke with the left button from (x0, y0) to (x1, y1) in eight steps.
        func stroke(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> [String] {
            var words = move(x0, y0) + ["mousedown", "1"]
            for k in 1...8 { words += move(x0 + (x1 - x0) * k / 8, y0 + (y1 - y0) * k / 8) }
            return words + ["mouseup", "1"]
        }

        /// Marks the end of the input (ctrl+E: the drawing's export, whose cost does not grow with the touches
        /// before it, as the timeline's ctrl+T does) and waits until the app has handled it; then SIGTERM, which
        /// saves; returns the saved lines' starting points and the app's messages.
        func finish() throws -> (starts: [[Double]], stderr: String) {
            // Unmapping took the keyboard focus away (no window manager gives it back): give it to the window.
            try xdotool(["windowfocus", "--sync", window, "key", "ctrl+e"])
            let export = folder.appendingPathComponent("export")
            let deadline = Date().addingTimeInterval(WindowInputTests.patienceSeconds)
            while ((try? FileManager.default.contentsOfDirectory(atPath: export.path)) ?? []).isEmpty {
                try #require(Date() < deadline, "the app handled the input within \(WindowInputTests.patienceSeconds) s")
                usleep(50_000)   // polling for the app's own output, not a guess at how long it takes
            }
            process.terminate()
            let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let (text, run) = try Binary.exportJSON(dataDir: folder.appendingPathComponent("data"))
            try #require(run.code == 0, "\(run.stderr)")
            let saved = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
            return (saved.lines.map { saved.point($0, "begin") }, messages)
        }
    }

    /// The window unmapped mid-drag, the button released while it is away (the release goes to another
    /// window, and SDL's record still holds the button), mapped again: the pointer's hovering is no stroke,
    /// and the next stroke starts at its press (before the fix: SDL dropped that press as a repeat, and the
    /// stroke began where the pointer had hovered after the window came back).
    @Test func aStrokeAfterTheWindowIsUnmappedMidDragStartsAtItsPress() throws {
        if backendUnderTest.libraryVersion.hasPrefix("3.") {
        // SDL 3 takes X's presses from XInput 2, which `X11ButtonRecord` does not decode, so the first press
        // after the unmap is still dropped there (docs/limits.md). Known: this fails the day it passes.
        withKnownIssue("SDL 3: the press after an unmap mid-drag is dropped") { try strokeAfterUnmap() }
        } else {
        try strokeAfterUnmap()
        }
    }

    private func strokeAfterUnmap() throws {
        let app = try DrivenWindow()
        try app.xdotool(app.move(100, 300) + ["mousedown", "1"] + app.move(200, 300))
        try app.xdotool(["windowunmap", "--sync", app.window, "mouseup", "1", "windowmap", "--sync", app.window])
        try app.xdotool(app.move(250, 320) + app.move(260, 330))   // hovering, no button
        try app.xdotool(app.stroke(100, 400, 500, 450))
        try app.xdotool(app.stroke(100, 500, 500, 550))
        let (starts, messages) = try app.finish()
        #expect(starts == [[100, 400], [100, 500]], "the drag cut by the unmap is cancelled; each stroke after starts at its press. \(messages)")
    }

    /// The same, with the button still held when the window comes back: the drag goes on as a new stroke
    /// from where the pointer is, and the strokes after it draw.
    @Test func aDragHeldThroughAnUnmapGoesOnAndTheNextStrokesDraw() throws {
        let app = try DrivenWindow()
        try app.xdotool(app.move(100, 300) + ["mousedown", "1"] + app.move(200, 300))
        try app.xdotool(["windowunmap", "--sync", app.window, "windowmap", "--sync", app.window])
        try app.xdotool(app.move(300, 300) + ["mouseup", "1"])
        try app.xdotool(app.stroke(100, 400, 500, 450))
        try app.xdotool(app.stroke(100, 500, 500, 550))
        let (starts, messages) = try app.finish()
        #expect(starts.suffix(2) == [[100, 400], [100, 500]], "\(messages)")
        #expect(starts.count == 3, "the held drag goes on as one stroke after the window is back: \(starts) \(messages)")
    }

    /// A storm of 14,000 pointer motions (7,000 with the button held, 7,000 without): the first stroke after it
    /// draws.
    @Test func theFirstStrokeAfterAStormOf14000MouseEventsDraws() throws {
        let app = try DrivenWindow()
        var storm = app.move(100, 100) + ["mousedown", "1"]
        for i in 0..<7000 { storm += app.move(100 + i % 300, 100 + i % 200) }
        storm += ["mouseup", "1"]
        for i in 0..<7000 { storm += app.move(100 + i % 300, 100 + i % 200) }
        try app.xdotool(storm)
        try app.xdotool(app.stroke(100, 400, 500, 450))
        try app.xdotool(app.stroke(100, 500, 500, 550))
        let (starts, messages) = try app.finish()
        #expect(starts == [[100, 100], [100, 400], [100, 500]], "the storm's own drag, then both strokes: \(messages)")
    }

    /// A storm of 5,000 clicks of xdotool's `button` (3 the right button, 5 the wheel turned one notch
    /// down), each on a moved pointer, then a stroke: how long after the storm was sent the app had handled
    /// the stroke (ctrl+T after it, then the saved lines read back), and the saved lines' starts.
    static func clickStorm(button: Int) throws -> (lag: Double, starts: [[Double]], messages: String) {
        let app = try DrivenWindow()
        var storm: [String] = []
        // mousedown and mouseup, not `click`: xdotool sleeps 12 ms inside each click, a minute a storm.
        for i in 0..<5000 { storm += app.move(100 + i % 300, 100 + i % 200) + ["mousedown", "\(button)", "mouseup", "\(button)"] }
        try app.xdotool(storm)
        let sent = Date()
        try app.xdotool(app.stroke(100, 400, 500, 450))
        let (starts, messages) = try app.finish()
        return (Date().timeIntervalSince(sent), starts, messages)
    }

    /// Issue 41: 5,000 right clicks in the drawing, then a stroke. The stroke came ~9.5 s after such a storm,
    /// 0.3 s after wheel clicks. Three causes: SDL's mouse auto-capture grabbed the pointer with a round trip
    /// to the X server at each press and release (now off: X's implicit grab does the same), the host's echo
    /// filter looked through the rest of the frame's events for each mouse press (the square of a frame's
    /// clicks; now one pass), and each right click was a whole gesture of the drawing's seven recognizers;
    /// now they are given none of them (the drawing view selects on a right click itself), and the
    /// storm costs about what a storm of wheel clicks does: the stroke after it draws and is saved.
    @Test func aStormOf5000RightClicksCostsAboutWhatAStormOfWheelClicksDoes() throws {
        let wheel = try Self.clickStorm(button: 5)
        let right = try Self.clickStorm(button: 3)
        #expect(wheel.starts == [[100, 400]], "the stroke after the wheel storm: \(wheel.messages)")
        #expect(right.starts == [[100, 400]], "the stroke after the right clicks, and no line of theirs: \(right.messages)")
        print("after a storm of 5,000: wheel clicks \(wheel.lag) s, right clicks \(right.lag) s")
        #expect(right.lag <= wheel.lag * 2 + 0.5, "right clicks \(right.lag) s against wheel clicks \(wheel.lag) s")
    }
}
