import AppHost
import Foundation
import Gestures
import StationSteps

/// A station's lines, read one at a time by `PlaygroundLessonParser` (docs/playground.md, "A station's
/// lines"), then checked against the whole lesson (`check`).
extension StationSpec {
    /// Reads one station line (`w`, its words; `commands` names them) against the lesson read so far: a pad
    /// or recognizer it names comes before it. Throws `fail`'s error with the reason.
    mutating func read(_ w: [String], line: Int, lesson: PlaygroundLesson, fail: (String) -> ScriptError) throws {
        func pad(_ s: String) throws -> String {
            guard lesson.pad(s) != nil else { throw fail("no pad is named '\(ScriptError.printable(s, limit: 40))' (a pad comes before the lines naming it)") }
            return s
        }
        func recognizer(_ s: String) throws -> PlaygroundLesson.Recognizer {
            guard let r = lesson.recognizer(s) else { throw fail("no recognizer is named '\(ScriptError.printable(s, limit: 40))' (a recognizer comes before the lines naming it)") }
            return r
        }
        func rest(_ from: Int, _ what: String) throws -> String {
            guard w.count > from else { throw fail("\(w[0]) takes \(what)") }
            return w[from...].joined(separator: " ")
        }
        if firstLine == 0 { firstLine = line }
        switch w[0] {
        case "switch":
            guard switchLabel == nil else { throw fail("a station has one switch") }
            guard w.count >= 3, w[1] == "on" || w[1] == "off" else { throw fail("switch takes on or off (where the file has it), then its label") }
            startsOn = w[1] == "on"
            switchLine = line
            switchLabel = try rest(2, "its label")
        case "flip":
            guard w.count >= 2 else { throw fail("flip takes what the switch flips: a relation, set, label or view") }
            flips.append(try readFlip(Array(w.dropFirst()), lesson: lesson, pad: pad, recognizer: recognizer, fail: fail))
        case "label":
            let name = try pad(w.count > 1 ? w[1] : "")
            labels[name] = try rest(2, "PAD TEXT")
        case "columns":
            guard w.count >= 3 else { throw fail("columns takes two pads or more: the log's columns") }
            columns = try w.dropFirst().map(pad)
        case "say":
            guard w.count >= 3 else { throw fail("say takes RECOGNIZER [when STATE] TEXT") }
            var state: GestureState?
            var from = 2
            if w[2] == "when" {
                guard w.count >= 5, let s = GestureState(rawValue: w[3]) else { throw fail("say A when STATE TEXT: a state is began, changed, ended, cancelled or failed") }
                state = s
                from = 4
            }
            says.append(Say(recognizer: w[1], state: state, text: try rest(from, "its text"), line: line))
        case "view":
            guard w.count >= 4, w[2] == "on" else { throw fail("view takes NAME on PAD, then its KEY=VALUE arguments") }
            guard let type = StationViews.named[w[1]] else {
                throw fail("a view is one of \(StationViews.named.keys.sorted().joined(separator: ", ")), got '\(ScriptError.printable(w[1], limit: 40))'")
            }
            let on = try pad(w[3])
            let arguments = try Self.arguments(w.dropFirst(4).joined(separator: " "), fail: fail)
            if let bad = arguments.keys.sorted().first(where: { !type.keys.contains($0) }) {
                throw fail("the \(w[1]) view takes \(type.keys.isEmpty ? "no argument" : type.keys.sorted().joined(separator: ", ")), got '\(ScriptError.printable(bad, limit: 40))'")
            }
            views.append(View(name: w[1], pad: on, arguments: arguments, line: line))
        case "try", "expect":
            guard w.count >= 2 else { throw fail("\(w[0]) takes \(w[0] == "try" ? "a step: tap, down, up, glide, click, hover, scroll or wait" : "NAME STATE [xN]")") }
            if w.count >= 4, w[w.count - 2] == "in" { _ = try pad(w[w.count - 1]) }
            let step = (w[0] == "try" ? w.dropFirst() : w[...]).joined(separator: " ")
            do { _ = try StationInteractions(step) } catch { throw fail(error.message) }
            interactions.append(step)
        default:
            throw fail("not a station line: '\(w[0])'")
        }
    }

    private func readFlip(_ w: [String], lesson: PlaygroundLesson, pad: (String) throws -> String,
                          recognizer: (String) throws -> PlaygroundLesson.Recognizer, fail: (String) -> ScriptError) throws -> Flip {
        switch w[0] {
        case "require":
            guard w.count == 4, w[2] == "toFail" else { throw fail("flip require takes A toFail B") }
            return .relation(.requireToFail(try recognizer(w[1]).name, try recognizer(w[3]).name))
        case "simultaneous":
            guard w.count == 3 else { throw fail("flip simultaneous takes A B") }
            return .relation(.simultaneous(try recognizer(w[1]).name, try recognizer(w[2]).name))
        case "set":
            guard w.count == 5 else { throw fail("flip set takes RECOGNIZER PROPERTY ON-VALUE OFF-VALUE") }
            let r = try recognizer(w[1])
            guard let p = PlaygroundLesson.Property(rawValue: w[2]), p.applies(to: r.kind) else { throw fail("a \(r.kind.rawValue) has no property '\(ScriptError.printable(w[2], limit: 40))'") }
            func value(_ s: String) throws -> PlaygroundLesson.Property.Value {
                switch p.value(s) {
                case .success(let v): return v
                case .failure(let e): throw fail(e.message)
                }
            }
            return .property(r.name, p, on: try value(w[3]), off: try value(w[4]))
        case "label":
            let name = try pad(w.count > 1 ? w[1] : "")
            let texts = w.dropFirst(2).joined(separator: " ").split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard texts.count == 2, !texts[0].isEmpty, !texts[1].isEmpty else { throw fail("flip label takes PAD ON-TEXT | OFF-TEXT") }
            return .label(name, on: texts[0], off: texts[1])
        case "view":
            guard w.count == 2 else { throw fail("flip view takes a view's name") }
            guard views.contains(where: { $0.name == w[1] }) else { throw fail("no view is named '\(ScriptError.printable(w[1], limit: 40))' (a view comes before the flip naming it)") }
            return .view(w[1])
        default:
            guard let answer = PlaygroundLesson.Answer(rawValue: w[0]), w.count == 3, w[2] == "no" else {
                throw fail("flip takes require, simultaneous, canPrevent, canBePrevented, shouldBegin, shouldReceive, set, label or view")
            }
            return .relation(answer.no(try recognizer(w[1]).name))
        }
    }

    /// `KEY=VALUE` words; a value with spaces is in double quotes (`lines="a|b c"`).
    static func arguments(_ text: String, fail: (String) -> ScriptError) throws -> [String: String] {
        var out: [String: String] = [:]
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { return out }
            guard let eq = rest.firstIndex(of: "="), !rest[..<eq].contains(" "), eq > rest.startIndex else {
                throw fail("a view's argument is KEY=VALUE, got '\(ScriptError.printable(String(rest), limit: 40))'")
            }
            let key = String(rest[..<eq])
            var value = rest[rest.index(after: eq)...]
            if value.first == "\"" {
                value = value.dropFirst()
                guard let close = value.firstIndex(of: "\"") else { throw fail("the argument \(key)'s quote is not closed") }
                out[key] = String(value[..<close])
                rest = value[value.index(after: close)...]
            } else {
                let end = value.firstIndex(of: " ") ?? value.endIndex
                out[key] = String(value[..<end])
                rest = value[end...]
            }
        }
    }

    /// The checks of the whole file: a station's lines need a switch, and the lesson is the switch's start.
    /// `fail` makes the error (at the switch's line, or the first station line without one).
    func check(_ lesson: PlaygroundLesson, fail: (String) -> ScriptError) -> ScriptError? {
        guard !isEmpty else { return nil }
        guard switchLabel != nil else { return fail("a station's lines need its switch: 'switch on|off LABEL'") }
        for flip in flips {
            switch flip {
            case .relation(let rel):
                if lesson.relations.contains(rel) != startsOn {
                    return fail("the file is the switch's start (\(startsOn ? "on" : "off")): the flipped relation \(rel.names.joined(separator: " and ")) must \(startsOn ? "" : "not ")be in the lesson")
                }
            case .property(let name, let p, let on, let off):
                if let v = lesson.recognizer(name)?.value(of: p), v != (startsOn ? on : off) {
                    return fail("the file is the switch's start (\(startsOn ? "on" : "off")): \(name) \(p.rawValue) is \(p.text(v)), not \(p.text(startsOn ? on : off))")
                }
            case .label, .view: break
            }
        }
        return nil
    }
}
