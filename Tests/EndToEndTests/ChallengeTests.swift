import Foundation
import Testing
import TestSupport
import Gestures
@testable import TouchTracker

/// Chapter 18's challenges: two-finger circles (gold) and coloring by angle (silver).
@Suite struct ChallengeTests {
    @Test func twoFingersDrawACircleAndThreeDrawLines() throws {
        let r = try Binary.run("""
            down 1 200 200
            down 2 400 300
            glide 0.3 1 150 150 2 450 350
            dump mid.json
            up 1
            up 2
            dump two.json
            down 1 100 500
            down 2 200 500
            down 3 300 500
            glide 0.3 1 120 600 2 220 600 3 320 600
            up 1
            up 2
            up 3
            dump three.json
            key ctrl+Z
            dump undone.json
            tap 600 400 2
            dump cleared.json
            key ctrl+Z
            dump restored.json
            """)
        let mid = try r.json("mid.json")
        #expect((mid["currentLines"] as! [Any]).isEmpty)
        let current = mid["currentCircles"] as! [[String: Any]]
        #expect(current.count == 1 && current[0]["center"] as? [Double] == [300, 250] && current[0]["radius"] as? Double == 125, "(|dx| + |dy|) / 4 of the box")
        let two = try r.json("two.json")
        #expect(two.lines.isEmpty)
        let circles = two["circles"] as! [[String: Any]]
        #expect(circles.count == 1 && circles[0]["center"] as? [Double] == [300, 250] && circles[0]["radius"] as? Double == 125)
        let three = try r.json("three.json")
        #expect(three.lines.count == 3 && (three["circles"] as! [Any]).count == 1, "a third finger turns the gesture into lines")
        #expect(three.lines.map { three.point($0, "begin") } == [[100, 500], [200, 500], [300, 500]])
        let undone = try r.json("undone.json")
        #expect(undone.lines.count == 2)
        #expect(try (r.json("cleared.json")["circles"] as! [Any]).isEmpty, "double tap clears circles too")
        let restored = try r.json("restored.json")
        #expect(restored.lines.count == 2 && (restored["circles"] as! [Any]).count == 1)
    }

    @Test func circlesAreSavedAndRestoredInStackingOrder() throws {
        let data = Binary.makeDirectory()
        _ = try Binary.run("drag 100 100 300 100 0.3\ndown 1 200 200\ndown 2 300 300\nglide 0.2 1 190 190 2 310 310\nup 1\nup 2\ndrag 100 400 300 400 0.3\nquit\n",
                           extra: ["--data-dir", data.path])
        let saved = try Binary.exportJSON(dataDir: data.url).text
        #expect(saved.contains("\"circles\": [\n    {"), "\(saved)")
        let d = try Binary.run("dump d.json\n", extra: ["--data-dir", data.path]).json("d.json")
        #expect(d.lines.count == 2 && (d["circles"] as! [Any]).count == 1)
        let store = DrawingStore(directory: data.url)
        guard case .loaded(let s, _) = store.load() else { Issue.record("not loaded"); return }
        #expect(s.lines.map(\.id) == [1, 3] && s.circles.map(\.id) == [2], "the circle lies between the two lines")
    }

    @Test func colorByAngleFromThePanel() throws {
        let first = try Binary.run("swipe 3 up 500 600 250 0.25\ndump p.json\n").json("p.json")
        let byAngle = (first["colorPanel"] as! [String: Any])["byAngle"] as! [String: Any]
        let f = byAngle["frame"] as! [Double]
        let (x, y) = (f[0] + f[2] / 2, f[1] + f[3] / 2)
        let d = try Binary.run("swipe 3 up 500 600 250 0.25\ntap \(x) \(y)\ndrag 100 100 400 100 0.3\ndrag 100 200 100 500 0.3\ndrag 300 500 500 300 0.3\ndump d.json\n")
            .json("d.json")
        #expect(d["colorByAngle"] as? Bool == true && d.log.contains("panel pick angle"))
        let colors = d.lines.map { $0["color"] as! String }
        #expect(colors == [AngleColor.color(from: Point(100, 100), to: Point(400, 100)).hexString,
                           AngleColor.color(from: Point(100, 200), to: Point(100, 500)).hexString,
                           AngleColor.color(from: Point(300, 500), to: Point(500, 300)).hexString])
        #expect(Set(colors).count == 3, "three directions, three hues: \(colors)")
        #expect(AngleColor.color(from: Point(0, 0), to: Point(10, 0)) == AngleColor.color(from: Point(10, 0), to: Point(0, 0)),
                "a line and its reverse share a color")
    }
}
