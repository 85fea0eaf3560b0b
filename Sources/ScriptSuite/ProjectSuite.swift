import Foundation
import Synchronization

/// A suite run in several projects in one `touchtracker test` (`touchtracker.toml`'s `[projects.NAME]`,
/// Playwright's projects): each project's scripts by a runner of its own (its scale, its goldens, its output
/// folder `OUTPUT/NAME`), one project after another, each with every worker; the reporters are told of one
/// suite: `begin` with every project's scripts, each script as it ends (its result naming its project), the
/// whole suite, in the projects' order, at the end. `--max-failures` counts over the projects, and a
/// stopped suite runs no later project (its scripts `interrupted`).
public struct ProjectSuite: Sendable {
    /// One project's part of the suite: its runner (with `project` set) and its scripts.
    public struct Part: Sendable {
        public var runner: SuiteRunner
        public var scripts: [String]
        public init(runner: SuiteRunner, scripts: [String]) { self.runner = runner; self.scripts = scripts }
    }

    public var parts: [Part]
    public var maxFailures: Int?

    public init(parts: [Part], maxFailures: Int? = nil) { self.parts = parts; self.maxFailures = maxFailures }

    /// Runs every part, telling `reporter` of one suite, with `shard` and `environment` for the reports' heads.
    public func run(reporter: any SuiteReporter, shard: String? = nil, environment: [[String]]? = nil) throws -> SuiteResult {
        let start = ContinuousClock.now
        reporter.begin(parts.flatMap { p in p.scripts.map { (p.runner.project.map { "[\($0)] " } ?? "") + $0 } })
        let done = Mutex((finished: 0, notPassed: 0))
        var results: [ScriptResult] = []
        for part in parts {
            var runner = part.runner
            let notPassed = done.withLock { $0.notPassed }
            if let maxFailures { runner.maxFailures = max(1, maxFailures - notPassed) }
            if runner.stop.isRequested || (maxFailures.map { notPassed >= $0 } ?? false) {
                let why = runner.stop.reason ?? "\(maxFailures ?? 0) scripts did not pass (--max-failures \(maxFailures ?? 0))"
                results += part.scripts.map { s in
                    var r = ScriptResult(script: s, status: .interrupted, seconds: 0, message: "not run: the suite was stopped (\(why))",
                                         output: runner.outputFolder(for: s))
                    r.project = runner.project
                    return r
                }
                continue
            }
            let suite = runner.run(part.scripts) { result, _ in
                let finished = done.withLock { d in
                    d.finished += 1
                    if result.status != .passed && result.status != .interrupted { d.notPassed += 1 }
                    return d.finished
                }
                reporter.scriptEnded(result, finished: finished)
            }
            results += suite.scripts
            // A project stopped by --max-failures stops the suite: no later project runs.
            if let maxFailures, done.withLock({ $0.notPassed }) >= maxFailures { runner.stop.request("\(maxFailures) script\(maxFailures == 1 ? "" : "s") did not pass (--max-failures \(maxFailures))") }
        }
        let elapsed = ContinuousClock.now - start
        var suite = SuiteResult(scripts: results, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                                workers: parts.map(\.runner.workers).max() ?? 1)
        suite.shard = shard
        suite.environment = environment
        try reporter.suiteEnded(suite)
        return suite
    }
}
