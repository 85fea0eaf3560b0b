import Foundation
import Synchronization
import AppHost

/// Runs a suite of touch scripts, `workers` at a time, each in a child process of its own with its own
/// output folder, and says each result as it comes (docs/ci.md). The child is whatever `command` names:
/// `touchtracker` runs itself (`--headless --script FILE --out DIR --results FILE`); the tests run
/// stand-ins.
public struct SuiteRunner: Sendable {
    /// The child's arguments (the executable first) for a script, its output folder and its results file.
    public typealias Command = @Sendable (_ script: String, _ outputFolder: String, _ resultsFile: String) -> [String]

    public var command: Command
    public var workers: Int
    /// Seconds a script may run before it is stopped and reported as timed out.
    public var timeout: Double
    /// Where each script's folder is made (`outputFolder(for:)`).
    public var outputRoot: String
    public var environment: [String: String]?
    /// Stops the suite from outside (a signal to the runner): see `SuiteStop`.
    public var stop = SuiteStop()
    /// Stop the suite when this many scripts did not pass (`--max-failures`); nil: never.
    public var maxFailures: Int?
    /// A golden written by a run fails its script (a CI run: `missing` writes it, and it is to be committed).
    public var failsWrittenGoldens = false
    /// Where a CI run's goldens go (`OUTPUT/new-goldens`): each script's under its folder's path
    /// (`newGoldensFolder(for:)`), never into the suite; nil: beside the script.
    public var newGoldensRoot: String?
    /// Before a script runs, a copy of each golden it names is kept in its folder (`NAME.previous.png`), so
    /// the report shows a rewritten golden's old version beside the new (`--update-goldens changed|all`).
    public var keepsPreviousGoldens = false
    /// Where a script's goldens are (a project's `goldens` folder, as the child is told with `--goldens`);
    /// nil, or nil for a script: beside it. `keepGoldens` and `goldenLine` read them there.
    public var goldensFolder: (@Sendable (_ script: String) -> String?)?
    /// The part of the suite this run is (`I/N`, `--shard`), for the reports; nil for a whole suite.
    public var shard: String?
    /// Where the suite ran (ordered pairs: touchtracker's version, SDL's, ...), for the reports' heads.
    public var ranOn: [[String]]?
    /// The project its scripts run in (their results say it); nil without projects.
    public var project: String?

    public init(command: @escaping Command, workers: Int, timeout: Double, outputRoot: String, environment: [String: String]? = nil) {
        precondition(workers >= 1 && timeout > 0)
        self.command = command; self.workers = workers; self.timeout = timeout; self.outputRoot = outputRoot; self.environment = environment
    }

    /// A script's own output folder under `outputRoot`: its path, `..` as `__`, its last dot a dash
    /// (`checks/drawing.tts` → `OUT/checks/drawing-tts`), so no output folder is a script.
    public func outputFolder(for script: String) -> String {
        var parts = script.split(separator: "/").map(String.init).filter { $0 != "." }
        parts = parts.map { $0 == ".." ? "__" : $0 }
        if let last = parts.last, let dot = last.lastIndex(of: ".") {
            parts[parts.count - 1] = last.replacingCharacters(in: dot...dot, with: "-")
        }
        return ([outputRoot] + parts).joined(separator: "/")
    }

    /// The folder a script's new goldens go into under `newGoldensRoot`: the script's folder's path, `..` as
    /// `__` (`checks/menu.tts` → `OUTPUT/new-goldens/checks`, where `goldens/menu.png` is
    /// `OUTPUT/new-goldens/checks/goldens/menu.png`); nil without `newGoldensRoot`.
    public func newGoldensFolder(for script: String) -> String? {
        newGoldensRoot.map { Self.newGoldensFolder(for: script, under: $0) }
    }

    public static func newGoldensFolder(for script: String, under root: String) -> String {
        let folder = (script as NSString).deletingLastPathComponent
        let parts = folder.split(separator: "/").map(String.init).filter { $0 != "." }.map { $0 == ".." ? "__" : $0 }
        return ([root] + parts).joined(separator: "/")
    }

    /// Runs `scripts`, telling `reporter` (`SuiteReporter`: begin, each script as it finishes, the suite at
    /// its end, with `shard` and `ranOn`), and returns the results in the scripts' order. When the suite is
    /// stopped (`stop`, `maxFailures`) the scripts not started are `interrupted` too, and not reported one by
    /// one. Throws what the reporter threw at the suite's end (a report that could not be written).
    public func run(_ scripts: [String], reporter: any SuiteReporter) throws -> SuiteResult {
        var suite = runScripts(scripts, reporter: reporter)
        suite.shard = shard
        suite.environment = ranOn
        try reporter.suiteEnded(suite)
        return suite
    }

    /// Runs `scripts`; `report` is called with each result as it finishes (one call at a time, on a thread
    /// of the runner's), and the results come back in the scripts' order; nothing is told at the suite's end.
    public func run(_ scripts: [String], report: @escaping @Sendable (ScriptResult, _ finished: Int) -> Void) -> SuiteResult {
        runScripts(scripts, reporter: EachScript(report: report))
    }

    /// A reporter told only of each script's end.
    private struct EachScript: SuiteReporter {
        let report: @Sendable (ScriptResult, Int) -> Void
        func scriptEnded(_ result: ScriptResult, finished: Int) { report(result, finished) }
    }

    /// The workers: each takes the next script from the queue, runs it and puts its result back; what is
    /// reported is handed to a serial queue of its own, so no worker waits on a reporter (it is drained
    /// before the results are returned).
    private func runScripts(_ scripts: [String], reporter: any SuiteReporter) -> SuiteResult {
        let start = ContinuousClock.now
        struct Queue { var next = 0; var results: [ScriptResult?]; var finished = 0; var notPassed = 0 }
        let queue = Mutex(Queue(results: Array(repeating: nil, count: scripts.count)))
        let reporting = DispatchQueue(label: "ScriptSuite.SuiteRunner.reporting")
        reporting.async { reporter.begin(scripts) }
        let group = DispatchGroup()
        let count = Swift.max(1, Swift.min(workers, scripts.count))
        for _ in 0..<count {
            group.enter()
            Thread.detachNewThread { [self] in
                while let index = queue.withLock({ q -> Int? in
                    guard q.next < scripts.count, !stop.isRequested else { return nil }
                    q.next += 1
                    return q.next - 1
                }) {
                    let result = runOne(scripts[index])
                    queue.withLock { q in
                        q.results[index] = result
                        q.finished += 1
                        if result.status != .passed && result.status != .interrupted { q.notPassed += 1 }
                        if let maxFailures, q.notPassed >= maxFailures {
                            stop.request("\(maxFailures) script\(maxFailures == 1 ? "" : "s") did not pass (--max-failures \(maxFailures))")
                        }
                        // Handed on in the order the scripts finished; told outside the lock.
                        let finished = q.finished
                        reporting.async { reporter.scriptEnded(result, finished: finished) }
                    }
                }
                group.leave()
            }
        }
        group.wait()
        reporting.sync {}
        let elapsed = ContinuousClock.now - start
        let why = stop.reason ?? "stopped"
        let results = queue.withLock { q in
            q.results.enumerated().map { i, r in
                r ?? {
                    var r = ScriptResult(script: scripts[i], status: .interrupted, seconds: 0, message: "not run: the suite was stopped (\(why))",
                                         output: outputFolder(for: scripts[i]))
                    r.project = project
                    return r
                }()
            }
        }
        return SuiteResult(scripts: results, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                           workers: workers)
    }

    /// The files an earlier run of the runner left in a script's folder, removed before it runs again so
    /// none is taken for this run's: `result.json`, `stdout.log`, `stderr.log`, `timeline.svg`, `trace.html` and each
    /// `NAME.actual.png` and `NAME.diff.png` (what a failed `expect-screenshot` writes). Nothing else is
    /// touched: what the script writes itself is replaced when it writes it again.
    static func clearEarlierRun(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where ["result.json", "stdout.log", "stderr.log", "timeline.svg", "trace.html"].contains(name)
            || name.hasSuffix(".actual.png") || name.hasSuffix(".diff.png") || name.hasSuffix(".previous.png") {
            let path = folder + "/" + name
            if nonRegularKind(at: path) == nil { unlink(path) }
        }
    }

    /// Runs one script in its own process and reads what it found.
    public func runOne(_ script: String) -> ScriptResult {
        let folder = outputFolder(for: script)
        let resultsFile = folder + "/result.json", errFile = folder + "/stderr.log"
        let start = ContinuousClock.now
        func seconds() -> Double {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        var result = ScriptResult(script: script, status: .error, seconds: 0, output: folder)
        result.project = project
        let tags = ScriptTags.read(script)
        result.tags = tags.isEmpty ? nil : tags
        do {
            var st = stat()
            if lstat(folder, &st) == 0 && st.st_mode & S_IFMT != S_IFDIR {
                throw SuiteError("cannot make the script's folder \(folder): \(ScriptDiscovery.kind(st.st_mode)) is in the way")
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            Self.clearEarlierRun(in: folder)   // nothing an earlier run left is read or shown as this one's
            let goldensBase = goldensFolder?(script) ?? (script as NSString).deletingLastPathComponent
            let previousCopies = keepsPreviousGoldens ? Self.keepGoldens(of: script, base: goldensBase, in: folder) : [:]
            let child = ChildProcess(arguments: command(script, folder, resultsFile), environment: environment, timeout: timeout)
            let outcome = try child.run(stdout: folder + "/stdout.log", stderr: errFile, stop: stop)
            result.seconds = seconds()
            result.stderr = outcome.stderr
            var traceStat = stat()   // the child's trace (`--trace`): a regular file, never a link or a FIFO
            if lstat(folder + "/trace.html", &traceStat) == 0 && traceStat.st_mode & S_IFMT == S_IFREG { result.trace = folder + "/trace.html" }
            let lines = result.stderr.split(separator: "\n").map(String.init)
            switch outcome.end {
            case .exited(0):
                result.status = .passed
            case .exited(3):
                result.status = .failed
                if let record = try? ScriptRunRecord.read(resultsFile), let first = record.failures.first {
                    result.failures = record.failures
                    result.timeline = record.timeline
                    result.message = first.headline
                } else {
                    result.message = lines.first ?? "a check failed (exit 3) and its results could not be read"
                }
            case .exited(2):
                result.status = .bad
                result.message = lines.first ?? "the script is bad (exit 2)"
            case .exited(let code):
                result.message = lines.last ?? "exited with code \(code)"
            case .signalled(let signal):
                result.message = "ended by signal \(signal)" + (lines.last.map { ": \($0)" } ?? "")
            case .timedOut:
                result.status = .timedOut
                result.message = "timed out after \(Self.number(timeout)) s: stopped"
            case .interrupted:
                result.status = .interrupted
                result.message = "interrupted: the suite was stopped (\(stop.reason ?? "stopped")) while it ran"
            }
            // A graded answer: its student, and how its checks differ from the exercise's.
            if case .exited(let code) = outcome.end, code == 0 || code == 3, let record = try? ScriptRunRecord.read(resultsFile) {
                result.student = record.student
                result.checksChanged = record.checksChanged
                result.rewrittenChecks = record.rewrittenChecks
                // Its screenshots and dumps: those still regular files in its folder (the reports attach them).
                let outputs = (record.outputs ?? []).filter { $0.hasPrefix(folder + "/") && nonRegularKind(at: $0) == nil && FileManager.default.fileExists(atPath: $0) }
                result.outputs = outputs.isEmpty ? nil : outputs
            }
            if let problem = outcome.logProblem, result.status != .interrupted {
                // Its standard error could not be kept: the run's outputs are not whole (a full disk, say).
                result.status = .error
                result.message = problem + (lines.first.map { " (it said: \($0))" } ?? "")
            }
            if case .exited(let code) = outcome.end, code == 0 || code == 3, let record = try? ScriptRunRecord.read(resultsFile),
               !record.updatedGoldens.isEmpty {
                result.updatedGoldens = record.updatedGoldens
                let previous = record.updatedGoldens.reduce(into: [String: String]()) { kept, g in
                    if let copy = previousCopies[Self.standardized(g)] { kept[g] = copy }
                }
                result.previousGoldens = previous.isEmpty ? nil : previous
                for (g, copy) in previousCopies where !record.updatedGoldens.map(Self.standardized).contains(g) { unlink(copy) }
                if failsWrittenGoldens {
                    result.status = result.status == .passed ? .failed : result.status
                    let base = goldensBase
                    let written = record.updatedGoldens.map { g in
                        // Written beside the output (`newGoldensFolder`): the golden's name in the suite, where it is to be committed.
                        let name = newGoldensFolder(for: script).flatMap { g.hasPrefix($0 + "/") ? String(g.dropFirst($0.count + 1)) : nil }
                        let inSuite = name.map { (base.isEmpty ? "" : base + "/") + $0 } ?? g
                        let message = name.map { "wrote the missing golden \($0) to \(g) in a CI run, not into the suite: look at it, then commit it as \(inSuite) (a golden written by CI is never a pass)" }
                            ?? "wrote the missing golden \(g) in a CI run: commit it (a golden written by CI is never a pass)"
                        return CheckFailure(file: script, line: Self.goldenLine(of: script, golden: inSuite, base: base), kind: .screenshot, message: message, golden: g)
                    }
                    result.message = result.message ?? written[0].headline
                    result.failures += written
                }
            } else {
                for copy in previousCopies.values { unlink(copy) }
            }
        } catch {
            result.seconds = seconds()
            // The runner's own failure: its folder could not be made (a file in the way, a full disk), ...
            result.message = error is SuiteError ? "\(error)" : "cannot make the folder \(folder): \(describe(error))"
        }
        if result.status != .passed { result.source = Self.text(script, limit: 1 << 20) }
        return result
    }

    /// Copies of the goldens `script`'s `expect-screenshot` lines name (relative to `base`: its folder, or a
    /// project's goldens folder) that exist now, as `FOLDER/NAME.previous.png`, keyed by the golden's
    /// standardized path.
    static func keepGoldens(of script: String, base: String, in folder: String) -> [String: String] {
        var kept: [String: String] = [:]
        for line in text(script, limit: 1 << 20).split(whereSeparator: \.isNewline) {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, words[0] == "expect-screenshot" else { continue }
            let golden = standardized((base.isEmpty ? "" : base + "/") + words[1])
            guard kept[golden] == nil, let data = HTMLReport.regularFileContents(golden) else { continue }
            let copy = folder + "/" + ((golden as NSString).lastPathComponent as NSString).deletingPathExtension + ".previous.png"
            if (try? writeFileAtomically(data, to: copy)) != nil { kept[golden] = copy }
        }
        return kept
    }

    /// The line of `script` whose `expect-screenshot` names `golden`, its names relative to `base` (0 when
    /// none is found).
    static func goldenLine(of script: String, golden: String, base: String) -> Int {
        for (n, line) in text(script, limit: 1 << 20).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count >= 2, words[0] == "expect-screenshot", standardized((base.isEmpty ? "" : base + "/") + words[1]) == standardized(golden) { return n + 1 }
        }
        return 0
    }

    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// A regular file's text, at most `limit` bytes ("" when it cannot be read, or is a FIFO, a device, ...:
    /// nothing here waits on a writer).
    static func text(_ path: String, limit: Int) -> String {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return "" }
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return "" }
        let h = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        return String(decoding: (try? h.read(upToCount: limit)) ?? Data(), as: UTF8.self)
    }

    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
