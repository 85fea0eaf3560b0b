import Gestures

/// Touch-script text to a `TouchScript` (`docs/touch-scripts.md`): the whole script is checked before any of it runs.
public enum TouchScriptParser {
    /// Parses `text`; `file` names it in errors; `scenes` are the app's scene names, which `scene` may use,
    /// the first of them the scene a script without a `scene` header starts in; `isKnownKey` validates key
    /// names (the host's vocabulary, `KeyNames`, unless a test asks otherwise); `commands` are the app's own
    /// commands.
    public static func parse(_ text: String, file: String, scenes: [String], commands: [ScriptCommand] = [],
                             isKnownKey: @escaping (String) -> Bool = KeyNames.isKnown) -> Result<TouchScript, ScriptError> {
        var p = Parser(file: file, scenes: scenes, commands: commands, isKnownKey: isKnownKey)
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
                p.line = lineNumber
                if p.logBlock != nil {
                    // Inside an `expect-log` block a `#` is part of the entry (log entries may hold one): a
                    // comment there is a line that starts with `#`.
                    if line.drop(while: { $0 == " " || $0 == "\t" }).first == "#" { continue }
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                    if !words.isEmpty { try p.logBlockLine(words) }
                    continue
                }
                if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard !words.isEmpty else { continue }
                if p.script.next != nil { throw p.fail("next ends a script: nothing may follow it") }
                try p.command(words)
            }
            try p.finish()
            return .success(p.script)
        } catch {
            return .failure(error as? ScriptError ?? ScriptError(file: file, line: p.line, message: "\(error)"))
        }
    }

    struct Parser {
        let file: String
        let scenes: [String]
        let commands: [ScriptCommand]
        let isKnownKey: (String) -> Bool
        var line = 0
        var script = TouchScript()
        var sawEvent = false
        /// Where each script finger is (the fingers down now).
        var fingers: [Int: Point] = [:]
        var mousePoint = Point.zero
        /// Where the trackpad pinch begun by `pinch-trackpad begin` is, and its scale; nil when none is.
        var trackpadPinch: (at: Point, scale: Double)?
        /// Frames the script takes so far (bounded by `maximumTotalSeconds`).
        var totalFrames = 0
        /// Whether the last command was an `expect` (the next one joins its check).
        var lastWasExpect = false
        /// Whether the line being read is an `expect` that joins the one before it (one check for the run).
        var continuesCheck = false
        /// An `expect-log` block being read: its line and its lines so far.
        var logBlock: (line: Int, lines: [String])?
        /// The run of `expect` lines being read: its step's index, its first line and its lines so far.
        var actionCheck: (index: Int, line: Int, lines: [String])?
        /// The `mask` lines waiting for an `expect-screenshot`.
        var pendingMasks: [Int] = []

        init(file: String, scenes: [String], commands: [ScriptCommand], isKnownKey: @escaping (String) -> Bool) {
            self.file = file; self.scenes = scenes; self.commands = commands; self.isKnownKey = isKnownKey
            script.scene = scenes.first ?? ""
        }

        func fail(_ message: String) -> ScriptError { ScriptError(file: file, line: line, message: message) }

        func count(_ words: [String], _ n: Int, _ usage: String) throws {
            guard words.count == n else {
                throw fail("\(words[0]) takes \(n - 1) value\(n == 2 ? "" : "s") (\(usage)), got \(words.count - 1)")
            }
        }

        /// A decimal number (`TouchScriptParser.number`).
        func number(_ w: String, _ what: String) throws -> Double { try TouchScriptParser.number(w, what, fail: fail) }

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

        /// An output path (`TouchScriptParser.outputPath`).
        func outputPath(_ w: String) throws -> String { try TouchScriptParser.outputPath(w, fail: fail) }

        /// Checks what only the whole script can tell.
        mutating func finish() throws {
            closeActionCheck()
            if let block = logBlock {
                line = block.line
                throw fail("expect-log has no end: its block ends with a line that says end")
            }
            if let first = pendingMasks.first {
                line = first
                throw fail("mask applies to the next expect-screenshot, and none follows")
            }
        }

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
            script.stepLines.append(line)
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

    }

    /// A decimal number: digits, an optional point and an optional sign; no NaN, no infinity, no exponent.
    static func number(_ w: String, _ what: String, fail: (String) -> ScriptError) throws -> Double {
        guard let v = decimal(w) else { throw fail("\(what) must be a decimal number, got '\(ScriptError.printable(w))'") }
        return v
    }

    /// A word as a script's number (the one grammar: digits, an optional point, an optional sign; no NaN, no
    /// infinity, no exponent, no hexadecimal), or nil. A lesson's check lines read their points through it too.
    public static func decimal(_ w: String) -> Double? {
        var s = Substring(w)
        if s.first == "-" || s.first == "+" { s = s.dropFirst() }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        let digitsOK = !s.isEmpty && parts.count <= 2 && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
            && parts.contains { !$0.isEmpty }
        guard digitsOK, let v = Double(w), v.isFinite else { return nil }
        return v
    }

    /// An output path: relative, inside the output folder (no `..`), naming a file.
    static func outputPath(_ w: String, fail: (String) -> ScriptError) throws -> String {
        guard !w.hasPrefix("/") else { throw fail("an output path must be relative to --out, got '\(ScriptError.printable(w))'") }
        let parts = w.split(separator: "/")
        guard !parts.contains("..") else { throw fail("an output path cannot climb out of --out with '..', got '\(ScriptError.printable(w))'") }
        guard let last = parts.last, last != ".", !w.hasSuffix("/") else { throw fail("an output path must name a file, got '\(ScriptError.printable(w))'") }
        // Room for the temporary name written beside it (the system allows 255 bytes a name).
        guard parts.allSatisfy({ $0.utf8.count <= TouchScript.maximumNameBytes }), w.utf8.count <= TouchScript.maximumPathBytes else {
            throw fail("an output path has names of at most \(TouchScript.maximumNameBytes) bytes and \(TouchScript.maximumPathBytes) in all, got '\(ScriptError.printable(w))'")
        }
        return w
    }

}
