/// Several reporters as one (Playwright's reporter multiplexer): each event goes to every reporter, in the
/// order they were given; at the suite's end the first that throws stops the rest (a report that could not
/// be written is the run's failure, and nothing after it claims the run went well).
public struct SuiteReporters: SuiteReporter {
    public let reporters: [any SuiteReporter]

    public init(_ reporters: [any SuiteReporter]) { self.reporters = reporters }

    public func begin(_ scripts: [String]) {
        for r in reporters { r.begin(scripts) }
    }

    public func scriptEnded(_ result: ScriptResult, finished: Int) {
        for r in reporters { r.scriptEnded(result, finished: finished) }
    }

    public func suiteEnded(_ suite: SuiteResult) throws {
        for r in reporters { try r.suiteEnded(suite) }
    }
}
