import Foundation
import Testing
import TestSupport

/// A laptop's inputs in the drawing, through the binary and the dump: a pen's line as wide as it presses,
/// drawing with the pen only (on by the first pen line, P and the color panel), the hover ring, and the
/// right button's menu; its data folder's save keeps each line's width.
@Suite struct LaptopDrawingTests {
    /// The log's entries about the drawing's own modes and menu, in order (no touches, no actions).
    static func modeLog(_ d: [String: Any]) -> [String] {
        (d["log"] as! [String]).filter { $0.hasPrefix("pen only") || $0.hasPrefix("menu") || $0.hasPrefix("panel") }
    }

    @Test func aPenDrawsAsWideAsItPressesAndThenAloneDraws() throws {
        let data = ScratchFolder()
        let r = try Binary.run("""
            drag 60 400 300 420 1
            down 1 60 80 pen 0
            glide 0.3 1 300 100
            up 1
            down 1 60 170 pen 0.5
            glide 0.3 1 300 190
            up 1
            down 1 60 260 pen 1
            glide 0.3 1 300 280
            up 1
            wait 0.5
            dump pen.json
            drag 400 100 600 300 0.5
            mouse down 400 300
            mouse move 600 400
            mouse up
            wait 0.5
            dump fingers.json
            down 1 420 80
            down 2 520 80
            up 1
            up 2
            wait 0.5
            dump undone.json
            key P
            drag 400 100 600 300 0.5
            wait 0.5
            key P
            dump toggled.json
            """, extra: ["--data-dir", data.path])
        #expect(r.code == 0, "\(r.stderr)")
        let pen = try r.json("pen.json"), fingers = try r.json("fingers.json"), undone = try r.json("undone.json")
        let toggled = try r.json("toggled.json")
        let widths = { (d: [String: Any]) in d.lines.map { $0["width"] as! Double } }
        // The mouse's slow line (the book's width), then the pen's at 0, half and full pressure: 1.5 to 16 pt.
        #expect(widths(pen).count == 4)
        #expect(widths(pen).dropFirst().map { $0 } == [1.5, 8.75, 16])
        #expect(pen["penOnly"] as? Bool == true)
        // With the pen only, a finger's drag and the mouse's inked nothing; two fingers' tap still undid the
        // last pen line.
        #expect(widths(fingers) == widths(pen))
        #expect(widths(undone) == Array(widths(pen).prefix(3)))
        // P off: the finger draws; P on again.
        #expect(widths(toggled).count == 4 && widths(toggled).last != 16)
        #expect(Self.modeLog(toggled) == ["pen only on", "pen only off", "pen only on"])
        #expect(toggled["penOnly"] as? Bool == true)
    }

    @Test func theHoverRingShowsWhereEachPointerWouldInk() throws {
        let r = try Binary.run("""
            hover 200 200
            dump mouse.json
            hover 300 300 pen
            dump both.json
            down 1 100 100 pen 0.5
            dump pressing.json
            glide 0.3 1 200 100
            up 1
            hover out pen
            dump penOnlyMouse.json
            hover out
            dump none.json
            """)
        #expect(r.code == 0, "\(r.stderr)")
        let ring = { (name: String) throws -> [Double]? in
            guard let o = try r.json(name)["hoverRing"] as? [String: Any] else { return nil }
            return (o["center"] as! [Double]) + [o["radius"] as! Double]
        }
        // The mouse's ring: the slow line's width; the pen's (shown first): its line at half pressure.
        #expect(try ring("mouse.json") == [200, 200, 6])
        #expect(try ring("both.json") == [300, 300, 8.75 / 2 + 1])
        // A pressing pen hides its ring (the mouse's shows again); once a pen line made the pen the only one
        // that draws, the mouse shows none; gone when it leaves.
        #expect(try ring("pressing.json") == [200, 200, 6])
        #expect(try ring("penOnlyMouse.json") == nil)
        #expect(try ring("none.json") == nil)
    }

    @Test func theRightButtonSelectsTheLineAndOpensItsMenu() throws {
        let r = try Binary.run("""
            drag 100 100 300 100 0.8
            drag 100 300 300 300 0.8
            wait 0.5
            mouse down 200 302 right
            mouse up
            wait 0.1
            dump menu.json
            mouse down 600 600 right
            mouse up
            wait 0.1
            dump off.json
            """)
        #expect(r.code == 0, "\(r.stderr)")
        let menu = try r.json("menu.json"), off = try r.json("off.json")
        #expect(menu["selectedLine"] as? Int == 1)
        #expect((menu["menu"] as! [String: Any])["visible"] as? Bool == true)
        #expect(menu.lines.count == 2, "the right button inks nothing")
        #expect(off["selectedLine"] is NSNull)
        #expect(Self.modeLog(off) == ["menu show Delete", "menu hide"])
    }
}

/// SDL 3's inputs through the binary and the dump, from a touch script (which plays the same on either
/// backend): a tilted pen's line and touch, the eraser, a hovering pen's distance, a trackpad pinch.
@Suite struct SDL3InputsDrawingTests {
    @Test func theDumpCarriesThePenAndTheDrawingUsesIt() throws {
        let r = try Binary.run("""
            drag 100 100 300 100 0.2
            wait 0.5
            down 1 100 200 pen 0.5 tilt 30 90
            move 1 200 200
            dump tilted.json
            up 1
            hover 400 300 pen 0.5
            dump hover.json
            tap 200 100
            wait 0.5
            pinch-trackpad 200 100 0.5 0.1
            wait 0.5
            dump pinched.json
            down 2 120 50 pen 0.5 eraser
            glide 0.2 2 120 250
            up 2
            wait 0.5
            dump erased.json
            """)
        #expect(r.code == 0, "\(r.stderr)")
        let tilted = try r.json("tilted.json"), hover = try r.json("hover.json")
        let touch = (tilted["touches"] as! [[String: Any]])[0]
        #expect(touch["type"] as? String == "pencil" && touch["eraser"] as? Bool == false && touch["rollAngle"] is NSNull)
        #expect(abs((touch["altitudeAngle"] as! Double) - .pi / 6) < 1e-4 && abs((touch["azimuthAngle"] as! Double) - .pi / 2) < 1e-4,
                "\(touch)")
        let h = hover["hover"] as! [String: Any]
        #expect(h["type"] as? String == "pencil" && h["zOffset"] as? Double == 0.5)
        let pinched = try r.json("pinched.json").lines, erased = try r.json("erased.json").lines
        #expect(pinched.count == 2)
        #expect(pinched[0]["begin"] as? [Double] == [150, 100] && pinched[0]["end"] as? [Double] == [250, 100],
                "the selected line halved about the pointer: \(pinched[0])")
        #expect(pinched[1]["color"] as? String != "#000000", "the tilted pen's line is lighter: \(pinched[1])")
        #expect(erased.count == 1 && erased[0]["begin"] as? [Double] == [150, 100],
                "the eraser crossed the pen's line, not the scaled one 30 pt away: \(erased)")
    }
}
