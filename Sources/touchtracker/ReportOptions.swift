import ArgumentParser
import ScriptSuite

/// How a command words the help of its `ReportOptions`: `touchtracker test`'s results, `merge-reports`'
/// merged ones.
protocol ReportOptionsHelp {
    static var junit: String { get }
    static var report: String { get }
}

/// `--junit FILE` and `--report DIR`, as `touchtracker test` and `merge-reports` both take them (`Help` words
/// them for the command): each path checked before anything runs (`OutputPath`), and the reporters that
/// write them.
struct ReportOptions<Help: ReportOptionsHelp>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Help.junit, valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp(Help.report, valueName: "dir"))
    var report: String?

    /// Refuses a path that cannot be written (exit 2), `--report` first; each given path then goes through
    /// the command's own check of it. Called by the commands' `validate()` in their order of checks, so it
    /// is not this group's own `validate()`.
    func check(report reportCheck: (String) throws -> Void = { _ in }, junit junitCheck: (String) throws -> Void = { _ in }) throws {
        if let report {
            try OutputPath.check(report, option: "--report", folder: true)
            try reportCheck(report)
        }
        if let junit {
            try OutputPath.check(junit, option: "--junit", folder: false)
            try junitCheck(junit)
        }
    }

    /// The HTML report's and the JUnit file's reporters, in that order, those asked for. `merged`
    /// (`merge-reports`): the report keeps its copies of the shards' files, and the JUnit file's attachments
    /// are those copies.
    func reporters(merged: Bool = false) -> [any SuiteReporter] {
        let html = report.map { HTMLReport(folder: $0, keepsCopies: merged) }
        return (html.map { [$0] } ?? []) + (junit.map { [JUnitReport(file: $0, attachmentsOf: merged ? html : nil)] } ?? [])
    }
}
