import ArgumentParser

/// `touchtracker test --trace MODE` (docs/ci.md, docs/trace.md): which scripts leave a trace, `trace.html` in
/// their output folder, as Playwright's `--trace` says it: `on` every script, `off` none, `retain-on-failure`
/// (the default) those whose checks failed.
enum SuiteTraceMode: String, CaseIterable, ExpressibleByArgument {
    case on, off
    case retainOnFailure = "retain-on-failure"

    /// The name of the trace in a script's output folder.
    static let fileName = "trace.html"

    /// What a script's child is given: `--trace FOLDER/trace.html`, with `--trace-on-failure-only` when only a failure keeps it.
    func childArguments(folder: String) -> [String] {
        switch self {
        case .off: []
        case .on: ["--trace", folder + "/" + Self.fileName]
        case .retainOnFailure: ["--trace", folder + "/" + Self.fileName, "--trace-on-failure-only"]
        }
    }
}
