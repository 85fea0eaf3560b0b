import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// The projector (issue 40): 1024x768 at 2x and 1280x720 at 1.5x, the overlay (F1) and the timeline (F4) on,
/// as a teacher presents. After a tap on station 1's pad: every text of the overlay's panels inside its panel
/// (the relation `s1.tap waits for s1.doubleTap to fail` broken over lines, the legend's columns), every text
/// of the timeline inside it (a lane's label `waits for s1.doubleTap` moved left to end in the plot), and the
/// timeline showing all of station 1's lanes. Station 22's list starts below its pad's label (`row 0` under
/// no label line); a hover over the timeline draws its ring only above it; the overlay's log box starts
/// again when another station is shown. In the playground: the pad's flashed action (`tap ended`) whole;
/// the status line over no palette button or column control; an undo leaves only its own line in the log.
extension LayoutGridTests {
    static let projectors = [(Size(width: 1024, height: 768), 2.0), (Size(width: 1280, height: 720), 1.5)]

    /// A tap at `p`, on the window's clock, then a frame later.
    static func tap(_ app: TouchTrackerApp, at p: Point) {
        let w = app.gestureWindow
        let now = w.clock.now
        w.touchDown(TouchID(1), at: p, time: now); app.update(now: now, hostTime: now)
        w.touchUp(TouchID(1), time: now + 0.05); app.update(now: now + 0.05, hostTime: now + 0.05)
    }

    /// Lets `seconds` pass on the window's clock (a double tap's gap runs out).
    static func wait(_ app: TouchTrackerApp, _ seconds: Seconds) {
        let w = app.gestureWindow
        let until = w.clock.now + seconds
        w.advanceTime(to: until)
        app.update(now: until, hostTime: until)
    }

    /// The texts drawn, with the clip each was drawn under (nil: none).
    static func clippedTexts(_ canvas: RecordingCanvas) -> [(String, Rect, Rect?)] {
        var clip: Rect?
        var out: [(String, Rect, Rect?)] = []
        for op in canvas.operations {
            switch op {
            case .clip(let r): clip = r
            case .text(let s, let box, _, _): out.append((s, box, clip))
            default: break
            }
        }
        return out
    }

    /// The app at projector `index` with F1 and F4 on, showing `scene`: the app, its pixels per point, a label.
    static func projectorApp(_ index: Int, scene: String) -> (TouchTrackerApp, scale: Double, label: String) {
        let (window, scale) = projectors[index]
        let size = Size(width: window.width / scale, height: window.height / scale)
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: size, store: nil)
        app.resize(to: size)
        app.isOverlayVisible = true
        app.isTimelineVisible = true
        app.selectScene(scene)
        return (app, scale, "\(Int(window.width))x\(Int(window.height)) at \(scale)x F1 F4")
    }

    @Test(arguments: 0..<projectors.count) func aProjectorShowsEveryTextInItsPanel(index: Int) {
        let (app, scale, label) = Self.projectorApp(index, scene: "lab")
        let lab = app.lab!
        lab.focus(place: 1)
        let station = lab.visibleStations[0]
        #expect(station.number == 1, "\(label): station 1 shown")
        // A single tap: the tap waits for the double tap, which fails.
        Self.tap(app, at: station.pads[0].frameInWindow.center)
        Self.wait(app, 0.2)
        var canvas = Self.render(app, pixelsPerPoint: scale)
        let panels = LayoutTests.panels(canvas)
        let timeline = app.timelineFrame
        #expect(timeline.height > 0 && panels.count >= 1, "\(label): the overlay and the timeline show")
        // Each text starts in the panel it is drawn in and stays inside it: the overlay's panels, the timeline.
        for (text, box, clip) in Self.clippedTexts(canvas) {
            let seen = clip.map { box.intersection($0) } ?? box
            guard seen.width > 0.5 else { continue }
            if let panel = panels.first(where: { $0.contains(Point(box.minX + 0.5, box.minY + 0.5)) }) {
                #expect(Self.inside(box, panel), "\(label): '\(text)' \(box) runs off the overlay's panel \(panel)")
            }
            if timeline.contains(Point(box.minX + 0.5, box.minY + 0.5)) {
                #expect(Self.inside(box, timeline) && clip.map { Self.inside(box, $0) } ?? true,
                        "\(label): '\(text)' \(box) runs off the timeline \(timeline) (clip \(clip.map { "\($0)" } ?? "none"))")
            }
        }
        let drawn = canvas.texts.map(\.0)
        #expect(drawn.contains { $0.hasPrefix("waits for s1.doub") }, "\(label): the tap's lane says it waits: \(drawn)")
        #expect(drawn.contains("possible") && drawn.contains("failed"), "\(label): the legend is drawn: \(drawn)")
        // Every lane of station 1 in view (touch, pad, tap, double tap): none left to scroll to.
        let dump = Self.json(app)["timeline"] as! [String: Any]
        let lanes = (dump["lanes"] as! [Any]).count, rows = dump["rows"] as! Int
        #expect(lanes >= 4 && rows >= lanes, "\(label): the timeline shows \(rows) of \(lanes) lanes")

        // Another station: the log box starts again (nothing of station 1's tap).
        #expect(!app.overlay.logLines.isEmpty)
        lab.turn(by: 1)
        #expect(app.overlay.logLines.isEmpty, "\(label): the log keeps \(app.overlay.logLines) after the station changed")

        // Station 22: its list of rows starts under its pad's label.
        while lab.page != 2 { lab.turnPage(by: 1) }
        lab.focus(place: 4)
        let s22 = lab.visibleStations[0]
        #expect(s22.number == 22)
        canvas = Self.render(app, pixelsPerPoint: scale)
        let padFrame = s22.pads[0].frameInWindow
        let labelLines = s22.pads[0].labelLines(in: canvas)
        let labels = canvas.texts.filter { labelLines.contains($0.0) && Self.inside($0.1, padFrame) }.map(\.1)
        let rowTexts = Self.clippedTexts(canvas).filter { $0.0.hasPrefix("row ") && Self.inside($0.1, padFrame) }
        #expect(!labels.isEmpty && rowTexts.contains { $0.0 == "row 0" }, "\(label): station 22 draws its label and row 0")
        for (text, box, clip) in rowTexts {
            let seen = clip.map { box.intersection($0) } ?? box
            guard seen.width > 0, seen.height > 0 else { continue }
            for l in labels { #expect(!LayoutTests.overlaps(seen, l), "\(label): station 22's '\(text)' \(seen) under its label \(l)") }
        }

        // A hover over the timeline: no ring drawn over it.
        let w = app.gestureWindow
        w.send(hover: HoverInput(move: Point(timeline.midX, timeline.midY)), at: w.clock.now)
        app.update(now: w.clock.now, hostTime: w.clock.now)
        canvas = Self.render(app, pixelsPerPoint: scale)
        var clip: Rect?
        var rings = 0
        for op in canvas.operations {
            switch op {
            case .clip(let r): clip = r
            case .ring(let c, let r, _, _) where r == 12:
                rings += 1
                let ring = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
                let seen = clip.map { ring.intersection($0) } ?? ring
                #expect(seen.width <= 0 || seen.height <= 0 || !LayoutTests.overlaps(seen, timeline), "\(label): the hover ring \(seen) over the timeline")
            default: break
            }
        }
        #expect(rings == 1, "\(label): the hover's ring is drawn (clipped)")
        w.send(hover: HoverInput(exitOf: .indirectPointer), at: w.clock.now)

        checkPlaygroundOnAProjector(app, scale: scale, label: label)
    }

    func checkPlaygroundOnAProjector(_ app: TouchTrackerApp, scale: Double, label: String) {
        app.selectScene("playground")
        let pg = app.playground!
        // The pad flashes its recognizer's action whole (smaller, or on two lines), never "tap en…".
        let pad = pg.area.children[0].frameInWindow
        Self.tap(app, at: pad.center)
        Self.wait(app, 0.4)
        #expect(pg.actions.contains { $0.name == "tap" && $0.state == .ended })
        var canvas = Self.render(app, pixelsPerPoint: scale)
        let inPad = canvas.texts.filter { Self.inside($0.1, pad) }
        #expect(inPad.contains { $0.0.hasPrefix("tap") }, "\(label): the pad flashes the tap: \(inPad.map(\.0))")
        for (text, box) in inPad { #expect(!text.hasSuffix("…") && Self.inside(box, pad), "\(label): the pad's '\(text)' is cut") }
        // The status line covers no palette button and no control of the column.
        pg.say(PlaygroundCode.refusal(ofName: "in", isRecognizer: true, in: pg.lesson)!.shown)
        canvas = Self.render(app, pixelsPerPoint: scale)
        let (box, lines, _) = pg.statusBox(pg.status!.text) { canvas.measureText($0, size: $1).width }
        #expect(!lines.contains { $0.hasSuffix("…") }, "\(label): the status line is cut: \(lines)")
        for strip in [pg.palette, pg.side] as [PlaygroundControls] {
            let o = strip.frameInWindow.origin
            for t in strip.targets {
                let f = t.frame.offsetBy(Vector(dx: o.x, dy: o.y))
                #expect(!LayoutTests.overlaps(box, f), "\(label): the status line \(box) covers \(t.id.id) \(f)")
            }
        }
        // An edit, then its undo: the log box holds the undo's line alone.
        app.handleKey(KeyPress("T", alt: true))
        Self.tap(app, at: pad.center)
        Self.wait(app, 0.4)
        #expect(app.overlay.logLines.count > 1)
        app.handleKey(KeyPress("Z", ctrl: true))
        #expect(app.overlay.logLines.count == 1 && app.overlay.logLines[0].hasPrefix("undone: "), "\(label): after an undo the log is \(app.overlay.logLines)")
    }
}
