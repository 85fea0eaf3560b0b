import Foundation
import Testing
import Gestures
import TestSupport
@testable import AppHost

/// The mouse standing in for a pen or fingers (an app's input picker, `HostedApp.mouseStandIn`): the
/// touches the engine is given, in order, with their type and force; the wheel pressing a pen harder while it
/// is down; the mouse hovering as a pen where a press would be one; Alt's finger mirrored about the app's
/// pivot; and a `--record`ing of all that replayed to the same log.
@Suite struct MouseStandInTests {
    /// A pad on the window's left half (200x300) and a strip on its right: a press on the pad stands in for
    /// `onPad`, elsewhere it is the mouse. Every touch method and hover the nodes hear is logged with its
    /// touch's name, type, force and place.
    final class PadApp: HostedApp {
        let gestureWindow = Window(size: Size(width: 400, height: 300))
        let windowTitle = "Pad"
        var onPad = MouseStandIn.pen(force: 0.5)
        let pad: Listener, side: Listener
        var heard: [String] = []
        final class Listener: Node {
            var heard: ((String) -> Void)?
            func note(_ what: String, _ touches: [Touch]) {
                for t in touches {
                    heard?("\(what) \(name) \(t.id.label) \(t.type) \(t.force) at \(Int(t.locationInWindow.x)),\(Int(t.locationInWindow.y))")
                }
            }
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { note("began", touches) }
            override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { note("moved", touches) }
            override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { note("ended", touches) }
            override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { note("cancelled", touches) }
        }
        init() {
            pad = Listener(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 300))
            side = Listener(name: "side", frame: Rect(x: 200, y: 0, width: 200, height: 300))
            for n in [pad, side] {
                n.isMultipleTouchEnabled = true
                gestureWindow.rootNode.addChild(n)
                n.heard = { [unowned self] in self.heard.append($0) }
            }
            let hover = HoverGestureRecognizer(name: "hover")
            hover.addAction { [unowned self] r in self.heard.append("hover \(r.state)") }
            pad.addGestureRecognizer(hover)
        }
        func resize(to size: Size) { gestureWindow.size = size }
        func handleKey(_ key: KeyPress) {}
        func willQuit() {}
        func update(now: Seconds, hostTime: Seconds) {}
        func render(in canvas: Canvas) {}
        func mouseStandIn(forPressAt point: Point) -> MouseStandIn { pad.frame.contains(point) ? onPad : .mouse() }
        /// The pad's centre: Alt's finger turns around it, not the window's (300, 150).
        func mirrorPivot(near point: Point) -> Point? { pad.frame.contains(point) ? pad.frame.center : nil }
        /// The hover pointers the window follows now, as the dump gives them.
        var hovering: [String] {
            [TouchType.indirectPointer, .pencil].compactMap { t in gestureWindow.hoverLocation(of: t).map { "\(t) \(Int($0.x)),\(Int($0.y))" } }
        }
    }

    /// A press of the left button on the pad is a pen pressing with the picker's force; the wheel turned
    /// while it is down presses harder (away from the user) or lighter, each notch 0.1, never past 0 or 1,
    /// and scrolls nothing; the right button there is the mouse's pointer touch with its button. Off the pad
    /// the left button is the mouse. The whole ordered log of what the nodes heard.
    @Test func aPenPressWithItsForceAndTheWheelChangingIt() {
        let app = PadApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        var scrolls = 0
        let scroll = PanGestureRecognizer(name: "scroll")
        scroll.allowedScrollTypesMask = .all
        scroll.allowedTouchTypes = [.direct]   // the wheel's only: the pen's drag is not this pan's
        scroll.addAction { _ in scrolls += 1 }
        app.pad.addGestureRecognizer(scroll)
        session.feed([.mouseDown(at: Point(100, 100))], at: 0.1)
        session.feed([.scroll(delta: Vector(dx: 0, dy: 2), precise: false)], at: 0.2)
        session.feed([.mouseMove(to: Point(110, 100))], at: 0.3)
        session.feed([.scroll(delta: Vector(dx: 0, dy: -0.5), precise: true)], at: 0.4)
        session.feed([.scroll(delta: Vector(dx: 0, dy: 20), precise: false)], at: 0.5)
        session.feed([.scroll(delta: Vector(dx: 0, dy: -30), precise: false)], at: 0.6)
        session.feed([.mouseUp(at: Point(110, 100))], at: 0.7)
        // The next press starts again from the picker's force; the right button is the mouse's; off the pad, the mouse.
        session.feed([.mouseDown(at: Point(50, 50))], at: 0.8)
        session.feed([.mouseUp(at: Point(50, 50))], at: 0.9)
        session.feed([.mouseDown(at: Point(50, 50), button: .secondary)], at: 1.0)
        #expect(app.gestureWindow.activeTouches.map(\.buttonMask) == [.secondary])
        session.feed([.mouseUp(at: Point(50, 50))], at: 1.1)
        session.feed([.mouseDown(at: Point(300, 50))], at: 1.2)
        session.feed([.mouseUp(at: Point(300, 50))], at: 1.3)
        #expect(app.heard == [
            "began pad 1 pencil 0.5 at 100,100",
            "moved pad 1 pencil 0.7 at 100,100",
            "moved pad 1 pencil 0.7 at 110,100",
            "moved pad 1 pencil 0.65 at 110,100",
            "moved pad 1 pencil 1.0 at 110,100",
            "moved pad 1 pencil 0.0 at 110,100",
            "ended pad 1 pencil 0.0 at 110,100",
            "began pad 1 pencil 0.5 at 50,50",
            "ended pad 1 pencil 0.5 at 50,50",
            "began pad m indirectPointer 0.0 at 50,50",
            "ended pad m indirectPointer 0.0 at 50,50",
            "began side m indirectPointer 0.0 at 300,50",
            "ended side m indirectPointer 0.0 at 300,50",
        ])
        #expect(scrolls == 0, "the wheel pressed the pen: no scroll reached the pan")
        #expect(app.gestureWindow.log.entries == [
            "touchesBegan pad 1", "touchesMoved pad 1", "touchesMoved pad 1", "touchesMoved pad 1", "touchesMoved pad 1",
            "touchesMoved pad 1", "touchesEnded pad 1", "touchesBegan pad 1", "touchesEnded pad 1", "touchesBegan pad m",
            "touchesEnded pad m", "touchesBegan side m", "touchesEnded side m",
        ])
    }

    /// Fingers: `.direct`, 40 pt apart as a held digit's; Alt adds a finger mirrored about the pad's centre
    /// (the app's pivot, not the window's), a finger too beside a pen, the mouse's own beside the mouse. A held
    /// digit still makes the mouse's fingers.
    @Test func fingersAndAltsMirrorAboutThePadPressed() {
        let app = PadApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        func press(_ keys: [String], at p: Point) -> [String] {
            session.feed(keys.map { .keyDown(KeyPress($0)) } + [.mouseDown(at: p)], at: session.now)
            defer { session.feed([.mouseUp(at: p)] + keys.map { .keyUp(KeyPress($0)) }, at: session.now) }
            return app.gestureWindow.activeTouches.map { "\($0.id.label) \($0.type) \(Int($0.locationInWindow.x)),\(Int($0.locationInWindow.y))" }
        }
        app.onPad = .fingers(2)
        // The picker's fingers and pen are numbered as a touchscreen's fingers: never named as the mouse.
        #expect(press([], at: Point(60, 100)) == ["1 direct 40,100", "2 direct 80,100"])
        #expect(press(["Left Alt"], at: Point(60, 100)) == ["1 direct 40,100", "2 direct 80,100", "3 direct 140,200"])
        app.onPad = .pen(force: 0.25)
        #expect(press(["Left Alt"], at: Point(60, 100)) == ["1 pencil 60,100", "2 direct 140,200"])
        app.onPad = .mouse()
        #expect(press(["Left Alt"], at: Point(60, 100)) == ["m indirectPointer 60,100", "m2 indirectPointer 140,200"])
        app.onPad = .fingers(1)
        #expect(press(["3"], at: Point(100, 100)) == ["m indirectPointer 60,100", "m2 indirectPointer 100,100", "m3 indirectPointer 140,100"])
        // Off the pad: the window's centre (200, 150).
        #expect(press(["Left Alt"], at: Point(250, 100)) == ["m indirectPointer 250,100", "m2 indirectPointer 150,200"])
    }

    /// Where a press would be a pen, the mouse hovers as a pen: over the pad a `.pencil` hover (the pad's
    /// hover recognizer, allowing every type, begins and changes), leaving the pad the pen's hover ends and
    /// the mouse's begins; the mouse leaving the window ends whichever it was.
    @Test func theMouseHoversAsAPenWhereAPressWouldBeOne() {
        let app = PadApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        var seen: [[String]] = []
        for p in [Point(100, 100), Point(120, 100), Point(300, 100), Point(150, 100)] {
            session.feed([.mouseHover(to: p)], at: session.now)
            seen.append(app.hovering)
        }
        session.feed([.hover(to: nil, type: .indirectPointer)], at: session.now)
        seen.append(app.hovering)
        #expect(seen == [["pencil 100,100"], ["pencil 120,100"], ["indirectPointer 300,100"], ["pencil 150,100"], []])
        #expect(app.heard == ["hover began", "hover changed", "hover ended", "hover began", "hover ended"])
    }

    /// `--record` writes the mouse as it is (`mouse down`, the wheel's `scroll`, `hover`); replayed, the app's
    /// stand-in makes the same pen, the wheel the same forces, the hover the same pen's: the same log.
    @Test func aRecordingReplaysToTheSameLog() throws {
        let folder = ScratchFolder()
        let file = folder.appendingPathComponent("pen.tts").path
        let app = PadApp()
        let session = Session(app: app, windowSize: app.gestureWindow.size)
        session.recorder = try ScriptRecorder(path: file, windowSize: app.gestureWindow.size, scene: "main", defaultScene: "main",
                                              time: session.hostTime, appName: app.windowTitle, replayCommand: "pad")
        let inputs: [RawInput] = [
            .mouseHover(to: Point(100, 100)), .mouseHover(to: Point(120, 110)), .keyDown(KeyPress("Left Alt")), .mouseDown(at: Point(120, 110)),
            .scroll(delta: Vector(dx: 0, dy: 1), precise: false), .mouseDrag(to: Point(130, 120)),
            .scroll(delta: Vector(dx: 0, dy: -3), precise: false), .mouseUp(at: Point(130, 120)), .keyUp(KeyPress("Left Alt")),
            .mouseHover(to: Point(300, 100)), .mouseDown(at: Point(300, 100)), .mouseUp(at: Point(300, 100)),
        ]
        for input in inputs {
            session.feed([input], at: session.now)
            session.frame()
        }
        session.recorder = nil
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait") }
        #expect(lines == ["window 400 300", "ui-scale 1", "hover 100 100", "hover 120 110", "mouse down 120 110 mirror", "scroll 0 1", "mouse move 130 120",
                          "scroll 0 -3", "mouse up", "hover 300 100", "mouse down 300 100", "mouse up"])
        let script = try TouchScriptParser.parse(text, file: file, scenes: ["main"]).get()
        let replay = PadApp()
        let driver = HostedAppTests.RecordingDriver(app: replay)
        _ = try ScriptPlayer(script: script, outputDirectory: folder.path).run(on: driver)
        #expect(replay.heard == app.heard)
        #expect(replay.gestureWindow.log.entries == app.gestureWindow.log.entries)
        #expect(app.heard.contains("moved pad 1 pencil 0.6 at 120,110") && app.heard.contains("ended pad 1 pencil 0.3 at 130,120")
                && app.heard.contains("began pad 2 direct 0.0 at 80,190"), "\(app.heard)")
    }
}
