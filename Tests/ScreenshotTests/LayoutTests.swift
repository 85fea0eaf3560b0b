import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// The layout at 800x600, 1024x768, 1920x1080 and 3840x2160, with the overlay (F1) on and off, in the
/// drawing, on both pages of the lab and with one station focused: from what the app draws (every text's box, measured with the shipped font), no
/// two texts of a station card overlap, none runs out of its card or its pad, pads stay inside their card
/// and apart, the overlay's panels stay inside the window and never cover a station.
@Suite struct LayoutTests {
    static let sizes = [Size(width: 800, height: 600), Size(width: 1024, height: 768), Size(width: 1920, height: 1080),
                        Size(width: 3840, height: 2160)]

    /// The overlay's panels (its opaque fill colour) drawn on `canvas`.
    static func panels(_ canvas: RecordingCanvas) -> [Rect] {
        canvas.operations.compactMap { if case let .roundedRect(r, _, c) = $0, c == TeachingOverlay.panelFill { return r } else { return nil } }
    }

    /// Overlap beyond rounding (a glyph box's descent may touch the next line's box by a point).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let i = a.intersection(b)
        return i.width > 1 && i.height > 1.5
    }
    static func inside(_ a: Rect, _ b: Rect) -> Bool {
        a.minX >= b.minX - 0.5 && a.minY >= b.minY - 0.5 && a.maxX <= b.maxX + 0.5 && a.maxY <= b.maxY + 0.5
    }

    func app(_ size: Size, scene: String, overlay: Bool, page2: Bool = false, focus: Int? = nil, pixelsPerPoint: Double = 1,
             timeline: Bool = false, prepare: (TouchTrackerApp) -> Void = { _ in }) -> (TouchTrackerApp, RecordingCanvas) {
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: size, store: nil)
        app.resize(to: size)
        app.selectScene(scene)
        app.isOverlayVisible = overlay
        app.isTimelineVisible = timeline
        if page2 { app.handleKey(KeyPress("PageDown")) }
        if let focus { app.handleKey(KeyPress(String(focus))) }
        // A tap on the first station's pad (or the canvas) gives the overlay recognizers to show.
        let target = scene == "lab" ? app.lab!.visibleStations[0].pads[0].frameInWindow.center
            : scene == "playground" ? app.playground!.area.children[0].frameInWindow.center : Point(size.width / 2, size.height / 2)
        app.gestureWindow.touchDown(TouchID(1), at: target, time: 0)
        app.update(now: 0, hostTime: 0)
        prepare(app)
        let metrics = backendUnderTest.makeServices()
        // Text as a window at `pixelsPerPoint` rasterizes it: at the pixel size nearest, back in points.
        let k = pixelsPerPoint
        let canvas = RecordingCanvas { text, size in
            let m = metrics.measure(text, size: (size * k).rounded() )
            return Size(width: m.width / k, height: m.height / k)
        }
        app.render(in: canvas)
        return (app, canvas)
    }

    @Test(arguments: sizes) func theLabNeverOverlaps(size: Size) { checkLab(size, pixelsPerPoint: 1) }

    /// GNOME's and KDE's fractional scales: a 1920x1080 screen at 1.25, 1.5 and 1.75 is a window of
    /// 1536x864, 1280x720 and 1097x617 points, its text rasterized at the nearest pixel size.
    @Test(arguments: [1.25, 1.5, 1.75]) func theLabAndTheDrawingFitAtFractionalScales(scale: Double) {
        let size = Size(width: (1920 / scale).rounded(.down), height: (1080 / scale).rounded(.down))
        checkLab(size, pixelsPerPoint: scale)
        checkDrawing(size, pixelsPerPoint: scale)
    }

    func checkLab(_ size: Size, pixelsPerPoint: Double) {
        for overlay in [false, true] {
            for (page2, focus) in [(false, nil), (true, nil), (false, 9), (true, 1)] as [(Bool, Int?)] {
                let (app, canvas) = app(size, scene: "lab", overlay: overlay, page2: page2, focus: focus, pixelsPerPoint: pixelsPerPoint)
                let label = "\(Int(size.width))x\(Int(size.height))@\(pixelsPerPoint) F1 \(overlay ? "on" : "off") page \(page2 ? 2 : 1)"
                    + (focus.map { " station \($0) focused" } ?? "")
                let cards = app.lab!.visibleStations
                #expect(!cards.isEmpty, "\(label)")
                for s in cards {
                    let card = s.frameInWindow
                    #expect(Self.inside(card, Rect(origin: .zero, size: size)), "\(label): station \(s.number) inside the window")
                    let mine = canvas.texts.filter { card.contains(Point($0.1.minX + 0.5, $0.1.minY + 0.5)) }
                    for (text, box) in mine {
                        #expect(Self.inside(box, card), "\(label): '\(text)' runs out of station \(s.number)")
                        #expect(!Self.overlaps(box, s.toggle.frameInWindow), "\(label): '\(text)' under station \(s.number)'s switch")
                    }
                    for (i, a) in mine.enumerated() {
                        for b in mine[(i + 1)...] where Self.overlaps(a.1, b.1) {
                            Issue.record("\(label): station \(s.number): '\(a.0)' overlaps '\(b.0)'")
                        }
                    }
                    for (i, pad) in s.pads.enumerated() {
                        let p = pad.frameInWindow
                        #expect(Self.inside(p, card) && p.height >= 40, "\(label): station \(s.number)'s pad \(pad.name): \(p)")
                        for q in s.pads[(i + 1)...] { #expect(!Self.overlaps(p, q.frameInWindow), "\(label): pads of \(s.number) overlap") }
                        for (text, box) in mine where p.contains(Point(box.minX + 0.5, box.minY + 0.5)) {
                            #expect(Self.inside(box, p), "\(label): '\(text)' runs out of pad \(pad.name)")
                        }
                    }
                    for panel in Self.panels(canvas) { #expect(!Self.overlaps(panel, card), "\(label): the overlay covers station \(s.number)") }
                }
                for panel in Self.panels(canvas) { #expect(Self.inside(panel, Rect(origin: .zero, size: size)), "\(label): a panel runs out of the window") }
            }
        }
    }

    @Test(arguments: sizes) func theDrawingsOverlayStaysInTheWindow(size: Size) { checkDrawing(size, pixelsPerPoint: 1) }

    func checkDrawing(_ size: Size, pixelsPerPoint: Double) {
        for overlay in [false, true] {
            let (_, canvas) = app(size, scene: "tracker", overlay: overlay, pixelsPerPoint: pixelsPerPoint)
            let window = Rect(origin: .zero, size: size)
            #expect(Self.panels(canvas).isEmpty == !overlay)
            for panel in Self.panels(canvas) { #expect(Self.inside(panel, window), "\(size) F1: a panel runs out of the window: \(panel)") }
            for (i, a) in Self.panels(canvas).enumerated() {
                for b in Self.panels(canvas)[(i + 1)...] { #expect(!Self.overlaps(a, b), "\(size): the overlay's panels overlap") }
            }
            for (text, box) in canvas.texts { #expect(Self.inside(box, window), "\(size): '\(text)' runs out of the window") }
        }
    }

    /// A station's title is drawn larger when its card is: a class reads a focused station, or a 4K grid,
    /// from the back of the room without `--ui-scale`.
    @Test func stationTextGrowsWithItsCard() {
        func titleHeight(_ size: Size, focus: Int? = nil) -> Points {
            let (app, canvas) = app(size, scene: "lab", overlay: false, focus: focus)
            let title = "\(app.lab!.visibleStations[0].number). \(app.lab!.visibleStations[0].title)"
            return canvas.texts.first { $0.0 == title }!.1.height
        }
        let grid = titleHeight(Size(width: 1024, height: 768))
        #expect(titleHeight(Size(width: 1920, height: 1080), focus: 1) >= 2 * grid, "a focused station at 1920x1080")
        #expect(titleHeight(Size(width: 3840, height: 2160)) >= 2 * grid, "the grid at 3840x2160")
        #expect(titleHeight(Size(width: 800, height: 600)) == grid, "small cards keep the usual size")
    }

    /// F1 and F4 together, in every scene and at every size: the overlay's panels stay above the timeline's
    /// dock, and the timeline's lane names and texts are covered by nothing.
    @Test(arguments: sizes + [Size(width: 1280, height: 800)]) func theOverlayAndTheTimelineNeverCollide(size: Size) {
        for scene in SceneRegistry.standard.names {
            let (app, canvas) = app(size, scene: scene, overlay: true, timeline: true)
            let dock = app.timelineFrame
            #expect(dock.height > 0, "\(scene) \(size): the timeline is docked")
            for panel in Self.panels(canvas) {
                #expect(!Self.overlaps(panel, dock), "\(scene) \(Int(size.width))x\(Int(size.height)): an overlay panel \(panel) over the timeline \(dock)")
            }
            let timelineTexts = canvas.texts.filter { Self.inside($0.1, dock) }
            #expect(!timelineTexts.isEmpty, "\(scene) \(size): the timeline has its texts")
            for (text, box) in timelineTexts {
                for panel in Self.panels(canvas) { #expect(!Self.overlaps(box, panel), "\(scene) \(size): '\(text)' under an overlay panel") }
            }
        }
    }

    /// The playground with the inspector open (and Open…'s list), F1 on and off, at every size and the
    /// fractional scales: the toolbar, palette, pads and the column of cards never overlap and stay in the
    /// window; no two buttons overlap; every text of the column stays in it, overlaps no other text and no
    /// button it is not the title of; the overlay's panels cover none of it.
    @Test(arguments: sizes + [Size(width: 1280, height: 800), Size(width: 1097, height: 617)]) func thePlaygroundNeverOverlaps(size: Size) {
        for overlay in [false, true] {
            for list in [false, true] {
                let (app, canvas) = app(size, scene: "playground", overlay: overlay) { app in
                    app.playground!.cardTapped("double")
                    if list { app.playground!.tapped(.open) }
                }
                let pg = app.playground!
                let label = "\(Int(size.width))x\(Int(size.height)) F1 \(overlay ? "on" : "off")\(list ? " Open…" : "")"
                let window = Rect(origin: .zero, size: size)
                let parts: [(String, Rect)] = [("toolbar", pg.toolbar.frameInWindow), ("title line", pg.titleLine.frameInWindow),
                                               ("mouse fingers", pg.mouseFingerPicker.frameInWindow), ("palette", pg.palette.frameInWindow),
                                               ("pads", pg.area.frameInWindow), ("cards", pg.side.frameInWindow)]
                #expect(pg.side.frame.width >= 200, "\(label): the column is \(pg.side.frame.width) wide")
                for (i, a) in parts.enumerated() {
                    #expect(Self.inside(a.1, window), "\(label): the \(a.0) \(a.1) runs out of the window")
                    for b in parts[(i + 1)...] { #expect(!Self.overlaps(a.1, b.1), "\(label): the \(a.0) overlaps the \(b.0)") }
                    for panel in Self.panels(canvas) { #expect(!Self.overlaps(panel, a.1), "\(label): the overlay covers the \(a.0)") }
                }
                var buttons: [(String, Rect)] = []
                for node in [pg.toolbar, pg.titleLine, pg.palette, pg.side] + (list ? [pg.lessonList] : []) {
                    let o = node.frameInWindow.origin
                    for t in node.targets {
                        let f = Rect(x: o.x + t.frame.minX, y: o.y + t.frame.minY, width: t.frame.width, height: t.frame.height)
                        #expect(Self.inside(f, node.frameInWindow), "\(label): \(t.id) runs out of \(node.name)")
                        buttons.append((t.id.id, f))
                    }
                }
                for (i, a) in buttons.enumerated() {
                    for b in buttons[(i + 1)...] where Self.overlaps(a.1, b.1) && !(list && (a.0.hasPrefix("lesson.") || b.0.hasPrefix("lesson.") || a.0 == "cancel" || b.0 == "cancel")) {
                        Issue.record("\(label): buttons \(a.0) and \(b.0) overlap")
                    }
                }
                let column = pg.side.frameInWindow
                let covered = list ? pg.lessonList.frameInWindow : Rect(x: 0, y: 0, width: 0, height: 0)
                let texts = canvas.texts.filter { column.contains(Point($0.1.minX + 0.5, $0.1.minY + 0.5)) && !Self.overlaps($0.1, covered) }
                #expect(list || texts.contains { $0.0.hasPrefix("numberOf") }, "\(label): the inspector is drawn: \(texts.map(\.0))")
                for (i, a) in texts.enumerated() {
                    #expect(Self.inside(a.1, column), "\(label): '\(a.0)' runs out of the column")
                    for b in texts[(i + 1)...] where Self.overlaps(a.1, b.1) { Issue.record("\(label): '\(a.0)' overlaps '\(b.0)'") }
                    // Open…'s list is a panel over the pads and the column, as a dialog is: what it covers is not checked.
                    for (id, f) in buttons where Self.overlaps(a.1, f) && !Self.inside(a.1, f) && !(list && (id.hasPrefix("lesson.") || id == "cancel")) {
                        Issue.record("\(label): '\(a.0)' runs under the button \(id)")
                    }
                }
            }
        }
    }
}
