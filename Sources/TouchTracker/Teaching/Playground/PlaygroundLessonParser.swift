import AppHost
import Gestures

/// A lesson file's text to a `PlaygroundLesson` and back (docs/playground.md). Errors are touch scripts'
/// (`FILE:LINE: message`): the whole file is checked before anything of it is used.
public enum PlaygroundLessonParser {
    /// The largest lesson file, in bytes (a lesson is a few dozen lines).
    public static let maximumBytes = 256 << 10
    public static let maximumPads = 8
    public static let maximumRecognizers = 32
    /// Pads lie within this square, in points.
    public static let maximumCoordinate: Points = 16384

    /// The lesson in `text`; a station's lines (`StationSpec.commands`) are checked and left out.
    public static func parse(_ text: String, file: String) -> Result<PlaygroundLesson, ScriptError> {
        parseStation(text, file: file).map(\.lesson)
    }

    /// The lesson in `text` and what its station lines say (an empty `StationSpec` for a plain lesson).
    public static func parseStation(_ text: String, file: String) -> Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError> {
        var lesson = PlaygroundLesson()
        var station = StationSpec()
        var lineNumber = 0
        func fail(_ m: String) -> ScriptError { ScriptError(file: file, line: lineNumber, message: m) }
        guard text.utf8.count <= maximumBytes else { return .failure(ScriptError(file: file, line: 1, message: "a lesson is at most \(maximumBytes >> 10) KiB")) }
        var sawHeader = false
        do {
            for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
                lineNumber += 1
                var line = Substring(raw)
                if line.hasSuffix("\r") { line = line.dropLast() }
                if let bad = line.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
                    throw fail("a control character (\(ScriptError.codePoint(bad))) is not allowed in a lesson")
                }
                // After `checks`, every line is the checks' touch script, kept as written (checked below, whole).
                if lesson.checks != nil { lesson.checks!.lines.append(String(line)); continue }
                if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                let w = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                guard let command = w.first else { continue }
                if !sawHeader {
                    guard w == ["playground", "1"] else { throw fail("a lesson starts with 'playground 1', got '\(ScriptError.printable(String(line), limit: 40))'") }
                    sawHeader = true
                    continue
                }
                func count(_ n: Int, _ usage: String) throws {
                    guard w.count == n else { throw fail("\(command) takes \(n - 1) value\(n == 2 ? "" : "s") (\(usage)), got \(w.count - 1)") }
                }
                func newName(_ s: String, isRecognizer: Bool) throws -> String {
                    if let why = Localized.inEnglish({ PlaygroundLesson.wordProblem(s) }) { throw fail("\(why), got '\(ScriptError.printable(s, limit: 40))'") }
                    guard lesson.pad(s) == nil && lesson.recognizer(s) == nil else { throw fail("'\(s)' is already the name of a pad or recognizer") }
                    if let why = PlaygroundCode.refusal(ofName: s, isRecognizer: isRecognizer, in: lesson) { throw fail(why.message) }
                    return s
                }
                func recognizer(_ s: String) throws -> PlaygroundLesson.Recognizer {
                    guard let r = lesson.recognizer(s) else { throw fail("no recognizer is named '\(ScriptError.printable(s, limit: 40))'") }
                    return r
                }
                func number(_ s: String, _ what: String) throws -> Double {
                    guard let v = Double(s), v.isFinite, abs(v) <= maximumCoordinate else {
                        throw fail("\(what) is a number of points within ±\(Int(maximumCoordinate)), got '\(ScriptError.printable(s, limit: 40))'")
                    }
                    return v
                }
                switch command {
                case "title":
                    guard w.count >= 2 else { throw fail("title takes the lesson's title") }
                    lesson.title = w.dropFirst().joined(separator: " ")
                case "student":
                    guard w.count >= 2 else { throw fail("student takes the student's name") }
                    lesson.student = w.dropFirst().joined(separator: " ")
                case "exercise":
                    try count(2, "exercise NAME: the exercise file's name without .playground")
                    guard PlaygroundLesson.isExerciseName(w[1]) else {
                        throw fail("an exercise's name is a file name without .playground (letters, digits, '-', '_', '.'), got '\(ScriptError.printable(w[1], limit: 40))'")
                    }
                    lesson.exercise = w[1]
                case "task":
                    guard w.count >= 2 else { throw fail("task takes a line of the exercise's task") }
                    lesson.task.append(w.dropFirst().joined(separator: " "))
                case "checks":
                    guard w.count == 1 else { throw fail("checks stands alone on its line: the checks follow it, to the end of the file") }
                    lesson.checks = LessonChecks(firstLine: lineNumber)
                case "pad":
                    guard w.count == 6 || (w.count == 8 && w[6] == "in") else { throw fail("pad takes NAME X Y WIDTH HEIGHT, then optionally 'in PARENT'") }
                    guard lesson.pads.count < maximumPads else { throw fail("a lesson has at most \(maximumPads) pads") }
                    let name = try newName(w[1], isRecognizer: false)
                    let frame = Rect(x: try number(w[2], "X"), y: try number(w[3], "Y"), width: try number(w[4], "WIDTH"), height: try number(w[5], "HEIGHT"))
                    guard frame.size.width >= 20, frame.size.height >= 20 else { throw fail("a pad is at least 20 points a side") }
                    var parent: String?
                    if w.count == 8 {
                        guard lesson.pad(w[7]) != nil else { throw fail("no pad is named '\(ScriptError.printable(w[7], limit: 40))' (a parent comes before its child)") }
                        parent = w[7]
                    }
                    lesson.pads.append(.init(name: name, frame: frame, parent: parent))
                case "recognizer":
                    guard w.count == 5, w[3] == "on" else { throw fail("recognizer takes KIND NAME on PAD") }
                    guard let kind = PlaygroundLesson.Kind(rawValue: w[1]) else {
                        throw fail("a recognizer's kind is one of \(PlaygroundLesson.Kind.allCases.map(\.rawValue).joined(separator: ", ")), got '\(ScriptError.printable(w[1], limit: 40))'")
                    }
                    guard lesson.recognizers.count < maximumRecognizers else { throw fail("a lesson has at most \(maximumRecognizers) recognizers") }
                    let name = try newName(w[2], isRecognizer: true)
                    guard lesson.pad(w[4]) != nil else { throw fail("no pad is named '\(ScriptError.printable(w[4], limit: 40))'") }
                    lesson.recognizers.append(.init(name: name, kind: kind, pad: w[4]))
                case "set":
                    try count(4, "set RECOGNIZER PROPERTY VALUE")
                    let r = try recognizer(w[1])
                    guard let p = PlaygroundLesson.Property(rawValue: w[2]), p.applies(to: r.kind) else {
                        let names = (PlaygroundLesson.Property.common + r.kind.properties).map(\.rawValue)
                        throw fail("a \(r.kind.rawValue) has the properties \(names.joined(separator: ", ")), got '\(ScriptError.printable(w[2], limit: 40))'")
                    }
                    let value: PlaygroundLesson.Property.Value
                    switch p.value(w[3]) {
                    case .success(let v): value = v
                    case .failure(let e): throw fail(e.message)
                    }
                    let i = lesson.recognizers.firstIndex { $0.name == r.name }!
                    lesson.recognizers[i].set(p, value)
                case "require":
                    guard w.count == 4, w[2] == "toFail" else { throw fail("require takes A toFail B") }
                    let a = try recognizer(w[1]).name, b = try recognizer(w[3]).name
                    guard a != b else { throw fail("a recognizer cannot wait for itself") }
                    lesson.relations.append(.requireToFail(a, b))
                case "simultaneous":
                    try count(3, "simultaneous A B")
                    let a = try recognizer(w[1]).name, b = try recognizer(w[2]).name
                    guard a != b else { throw fail("simultaneous names two recognizers") }
                    lesson.relations.append(.simultaneous(a, b))
                case _ where StationSpec.commands.contains(command):
                    try station.read(w, line: lineNumber, lesson: lesson, fail: fail)
                default:
                    guard let answer = PlaygroundLesson.Answer(rawValue: command) else {
                        throw fail("unknown command '\(ScriptError.printable(command, limit: 40))' (a lesson has title, exercise, student, task, pad, recognizer, set, require, simultaneous, \(PlaygroundLesson.Answer.allCases.map(\.rawValue).joined(separator: ", ")), checks; a station's lines \(StationSpec.commands.sorted().joined(separator: ", ")))")
                    }
                    try count(3, "\(command) RECOGNIZER no")
                    let r = try recognizer(w[1])
                    guard w[2] == "no" else { throw fail("\(command) is yes unless the lesson says 'no', got '\(ScriptError.printable(w[2], limit: 40))'") }
                    if answer.isOverride && !r.kind.hasPreventionSwitches {
                        throw fail("the \(r.kind.entry.words)'s \(command) cannot be changed (its class is final, as the book writes it)")
                    }
                    lesson.relations.append(answer.no(r.name))
                }
            }
        } catch let e as ScriptError {
            return .failure(e)
        } catch {
            return .failure(fail("\(error)"))
        }
        guard sawHeader else { return .failure(ScriptError(file: file, line: 1, message: "a lesson starts with 'playground 1'")) }
        while lesson.checks?.lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lesson.checks!.lines.removeLast() }
        if let bad = station.check(lesson, fail: { ScriptError(file: file, line: station.switchLine > 0 ? station.switchLine : station.firstLine, message: $0) }) { return .failure(bad) }
        if let checks = lesson.checks, case .failure(let bad) = checks.script(in: lesson, file: file, resolvingPads: false) { return .failure(bad) }
        return .success((lesson, station))
    }

    /// The lesson as a file: what `parse` reads back to the same lesson.
    public static func text(_ l: PlaygroundLesson) -> String {
        var out = ["playground 1"]
        if let t = l.title { out.append("title \(t)") }
        if let e = l.exercise { out.append("exercise \(e)") }
        if let s = l.student { out.append("student \(s)") }
        for t in l.task { out.append("task \(t)") }
        func n(_ v: Double) -> String { PlaygroundCode.num(v) }
        for p in l.pads {
            out.append("pad \(p.name) \(n(p.frame.origin.x)) \(n(p.frame.origin.y)) \(n(p.frame.size.width)) \(n(p.frame.size.height))" + (p.parent.map { " in \($0)" } ?? ""))
        }
        for r in l.recognizers {
            out.append("recognizer \(r.kind.rawValue) \(r.name) on \(r.pad)")
            for (p, v) in r.properties { out.append("set \(r.name) \(p.rawValue) \(p.text(v))") }
        }
        for rel in l.relations {
            switch rel {
            case .requireToFail(let a, let b): out.append("require \(a) toFail \(b)")
            case .simultaneous(let a, let b): out.append("simultaneous \(a) \(b)")
            case .cannotPrevent, .cannotBePrevented, .shouldNotBegin, .shouldNotReceive:
                if let (answer, a) = rel.answer { out.append("\(answer.rawValue) \(a) no") }
            }
        }
        if let checks = l.checks {
            out.append("checks")
            out += checks.lines
            while out.last?.isEmpty == true { out.removeLast() }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
