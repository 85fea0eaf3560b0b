import Foundation
import GRDB
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
import BackendUnderTest
@testable import TouchTracker

#if canImport(Glibc)
import Glibc
#endif

/// Whatever a script, a save file, a signal or the command line brings: no crash, no hang, no runaway
/// memory, nothing written where it should not be, and a message a person can read.
@Suite struct HardeningTests {
    func parse(_ text: String) -> String? {
        if case .failure(let e) = TouchScriptParser.parse(text, file: "s.txt", scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all) {
            return e.description
        }
        return nil
    }

    // MARK: Scripts

    @Test func limitsAreCheckedWhenTheScriptIsParsed() {
        #expect(parse("wait 1e21\n") == "s.txt:1: a time must be a decimal number, got '1e21'")
        #expect(parse("wait 100000000000000000000000\n") == "s.txt:1: a time can be at most 3600 seconds, got 100000000000000000000000")
        #expect(parse("drag 1 1 5 5 5000\n") == "s.txt:1: a time can be at most 3600 seconds, got 5000")
        #expect(parse("press 1 1 3601\n") == "s.txt:1: a time can be at most 3600 seconds, got 3601")
        #expect(parse("rotate 100 100 50 36000 1\n") == "s.txt:1: DEG must be between -3600 and 3600, got 36000")
        #expect(parse("next b.txt\ntap 1 1\n") == "s.txt:2: next ends a script: nothing may follow it")
        #expect(parse("next ../b.txt\n") == "s.txt:1: next names a file in this script's folder, got '../b.txt'")
        #expect(parse("down 1 100000000000000000000000 5\n") == "s.txt:1: x must be between -65536 and 65536, got 100000000000000000000000")
        #expect(parse("drag 1 1 1000000000 5 1\n") == "s.txt:1: x must be between -65536 and 65536, got 1000000000")
        #expect(parse("wait 3600\nwait 3600\nwait 3600\nwait 1\n") == "s.txt:4: the script would run longer than 10800 seconds in all")
        #expect(parse("wait 3600\nwait 3600\nwait 3599\n") == nil, "up to the limit is fine")
        #expect(parse("down 1 65536 -65536\nup 1\n") == nil)
    }

    @Test func outputsStayInsideTheOutputFolder() {
        #expect(parse("dump ../x.json\n") == "s.txt:1: an output path cannot climb out of --out with '..', got '../x.json'")
        #expect(parse("screenshot a/../../x.png\n") == "s.txt:1: an output path cannot climb out of --out with '..', got 'a/../../x.png'")
        #expect(parse("dump /abs/path.json\n") == "s.txt:1: an output path must be relative to --out, got '/abs/path.json'")
        #expect(parse("dump /dev/stdout\n") == "s.txt:1: an output path must be relative to --out, got '/dev/stdout'")
        #expect(parse("screenshot x.png/\n") == "s.txt:1: an output path must name a file, got 'x.png/'", "a folder is no file (found by the fuzzer)")
        #expect(parse("timeline t.png\n") == "s.txt:1: timeline writes SVG: its path ends in .svg, got 't.png'")
        #expect(parse("timeline t.svg 0\n") == "s.txt:1: the seconds of timeline are more than 0 and at most 3600, got 0")
        #expect(parse("timeline t.svg 1.5\ntimeline u.svg\n") == nil)
        #expect(parse("dump sub/ok.json\nscreenshot ./x.png\n") == nil)
    }

    @Test func crlfScriptsHaveLines() throws {
        let script = try #require({ () -> TouchScript? in
            if case .success(let s) = TouchScriptParser.parse("# a comment first\r\ndown 1 10 20\r\nup 1\r\n", file: "s", scenes: ["tracker"],
                                                               isKnownKey: { _ in true }) { return s }
            return nil
        }())
        #expect(script.steps == [.input([.scriptFinger(.down, id: 1, at: Point(10, 20))]), .input([.scriptFinger(.up, id: 1, at: Point(10, 20))])])
        #expect(parse("wait 1\r\nfly\r\n") == "s.txt:2: unknown command 'fly'")
    }

    @Test func badBytesAreNamedByLineAndNeverEchoedRaw() {
        #expect(parse("wait 1\ndown 1 2\u{0}3 4\n") == "s.txt:2: a control character (U+0000) is not allowed in a script")
        #expect(parse("wait 1\u{1B}[2J\n") == "s.txt:1: a control character (U+001B) is not allowed in a script")
        let long = parse("down 1 " + String(repeating: "x", count: 10_000_000) + " 3\n")!
        #expect(long.count < 120 && long.hasPrefix("s.txt:1: x must be a decimal number, got 'xxxx") && long.hasSuffix("…'"), "\(long.prefix(200))")
        let bytes = Array("wait 1\nwait 2\nwait \u{E9}".utf8) + [0xFF, 0x0A]
        guard case .failure(let e) = TouchScriptParser.decode(bytes, file: "s.txt") else { Issue.record("invalid UTF-8 accepted"); return }
        #expect(e.description == "s.txt:3: the script is not UTF-8 text (byte 22 of the file)")
        #expect(TouchScriptParser.firstInvalidUTF8(Array("ok é ✓ 𝄞".utf8)[...]) == nil)
        #expect(TouchScriptParser.firstInvalidUTF8([0x61, 0xED, 0xA0, 0x80][...]) == 1, "a UTF-16 surrogate is not UTF-8")
        #expect(TouchScriptParser.firstInvalidUTF8([0xE2, 0x9C][...]) == 0, "a sequence cut short")
        guard case .failure(let big) = TouchScriptParser.decode([UInt8](repeating: 0x20, count: TouchScript.maximumBytes + 1), file: "s.txt") else {
            Issue.record("a script over the size limit was accepted"); return
        }
        #expect(big.description == "s.txt:1: the script is larger than 16 MiB")
    }

    @Test func theBinaryRefusesBadScriptsAndArgumentsWithExitTwo() throws {
        let crlf = try Binary.run("# first line\r\ndrag 100 100 300 100 0.2\r\ndump d.json\r\n")
        #expect(crlf.code == 0, "\(crlf.stderr)")
        #expect(try crlf.json("d.json").lines.count == 1, "a CRLF script runs, its first-line comment swallows nothing")
        let big = try Binary.run("window 16384 16384\nwait 1\n", extra: ["--scale", "4"])
        #expect(big.code == 2 && big.stderr.contains("s.txt:1: a window of 16384 x 16384 points at scale 4.0 is 65536 x 65536 pixels"), "\(big.stderr)")
        let negative = try Binary.run("wait 1\n", extra: ["--scale", "-1"])
        #expect(negative.code == 2 && negative.stderr.hasPrefix("touchtracker: --scale must be a number from 0.5 to 4, got '-1'"), "\(negative.stderr)")
        let file = ScratchFolder()
        try "x".write(to: file.appendingPathComponent("f"), atomically: true, encoding: .utf8)
        let dataDir = try Binary.run("wait 1\n", extra: ["--data-dir", file.appendingPathComponent("f").path])
        #expect(dataDir.code == 2 && dataDir.stderr.contains("--data-dir \(file.path)/f is a file, not a folder"), "\(dataDir.stderr)")
        let nul = try Binary.run("wait 1\ndown 1 1\u{0}2 3\n")
        #expect(nul.code == 2 && !nul.stderr.contains("\u{0}") && nul.stderr.contains("s.txt:2: a control character (U+0000)"), "\(nul.stderr)")
    }

    @Test func outputsNeverReplaceAnythingButARegularFile() throws {
        let dir = ScratchFolder()
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let r = try Binary.run("dump pipe.json\n", in: dir.url)
        #expect(r.code == 1 && r.stderr.contains("pipe.json is a FIFO (named pipe), not a regular file: nothing was written"), "\(r.stderr)")
        #expect(nonRegularKind(at: fifo) == "a FIFO (named pipe)", "still the FIFO")

        let outside = ScratchFolder()
        let victim = outside.appendingPathComponent("victim.json")
        try "keep me".write(to: victim, atomically: true, encoding: .utf8)
        #expect(symlink(victim.path, dir.appendingPathComponent("link.json").path) == 0)
        let viaLink = try Binary.run("dump link.json\n", in: dir.url)
        #expect(viaLink.code == 1 && viaLink.stderr.contains("link.json is a symbolic link, not a regular file"), "\(viaLink.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")

        #expect(symlink(outside.path, dir.appendingPathComponent("away").path) == 0)
        let viaFolder = try Binary.run("screenshot away/x.png\n", in: dir.url)
        #expect(viaFolder.code == 1 && viaFolder.stderr.contains("away/x.png leads out of the output folder"), "\(viaFolder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["victim.json"])

        let ok = try Binary.run("dump sub/d.json\n", in: dir.url)
        #expect(ok.code == 0 && ok.exists("sub/d.json"), "\(ok.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("sub").path) == ["d.json"], "no temporary file left")
    }

    @Test func withNoDisplayTheWindowedAppExitsOneAndNamesHeadless() throws {
        let data = ScratchFolder()
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil; env["WAYLAND_DISPLAY"] = nil; env["SDL_VIDEODRIVER"] = nil
        let run = try ProgramRun(Binary.path, ["--data-dir", data.path], environment: env)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("touchtracker: no display to open a window on") && run.stderr.contains("--headless"), "\(run.stderr)")
    }

    @Test func sigtermSavesAndQuitsWithinASecond() throws {
        let dir = ScratchFolder()
        try "drag 100 100 300 300 0.2\nscreenshot started.png\nwait 3600\nwait 3600\nwait 3599\n".write(
            to: dir.appendingPathComponent("s.txt"), atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = ["--headless", "--script", dir.appendingPathComponent("s.txt").path, "--out", dir.path, "--data-dir", dir.appendingPathComponent("data").path]
        let err = Pipe()
        p.standardError = err
        try p.run()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("started.png").path) && p.isRunning { usleep(2000) }
        let sent = DispatchTime.now()
        p.terminate()   // SIGTERM
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - sent.uptimeNanoseconds) / 1e9
        #expect(p.terminationStatus == 143 && text == "touchtracker: stopped by SIGTERM\n", "\(p.terminationStatus) \(text)")
        #expect(seconds < 1, "quit \(seconds) s after the signal")
        guard case .loaded(let saved, _) = DrawingStore(directory: dir.appendingPathComponent("data")).load() else { Issue.record("not saved"); return }
        #expect(saved.lines.count == 1)
    }

    // MARK: Saved drawings

    func save(_ text: String, in dir: URL) throws { try text.write(to: dir.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8) }

    @Test func anImportKeepsWhatItDoesNotUnderstand() throws {
        let dir = ScratchFolder()
        let original = """
            {"format": 1, "drawColor": "#000000", "future": {"layers": [1, 2]}, "lines": [
              {"id": 1, "begin": [0, 0], "end": [10, 10], "color": "#000000", "width": 3, "pressure": [0.5, 0.7]},
              {"id": 2, "begin": [0, 5], "end": [10, 15], "color": "#000000", "width": 3, "pressure": [0.1]}]}
            """
        try save(original, in: dir.url)
        let store = DrawingStore(directory: dir.url)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: store)
        app.drawing.delete(id: 2)
        app.drawing.add(begin: Point(1, 1), end: Point(9, 9), color: .black, width: 4)
        app.willQuit()
        let text = try store.exportJSON()
        #expect(text.contains("\"future\": {\"layers\":[1,2]}"), "\(text)")
        #expect(text.contains("\"pressure\": [0.5,0.7]"), "the kept line keeps its extra key")
        #expect(!text.contains("[0.1]"), "a deleted line's extras go with it")
        let again = try DrawingJSON.decode(Data(text.utf8))
        #expect(again.extras.topLevel.map(\.key) == ["future"] && again.extras.items[1]?.map(\.key) == ["pressure"])
        #expect(try String(contentsOf: dir.appendingPathComponent("drawing.json"), encoding: .utf8) == original, "the imported file is never changed")
    }

    @Test func aLineTheAppSavedLoadsBack() throws {
        let dir = ScratchFolder()
        do {
            let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
            app.drawing.add(begin: Point(10, 10), end: Point(2e7, 5), color: .black, width: 4)
            app.drawing.add(begin: Point(-3e9, 1e12), end: Point(1e23, -1e23), color: .black, width: 4)
            app.willQuit()
        }   // closed: its lock is released
        let again = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
        #expect(again.messages.isEmpty, "\(again.messages)")
        #expect(again.drawing.lines.map(\.end) == [Point(2e7, 5), Point(1e23, -1e23)])
        _ = try backendUnderTest.makeHeadlessDriver(app: again, size: Size(width: 400, height: 300), scale: 1, uiScale: 1).captureFrame()   // clipped: draws the visible part, quickly
        #expect(again.drawing.nearestLine(to: Point(200, 10), within: 20) == 1)
    }

    @Test func aFifoInsteadOfTheOldSaveIsNotOpened() throws {
        let dir = ScratchFolder()
        #expect(mkfifo(dir.appendingPathComponent("drawing.json").path, 0o644) == 0)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
        #expect(app.messages == ["Your saved drawing could not be read (drawing.json: it is a FIFO (named pipe), not a regular file), so TouchTracker started empty. The file is kept as it is."])
        #expect(nonRegularKind(at: dir.appendingPathComponent("drawing.json").path) == "a FIFO (named pipe)")
        // Tried once: the next start says nothing more, and saves as usual.
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        app.willQuit()
        app.store?.close()
        let again = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
        #expect(again.messages.isEmpty && again.drawing.lines.count == 1)
    }

    @Test func savingFollowsRealTimeWhilePausedOrSlowed() throws {
        for key in ["F6", "F5"] {
            let dir = ScratchFolder()
            let store = DrawingStore(directory: dir.url)
            let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: store)
            let session = Session(app: app, windowSize: Size(width: 400, height: 300))
            app.handleKey(KeyPress(key))
            for k in 0..<3 { app.drawing.add(begin: Point(1, Double(k)), end: Point(50, 50), color: .black, width: 4) }
            let appTime = session.now
            for _ in 0..<36 { session.frame() }   // 0.6 s of real time
            #expect(key == "F5" ? session.now - appTime < 0.2 : session.now == appTime, "\(key): the app's clock is held back")
            app.waitForSaves()
            guard case .loaded(let saved, _) = store.load() else { Issue.record("\(key): not saved"); continue }
            #expect(saved.lines.count == 3, "\(key)")
        }
    }

    // MARK: Clamps

    @Test func theIndexAndTheImageClampWhatTheyAreGiven() {
        var index = LineIndex()
        index.insert(Line(id: 1, begin: Point(-1e12, 5), end: Point(1e12, 5), color: .black, width: 4))
        index.insert(Line(id: 2, begin: Point(1e300, 1e300), end: Point(-1e300, 1e300), color: .black, width: 4))
        index.insert(Line(id: 3, begin: Point(-1e23, 1e23), end: Point(1e23, -1e23), color: .black, width: 4))   // no trap, no runaway
        #expect(index.nearest(to: Point(100, 6), within: 10) == 1)
        #expect(index.entries(in: Rect(x: 300, y: 0, width: 100, height: 100)).map(\.id).contains(1))
        // Line 2 lies wholly outside the world (y = 1e300): it is in no cell, so nothing can find it; the
        // others are listed.
        #expect(index.count == 2)
        #expect(index.entries(in: Rect(x: -200, y: -200, width: 400, height: 400)).map(\.id) == [1, 3])
        index.remove(Line(id: 1, begin: Point(-1e12, 5), end: Point(1e12, 5), color: .black, width: 4))
        #expect(index.entries(in: Rect(x: -200, y: -200, width: 400, height: 400)).map(\.id) == [3])
        let image = PixelImage(width: 10, height: 10, fill: 0)
        #expect(image.clamp(Rect(x: -1e23, y: .nan, width: 2e23, height: 5)) == nil)
        #expect(image.clamp(Rect(x: -1e23, y: 2, width: 2e23, height: 5)).map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [0, 2, 10, 7])
        image.strokeLine(from: Point(-1e30, 5), to: Point(1e30, 5), lineWidth: 2, color: .black, clip: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(image.pixels[5 * 10 + 5] != 0)
    }

    /// Found by the randomized suite (it crashed the app's next edit): a line without an id took its place
    /// number even when another line named that id.
    @Test func itemsWithoutIdsNeverShareOneWithNamedItems() throws {
        let dir = ScratchFolder()
        try save("""
            {"format": 1, "drawColor": "#000000", "lines": [
              {"begin": [0, 0], "end": [10, 10], "color": "#000000", "width": 3},
              {"id": 1, "begin": [0, 5], "end": [10, 15], "color": "#000000", "width": 3}],
             "circles": [{"center": [5, 5], "radius": 3, "color": "#000000", "width": 2}]}
            """, in: dir.url)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
        #expect(app.messages.isEmpty)
        #expect(app.drawing.lines.map(\.id) == [1, 2] && app.drawing.circles.map(\.id) == [3])
        app.drawing.add(begin: Point(1, 1), end: Point(9, 9), color: .black, width: 4)
        #expect(app.drawing.lines.map(\.id) == [1, 2, 4])
    }

    /// Saving happens off the frame, and a drag is committed when it ends, not in its middle.
    @Test func aDragIsCommittedWhenItEndsNotInTheMiddle() throws {
        let dir = ScratchFolder()
        let store = DrawingStore(directory: dir.url)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: store)
        let session = Session(app: app, windowSize: Size(width: 400, height: 300))
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        session.feed([.scriptFinger(.down, id: 1, at: Point(100, 100))], at: session.now)
        for k in 0..<90 { session.frame(); session.feed([.scriptFinger(.move, id: 1, at: Point(100 + Double(k), 120))], at: session.now) }
        app.waitForSaves()
        func stored() -> Int {
            let reader = DrawingStore(directory: dir.url)
            defer { reader.close() }
            if case .loaded(let saved, _) = reader.load() { return saved.lines.count }
            return 0
        }
        #expect(stored() == 1, "1.5 s of dragging: nothing committed in the middle")
        session.feed([.scriptFinger(.up, id: 1, at: nil)], at: session.now)
        app.waitForSaves()
        #expect(stored() == 2, "committed as the stroke ended, before the next frame")
    }

    /// A commit that fails (here SQLite's own full-disk error: the database may not grow) is said once, with
    /// the file and the reason, and that nothing is lost; it is tried again, less and less often, in order,
    /// and the first commit that works says so.
    @Test func aFailedCommitIsRetriedAndSaysWhenSavingWorksAgain() throws {
        let dir = ScratchFolder()
        let store = DrawingStore(directory: dir.url)
        let file = store.file
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 400, height: 300), store: store)
        try store.withConnection { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count")!
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<200 {   // more than the pages left hold
            app.drawing.add(begin: Point(rng.uniform(0, 400), rng.uniform(0, 300)), end: Point(rng.uniform(0, 400), rng.uniform(0, 300)), color: .black, width: 4)
        }
        var t = 0.0
        func run(_ seconds: Double) { for _ in 0..<Int(seconds * 60) { t += 1.0 / 60; app.update(now: t, hostTime: t); app.waitForSaves() } }
        run(1)
        #expect(app.messages == ["The drawing could not be saved to \(file.path): the disk is full. Your drawing is safe in memory; saving resumes when possible, and TouchTracker keeps trying."], "\(app.messages)")
        app.drawing.delete(id: app.drawing.lines[3].id)   // queued behind the failed edits
        run(5)   // retried after 2 s, then 4 s: still failing, said once
        #expect(app.messages.count == 1)
        try store.withConnection { db in try db.execute(sql: "PRAGMA max_page_count = 1000000") }
        run(9)
        #expect(app.messages.last == "Saving works again: the drawing is saved in \(file.path).", "\(app.messages)")
        let reader = DrawingStore(directory: dir.url)
        guard case .loaded(let saved, _) = reader.load() else { Issue.record("nothing saved"); return }
        #expect(saved.lines == app.drawing.lines, "every edit, in order")
    }
}
