import Synchronization

/// The suite on standard output (`ConsoleLines`): a line a script as it finishes, on a terminal a progress
/// line after it (rewritten in place by the next), and at the end the goldens written and the summary.
public final class ConsoleReporter: SuiteReporter {
    let console: Console
    /// Whether standard output is a terminal (the progress line and its erasing are for one alone).
    let terminal: Bool
    private let counts = Mutex((total: 0, failed: 0))

    public init(_ console: Console, terminal: Bool) {
        self.console = console
        self.terminal = terminal
    }

    public func begin(_ scripts: [String]) {
        counts.withLock { $0 = (scripts.count, 0) }
    }

    public func scriptEnded(_ result: ScriptResult, finished: Int) {
        let (total, failed) = counts.withLock { c in
            if result.status != .passed { c.failed += 1 }
            return c
        }
        var text = (terminal ? "\r\u{1B}[2K" : "") + ConsoleLines.line(result) + "\n"
        if terminal && finished < total { text += ConsoleLines.progress(finished: finished, of: total, failed: failed) }
        console.write(text)
    }

    public func suiteEnded(_ suite: SuiteResult) throws {
        let written = suite.scripts.flatMap { $0.updatedGoldens ?? [] }
        if !written.isEmpty { console.write("\(written.count) golden\(written.count == 1 ? "" : "s") written: \(written.joined(separator: ", "))\n") }
        let rewritten = suite.scripts.flatMap { $0.rewrittenChecks ?? [] }
        if !rewritten.isEmpty { console.write("\(rewritten.count) check\(rewritten.count == 1 ? "" : "s") rewritten: \(rewritten.joined(separator: ", "))\n") }
        console.write(suite.summary + "\n")
    }
}
