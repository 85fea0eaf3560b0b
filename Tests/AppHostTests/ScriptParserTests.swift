import Testing
import Gestures
@testable import AppHost
import Foundation

@Suite struct ScriptParserTests {
    func parse(_ text: String) -> Result<TouchScript, ScriptError> {
        TouchScriptParser.parse(text, file: "s.txt", scenes: ["tracker", "lab"])
    }

    func error(_ text: String) -> String? {
        if case .failure(let e) = parse(text) { return e.description }
        return nil
    }

    @Test func everyErrorOfTheSpecNamesFileAndLine() {
        let cases: [(String, String)] = [
            ("wait 1\nfly 1 2\n", "s.txt:2: unknown command 'fly'"),
            ("down 1 2\n", "s.txt:1: down takes 3 values (down F X Y), got 2"),
            ("# c\n\ndown 1 x 3\n", "s.txt:3: x must be a decimal number, got 'x'"),
            ("down 1 nan 3\n", "s.txt:1: x must be a decimal number, got 'nan'"),
            ("down 1 inf 3\n", "s.txt:1: x must be a decimal number, got 'inf'"),
            ("down 1 1e3 3\n", "s.txt:1: x must be a decimal number, got '1e3'"),
            ("wait -0.5\n", "s.txt:1: a time cannot be negative, got -0.5"),
            ("down 0 1 1\n", "s.txt:1: a finger id is a whole number from 1 to 1000000, got '0'"),
            ("down 1.5 1 1\n", "s.txt:1: a finger id is a whole number from 1 to 1000000, got '1.5'"),
            ("down 1 1 1\ndown 1 2 2\n", "s.txt:2: finger 1 is already down"),
            ("move 2 1 1\n", "s.txt:1: finger 2 is not down"),
            ("up 2\n", "s.txt:1: finger 2 is not down"),
            ("cancel 2\n", "s.txt:1: finger 2 is not down"),
            ("down 1 1 1\nglide 0.1 1 5 5 2 6 6\n", "s.txt:2: finger 2 is not down"),
            ("down 1 1 1\ndown 2 1 1\ndown 3 1 1\ndown 4 1 1\ndown 5 1 1\ndown 6 1 1\ndown 7 1 1\ndown 8 1 1\nswipe 3 up 5 5 100 0.2\n",
             "s.txt:9: swipe needs 3 fingers but only 2 are free (at most 10 down at once)"),
            ("tap 1 1\nwindow 800 600\n", "s.txt:2: window is a header command: it must come before the first event"),
            ("wait 0\nscene lab\n", "s.txt:2: scene is a header command: it must come before the first event"),
            ("scene nowhere\n", "s.txt:1: unknown scene 'nowhere' (known: tracker, lab)"),
            ("swipe 3 sideways 1 1 1 1\n", "s.txt:1: a swipe's direction is up, down, left or right, got 'sideways'"),
            ("key Flurble\n", "s.txt:1: unknown key name 'Flurble' (key names as in docs/touch-scripts.md: Escape, Delete, Z, F1, ...)"),
            ("key hyper+Z\n", "s.txt:1: 'hyper+Z' is not a key (modifiers are ctrl, shift, alt, joined with +)"),
            ("mouse hover 1 1\n", "s.txt:1: mouse takes down, move, up or cancel, got 'hover'"),
        ]
        for (text, expected) in cases {
            #expect(error(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func validScriptsParse() throws {
        let s = try parse("""
            window 800 600   # header
            scene tracker
            down 1 -20 900   # outside the window is fine
            glide 0.1 1 10 10
            key ctrl+shift+Z
            key Escape
            tap 5 5 2
            down 2 1 1       # ends with a finger still down: valid
            """).get()
        #expect(s.windowSize == Size(width: 800, height: 600))
        #expect(s.steps.first == .input([.scriptFinger(.down, id: 1, at: Point(-20, 900))]))
        #expect(s.steps.contains(.key(KeyPress("Z", ctrl: true, shift: true))))
    }

    /// The host names no app: a script without a `scene` header starts in the first scene the app gives.
    @Test func aScriptWithoutASceneHeaderStartsInTheAppsFirstScene() throws {
        #expect(try TouchScriptParser.parse("wait 1\n", file: "s", scenes: ["drawing", "lab"]).get().scene == "drawing")
        #expect(try TouchScriptParser.parse("scene lab\nwait 1\n", file: "s", scenes: ["drawing", "lab"]).get().scene == "lab")
        #expect(try parse("wait 1\n").get().scene == "tracker")
    }

    /// A recording names its scene only when it is not the app's first, so it replays where it was made.
    @Test func aRecordingNamesItsSceneOnlyWhenItIsNotTheAppsFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = Size(width: 320, height: 240)
        for scene in ["drawing", "lab"] {
            let path = folder.appendingPathComponent("\(scene).txt").path
            _ = try ScriptRecorder(path: path, windowSize: size, scene: scene, defaultScene: "drawing", time: 0, appName: "TouchTracker", replayCommand: "touchtracker")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.components(separatedBy: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
                    == (scene == "lab" ? ["window 320 240", "ui-scale 1", "scene lab"] : ["window 320 240", "ui-scale 1"]), "\(text)")
            #expect(try TouchScriptParser.parse(text, file: path, scenes: ["drawing", "lab"]).get().scene == scene)
        }
    }

    /// Key names are the host's vocabulary (`KeyNames`), in any letter case; one it lacks is refused with its line.
    @Test func keysAreCheckedAgainstTheHostsVocabulary() throws {
        let s = try parse("key escape\nkey ctrl+z\nkey F12\nkey é\nkey PageDown\n").get()
        #expect(s.steps == [.key(KeyPress("escape")), .key(KeyPress("z", ctrl: true)), .key(KeyPress("F12")), .key(KeyPress("é")),
                            .key(KeyPress("PageDown"))])
        #expect(error("wait 1\nkey LAlt\n") == "s.txt:2: unknown key name 'LAlt' (key names as in docs/touch-scripts.md: Escape, Delete, Z, F1, ...)")
    }

    @Test func timesBecomeWholeFrames() throws {
        let s = try parse("wait 0.05\nwait 0.5\nwait 0\nwait 0.001\n").get()
        #expect(s.steps == [.frames(3), .frames(30), .frames(0), .frames(1)], "ceil(S*60), without float noise")
    }

    @Test func macrosExpandWithTheLowestFreeFingers() throws {
        let s = try parse("down 1 0 0\ntap 10 20\nswipe 3 up 100 200 60 0.05\n").get()
        // tap uses finger 2: down, 3 frames, up
        #expect(s.steps[1] == .input([.scriptFinger(.down, id: 2, at: Point(10, 20))]))
        #expect(s.steps[2] == .frames(3))
        #expect(s.steps[3] == .input([.scriptFinger(.up, id: 2, at: Point(10, 20))]))
        // swipe: fingers 2, 3, 4 40 pt apart across the motion, centred; glide 3 frames; lifted together
        #expect(s.steps[4] == .input([.scriptFinger(.down, id: 2, at: Point(60, 200)), .scriptFinger(.down, id: 3, at: Point(100, 200)),
                                      .scriptFinger(.down, id: 4, at: Point(140, 200))]))
        guard case .glide(let n, let moves) = s.steps[5] else { Issue.record("no glide"); return }
        #expect(n == 3 && moves.last == [.scriptFinger(.move, id: 2, at: Point(60, 140)), .scriptFinger(.move, id: 3, at: Point(100, 140)),
                                         .scriptFinger(.move, id: 4, at: Point(140, 140))])
        #expect(s.steps[6] == .input([.scriptFinger(.up, id: 2, at: Point(60, 140)), .scriptFinger(.up, id: 3, at: Point(100, 140)),
                                      .scriptFinger(.up, id: 4, at: Point(140, 140))]))
    }

    /// Every input a laptop has, as a script spells it: a pen's touch with its force, the pointer hovering
    /// (the mouse, a pen, leaving), the wheel's notches and a trackpad's precise scroll, the mouse's buttons.
    @Test func laptopInputsAreParsedToTheRawInputTheyStandFor() throws {
        let s = try parse("down 1 10 20 pen 0.5\nmove 1 30 20\nup 1\nhover 40 50\nhover 41 52 pen\nhover out\nscroll 0 -2\nscroll 0.5 1.25 precise\nmouse down 60 70 right\nmouse up\nmouse down 60 70 2 middle\nmouse up\n").get()
        #expect(s.steps == [
            .input([.scriptFinger(.down, id: 1, at: Point(10, 20), type: .pencil, force: 0.5)]),
            .input([.scriptFinger(.move, id: 1, at: Point(30, 20))]),
            .input([.scriptFinger(.up, id: 1, at: Point(30, 20))]),
            .input([.mouseHover(to: Point(40, 50))]),
            .input([.hover(to: Point(41, 52), type: .pencil)]),
            .input([.hover(to: nil, type: .indirectPointer)]),
            .input([.scroll(delta: Vector(dx: 0, dy: -2), precise: false)]),
            .input([.scroll(delta: Vector(dx: 0.5, dy: 1.25), precise: true)]),
            .input([.mouseDown(at: Point(60, 70), button: .secondary)]),
            .input([.mouseUp(at: Point(60, 70))]),
            .input([.keyDown(KeyPress("2")), .mouseDown(at: Point(60, 70), button: .button(3)), .keyUp(KeyPress("2"))]),
            .input([.mouseUp(at: Point(60, 70))]),
        ])
        for (text, message) in [
            ("down 1 1 1 pen\n", "s.txt:1: a pen's down takes its force after 'pen' (down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]), got 4 values"),
            ("down 1 1 1 pen 1.5\n", "s.txt:1: the pen's force is from 0 to 1, got '1.5'"),
            ("down 1 1 1 pencil 1\n", "s.txt:1: down takes 3 values (down F X Y), got 5"),
            ("hover 1\n", "s.txt:1: hover takes X Y, then optionally pen and the pen's distance (hover X Y [pen [DISTANCE]]), or out [pen]"),
            ("scroll 0 0.5\n", "s.txt:1: a wheel scrolls whole notches; a trackpad's fractions take 'precise' (scroll DX DY precise)"),
            ("scroll 0 500\n", "s.txt:1: a scroll moves at most 100 notches at once, got 0 500"),
            ("scroll 1 1 fast\n", "s.txt:1: scroll takes DX DY, then optionally precise (scroll DX DY [precise] [shift|alt])"),
        ] {
            #expect(error(text) == message)
        }
    }

    /// SDL 3's pen and trackpad in scripts: a pen's tilt (UIKit's altitude and azimuth, degrees) and eraser,
    /// a hovering pen's distance, a trackpad pinch whole or in parts.
    @Test func pensAndTrackpadPinchesParse() throws {
        let s = try parse("down 1 10 20 pen 0.5 tilt 60 90 eraser\nup 1\ndown 2 10 20 pen 0.25 eraser\nup 2\nhover 5 6 pen 0.4\npinch-trackpad begin 100 120\npinch-trackpad change 100 120 1.5\npinch-trackpad end 101 120\npinch-trackpad 50 60 4 0.05\npinch-trackpad 50 60 0.5 0\n").get()
        guard case .input(let first) = s.steps[0], case let .scriptFinger(.down, 1, p?, .pencil, force, pen?) = first[0] else {
            Issue.record("not a pen's down: \(s.steps[0])"); return
        }
        #expect(p == Point(10, 20) && force == 0.5 && pen.eraser && pen.pressure == 0.5)
        #expect(abs(pen.altitudeAngle - .pi / 3) < 1e-9 && abs(pen.azimuthAngle - .pi / 2) < 1e-9, "tilt 60 90 reads back")
        #expect(Array(s.steps.dropFirst(2)) == [
            .input([.scriptFinger(.down, id: 2, at: Point(10, 20), type: .pencil, force: 0.25, pen: PenSample(pressure: 0.25, eraser: true))]),
            .input([.scriptFinger(.up, id: 2, at: Point(10, 20))]),
            .input([.penHover(pen: 0, at: Point(5, 6), sample: PenSample(distance: 0.4))]),
            .input([.pinchBegin(at: Point(100, 120))]),
            .input([.pinchUpdate(at: Point(100, 120), scale: 1.5)]),
            .input([.pinchEnd(at: Point(101, 120))]),
            .input([.pinchBegin(at: Point(50, 60))]),
            .glide(frames: 3, moves: [[.pinchUpdate(at: Point(50, 60), scale: pow(4, 1.0 / 3))], [.pinchUpdate(at: Point(50, 60), scale: pow(4, 2.0 / 3))],
                                      [.pinchUpdate(at: Point(50, 60), scale: 4)]]),
            .input([.pinchEnd(at: Point(50, 60))]),
            .input([.pinchBegin(at: Point(50, 60))]),
            .input([.pinchUpdate(at: Point(50, 60), scale: 0.5)]),
            .input([.pinchEnd(at: Point(50, 60))]),
        ], "a whole pinch: begin, one change a frame evenly in proportion, end")
        for (text, message) in [
            ("down 1 1 1 pen 0.5 tilt 95 0\n", "s.txt:1: the pen's altitude is from 0 (flat) to 90 degrees (upright), got '95'"),
            ("down 1 1 1 pen 0.5 tilt 45\n", "s.txt:1: tilt takes the pen's altitude and azimuth in degrees (tilt ALTITUDE AZIMUTH)"),
            ("down 1 1 1 pen 0.5 eraser eraser\n", "s.txt:1: after a pen's force come 'tilt ALTITUDE AZIMUTH' and 'eraser', each at most once, got 'eraser'"),
            ("hover 1 1 pen 2\n", "s.txt:1: the pen's distance is from 0 (touching) to 1, got '2'"),
            ("pinch-trackpad change 1 1 2\n", "s.txt:1: no trackpad pinch is going on (pinch-trackpad begin X Y first)"),
            ("pinch-trackpad begin 1 1\npinch-trackpad 1 1 2\n", "s.txt:2: a trackpad pinch is already going on (end it first: pinch-trackpad end X Y)"),
            ("pinch-trackpad 1 1 0\n", "s.txt:1: the pinch's scale is from 0.01 to 100, got '0'"),
            ("pinch-trackpad 1 1\n", "s.txt:1: pinch-trackpad X Y S [SECONDS], or its parts: pinch-trackpad begin X Y, change X Y S, end X Y"),
        ] {
            #expect(error(text) == message)
        }
    }

    @Test func aGlideOverNoTimeIsOneInstantMove() throws {
        let s = try parse("down 1 0 0\nglide 0 1 50 60\ndrag 5 5 9 9 0\n").get()
        #expect(s.steps[1] == .input([.scriptFinger(.move, id: 1, at: Point(50, 60))]))
        #expect(s.steps[3] == .input([.scriptFinger(.move, id: 2, at: Point(9, 9))]), "no frame between down, move and up")
        #expect(!s.steps.contains { if case .frames = $0 { return true }; if case .glide = $0 { return true }; return false })
    }

    /// A rotate over 0 s is one instant turn to the end: finite points (no division by the zero time).
    @Test func rotateOverNoTimeIsOneInstantTurn() throws {
        let s = try parse("rotate 100 100 50 90 0\n").get()
        let points = s.steps.flatMap { step -> [Point] in
            guard case .input(let batch) = step else { return [] }
            return batch.compactMap { if case .scriptFinger(.move, _, let p?, _, _, _) = $0 { return p }; return nil }
        }
        #expect(points.count == 2 && points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(points.map { [($0.x * 1000).rounded() / 1000, ($0.y * 1000).rounded() / 1000] } == [[100, 50], [100, 150]], "\(points)")
    }

    @Test func rotateTurnsClockwiseOnScreen() throws {
        let s = try parse("rotate 100 100 50 90 0.05\n").get()
        guard case .glide(_, let moves) = s.steps[1], case .scriptFinger(_, _, let p, _, _, _)? = moves.last?.last else {
            Issue.record("no glide"); return
        }
        #expect(abs(p!.x - 100) < 1e-9 && abs(p!.y - 150) < 1e-9, "the right finger ends below the centre: \(p!)")
    }
}

@Suite struct ScriptExtensionTests {
    @Test func mouseDownCanHoldDigitsAndAlt() throws {
        let s = try TouchScriptParser.parse("mouse down 10 20 3 mirror\nmouse up\n", file: "s", scenes: ["tracker"]).get()
        #expect(s.steps[0] == .input([.keyDown(KeyPress("3")), .keyDown(KeyPress("Left Alt")), .mouseDown(at: Point(10, 20)),
                                      .keyUp(KeyPress("3")), .keyUp(KeyPress("Left Alt"))]))
        let t = InputTranslator(windowSize: Size(width: 100, height: 100))
        var touches: [TouchInput] = []
        for case .input(let batch) in s.steps { for i in batch { touches += t.translate(i) } }
        #expect(touches.map(\.id.label) == ["m", "m2", "m3", "m4", "m", "m2", "m3", "m4"], "three fingers and a mirrored one, down then up")
        if case .failure(let e) = TouchScriptParser.parse("mouse down 1 1 9\n", file: "s", scenes: [], isKnownKey: { _ in true }) {
            #expect(e.description == "s:1: the mouse makes 1 to 5 fingers, got '9'")
        } else { Issue.record("accepted 9 fingers") }
    }

    /// One button, one finger count and one `mirror` at most: `left right` is not a press of two buttons.
    @Test func mouseDownRefusesTwoOfAKind() {
        let cases = [
            ("mouse down 1 1 left right\n", "s:1: mouse down takes one button, got 'left' and 'right'"),
            ("mouse down 1 1 right right\n", "s:1: mouse down takes one button, got 'right' and 'right'"),
            ("mouse down 1 1 2 3\n", "s:1: mouse down takes one finger count, got '2' and '3'"),
            ("mouse down 1 1 mirror mirror\n", "s:1: mouse down takes 'mirror' once"),
        ]
        for (text, message) in cases {
            if case .failure(let e) = TouchScriptParser.parse(text, file: "s", scenes: ["tracker"]) {
                #expect(e.description == message)
            } else { Issue.record("accepted \(text)") }
        }
        #expect((try? TouchScriptParser.parse("mouse down 1 1 2 mirror right\nmouse up\n", file: "s", scenes: ["tracker"]).get()) != nil)
    }
}
