import ArgumentParser
import Foundation
import AppHost
import ScriptSuite
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// `touchtracker test [PATH...]`: the touch scripts under each PATH as a test suite (docs/ci.md). Each
/// script runs headless in a child process of this binary (`--headless --script FILE --out DIR --results
/// FILE`), `--workers` at a time; the exit code is the worst script's: 0 all passed, 3 a check failed, 2 a
/// script is bad, 1 anything else (a time-out, an error).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the touch scripts under each PATH as a test suite, in parallel, with JUnit and HTML reports (docs/ci.md).",
        discussion: "Exit codes: 0 all passed, 3 a check failed, 2 a script is bad (or a bad argument), 1 anything else (a time-out, an error).")

    @Argument(help: ArgumentHelp("Touch scripts, or folders searched for *.tts and *.txt (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("How many scripts run at once (default: the machine's cores).", valueName: "n"))
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: ArgumentHelp("Seconds a script may run before it is stopped and reported as timed out.", valueName: "s"))
    var timeout: Double = 60

    @Option(name: .long, help: ArgumentHelp("Run only the I-th of N deterministic parts of the suite (a CI matrix).", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Where each script's outputs go, in a folder of its own.", valueName: "dir"))
    var output = "test-results"

    @Option(name: .long, help: ArgumentHelp("Write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a static HTML report into this folder (index.html).", valueName: "dir"))
    var report: String?

    @Option(name: .long, help: ArgumentHelp("Write goldens instead of comparing: 'missing' (only absent ones), 'changed' (absent ones and those beyond the tolerance) or 'all'. Refused when CI is set, but for 'missing'.", valueName: "mode"))
    var updateGoldens: GoldenUpdate?

    @Flag(name: .long, help: "Write what each run produced into its script's expect runs and expect-log blocks that did not match (comments and layout kept); refused when CI is set.")
    var updateExpectations = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Headless pixels per point of every script, 0.5 to 4.", valueName: "k"))
    var scale = ScaleFactor(1)

    var shardValue: Shard? { shard.flatMap(Shard.init) }

    func validate() throws {
        guard (1...256).contains(workers) else { throw ValidationError("--workers must be a whole number from 1 to 256, got \(workers)") }
        guard timeout > 0, timeout <= 86400, timeout.isFinite else { throw ValidationError("--timeout must be more than 0 and at most 86400 seconds, got \(timeout)") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be I/N with whole numbers 1 <= I <= N <= \(Shard.maximumCount), got '\(ScriptError.printable(shard))'")
        }
        if let mode = updateGoldens, mode != .missing, mode != .none, ProcessInfo.processInfo.environment["CI"] != nil {
            throw ValidationError("--update-goldens \(mode.rawValue) is refused when CI is set (only 'missing' is allowed): goldens are recorded by a person, who looks at them")
        }
        if updateExpectations && ProcessInfo.processInfo.environment["CI"] != nil {
            throw ValidationError("--update-expectations is refused when CI is set: expectations are written by a person, who reads them")
        }
        _ = try scale.checked("--scale")
    }

    func run() throws {
        let all: [String]
        do { all = try ScriptDiscovery.scripts(under: paths.isEmpty ? ["."] : paths) } catch {
            throw BadInput("touchtracker: \(error)")
        }
        if all.isEmpty { throw BadInput("touchtracker: no touch scripts (*.tts, *.txt) under \(paths.isEmpty ? "." : paths.joined(separator: ", "))") }
        let scripts = shardValue?.part(of: all) ?? all
        let me = Self.executable
        let extra = ["--scale", scale.text] + (updateGoldens.map { ["--update-goldens-mode", $0.rawValue] } ?? [])
            + (updateExpectations ? ["--update-expectations"] : [])
        let runner = SuiteRunner(command: { script, folder, results in
            [me, "--headless", "--script", script, "--out", folder, "--results", results] + extra
        }, workers: workers, timeout: timeout, outputRoot: output)
        let terminal = isatty(STDOUT_FILENO) == 1
        let total = scripts.count
        let failedSoFar = Mutex(0)
        var suite = runner.run(scripts) { result, finished in
            let failed = failedSoFar.withLock { n in
                if result.status != .passed { n += 1 }
                return n
            }
            var text = (terminal ? "\r\u{1B}[2K" : "") + ConsoleLines.line(result) + "\n"
            if terminal && finished < total { text += ConsoleLines.progress(finished: finished, of: total, failed: failed) }
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        suite.shard = shardValue?.description
        try Self.writeReports(suite, junit: junit, report: report)
        print(suite.summary)
        if suite.exitCode != 0 { throw SuiteFinished(code: suite.exitCode) }
    }

    /// `--junit` and `--report`, each written whole or not at all.
    static func writeReports(_ suite: SuiteResult, junit: String?, report: String?) throws {
        if let junit {
            do { try writeFileAtomically(JUnitReport.xml(suite), to: junit) } catch { throw RunFailure("cannot write \(junit): \(describe(error))") }
        }
        if let report {
            do { try HTMLReport.write(suite, to: report) } catch { throw RunFailure("cannot write the report \(report): \(describe(error))") }
        }
    }

    /// This binary, which runs each script (`/proc/self/exe`: the path it really has).
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// The suite ran; its exit code says how it went (the lines and the summary said the rest).
struct SuiteFinished: CommandFailure {
    let code: Int32
    var message: String { "" }
    var exitCode: ExitCode { ExitCode(code) }
}
