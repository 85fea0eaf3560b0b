import Foundation
import Testing
import TestSupport

/// The lab's second page (stations 10-18), each through the binary, a script and the dump: the two
/// interactions that show each station's rule, as whole logs.
@Suite struct LabPage2EndToEndTests {
    struct Pads {
        var frames: [Int: [[Double]]] = [:]
        var switches: [Int: [Double]] = [:]
        /// A point of pad `i` of `station`, at fractions (fx, fy) of its width and height.
        func at(_ station: Int, _ i: Int = 0, _ fx: Double = 0.5, _ fy: Double = 0.5) -> String {
            let f = frames[station]![i]
            return "\(f[0] + f[2] * fx) \(f[1] + f[3] * fy)"
        }
        /// A point of pad `i` of `station`, `dx`, `dy` points from its top-left corner.
        func offset(_ station: Int, _ i: Int = 0, _ dx: Double, _ dy: Double) -> String {
            let f = frames[station]![i]
            return "\(f[0] + dx) \(f[1] + dy)"
        }
        func toggle(_ station: Int) -> String {
            let s = switches[station]!
            return "tap \(s[0] + s[2] / 2) \(s[1] + s[3] / 2)\nwait 0.4"
        }
    }

    /// Every station's pad and switch frames, from the dump of a lab run with `prelude`.
    static func readPads(after prelude: String) throws -> Pads {
        let d = try Binary.run("scene lab\n" + prelude + "dump d.json\n").json("d.json")
        var p = Pads()
        for s in (d["lab"] as! [String: Any])["stations"] as! [[String: Any]] {
            let n = s["number"] as! Int
            p.frames[n] = (s["pads"] as! [[String: Any]]).map { $0["frame"] as! [Double] }
            p.switches[n] = (s["switch"] as! [String: Any])["frame"] as? [Double]
        }
        return p
    }

    static let pads: Pads = try! readPads(after: "key PageDown\nwait 0.1\n")

    /// Runs `body` on the lab's second page and returns station `n`'s log columns (after checking it shows).
    func run(_ station: Int, _ body: String) throws -> [[String]] {
        let d = try Binary.run("scene lab\nkey PageDown\nwait 0.1\n" + body + "\nwait 0.5\ndump d.json\n").json("d.json")
        let lab = d["lab"] as! [String: Any]
        #expect(lab["page"] as? Int == 2)
        let s = (lab["stations"] as! [[String: Any]])[station - 1]
        #expect(s["number"] as? Int == station && s["visible"] as? Bool == true)
        return s["log"] as! [[String]]
    }

    /// A spread, then a twist: the pinch begins first.
    func spreadThenTwist(_ p: Pads) -> String {
        "down 1 \(p.at(10, 0, 0.4))\ndown 2 \(p.at(10, 0, 0.6))\nglide 0.2 1 \(p.at(10, 0, 0.3)) 2 \(p.at(10, 0, 0.7))\n"
            + "glide 0.3 1 \(p.at(10, 0, 0.4, 0.2)) 2 \(p.at(10, 0, 0.6, 0.8))\nup 1\nup 2"
    }

    @Test func station10RotationMayPreventPinchNotTheOtherWay() throws {
        let p = Self.pads
        let on = try run(10, spreadThenTwist(p))
        #expect(on[0].prefix(6) == ["touchesBegan pad 1", "touchesBegan pad 2", "touchesMoved pad 1,2", "action pinch began",
                                    "touchesCancelled pad 1,2", "action pinch changed x13"])
        #expect(on[0].suffix(5) == ["pinch cancelled: prevented by rotation (began)", "action rotation began", "action pinch cancelled",
                                    "action rotation changed x15", "action rotation ended"], "\(on[0])")
        let off = try run(10, p.toggle(10) + "\n" + spreadThenTwist(p))
        #expect(off[0].prefix(5) == ["switch off", "touchesBegan pad 1", "touchesBegan pad 2", "touchesMoved pad 1,2",
                                     "rotation failed: prevented by pinch (began)"], "\(off[0])")
        #expect(!off[0].contains { $0.hasPrefix("action rotation") } && off[0].last == "action pinch ended")
    }

    @Test func station11ShouldReceiveAndIgnore() throws {
        let p = Self.pads
        let inGrey = try run(11, "tap \(p.at(11, 0, 0.2, 0.6))\nwait 0.3\ntap \(p.at(11, 1, 0.2, 0.6))")
        #expect(inGrey == [["tapL not given 1: shouldReceive said no", "touchesBegan left 1", "touchesEnded left 1"],
                           ["tapR ignores 1", "touchesBegan right 1", "touchesEnded right 1"]])
        let outside = try run(11, "tap \(p.at(11, 0, 0.75, 0.6))\nwait 0.3\ntap \(p.at(11, 1, 0.75, 0.6))")
        #expect(outside == [["1 began held by tapL", "action tapL ended", "1 never reaches left"],
                            ["1 began held by tapR", "action tapR ended", "1 never reaches right"]])
        let off = try run(11, p.toggle(11) + "\ntap \(p.at(11, 0, 0.2, 0.6))")
        #expect(off[0] == ["switch off", "1 began held by tapL", "action tapL ended", "1 never reaches left"], "no zone: the tap takes it")
    }

    @Test func station12DisabledMidGestureIsCancelled() throws {
        let p = Self.pads
        let drag = "down 1 \(p.offset(12, 0, 40, 60))\nglide 0.6 1 \(p.offset(12, 0, 210, 60))\nup 1"
        #expect(try run(12, drag) == [["touchesBegan pad 1", "touchesMoved pad 1 x2", "action pan began", "touchesCancelled pad 1",
                                       "action pan changed x17", "pan cancelled: disabled", "action pan cancelled"]])
        #expect(try run(12, p.toggle(12) + "\n" + drag) == [["switch off", "touchesBegan pad 1", "touchesMoved pad 1 x2", "action pan began",
                                                             "touchesCancelled pad 1", "action pan changed x33", "action pan ended"]])
        let systemCancel = try run(12, p.toggle(12) + "\ndown 1 \(p.offset(12, 0, 40, 60))\nglide 0.3 1 \(p.offset(12, 0, 210, 60))\ncancel 1")
        #expect(systemCancel[0].last == "action pan cancelled" && !systemCancel[0].contains("action pan ended"))
    }

    @Test func station13EitherDelegatesYesIsEnough() throws {
        let p = Self.pads
        let gesture = "down 1 \(p.at(13))\nwait 0.6\nglide 0.3 1 \(p.at(13, 0, 0.7))\nup 1"
        let yes = try run(13, gesture)
        #expect(yes[0].contains("action longPress began") && yes[0].contains("action pan began"), "\(yes[0])")
        #expect(try run(13, p.toggle(13) + "\n" + gesture) == [[
            "switch off", "touchesBegan pad 1", "pan failed: prevented by longPress (began)", "action longPress began",
            "touchesCancelled pad 1", "action longPress changed x18", "action longPress ended",
        ]])
    }

    @Test func station14ResetClearsTheCount() throws {
        let p = Self.pads
        let c = p.at(14)
        let taps = "tap \(c)\nwait 0.1\ntap \(c)\nwait 0.1\ntap \(c)\nwait 0.6\ntap \(c)"
        #expect(try run(14, taps) == [[
            "touchesBegan pad 1", "1 end held by third", "touchesBegan pad 1#2", "1#2 end held by third", "action third ended",
            "touchesCancelled pad 1,1#2", "third reset (count 0)",
            "touchesBegan pad 1", "1 end held by third", "third failed: no touch 2 within 0.5 s", "touchesEnded pad 1", "third reset (count 0)",
        ]])
        let off = try run(14, p.toggle(14) + "\n" + taps)
        #expect(off[0].suffix(3) == ["third reset (count 3)", "action third ended", "third reset (count 4)"],
                "the count survives the reset: one more tap fires: \(off[0])")
    }

    @Test func station15AChainOfRequirements() throws {
        let p = Self.pads
        let c = p.at(15)
        let triple = "tap \(c)\nwait 0.1\ntap \(c)\nwait 0.1\ntap \(c)"
        let on = try run(15, triple + "\nwait 0.8\ntap \(c) 2")
        #expect(on == [[
            "touchesBegan pad 1", "tap waits for double to fail", "1 end held by tap, double, triple",
            "touchesBegan pad 1#2", "double waits for triple to fail", "1#2 end held by double, triple",
            "touchesBegan pad 1#3", "tap failed: prevented by triple (recognized)", "double failed: prevented by triple (recognized)",
            "action triple ended", "touchesCancelled pad 1,1#2,1#3",
            "touchesBegan pad 1", "tap waits for double to fail", "1 end held by tap, double, triple",
            "touchesBegan pad 1#2", "double waits for triple to fail", "1#2 end held by double, triple",
            "triple failed: no tap 3 within 0.35 s", "tap failed: prevented by double (recognized)", "action double ended", "touchesCancelled pad 1,1#2",
        ]])
        let off = try run(15, p.toggle(15) + "\n" + triple)
        #expect(off[0].filter { $0.hasPrefix("action") } == ["action tap ended", "action double ended", "action triple ended"])
    }

    @Test func station16TwoFingersRequired() throws {
        let p = Self.pads
        #expect(try run(16, "tap \(p.at(16))") == [["touchesBegan pad 1", "tap failed: lifted with 1 finger, needs 2", "touchesEnded pad 1"]])
        #expect(try run(16, "down 1 \(p.at(16, 0, 0.4))\ndown 2 \(p.at(16, 0, 0.6))\nwait 0.05\nup 1\nup 2") == [[
            "touchesBegan pad 1", "touchesBegan pad 2", "1 end held by tap", "action tap ended", "touchesCancelled pad 1,2",
        ]])
        #expect(try run(16, p.toggle(16) + "\ntap \(p.at(16))") == [["switch off", "touchesBegan pad 1", "action tap ended", "touchesCancelled pad 1"]])
    }

    @Test func station17ScreenEdgePan() throws {
        let p = Self.pads
        let fromEdge = try run(17, "drag \(p.offset(17, 0, 2, 60)) \(p.offset(17, 0, 170, 60)) 0.3")
        #expect(fromEdge == [["touchesBegan pad 1", "touchesMoved pad 1", "action edgePan began", "touchesCancelled pad 1",
                              "action edgePan changed x16", "action edgePan ended"]])
        let middle = "drag \(p.at(17, 0, 0.4, 0.6)) \(p.at(17, 0, 0.85, 0.6)) 0.3"
        #expect(try run(17, middle) == [["edgePan failed: not within 20 pt of its edges", "touchesBegan pad 1", "touchesMoved pad 1 x18", "touchesEnded pad 1"]])
        #expect(try run(17, p.toggle(17) + "\n" + middle)[0].contains("action edgePan began"), "the switch allows any start")
    }

    @Test func station18ActionBeforeTouchesCancelled() throws {
        let p = Self.pads
        let drag = "drag \(p.at(18, 0, 0.1, 0.6)) \(p.at(18, 0, 0.8, 0.6)) 0.3"
        #expect(try run(18, drag) == [["touchesBegan pad 1", "action pan began", "touchesCancelled pad 1", "action pan changed x17",
                                       "action pan ended"]])
        #expect(try run(18, p.toggle(18) + "\n" + drag) == [[
            "switch off", "touchesBegan pad 1", "action pan began", "touchesMoved pad 1", "action pan changed (pair x17)",
            "touchesMoved pad 1", "action pan ended", "touchesEnded pad 1",
        ]])
    }
}
