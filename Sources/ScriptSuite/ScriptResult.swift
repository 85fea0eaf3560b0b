import AppHost

/// How one script of a suite ended.
public enum ScriptStatus: String, Codable, Sendable, CaseIterable {
    /// Every check passed (exit 0).
    case passed
    /// It ran to its end and a check failed (exit 3).
    case failed
    /// The script is bad: nothing of it ran (exit 2).
    case bad
    /// Stopped after `--timeout` seconds.
    case timedOut = "timed-out"
    /// Anything else: an output that could not be written, a crash (exit 1, a signal).
    case error
    /// Not run to its end: the suite was stopped (SIGINT, SIGTERM, `--max-failures`) before it or while it
    /// ran.
    case interrupted

    /// The suite's exit code when this is the worst outcome: 0 passed, 3 failed, 2 bad, 1 anything else.
    public var exitCode: Int32 {
        switch self {
        case .passed: return 0
        case .failed: return 3
        case .bad: return 2
        case .timedOut, .error, .interrupted: return 1
        }
    }

    /// How serious it is: the suite's exit code is its worst script's.
    var severity: Int {
        switch self {
        case .passed: return 0
        case .failed: return 1
        case .bad: return 2
        case .timedOut, .error, .interrupted: return 3
        }
    }
}

/// One script's run: what the runner prints, and what the JUnit and HTML reports (and merge-reports) read.
public struct ScriptResult: Codable, Equatable, Sendable {
    /// The script as found (a path relative to where the runner ran, or as given).
    public var script: String
    public var status: ScriptStatus
    /// How long it ran (wall clock).
    public var seconds: Double
    /// The first thing wrong, one line (`FILE:LINE: message`, `timed out after 60 s`); nil when it passed.
    public var message: String?
    /// The checks that failed, with their images.
    public var failures: [CheckFailure]
    /// The script's own output folder.
    public var output: String
    /// What the run wrote on standard error (at most 64 KiB).
    public var stderr: String
    /// The recognizers' timeline of a failed run (SVG), if written.
    public var timeline: String?
    /// The run's trace (`trace.html`, docs/trace.md), when `--trace` had it written.
    public var trace: String?
    /// The script's text, kept for the report when it did not pass (at most 1 MiB).
    public var source: String?
    /// The goldens its run wrote (`--update-goldens`), as the run named them; nil when none.
    public var updatedGoldens: [String]?
    /// For each golden written over an older one: a copy of the older one (`--report` keeps it to show
    /// beside the new one), keyed by the golden's path.
    public var previousGoldens: [String: String]?
    /// In a report: copies of the goldens written, keyed by the golden's path.
    public var writtenGoldens: [String: String]?
    /// A graded answer (a lesson file): the student it names.
    public var student: String?
    /// A graded answer whose checks differ from the exercise's it was graded by (`--checks-from`): the
    /// difference, `- LINE` the exercise's, `+ LINE` the answer's.
    public var checksChanged: [String]?
    /// The checks its run rewrote (`--update-expectations`): `FILE:LINE (expect-log block)` each.
    public var rewrittenChecks: [String]?
    /// The project it ran in (`touchtracker.toml`'s `[projects.NAME]`); nil without projects.
    public var project: String?
    /// The files its own `screenshot` and `dump` lines wrote (in its output folder; in a report, the report's
    /// copies), in the order written; nil when none.
    public var outputs: [String]?
    /// Its tags (`# tags: smoke pen` in its header comment), when it has any.
    public var tags: [String]?

    /// How it is named on its line and in the reports: `[PROJECT] PATH` (Playwright's), the path alone
    /// without projects.
    public var title: String { (project.map { "[\($0)] " } ?? "") + script }

    public init(script: String, status: ScriptStatus, seconds: Double, message: String? = nil, failures: [CheckFailure] = [],
                output: String, stderr: String = "", timeline: String? = nil, source: String? = nil) {
        self.script = script; self.status = status; self.seconds = seconds; self.message = message
        self.failures = failures; self.output = output; self.stderr = stderr; self.timeline = timeline; self.source = source
    }

    /// The files a person looks at: the trace, each failure's golden, actual frame and diff, the timeline, and
    /// the screenshots and dumps the script wrote.
    public var attachments: [String] {
        var files: [String] = trace.map { [$0] } ?? []
        for f in failures { files += [f.golden, f.actualImage, f.diffImage].compactMap { $0 } }
        if let timeline { files.append(timeline) }
        files += outputs ?? []
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }
}

/// A whole suite's run (or several shards' merged).
public struct SuiteResult: Codable, Equatable, Sendable {
    public var format = 1
    /// The results, in the suite's order.
    public var scripts: [ScriptResult]
    /// Wall-clock seconds of the whole run (merged: the longest shard's).
    public var seconds: Double
    public var workers: Int
    /// `I/N` when this is one shard, nil for a whole suite or merged shards.
    public var shard: String?
    /// Merged shards (`merge-reports`): the shards merged, and those missing (`--allow-partial`).
    public var mergedShards: [String]?
    public var missingShards: [String]?
    /// Where it ran: touchtracker's version and commit, SDL's version, the renderer, the scale (ordered
    /// pairs, shown at the report's head and as JUnit `properties`).
    public var environment: [[String]]?

    public init(scripts: [ScriptResult], seconds: Double, workers: Int, shard: String? = nil) {
        self.scripts = scripts; self.seconds = seconds; self.workers = workers; self.shard = shard
    }

    public func count(_ status: ScriptStatus) -> Int { scripts.filter { $0.status == status }.count }

    /// 0 all passed; 3 a check failed; 2 a script is bad; 1 anything else (a time-out, an error): the
    /// worst script's.
    public var exitCode: Int32 { scripts.map(\.status).max { $0.severity < $1.severity }?.exitCode ?? 0 }

    /// `23 scripts: 20 passed, 1 failed, 1 bad, 1 timed out, 0 errors in 4.20 s (5.5 scripts/s, 2 workers)`.
    public var summary: String {
        let rate = seconds > 0 ? Double(scripts.count) / seconds : 0
        return "\(scripts.count) script\(scripts.count == 1 ? "" : "s"): \(count(.passed)) passed, \(count(.failed)) failed, \(count(.bad)) bad, "
            + "\(count(.timedOut)) timed out, \(count(.error)) error\(count(.error) == 1 ? "" : "s")"
            + (count(.interrupted) > 0 ? ", \(count(.interrupted)) interrupted" : "")
            + (checksChangedCount > 0 ? ", \(checksChangedCount) with checks changed" : "") + " in \(Self.seconds(seconds)) "
            + "(\(String(format: "%.1f", rate)) scripts/s, \(workers) worker\(workers == 1 ? "" : "s"))"
            + (mergedShards.map { "; merged from shard\($0.count == 1 ? "" : "s") \($0.joined(separator: ", "))" } ?? "")
            + (missingShards.map { "; missing shard\($0.count == 1 ? "" : "s") \($0.joined(separator: ", "))" } ?? "")
    }

    /// How many graded answers' checks differ from their exercise's.
    public var checksChangedCount: Int { scripts.filter { !($0.checksChanged ?? []).isEmpty }.count }

    static func seconds(_ s: Double) -> String { String(format: "%.2f s", s) }
}
