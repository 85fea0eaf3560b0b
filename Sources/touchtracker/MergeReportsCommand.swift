import ArgumentParser
import Foundation
import ScriptSuite

/// `touchtracker merge-reports DIR... --report OUT [--junit FILE]`: the reports of a CI matrix's shards
/// (`touchtracker test --shard I/N --report DIR`) as one (docs/ci.md). Its exit code is the merged suite's.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Combine the HTML reports of several shards (touchtracker test --report) into one report and/or JUnit file.",
        discussion: "Exit codes: the merged suite's (0 all passed, 3 a check failed, 2 a script is bad, 1 anything else); 2 a bad argument; 1 a report that cannot be read or written.")

    @Argument(help: ArgumentHelp("The shards' report folders.", valueName: "dir"))
    var reports: [String]

    @Option(name: .long, help: ArgumentHelp("Write the merged HTML report into this folder.", valueName: "dir"))
    var report: String?

    @Option(name: .long, help: ArgumentHelp("Write the merged results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("merge-reports needs the report folders to merge") }
        if report == nil && junit == nil { throw ValidationError("merge-reports needs --report DIR or --junit FILE (or both)") }
    }

    func run() throws {
        let merged: SuiteResult
        do { merged = try HTMLReport.merged(try reports.map(HTMLReport.read)) } catch { throw RunFailure("\(error)") }
        try TestCommand.writeReports(merged, junit: junit, report: report)
        print(merged.summary)
        if merged.exitCode != 0 { throw SuiteFinished(code: merged.exitCode) }
    }
}
