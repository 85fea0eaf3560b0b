import Foundation
import AppHost
import Gestures
import StationSteps

/// A lesson's trace (`touchtracker trace LESSON.playground`, docs/trace.md): the lesson alone in a window of
/// its own (`CheckedLesson`, its pads drawn plainly at their frames, as the checks run it), on a virtual
/// clock, playing its `try` lines (a station's interactions, with its `expect` lines as one check) or, when
/// it has none, its `checks`; recorded by a `TraceRecorder`, with the timeline's lanes and the lesson's
/// printed UIKit code in a pane. The script pane shows the lesson file, each frame at the line that made it.
public enum LessonTrace {
    /// The trace of the lesson in `path`, its text measured with `measure`. A lesson that cannot be read, or
    /// that has neither `try` lines nor checks, is a `ScriptError` naming its line.
    public static func document(lessonFile path: String, measure: @escaping (String, Points) -> Size) throws -> TraceDocument {
        let file = ScriptError.printable(path, limit: 200)
        let lesson: PlaygroundLesson, station: StationSpec
        switch PlaygroundLessonFile.readStation(path) {
        case .success(let read): (lesson, station) = read
        case .failure(let e): throw e
        }
        let script: TouchScript
        if station.interactions.contains(where: { !$0.hasPrefix("expect ") }) {
            script = try interactionsScript(lesson, station, lines: TraceRecorder.lines(of: path), file: file)
        } else if let checks = lesson.checks {
            switch checks.script(in: lesson, file: file) {
            case .success(let s): script = s
            case .failure(let e): throw e
            }
        } else {
            throw ScriptError(file: file, line: 1, message: "the lesson has no try lines and no checks: nothing to trace")
        }
        let app = CheckedLesson(lesson, size: script.windowSize)
        let driver = CheckDriver(app: app, size: script.windowSize)
        let recorder = TraceRecorder(measure: measure)
        let player = ScriptPlayer(script: script, outputDirectory: NSTemporaryDirectory(), scriptFile: path, goldenUpdate: .none)
        player.observer = recorder
        do { _ = try player.run(on: driver) } catch {
            throw ScriptError(file: file, line: 1, message: "the lesson's run stopped: \(describe(error))")
        }
        recorder.finish()
        let lanes = Timeline.traceLanes(app.trace.events, now: app.gestureWindow.clock.now)
        let code = PlaygroundCode.source(lesson, flavor: .uikit, from: path)
        var codeLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if codeLines.last == "" { codeLines.removeLast() }
        return TraceDocument(title: (path as NSString).lastPathComponent, recorder: recorder, lanes: lanes.lanes,
                             laneRange: (lanes.start, lanes.end), code: ("UIKit code (touchtracker print-code uikit)", codeLines))
    }

    /// The station's interactions (`try` and `expect` lines) as a touch script on the lesson's window
    /// (`LessonChecks.windowSize`), points moved from each pad's coordinates into the window's, as the
    /// station suite writes them (a click is the mouse's press and release 0.05 s apart; a scroll moves the
    /// mouse there first; the first step 0.1 s after the clock); each step and the `expect` check keep the
    /// lesson file's line (`lines`: the file's text) they came from.
    static func interactionsScript(_ lesson: PlaygroundLesson, _ station: StationSpec, lines: [String], file: String) throws -> TouchScript {
        // The file's `try` and `expect` lines before any `checks` line, in order: the interactions' own lines.
        var sourceLines: [Int] = []
        for (i, text) in lines.enumerated() {
            let first = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            if first == "checks" { break }
            if first == "try" || first == "expect" { sourceLines.append(i + 1) }
        }
        let size = LessonChecks.windowSize(of: lesson)
        func n(_ v: Double) -> String { PlaygroundCode.num(v) }
        func at(_ p: Point, _ pad: String?) -> String {
            let o = LessonChecks.origin(of: pad ?? lesson.pads.first?.name ?? "", in: lesson) ?? Point(0, 0)
            return "\(n(o.x + p.x)) \(n(o.y + p.y))"
        }
        var out = ["window \(n(size.width)) \(n(size.height))", "wait 0.1"]
        var origin = [0, 0]   // each line of `out`: the lesson's line it came from
        for (k, text) in station.interactions.enumerated() {
            let line = k < sourceLines.count ? sourceLines[k] : 0
            let steps: [StationInteractions.Step]
            do { steps = try StationInteractions(text).steps } catch { throw ScriptError(file: file, line: line, message: error.message) }
            var made: [String] = []
            if text.hasPrefix("expect ") { made = [text] }
            for step in steps {
                switch step {
                case .tap(let p, let pad): made += ["tap \(at(p, pad))"]
                case .down(let id, let p, let pen, let pad):
                    var s = "down \(id) \(at(p, pad))"
                    if let pen {
                        s += " pen \(n(pen.force))"
                        if let tilt = pen.tilt { s += " tilt \(n(tilt.altitude)) \(n(tilt.azimuth))" }
                        if pen.eraser { s += " eraser" }
                    }
                    made += [s]
                case .up(let id): made += ["up \(id)"]
                case .glide(let s, let moves): made += ["glide \(n(s)) " + moves.map { "\($0.0) \(at($0.1, nil))" }.joined(separator: " ")]
                case .click(let p, let button, let pad):
                    made += ["mouse down \(at(p, pad))" + (button == .secondary ? " right" : ""), "wait 0.05", "mouse up"]
                case .hover(let p, let type, let pad):
                    made += [p.map { "hover \(at($0, pad))" + (type == .pencil ? " pen" : "") } ?? ("hover out" + (type == .pencil ? " pen" : ""))]
                case .scroll(let delta, let type, let p, let pad):
                    let k = InputTranslator.scrollPointsPerNotch
                    made += ["hover \(at(p, pad))", "scroll \(n(-delta.dx / k)) \(n(delta.dy / k))" + (type == .continuous ? " precise" : "")]
                case .pinchTrackpad(let p, let scale, let seconds, let pad):
                    made += ["pinch-trackpad \(at(p, pad)) \(n(scale)) \(n(seconds))"]
                case .wait(let s): made += ["wait \(n(s))"]
                }
            }
            out += made
            origin += Array(repeating: line, count: made.count)
        }
        var script: TouchScript
        switch TouchScriptParser.parse(out.joined(separator: "\n") + "\n", file: file, scenes: ["lesson"], commands: [], isKnownKey: { _ in false }) {
        case .success(let s): script = s
        case .failure(let e): throw ScriptError(file: file, line: e.line - 1 < origin.count ? origin[e.line - 1] : 0, message: e.message)
        }
        func lessonLine(_ l: Int) -> Int { l >= 1 && l <= origin.count ? origin[l - 1] : 0 }
        script.stepLines = script.stepLines.map(lessonLine)
        script.steps = script.steps.map { step in
            guard case .expectLog(let c) = step else { return step }
            return .expectLog(LogCheck(scope: c.scope, line: lessonLine(c.line), expected: c.expected))
        }
        return script
    }
}
