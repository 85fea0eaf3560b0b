/// What is told of a suite's run, as Playwright's `Reporter` is: `begin` once before any script runs,
/// `scriptEnded` once a script as it finishes, `suiteEnded` once with the whole suite. `SuiteRunner` calls
/// them in that order, one call at a time, from a thread of its own: never while it holds its queue, so a
/// reporter that is slow (a standard output nobody reads) stalls no worker. The console's lines, the JUnit
/// file, the HTML report and `last-run.json` are reporters; `SuiteReporters` calls several in turn.
public protocol SuiteReporter: Sendable {
    /// Before any script runs: the scripts, in the suite's order.
    func begin(_ scripts: [String])
    /// A script finished: its result, and how many have finished with it (1 for the first).
    func scriptEnded(_ result: ScriptResult, finished: Int)
    /// Every script finished or was stopped: the suite, in the scripts' order. A reporter that cannot write
    /// what it writes throws a `SuiteError` saying what; the reporters after it are then not told.
    func suiteEnded(_ suite: SuiteResult) throws
}

extension SuiteReporter {
    public func begin(_ scripts: [String]) {}
    public func scriptEnded(_ result: ScriptResult, finished: Int) {}
    public func suiteEnded(_ suite: SuiteResult) throws {}
}
