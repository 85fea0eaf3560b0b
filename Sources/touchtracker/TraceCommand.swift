import ArgumentParser
import Foundation
import AppHost

/// `touchtracker trace FILE`: a trace of a touch script or recording (run headless, as `--headless --script
/// FILE --trace OUT` runs it) or of a lesson (`LESSON.playground`: its `try` lines, or its checks), written as
/// one self-contained HTML file (docs/trace.md). It exits 0 once the trace is written, whatever the checks
/// found (the trace shows them; standard error says how many failed); 2 a bad script or lesson, 1 a trace or
/// output that cannot be written.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Write a trace of a touch script, a recording or a lesson as one HTML file that steps through it frame by frame.")

    @Argument(help: ArgumentHelp("A touch script or recording (.tts, .txt), or a playground lesson (.playground).", valueName: "file"))
    var file: String

    @Option(name: [.short, .long], help: ArgumentHelp("The HTML file to write (default: the file's name with .trace.html, in the current folder).", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Where a script's screenshots, dumps and exports go (default: the current folder).", valueName: "dir"))
    var out: String?

    /// The trace's path: `--output`, or `NAME.trace.html` for `NAME.ext`.
    var tracePath: String {
        if let output { return output }
        return ((file as NSString).lastPathComponent as NSString).deletingPathExtension + ".trace.html"
    }

    func validate() throws { try TraceOutput.refuseWritingOver(file, trace: tracePath) }

    func run() throws {
        var failed = ""
        if LessonCheckMode.isLesson(file) {
            try TraceOutput.writeLesson(file, to: tracePath)
        } else {
            var arguments = ["--headless", "--script", file, "--trace", tracePath]
            if let out { arguments += ["--out", out] }
            do { try TouchTrackerCommand.parse(arguments).run() } catch let e as ExpectationsFailed {
                failed = " (\(e.lines.count) failed check\(e.lines.count == 1 ? "" : "s"): \(e.lines.first?.split(separator: "\n").first.map(String.init) ?? ""))"
            }
        }
        writeStandardError("touchtracker: wrote the trace \(tracePath)\(failed)\n")
    }
}
