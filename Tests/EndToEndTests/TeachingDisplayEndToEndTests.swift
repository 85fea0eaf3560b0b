import Foundation
import Testing
import TestSupport

/// What the class sees, through the dump (docs/state-dump.md: `overlay.log`, `overlay.recognizers`,
/// `timeline`): spans that close on the event that ends them, only the scene on screen, the lesson before
/// the app's own controls (hidden unless F8).
@Suite struct TeachingDisplayEndToEndTests {
    /// The dump's timeline, one line a lane: kind, title, then its spans `[START-END STYLE LABEL]` (ms;
    /// `open` for no end) and its marks `MS STYLE LABEL` (an action's: `MS action STATE`; a label that only
    /// repeats the style left out), in order.
    static func lanes(_ dump: [String: Any]) -> [String] {
        func ms(_ v: Any?) -> String { (v as? Double).map { String(Int(($0 * 1000).rounded())) } ?? "open" }
        let timeline = dump["timeline"] as! [String: Any]
        return (timeline["lanes"] as! [[String: Any]]).map { lane in
            let spans = (lane["spans"] as! [[String: Any]]).map { s in
                "[\(ms(s["start"]))-\(ms(s["end"])) \(s["style"] as! String)\((s["label"] as! String).isEmpty ? "" : " " + (s["label"] as! String))]"
            }
            let marks = (lane["marks"] as! [[String: Any]]).map { m in
                let style = m["style"] as! String, words = (m["state"] ?? m["label"]) as! String
                return "\(ms(m["time"])) \(style)" + (words.isEmpty || words == style ? "" : " " + words)
            }
            return "\(lane["kind"] as! String) \(lane["title"] as! String)\(lane["appControl"] as! Bool ? " (app)" : ""): "
                + (spans + marks).joined(separator: ", ")
        }
    }

    static func overlay(_ dump: [String: Any]) -> [String: Any] { dump["overlay"] as! [String: Any] }

    /// The middle of a frame `[x, y, w, h]`, as a script writes it.
    static func middle(_ f: Any?) -> String {
        let f = f as! [Double]
        return "\(f[0] + f[2] / 2) \(f[1] + f[3] / 2)"
    }

    /// The lab at 1280x800 with the overlay and the timeline, station 2 shown alone.
    static let station2 = "window 1280 800\nscene lab\nkey F1\nkey F4\nkey 2\nwait 0.1\n"

    /// Station 2's switch and pad, where the script clicks them.
    static func station2Frames() throws -> (toggle: String, pad: String) {
        let d = try Binary.run(station2 + "dump f.json\n").json("f.json")
        let s = ((d["lab"] as! [String: Any])["stations"] as! [[String: Any]])[1]
        return (middle((s["switch"] as! [String: Any])["frame"]), middle((s["pads"] as! [[String: Any]])[0]["frame"]))
    }

    /// Station 2, its switch on (delaysTouchesBegan), double-tapped with the mouse: the log says `end held`
    /// and `never reaches pad`, and every span of the pad's lane ends where the double tap dropped the touches.
    @Test func station2sDoubleTapClosesEveryHeldSpan() throws {
        let (toggle, pad) = try Self.station2Frames()
        let r = try Binary.run(Self.station2 + """
            mouse down \(toggle)
            wait 0.05
            mouse up
            wait 0.45
            mouse down \(pad)
            wait 0.05
            mouse up
            wait 0.1
            mouse down \(pad)
            wait 0.05
            mouse up
            wait 1
            dump d.json
            key F8
            dump e.json
            timeline t.svg

            """)
        #expect(r.code == 0, "\(r.stderr)")
        let d = try r.json("d.json")
        // The switch's click (100-150 ms) touched only the app's control: it has no span in m's lane.
        #expect(Self.lanes(d) == [
            "touch m (mouse): [600-650 touchDown], 600 down, 650 up",
            "touch m#2 (mouse): [750-800 touchDown], 750 down, 800 up",
            "node s2.pad: [600-800 beganHeld m began held], [650-800 endHeld m end held], [750-800 beganHeld m#2 began held]",
            "recognizer s2.doubleTap: [650-750 timer], 800 action ended",
        ])
        // The switch's click (the app's own control) is left out of the log; what stays is the lesson's.
        #expect(Self.overlay(d)["log"] as? [String] == [
            "m began held by s2.doubleTap", "m end held by s2.doubleTap", "m#2 began held by s2.doubleTap",
            "action s2.doubleTap ended", "m never reaches s2.pad", "m#2 never reaches s2.pad",
        ])
        #expect(Self.overlay(d)["appControls"] as? Bool == false)
        #expect(Self.overlay(d)["recognizers"] as? [String] == ["s2.doubleTap"])

        // F8: the switch's click in m's lane, the switch, its title bar's reset tap after the lesson's lanes;
        // the log starts again with them.
        let e = try r.json("e.json")
        #expect(Self.overlay(e)["appControls"] as? Bool == true)
        #expect(Self.lanes(e) == ["touch m (mouse): [100-150 touchDown], [600-650 touchDown], 100 down, 150 up, 600 down, 650 up"]
                + Self.lanes(d).dropFirst() + [
            "node s2.switch (app): 100 touchesBegan began m, 150 touchesEnded ended m",
            "recognizer s2.reset (app): 150 failed failed: refused by s2.switch",
        ])
        #expect(Self.overlay(e)["log"] as? [String] == [
            "touchesBegan s2.switch m", "s2.reset failed: refused by s2.switch", "touchesEnded s2.switch m",
        ] + (Self.overlay(d)["log"] as! [String]))
        // The SVG shows what the panel shows (with F8 on: the switch too), every held span ended.
        let svg = try String(contentsOf: r.directory.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(svg.contains(">switch<") && svg.contains(">doubleTap<"))
    }

    /// F8 on screen: the overlay's check box and the timeline's flip the same setting; their clicks are the
    /// app's own (no lane, no log line) unless the setting shows them.
    @Test func theAppControlsSwitchesFlipF8() throws {
        let d = try Binary.run("window 1024 768\nscene lab\nkey F1\nkey F4\ndump d.json\n").json("d.json")
        let switches = Self.overlay(d)["appControlsSwitches"] as! [String: Any]
        let r = try Binary.run("""
            window 1024 768
            scene lab
            key F1
            key F4
            mouse down \(Self.middle(switches["overlay"]))
            mouse up
            wait 0.1
            dump on.json
            mouse down \(Self.middle(switches["timeline"]))
            mouse up
            wait 0.1
            dump off.json

            """)
        #expect(r.code == 0, "\(r.stderr)")
        let on = try r.json("on.json"), off = try r.json("off.json")
        #expect(Self.overlay(on)["appControls"] as? Bool == true)
        #expect(Self.overlay(off)["appControls"] as? Bool == false)
        #expect(Self.lanes(off) == ["recognizer s1.tap: ", "recognizer s1.doubleTap: "], "the second click (on the timeline's box) has no lane")
        #expect(Self.overlay(off)["log"] as? [String] == [])
        let hidden = try Binary.run("window 1024 768\nscene lab\ndump h.json\n").json("h.json")
        #expect(Self.overlay(hidden)["appControlsSwitches"] as? [String: NSNull] == ["overlay": NSNull(), "timeline": NSNull()])
    }

    /// The lab's Playground tab clicked within one frame (a quick click): the click is the lab's, so the
    /// playground's timeline has no touch running to now, only its lesson's lanes; its SVG has nothing of
    /// the lab.
    @Test func aQuickClickOnThePlaygroundTabLeavesNoTouchRunning() throws {
        let r = try Binary.run("""
            window 1280 800
            scene lab
            key F1
            key F4
            wait 0.1
            mouse down 50 17
            mouse up
            wait 1
            dump d.json
            timeline t.svg

            """)
        #expect(r.code == 0, "\(r.stderr)")
        let d = try r.json("d.json")
        #expect(d["scene"] as? String == "playground")
        #expect(Self.lanes(d) == ["recognizer tap: ", "recognizer double: ", "recognizer triple: "],
                "the lesson's recognizers have their lanes before anything happens to them")
        #expect(Self.overlay(d)["log"] as? [String] == [])
        let svg = try String(contentsOf: r.directory.appendingPathComponent("t.svg"), encoding: .utf8)
        #expect(!svg.contains("(mouse)") && !svg.contains("sceneTab"), "the click was the lab's")
    }

    /// From station 2's double tap to the playground, New, a pan and a swipe added, a drag: the overlay
    /// lists the new lesson only, the timeline has every lane of the lesson (the old lesson's past kept,
    /// after it), none of station 2, none of the toolbar or the palette; the panel scrolls by a drag.
    @Test func thePlaygroundShowsItsLessonAndNothingElse() throws {
        let (toggle, pad) = try Self.station2Frames()
        let controls = try Binary.run("window 1280 800\nscene playground\nkey F1\nkey F4\ndump c.json\n").json("c.json")
        let playground = controls["playground"] as! [String: Any]
        let c = playground["controls"] as! [String: Any]
        let r = try Binary.run(Self.station2 + """
            mouse down \(toggle)
            mouse up
            wait 0.5
            mouse down \(pad)
            mouse up
            wait 0.1
            mouse down \(pad)
            mouse up
            wait 0.5
            mouse down 50 17
            mouse up
            wait 0.3
            mouse down \(Self.middle(c["toolbar.new"]))
            mouse up
            wait 0.2
            dump new.json
            mouse down \(Self.middle(c["palette.add.pan"]))
            mouse up
            mouse down \(Self.middle(c["palette.add.swipe"]))
            mouse up
            wait 0.2
            dump added.json
            drag 300 200 450 260 0.3
            wait 0.2
            dump d.json
            timeline t.svg
            key F8
            drag 600 760 600 640 0.3
            wait 0.1
            dump scrolled.json

            """)
        #expect(r.code == 0, "\(r.stderr)")
        let new = try r.json("new.json")
        #expect(Self.overlay(new)["recognizers"] as? [String] == [], "the previous lesson's recognizers are gone")
        #expect(Self.overlay(new)["log"] as? [String] == [], "the toolbar's click is the app's")
        let added = try r.json("added.json")
        #expect(Self.overlay(added)["recognizers"] as? [String] == ["pan", "swipe"])
        // The clicks on New and the palette touched only the app's controls: no lane for m. The lanes with
        // activity come first: the app's note, then the lesson's idle recognizers.
        #expect(Self.lanes(added) == [
            "node playground (app): 1700 note pan added on pad: from the next touch, 1700 note swipe added on pad: from the next touch",
            "recognizer pan: ", "recognizer swipe: ",
        ])
        let d = try r.json("d.json")
        // The drag: down at 1.9 s, the pan begins a frame later (116/60 s), changes each frame to the lift at 2.2 s.
        let changes = (117...132).map { "\(Int((Double($0) / 60 * 1000).rounded())) action changed" }
        #expect(Self.lanes(d) == [
            "touch 1: [1900-2200 touchDown], 1900 down, 2200 up",
            "node pad: 1900 touchesBegan began 1, 1933 touchesCancelled cancelled 1",
            (["recognizer pan: [1933-2200 active], 1933 action began"] + changes + ["2200 action ended"]).joined(separator: ", "),
            "recognizer swipe: [1900-1933 timer], 1933 failed failed: prevented by pan (began)",
            Self.lanes(added)[0],
        ])
        #expect(Self.overlay(d)["log"] as? [String] == [
            "pan added on pad: from the next touch", "swipe added on pad: from the next touch",
            "touchesBegan pad 1", "touchesMoved pad 1", "swipe failed: prevented by pan (began)", "action pan began",
            "touchesCancelled pad 1", "action pan changed x16", "action pan ended",
        ])
        let svg = try String(contentsOf: r.directory.appendingPathComponent("t.svg"), encoding: .utf8)
        for lab in [">doubleTap<", "began held", ">switch<", "playground.toolbar", "playground.palette", "sceneTab"] {
            #expect(!svg.contains(lab), "\(lab) is not the playground's lesson")
        }
        #expect(svg.contains(">swipe<") && svg.contains(">pan<"))
        // With the app's controls shown (F8) the lanes do not fit (5 rows at 1280x800): a drag up the panel
        // shows the later lanes.
        let scrolled = try r.json("scrolled.json")["timeline"] as! [String: Any]
        let rows = scrolled["rows"] as! Int, count = (scrolled["lanes"] as! [Any]).count
        #expect(rows == 5 && count > rows)
        #expect(count >= rows + 3 && scrolled["firstLane"] as? Int == 3, "120 points up: three lanes of 40 (\(scrolled["firstLane"]!) of \(count))")
        #expect((d["timeline"] as! [String: Any])["firstLane"] as? Int == 0)
    }
}
