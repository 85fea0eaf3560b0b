import Foundation
import Testing
import TestSupport

/// The playground by finger, through the binary: the teacher's sequence that builds station 15 from an
/// empty playground (Examples/Playgrounds/tap-chain-by-finger.txt), the lesson saved and opened again, and
/// edits that apply at the next touch.
@Suite struct PlaygroundEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Playgrounds")

    /// One tap, two taps, three taps on the pad, each left to settle: station 15's two interactions and the
    /// single tap.
    static let interactions = """
        tap 300 200
        wait 1
        tap 300 200
        wait 0.1
        tap 300 200
        wait 1
        tap 300 200
        wait 0.1
        tap 300 200
        wait 0.1
        tap 300 200
        wait 1
        dump after.json

        """

    static func log(after run: BinaryRun) throws -> [String] {
        let before = try run.json("before.json").log.count
        return Array(try run.json("after.json").log.dropFirst(before))
    }

    @Test func theTeachersSequenceBuildsStation15AndSavedItBehavesTheSame() throws {
        let sequence = try String(contentsOf: Self.examples.appendingPathComponent("tap-chain-by-finger.txt"), encoding: .utf8)
        // Under a minute by finger: 15 taps (at 3 s a tap, 45 s), no key, no typing.
        let lines = sequence.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.filter { $0.hasPrefix("tap ") }.count == 15)
        #expect(!lines.contains { $0.hasPrefix("key") || $0.hasPrefix("down") || $0.hasPrefix("drag") })

        let built = try Binary.run(sequence + "wait 0.5\ndump before.json\n" + Self.interactions + "key ctrl+S\nwait 0.1\ndump saved.json\n")
        #expect(built.code == 0, "\(built.stderr)")
        let lesson = (try built.json("before.json")["playground"] as! [String: Any])["lesson"] as! String
        #expect(lesson == """
            playground 1
            title New lesson
            pad pad 24 24 360 260
            recognizer tap tap on pad
            recognizer tap tap2 on pad
            set tap2 numberOfTapsRequired 2
            recognizer tap tap3 on pad
            set tap3 numberOfTapsRequired 3
            require tap toFail tap2
            require tap2 toFail tap3

            """)
        let log = try Self.log(after: built)

        // The station's own lesson (the playground's default) gives the same log, names aside.
        let station = try Binary.run("window 1280 800\nscene playground\nwait 0.5\ndump before.json\n" + Self.interactions)
        let renamed = try Self.log(after: station).map { $0.replacingOccurrences(of: "double", with: "tap2").replacingOccurrences(of: "triple", with: "tap3") }
        #expect(log == renamed)
        #expect(log.filter { $0.hasPrefix("action") } == ["action tap ended", "action tap2 ended", "action tap3 ended"])

        // Saved (ctrl+S: a new file in the export folder), opened again: the same log.
        let saved = try built.json("saved.json")["playground"] as! [String: Any]
        let path = try #require(saved["file"] as? String)
        #expect(saved["edited"] as? Bool == false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == lesson)
        let reopened = try Binary.run("window 1280 800\nscene playground\nwait 0.5\ndump before.json\n" + Self.interactions, extra: ["--playground", path])
        #expect(reopened.code == 0, "\(reopened.stderr)")
        #expect(try Self.log(after: reopened) == log)
    }

    @Test func anEditMadeDuringAGestureAppliesToTheNextTouchAndTheLogSaysSo() throws {
        // The default lesson (station 15). A finger is down on the pad when the keys select the double tap
        // and raise its count to 3: this gesture ends under the old rules, the next under the new.
        let r = try Binary.run("""
            window 1280 800
            scene playground
            key Tab
            key Tab
            down 1 300 200
            key Right
            dump during.json
            timeline during.svg
            up 1
            wait 1
            dump between.json
            tap 300 200
            wait 0.1
            tap 300 200
            wait 1
            dump after.json

            """)
        #expect(r.code == 0, "\(r.stderr)")
        let during = try r.json("during.json")["playground"] as! [String: Any]
        #expect(during["selected"] as? String == "double")
        #expect(during["applied"] as? Bool == false, "a finger is down: the engine still runs the old lesson")
        #expect((during["lesson"] as! String).contains("set double numberOfTapsRequired 3\n"))
        // The timeline (and the overlay's log, fed by the same trace) says when it applies.
        let svg = try String(contentsOf: r.directory.appendingPathComponent("during.svg"), encoding: .utf8)
        #expect(svg.contains("double numberOfTapsRequired 3: from the next touch"))
        let between = try r.json("between.json")
        #expect((between["playground"] as! [String: Any])["applied"] as? Bool == true)
        #expect(between.log == ["touchesBegan pad 1", "action tap ended", "touchesCancelled pad 1"], "the old rules: one tap")
        // Two taps no longer make a double tap (it needs three): the tap fires once the double tap fails.
        let after = Array(try r.json("after.json").log.dropFirst(between.log.count))
        #expect(after == ["touchesBegan pad 1", "touchesBegan pad 1#2", "action tap ended", "touchesCancelled pad 1", "touchesEnded pad 1#2"], "\(after)")

        // Under the old rules the same two taps are a double tap.
        let old = try Binary.run("window 1280 800\nscene playground\ntap 300 200\nwait 0.1\ntap 300 200\nwait 1\ndump after.json\n")
        #expect(try old.json("after.json").log.contains("action double ended"))
    }
}

@Suite struct PlaygroundFilesEndToEndTests {
    /// Keys add (alt+P: a pan), undo and redo; New is undoable too, so an unsaved lesson is never lost to it.
    @Test func undoAndRedoWalkTheLessonsHistory() throws {
        let r = try Binary.run("""
            window 800 600
            scene playground
            dump a.json
            key alt+P
            dump b.json
            key ctrl+Z
            dump c.json
            key ctrl+shift+Z
            dump d.json
            key ctrl+N
            key ctrl+Z
            wait 0.1
            dump e.json

            """)
        #expect(r.code == 0, "\(r.stderr)")
        func lesson(_ f: String) throws -> String { (try r.json(f)["playground"] as! [String: Any])["lesson"] as! String }
        let original = try lesson("a.json")
        let withPan = original.replacingOccurrences(of: "require tap toFail", with: "recognizer pan pan on pad\nrequire tap toFail")
        #expect(withPan != original)
        #expect(try lesson("b.json") == withPan)
        #expect(try lesson("c.json") == original)
        #expect(try lesson("d.json") == withPan)
        #expect(try lesson("e.json") == withPan, "New, undone, gives back the unsaved lesson")
        let e = try r.json("e.json")["playground"] as! [String: Any]
        #expect((e["recognizers"] as! [[String: Any]]).map { $0["name"] as! String } == ["tap", "double", "triple", "pan"], "and the engine runs it")
    }

    /// Open… lists the export folder's lessons (newest first) before the lab's stations; a bad file shows
    /// `FILE:LINE: message` and changes nothing; a good one is loaded with its name in the title line.
    @Test func openListsTheSavedLessonsAndABadOneChangesNothing() throws {
        let dir = ScratchFolder()
        let good = dir.appendingPathComponent("good.playground"), bad = dir.appendingPathComponent("bad.playground")
        try "playground 1\ntitle Good\npad p 20 20 300 200\nrecognizer pan drag on p\n".write(to: good, atomically: true, encoding: .utf8)
        try "playground 1\ntitle Bad\nrecognizer tap t on nowhere\n".write(to: bad, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: good.path)
        // At 800x600 the list (from below the toolbar) has two columns, read row after row, its rows 28
        // points apart from y 72; the dump's frames are checked below.
        let r = try Binary.run("""
            window 800 600
            scene playground
            tap 188 19
            wait 0.1
            dump list.json
            tap 233 84
            wait 0.1
            dump bad.json
            tap 188 19
            wait 0.1
            tap 435 84
            wait 0.1
            dump good.json

            """, in: dir.url)
        #expect(r.code == 0, "\(r.stderr)")
        let controls = (try r.json("list.json")["playground"] as! [String: Any])["controls"] as! [String: [Double]]
        #expect(controls["open.lesson.0"] == [136, 72, 194, 24] && controls["open.lesson.1"] == [338, 72, 194, 24], "\(controls.filter { $0.key.hasPrefix("open") })")
        let afterBad = try r.json("bad.json")["playground"] as! [String: Any]
        #expect(afterBad["status"] as? String == "\(bad.path):3: no pad is named 'nowhere'")
        #expect(afterBad["title"] as? String == "Chain: tap, double, triple", "nothing changed")
        let afterGood = try r.json("good.json")["playground"] as! [String: Any]
        #expect(afterGood["file"] as? String == good.path && afterGood["title"] as? String == "Good")
        #expect((afterGood["recognizers"] as! [[String: Any]]).map { $0["name"] as! String } == ["drag"])
    }

    /// A save that cannot be written (the export folder cannot be made) says why and keeps the lesson.
    @Test func aSaveThatFailsSaysWhyAndKeepsTheLesson() throws {
        let dir = ScratchFolder()
        let blocker = dir.appendingPathComponent("file")
        try "not a folder".write(to: blocker, atomically: true, encoding: .utf8)
        let r = try Binary.run("window 800 600\nscene playground\nkey alt+T\nwait 0.1\nkey ctrl+S\nwait 0.1\ndump d.json\n",
                               extra: ["--export-dir", blocker.appendingPathComponent("sub").path], in: dir.url)
        #expect(r.code == 0, "\(r.stderr)")
        let pg = try r.json("d.json")["playground"] as! [String: Any]
        #expect((pg["status"] as? String)?.hasPrefix("The lesson could not be saved: ") == true, "\(pg["status"] ?? "")")
        #expect(pg["edited"] as? Bool == true && pg["file"] is NSNull)
        #expect((pg["lesson"] as? String)?.contains("recognizer tap tap2 on pad") == true, "alt+T added a tap; it is still there")
    }
}

/// The lab is built from its lesson files: a changed file changes the station; a missing one is named.
@Suite struct LabFromFilesEndToEndTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    /// A copy of the app's assets with station 1's file changed by `change` (nil: removed).
    func assets(changing change: ((String) -> String)?) throws -> ScratchFolder {
        let dir = ScratchFolder()
        let copy = dir.appendingPathComponent("Assets")
        try FileManager.default.copyItem(at: Self.assets, to: copy)
        let file = copy.appendingPathComponent("Playgrounds/01-tap-vs-double-tap.playground")
        if let change {
            try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.removeItem(at: file)
        }
        return dir
    }

    @Test func stationOneFollowsItsFile() throws {
        let first = try Binary.run("window 1280 800\nscene lab\ndump d.json\n")
        let station = ((try first.json("d.json")["lab"] as! [String: Any])["stations"] as! [[String: Any]])[0]
        let f = ((station["pads"] as! [[String: Any]])[0]["frame"] as! [Double])
        let doubleTap = "tap \(Int(f[0] + f[2] / 2)) \(Int(f[1] + f[3] / 2))\nwait 0.1\ntap \(Int(f[0] + f[2] / 2)) \(Int(f[1] + f[3] / 2))\nwait 1\ndump d.json\n"
        func actions(_ r: BinaryRun) throws -> [String] { try r.json("d.json").log.filter { $0.hasPrefix("action") } }

        let shipped = try Binary.run("window 1280 800\nscene lab\n" + doubleTap)
        #expect(try actions(shipped) == ["action s1.doubleTap ended"], "the file's tap waits for the double tap")

        // The switch starting off, without the requirement: the double tap now fires the tap first.
        let edited = try assets { $0.replacingOccurrences(of: "\nrequire tap toFail doubleTap\n", with: "\n").replacingOccurrences(of: "switch on", with: "switch off") }
        let changed = try Binary.run("window 1280 800\nscene lab\n" + doubleTap, environment: ["TOUCHTRACKER_ASSETS": edited.appendingPathComponent("Assets").path])
        #expect(changed.code == 0, "\(changed.stderr)")
        #expect(try actions(changed) == ["action s1.tap ended", "action s1.doubleTap ended"])

        // The requirement taken out while the switch still starts on: the file contradicts itself, and the
        // station says where (FILE:LINE); it has no pad, and the lab runs.
        let contradicted = try assets { $0.replacingOccurrences(of: "\nrequire tap toFail doubleTap\n", with: "\n") }
        let bad = try Binary.run("window 1280 800\nscene lab\n" + doubleTap, environment: ["TOUCHTRACKER_ASSETS": contradicted.appendingPathComponent("Assets").path])
        #expect(bad.code == 0, "\(bad.stderr)")
        let s1bad = ((try bad.json("d.json")["lab"] as! [String: Any])["stations"] as! [[String: Any]])[0]
        #expect((s1bad["problem"] as? String)?.hasSuffix("Playgrounds/01-tap-vs-double-tap.playground:9: the file is the switch's start (on): the flipped relation tap and doubleTap must be in the lesson") == true,
                "\(s1bad["problem"] ?? "")")
        #expect((s1bad["pads"] as! [Any]).isEmpty)
        #expect(try actions(bad).isEmpty)

        // The file gone: the lab is its folder, so station 1 is now the next file's.
        let gone = try assets(changing: nil)
        let fewer = try Binary.run("window 1280 800\nscene lab\ndump d.json\n", environment: ["TOUCHTRACKER_ASSETS": gone.appendingPathComponent("Assets").path])
        #expect(fewer.code == 0, "\(fewer.stderr)")
        let stations = (try fewer.json("d.json")["lab"] as! [String: Any])["stations"] as! [[String: Any]]
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.assets.appendingPathComponent("Playgrounds").path)
            .filter { $0.first?.isNumber == true && $0.hasSuffix(".playground") }
        #expect(stations.count == files.count - 1)
        #expect(stations[0]["title"] as? String == "delaysTouchesBegan" && stations[0]["problem"] is NSNull)

        // A line naming a recognizer the station lacks: the station says which line, and the lab runs.
        let renamed = try assets { $0.replacingOccurrences(of: "say doubleTap", with: "say twice") }
        let odd = try Binary.run("window 1280 800\nscene lab\n" + doubleTap, environment: ["TOUCHTRACKER_ASSETS": renamed.appendingPathComponent("Assets").path])
        #expect(odd.code == 0, "\(odd.stderr)")
        let s1odd = ((try odd.json("d.json")["lab"] as! [String: Any])["stations"] as! [[String: Any]])[0]
        #expect(s1odd["problem"] as? String == "01-tap-vs-double-tap.playground:14: no recognizer is named 'twice'")
    }
}
