import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
@testable import TouchTracker

/// Issue 49, "read from the back row", in the playground and around it: 1024x768 at 2x and 1280x720 at 1.5x,
/// F1 and F4 on. The pad keeps 320x240 points with nothing over it, the column a drawer; the title line keeps Code and a title field; the status line's band is free of pads and
/// nothing moves between a press and its release; Open…
/// reads row after row; an exercise's task is whole, its Check panel says what input each check performed,
/// shows every lane of its run's timeline and scrolls to them; the hover ring goes while a press is down;
/// ctrl+minus says the interface scale.
extension LayoutGridTests {
    static func projectorPlayground(_ index: Int) -> (TouchTrackerApp, PlaygroundScene, scale: Double, label: String) {
        let (app, scale, label) = projectorApp(index, scene: "playground")
        return (app, app.playground!, scale, label)
    }

    @Test(arguments: [0, 1]) func theTitleLineKeepsCodeAndARoomyTitle(index: Int) {
        let (_, pg, _, label) = Self.projectorPlayground(index)
        let ids = pg.titleLine.targets.map(\.id)
        #expect(ids.contains(.code), "\(label): the Code button shows: \(ids)")
        let field = pg.titleLine.targets.first { $0.id == .editTitle }?.frame.width ?? 0
        #expect(field >= PlaygroundScene.roomyTitle - 1, "\(label): the title field is \(field) wide")
    }

    @Test(arguments: [0, 1]) func theStatusLinesBandIsFreeOfPads(index: Int) {
        let (app, pg, scale, label) = Self.projectorPlayground(index)
        pg.say("alt+T added tap (+ tap) on pad")
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let (box, lines, _) = pg.statusBox(pg.status!.text) { canvas.measureText($0, size: $1).width }
        #expect(lines.count == 1 && !lines[0].hasSuffix("…"), "\(label): \(lines)")
        guard pg.area.frame.height >= 4 * PlaygroundScene.statusBand else { return }
        for pad in pg.installation.pads.values {
            #expect(!LayoutTests.overlaps(box, pad.frameInWindow), "\(label): the status line \(box) over the pad \(pad.frameInWindow)")
        }
    }

    /// Nothing moves between a press on the pad and its release: not the pads, the column, the palette,
    /// the title line, whatever the press made the playground say or show.
    @Test(arguments: [0, 1]) func nothingMovesBetweenAPressAndItsRelease(index: Int) throws {
        let (app, pg, _, label) = Self.projectorPlayground(index)
        let pad = try #require(pg.installation.pads["pad"])
        func frames() -> [Rect] {
            pg.installation.pads.keys.sorted().compactMap { pg.installation.pads[$0]?.frameInWindow }
                + [pg.area, pg.side, pg.palette, pg.titleLine].map(\.frameInWindow) + [app.timelineFrame, app.overlay.dock ?? .zero]
        }
        let before = frames()
        let w = app.gestureWindow, p = pad.frameInWindow.center
        w.touchDown(TouchID(1), at: p, time: w.clock.now); app.update(now: w.clock.now, hostTime: w.clock.now)
        pg.say("alt+T added tap (+ tap) on pad")
        #expect(frames() == before, "\(label): the layout moved under the press")
        w.touchUp(TouchID(1), time: w.clock.now + 0.05); app.update(now: w.clock.now + 0.05, hostTime: w.clock.now + 0.05)
        Self.wait(app, 0.5)
        #expect(frames() == before, "\(label): the layout moved after the release")
    }

    /// The pad keeps 320x240 points with F1 and F4 and nothing is over it: not the overlay's panel, the
    /// timeline, the palette, the column, the status line (compact, above the pads), the title line.
    @Test(arguments: [0, 1]) func thePadKeepsItsRoomWithNothingOverIt(index: Int) throws {
        let (app, pg, scale, label) = Self.projectorPlayground(index)
        #expect(pg.isCompact, "\(label): the pads first")
        let pad = try #require(pg.installation.pads["pad"]).frameInWindow
        #expect(pad.width >= 320 && pad.height >= 240, "\(label): the pad is \(pad.width)x\(pad.height)")
        let size = app.gestureWindow.size
        #expect(pad.minX >= 0 && pad.minY >= 0 && pad.maxX <= size.width && pad.maxY <= size.height, "\(label): the pad \(pad) in the window")
        pg.say("alt+T added tap (+ tap) on pad")
        let canvas = Self.render(app, pixelsPerPoint: scale)
        let status = pg.statusBox(pg.status!.text) { canvas.measureText($0, size: $1).width }.box
        var others: [(String, Rect)] = [("the timeline", app.timelineFrame), ("the status line", status), ("the toolbar", pg.toolbar.frameInWindow),
                                        ("the title line", pg.titleLine.frameInWindow), ("the input picker", pg.mouseFingerPicker.frameInWindow)]
        others += LayoutTests.panels(canvas).map { ("an overlay's panel", $0) }
        if let dock = app.overlay.dock { others.append(("the overlay's dock", dock)) }
        for (name, node) in [("the palette", pg.palette), ("the column", pg.side), ("the code", pg.codePanel), ("Open…", pg.lessonList),
                             ("the check panel", pg.checkPanel)] as [(String, Node)] where !node.isHidden {
            others.append((name, node.frameInWindow))
        }
        for (name, frame) in others { #expect(!LayoutTests.overlaps(frame, pad), "\(label): \(name) \(frame) over the pad \(pad)") }
        #expect(app.timeline.rows(of: app.timeline.current()) >= 1, "\(label): the timeline keeps a lane")
    }

    /// Compact, the column of cards is a drawer over the pads while a card is selected (Tab), gone after
    /// Escape; the pads never move for it.
    @Test(arguments: [0, 1]) func theColumnIsADrawerWhileACardIsSelected(index: Int) throws {
        let (app, pg, _, label) = Self.projectorPlayground(index)
        let pad = try #require(pg.installation.pads["pad"]).frameInWindow
        #expect(pg.side.isHidden, "\(label): no card selected, no column")
        app.handleKey(KeyPress("Tab"))
        #expect(!pg.side.isHidden && pg.selection != nil, "\(label): Tab shows the column")
        #expect(pg.installation.pads["pad"]?.frameInWindow == pad, "\(label): the pad stays")
        #expect(!pg.takesMouseFingers(at: pg.side.frameInWindow.center), "\(label): a press on the drawer is the drawer's")
        app.handleKey(KeyPress("Escape"))
        #expect(pg.side.isHidden, "\(label): Escape closes it")
        // The toolbar's ☰ opens it with the palette (beside the pads where it has the room, else in it).
        #expect(pg.toolbar.targets.contains { $0.id == .tools }, "\(label): the toolbar has ☰")
        pg.tapped(.tools)
        #expect(!pg.side.isHidden && !pg.palette.isHidden && pg.toolbar.selected == [.tools], "\(label): ☰ opens the drawer")
        #expect(pg.installation.pads["pad"]?.frameInWindow == pad, "\(label): the pad stays")
        pg.tapped(.tools)
        #expect(pg.side.isHidden && pg.palette.isHidden == !pg.paletteBeside, "\(label): ☰ closes it")
        // A recognizer added by its key while a finger is on the pad: the drawer waits for the release.
        let w = app.gestureWindow, now = w.clock.now
        w.touchDown(TouchID(1), at: pad.center, time: now); app.update(now: now, hostTime: now)
        app.handleKey(KeyPress("T", alt: true))
        #expect(pg.selection != nil && pg.side.isHidden, "\(label): nothing comes over the pad under the press")
        w.touchUp(TouchID(1), time: now + 0.05); app.update(now: now + 0.05, hostTime: now + 0.05)
        Self.wait(app, 0.1)
        #expect(!pg.side.isHidden, "\(label): the drawer opens after the release, on the added card")
    }

    /// A double click on the pad taps the pad twice (its double tap ends), starts no rename nor title.
    @Test(arguments: [0, 1]) func aDoubleClickOnThePadTapsThePad(index: Int) throws {
        let (app, pg, _, label) = Self.projectorPlayground(index)
        let p = try #require(pg.installation.pads["pad"]).frameInWindow.center
        Self.tap(app, at: p)
        Self.wait(app, 0.1)
        Self.tap(app, at: p)
        Self.wait(app, 0.6)
        #expect(pg.actions.contains { $0.name == "double" && $0.state == .ended }, "\(label): \(pg.actions.map { "\($0.name) \($0.state)" })")
        #expect(pg.nameField == nil && pg.titleField == nil, "\(label): no rename, no title typed")
    }

    @Test func openListsItsTwoColumnsRowAfterRow() {
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 1280, height: 500), store: nil)
        app.selectScene("playground")
        let pg = app.playground!
        pg.tapped(.open)
        let rows = pg.lessonList.targets.compactMap { t -> (Int, Rect)? in
            if case .lesson(let k) = t.id { return (k, t.frame) }
            return nil
        }
        #expect(Set(rows.map(\.1.minX)).count == 2, "two columns: \(rows.map(\.1))")
        let reading = rows.sorted { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }.map(\.0)
        #expect(reading == reading.sorted(), "left to right, then down: \(reading)")
    }

    @Test(arguments: [0, 1]) func anExercisesTaskAndCheckFromTheBackRow(index: Int) throws {
        let (app, pg, scale, label) = Self.projectorPlayground(index)
        let exercises = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Exercises")
        app.openPlayground(exercises.appendingPathComponent("tap-or-double-tap.playground").path)
        #expect(!pg.taskLines.isEmpty && !pg.taskLines.contains { $0.hasSuffix("…") }, "\(label): the task is whole: \(pg.taskLines)")
        pg.tapped(.check)
        let run = try #require(pg.checkPanel.run)
        #expect(run.checks.map(\.input) == [["tap @pad 100 100", "wait 1"], ["tap @pad 100 100 2", "wait 1"]], "\(label): \(run.checks.map(\.input))")
        var canvas = Self.render(app, pixelsPerPoint: scale)
        #expect(canvas.texts.contains { $0.0.hasPrefix(CheckPanel.inputWords) }, "\(label): the panel says the input")
        // Every lane of the run drawn at some scroll of the panel (a drag or the wheel: `checks.scroll`).
        let panel = pg.checkPanel
        #expect(panel.scroll != nil, "\(label): the panel scrolls")
        let frame = panel.frameInWindow
        #expect(panel.maxScroll > 0 || index == 1, "\(label): the panel \(frame) scrolls to its timeline")
        var drawn: [String] = []
        var offset: Points = 0
        repeat {
            // What a scroll shows under the heading's band.
            panel.scroll(to: offset)
            canvas = Self.render(app, pixelsPerPoint: scale)
            let shown = Rect(x: frame.minX, y: frame.minY + CheckPanel.headingBand, width: frame.width, height: frame.height - CheckPanel.headingBand)
            drawn += canvas.texts.filter { Self.inside($0.1, shown) }.map(\.0)
            offset += frame.height / 3
        } while offset < panel.maxScroll + frame.height / 3
        let lanes = try #require(panel.timeline).lanes.map(\.title)
        for lane in lanes { #expect(drawn.contains { lane.hasPrefix($0.replacingOccurrences(of: "…", with: "")) }, "\(label): lane \(lane) drawn: \(drawn)") }
        #expect(!drawn.contains { $0.hasPrefix("lanes ") }, "\(label): no lane left to scroll to in the timeline itself")
    }

    /// An exercise open, compact: the pad keeps 320x240 points, its task is the drawer's top (☰), whole, over
    /// no pad while the drawer is closed; a press on it is the drawer's; the pad never moves for it.
    @Test(arguments: [0, 1]) func anExercisesTaskIsInTheDrawerAndThePadKeepsItsRoom(index: Int) throws {
        let (app, pg, scale, label) = Self.projectorPlayground(index)
        let exercises = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Exercises")
        app.openPlayground(exercises.appendingPathComponent("tap-or-double-tap.playground").path)
        #expect(pg.isCompact, "\(label): the pads first")
        let pad = try #require(pg.installation.pads.values.first).frameInWindow
        #expect(pad.width >= 320 && pad.height >= 240, "\(label): the pad is \(pad.width)x\(pad.height) with the task")
        #expect(!pg.showsTask && pg.taskShield.isHidden, "\(label): the drawer closed, no task over the pad")
        var canvas = Self.render(app, pixelsPerPoint: scale)
        #expect(!canvas.texts.contains { $0.0 == pg.taskLines.first }, "\(label): the task is not drawn")
        pg.tapped(.tools)
        #expect(pg.showsTask && !pg.taskShield.isHidden, "\(label): ☰ shows the task")
        #expect(pg.installation.pads.values.first?.frameInWindow == pad, "\(label): the pad stays")
        #expect(!pg.taskLines.contains { $0.hasSuffix("…") } && pg.taskBox.maxY <= pg.side.frameInWindow.minY, "\(label): whole, above the column: \(pg.taskLines)")
        #expect(pg.taskShield.frameInWindow.minX >= pg.side.frameInWindow.minX - 0.5, "\(label): in the drawer's width")
        #expect(!pg.takesMouseFingers(at: pg.taskBox.center), "\(label): a press on the task is the drawer's")
        canvas = Self.render(app, pixelsPerPoint: scale)
        #expect(canvas.texts.contains { $0.0 == pg.shownTaskLines().first }, "\(label): the task is drawn")
        pg.tapped(.tools)
        #expect(!pg.showsTask, "\(label): ☰ again puts it away")
    }

    @Test func theHoverRingGoesWhileAPressIsDown() {
        let (app, _, scale, _) = Self.projectorPlayground(1)
        let w = app.gestureWindow
        let p = Point(300, 200)
        w.send(hover: HoverInput(move: p), at: w.clock.now)
        func rings() -> Int {
            Self.render(app, pixelsPerPoint: scale).operations.filter { if case .ring(_, 12, _, _) = $0 { return true }; return false }.count
        }
        #expect(rings() == 1)
        w.touchDown(TouchID(1), at: p, time: w.clock.now)
        #expect(rings() == 0, "no ring left where the drag started")
        w.touchUp(TouchID(1), time: w.clock.now + 0.05)
    }

    @Test func ctrlMinusSaysTheInterfaceScale() {
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: Size(width: 1024, height: 768), store: nil)
        let session = Session(app: app, windowSize: Size(width: 1024, height: 768))
        app.selectScene("lab")
        app.handleKey(KeyPress("-", ctrl: true))
        #expect(app.host.requests.uiScaleStep == -1)
        session.uiScale = Session.uiScale(from: 1, step: -1)
        #expect(app.messages.last == TouchTrackerApp.scaleNotice(0.75) && !app.notice.isHidden, "\(app.messages)")
        #expect(TouchTrackerApp.scaleNotice(0.75).hasPrefix("Interface scale 0.75x"))
    }
}
