import Foundation
import Testing
import TestSupport

/// The lab's stations, each through a script and the dump, with the switch on and off.
@Suite struct LabEndToEndTests {
    struct Frames {
        var pads: [Int: [[Double]]] = [:]
        var switches: [Int: [Double]] = [:]
        func center(_ f: [Double]) -> (Double, Double) { (f[0] + f[2] / 2, f[1] + f[3] / 2) }
        func pad(_ station: Int, _ i: Int = 0) -> (Double, Double) { center(pads[station]![i]) }
        func toggle(_ station: Int) -> String { let c = center(switches[station]!); return "tap \(c.0) \(c.1)\nwait 0.4" }
    }

    static func frames() throws -> Frames {
        let p = try LabPage2EndToEndTests.readPads(after: "")
        return Frames(pads: p.frames, switches: p.switches)
    }

    /// Runs `body` in the lab and returns station `n`'s log columns.
    func run(_ station: Int, _ body: String) throws -> [[String]] {
        let d = try Binary.run("scene lab\n" + body + "\nwait 0.5\ndump d.json\n").json("d.json")
        #expect(d["scene"] as? String == "lab")
        let s = ((d["lab"] as! [String: Any])["stations"] as! [[String: Any]])[station - 1]
        return s["log"] as! [[String]]
    }

    @Test func stationsAreInTheDump() throws {
        let d = try Binary.run("scene lab\ndump d.json\n").json("d.json")
        let recognizers = d["recognizers"] as! [[String: String]]
        let nodes = Set(recognizers.map { $0["node"]! })
        for n in ["s1.pad", "s2.pad", "s3.left", "s3.right", "s4.pad", "s5.pad", "s6.pad", "s7.pad", "s8.pad", "s9.pad"] {
            #expect(nodes.contains(n), "\(n)")
        }
        #expect(recognizers.contains { $0["name"] == "s8.check" && $0["state"] == "possible" })
        #expect(!recognizers.contains { $0["name"] == "doubleTap" }, "the drawing's recognizers are not the lab's")
    }

    @Test func station1TapWaitsForDoubleTap() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(1)
        #expect(try run(1, "tap \(x) \(y)") == [["touchesBegan pad 1", "tap waits for doubleTap to fail", "1 end held by tap, doubleTap",
                                                "doubleTap failed: no tap 2 within 0.35 s", "action tap ended", "touchesCancelled pad 1"]])
        #expect(try run(1, "tap \(x) \(y) 2") == [["touchesBegan pad 1", "tap waits for doubleTap to fail", "1 end held by tap, doubleTap",
                                                  "touchesBegan pad 1#2", "tap failed: prevented by doubleTap (recognized)",
                                                  "action doubleTap ended", "touchesCancelled pad 1,1#2"]])
        // Without the requirement the tap fires on the first tap, then the double tap on the second: a tap
        // never prevents a tap that needs more taps (the seeds' order).
        #expect(try run(1, f.toggle(1) + "\ntap \(x) \(y) 2") == [[
            "switch off", "touchesBegan pad 1", "action tap ended", "touchesCancelled pad 1", "touchesBegan pad 1",
            "tap failed: prevented by doubleTap (recognized)", "action doubleTap ended", "touchesCancelled pad 1",
        ]])
    }

    @Test func station2RedDot() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(2)
        #expect(try run(2, "tap \(x) \(y) 2") == [["touchesBegan pad 1", "1 end held by doubleTap", "touchesBegan pad 1#2", "action doubleTap ended",
                                              "touchesCancelled pad 1,1#2"]],
                "delaysTouchesBegan off: the pad hears the first tap (the red dot)")
        #expect(try run(2, f.toggle(2) + "\ntap \(x) \(y) 2") == [["switch on", "1 began held by doubleTap", "1 end held by doubleTap",
                                                             "1#2 began held by doubleTap", "action doubleTap ended",
                                                             "1 never reaches pad", "1#2 never reaches pad"]], "on: the pad hears nothing")
    }

    @Test func station3BothSequencesSideBySide() throws {
        let f = try Self.frames()
        let (lx, ly) = f.pad(3, 0), (rx, ry) = f.pad(3, 1)
        let both = try run(3, "tap \(lx) \(ly) 2\nwait 0.5\ntap \(rx) \(ry) 2")
        #expect(both[0] == ["touchesBegan left 1", "1 end held by doubleTapL", "touchesBegan left 1#2", "action doubleTapL ended", "touchesCancelled left 1,1#2"])
        #expect(both[1] == ["touchesBegan right 1", "touchesEnded right 1", "touchesBegan right 1", "action doubleTapR ended", "touchesCancelled right 1"])
        let flipped = try run(3, f.toggle(3) + "\ntap \(lx) \(ly) 2")
        #expect(flipped[1] == ["switch off"], "every column says when the switch flipped")
        #expect(flipped[0] == ["switch off", "touchesBegan left 1", "touchesEnded left 1", "touchesBegan left 1", "action doubleTapL ended", "touchesCancelled left 1"])
    }

    @Test func station4CancelsTouchesInView() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(4)
        let on = try run(4, "drag \(x - 100) \(y) \(x + 100) \(y) 0.2")
        #expect(on[0].first == "touchesBegan pad 1")
        #expect(on[0].contains("touchesCancelled pad 1") && !on[0].contains("touchesEnded pad 1"))
        #expect(on[0].last == "action pan ended")
        let off = try run(4, f.toggle(4) + "\ndrag \(x - 100) \(y) \(x + 100) \(y) 0.2")
        #expect(!off[0].contains("touchesCancelled pad 1") && off[0].last == "touchesEnded pad 1", "\(off[0])")
    }

    @Test func station5LongPressThenPan() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(5)
        let together = try run(5, "down 1 \(x) \(y)\nwait 0.6\nglide 0.3 1 \(x + 60) \(y)\nup 1")
        #expect(together[0].contains("action longPress began") && together[0].contains("action pan began"))
        let apart = try run(5, f.toggle(5) + "\ndown 1 \(x) \(y)\nwait 0.6\nglide 0.3 1 \(x + 60) \(y)\nup 1")
        #expect(apart[0].contains("action longPress began") && !apart[0].contains("action pan began"), "\(apart[0])")
    }

    @Test func station6PanVersusSwipe() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(6)
        let flick = try run(6, "drag \(x - 80) \(y) \(x + 80) \(y) 0.1")
        #expect(flick[0].contains("action swipe ended") && !flick[0].contains("action pan began"))
        let slow = try run(6, "down 1 \(x - 80) \(y)\nglide 0.6 1 \(x - 50) \(y)\nglide 0.3 1 \(x) \(y)\nup 1")
        #expect(slow[0].contains("action pan began") && !slow[0].contains("action swipe ended"))
        let off = try run(6, f.toggle(6) + "\ndrag \(x - 80) \(y) \(x + 80) \(y) 0.1")
        #expect(off[0].contains("action pan began") && !off[0].contains("action swipe ended"), "without the requirement the pan wins")
    }

    @Test func station7PinchAndRotation() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(7)
        let gesture = "down 1 \(x - 30) \(y)\ndown 2 \(x + 30) \(y)\nglide 0.1 1 \(x - 40) \(y) 2 \(x + 40) \(y)\nglide 0.3 1 \(x - 30) \(y + 30) 2 \(x + 30) \(y - 30)\nup 1\nup 2"
        let together = try run(7, gesture)
        #expect(together[0].contains("action pinch began") && together[0].contains("action rotation began"))
        let apart = try run(7, f.toggle(7) + "\n" + gesture)
        #expect(apart[0].contains("action pinch began") && !apart[0].contains("action rotation began"), "\(apart[0])")
    }

    @Test func station8CheckMark() throws {
        let f = try Self.frames()
        let (x, y) = f.pad(8)
        let check = "down 1 \(x - 40) \(y - 20)\nglide 0.2 1 \(x - 10) \(y + 10)\nglide 0.2 1 \(x + 40) \(y - 40)\nup 1"
        #expect(try run(8, check)[0].contains("action check ended"))
        #expect(try !run(8, "drag \(x - 40) \(y) \(x + 40) \(y) 0.3")[0].contains("action check ended"), "a straight stroke is no check")
        #expect(try !run(8, f.toggle(8) + "\n" + check)[0].contains("action check ended"), "disabled")
    }

    @Test func station9ButtonWins() throws {
        let d = try Binary.run("scene lab\ndump d.json\n").json("d.json")
        let pad = ((d["lab"] as! [String: Any])["stations"] as! [[String: Any]])[8]["pads"] as! [[String: Any]]
        let pf = pad[0]["frame"] as! [Double]
        let f = try Self.frames()
        let (bx, by) = (pf[0] + pf[2] / 2, pf[1] + pf[3] - 27)   // the button sits centred at the pad's bottom
        #expect(try run(9, "tap \(bx) \(by)") == [["touchesBegan button 1", "tap failed: refused by button", "touchesEnded button 1"]])
        let (px, py) = (pf[0] + 30, pf[1] + 30)
        #expect(try run(9, "tap \(px) \(py)") == [["touchesBegan pad 1", "action tap ended", "touchesCancelled pad 1"]])
        #expect(try run(9, f.toggle(9) + "\ntap \(bx) \(by)") == [["switch off", "touchesBegan button 1", "action tap ended", "touchesCancelled button 1"]],
                "not winning, the pad's tap takes the touch from the button")
    }

    @Test func theSwitchBeatsItsTitleBarsResetTap() throws {
        let f = try Self.frames()
        let d = try Binary.run("scene lab\n" + f.toggle(1) + "\ndump d.json\n").json("d.json")
        let s1 = ((d["lab"] as! [String: Any])["stations"] as! [[String: Any]])[0]
        #expect((s1["switch"] as! [String: Any])["on"] as? Bool == false)
        #expect(s1["log"] as? [[String]] == [["switch off"]], "the flip is in the station's log")
        #expect(!d.log.contains("action s1.reset ended"))
        let sw = f.switches[1]!
        let (x, y) = f.pad(1)
        let r = try Binary.run("scene lab\ntap \(x) \(y)\nwait 0.5\ntap \(sw[0] - 120) \(sw[1] + 5)\nwait 0.5\ndump d.json\n").json("d.json")
        #expect(r.log.contains("action s1.reset ended"))
        #expect((((r["lab"] as! [String: Any])["stations"] as! [[String: Any]])[0]["log"] as! [[String]]) == [[]], "reset clears the station")
    }

    @Test func overlayAndTimeControlThroughKeys() throws {
        let d = try Binary.run("key F1\nkey F5\nwait 1\ndump slow.json\nkey F5\nkey F6\nwait 1\ndump paused.json\nkey F7\nkey F7\ndump stepped.json\nwait 0.1\ndump stepped2.json\n")
        let slow = try d.json("slow.json")
        #expect((slow["overlay"] as! [String: Any])["visible"] as? Bool == true)
        #expect(slow["time"] as? Double == 0.25, "one second of frames at a quarter speed")
        #expect(try d.json("paused.json")["time"] as? Double == 0.25, "paused")
        #expect(try d.json("stepped.json")["time"] as? Double == 0.25, "steps are taken by frames")
        let stepped = try d.json("stepped2.json")["time"] as! Double
        #expect(abs(stepped - (0.25 + 2.0 / 60)) < 1e-6, "two single frames, then paused again: \(stepped)")
        let started = try Binary.run("dump d.json\n", extra: ["--overlay"]).json("d.json")
        #expect((started["overlay"] as! [String: Any])["visible"] as? Bool == true)
    }

    @Test func slowMotionLetsAClassWatchTheGapRunOut() throws {
        let d = try Binary.run("key F5\ndrag 100 100 300 100 0.2\ntap 200 100\nwait 1\ndump early.json\nwait 0.5\ndump late.json\n")
        #expect(!(try d.json("early.json").log.contains("action tap ended")), "a second of frames is 0.25 s: the gap has not run out")
        #expect(try d.json("late.json").log.contains("action tap ended"))
    }
}

@Suite struct SceneTabTests {
    @Test func tappingTheSceneTabSwitchesScenes() throws {
        let r = try Binary.run("scene lab\ntap 50 18\nwait 0.1\ndump a.json\ntap 50 18\nwait 0.1\ndump b.json\nkey F1\ntap 50 18\nwait 0.1\ndump c.json\n")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try r.json("a.json")["scene"] as? String == "playground")
        #expect(try r.json("b.json")["scene"] as? String == "tracker")
        #expect(try r.json("c.json")["scene"] as? String == "lab", "with the overlay on, the tab shows in the drawing too")
    }
}
