import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// The grammar's commands, one case each (`docs/touch-scripts.md`); a word no case knows goes to the app's
/// own commands (`ScriptCommand`).
extension TouchScriptParser.Parser {
    mutating func command(_ w: [String]) throws {
        let name = w[0]
        let continuesCheck = name == "expect" && lastWasExpect
        lastWasExpect = false
        if !continuesCheck { closeActionCheck() }
        let isHeader = name == "window" || name == "scene" || name == "tolerance"
        if isHeader && sawEvent { throw fail("\(name) is a header command: it must come before the first event") }
        if !isHeader { sawEvent = true }
        switch name {
        case "window":
            try count(w, 3, "window W H")
            let width = try number(w[1], "the width"), height = try number(w[2], "the height")
            guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
                throw fail("the window must be between 1 and 16384 points on each side, got \(q(w[1])) x \(q(w[2]))")
            }
            script.windowSize = Size(width: width, height: height)
            script.windowLine = line
        case "scene":
            try count(w, 2, "scene NAME")
            guard scenes.contains(w[1]) else { throw fail("unknown scene '\(q(w[1]))' (known: \(scenes.joined(separator: ", ")))") }
            script.scene = w[1]
        case "wait":
            try count(w, 2, "wait S")
            try emit(.frames(Self.frames(try time(w[1]))))
        case "down":
            // `down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]`: a pen's touch (`.pencil`) pressing with
            // FORCE, 0 to 1, held at ALTITUDE and AZIMUTH degrees (UIKit's angles), with its eraser end.
            if w.count >= 5 && w[4] == "pen" {
                guard w.count >= 6 else { throw fail("a pen's down takes its force after 'pen' (down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]), got \(w.count - 1) values") }
            } else {
                try count(w, 4, "down F X Y")
            }
            let id = try fingerID(w[1])
            let p = try point(w[2], w[3])
            var pen: PenSample?
            if w.count >= 6 {
                let force = try number(w[5], "the pen's force")
                guard (0...1).contains(force) else { throw fail("the pen's force is from 0 to 1, got '\(q(w[5]))'") }
                pen = try penExtras(Array(w[6...]), force: force)
            }
            guard fingers[id] == nil else { throw fail("finger \(id) is already down") }
            guard fingers.count < TouchScript.maximumFingers else {
                throw fail("finger \(id) cannot go down: \(TouchScript.maximumFingers) fingers are down already")
            }
            if let pen {
                fingers[id] = p
                let reported = pen.tiltX != nil || pen.eraser
                try emit(.input([.scriptFinger(.down, id: id, at: p, type: .pencil, force: pen.pressure, pen: reported ? pen : nil)]))
            } else {
                try down([id], [p])
            }
        case "hover":
            // `hover X Y [pen [DISTANCE]]`: the mouse (or a pen above the screen, DISTANCE from it, 0 to 1)
            // moves with nothing pressed; `hover out [pen]`: it leaves the window.
            if (w.count == 2 || (w.count == 3 && w[2] == "pen")) && w[1] == "out" {
                try emit(.input([.hover(to: nil, type: w.count == 3 ? .pencil : .indirectPointer)])); break
            }
            guard w.count == 3 || ((w.count == 4 || w.count == 5) && w[3] == "pen") else {
                throw fail("hover takes X Y, then optionally pen and the pen's distance (hover X Y [pen [DISTANCE]]), or out [pen]")
            }
            let p = try point(w[1], w[2])
            if w.count == 3 { mousePoint = p; try emit(.input([.mouseHover(to: p)])); break }
            if w.count == 4 { try emit(.input([.hover(to: p, type: .pencil)])); break }
            let d = try number(w[4], "the pen's distance")
            guard (0...1).contains(d) else { throw fail("the pen's distance is from 0 (touching) to 1, got '\(q(w[4]))'") }
            try emit(.input([.penHover(pen: 0, at: p, sample: PenSample(distance: d))]))
        case "pinch-trackpad":
            try trackpadPinchCommand(w)
        case "scroll":
            // `scroll DX DY [precise]`: a wheel's notches (whole numbers), or with `precise` a trackpad's
            // continuous scroll; positive DY away from the user, positive DX to the right, as SDL reports them.
            guard w.count == 3 || (w.count == 4 && w[3] == "precise") else { throw fail("scroll takes DX DY, then optionally precise (scroll DX DY [precise])") }
            let dx = try number(w[1], "the horizontal scroll"), dy = try number(w[2], "the vertical scroll")
            guard abs(dx) <= 100, abs(dy) <= 100 else { throw fail("a scroll moves at most 100 notches at once, got \(q(w[1])) \(q(w[2]))") }
            if w.count == 3 && (dx != dx.rounded() || dy != dy.rounded()) {
                throw fail("a wheel scrolls whole notches; a trackpad's fractions take 'precise' (scroll DX DY precise)")
            }
            try emit(.input([.scroll(delta: Vector(dx: dx, dy: dy), precise: w.count == 4)]))
        case "move":
            try count(w, 4, "move F X Y")
            let id = try fingerID(w[1])
            let p = try point(w[2], w[3])
            guard fingers[id] != nil else { throw fail("finger \(id) is not down") }
            fingers[id] = p
            try emit(.input([.scriptFinger(.move, id: id, at: p)]))
        case "up", "cancel":
            try count(w, 2, "\(name) F")
            let id = try fingerID(w[1])
            guard let p = fingers[id] else { throw fail("finger \(id) is not down") }
            if name == "up" { try up([id]) } else {
                try emit(.input([.scriptFinger(.cancel, id: id, at: p)]))
                fingers[id] = nil
            }
        case "glide":
            guard w.count >= 5, (w.count - 2) % 3 == 0 else {
                throw fail("glide takes a time, then a finger and a point per finger (glide S F X Y [F X Y ...]), got \(w.count - 1) values")
            }
            let seconds = try time(w[1])
            var ids: [Int] = [], targets: [Point] = []
            var i = 2
            while i < w.count {
                let id = try fingerID(w[i])
                guard fingers[id] != nil else { throw fail("finger \(id) is not down") }
                guard !ids.contains(id) else { throw fail("finger \(id) is listed twice") }
                ids.append(id)
                targets.append(try point(w[i + 1], w[i + 2]))
                i += 3
            }
            try glide(ids, to: targets, seconds: seconds)
        case "tap":
            guard w.count == 3 || w.count == 4 else { throw fail("tap takes 2 or 3 values (tap X Y [N]), got \(w.count - 1)") }
            let p = try point(w[1], w[2])
            var n = 1
            if w.count == 4 {
                let v = try number(w[3], "the number of taps")
                guard v == v.rounded(), v >= 1, v <= 100 else { throw fail("the number of taps is a whole number from 1 to 100, got '\(q(w[3]))'") }
                n = Int(v)
            }
            let id = try freeFingers(1, for: "tap")[0]
            for k in 0..<n {
                if k > 0 { try emit(.frames(Self.frames(0.1))) }
                try down([id], [p]); try emit(.frames(Self.frames(0.05))); try up([id])
            }
        case "drag":
            try count(w, 6, "drag X1 Y1 X2 Y2 S")
            let a = try point(w[1], w[2]), b = try point(w[3], w[4])
            let s = try time(w[5])
            let id = try freeFingers(1, for: "drag")[0]
            try down([id], [a]); try glide([id], to: [b], seconds: s); try up([id])
        case "press":
            try count(w, 4, "press X Y S")
            let p = try point(w[1], w[2])
            let s = try time(w[3])
            let id = try freeFingers(1, for: "press")[0]
            try down([id], [p]); try emit(.frames(Self.frames(s))); try up([id])
        case "swipe":
            try count(w, 7, "swipe N DIR X Y D S")
            let nv = try number(w[1], "the number of fingers")
            guard nv == nv.rounded(), (1...5).contains(nv) else { throw fail("a swipe uses 1 to 5 fingers, got '\(q(w[1]))'") }
            let n = Int(nv)
            let direction: Vector
            switch w[2] {
            case "up": direction = Vector(dx: 0, dy: -1)
            case "down": direction = Vector(dx: 0, dy: 1)
            case "left": direction = Vector(dx: -1, dy: 0)
            case "right": direction = Vector(dx: 1, dy: 0)
            default: throw fail("a swipe's direction is up, down, left or right, got '\(q(w[2]))'")
            }
            let c = try point(w[3], w[4])
            let d = try coordinate(w[5], "the distance")
            let s = try time(w[6])
            let ids = try freeFingers(n, for: "swipe")
            let across = Vector(dx: -direction.dy, dy: direction.dx)
            let starts = (0..<n).map { c + across * ((Double($0) - Double(n - 1) / 2) * 40) }
            try down(ids, starts)
            try glide(ids, to: starts.map { $0 + direction * d }, seconds: s)
            try up(ids)
        case "pinch":
            try count(w, 6, "pinch X Y R1 R2 S")
            let c = try point(w[1], w[2])
            let r1 = try coordinate(w[3], "R1"), r2 = try coordinate(w[4], "R2")
            let s = try time(w[5])
            let ids = try freeFingers(2, for: "pinch")
            try down(ids, [Point(c.x - r1, c.y), Point(c.x + r1, c.y)])
            try glide(ids, to: [Point(c.x - r2, c.y), Point(c.x + r2, c.y)], seconds: s)
            try up(ids)
        case "rotate":
            try count(w, 6, "rotate X Y R DEG S")
            let c = try point(w[1], w[2])
            let r = try coordinate(w[3], "R")
            let degrees = try number(w[4], "DEG")
            guard abs(degrees) <= TouchScript.maximumDegrees else {
                throw fail("DEG must be between -\(Int(TouchScript.maximumDegrees)) and \(Int(TouchScript.maximumDegrees)), got \(q(w[4]))")
            }
            let s = try time(w[5])
            let ids = try freeFingers(2, for: "rotate")
            try down(ids, [Point(c.x - r, c.y), Point(c.x + r, c.y)])
            let n = Self.frames(s)
            var moves: [[RawInput]] = []
            for f in 1...Swift.max(1, n) {
                let a = degrees * Double.pi / 180 * (n == 0 ? 1 : Double(f) / Double(n))   // over 0 s: one step to the end
                moves.append([.scriptFinger(.move, id: ids[0], at: Point(c.x - r * cos(a), c.y - r * sin(a))),
                              .scriptFinger(.move, id: ids[1], at: Point(c.x + r * cos(a), c.y + r * sin(a)))])
            }
            let end = degrees * Double.pi / 180
            fingers[ids[0]] = Point(c.x - r * cos(end), c.y - r * sin(end))
            fingers[ids[1]] = Point(c.x + r * cos(end), c.y + r * sin(end))
            try emit(n == 0 ? .input(moves[0]) : .glide(frames: n, moves: moves))
            try up(ids)
        case "mouse":
            guard w.count >= 2 else { throw fail("mouse takes down X Y, move X Y, up or cancel") }
            switch w[1] {
            case "down":
                // Extension: `mouse down X Y [N] [mirror] [left|right|middle]` presses with digit N (2-5
                // fingers) and/or Alt (a mirrored finger) held, as a person without a touchscreen does, with
                // the button named (left by default).
                guard (4...7).contains(w.count) else {
                    throw fail("mouse down takes X Y, then optionally a finger count, 'mirror' and a button (mouse down X Y [N] [mirror] [left|right|middle]), got \(w.count - 2) values")
                }
                mousePoint = try point(w[2], w[3])
                var held: [KeyPress] = []
                var button = ButtonMask.primary
                var seen: [String: String] = [:]   // what each extra word was: one of each at most
                for extra in w.dropFirst(4) {
                    let kind = extra == "mirror" ? "mirror" : ["left", "right", "middle"].contains(extra) ? "button" : "finger count"
                    if let earlier = seen[kind] {
                        throw fail(kind == "mirror" ? "mouse down takes 'mirror' once"
                                   : "mouse down takes one \(kind), got '\(q(earlier))' and '\(q(extra))'")
                    }
                    seen[kind] = extra
                    if extra == "mirror" { held.append(KeyPress("Left Alt")); continue }
                    if let b = ["left": ButtonMask.primary, "right": .secondary, "middle": .button(3)][extra] { button = b; continue }
                    let n = try number(extra, "the finger count")
                    guard n == n.rounded(), (1...5).contains(n) else { throw fail("the mouse makes 1 to 5 fingers, got '\(q(extra))'") }
                    if n > 1 { held.append(KeyPress(String(Int(n)))) }
                }
                try emit(.input(held.map { .keyDown($0) } + [.mouseDown(at: mousePoint, button: button)] + held.map { .keyUp($0) }))
            case "move":
                try count(w, 4, "mouse move X Y")
                mousePoint = try point(w[2], w[3])
                try emit(.input([.mouseMove(to: mousePoint)]))
            case "up":
                try count(w, 2, "mouse up")
                try emit(.input([.mouseUp(at: mousePoint)]))
            case "cancel":
                // Extension: the system cancels the mouse's touches (as when the window loses focus).
                try count(w, 2, "mouse cancel")
                try emit(.input([.mouseCancel]))
            default:
                throw fail("mouse takes down, move, up or cancel, got '\(q(w[1]))'")
            }
        case "key":
            try count(w, 2, "key NAME")
            guard let k = KeyPress.parse(w[1]) else { throw fail("'\(q(w[1]))' is not a key (modifiers are ctrl, shift, alt, joined with +)") }
            guard isKnownKey(k.name) else { throw fail("unknown key name '\(q(k.name))' (key names as in docs/touch-scripts.md: Escape, Delete, Z, F1, ...)") }
            try emit(.key(k))
        case "expect-screenshot":
            try count(w, 2, "expect-screenshot GOLDEN.png")
            let golden = try TouchScriptParser.outputPath(w[1]) { message in
                fail(message.replacingOccurrences(of: "an output path", with: "a golden's path")
                    .replacingOccurrences(of: "relative to --out", with: "relative to the script's folder")
                    .replacingOccurrences(of: "out of --out", with: "out of the script's folder"))
            }
            guard golden.hasSuffix(".png") else { throw fail("a golden is a PNG file: its path ends in .png, got '\(q(w[1]))'") }
            pendingMasks = []
            try emit(.expectScreenshot(golden: golden, line: line))
        case "expect":
            try expect(w, continuing: continuesCheck)
        case "expect-log":
            try count(w, 1, "expect-log, then the expected lines, then end")
            logBlock = (line, [])
        case "mask":
            try mask(w)
        case "tolerance":
            try tolerance(w)
        case "screenshot":
            try count(w, 2, "screenshot PATH")
            try emit(.screenshot(try outputPath(w[1])))
        case "dump":
            try count(w, 2, "dump PATH")
            try emit(.dump(try outputPath(w[1])))
        case "quit":
            try count(w, 1, "quit")
            try emit(.quit)
        case "next":
            try count(w, 2, "next FILE")
            guard !w[1].contains("/"), w[1] != ".", w[1] != "..", w[1].utf8.count <= TouchScript.maximumNameBytes else {
                throw fail("next names a file in this script's folder, got '\(q(w[1]))'")
            }
            script.next = w[1]
            script.nextLine = line
        default:
            guard let c = commands.first(where: { $0.name == name }) else { throw fail("unknown command '\(q(name))'") }
            try emit(.app(try c.parse(w, ScriptArguments(file: file, line: line))))
        }
    }

    /// What follows a pen's force in `down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]`: the sample.
    func penExtras(_ rest: [String], force: Double) throws -> PenSample {
        var sample = PenSample(pressure: force)
        var i = 0
        while i < rest.count {
            switch rest[i] {
            case "tilt" where sample.tiltX == nil:
                guard i + 2 < rest.count else { throw fail("tilt takes the pen's altitude and azimuth in degrees (tilt ALTITUDE AZIMUTH)") }
                let altitude = try number(rest[i + 1], "the pen's altitude")
                let azimuth = try number(rest[i + 2], "the pen's azimuth")
                guard (0...90).contains(altitude) else { throw fail("the pen's altitude is from 0 (flat) to 90 degrees (upright), got '\(q(rest[i + 1]))'") }
                guard (-360...360).contains(azimuth) else { throw fail("the pen's azimuth is in degrees, -360 to 360, got '\(q(rest[i + 2]))'") }
                let t = PenSample.tilts(altitude: altitude * .pi / 180, azimuth: azimuth * .pi / 180)
                sample.tiltX = t.x; sample.tiltY = t.y
                i += 3
            case "eraser" where !sample.eraser:
                sample.eraser = true
                i += 1
            default:
                throw fail("after a pen's force come 'tilt ALTITUDE AZIMUTH' and 'eraser', each at most once, got '\(q(rest[i]))'")
            }
        }
        return sample
    }

    /// `pinch-trackpad X Y S [SECONDS]`: a whole trackpad pinch at the pointer (X, Y), its scale going from
    /// 1 to S over SECONDS (0.25 unless given; one change a frame, evenly in proportion), then its end;
    /// `pinch-trackpad begin X Y`, `pinch-trackpad change X Y S` and `pinch-trackpad end X Y` its parts
    /// (what a recording writes). S, the scale since the pinch began, is from 0.01 to 100.
    mutating func trackpadPinchCommand(_ w: [String]) throws {
        let usage = "pinch-trackpad X Y S [SECONDS], or its parts: pinch-trackpad begin X Y, change X Y S, end X Y"
        func scale(_ word: String) throws -> Double {
            let s = try number(word, "the pinch's scale")
            guard s >= 0.01, s <= 100 else { throw fail("the pinch's scale is from 0.01 to 100, got '\(q(word))'") }
            return s
        }
        switch w.count > 1 ? w[1] : "" {
        case "begin":
            guard w.count == 4 else { throw fail(usage) }
            guard trackpadPinch == nil else { throw fail("a trackpad pinch is already going on (end it first: pinch-trackpad end X Y)") }
            let p = try point(w[2], w[3])
            trackpadPinch = (p, 1)
            try emit(.input([.pinchBegin(at: p)]))
        case "change":
            guard w.count == 5 else { throw fail(usage) }
            guard trackpadPinch != nil else { throw fail("no trackpad pinch is going on (pinch-trackpad begin X Y first)") }
            let p = try point(w[2], w[3]), s = try scale(w[4])
            trackpadPinch = (p, s)
            try emit(.input([.pinchUpdate(at: p, scale: s)]))
        case "end":
            guard w.count == 4 else { throw fail(usage) }
            guard trackpadPinch != nil else { throw fail("no trackpad pinch is going on (pinch-trackpad begin X Y first)") }
            let p = try point(w[2], w[3])
            trackpadPinch = nil
            try emit(.input([.pinchEnd(at: p)]))
        default:
            guard w.count == 4 || w.count == 5 else { throw fail(usage) }
            guard trackpadPinch == nil else { throw fail("a trackpad pinch is already going on (end it first: pinch-trackpad end X Y)") }
            let p = try point(w[1], w[2]), target = try scale(w[3])
            let seconds = w.count == 5 ? try time(w[4], "the pinch's time") : 0.25
            try emit(.input([.pinchBegin(at: p)]))
            let n = Self.frames(seconds)
            if n == 0 {
                try emit(.input([.pinchUpdate(at: p, scale: target)]))
            } else {
                let changes: [[RawInput]] = (1...n).map { f in
                    [.pinchUpdate(at: p, scale: f == n ? target : pow(target, Double(f) / Double(n)))]
                }
                try emit(.glide(frames: n, moves: changes))
            }
            try emit(.input([.pinchEnd(at: p)]))
        }
    }
}
