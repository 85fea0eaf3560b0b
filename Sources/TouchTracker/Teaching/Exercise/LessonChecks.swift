import AppHost
import Gestures

/// An exercise's checks: the lines of a lesson file after its `checks` line (docs/playground.md, "An
/// exercise"). They are a touch script (docs/touch-scripts.md) of input and behaviour checks alone, whose
/// points may be a pad's: `tap @pad 100 100` taps the pad `pad` at (100, 100) of its own coordinates (the
/// word `@PAD` anywhere after the command: `down 1 @pad 10 20`, `swipe 1 left @pad 200 100 120 0.2`; every
/// point of that line is the pad's).
/// `expect NAME STATE` and `expect-log` name the recognizers as the lesson names them.
///
/// Contract: `script` turns them into the touch script `LessonCheckRun` plays on the lesson alone (its
/// pads at their frames in a window of their own), every line keeping its line number in the lesson file,
/// so a problem is `FILE:LINE: message` there. Lines are kept as written and saved back with the lesson.
public struct LessonChecks: Equatable, Sendable {
    /// The `checks` line's number in the file: the first check is on the next line.
    public var firstLine: Int
    /// The lines after `checks`, as written (comments and blank lines too).
    public var lines: [String] = []

    public init(firstLine: Int, lines: [String] = []) {
        self.firstLine = firstLine
        self.lines = lines
    }

    /// Two lessons' checks are the same when their lines are: where they stood in a file (`firstLine`, for
    /// messages) is not part of the lesson, so a lesson written back and read again (its comments before
    /// `checks` gone) is the same lesson.
    public static func == (a: LessonChecks, b: LessonChecks) -> Bool { a.lines == b.lines }

    /// The touch-script commands a check may use: input, time, and behaviour checks. Nothing is rendered,
    /// written or keyed: a check's window has no app around the lesson.
    public static let commands: Set<String> = ["tap", "drag", "press", "swipe", "pinch", "rotate", "down", "move", "up", "cancel",
                                               "glide", "wait", "mouse", "hover", "scroll", "expect", "expect-log"]

    /// Where each command's points are, as word indexes once `@PAD` is removed (an x; its y follows). `glide`
    /// has one every three words from its third; `mouse` after its `down` or `move`.
    static func pointIndexes(_ w: [String]) -> [Int] {
        switch w[0] {
        case "tap", "press", "pinch", "rotate", "hover": return [1]
        case "drag": return [1, 3]
        case "swipe": return [3]
        case "down", "move": return [2]
        case "glide": return Array(stride(from: 3, to: w.count - 1, by: 3))
        case "mouse": return w.count > 1 && (w[1] == "down" || w[1] == "move") ? [2] : []
        default: return []
        }
    }

    /// The input a check at file line `line` performed: the input lines after the check before it (`after`,
    /// a file line; nil: from the first) up to it, as written (`tap @pad 100 100`), comments left out.
    public func input(before line: Int, after previous: Int?) -> [String] {
        var out: [String] = []
        var inLog = false
        for (i, text) in lines.enumerated() {
            let number = firstLine + 1 + i
            guard number < line else { break }
            let code = (text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "")
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if inLog { if words.first == "end" { inLog = false }; continue }
            guard let command = words.first else { continue }
            if command == "expect-log" { inLog = true; continue }
            guard command != "expect", previous.map({ number > $0 }) ?? true else { continue }
            out.append(words.joined(separator: " "))
        }
        return out
    }

    /// The window the checks run in, in points: the lesson's pads with a margin (at least 100 a side).
    public static func windowSize(of lesson: PlaygroundLesson) -> Size {
        var w: Points = 100, h: Points = 100
        for p in lesson.pads {
            let o = origin(of: p.name, in: lesson) ?? p.frame.origin
            w = max(w, o.x + p.frame.size.width + 24)
            h = max(h, o.y + p.frame.size.height + 24)
        }
        return Size(width: min(w.rounded(.up), 16384), height: min(h.rounded(.up), 16384))
    }

    /// Pad `name`'s origin in the checks' window (its parents' origins added), or nil when there is none.
    static func origin(of name: String, in lesson: PlaygroundLesson) -> Point? {
        guard var pad = lesson.pad(name) else { return nil }
        var o = pad.frame.origin
        while let parent = pad.parent.flatMap({ lesson.pad($0) }) {
            o = Point(o.x + parent.frame.origin.x, o.y + parent.frame.origin.y)
            pad = parent
        }
        return o
    }

    /// The checks as a touch script on `lesson`'s pads, `file` naming the lesson in errors. Without
    /// `resolvingPads` a pad that is not in the lesson is taken at (0, 0) (reading a file: a student may have
    /// removed the pad; the run says so); with it, it is refused at its line.
    public func script(in lesson: PlaygroundLesson, file: String, resolvingPads: Bool = true) -> Result<TouchScript, ScriptError> {
        let size = Self.windowSize(of: lesson)
        var out = ["window \(PlaygroundCode.num(size.width)) \(PlaygroundCode.num(size.height))"]
        out += Array(repeating: "", count: max(0, firstLine - 1))
        var inLog = false
        for (i, line) in lines.enumerated() {
            let number = firstLine + 1 + i
            func fail(_ m: String) -> ScriptError { ScriptError(file: file, line: number, message: m) }
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            var w = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if inLog {
                if w.first == "end" { inLog = false }
                out.append(line)
                continue
            }
            guard let command = w.first else { out.append(line); continue }
            guard Self.commands.contains(command) else {
                return .failure(fail("a check is a touch-script line of input or expect (\(Self.commands.sorted().joined(separator: ", "))), got '\(ScriptError.printable(command, limit: 40))'"))
            }
            if command == "expect-log" { inLog = true }
            guard let padIndex = w.firstIndex(where: { $0.hasPrefix("@") }) else { out.append(line); continue }
            guard w.filter({ $0.hasPrefix("@") }).count == 1 else { return .failure(fail("a line names one pad (@PAD): its points are all that pad's")) }
            let name = String(w[padIndex].dropFirst())
            w.remove(at: padIndex)
            let indexes = Self.pointIndexes(w)
            guard !indexes.isEmpty, !(command == "hover" && w.count > 1 && w[1] == "out") else {
                return .failure(fail("\(command) has no point for @\(ScriptError.printable(name, limit: 40)) to place"))
            }
            var o = Point(0, 0)
            if let found = Self.origin(of: name, in: lesson) { o = found } else if resolvingPads {
                return .failure(fail("no pad is named '\(ScriptError.printable(name, limit: 40))' (the lesson has \(lesson.pads.map(\.name).joined(separator: ", ")))"))
            }
            for x in indexes where x + 1 < w.count {
                // The script's grammar for numbers (not Swift's: `1e3`, `0x10`, `nan` are no script's), and only
                // within its limits: otherwise the words stay as written, and the script's parser refuses them
                // quoting what the person wrote.
                let limit = TouchScript.maximumCoordinate
                guard let px = TouchScriptParser.decimal(w[x]), let py = TouchScriptParser.decimal(w[x + 1]),
                      abs(px) <= limit, abs(py) <= limit else { continue }
                w[x] = PlaygroundCode.num(px + o.x)
                w[x + 1] = PlaygroundCode.num(py + o.y)
            }
            out.append(w.joined(separator: " "))
        }
        return TouchScriptParser.parse(out.joined(separator: "\n") + "\n", file: file, scenes: ["lesson"], commands: [], isKnownKey: { _ in false })
    }
}
