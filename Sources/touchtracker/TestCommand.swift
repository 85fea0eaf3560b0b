import ArgumentParser
import Foundation
import AppHost
import ScriptSuite
import TouchTracker
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

    @Argument(help: ArgumentHelp("Touch scripts or lesson files with checks, or folders searched for *.tts, *.txt and *.playground (default: the current folder).", valueName: "path"))
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

    @Flag(name: .long, help: "Print the scripts the suite would run (after --shard, --grep, --last-failed), one a line, and run none.")
    var list = false

    @Option(name: .long, help: ArgumentHelp("Run only the scripts whose path contains this regular expression.", valueName: "pattern"))
    var grep: String?

    @Option(name: .long, help: ArgumentHelp("Run only the scripts whose path does not contain this regular expression.", valueName: "pattern"))
    var grepInvert: String?

    @Flag(name: .long, help: "Run only the scripts that did not pass in the last run into --output (its last-run.json).")
    var lastFailed = false

    @Option(name: .long, help: ArgumentHelp("Which scripts leave a trace (trace.html in their output folder, docs/trace.md): 'on', 'off' or 'retain-on-failure' (those whose checks failed).", valueName: "mode"))
    var trace = SuiteTraceMode.retainOnFailure

    @Option(name: .long, help: ArgumentHelp("Stop the suite once this many scripts did not pass (the rest reported as interrupted).", valueName: "n"))
    var maxFailures: Int?

    var shardValue: Shard? { shard.flatMap(Shard.init) }

    /// What a folder is searched for: touch scripts, and lesson files (an exercise's checks, one testcase a
    /// file: a folder of students' saved answers).
    static let suffixes = ScriptDiscovery.standardSuffixes + ["." + PlaygroundLessonFile.pathExtension]

    func validate() throws {
        guard (1...256).contains(workers) else { throw ValidationError("--workers must be a whole number from 1 to 256, got \(workers)") }
        guard timeout > 0, timeout <= 86400, timeout.isFinite else { throw ValidationError("--timeout must be more than 0 and at most 86400 seconds, got \(timeout)") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be I/N with whole numbers 1 <= I <= N <= \(Shard.maximumCount), got '\(ScriptError.printable(shard))'")
        }
        if let mode = updateGoldens, mode != .missing, mode != .none, runsInCI {
            throw ValidationError("--update-goldens \(mode.rawValue) is refused when CI is set (only 'missing' is allowed): goldens are recorded by a person, who looks at them")
        }
        if updateExpectations && runsInCI {
            throw ValidationError("--update-expectations is refused when CI is set: expectations are written by a person, who reads them")
        }
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be a whole number of at least 1, got \(maxFailures)") }
        for (option, pattern) in [("--grep", grep), ("--grep-invert", grepInvert)] {
            if let pattern, (try? Regex(pattern)) == nil { throw ValidationError("\(option) must be a regular expression, got '\(ScriptError.printable(pattern))'") }
        }
        _ = try scale.checked("--scale")
        try OutputPath.check(output, option: "--output", folder: true)
        if let report { try OutputPath.check(report, option: "--report", folder: true) }
        if let junit { try OutputPath.check(junit, option: "--junit", folder: false) }
    }

    func run() throws {
        let watcher = SignalWatcher.start()
        let all: [String]
        do { all = try ScriptDiscovery.scripts(under: paths.isEmpty ? ["."] : paths, suffixes: Self.suffixes) } catch {
            throw BadInput("touchtracker: \(error)")
        }
        if all.isEmpty { throw BadInput("touchtracker: no touch scripts (*.tts, *.txt) or lessons (*.playground) under \(paths.isEmpty ? "." : paths.joined(separator: ", "))") }
        var scripts = shardValue?.part(of: all) ?? all
        if let grep, let regex = try? Regex(grep) { scripts = scripts.filter { $0.contains(regex) } }
        if let grepInvert, let regex = try? Regex(grepInvert) { scripts = scripts.filter { !$0.contains(regex) } }
        if lastFailed {
            guard let last = LastRun.read(output) else {
                throw BadInput("touchtracker: --last-failed: \(output) holds no last run (\(LastRun.file(output))): run the suite once first")
            }
            scripts = scripts.filter { last.notPassed.contains($0) }
        }
        let console = Console()
        if list {
            for s in scripts { console.write(s + "\n") }
            console.write("\(scripts.count) script\(scripts.count == 1 ? "" : "s")\n")
            if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
            return
        }
        let me = Self.executable
        let extra = ["--scale", scale.text] + (updateGoldens.map { ["--update-goldens-mode", $0.rawValue] } ?? [])
            + (updateExpectations ? ["--update-expectations"] : [])
        let traceMode = trace
        var runner = SuiteRunner(command: { script, folder, results in
            [me, "--headless", "--script", script, "--out", folder, "--results", results] + extra + traceMode.childArguments(folder: folder)
        }, workers: workers, timeout: timeout, outputRoot: output)
        runner.maxFailures = maxFailures
        runner.stop = watcher.stop
        runner.failsWrittenGoldens = runsInCI
        runner.keepsPreviousGoldens = updateGoldens == .changed || updateGoldens == .all
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
            console.write(text)
        }
        suite.shard = shardValue?.description
        suite.environment = Self.environment(scale: scale.text)
        // The last run's outcome, for --last-failed (a run of --last-failed itself keeps what it did not run).
        LastRun.write(suite, to: output, keeping: lastFailed ? LastRun.read(output) : nil)
        try Self.writeReports(suite, junit: junit, report: report)
        let written = suite.scripts.flatMap { $0.updatedGoldens ?? [] }
        if !written.isEmpty { console.write("\(written.count) golden\(written.count == 1 ? "" : "s") written: \(written.joined(separator: ", "))\n") }
        console.write(suite.summary + "\n")
        // An output of the runner's own that could not be written (a script's stderr.log on a full disk).
        if let lost = suite.scripts.first(where: { $0.status == .error && ($0.message ?? "").hasPrefix("cannot write ") }) {
            writeStandardError("touchtracker: \(lost.message!)\n")
        }
        if let signal = watcher.signal {
            throw Interrupted(signal: signal)
        }
        if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
        if suite.exitCode != 0 { throw SuiteFinished(code: suite.exitCode) }
    }

    /// Where the suite ran, for the reports' heads and JUnit's `properties`.
    static func environment(scale: String) -> [[String]] {
        let commit = (ProcessInfo.processInfo.environment["TOUCHTRACKER_COMMIT"] ?? Self.checkoutCommit()).map { " (\($0))" } ?? ""
        return [["touchtracker", TouchTrackerVersion.current + commit], [chosenBackend.libraryName, chosenBackend.libraryVersion], ["renderer", "software (headless)"], ["scale", scale]]
    }

    /// The commit of the checkout this binary was built in (`git rev-parse --short HEAD` in its folder), nil
    /// when it is not in one (an installed binary) or git is missing.
    static func checkoutCommit() -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-C", (executable as NSString).deletingLastPathComponent, "rev-parse", "--short", "HEAD"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        p.waitUntilExit()
        return p.terminationStatus == 0 && !text.isEmpty ? text : nil
    }

    /// `--junit` and `--report`, each written whole or not at all. `junitFromReport`: the JUnit file's
    /// attachments are the report's copies (`merge-reports`), not the files the suite read.
    static func writeReports(_ suite: SuiteResult, junit: String?, report: String?, junitFromReport: Bool = false) throws {
        var forJUnit = suite
        if let report {
            do {
                let written = try HTMLReport.write(suite, to: report)
                if junitFromReport { forJUnit = try HTMLReport.resolved(written, in: report) }
            } catch { throw RunFailure("cannot write the report \(report): \(describe(error))") }
        }
        if let junit {
            do { try writeFileAtomically(JUnitReport.xml(forJUnit), to: junit) } catch { throw RunFailure("cannot write \(junit): \(describe(error))") }
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

/// Stopped by SIGINT or SIGTERM: the reports of what finished were written; exit 128 + the signal.
struct Interrupted: CommandFailure {
    let signal: Int32
    var message: String { "touchtracker: stopped by \(QuitSignals.name(signal))" }
    var exitCode: ExitCode { ExitCode(128 + signal) }
}

/// Standard output for the suite's lines: written with the throwing write, so a closed or full standard
/// output is remembered (and is exit 1 at the end, docs/command-line.md) instead of a crash; after the first
/// failure nothing more is tried.
final class Console: Sendable {
    private let state = Mutex<String?>(nil)
    func write(_ text: String) {
        state.withLock { problem in
            guard problem == nil else { return }
            do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch { problem = describe(error) }
        }
    }
    var problem: String? { state.withLock { $0 } }
}

/// The runner's answer to SIGINT and SIGTERM (`QuitSignals` records them): a thread that sees the signal,
/// cancels `QuitSignals`' watchdog (the runner ends on its own, after stopping its children and writing its
/// reports) and stops the suite. A second signal still ends the process at once.
final class SignalWatcher: Sendable {
    let stop = SuiteStop()
    private let seen = Atomic<Int32>(0)

    static func start() -> SignalWatcher {
        let w = SignalWatcher()
        Thread.detachNewThread {
            while true {
                let signal = QuitSignals.pending
                if signal != 0 {
                    // The handler sets its watchdog just after recording the signal: cancelled here, and again
                    // every round after, so a watchdog set a moment later is cancelled too.
                    alarm(0)
                    if w.seen.exchange(signal, ordering: .relaxed) == 0 { w.stop.request(QuitSignals.name(signal)) }
                }
                usleep(20_000)
            }
        }
        return w
    }

    var signal: Int32? {
        let s = seen.load(ordering: .relaxed)
        if s != 0 { return s }
        let p = QuitSignals.pending
        return p != 0 ? p : nil
    }
}

/// `--last-failed`: `OUTPUT/last-run.json`, the scripts of the last run into that folder that did not pass.
enum LastRun {
    struct Record: Codable { var format = 1; var notPassed: [String] }
    static func file(_ output: String) -> String { output + "/last-run.json" }
    static func read(_ output: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: file(output)) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }
    /// Best effort: a run whose folder cannot take it says so later, writing its scripts' outputs.
    static func write(_ suite: SuiteResult, to output: String, keeping earlier: Record?) {
        var notPassed = suite.scripts.filter { $0.status != .passed }.map(\.script)
        if let earlier { notPassed = earlier.notPassed.filter { s in !suite.scripts.contains { $0.script == s } } + notPassed }
        if let data = try? JSONEncoder().encode(Record(notPassed: notPassed)) { try? writeFileAtomically(data, to: file(output)) }
    }
}

/// `--output`, `--report`, `--junit` checked before anything runs: what is wrong with the path, said plainly
/// (a file where a folder belongs, a folder where the file goes), exit 2.
enum OutputPath {
    static func check(_ path: String, option: String, folder: Bool) throws {
        if path.isEmpty { throw ValidationError("\(option) must name a \(folder ? "folder" : "file")") }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = path.hasPrefix("/") ? "" : "."
        for (n, part) in parts.enumerated() {
            prefix += "/" + part
            let shown = path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
            var st = stat()
            guard stat(prefix, &st) == 0 else { return }   // missing: created when written
            let isFolder = st.st_mode & S_IFMT == S_IFDIR
            let last = n == parts.count - 1
            if !last && !isFolder {
                throw ValidationError("\(option) \(path): \(shown) is \(ScriptDiscovery.kind(st.st_mode)), not a folder")
            }
            if last && folder && !isFolder {
                throw ValidationError("\(option) \(path) is \(ScriptDiscovery.kind(st.st_mode)), not a folder: give a folder (it is created if missing)")
            }
            if last && !folder && isFolder {
                throw ValidationError("\(option) \(path) is a folder: give the file to write")
            }
        }
    }
}
