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

    @Option(name: .long, help: ArgumentHelp("How many scripts run at once (default: touchtracker.toml's workers, else the machine's cores).", valueName: "n"))
    var workers: Int?

    @Option(name: .long, help: ArgumentHelp("Seconds a script may run before it is stopped and reported as timed out (default: touchtracker.toml's timeout, else 60).", valueName: "s"))
    var timeout: Double?

    @Option(name: .long, help: ArgumentHelp("The suite's settings file (default: touchtracker.toml in the current folder, or in the one folder given).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Run only this project of the settings file's [projects.NAME] (repeatable; default: every project).", valueName: "name"))
    var project: [String] = []

    @Option(name: .long, help: ArgumentHelp("Run only the I-th of N deterministic parts of the suite (a CI matrix).", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Run every script with the app's words in this language (the root command's --lang; English by default, whatever the environment).", valueName: "code"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Where each script's outputs go, in a folder of its own.", valueName: "dir"))
    var output = "test-results"

    @OptionGroup var reportFiles: ReportOptions<Help>

    @Option(name: .long, help: ArgumentHelp("Write goldens instead of comparing: 'missing' (only absent ones), 'changed' (absent ones and those beyond the tolerance) or 'all'. Refused when CI is set, but for 'missing'.", valueName: "mode"))
    var updateGoldens: GoldenUpdate?

    @OptionGroup var scriptRun: HeadlessRunOptions<Help>

    @Flag(name: .long, help: "Print the scripts the suite would run (after --shard, --grep, --last-failed), one a line, and run none.")
    var list = false

    @OptionGroup var choice: ScriptChoiceOptions

    @Option(name: .long, help: ArgumentHelp("Which scripts leave a trace (trace.html in their output folder, docs/trace.md): 'on', 'off' or 'retain-on-failure' (those whose checks failed).", valueName: "mode"))
    var trace = SuiteTraceMode.retainOnFailure

    @Option(name: .long, help: ArgumentHelp("Stop the suite once this many scripts did not pass (the rest reported as interrupted).", valueName: "n"))
    var maxFailures: Int?

    enum Help: ReportOptionsHelp, HeadlessRunOptionsHelp {
        static let junit = "Write the results as JUnit XML to this file."
        static let report = "Write a static HTML report into this folder (index.html)."
        static let updateExpectations = "Write what each run produced into its script's expect runs and expect-log blocks that did not match (comments and layout kept); refused when CI is set."
        static let scale = "Headless pixels per point of every script, 0.5 to 4."
    }

    var shardValue: Shard? { shard.flatMap(Shard.init) }

    func validate() throws {
        if let workers, !(1...256).contains(workers) { throw ValidationError("--workers must be a whole number from 1 to 256, got \(workers)") }
        if let timeout, !(timeout > 0 && timeout <= 86400 && timeout.isFinite) { throw ValidationError("--timeout must be more than 0 and at most 86400 seconds, got \(timeout)") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be I/N with whole numbers 1 <= I <= N <= \(Shard.maximumCount), got '\(ScriptError.printable(shard))'")
        }
        try updateGoldens?.refuseInCI(as: "--update-goldens")
        try scriptRun.refuseUpdatingExpectationsInCI()
        if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be a whole number of at least 1, got \(maxFailures)") }
        try choice.check()
        try scriptRun.checkScale()
        if let checksFrom, !FileManager.default.fileExists(atPath: checksFrom) {
            throw ValidationError("--checks-from \(ScriptError.printable(checksFrom, limit: 200)): no such file or folder")
        }
        try OutputPath.check(output, option: "--output", folder: true)
        try reportFiles.check()
    }

    func run() throws { try runSuite() }

    /// Where the suite ran, for the reports' heads and JUnit's `properties`.
    static func environment(scale: String, projects: [SuiteProject] = []) -> [[String]] {
        let commit = (ProcessInfo.processInfo.environment["TOUCHTRACKER_COMMIT"] ?? Self.checkoutCommit()).map { " (\($0))" } ?? ""
        return [["touchtracker", TouchTrackerVersion.current + commit], [chosenBackend.libraryName, chosenBackend.libraryVersion], ["renderer", "software (headless)"], ["scale", scale]]
            + projects.map { ["project \($0.name)", $0.summary] }
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

