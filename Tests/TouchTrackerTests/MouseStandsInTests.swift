import Foundation
import Testing
import Gestures
import StationSteps
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// Issue 40, "the mouse stands in for every input": stations 19-23 with a mouse alone, through the lab's
/// input picker (fingers, the pen, the mouse) and Alt. Each station's interactions (its lesson file's `try`
/// lines) are played by the mouse, the picker clicked to the pen for a pen's step, to one finger for a
/// finger's, to the mouse for a click or the mouse's hover, and give the file's `expect` lines. Station 20's
/// two touches at once are Alt's mirrored finger, about the pad pressed with the timeline docked (F4). A
/// recording of it replays to the same log; the dump gives the picker's choice and frames.
@Suite struct MouseStandsInTests {
    static let size = Size(width: 800, height: 600)

    /// The app on its lab in a session that records what happens into `file`, as `--record` does.
    static func labRecorded(into file: String) throws -> (TouchTrackerApp, Session) {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        app.selectScene("lab")
        session.recorder = try ScriptRecorder(path: file, windowSize: size, scene: "lab", defaultScene: app.sceneNames[0],
                                              time: session.hostTime, appName: app.windowTitle, replayCommand: "touchtracker")
        return (app, session)
    }

    /// The lab at 800x600 with station `n` focused, and its session.
    func lab(showing n: Int) -> (TouchTrackerApp, Session, LabStation) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        let session = Session(app: app, windowSize: Self.size)
        app.selectScene("lab")
        app.lab!.turnPage(by: (n - 1) / LabScene.perPage)
        app.lab!.focus(place: (n - 1) % LabScene.perPage + 1)
        return (app, session, app.lab!.station(n))
    }

    /// Picks segment `s` of the lab's picker with a click, unless it is chosen (the pen: at its force).
    func pick(_ s: InputPicker.Segment, _ app: TouchTrackerApp, _ session: Session) {
        let chosen: Bool
        switch s {
        case .fingers(let n): chosen = app.mouseInput.kind == .finger && app.mouseInput.fingers == n
        case .pen: chosen = app.mouseInput.kind == .pen && !app.mouseInput.eraser
        case .mouse: chosen = app.mouseInput.kind == .mouse
        }
        guard !chosen else { return }
        let picker = app.lab!.mouseFingerPicker
        let f = picker.segmentFrame(s), o = picker.frameInWindow.origin
        click(session, Point(o.x + f.midX, o.y + f.midY))
    }

    /// Picks the pen's eraser end: the pen's segment clicked past its last force ("eraser").
    func pickEraser(_ app: TouchTrackerApp, _ session: Session) {
        let picker = app.lab!.mouseFingerPicker
        let f = picker.segmentFrame(.pen), o = picker.frameInWindow.origin
        for _ in 0..<6 where !(app.mouseInput.kind == .pen && app.mouseInput.eraser) {
            click(session, Point(o.x + f.midX, o.y + f.midY))
        }
        #expect(app.mouseInput.kind == .pen && app.mouseInput.eraser)
    }

    func frames(_ seconds: Double, _ session: Session) {
        for _ in 0..<Int((seconds * 60 - 1e-9).rounded(.up)) { session.frame() }
    }

    /// The wheel turned `notches` with `key` held (`Left Shift`, `Left Alt`, `Left Ctrl`), the key pressed
    /// before and (unless `release` is false) released after.
    func wheel(_ notches: Double, with key: String, release: Bool = true, _ session: Session) {
        session.feed([.keyDown(KeyPress(key)), .scroll(delta: Vector(dx: 0, dy: notches), precise: false)]
                     + (release ? [.keyUp(KeyPress(key))] : []), at: session.now)
    }

    /// The mouse's pen held as `tilt` says (nil: upright) by the wheel with shift (15° a notch, away from
    /// the user leaning further) and with alt (turning it clockwise), the pointer at `p` over the pad.
    func tiltPen(to tilt: (altitude: Double, azimuth: Double)?, at p: Point, _ session: Session) {
        session.feed([.mouseHover(to: p)], at: session.now)
        let now = session.controls.mousePenTilt
        let target = tilt ?? (90, now.azimuth)
        let lean = (now.altitude - target.altitude) / MouseStandIn.degreesPerNotch
        let turn = (target.azimuth - now.azimuth) / MouseStandIn.degreesPerNotch
        #expect(lean == lean.rounded() && turn == turn.rounded(), "whole notches")
        if lean != 0 { wheel(lean, with: "Left Shift", session) }
        if turn != 0 { wheel(turn, with: "Left Alt", session) }
        #expect(session.controls.mousePenTilt == target, "the pen held as the step says")
    }

    /// The station's interactions played by the mouse alone: one touch at a time, or two at once as Alt's
    /// mirrored finger about the pad's centre (two `down`s in a row whose glide keeps their midpoint); a
    /// pen's tilt by the wheel with shift and alt, its eraser end by the picker's eraser, a trackpad's pinch
    /// by the wheel with ctrl, one notch a frame.
    func playByMouse(_ interactions: StationInteractions, on station: LabStation, _ app: TouchTrackerApp, _ session: Session) {
        func at(_ p: Point, _ pad: String?) -> Point {
            let o = (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin
            return Point(o.x + p.x, o.y + p.y)
        }
        var down: (id: Int, pad: String?)?
        /// Two fingers down at once: the mouse's place for them (`c - (b - a) / 2`, its mirror about the pad's
        /// centre `c` the second), the second's id, and where each is.
        var pair: (second: Int, a: Point, b: Point)?
        func mouseForPair(_ a: Point, _ b: Point, _ pad: String?) -> Point {
            let c = (pad.map { station.pad($0) } ?? station.pads[0]).bounds.center
            return at(Point(c.x - (b.x - a.x) / 2, c.y - (b.y - a.y) / 2), pad)
        }
        let steps = interactions.steps
        for (i, step) in steps.enumerated() {
            switch step {
            case .tap(let p, let pad):
                pick(.fingers(1), app, session)
                session.feed([.mouseDown(at: at(p, pad))], at: session.now)
                frames(0.05, session)
                session.feed([.mouseUp(at: at(p, pad))], at: session.now)
            case .down(let id, let p, let pen, let pad):
                if let d = down {
                    // The second of two: Alt's finger, mirrored about the pad's centre, the first's place moved so.
                    guard pen == nil, pair == nil, case .down(d.id, let a, nil, _) = steps[i - 1] else {
                        Issue.record("two touches at once are the mouse's only as a finger and Alt's"); return
                    }
                    pair = (id, a, p)
                    session.feed([.keyDown(KeyPress("Left Alt")), .mouseDown(at: mouseForPair(a, p, pad))], at: session.now)
                    continue
                }
                down = (id, pad)
                if i + 1 < steps.count, case .down = steps[i + 1] {
                    pick(.fingers(1), app, session)
                    continue   // pressed with the second
                }
                if pen?.eraser == true { pickEraser(app, session) } else { pick(pen == nil ? .fingers(1) : .pen, app, session) }
                #expect(pen == nil || pen!.eraser || pen?.force == app.mouseInput.force, "the picker's force is the step's")
                if let pen { tiltPen(to: pen.tilt, at: at(p, pad), session) }
                session.feed([.mouseDown(at: at(p, pad))], at: session.now)
            case .glide(let s, let moves) where pair != nil:
                guard let pr = pair, let d = down, moves.count == 2, let a = moves.first(where: { $0.0 == d.id })?.1,
                      let b = moves.first(where: { $0.0 == pr.second })?.1,
                      abs((a.x + b.x) - (pr.a.x + pr.b.x)) < 1e-9, abs((a.y + b.y) - (pr.a.y + pr.b.y)) < 1e-9 else {
                    Issue.record("two fingers glide by mouse only about their midpoint"); return
                }
                let from = session.translator.pointer, to = mouseForPair(a, b, d.pad)
                let n = Int((s * 60 - 1e-9).rounded(.up))
                for k in 1...n {
                    session.frame()
                    let t = Double(k) / Double(n)
                    session.feed([.mouseDrag(to: Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t))], at: session.now)
                }
                pair = (pr.second, a, b)
            case .up(let id) where pair != nil:
                // The mouse lifts both at the first `up`; the second's `up` is then done.
                if id == down?.id || id == pair?.second {
                    if down != nil {
                        session.feed([.mouseUp(at: nil), .keyUp(KeyPress("Left Alt"))], at: session.now)
                        down = nil
                    } else {
                        pair = nil
                    }
                }
            case .glide(let s, let moves):
                guard let d = down, moves.count == 1, moves[0].0 == d.id else { Issue.record("a glide of the touch down only"); return }
                let from = session.translator.pointer, to = at(moves[0].1, d.pad)
                let n = Int((s * 60 - 1e-9).rounded(.up))
                for k in 1...n {
                    session.frame()
                    let t = Double(k) / Double(n)
                    session.feed([.mouseDrag(to: Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t))], at: session.now)
                }
            case .up:
                session.feed([.mouseUp(at: nil)], at: session.now)
                down = nil
            case .click(let p, let button, let pad):
                pick(.mouse, app, session)
                session.feed([.mouseDown(at: at(p, pad), button: button)], at: session.now)
                frames(0.05, session)
                session.feed([.mouseUp(at: at(p, pad), button: button)], at: session.now)
            case .hover(let p, let type, let pad):
                if let p {
                    pick(type == .pencil ? .pen : .mouse, app, session)
                    session.feed([.mouseHover(to: at(p, pad))], at: session.now)
                } else {
                    session.feed([.hover(to: nil, type: .indirectPointer)], at: session.now)
                }
            case .scroll(let delta, let type, let p, let pad):
                let k = InputTranslator.scrollPointsPerNotch
                session.feed([.mouseHover(to: at(p, pad)), .scroll(delta: Vector(dx: -delta.dx / k, dy: delta.dy / k), precise: type == .continuous)],
                             at: session.now)
            case .pinchTrackpad(let p, _, let seconds, let pad):
                // The wheel with ctrl held over the pad: one notch a frame, as many as the pinch's changes;
                // ctrl released ends it.
                session.feed([.mouseHover(to: at(p, pad)), .keyDown(KeyPress("Left Ctrl"))], at: session.now)
                for _ in 0..<Int((seconds * 60 - 1e-9).rounded(.up)) {
                    session.feed([.scroll(delta: Vector(dx: 0, dy: 1), precise: false)], at: session.now)
                    session.frame()
                }
                session.feed([.keyUp(KeyPress("Left Ctrl"))], at: session.now)
            case .wait(let s):
                frames(s, session)
            }
        }
        frames(0.1, session)
    }

    /// The station's actions since `before`, its prefix removed and repeats counted, as its `expect` lines.
    func actions(_ app: TouchTrackerApp, since before: Int) -> [String] {
        StationInteractions.collapsed(app.gestureWindow.log.records.dropFirst(before).map(\.description).filter { $0.hasPrefix("action ") }
            .map { LabStation.prefixRemoved(String($0.dropFirst("action ".count))) })
    }

    func interactions(_ n: Int) throws -> StationInteractions {
        let stem = PlaygroundLessonFile.labStations()[n - 1].stem
        return try StationInteractions(try #require(StationInteractionTests.files().first { $0.stem == stem }).text)
    }

    /// 19 (a pen pad and a finger pad: allowedTouchTypes), 21 (hover: the mouse's, then a pen's above the
    /// screen), 22 (the wheel and a trackpad), 23 (buttons, then a finger's tap): each station's own
    /// interactions, by the mouse alone, give its own expected actions. The picker picks the pen for the
    /// pen's steps (its force the steps' 0.5), a finger for a finger's.
    @Test(arguments: [19, 21, 22, 23, 24, 25, 26])
    func aStationsInteractionsByTheMouseAlone(n: Int) throws {
        let (app, session, station) = lab(showing: n)
        let interactions = try interactions(n)
        let before = app.gestureWindow.log.records.count
        playByMouse(interactions, on: station, app, session)
        #expect(actions(app, since: before) == interactions.expected, "station \(n)")
    }

    /// Station 21 with its switch off (the hover follows only the pen): the mouse's hover is refused, the
    /// mouse as a pen hovers.
    @Test func station21WithItsSwitchOffFollowsTheMouseAsAPen() throws {
        let (app, session, station) = lab(showing: 21)
        station.toggle.set(false)
        let pad = station.pads[0].frameInWindow
        let before = app.gestureWindow.log.records.count
        for x in [100.0, 120] { session.feed([.mouseHover(to: Point(pad.minX + x, pad.minY + 100))], at: session.now); session.frame() }
        session.feed([.hover(to: nil, type: .indirectPointer)], at: session.now)
        #expect(actions(app, since: before).isEmpty, "the mouse's hover: refused")
        pick(.pen, app, session)
        for x in [100.0, 120] { session.feed([.mouseHover(to: Point(pad.minX + x, pad.minY + 100))], at: session.now); session.frame() }
        session.feed([.hover(to: nil, type: .indirectPointer)], at: session.now)
        #expect(actions(app, since: before) == ["hover began", "hover changed", "hover ended"])
    }

    /// Station 20 with the timeline docked (F4), where the window's centre is off the pad: Alt's finger turns
    /// about the pad pressed, so one finger and Alt pinch (the station's "two fingers"), and the pen and Alt
    /// (a finger joining the pen, under requiresExclusiveTouchType) make nothing. The whole ordered log of
    /// the station's pad and actions.
    @Test func station20PinchesWithAltWithTheTimelineDocked() throws {
        let (app, session, station) = lab(showing: 20)
        app.handleKey(KeyPress("F4"))
        session.frame()
        let pad = station.pads[0].frameInWindow
        let c = pad.center
        let windowMirror = Point(Self.size.width - (c.x - 50), Self.size.height - c.y)
        #expect(!pad.contains(windowMirror), "the window's centre would mirror off the pad (\(windowMirror), pad \(pad))")
        let before = app.gestureWindow.log.records.count
        func pinch(_ kind: InputPicker.Segment) -> [String] {
            pick(kind, app, session)
            session.feed([.keyDown(KeyPress("Left Alt")), .mouseDown(at: Point(c.x - 50, c.y))], at: session.now)
            let down = app.gestureWindow.activeTouches.map { "\($0.id.label) \($0.type) \(Int($0.locationInWindow.x - c.x)),\(Int($0.locationInWindow.y - c.y))" }
            for k in 1...12 {
                session.frame()
                session.feed([.mouseDrag(to: Point(c.x - 50 - Double(k) * 20 / 12, c.y))], at: session.now)
            }
            session.feed([.mouseUp(at: nil), .keyUp(KeyPress("Left Alt"))], at: session.now)
            frames(0.1, session)
            return down
        }
        #expect(pinch(.fingers(1)) == ["1 direct -50,0", "2 direct 50,0"], "about the pad's centre; numbered as fingers, not the mouse's m")
        #expect(actions(app, since: before) == ["pinch began", "pinch changed x9", "pinch ended"])
        let afterFingers = app.gestureWindow.log.records.count
        #expect(pinch(.pen) == ["1 pencil -50,0", "2 direct 50,0"])
        #expect(actions(app, since: afterFingers).isEmpty, "a finger and the pen: the pinch takes one type")
        let padLog = app.gestureWindow.log.entries.dropFirst(before).filter { !$0.hasPrefix("action ") && $0.contains(station.pads[0].name) }
        // The fingers' pinch begins at their second move and cancels the pad's touches (cancelsTouchesInView);
        // the pen and the finger go to their end unrecognized.
        #expect(Array(padLog) == ["touchesBegan s20.pad 1,2"] + Array(repeating: "touchesMoved s20.pad 1,2", count: 2) + ["touchesCancelled s20.pad 1,2"]
                + ["touchesBegan s20.pad 1,2"] + Array(repeating: "touchesMoved s20.pad 1,2", count: 12) + ["touchesEnded s20.pad 1,2"])
    }

    /// A lab session recorded (`--record`): the picker clicked to the pen and its force stepped, a press on
    /// station 19's pen pad with the wheel pressing harder, a drag; then a finger on the finger pad. Replayed
    /// headless, the same log, entry for entry.
    @Test func aRecordingOfTheMouseAsAPenReplaysToTheSameLog() throws {
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("pen.tts").path
        let (app, session) = try Self.labRecorded(into: file)
        let station = app.lab!.station(19)
        // Station 19 shown as a person shows it (keys), so the replay shows it too.
        for key in ["PageDown", "PageDown", "1"] { session.feed([.keyDown(KeyPress(key)), .keyUp(KeyPress(key))], at: session.now); session.frame() }
        #expect(app.lab!.shownAlone == 18, "station 19 shown alone")
        pick(.pen, app, session)
        pick(.pen, app, session)   // chosen already: does nothing
        let picker = app.lab!.mouseFingerPicker, pen = picker.segmentFrame(.pen), o = picker.frameInWindow.origin
        click(session, Point(o.x + pen.midX, o.y + pen.midY))
        #expect(app.mouseInput.force == 0.75, "a click on the chosen pen steps its force")
        let penPad = station.pad("penPad").frameInWindow, fingerPad = station.pad("fingerPad").frameInWindow
        session.feed([.mouseHover(to: Point(penPad.minX + 40, penPad.minY + 100))], at: session.now); session.frame()
        session.feed([.mouseDown(at: Point(penPad.minX + 40, penPad.minY + 100))], at: session.now); session.frame()
        session.feed([.scroll(delta: Vector(dx: 0, dy: 2), precise: false)], at: session.now); session.frame()
        #expect(app.gestureWindow.activeTouches.map(\.force) == [0.95])
        for k in 1...12 { session.feed([.mouseDrag(to: Point(penPad.minX + 40 + Double(k) * 7, penPad.minY + 100))], at: session.now); session.frame() }
        session.feed([.mouseUp(at: nil)], at: session.now); session.frame()
        pick(.fingers(1), app, session)
        session.feed([.mouseDown(at: Point(fingerPad.minX + 40, fingerPad.minY + 100))], at: session.now); session.frame()
        for k in 1...12 { session.feed([.mouseDrag(to: Point(fingerPad.minX + 40 + Double(k) * 7, fingerPad.minY + 100))], at: session.now); session.frame() }
        session.feed([.mouseUp(at: nil)], at: session.now)
        for _ in 0..<10 { session.frame() }
        session.recorder = nil
        let recorded = app.gestureWindow.log.entries
        #expect(actions(app, since: 0).filter { !$0.hasPrefix("lab.") } == [
            "penPan began", "penPan changed x10", "penPan ended", "fingerPan began", "fingerPan changed x10", "fingerPan ended",
        ])

        let text = try String(contentsOfFile: file, encoding: .utf8)
        let script = try TouchScriptParser.parse(text, file: file, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let replay = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        replay.selectScene(script.scene)   // as the command does
        let driver = Driver(app: replay, size: Self.size)
        _ = try ScriptPlayer(script: script, outputDirectory: folder.path).run(on: driver)
        for _ in 0..<10 { driver.session.frame() }
        #expect(replay.gestureWindow.log.entries == recorded, "\(text)")
        #expect(replay.mouseInput == app.mouseInput)
    }

    /// Issue 49: stations 24-26 by mouse, recorded (`--record`) and replayed. Station 24: the picker's pen
    /// tilted by the wheel with shift (three notches: 45°) and turned with alt (nine: 135°), then drawing;
    /// 25: the picker's eraser crossing; 26: the wheel with ctrl, a trackpad's pinch. The recording writes the
    /// tilt and the turn as the modified wheel they are (`scroll 0 3 shift`) and the pinch as
    /// `pinch-trackpad begin`, `change`, `end`; replayed headless, the same log, entry for entry, and the
    /// same pen's angles on station 24's view.
    @Test func aRecordingOfTiltEraserAndWheelPinchReplaysToTheSameLog() throws {
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("tilt.tts").path
        let (app, session) = try Self.labRecorded(into: file)
        func show(_ keys: [String]) {
            for key in keys { session.feed([.keyDown(KeyPress(key)), .keyUp(KeyPress(key))], at: session.now); session.frame() }
        }
        func drag(from p: Point, by v: Vector) {
            session.feed([.mouseDown(at: p)], at: session.now); session.frame()
            for k in 1...12 { session.feed([.mouseDrag(to: Point(p.x + v.dx * Double(k) / 12, p.y + v.dy * Double(k) / 12))], at: session.now); session.frame() }
            session.feed([.mouseUp(at: nil)], at: session.now); session.frame()
        }
        show(["PageDown", "PageDown", "6"])   // station 24, the sixth of page 3
        let s24 = app.lab!.station(24)
        #expect(app.lab!.shownAlone == 23, "station 24 shown alone")
        pick(.pen, app, session)
        let pad24 = s24.pads[0].frameInWindow
        session.feed([.mouseHover(to: Point(pad24.minX + 40, pad24.minY + 100))], at: session.now); session.frame()
        wheel(3, with: "Left Shift", session); session.frame()
        wheel(9, with: "Left Alt", session); session.frame()
        #expect(session.controls.mousePenTilt == (45, 135))
        #expect(app.lab!.mouseFingerPicker.tiltText == "45°/135°", "the picker shows the tilt")
        drag(from: Point(pad24.minX + 40, pad24.minY + 100), by: Vector(dx: 80, dy: 10))
        let view = try #require(s24.views.first as? PenAnglesView)
        let live = try #require(view.angles)
        #expect(abs(live.altitude - .pi / 4) < 1e-9 && abs(live.azimuth - 3 * .pi / 4) < 1e-9, "\(live)")
        show(["Right"])   // station 25
        pickEraser(app, session)
        let pad25 = app.lab!.station(25).pads[0].frameInWindow
        drag(from: Point(pad25.minX + 180, pad25.minY + 40), by: Vector(dx: 0, dy: 180))
        show(["Right"])   // station 26
        let pad26 = app.lab!.station(26).pads[0].frameInWindow
        session.feed([.mouseHover(to: Point(pad26.minX + 180, pad26.minY + 130)), .keyDown(KeyPress("Left Ctrl"))], at: session.now)
        for _ in 0..<6 { session.feed([.scroll(delta: Vector(dx: 0, dy: 1), precise: false)], at: session.now); session.frame() }
        session.feed([.keyUp(KeyPress("Left Ctrl"))], at: session.now)
        for _ in 0..<10 { session.frame() }
        session.recorder = nil
        let recorded = app.gestureWindow.log.entries
        #expect(actions(app, since: 0).filter { !$0.hasPrefix("lab.") } == [
            "pan began", "pan changed x10", "pan ended", "pan began", "pan changed x11", "pan ended",
            "pinch began", "pinch changed x5", "pinch ended",
        ])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("wait") && !$0.hasPrefix("mouse") && !$0.hasPrefix("hover") }
        #expect(lines.filter { $0.hasPrefix("scroll") } == ["scroll 0 3 shift", "scroll 0 9 alt"])
        let pinchLines = lines.filter { $0.hasPrefix("pinch-trackpad") }
        #expect(pinchLines.count == 8 && pinchLines.first?.hasPrefix("pinch-trackpad begin ") == true
                && pinchLines.last?.hasPrefix("pinch-trackpad end ") == true, "\(pinchLines)")
        #expect(pinchLines[6].hasSuffix(" 1.7716"), "six notches of 1.1: \(pinchLines[6])")

        let script = try TouchScriptParser.parse(text, file: file, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let replay = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        replay.selectScene(script.scene)
        let driver = Driver(app: replay, size: Self.size)
        _ = try ScriptPlayer(script: script, outputDirectory: folder.path).run(on: driver)
        for _ in 0..<10 { driver.session.frame() }
        #expect(replay.gestureWindow.log.entries == recorded, "\(text)")
        #expect(replay.mouseInput == app.mouseInput)
        let replayed = try #require((replay.lab!.station(24).views.first as? PenAnglesView)?.angles)
        #expect(replayed.altitude == live.altitude && replayed.azimuth == live.azimuth)
    }

    /// On a backend that reports no pen tilt, eraser end or trackpad pinch (the fake one, as SDL 2), stations
    /// 24-26 say so on their pad, with how the mouse makes it; the others say nothing; on one that reports
    /// them (SDL 3), none does.
    @Test func stationsSayWhatThisBackendCannotReport() {
        let (app, _, _) = lab(showing: 24)
        let notes = (1...app.lab!.stations.count).compactMap { n in app.lab!.station(n).pads.first?.note.map { "\(n): \($0)" } }
        #expect(notes == [
            "24: Only SDL 3 reports a pen's tilt. By mouse: pick pen, shift+wheel tilts it, alt+wheel turns it",
            "25: Only SDL 3 reports a pen's eraser end. By mouse: click pen until it reads eraser",
            "26: Only SDL 3 reports a trackpad's pinch. By mouse: ctrl+wheel over the pad",
        ])
        app.lab!.noteDevicesMissing(reported: true)
        #expect(app.lab!.stations.allSatisfy { $0.pads.first?.note == nil })
    }

    /// Issue 49: the picker's pen's force is seen. On station 19's pen pad, the picker's pen at 0.75: the
    /// overlay writes `pen 0.75` over the touch, then `pen 0.95` after two notches of the wheel; the pad's
    /// line is as wide as it presses (2 + 10 × force) and its foot says the force; the timeline's lane is
    /// `1 (pen)`, never the mouse's `m`. A finger from the picker is `1` too, with nothing more said.
    @Test func thePickersPenForceIsSeen() throws {
        let (app, session, station) = lab(showing: 19)
        app.handleKey(KeyPress("F4"))
        pick(.pen, app, session)
        pick(.pen, app, session)
        let picker = app.lab!.mouseFingerPicker, pen = picker.segmentFrame(.pen), o = picker.frameInWindow.origin
        click(session, Point(o.x + pen.midX, o.y + pen.midY))
        #expect(app.mouseInput.force == 0.75)
        let pad = station.pad("penPad").frameInWindow
        session.feed([.mouseDown(at: Point(pad.minX + 30, pad.minY + 60))], at: session.now); session.frame()
        var said = app.gestureWindow.activeTouches.map { "\($0.id.label): \(TeachingOverlay.touchWords($0) ?? "")" }
        for k in 1...6 { session.feed([.mouseDrag(to: Point(pad.minX + 30 + Double(k) * 6, pad.minY + 60))], at: session.now); session.frame() }
        session.feed([.scroll(delta: Vector(dx: 0, dy: 2), precise: false)], at: session.now); session.frame()
        said += app.gestureWindow.activeTouches.map { "\($0.id.label): \(TeachingOverlay.touchWords($0) ?? "")" }
        session.feed([.mouseDrag(to: Point(pad.minX + 80, pad.minY + 60))], at: session.now); session.frame()
        session.feed([.mouseUp(at: nil)], at: session.now); session.frame()
        #expect(said == ["1: pen 0.75", "1: pen 0.95"])
        let trail = try #require((station.views.first as? TypeTrailView)?.trails.last)
        #expect(trail.widths.first == 9.5 && trail.widths.last == 11.5, "\(trail.widths)")
        #expect(trail.force == 0.95)
        let lanes = app.timeline.current().lanes.filter { $0.kind == .touch }.map(\.title)
        #expect(lanes == ["1 (pen)"])
        pick(.fingers(1), app, session)
        let fingerPad = station.pad("fingerPad").frameInWindow
        session.feed([.mouseDown(at: Point(fingerPad.minX + 30, fingerPad.minY + 60))], at: session.now); session.frame()
        #expect(app.gestureWindow.activeTouches.map { "\($0.id.label) \(TeachingOverlay.touchWords($0) ?? "-")" } == ["1 -"])
        session.feed([.mouseUp(at: nil)], at: session.now); session.frame()
        #expect(!app.timeline.current().lanes.contains { $0.kind == .touch && $0.name.hasPrefix("m") })
    }

    /// A headless driver with no pixels: frames on the virtual clock.
    final class Driver: ScriptDriver {
        let session: Session
        init(app: TouchTrackerApp, size: Size) { session = Session(app: app, windowSize: size) }
        func runFrame() -> Bool { session.frame(); return true }
        func screenshot(to path: String) throws {}
    }

    /// The dump's `mouseFingers` keeps `count` and `segments` and adds the kind chosen, the pen's force and
    /// the pen's and the mouse's segments' frames, which a click picks.
    @Test func theDumpGivesThePickersChoiceAndFrames() throws {
        let (_, session, _) = lab(showing: 19)
        func picker() throws -> [String: Any] {
            let dump = try #require(JSONSerialization.jsonObject(with: Data(session.stateJSON().utf8)) as? [String: Any])
            return try #require((dump["lab"] as? [String: Any])?["mouseFingers"] as? [String: Any])
        }
        var p = try picker()
        #expect(p["count"] as? Int == 1 && p["input"] as? String == "mouse" && p["force"] as? Double == 0.5)
        #expect((p["segments"] as? [String: [Double]])?.keys.sorted() == ["1", "2", "3"])
        let inputs = try #require(p["inputSegments"] as? [String: [Double]])
        #expect(inputs.keys.sorted() == ["mouse", "pen"])
        let pen = try #require(inputs["pen"]), three = try #require((p["segments"] as? [String: [Double]])?["3"])
        #expect(pen[0] > three[0] + three[2] && pen[1] == three[1], "the pen right of 3, on its line")
        click(session, Point(pen[0] + pen[2] / 2, pen[1] + pen[3] / 2))
        click(session, Point(pen[0] + pen[2] / 2, pen[1] + pen[3] / 2))
        p = try picker()
        #expect(p["count"] as? Int == 1 && p["input"] as? String == "pen" && p["force"] as? Double == 0.75)
        click(session, Point(three[0] + three[2] / 2, three[1] + three[3] / 2))
        p = try picker()
        #expect(p["count"] as? Int == 3 && p["input"] as? String == "finger" && p["force"] as? Double == 0.75)
    }
}
