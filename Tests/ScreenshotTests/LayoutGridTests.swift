import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// "Readable from the back row" (issue 31): windows of 800x600, 1024x768, 1920x1080 and 3840x2160 at the
/// interface scales 1, 1.5 and 2 (the app sees window / scale; its text is rasterized at the scale's pixel
/// size), the overlay (F1) and the timeline (F4) each on and off; one app per window and scale, the
/// overlay and timeline flipped on it. From the app's dump (frames of pads, switches, cards, inspector rows,
/// buttons; the scroll of the palette and the column) and the texts it draws:
/// - the drawing, with its first-run hint and after a stroke: every text whole and in the window (the
///   hint's lines broken in a narrow one); the undo bar's buttons in the window, under no overlay panel;
/// - the lab, on every page (one station at a time: at every station) and with station 8 focused: its top
///   bar's texts whole and apart (the pager's words beside the mouse fingers); every station above the
///   timeline; the overlay's panels never cover a station's switch; every switch shown is in the window;
///   the overlay's key lines are whole and inside its panel; a station's title bar reads its whole title,
///   then its whole switch line (smaller, then broken over lines, never cut with "…"), left of its switch;
///   a pad's label is drawn whole (broken over lines, never cut); every pad keeps `minimumPad`;
/// - the playground: its head's texts whole and apart; each toolbar button reads its title (on two lines
///   if need be); the title line reads the lesson's whole title, its file's name whole or shortened in its
///   middle; the overlay's panel lists every recognizer (not "and N more") at every size, and cuts no
///   text: its log's newest line is drawn whole; every card's title and every inspector row's label is
///   its full name (the lines it is broken over, never cut), no two rows read the same; no card or row is
///   taller than the column; every palette button, card, inspector row and control is wholly in view at
///   some scroll of its strip (and then inside the window); the pads keep `minimumPad`.
/// `theLogBreaksALongLineOverRows` checks the overlay's log box with a line wider than it.
@Suite struct LayoutGridTests {
    static let windows = [Size(width: 800, height: 600), Size(width: 1024, height: 768), Size(width: 1920, height: 1080),
                          Size(width: 3840, height: 2160)]
    static let scales: [Double] = [1, 1.5, 2]
    /// The least a pad keeps on each side, in the app's points.
    static let minimumPad: Points = 40

    static func json(_ app: TouchTrackerApp) -> [String: Any] {
        try! JSONSerialization.jsonObject(with: Data(JSONValue.object(app.dumpFields()).render().utf8)) as! [String: Any]
    }
    static func rect(_ v: Any?) -> Rect? {
        guard let a = v as? [Double], a.count == 4 else { return nil }
        return Rect(x: a[0], y: a[1], width: a[2], height: a[3])
    }
    static func render(_ app: TouchTrackerApp, pixelsPerPoint k: Double) -> RecordingCanvas {
        let metrics = backendUnderTest.makeServices()
        let canvas = RecordingCanvas { text, size in
            let m = metrics.measure(text, size: (size * k).rounded())
            return Size(width: m.width / k, height: m.height / k)
        }
        app.render(in: canvas)
        return canvas
    }
    static func inside(_ a: Rect, _ b: Rect) -> Bool {
        a.minX >= b.minX - 0.5 && a.minY >= b.minY - 0.5 && a.maxX <= b.maxX + 0.5 && a.maxY <= b.maxY + 0.5
    }
    /// `lines` read as `name`: the name broken over them (at a space or before a capital), nothing cut.
    static func reads(_ lines: [String], as name: String) -> Bool {
        !lines.contains { $0.hasSuffix("…") } && lines.joined().filter { $0 != " " } == name.filter { $0 != " " }
    }

    @Test(arguments: windows) func readableFromTheBackRow(window: Size) {
        for scale in Self.scales {
            let size = Size(width: window.width / scale, height: window.height / scale)
            let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: size, store: nil)
            app.resize(to: size)
            for overlay in [false, true] {
                for timeline in [false, true] {
                    app.isOverlayVisible = overlay
                    app.isTimelineVisible = timeline
                    let label = "\(Int(window.width))x\(Int(window.height)) at \(scale)x F1 \(overlay ? "on" : "off") F4 \(timeline ? "on" : "off")"
                    checkDrawing(app, size: size, scale: scale, label: label)
                    checkLab(app, size: size, scale: scale, label: label)
                    checkPlayground(app, size: size, scale: scale, label: label)
                }
            }
        }
    }

    /// A bar's texts (the lab's top bar, the playground's toolbar and title line): none cut but "Open…",
    /// none over another.
    static func checkBar(_ texts: [(String, Rect)], label: String) {
        #expect(!texts.isEmpty, "\(label) has texts")
        for (i, a) in texts.enumerated() {
            #expect(!a.0.hasSuffix("…") || a.0 == "Open…", "\(label): '\(a.0)' is cut")
            for b in texts[(i + 1)...] { #expect(!LayoutTests.overlaps(a.1, b.1), "\(label): '\(a.0)' over '\(b.0)'") }
        }
    }

    /// F8's check boxes: the overlay's inside its panel, the timeline's inside the timeline, each in the
    /// window with its title drawn whole inside it; none while its display is hidden.
    static func checkAppControlsSwitches(_ app: TouchTrackerApp, _ canvas: RecordingCanvas, size: Size, label: String) {
        let window = Rect(origin: .zero, size: size)
        let switches = [(app.overlaySwitch, app.isOverlayVisible, LayoutTests.panels(canvas)),
                        (app.timeline.appControlsSwitch, app.isTimelineVisible, [app.timelineFrame])]
        for (toggle, shown, around) in switches {
            #expect(TeachingOverlay.shows(toggle) == shown, "\(label): \(toggle.name) is shown only with its display")
            guard shown else { continue }
            let f = toggle.frameInWindow
            #expect(inside(f, window) && around.contains { inside(f, $0) }, "\(label): \(toggle.name) \(f) in \(around)")
            #expect(canvas.texts.contains { $0.0 == toggle.title && inside($0.1, f) }, "\(label): \(toggle.name) reads its title")
        }
    }

    /// The overlay's log box (`TeachingOverlay.logRows`): a line wider than the box is broken over rows (its
    /// further rows marked, to be indented), never cut; older lines that do not fit whole are left out; a
    /// box of one row still shows the newest line, cut only then.
    @Test func theLogBreaksALongLineOverRows() {
        let metrics = backendUnderTest.makeServices()
        let canvas = RecordingCanvas { text, size in metrics.measure(text, size: size) }
        let long = "tap failed: prevented by double (recognized)", short = "touchesBegan pad 1"
        #expect(canvas.measureText(long, size: TeachingOverlay.logTextSize).width > 150)
        let rows = TeachingOverlay.logRows([short, long, short], rows: 12, width: 150, in: canvas)
        #expect(rows.map(\.text).allSatisfy { canvas.measureText($0, size: TeachingOverlay.logTextSize).width <= 150 && !$0.hasSuffix("…") })
        #expect(rows.filter { $0.age == 1 }.map(\.text).joined(separator: " ") == long, "\(rows)")
        #expect(rows.count >= 4 && rows.first?.text == short && rows.last?.text == short && rows.filter(\.continued).count == rows.count - 3)
        // Three rows: the newest short line and the long one's first rows do not leave room for the oldest.
        let three = TeachingOverlay.logRows([short, long, short], rows: 3, width: 150, in: canvas)
        #expect(!three.contains { $0.age == 2 } && three.last?.text == short, "\(three)")
        let one = TeachingOverlay.logRows([short, long], rows: 1, width: 150, in: canvas)
        #expect(one.count == 1 && one[0].age == 0 && one[0].text.hasSuffix("…"), "\(one)")
    }

    /// The lab on every page (or, one station shown at a time, at every station), then station 8 focused.
    func checkLab(_ app: TouchTrackerApp, size: Size, scale: Double, label: String) {
        app.selectScene("lab")
        let lab = app.lab!
        var checked: Set<Int> = []
        let steps = lab.shownAlone == nil ? lab.pageCount : lab.stations.count
        for _ in 0..<steps {
            checked.formUnion(checkLabShown(app, size: size, scale: scale, label: label))
            if lab.shownAlone == nil { lab.turnPage(by: 1) } else { lab.turn(by: 1) }
        }
        #expect(checked == Set(1...lab.stations.count), "\(label): stations checked \(checked.sorted())")
        lab.focus(place: 8)
        #expect(lab.shownAlone == lab.page * LabScene.perPage + 7, "\(label): a station focused")
        _ = checkLabShown(app, size: size, scale: scale, label: label + " focused")
        lab.focus(place: nil)
        while lab.page != 0 { lab.turnPage(by: 1) }
    }

    /// Checks the stations shown; returns their numbers.
    func checkLabShown(_ app: TouchTrackerApp, size: Size, scale: Double, label: String) -> [Int] {
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let lab = Self.json(app)["lab"] as! [String: Any]
        let window = Rect(origin: .zero, size: size)
        let panels = LayoutTests.panels(canvas)
        let stations = (lab["stations"] as! [[String: Any]]).filter { $0["visible"] as! Bool }
        #expect(!stations.isEmpty, "\(label): the lab shows a station")
        Self.checkBar(canvas.texts.filter { $0.1.minY < LabScene.topBar }, label: "\(label): the lab's top bar")
        // Above the timeline (F4): what it covers is hidden.
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height - app.timelineFrame.height)
        for s in app.lab!.visibleStations {
            #expect(Self.inside(s.frameInWindow, content), "\(label): station \(s.number) \(s.frameInWindow) runs under the timeline")
        }
        for s in stations {
            let n = s["number"] as! Int
            let toggle = Self.rect((s["switch"] as! [String: Any])["frame"])!
            #expect(Self.inside(toggle, window), "\(label): station \(n)'s switch \(toggle) is in the window")
            for p in panels { #expect(p.intersection(toggle).width <= 0 || p.intersection(toggle).height <= 0, "\(label): the overlay \(p) covers station \(n)'s switch") }
            for pad in s["pads"] as! [[String: Any]] {
                let f = Self.rect(pad["frame"])!
                #expect(f.width >= Self.minimumPad && f.height >= Self.minimumPad, "\(label): station \(n)'s pad \(pad["name"]!) is \(f)")
            }
        }
        // The overlay's key lines: whole, inside its panel (broken between keys in a narrow dock).
        for (text, box) in canvas.texts where text.first == "F" && text.dropFirst().first?.isNumber == true {
            #expect(!text.hasSuffix("…") && panels.contains { Self.inside(box, $0) }, "\(label): the overlay's key line '\(text)' at \(box)")
        }
        for s in app.lab!.visibleStations {
            // The title bar's texts, in the order drawn: the title's lines, then the switch's; whole, left of the switch.
            let card = s.frameInWindow
            let bar = Rect(x: card.minX, y: card.minY, width: s.toggle.frameInWindow.minX - card.minX, height: s.barHeight)
            let lines = canvas.texts.filter { Self.inside($0.1, bar) }.map(\.0)
            #expect(Self.reads(lines, as: s.numberedTitle + s.switchText), "\(label): station \(s.number)'s title bar reads \(lines)")
            #expect(lines.first.map { s.numberedTitle.hasPrefix($0) } == true, "\(label): station \(s.number)'s title starts its bar: \(lines)")
            for pad in s.pads {
                let lines = pad.labelLines(in: canvas)
                #expect(Self.reads(lines, as: pad.label), "\(label): station \(s.number)'s pad reads \(lines) for '\(pad.label)'")
            }
        }
        Self.checkAppControlsSwitches(app, canvas, size: size, label: label)
        return app.lab!.visibleStations.map(\.number)
    }

    /// The playground's head: every toolbar button's title whole (smaller, or on two lines: "Copy" / "Swift"),
    /// the title line's lesson title whole and its file's name whole or shortened in its middle ("15-tap…ground").
    func checkPlaygroundHead(_ app: TouchTrackerApp, size: Size, scale: Double, label: String) {
        let pg = app.playground!
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let origin = pg.toolbar.frameInWindow.origin
        for t in pg.toolbar.targets {
            let f = Rect(x: origin.x + t.frame.minX, y: origin.y + t.frame.minY, width: t.frame.width, height: t.frame.height)
            let lines = canvas.texts.filter { Self.inside($0.1, f) }.map(\.0)
            #expect(lines.joined(separator: " ") == pg.toolbar.titles[t.id], "\(label): the toolbar's \(t.id.id) reads \(lines)")
        }
        Self.checkBar(canvas.texts.filter { $0.1.minY < PlaygroundScene.contentTop }, label: "\(label): the playground's head")
        let line = pg.titleLine.frameInWindow
        // Without the title line's buttons (Check, Code and Lab, those placed).
        let buttons = [PlaygroundControl.check, .code, .lab].compactMap { id in pg.titleLine.frame(of: id)?.offsetBy(Vector(dx: line.minX, dy: line.minY)) }
        #expect(pg.titleLine.frame(of: .lab) != nil, "\(label): Lab is always in the title line")
        let lines = canvas.texts.filter { t in Self.inside(t.1, line) && !buttons.contains { Self.inside(t.1, $0) } }.map(\.0)
        let title = pg.lesson.title ?? "Playground", file = pg.lessonFile.map { String($0.split(separator: "/").last!) }
        let words = lines.joined(separator: " ")
        #expect(!lines.contains { $0.hasSuffix("…") } && words.hasPrefix(title), "\(label): the title line reads \(lines) for \(title)")
        if let file, let shown = words.components(separatedBy: " — ").dropFirst().first {
            let parts = shown.components(separatedBy: "…")
            #expect(shown == file || (parts.count == 2 && file.hasPrefix(parts[0]) && file.hasSuffix(parts[1]) && parts[0].count >= 3),
                    "\(label): the title line shows the file \(file) as \(shown)")
        }
    }

    /// The drawing with its first-run hint, then after a stroke (the undo bar shown, the overlay's log fed):
    /// every text whole and in the window (the hint's lines broken in a narrow one); the undo bar's buttons
    /// in the window and under no overlay panel.
    func checkDrawing(_ app: TouchTrackerApp, size: Size, scale: Double, label: String) {
        app.selectScene("tracker")
        let window = Rect(origin: .zero, size: size)
        if app.drawing.lines.isEmpty {
            app.showHintIfEmpty()
            let canvas = Self.render(app, pixelsPerPoint: scale)
            #expect(canvas.texts.contains { $0.0 == FirstRunHint.lines[0] }, "\(label): the drawing shows its hint")
            for (text, box) in canvas.texts {
                #expect(Self.inside(box, window) && !text.hasSuffix("…"), "\(label): the drawing's '\(text)' at \(box)")
            }
            let w = app.gestureWindow
            var now = w.clock.now
            w.touchDown(TouchID(1), at: Point(size.width * 0.3, size.height * 0.4), time: now)
            for i in 1...5 {
                now += 0.02
                w.touchMoved(TouchID(1), to: Point(size.width * 0.3 + Double(i) * 10, size.height * 0.4 + Double(i) * 4), time: now)
            }
            w.touchUp(TouchID(1), time: now + 0.02)
            app.update(now: now + 1, hostTime: now + 1)
        }
        let canvas = Self.render(app, pixelsPerPoint: scale)
        for (text, box) in canvas.texts {
            #expect(Self.inside(box, window) && !text.hasSuffix("…"), "\(label): after a stroke the drawing's '\(text)' at \(box)")
        }
        Self.checkAppControlsSwitches(app, canvas, size: size, label: label + " drawing")
        let bar = app.tracker.undoRedo
        #expect(!bar.isHidden, "\(label): the undo bar shows after a stroke")
        for b in [bar.undoButton, bar.redoButton] {
            let f = b.frameInWindow
            #expect(Self.inside(f, window), "\(label): \(b.name) \(f) runs out of the window")
            for p in LayoutTests.panels(canvas) { #expect(!LayoutTests.overlaps(p, f), "\(label): the overlay \(p) covers \(b.name)") }
        }
    }

    func checkPlayground(_ app: TouchTrackerApp, size: Size, scale: Double, label: String) {
        app.selectScene("playground")
        let pg = app.playground!
        let window = Rect(origin: .zero, size: size)
        let recognizers = pg.lesson.recognizers.map(\.name)
        checkPlaygroundHead(app, size: size, scale: scale, label: label)
        // The overlay's panel lists the lesson's recognizers (one line each when short of room) rather than
        // "and N more", at every size (a short scene: the panel reaches the window's bottom, the log gives way);
        // the log box's lines are whole (broken over rows, never cut), the newest among them.
        if app.isOverlayVisible {
            // A finger down on the pad, as a class does: the panel lists the recognizers under it.
            // After a double tap, so the log box has its lines (and takes its share of the dock).
            let w = app.gestureWindow, pad = pg.area.children[0].frameInWindow.center
            var now = w.clock.now
            for _ in 0..<2 {
                w.touchDown(TouchID(1), at: pad, time: now); app.update(now: now, hostTime: now); now += 0.05
                w.touchUp(TouchID(1), time: now); app.update(now: now, hostTime: now); now += 0.1
            }
            w.touchDown(TouchID(1), at: pad, time: now)
            app.update(now: now, hostTime: now)
            let canvas = Self.render(app, pixelsPerPoint: scale)
            let panels = LayoutTests.panels(canvas)
            Self.checkAppControlsSwitches(app, canvas, size: size, label: label)
            let texts = canvas.texts.filter { t in panels.contains { Self.inside(t.1, $0) } }.map(\.0)
            #expect(recognizers.allSatisfy { r in texts.contains { $0 == r || $0.hasPrefix(r + " · ") } }, "\(label): the overlay lists \(texts)")
            #expect(!texts.contains { $0.hasPrefix("and ") && $0.hasSuffix(" more") }, "\(label): the overlay says and N more")
            #expect(!texts.contains { $0.hasSuffix("…") }, "\(label): the overlay cuts \(texts.filter { $0.hasSuffix("…") })")
            let log = (Self.json(app)["overlay"] as! [String: Any])["log"] as! [String]
            let drawn = texts.joined().filter { $0 != " " }
            #expect(log.last.map { drawn.contains($0.filter { $0 != " " }) } ?? false || app.overlay.logShare(of: app.overlay.dock!) < 30,
                    "\(label): the newest log line \(log.last ?? "none") is not drawn whole in \(texts)")
            w.touchCancelled(TouchID(1), time: now)
            app.update(now: now, hostTime: now)
        }
        for name in recognizers {
            pg.cardTapped(name)
            if pg.selection != name { pg.cardTapped(name) }
            let first = Self.json(app)["playground"] as! [String: Any]
            // The pads keep room before the chrome: at least 40 points, and the area 30% of the width
            // the overlay leaves (the column narrows, then goes below the pads).
            for pad in first["pads"] as! [[String: Any]] where pad["parent"] is NSNull {
                let f = Self.rect(pad["frame"])!
                #expect(f.width >= Self.minimumPad && f.height >= Self.minimumPad, "\(label): the playground's pad \(pad["name"]!) is \(f)")
            }
            let usable = size.width - (app.isOverlayVisible ? TeachingOverlay.dockWidth(for: size.width) : 0)
            #expect(pg.area.frame.width >= (usable * 0.3).rounded() - 1, "\(label): the pads' area is \(pg.area.frame) of \(usable)")
            let cards = first["cards"] as! [[String: Any]]
            for c in cards {
                let n = c["name"] as! String, kind = pg.lesson.recognizer(n)!.kind.rawValue
                #expect(Self.reads(c["text"] as! [String], as: "\(n) · \(kind)"), "\(label): card \(n) reads \(c["text"]!)")
            }
            let rows = first["inspectorRows"] as! [[String: Any]]
            let inspector = pg.side.model.inspector!
            #expect(rows.count == inspector.rows.count)
            var shown: Set<String> = []
            for (r, row) in zip(rows, inspector.rows) where !row.label.isEmpty {
                let text = r["text"] as! [String]
                #expect(Self.reads(text, as: row.label), "\(label): \(name)'s row \(row.id.id) reads \(text)")
                #expect(shown.insert(text.joined(separator: " ")).inserted, "\(label): two rows read \(text)")
            }
            // Every control a teacher must reach, in view at some scroll of its strip (and then in the window).
            var wanted: Set<String> = Set(recognizers.map { "side.card.\($0)" })
            for kind in PlaygroundScene.paletteKinds { wanted.insert("palette.add.\(kind.rawValue)") }
            wanted.formUnion(["palette.to", "palette.add.pad", "palette.add.child", "palette.remove.pad", "side.close", "side.rename", "side.remove"])
            // And every card and inspector row no taller than the column, and wholly in view at some scroll of it.
            let column = pg.side.bounds.height
            let tallest = (pg.side.rows.map(\.height) + pg.side.cards.map(\.frame.height)).max() ?? 0
            #expect(tallest <= column, "\(label): a row \(tallest) high in a column \(column) high")
            for c in pg.side.cards { wanted.insert("card \(c.name)") }
            for r in pg.side.rows { wanted.insert("row \(r.row.id.id)") }
            var seen: Set<String> = []
            for strip in [pg.palette, pg.side] as [PlaygroundControls] {
                var offset: Points = 0
                while true {
                    strip.scroll(to: offset)
                    let dump = Self.json(app)["playground"] as! [String: Any]
                    let controls = dump["controls"] as! [String: Any]
                    for (id, frame) in controls {
                        let f = Self.rect(frame)!
                        #expect(Self.inside(f, window), "\(label): \(id) \(f) runs out of the window")
                        seen.insert(id)
                    }
                    for c in dump["cards"] as! [[String: Any]] where Self.rect(c["frame"]) != nil { seen.insert("card \(c["name"] as! String)") }
                    for r in dump["inspectorRows"] as! [[String: Any]] where Self.rect(r["frame"]) != nil { seen.insert("row \(r["id"] as! String)") }
                    if offset >= strip.maxScroll { break }
                    #expect(strip.bounds.height >= 30, "\(label): \(strip.name) is \(strip.bounds.height) high")
                    // Steps no longer than the strip less a control (or the column less its tallest row), so each
                    // is wholly in view at one of them.
                    // The inspector's sticky heading covers the column's top while the rows scroll under it.
                    let item = strip === pg.side ? Swift.max(26, tallest) : 26
                    let seen = strip.bounds.height - (strip === pg.side && pg.side.isSticky ? pg.side.headerHeight : 0)
                    offset = Swift.min(strip.maxScroll, offset + Swift.max(4, Swift.min(seen / 2, seen - item)))
                }
                strip.scroll(to: 0)
            }
            for row in inspector.rows {
                switch row.control {
                case .stepper: wanted.formUnion(["side.\(row.id.id).-", "side.\(row.id.id).+"])
                case .toggle, .action: wanted.insert("side.\(row.id.id)")
                case .readOnly: break
                }
            }
            let missing = wanted.subtracting(seen)
            #expect(missing.isEmpty, "\(label): \(name): never in view: \(missing.sorted())")
        }
    }
}
