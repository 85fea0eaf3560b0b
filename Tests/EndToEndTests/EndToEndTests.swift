import Foundation
import Testing
import TestSupport

/// The real binary on scripts, checked through the state dump (docs/state-dump.md).
@Suite struct EndToEndTests {
    func center(_ frame: Any?) -> (Double, Double) {
        let f = frame as! [Double]
        return (f[0] + f[2] / 2, f[1] + f[3] / 2)
    }

    @Test func badScriptExitsTwoAndRunsNothing() throws {
        let r = try Binary.run("screenshot first.png\ndump first.json\ndown 1 10 10\nmove 2 5 5\n")
        #expect(r.code == 2)
        #expect(r.stderr.hasSuffix("s.txt:4: finger 2 is not down\n"), "\(r.stderr)")
        #expect(!r.exists("first.png") && !r.exists("first.json"), "nothing of the script ran")
        let missing = try Binary.run("wait 1\n", extra: ["--scale", "9"])
        #expect(missing.code == 2 && missing.stderr.contains("--scale"))
        let outside = try Binary.run("drag 1 1 50 50 0.1\ndump /proc/nope/x.json\n")
        #expect(outside.code == 2 && outside.stderr.hasSuffix("s.txt:2: an output path must be relative to --out, got '/proc/nope/x.json'\n"),
                "\(outside.stderr)")
        let folder = ScratchFolder()
        try "in the way".write(to: folder.appendingPathComponent("sub"), atomically: true, encoding: .utf8)
        let unwritable = try Binary.run("drag 1 1 50 50 0.1\ndump sub/x.json\n", in: folder.url)
        #expect(unwritable.code == 1 && unwritable.stderr.hasPrefix("touchtracker: cannot create the folder \(folder.path)/sub"), "\(unwritable.stderr)")
    }

    @Test func oneFingerDrawsALine() throws {
        let r = try Binary.run("drag 100 100 300 150 0.2\ndump d.json\n")
        #expect(r.code == 0, "\(r.stderr)")
        let d = try r.json("d.json")
        #expect(d.lines.count == 1)
        #expect(d.point(d.lines[0], "begin") == [100, 100] && d.point(d.lines[0], "end") == [300, 150])
        #expect(d.lines[0]["color"] as? String == "#000000")
        #expect(d["time"] as? Double == 13.0 / 60.0 || abs((d["time"] as! Double) - 12.0 / 60.0) < 1e-9)
        // The tap recognizers hold the began back until the finger has moved too far for a tap.
        #expect(d.log.first == "action moveLine began")
        #expect(d.log.contains("touchesBegan draw 1") && d.log.last == "touchesEnded draw 1")
    }

    @Test func threeFingersAtOnceAndTenFingers() throws {
        let three = try Binary.run("""
            down 1 100 100
            down 2 200 100
            down 3 300 100
            glide 0.3 1 150 300 2 250 300 3 350 300
            dump mid.json
            up 1
            up 2
            up 3
            dump end.json
            """)
        #expect(three.code == 0, "\(three.stderr)")
        #expect((try three.json("mid.json")["currentLines"] as! [Any]).count == 3)
        #expect(try three.json("end.json").lines.count == 3)

        var script = ""
        for i in 1...10 { script += "down \(i) \(i * 90) 100\n" }
        script += "glide 0.25 " + (1...10).map { "\($0) \($0 * 90 + 20) 400" }.joined(separator: " ") + "\n"
        script += "dump mid.json\n"
        for i in 1...10 { script += "up \(i)\n" }
        script += "dump end.json\n"
        let ten = try Binary.run(script)
        let mid = try ten.json("mid.json")
        #expect((mid["currentLines"] as! [Any]).count == 10)
        let end = try ten.json("end.json")
        #expect(end.lines.count == 10)
        #expect(end.lines.map { end.point($0, "begin")[0] } == (1...10).map { Double($0 * 90) }, "each line starts where its finger went down")
    }

    @Test func theMouseDrawsAsTouchM() throws {
        let r = try Binary.run("mouse down 100 100\nmouse move 150 150\nmouse move 300 200\nmouse up\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d.lines.count == 1 && d.point(d.lines[0], "end") == [300, 200])
        #expect(d.log.contains("touchesBegan draw m") && d.log.last == "touchesEnded draw m")
    }

    /// Two mouse taps on the lab's station 1: the second press is its own touch (`m#2`), and `logTimes` gives
    /// each log entry its time, in order, without changing `log`.
    @Test func eachMouseTouchHasItsOwnNameAndEachEntryItsTime() throws {
        let r = try Binary.run("scene lab\nmouse down 170 130\nwait 0.05\nmouse up\nwait 0.1\nmouse down 170 130\nwait 0.05\nmouse up\nwait 0.5\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d.log == ["touchesBegan s1.pad m", "touchesBegan s1.pad m#2", "action s1.doubleTap ended", "touchesCancelled s1.pad m,m#2"])
        let times = try #require(d["logTimes"] as? [Double])
        #expect(times.map { ($0 * 1000).rounded() } == [0, 150, 200, 200])
    }

    @Test func doubleTapClearsWithNoDot() throws {
        let r = try Binary.run("drag 100 100 300 100 0.2\ndrag 100 200 300 200 0.2\ntap 500 500 2\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d.lines.isEmpty)
        #expect((d["currentLines"] as! [Any]).isEmpty)
        let afterDrags = d.log.split(separator: "touchesEnded draw 1", omittingEmptySubsequences: false).last!
        #expect(Array(afterDrags) == ["action doubleTap ended"], "the taps never reached the view: no dot")
    }

    @Test func tapSelectsShowsTheMenuAndDeleteRemoves() throws {
        let first = try Binary.run("drag 100 100 300 100 0.2\ndrag 100 300 300 300 0.2\ntap 200 102\nwait 0.4\ndump d.json\n")
        let d = try first.json("d.json")
        #expect(d["selectedLine"] as? Int == 0)
        let menu = d["menu"] as! [String: Any]
        #expect(menu["visible"] as? Bool == true)
        let items = menu["items"] as! [[String: Any]]
        #expect(items.map { $0["title"] as! String } == ["Delete"])
        #expect(d.log.suffix(2) == ["action tap ended", "menu show Delete"])
        let (x, y) = center(items[0]["frame"])
        let second = try Binary.run("drag 100 100 300 100 0.2\ndrag 100 300 300 300 0.2\ntap 200 102\nwait 0.4\ntap \(x) \(y)\ndump d.json\n")
        let e = try second.json("d.json")
        #expect(e.lines.count == 1 && e.point(e.lines[0], "begin") == [100, 300], "the selected line is gone")
        #expect(e["selectedLine"] is NSNull && (e["menu"] as! [String: Any])["visible"] as? Bool == false)
        #expect(Array(e.log.suffix(4)) == ["touchesBegan menu 1", "touchesEnded menu 1", "menu select Delete", "menu hide"])
    }

    @Test func tapElsewhereDeselectsAndHidesTheMenu() throws {
        let r = try Binary.run("drag 100 100 300 100 0.2\ntap 200 100\nwait 0.4\ntap 600 600\nwait 0.4\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d["selectedLine"] is NSNull)
        #expect(d.log.suffix(2) == ["action tap ended", "menu hide"])
    }

    @Test func longPressMovesTheLineUnderTheFinger() throws {
        let r = try Binary.run("""
            drag 100 100 300 100 0.2
            down 1 200 101
            wait 0.6
            glide 0.5 1 260 301
            dump mid.json
            up 1
            dump end.json
            key ctrl+Z
            dump undone.json
            """)
        let mid = try r.json("mid.json")
        #expect(mid["selectedLine"] as? Int == 0)
        #expect(mid.point(mid.lines[0], "begin") == [160, 300] && mid.point(mid.lines[0], "end") == [360, 300])
        let end = try r.json("end.json")
        #expect(end["selectedLine"] is NSNull, "lifting deselects")
        #expect(end.point(end.lines[0], "begin") == [160, 300])
        let undone = try r.json("undone.json")
        #expect(undone.point(undone.lines[0], "begin") == [100, 100], "the whole move is one undo step")
    }

    @Test func mysteriousLinesTheSelectedLineDoesNotFollowANewStroke() throws {
        let r = try Binary.run("drag 100 100 300 100 0.2\ntap 200 100\nwait 0.4\ndrag 400 400 600 500 0.3\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d.lines.count == 2)
        #expect(d.point(d.lines[0], "begin") == [100, 100] && d.point(d.lines[0], "end") == [300, 100])
        #expect(d.point(d.lines[1], "begin") == [400, 400])
    }

    @Test func threeFingerSwipeLeavesNoLinesAndTheChosenColorIsUsed() throws {
        let r = try Binary.run("swipe 3 up 500 600 250 0.25\ndump panel.json\n")
        let p = try r.json("panel.json")
        #expect(p.lines.isEmpty && (p["currentLines"] as! [Any]).isEmpty, "the swipe's strokes are gone")
        let swipeAt = p.log.firstIndex(of: "action colorSwipe ended")!
        #expect(Array(p.log[swipeAt..<(swipeAt + 3)]) == ["action colorSwipe ended", "panel show", "touchesCancelled draw 1,2,3"],
                "the action (and so the panel) comes before the view's cancellation")
        let panel = p["colorPanel"] as! [String: Any]
        #expect(panel["visible"] as? Bool == true)
        let swatches = panel["swatches"] as! [[String: Any]]
        #expect(swatches.count >= 8)
        let blue = swatches.first { $0["color"] as? String == "#1E88E5" }!
        let (x, y) = center(blue["frame"])
        let r2 = try Binary.run("swipe 3 up 500 600 250 0.25\ntap \(x) \(y)\ndrag 100 100 300 100 0.2\ndump d.json\n")
        let d = try r2.json("d.json")
        #expect(d["drawColor"] as? String == "#1E88E5")
        #expect(d.lines.count == 1 && d.lines[0]["color"] as? String == "#1E88E5")
        #expect(d.log.contains("panel pick #1E88E5") && d.log.contains("panel hide"))
        let closed = try Binary.run("swipe 3 up 500 600 250 0.25\nkey Escape\ndump a.json\nswipe 3 up 500 600 250 0.25\nswipe 3 down 500 200 250 0.25\ndump b.json\n")
        #expect((try closed.json("a.json")["colorPanel"] as! [String: Any])["visible"] as? Bool == false, "Escape closes it")
        let outside = try Binary.run("swipe 3 up 500 600 250 0.25\ntap 40 40\ndump d.json\ndrag 100 100 300 100 0.2\ndump e.json\n")
        let o = try outside.json("d.json")
        #expect((o["colorPanel"] as! [String: Any])["visible"] as? Bool == false, "a tap outside closes it")
        #expect(o.log.suffix(3) == ["touchesBegan colorPanel 1", "touchesEnded colorPanel 1", "panel hide"])
        #expect(try outside.json("e.json").lines.count == 1, "and drawing works again")
        let b = try closed.json("b.json")
        #expect((b["colorPanel"] as! [String: Any])["visible"] as? Bool == false, "a three-finger swipe down closes it")
        #expect(b.lines.isEmpty)
    }

    @Test func speedChangesThickness() throws {
        let r = try Binary.run("drag 100 100 700 100 0.1\ndrag 100 300 400 300 2\ndump d.json\n")
        let d = try r.json("d.json")
        let fast = d.lines[0]["width"] as! Double, slow = d.lines[1]["width"] as! Double
        #expect(fast < slow - 3, "fast \(fast), slow \(slow)")
        #expect(fast >= 2 && slow <= 10, "bounded")
    }

    @Test func aCancelledTouchLeavesNoLine() throws {
        let r = try Binary.run("down 1 100 100\nglide 0.2 1 300 300\ncancel 1\ndump d.json\n")
        let d = try r.json("d.json")
        #expect(d.lines.isEmpty && (d["currentLines"] as! [Any]).isEmpty)
        #expect(d.log.last == "touchesCancelled draw 1")
    }

    @Test func undoAndRedo() throws {
        let r = try Binary.run("""
            drag 100 100 300 100 0.2
            drag 100 200 300 200 0.2
            key ctrl+Z
            dump one.json
            key ctrl+shift+Z
            dump two.json
            tap 500 500 2
            dump cleared.json
            key ctrl+Z
            dump restored.json
            tap 200 200
            wait 0.4
            key Delete
            dump deleted.json
            key ctrl+Z
            dump back.json
            """)
        #expect(try r.json("one.json").lines.count == 1)
        #expect(try r.json("two.json").lines.count == 2)
        #expect(try r.json("cleared.json").lines.isEmpty)
        #expect(try r.json("restored.json").lines.count == 2)
        let deleted = try r.json("deleted.json")
        #expect(deleted.lines.count == 1 && deleted.point(deleted.lines[0], "begin") == [100, 100])
        #expect(try r.json("back.json").lines.count == 2)
    }

    @Test func savingRestoringAndACorruptSave() throws {
        let data = Binary.makeDirectory()
        let first = try Binary.run("drag 100 100 300 100 0.2\nquit\n", extra: ["--data-dir", data.path])
        #expect(first.code == 0, "\(first.stderr)")
        let saved = try Binary.exportJSON(dataDir: data.url).text
        #expect(saved.contains("\"begin\": [100.0, 100.0]"), "\(saved)")
        let second = try Binary.run("dump d.json\n", extra: ["--data-dir", data.path])
        #expect(try second.json("d.json").lines.count == 1, "restored at start")
        let fresh = try Binary.run("dump d.json\n", extra: ["--data-dir", data.path, "--fresh"])
        #expect(try fresh.json("d.json").lines.isEmpty)

        // An old drawing.json that cannot be read is named, left as it is, and never imported half.
        let old = Binary.makeDirectory()
        let broken = "{\"format\": 1, \"lines\": [{\"begin\": [1, \"x\"]}]"
        try broken.write(to: old.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        let corrupt = try Binary.run("screenshot c.png\ndump d.json\n", extra: ["--data-dir", old.path])
        #expect(corrupt.code == 0)
        let d = try corrupt.json("d.json")
        #expect(d.lines.isEmpty)
        let messages = d["messages"] as! [String]
        #expect(messages.count == 1 && messages[0].contains("could not be read") && messages[0].contains("The file is kept as it is."), "\(messages)")
        #expect(try String(contentsOf: old.appendingPathComponent("drawing.json"), encoding: .utf8) == broken, "never changed")

        // Headless without --data-dir never touches the user's drawing.
        let home = Binary.makeDirectory()
        _ = try Binary.run("drag 100 100 300 100 0.2\nquit\n", environment: ["XDG_DATA_HOME": home.path, "HOME": home.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }
}

/// The command line's spellings (docs/command-line.md): the subcommands do what the options do, `--help` and
/// `--version` exit 0, a bad argument is `touchtracker: ...` with the usage and exit 2.
@Suite struct CommandLineTests {
    /// Runs the binary with `arguments` in `directory`; its exit code, standard output and standard error.
    func run(_ arguments: [String], in directory: URL) throws -> (code: Int32, stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["COLUMNS"] = "100"
        p.environment = env
        p.currentDirectoryURL = directory
        // Standard error into a file, standard output read to the end: no pipe fills while the other waits.
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errFile) }
        let err = try FileHandle(forWritingTo: errFile)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try err.close()
        let errData = try Data(contentsOf: errFile)
        return (p.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    static let lesson = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/Playgrounds/01-tap-vs-double-tap.playground").path

    @Test func printCodeAsASubcommandPrintsWhatTheOptionPrints() throws {
        let folder = ScratchFolder()
        for flavor in ["gestures", "uikit"] {
            let option = try run(["--playground", Self.lesson, "--print-code", flavor], in: folder.url)
            let subcommand = try run(["print-code", flavor, Self.lesson], in: folder.url)
            #expect(option.code == 0 && subcommand.code == 0, "\(option.stderr)\(subcommand.stderr)")
            #expect(option.stdout.contains("tap") && subcommand.stdout == option.stdout)
        }
        let bad = try run(["print-code", "swiftui", Self.lesson], in: folder.url)
        #expect(bad.code == 2 && bad.stderr.hasPrefix("touchtracker: The value 'swiftui' is invalid for '<flavor>'"), "\(bad.stderr)")
        #expect(bad.stderr.contains("'gestures'") && bad.stderr.contains("'uikit'"), "the choices are named: \(bad.stderr)")
        let option = try run(["--playground", Self.lesson, "--print-code", "swiftui"], in: folder.url)
        #expect(option.code == 2 && option.stderr == "touchtracker: --print-code is gestures or uikit, got 'swiftui'\n", "\(option.stderr)")
        let noLesson = try run(["--print-code", "uikit"], in: folder.url)
        #expect(noLesson.code == 2 && noLesson.stderr == "touchtracker: --print-code needs --playground FILE\n", "\(noLesson.stderr)")
    }

    @Test func exportJSONAsASubcommandWritesWhatTheOptionWrites() throws {
        let data = ScratchFolder()
        let drawn = try Binary.run("drag 100 100 300 150 0.2\nwait 0.5\n", extra: ["--data-dir", data.path])
        #expect(drawn.code == 0, "\(drawn.stderr)")
        let (saved, option) = try Binary.exportJSON(dataDir: data.url)
        #expect(option.code == 0 && saved.contains("\"lines\""), "\(option.stderr)")
        let folder = ScratchFolder()
        let file = try run(["export-json", "--data-dir", data.path, "out.json"], in: folder.url)
        #expect(file.code == 0, "\(file.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8) == saved)
        let stdout = try run(["export-json", "-", "--data-dir", data.path], in: folder.url)
        #expect(stdout.code == 0 && stdout.stdout == saved)
        try "x".write(to: folder.appendingPathComponent("f"), atomically: true, encoding: .utf8)
        let notAFolder = try run(["export-json", "--data-dir", folder.appendingPathComponent("f").path, "out.json"], in: folder.url)
        #expect(notAFolder.code == 2 && notAFolder.stderr.hasPrefix("touchtracker: --data-dir \(folder.path)/f is a file, not a folder\n"),
                "\(notAFolder.stderr)")
    }

    @Test func helpAndVersionExitZeroAndABadArgumentShowsTheUsage() throws {
        let folder = ScratchFolder()
        let help = try run(["--help"], in: folder.url)
        #expect(help.code == 0 && help.stderr.isEmpty)
        for part in ["--headless", "--script <file>", "--scale <k>", "--print-code <flavor>", "--export-json <file>", "--data-dir <dir>",
                     "Exit codes: 0 done", "SUBCOMMANDS:", "print-code", "export-json"] {
            #expect(help.stdout.contains(part), "--help names \(part)")
        }
        let subHelp = try run(["print-code", "--help"], in: folder.url)
        #expect(subHelp.code == 0 && subHelp.stdout.contains("<flavor> <lesson-file>"), "\(subHelp.stdout)")
        let version = try run(["--version"], in: folder.url)
        #expect(version.code == 0 && !version.stdout.isEmpty && version.stdout.split(separator: "\n").count == 1, "\(version.stdout)")
        let bad = try run(["--headless"], in: folder.url)
        #expect(bad.code == 2 && bad.stderr.hasPrefix("touchtracker: --headless needs --script FILE\n") && bad.stderr.contains("touchtracker"), "\(bad.stderr)")
        let unknown = try run(["--flurble"], in: folder.url)
        #expect(unknown.code == 2 && unknown.stderr.hasPrefix("touchtracker: Unknown option '--flurble'"), "\(unknown.stderr)")
        let uiScale = try run(["--ui-scale", "5", "--headless", "--script", "none.txt"], in: folder.url)
        #expect(uiScale.code == 2 && uiScale.stderr.hasPrefix("touchtracker: --ui-scale must be a number from 0.5 to 4, got '5'"), "\(uiScale.stderr)")
    }
}
