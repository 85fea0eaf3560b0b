import AppHost

/// With `GITHUB_ACTIONS=true`: each failure is also a workflow command on standard output,
/// `::error file=PATH,line=N,title=TITLE::MESSAGE` (GitHub shows it on the pull request's line), naming the
/// script's failing line: every failed check of a failed script, the first line of a bad one, the script
/// itself (line 1) for a time-out, an error or an interruption. Escaped by GitHub's rules: in the message `%`,
/// `\r` and `\n`; in a property also `:` and `,`.
public struct GitHubAnnotations: SuiteReporter {
    let console: Console

    public init(_ console: Console) { self.console = console }

    /// Whether the environment is GitHub Actions' (`GITHUB_ACTIONS=true`).
    public static func isOn(_ environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    public func scriptEnded(_ result: ScriptResult, finished: Int) {
        let text = Self.lines(result).map { $0 + "\n" }.joined()
        if !text.isEmpty { console.write(text) }
    }

    /// The annotations of one script's result, in order ([] when it passed).
    public static func lines(_ r: ScriptResult) -> [String] {
        let title = "touchtracker test: " + r.title
        switch r.status {
        case .passed: return []
        case .failed where !r.failures.isEmpty:
            return r.failures.map { f in
                let body = ([f.message] + (f.expected.isEmpty && f.actual.isEmpty ? []
                    : ["expected:"] + f.expected.map { "  " + $0 } + ["actual:"] + f.actual.map { "  " + $0 })).joined(separator: "\n")
                return annotation(file: f.file, line: f.line, title: title, message: body)
            }
        default:
            let message = r.message ?? r.status.rawValue
            let (file, line) = place(in: message, script: r.script)
            return [annotation(file: file, line: line, title: title, message: "\(r.status.rawValue): \(message)")]
        }
    }

    /// `::error file=F,line=N,title=T::M`, escaped.
    public static func annotation(file: String, line: Int, title: String, message: String) -> String {
        "::error file=\(property(file)),line=\(max(1, line)),title=\(property(title))::\(data(message))"
    }

    /// A message `FILE:LINE: ...`'s file and line; else the script, line 1.
    static func place(in message: String, script: String) -> (String, Int) {
        let parts = message.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, let n = Int(parts[1]), n > 0, !parts[0].isEmpty { return (String(parts[0]), n) }
        return (script, 1)
    }

    /// GitHub's escaping of a command's message.
    public static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a command's property value.
    public static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
