import ArgumentParser
import Foundation
import ScriptSuite

#if canImport(Glibc)
import Glibc
#endif

/// `touchtracker merge-reports DIR... --report OUT [--junit FILE]`: the reports of a CI matrix's shards
/// (`touchtracker test --shard I/N --report DIR`) as one (docs/ci.md). Its exit code is the merged suite's.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Combine the HTML reports of several shards (touchtracker test --report) into one report and/or JUnit file.",
        discussion: "Exit codes: the merged suite's (0 all passed, 3 a check failed, 2 a script is bad, 1 anything else); 2 a bad argument; 1 a report that cannot be read or written.")

    @Argument(help: ArgumentHelp("The shards' report folders.", valueName: "dir"))
    var reports: [String]

    @OptionGroup var reportFiles: ReportOptions<Help>

    @Flag(name: .long, help: "Merge the shards given even when some of the suite's are missing: the report is written with a banner naming them, and the exit code is 1.")
    var allowPartial = false

    enum Help: ReportOptionsHelp {
        static let junit = "Write the merged results as JUnit XML to this file."
        static let report = "Write the merged HTML report into this folder."
    }

    func validate() throws {
        if reports.isEmpty { throw ValidationError("merge-reports needs the report folders to merge") }
        if reportFiles.report == nil && reportFiles.junit == nil { throw ValidationError("merge-reports needs --report DIR or --junit FILE (or both)") }
        try reportFiles.check(report: { report in
            // The merged report is written over its own folder's files: never over one it reads, nor inside one.
            let out = Self.identity(report)
            if let input = reports.first(where: { Self.identity($0) == out && out != nil }) {
                throw ValidationError("--report \(report) is \(input == report ? "" : "the same folder as ")the report \(input) to merge: write the merged report into a folder of its own")
            }
            if let input = Self.report(holding: report, among: reports) {
                throw ValidationError("--report \(report) is inside the report \(input) to merge: write the merged report into a folder of its own")
            }
        }, junit: { junit in
            if let input = Self.report(holding: (junit as NSString).deletingLastPathComponent, among: reports) {
                throw ValidationError("--junit \(junit) is inside the report \(input) to merge: write it outside the reports")
            }
        })
    }

    /// The report among `reports` that `path` is or lies inside (by the folders' identities, whatever path
    /// names them: `..`, a link), nil when none: a refused merge writes nothing into any input.
    static func report(holding path: String, among reports: [String]) -> String? {
        let inputs = reports.compactMap { r in identity(r).map { (r, $0) } }
        var folder = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL
        while true {
            if let id = identity(folder.path), let hit = inputs.first(where: { $0.1 == id }) { return hit.0 }
            guard folder.path != "/" else { return nil }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// A folder's device and inode (nil when it does not exist): the same folder by whatever path.
    static func identity(_ path: String) -> [UInt64]? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return [UInt64(st.st_dev), UInt64(st.st_ino)]
    }

    func run() throws {
        let merged: SuiteResult
        do { merged = try HTMLReport.merged(try reports.map(HTMLReport.read), allowPartial: allowPartial) } catch { throw RunFailure("\(error)") }
        // The JUnit file's attachments are the merged report's copies, not the shards' files.
        let reporters = SuiteReporters(reportFiles.reporters(merged: true))
        do { try reporters.suiteEnded(merged) } catch { throw RunFailure("\(error)") }
        let console = Console()
        console.write(merged.summary + "\n")
        if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
        // --allow-partial gets a report, not a green run: a merge with shards missing exits 1 (docs/ci.md).
        if let missing = merged.missingShards, !missing.isEmpty {
            throw RunFailure("the merged report is partial: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing (--allow-partial)")
        }
        if merged.exitCode != 0 { throw SuiteFinished(code: merged.exitCode) }
    }
}
