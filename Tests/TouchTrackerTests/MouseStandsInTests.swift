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
        case .pen: chosen = app.mouseInput.kind == .pen
        case .mouse: chosen = app.mouseInput.kind == .mouse
        }
        guard !chosen else { return }
        let picker = app.lab!.mouseFingerPicker
        let f = picker.segmentFrame(s), o = picker.frameInWindow.origin
        click(session, Point(o.x + f.midX, o.y + f.midY))
    }

    func frames(_ seconds: Double, _ session: Session) {
        for _ in 0..<Int((seconds * 60 - 1e-9).rounded(.up)) { session.frame() }
    }

    /// The station's interactions played by the mouse alone: one touch at a time (a second touch down
    /// at once is not the mouse's: `Issue.record`).
    func playByMouse(_ interactions: StationInteractions, on station: LabStation, _ app: TouchTrackerApp, _ session: Session) {
        func at(_ p: Point, _ pad: String?) -> Point {
            let o = (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin
            return Point(o.x + p.x, o.y + p.y)
        }
        var down: (id: Int, pad: String?)?
        for step in interactions.steps {
            switch step {
            case .tap(let p, let pad):
                pick(.fingers(1), app, session)
                session.feed([.mouseDown(at: at(p, pad))], at: session.now)
                frames(0.05, session)
                session.feed([.mouseUp(at: at(p, pad))], at: session.now)
            case .down(let id, let p, let pen, let pad):
                if down != nil { Issue.record("two touches at once are not the mouse's"); return }
                pick(pen == nil ? .fingers(1) : .pen, app, session)
                #expect(pen == nil || pen?.force == app.mouseInput.force, "the picker's force is the step's")
                down = (id, pad)
                session.feed([.mouseDown(at: at(p, pad))], at: session.now)
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
            case .pinchTrackpad:
                Issue.record("a trackpad's pinch is not the mouse's"); return
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
    @Test(arguments: [19, 21, 22, 23])
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
        #expect(pinch(.fingers(1)) == ["m direct -50,0", "m2 direct 50,0"], "about the pad's centre")
        #expect(actions(app, since: before) == ["pinch began", "pinch changed x9", "pinch ended"])
        let afterFingers = app.gestureWindow.log.records.count
        #expect(pinch(.pen) == ["m pencil -50,0", "m2 direct 50,0"])
        #expect(actions(app, since: afterFingers).isEmpty, "a finger and the pen: the pinch takes one type")
        let padLog = app.gestureWindow.log.entries.dropFirst(before).filter { !$0.hasPrefix("action ") && $0.contains(station.pads[0].name) }
        // The fingers' pinch begins at their second move and cancels the pad's touches (cancelsTouchesInView);
        // the pen and the finger go to their end unrecognized.
        #expect(Array(padLog) == ["touchesBegan s20.pad m,m2"] + Array(repeating: "touchesMoved s20.pad m,m2", count: 2) + ["touchesCancelled s20.pad m,m2"]
                + ["touchesBegan s20.pad m,m2"] + Array(repeating: "touchesMoved s20.pad m,m2", count: 12) + ["touchesEnded s20.pad m,m2"])
    }

    /// A lab session recorded (`--record`): the picker clicked to the pen and its force stepped, a press on
    /// station 19's pen pad with the wheel pressing harder, a drag; then a finger on the finger pad. Replayed
    /// headless, the same log, entry for entry.
    @Test func aRecordingOfTheMouseAsAPenReplaysToTheSameLog() throws {
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("pen.tts").path
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: nil)
        let session = Session(app: app, windowSize: Self.size)
        app.selectScene("lab")
        let station = app.lab!.station(19)
        session.recorder = try ScriptRecorder(path: file, windowSize: Self.size, scene: "lab", defaultScene: app.sceneNames[0],
                                              time: session.hostTime, appName: app.windowTitle, replayCommand: "touchtracker")
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
