import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// A parsed touch script (format 1, `docs/touch-scripts.md`): the header, then primitive steps with
/// every macro expanded. Parsing checks the whole script; nothing runs until it has succeeded.
public struct TouchScript: Sendable {
    public var windowSize = Size(width: 1024, height: 768)
    public var scene = "tracker"
    public var steps: [ScriptStep] = []

    /// Where `window` was given (0 when not): errors about the size found later name it.
    public var windowLine = 0

    /// At most this many script fingers are down at once.
    public static let maximumFingers = 10
    public static let framesPerSecond = 60.0

    // Limits, checked when the script is parsed (exit 2, `FILE:LINE`). Each bounds what one line can cost.
    /// The longest time one command may take: a class demo is minutes, not hours.
    public static let maximumSeconds: Seconds = 3600
    /// The longest virtual time a whole script may run (216,000 frames; a headless frame without a
    /// screenshot costs microseconds, so this bounds a run at seconds).
    public static let maximumTotalSeconds: Seconds = 3 * 3600
    /// The largest coordinate or distance, in points: four times the largest window. A finger can still
    /// slide far off the edge; nothing the app does scales with a coordinate past this.
    public static let maximumCoordinate: Points = 65536
    /// The largest angle of `rotate`, in degrees (ten turns).
    public static let maximumDegrees = 3600.0
    /// The longest name in an output path, and the longest output path, in bytes.
    public static let maximumNameBytes = 200
    public static let maximumPathBytes = 1000
    /// The largest script file, in bytes, and the most lines.
    public static let maximumBytes = 4 << 20
    public static let maximumLines = 200_000
}

/// One primitive step. Instant steps run at the current time, in order, with no frame between them.
public enum ScriptStep: Equatable, Sendable {
    /// One batch of input delivered together (one engine event when it is touches).
    case input([RawInput])
    /// Let this many frames of 1/60 s pass.
    case frames(Int)
    /// A glide: per frame, advance one frame then move every listed finger one step (the last on target).
    case glide(frames: Int, moves: [[RawInput]])
    case key(KeyPress)
    case screenshot(String)
    case dump(String)
    /// Extension: the drawing alone as PNG and SVG, `PATH.png` and `PATH.svg` (an extension given is dropped).
    case export(String)
    /// Extension: the timeline as SVG, the last so many seconds (nil: since the script started).
    case timeline(String, Seconds?)
    case quit
}

public enum TouchScriptParser {
    /// Parses `text`; `file` names it in errors; `scenes` are the scene names `scene` may use;
    /// `isKnownKey` validates key names (SDL's names).
    public static func parse(_ text: String, file: String, scenes: [String],
                             isKnownKey: @escaping (String) -> Bool) -> Result<TouchScript, ScriptError> {
        var p = Parser(file: file, scenes: scenes, isKnownKey: isKnownKey)
        do {
            var lineNumber = 0
            // "\r\n" is one Character in Swift: split on both, so CRLF scripts have lines too.
            for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                lineNumber += 1
                p.line = lineNumber
                guard lineNumber <= TouchScript.maximumLines else {
                    throw p.fail("a script has at most \(TouchScript.maximumLines) lines")
                }
                var line = Substring(rawLine)
                if line.hasSuffix("\r") { line = line.dropLast() }
                if let bad = line.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
                    throw p.fail("a control character (\(ScriptError.codePoint(bad))) is not allowed in a script")
                }
                if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard !words.isEmpty else { continue }
                p.line = lineNumber
                try p.command(words)
            }
            try p.finish()
            return .success(p.script)
        } catch {
            return .failure(error as? ScriptError ?? ScriptError(file: file, line: p.line, message: "\(error)"))
        }
    }

    private struct Parser {
        let file: String
        let scenes: [String]
        let isKnownKey: (String) -> Bool
        var line = 0
        var script = TouchScript()
        var sawEvent = false
        /// Where each script finger is (the fingers down now).
        var fingers: [Int: Point] = [:]
        var mousePoint = Point.zero
        /// Frames the script takes so far (bounded by `maximumTotalSeconds`).
        var totalFrames = 0

        init(file: String, scenes: [String], isKnownKey: @escaping (String) -> Bool) {
            self.file = file; self.scenes = scenes; self.isKnownKey = isKnownKey
        }

        func fail(_ message: String) -> ScriptError { ScriptError(file: file, line: line, message: message) }

        func count(_ words: [String], _ n: Int, _ usage: String) throws {
            guard words.count == n else {
                throw fail("\(words[0]) takes \(n - 1) value\(n == 2 ? "" : "s") (\(usage)), got \(words.count - 1)")
            }
        }

        /// A decimal number: digits, an optional point and an optional sign; no NaN, no infinity, no exponent.
        func number(_ w: String, _ what: String) throws -> Double {
            var s = Substring(w)
            if s.first == "-" || s.first == "+" { s = s.dropFirst() }
            let parts = s.split(separator: ".", omittingEmptySubsequences: false)
            let digitsOK = !s.isEmpty && parts.count <= 2 && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
                && parts.contains { !$0.isEmpty }
            guard digitsOK, let v = Double(w), v.isFinite else { throw fail("\(what) must be a decimal number, got '\(q(w))'") }
            return v
        }

        /// A word quoted in a message (shortened, control characters spelled out).
        func q(_ w: String) -> String { ScriptError.printable(w) }

        /// A coordinate or distance: at most `maximumCoordinate` either way.
        func coordinate(_ w: String, _ what: String) throws -> Double {
            let v = try number(w, what)
            let limit = TouchScript.maximumCoordinate
            guard abs(v) <= limit else { throw fail("\(what) must be between -\(Int(limit)) and \(Int(limit)), got \(q(w))") }
            return v
        }

        func time(_ w: String, _ what: String = "a time") throws -> Double {
            let v = try number(w, what)
            guard v >= 0 else { throw fail("\(what) cannot be negative, got \(q(w))") }
            guard v <= TouchScript.maximumSeconds else {
                throw fail("\(what) can be at most \(Int(TouchScript.maximumSeconds)) seconds, got \(q(w))")
            }
            return v
        }

        /// Counts the frames a command takes against the whole script's budget.
        mutating func spend(_ frames: Int) throws {
            totalFrames += frames
            let limit = Int(TouchScript.maximumTotalSeconds * TouchScript.framesPerSecond)
            guard totalFrames <= limit else {
                throw fail("the script would run longer than \(Int(TouchScript.maximumTotalSeconds)) seconds in all")
            }
        }

        /// An output path: relative, inside the output folder (no `..`), naming a file.
        func outputPath(_ w: String) throws -> String {
            guard !w.hasPrefix("/") else { throw fail("an output path must be relative to --out, got '\(q(w))'") }
            let parts = w.split(separator: "/")
            guard !parts.contains("..") else { throw fail("an output path cannot climb out of --out with '..', got '\(q(w))'") }
            guard let last = parts.last, last != ".", !w.hasSuffix("/") else { throw fail("an output path must name a file, got '\(q(w))'") }
            // Room for the temporary name written beside it (the system allows 255 bytes a name).
            guard parts.allSatisfy({ $0.utf8.count <= TouchScript.maximumNameBytes }), w.utf8.count <= TouchScript.maximumPathBytes else {
                throw fail("an output path has names of at most \(TouchScript.maximumNameBytes) bytes and \(TouchScript.maximumPathBytes) in all, got '\(q(w))'")
            }
            return w
        }

        /// Checks what only the whole script can tell.
        func finish() throws {}

        func fingerID(_ w: String) throws -> Int {
            let v = try number(w, "a finger id")
            guard v == v.rounded(), v >= 1, v <= 1_000_000 else { throw fail("a finger id is a whole number from 1 to 1000000, got '\(q(w))'") }
            return Int(v)
        }

        func point(_ x: String, _ y: String) throws -> Point { Point(try coordinate(x, "x"), try coordinate(y, "y")) }

        static func frames(_ seconds: Double) -> Int { Int((seconds * TouchScript.framesPerSecond - 1e-9).rounded(.up)) }

        /// The lowest `n` finger ids not down now.
        func freeFingers(_ n: Int, for what: String) throws -> [Int] {
            let free = TouchScript.maximumFingers - fingers.count
            guard n <= free else {
                throw fail("\(what) needs \(n) finger\(n == 1 ? "" : "s") but only \(free) \(free == 1 ? "is" : "are") free (at most \(TouchScript.maximumFingers) down at once)")
            }
            var ids: [Int] = []
            var k = 1
            while ids.count < n { if fingers[k] == nil { ids.append(k) }; k += 1 }
            return ids
        }

        mutating func emit(_ step: ScriptStep) throws {
            switch step {
            case .frames(let n), .glide(let n, _): try spend(n)
            default: break
            }
            script.steps.append(step)
        }

        mutating func down(_ ids: [Int], _ points: [Point]) throws {
            for (id, p) in zip(ids, points) { fingers[id] = p }
            try emit(.input(zip(ids, points).map { .scriptFinger(.down, id: $0, at: $1) }))
        }

        mutating func up(_ ids: [Int]) throws {
            try emit(.input(ids.map { .scriptFinger(.up, id: $0, at: fingers[$0]) }))
            for id in ids { fingers[id] = nil }
        }

        /// Straight-line glide of `ids` to `targets` over `seconds`; over no time at all it is one instant move.
        mutating func glide(_ ids: [Int], to targets: [Point], seconds: Double) throws {
            let n = Self.frames(seconds)
            if n == 0 {
                for (id, t) in zip(ids, targets) { fingers[id] = t }
                try emit(.input(zip(ids, targets).map { .scriptFinger(.move, id: $0, at: $1) }))
                return
            }
            let starts = ids.map { fingers[$0]! }
            var moves: [[RawInput]] = []
            for f in 1...n {
                let k = Double(f) / Double(n)
                moves.append(ids.indices.map { i in
                    let p = f == n ? targets[i] : starts[i] + (targets[i] - starts[i]) * k
                    return .scriptFinger(.move, id: ids[i], at: p)
                })
            }
            for (id, t) in zip(ids, targets) { fingers[id] = t }
            try emit(.glide(frames: n, moves: moves))
        }

        mutating func command(_ w: [String]) throws {
            let name = w[0]
            let isHeader = name == "window" || name == "scene"
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
                try count(w, 4, "down F X Y")
                let id = try fingerID(w[1])
                let p = try point(w[2], w[3])
                guard fingers[id] == nil else { throw fail("finger \(id) is already down") }
                guard fingers.count < TouchScript.maximumFingers else {
                    throw fail("finger \(id) cannot go down: \(TouchScript.maximumFingers) fingers are down already")
                }
                try down([id], [p])
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
                    // Extension: `mouse down X Y [N] [mirror]` presses with digit N (2-5 fingers) and/or Alt
                    // (a mirrored finger) held, as a person without a touchscreen does.
                    guard (4...6).contains(w.count) else {
                        throw fail("mouse down takes X Y, then optionally a finger count and 'mirror' (mouse down X Y [N] [mirror]), got \(w.count - 2) values")
                    }
                    mousePoint = try point(w[2], w[3])
                    var held: [KeyPress] = []
                    for extra in w.dropFirst(4) {
                        if extra == "mirror" { held.append(KeyPress("Left Alt")); continue }
                        let n = try number(extra, "the finger count")
                        guard n == n.rounded(), (1...5).contains(n) else { throw fail("the mouse makes 1 to 5 fingers, got '\(q(extra))'") }
                        if n > 1 { held.append(KeyPress(String(Int(n)))) }
                    }
                    try emit(.input(held.map { .keyDown($0) } + [.mouseDown(at: mousePoint)] + held.map { .keyUp($0) }))
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
                guard isKnownKey(k.name) else { throw fail("unknown key name '\(q(k.name))' (SDL's names: Escape, Delete, Z, F1, ...)") }
                try emit(.key(k))
            case "screenshot":
                try count(w, 2, "screenshot PATH")
                try emit(.screenshot(try outputPath(w[1])))
            case "dump":
                try count(w, 2, "dump PATH")
                try emit(.dump(try outputPath(w[1])))
            case "export":
                try count(w, 2, "export PATH")
                var base = try outputPath(w[1])
                for ext in [".png", ".svg"] where base.hasSuffix(ext) && base.count > ext.count { base = String(base.dropLast(ext.count)) }
                try emit(.export(base))
            case "timeline":
                guard w.count == 2 || w.count == 3 else {
                    throw fail("timeline takes a path and an optional number of seconds (timeline PATH.svg [SECONDS]), got \(w.count - 1) values")
                }
                let path = try outputPath(w[1])
                guard path.hasSuffix(".svg") else { throw fail("timeline writes SVG: its path ends in .svg, got '\(q(w[1]))'") }
                var seconds: Seconds?
                if w.count == 3 {
                    let s = try number(w[2], "seconds")
                    guard s > 0, s <= TouchScript.maximumSeconds else { throw fail("the seconds of timeline are more than 0 and at most \(Int(TouchScript.maximumSeconds)), got \(q(w[2]))") }
                    seconds = s
                }
                try emit(.timeline(path, seconds))
            case "quit":
                try count(w, 1, "quit")
                try emit(.quit)
            default:
                throw fail("unknown command '\(q(name))'")
            }
        }
    }
}
