import ArgumentParser
import Foundation
import AppHost
import Gestures
import TouchTracker

/// `--trace FILE.html` and `--trace-on-failure-only`, the root's options: whether a headless run of a script
/// writes its trace, and where.
struct TraceOptions: ParsableArguments {
    @Option(name: .customLong("trace"), help: ArgumentHelp("With --headless --script: write a trace of the run, one self-contained HTML file that steps through it frame by frame (docs/trace.md).", valueName: "file.html"))
    var path: String?

    @Flag(name: .long, help: "With --trace: write the trace only when a check failed (touchtracker test --trace retain-on-failure).")
    var traceOnFailureOnly = false

    /// Where the trace of a run whose checks failed or passed is written; nil: nowhere.
    func file(checksFailed: Bool) -> String? { checksFailed || !traceOnFailureOnly ? path : nil }

    /// Refuses a trace without a headless script, written over the script, or only on failure without a file
    /// (exit 2). Called by the command's `validate()` in its order of checks, so it is not this group's own.
    func check(script: String?, headless: Bool) throws {
        if path != nil && !headless { throw ValidationError("--trace needs --headless --script FILE") }
        if let path, let script { try TraceOutput.refuseWritingOver(script, trace: path) }
        if traceOnFailureOnly && path == nil { throw ValidationError("--trace-on-failure-only needs --trace FILE") }
    }
}

/// `--trace FILE.html` (docs/trace.md): a headless run recorded as it plays and written as one self-contained
/// HTML file once it ended (a failed check too: the trace is how one sees why).
enum TraceOutput {
    /// A recorder for `app`'s run: its pictures measured with the app's own font metrics (the sizes its layout
    /// asked for already known), the recognizers of the scene shown.
    static func recorder(for app: TouchTrackerApp) -> TraceRecorder {
        let services = app.services
        return TraceRecorder(measure: { text, size in services.measure(text, size: size) },
                             recognizers: { [unowned app] _ in app.traceRecognizers() })
    }

    /// The recorded run of the script series starting at `file` on `app`, written to `path`.
    static func write(_ recorder: TraceRecorder, app: TouchTrackerApp, file: String, to path: String) throws {
        recorder.finish()
        let lanes = app.traceLanes()
        let document = TraceDocument(title: (file as NSString).lastPathComponent, recorder: recorder, lanes: lanes.lanes,
                                     laneRange: (lanes.start, lanes.end))
        try write(document, to: path)
    }

    /// Whether `trace` names the same file as `input` (a path, a link to it, or a hard link): a trace written
    /// there would replace the script or lesson it traces, so it is refused before anything runs.
    static func isSameFile(_ trace: String, as input: String) -> Bool {
        func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(trace) == resolved(input) { return true }
        var a = stat(), b = stat()
        return stat(trace, &a) == 0 && stat(input, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// A refusal (exit 2) when `trace` is the file `input` it traces.
    static func refuseWritingOver(_ input: String, trace: String) throws {
        if isSameFile(trace, as: input) { throw ValidationError("--trace \(trace) is the file it would trace (\(input)): the trace would replace it; name another file") }
    }

    /// Writes `document` to `path`, whole or not at all; a failure is exit 1 naming the file.
    static func write(_ document: TraceDocument, to path: String) throws {
        do { try document.write(to: path) } catch { throw RunFailure("cannot write the trace \(path): \(describe(error))") }
    }

    /// `--trace` for a lesson (`--headless --script LESSON.playground`, `touchtracker trace LESSON.playground`):
    /// its `try` lines or its checks (`LessonTrace`); a lesson with neither is exit 2.
    static func writeLesson(_ lessonFile: String, to path: String) throws {
        let services = chosenBackend.makeServices()
        let document: TraceDocument
        do { document = try LessonTrace.document(lessonFile: lessonFile, measure: { text, size in services.measure(text, size: size) }) } catch let e as ScriptError {
            throw BadInput(e.description)
        }
        try write(document, to: path)
    }
}
