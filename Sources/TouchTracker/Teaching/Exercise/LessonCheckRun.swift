import Foundation
import AppHost
import Gestures

/// One run of an exercise's checks (`LessonChecks`) on a lesson as it stands: the lesson installed alone
/// (plain pads at their frames, as the printed code makes them) in an engine window of its own, the checks'
/// touch script played on it by the host's `ScriptPlayer` on a virtual clock, nothing drawn. The playground's
/// Check button and `touchtracker test` (a `.playground` file given to `--headless --script`) both run this,
/// and neither touches a live session: the run has its own window, clock, log and trace.
public struct LessonCheckRun {
    /// One check: `expect` lines in a row, or an `expect-log` block, at `line` of the lesson file.
    public struct Check: Equatable, Sendable {
        public var line: Int
        public var scope: LogCheck.Scope
        public var passed: Bool
        /// The expected lines and what the run gave (collapsed, as a failure reports them; equal when passed).
        public var expected: [String]
        public var actual: [String]
        /// The input the check performed: its input lines after the check before it, as written.
        public var input: [String] = []
    }

    /// Every check in the file's order, nil when the checks could not run (`problem`).
    public var checks: [Check] = []
    /// The failures as the touch-script player reports them (`FILE:LINE: message`, expected, actual).
    public var failures: [CheckFailure] = []
    /// Why the checks did not run: the lesson has none, a line is bad, a pad they name is gone.
    public var problem: ScriptError?
    /// The run's trace, for its timeline (nil when it did not run).
    public var trace: GestureTrace?
    /// The run's clock at its end.
    public var end: Seconds = 0
    /// The names of the lesson's pads and recognizers: the timeline's lanes.
    public var names: Set<String> = []

    /// Whether it ran and every check held.
    public var passed: Bool { problem == nil && !checks.isEmpty && checks.allSatisfy(\.passed) }

    /// Runs `lesson`'s checks; `file` names the lesson in every message.
    public init(_ lesson: PlaygroundLesson, file: String) {
        guard let checks = lesson.checks else {
            problem = ScriptError(file: file, line: 1, message: "the lesson has no checks (a 'checks' line, then touch-script lines: docs/playground.md)")
            return
        }
        let script: TouchScript
        switch checks.script(in: lesson, file: file) {
        case .success(let s): script = s
        case .failure(let e): problem = e; return
        }
        let logChecks = script.steps.compactMap { step -> LogCheck? in
            if case .expectLog(let c) = step { return c }
            return nil
        }
        guard !logChecks.isEmpty else {
            problem = ScriptError(file: file, line: checks.firstLine, message: "the checks hold no expect or expect-log line: nothing is checked")
            return
        }
        let app = CheckedLesson(lesson, size: script.windowSize)
        let driver = CheckDriver(app: app, size: script.windowSize)
        let player = ScriptPlayer(script: script, outputDirectory: NSTemporaryDirectory(), scriptFile: file, goldenUpdate: .none)
        do { _ = try player.run(on: driver) } catch {
            problem = ScriptError(file: file, line: checks.firstLine, message: "the checks stopped: \(describe(error))")
            return
        }
        failures = player.checkFailures
        self.checks = logChecks.enumerated().map { k, c in
            let input = checks.input(before: c.line, after: k > 0 ? logChecks[k - 1].line : nil)
            if let f = failures.first(where: { $0.line == c.line }) {
                return Check(line: c.line, scope: c.scope, passed: false, expected: f.expected, actual: f.actual, input: input)
            }
            return Check(line: c.line, scope: c.scope, passed: true, expected: c.expected, actual: c.expected, input: input)
        }
        trace = app.trace
        end = app.gestureWindow.clock.now
        names = Set(lesson.pads.map(\.name) + lesson.recognizers.map(\.name))
    }

    /// The run's timeline as SVG (everything from just before its first event), measured with `measure`.
    public func timelineSVG(measure: @escaping (String, Points) -> Size) -> String? {
        guard let trace else { return nil }
        return TimelineExport.svg(trace: trace, subjects: TeachingSubjects(lesson: names, app: []), now: end, lastSeconds: nil,
                                  title: "Timeline: the checks' run", measure: measure)
    }
}
