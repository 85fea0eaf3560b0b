import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// A parsed touch script (format v1, `shared/spec/touch-script.md`): the header, then primitive steps with
/// every macro expanded. Parsing checks the whole script; nothing runs until it has succeeded.
public struct TouchScript: Sendable {
    public var windowSize = Size(width: 1024, height: 768)
    public var scene = "tracker"
    public var steps: [ScriptStep] = []

    /// At most this many script fingers are down at once.
    public static let maximumFingers = 10
    public static let framesPerSecond = 60.0
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
    case quit
}

/// `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
}

public enum TouchScriptParser {
    /// Parses `text`; `file` names it in errors; `scenes` are the scene names `scene` may use;
    /// `isKnownKey` validates key names (SDL's names).
    public static func parse(_ text: String, file: String, scenes: [String],
                             isKnownKey: @escaping (String) -> Bool) -> Result<TouchScript, ScriptError> {
        var p = Parser(file: file, scenes: scenes, isKnownKey: isKnownKey)
        do {
            var lineNumber = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lineNumber += 1
                var line = Substring(rawLine)
                if line.hasSuffix("\r") { line = line.dropLast() }
                if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard !words.isEmpty else { continue }
                p.line = lineNumber
                try p.command(words)
            }
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
            guard digitsOK, let v = Double(w), v.isFinite else { throw fail("\(what) must be a decimal number, got '\(w)'") }
            return v
        }

        func time(_ w: String, _ what: String = "a time") throws -> Double {
            let v = try number(w, what)
            guard v >= 0 else { throw fail("\(what) cannot be negative, got \(w)") }
            return v
        }

        func fingerID(_ w: String) throws -> Int {
            let v = try number(w, "a finger id")
            guard v == v.rounded(), v >= 1, v <= 1_000_000 else { throw fail("a finger id is a whole number from 1, got '\(w)'") }
            return Int(v)
        }

        func point(_ x: String, _ y: String) throws -> Point { Point(try number(x, "x"), try number(y, "y")) }

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

        mutating func emit(_ step: ScriptStep) { script.steps.append(step) }

        mutating func down(_ ids: [Int], _ points: [Point]) {
            for (id, p) in zip(ids, points) { fingers[id] = p }
            emit(.input(zip(ids, points).map { .scriptFinger(.down, id: $0, at: $1) }))
        }

        mutating func up(_ ids: [Int]) {
            emit(.input(ids.map { .scriptFinger(.up, id: $0, at: fingers[$0]) }))
            for id in ids { fingers[id] = nil }
        }

        /// Straight-line glide of `ids` to `targets` over `seconds`; over no time at all it is one instant move.
        mutating func glide(_ ids: [Int], to targets: [Point], seconds: Double) {
            let n = Self.frames(seconds)
            if n == 0 {
                for (id, t) in zip(ids, targets) { fingers[id] = t }
                emit(.input(zip(ids, targets).map { .scriptFinger(.move, id: $0, at: $1) }))
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
            emit(.glide(frames: n, moves: moves))
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
                    throw fail("the window must be between 1 and 16384 points on each side, got \(w[1]) x \(w[2])")
                }
                script.windowSize = Size(width: width, height: height)
            case "scene":
                try count(w, 2, "scene NAME")
                guard scenes.contains(w[1]) else { throw fail("unknown scene '\(w[1])' (known: \(scenes.joined(separator: ", ")))") }
                script.scene = w[1]
            case "wait":
                try count(w, 2, "wait S")
                emit(.frames(Self.frames(try time(w[1]))))
            case "down":
                try count(w, 4, "down F X Y")
                let id = try fingerID(w[1])
                let p = try point(w[2], w[3])
                guard fingers[id] == nil else { throw fail("finger \(id) is already down") }
                guard fingers.count < TouchScript.maximumFingers else {
                    throw fail("finger \(id) cannot go down: \(TouchScript.maximumFingers) fingers are down already")
                }
                down([id], [p])
            case "move":
                try count(w, 4, "move F X Y")
                let id = try fingerID(w[1])
                let p = try point(w[2], w[3])
                guard fingers[id] != nil else { throw fail("finger \(id) is not down") }
                fingers[id] = p
                emit(.input([.scriptFinger(.move, id: id, at: p)]))
            case "up", "cancel":
                try count(w, 2, "\(name) F")
                let id = try fingerID(w[1])
                guard let p = fingers[id] else { throw fail("finger \(id) is not down") }
                if name == "up" { up([id]) } else {
                    emit(.input([.scriptFinger(.cancel, id: id, at: p)]))
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
                glide(ids, to: targets, seconds: seconds)
            case "tap":
                guard w.count == 3 || w.count == 4 else { throw fail("tap takes 2 or 3 values (tap X Y [N]), got \(w.count - 1)") }
                let p = try point(w[1], w[2])
                var n = 1
                if w.count == 4 {
                    let v = try number(w[3], "the number of taps")
                    guard v == v.rounded(), v >= 1, v <= 100 else { throw fail("the number of taps is a whole number from 1 to 100, got '\(w[3])'") }
                    n = Int(v)
                }
                let id = try freeFingers(1, for: "tap")[0]
                for k in 0..<n {
                    if k > 0 { emit(.frames(Self.frames(0.1))) }
                    down([id], [p]); emit(.frames(Self.frames(0.05))); up([id])
                }
            case "drag":
                try count(w, 6, "drag X1 Y1 X2 Y2 S")
                let a = try point(w[1], w[2]), b = try point(w[3], w[4])
                let s = try time(w[5])
                let id = try freeFingers(1, for: "drag")[0]
                down([id], [a]); glide([id], to: [b], seconds: s); up([id])
            case "press":
                try count(w, 4, "press X Y S")
                let p = try point(w[1], w[2])
                let s = try time(w[3])
                let id = try freeFingers(1, for: "press")[0]
                down([id], [p]); emit(.frames(Self.frames(s))); up([id])
            case "swipe":
                try count(w, 7, "swipe N DIR X Y D S")
                let nv = try number(w[1], "the number of fingers")
                guard nv == nv.rounded(), (1...5).contains(nv) else { throw fail("a swipe uses 1 to 5 fingers, got '\(w[1])'") }
                let n = Int(nv)
                let direction: Vector
                switch w[2] {
                case "up": direction = Vector(dx: 0, dy: -1)
                case "down": direction = Vector(dx: 0, dy: 1)
                case "left": direction = Vector(dx: -1, dy: 0)
                case "right": direction = Vector(dx: 1, dy: 0)
                default: throw fail("a swipe's direction is up, down, left or right, got '\(w[2])'")
                }
                let c = try point(w[3], w[4])
                let d = try number(w[5], "the distance")
                let s = try time(w[6])
                let ids = try freeFingers(n, for: "swipe")
                let across = Vector(dx: -direction.dy, dy: direction.dx)
                let starts = (0..<n).map { c + across * ((Double($0) - Double(n - 1) / 2) * 40) }
                down(ids, starts)
                glide(ids, to: starts.map { $0 + direction * d }, seconds: s)
                up(ids)
            case "pinch":
                try count(w, 6, "pinch X Y R1 R2 S")
                let c = try point(w[1], w[2])
                let r1 = try number(w[3], "R1"), r2 = try number(w[4], "R2")
                let s = try time(w[5])
                let ids = try freeFingers(2, for: "pinch")
                down(ids, [Point(c.x - r1, c.y), Point(c.x + r1, c.y)])
                glide(ids, to: [Point(c.x - r2, c.y), Point(c.x + r2, c.y)], seconds: s)
                up(ids)
            case "rotate":
                try count(w, 6, "rotate X Y R DEG S")
                let c = try point(w[1], w[2])
                let r = try number(w[3], "R")
                let degrees = try number(w[4], "DEG")
                let s = try time(w[5])
                let ids = try freeFingers(2, for: "rotate")
                down(ids, [Point(c.x - r, c.y), Point(c.x + r, c.y)])
                let n = Self.frames(s)
                var moves: [[RawInput]] = []
                for f in 1...Swift.max(1, n) {
                    let a = degrees * Double.pi / 180 * Double(f) / Double(n)
                    moves.append([.scriptFinger(.move, id: ids[0], at: Point(c.x - r * cos(a), c.y - r * sin(a))),
                                  .scriptFinger(.move, id: ids[1], at: Point(c.x + r * cos(a), c.y + r * sin(a)))])
                }
                let end = degrees * Double.pi / 180
                fingers[ids[0]] = Point(c.x - r * cos(end), c.y - r * sin(end))
                fingers[ids[1]] = Point(c.x + r * cos(end), c.y + r * sin(end))
                emit(n == 0 ? .input(moves[0]) : .glide(frames: n, moves: moves))
                up(ids)
            case "mouse":
                guard w.count >= 2 else { throw fail("mouse takes down X Y, move X Y or up") }
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
                        guard n == n.rounded(), (1...5).contains(n) else { throw fail("the mouse makes 1 to 5 fingers, got '\(extra)'") }
                        if n > 1 { held.append(KeyPress(String(Int(n)))) }
                    }
                    emit(.input(held.map { .keyDown($0) } + [.mouseDown(at: mousePoint)] + held.map { .keyUp($0) }))
                case "move":
                    try count(w, 4, "mouse move X Y")
                    mousePoint = try point(w[2], w[3])
                    emit(.input([.mouseMove(to: mousePoint)]))
                case "up":
                    try count(w, 2, "mouse up")
                    emit(.input([.mouseUp(at: mousePoint)]))
                default:
                    throw fail("mouse takes down, move or up, got '\(w[1])'")
                }
            case "key":
                try count(w, 2, "key NAME")
                guard let k = KeyPress.parse(w[1]) else { throw fail("'\(w[1])' is not a key (modifiers are ctrl, shift, alt, joined with +)") }
                guard isKnownKey(k.name) else { throw fail("unknown key name '\(k.name)' (SDL's names: Escape, Delete, Z, F1, ...)") }
                emit(.key(k))
            case "screenshot":
                try count(w, 2, "screenshot PATH")
                emit(.screenshot(w[1]))
            case "dump":
                try count(w, 2, "dump PATH")
                emit(.dump(w[1]))
            case "quit":
                try count(w, 1, "quit")
                emit(.quit)
            default:
                throw fail("unknown command '\(name)'")
            }
        }
    }
}
