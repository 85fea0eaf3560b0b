import ArgumentParser
import Foundation
import AppHost
import ScriptSuite
import TouchTracker

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

    @Argument(help: ArgumentHelp("Touch scripts or lesson files with checks, or folders searched for *.tts, *.txt and *.playground but README* and the like (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("In the folders searched, leave out the files this pattern matches (as a name: README*; as a path from the folder, with **: drafts/**); repeatable, added to the standard ignore list.", valueName: "glob"))
    var ignore: [String] = []

    @Option(name: .long, help: ArgumentHelp("Grade each lesson file (a student's answer) by this exercise's checks, not its own: an exercise file, or a folder of exercises matched by the answer's exercise line (docs/playground.md, \"Grading a class\").", valueName: "exercise"))
    var checksFrom: String?

    @Flag(name: .long, help: "Pass (exit 0) when no script is found or chosen; without it that is 'No tests found', exit 1.")
    var passWithNoTests = false

    @Option(name: .long, help: ArgumentHelp("How many scripts run at once (default: the machine's cores).", valueName: "n"))
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: ArgumentHelp("Seconds a script may run before it is stopped and reported as timed out.", valueName: "s"))
    var timeout: Double = 60

    @Option(name: .long, help: ArgumentHelp("Run only the I-th of N deterministic parts of the suite (a CI matrix).", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Run every script with the app's words in this language (the root command's --lang; English by default, whatever the environment).", valueName: "code"))
    var lang: String?

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

    /// Which files of a folder are scripts: touch scripts, and lesson files (an exercise's checks, one
    /// testcase a file: a folder of students' saved answers), but not the standard ignore list and `--ignore`.
    var rule: ScriptRule { ScriptRule(ignore: ScriptRule.standardIgnore + ignore) }

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
            do { _ = try pattern.map(PathPattern.init) } catch {
                throw ValidationError("\(option) must be a regular expression, got '\(ScriptError.printable(pattern ?? ""))': it \(error) (docs/ci.md, \"Which scripts\")")
            }
        }
        _ = try scale.checked("--scale")
        if let checksFrom, !FileManager.default.fileExists(atPath: checksFrom) {
            throw ValidationError("--checks-from \(ScriptError.printable(checksFrom, limit: 200)): no such file or folder")
        }
        try OutputPath.check(output, option: "--output", folder: true)
        if let report { try OutputPath.check(report, option: "--report", folder: true) }
        if let junit { try OutputPath.check(junit, option: "--junit", folder: false) }
    }

    func run() throws {
        let watcher = SignalWatcher.start()
        let all: [String]
        let searched = paths.isEmpty ? ["."] : paths
        do { all = try ScriptDiscovery.scripts(under: searched, rule: rule) } catch {
            throw BadInput("touchtracker: \(error)")
        }
        // Which of them run: --grep, --grep-invert, --last-failed, each per script (so after --shard too).
        var chosen = all
        if let grep, let p = try? PathPattern(grep) { chosen = chosen.filter { p.matches(in: $0) } }
        if let grepInvert, let p = try? PathPattern(grepInvert) { chosen = chosen.filter { !p.matches(in: $0) } }
        if lastFailed {
            guard let last = LastRun.read(output) else {
                throw BadInput("touchtracker: --last-failed: \(output) holds no last run (\(LastRun.file(output))): run the suite once first")
            }
            chosen = chosen.filter { last.notPassed.contains($0) }
        }
        // Nothing green by omission: a suite that runs nothing is no pass, unless asked (Playwright's rule).
        if chosen.isEmpty && !passWithNoTests {
            throw RunFailure("No tests found: " + Self.whyNone(found: all.count, under: searched, grep: grep, grepInvert: grepInvert, lastFailed: lastFailed)
                             + " (--pass-with-no-tests to pass when there are none)")
        }
        let chosenSet = Set(chosen)
        let scripts = (shardValue?.part(of: all) ?? all).filter { chosenSet.contains($0) }
        let console = Console()
        if list {
            for s in scripts { console.write(s + "\n") }
            console.write("\(scripts.count) script\(scripts.count == 1 ? "" : "s")\n")
            if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
            return
        }
        let lessons = scripts.filter(LessonCheckMode.isLesson).count
        if updateExpectations && lessons > 0 {
            writeStandardError("touchtracker: --update-expectations leaves the checks of the \(lessons) lesson\(lessons == 1 ? "" : "s") as they are: a lesson's checks grade a student's answer and are changed by hand\n")
        }
        let me = Self.executable
        let extra = ["--scale", scale.text] + (updateGoldens.map { ["--update-goldens-mode", $0.rawValue] } ?? [])
            + (updateExpectations ? ["--update-expectations"] : []) + (lang.map { ["--lang", $0] } ?? [])
        let traceMode = trace
        // In CI a golden written goes beside the output (OUTPUT/new-goldens/...), never into the suite: the next
        // run in the same workspace does not compare against it.
        let newGoldens = runsInCI && updateGoldens == .missing ? (output as NSString).appendingPathComponent("new-goldens") : nil
        var runner = SuiteRunner(command: { script, folder, results in
            [me, "--headless", "--script", script, "--out", folder, "--results", results] + extra
                + (newGoldens.map { ["--new-goldens", SuiteRunner.newGoldensFolder(for: script, under: $0)] } ?? [])
                + (checksFrom.map { LessonCheckMode.isLesson(script) ? ["--checks-from", $0] : [] } ?? [])
                + traceMode.childArguments(folder: folder)
        }, workers: workers, timeout: timeout, outputRoot: output)
        runner.newGoldensRoot = newGoldens
        runner.maxFailures = maxFailures
        runner.stop = watcher.stop
        runner.failsWrittenGoldens = runsInCI
        runner.keepsPreviousGoldens = updateGoldens == .changed || updateGoldens == .all
        runner.shard = shardValue?.description
        runner.ranOn = Self.environment(scale: scale.text)
        // At the suite's end, in this order: the last run (for --last-failed), the reports, the summary.
        let reporters = SuiteReporters([LastRun(output: output, keepsEarlier: lastFailed)]
            + (report.map { [HTMLReport(folder: $0)] } ?? []) + (junit.map { [JUnitReport(file: $0)] } ?? [])
            + [ConsoleReporter(console, terminal: isatty(STDOUT_FILENO) == 1)])
        let suite: SuiteResult
        do { suite = try runner.run(scripts, reporter: reporters) } catch { throw RunFailure("\(error)") }
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

    /// Why no script is chosen, for `No tests found: ...`.
    static func whyNone(found: Int, under paths: [String], grep: String?, grepInvert: String?, lastFailed: Bool) -> String {
        let place = paths.joined(separator: ", ")
        guard found > 0 else {
            return "no touch scripts (*.tts, *.txt) or lessons (*.playground) under \(place) (docs/ci.md, \"Which scripts\")"
        }
        let filters = (grep.map { ["--grep '\($0)'"] } ?? []) + (grepInvert.map { ["--grep-invert '\($0)'"] } ?? []) + (lastFailed ? ["--last-failed"] : [])
        return "none of the \(found) script\(found == 1 ? "" : "s") under \(place) \(found == 1 ? "is" : "are") chosen by \(filters.joined(separator: " and "))"
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

    /// This binary, which runs each script (`/proc/self/exe`: the path it really has).
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

