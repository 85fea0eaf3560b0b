import AppHost
import Foundation

/// `--junit FILE`: the suite as JUnit XML, the format Jenkins, GitLab and GitHub's test reporters read
/// (docs/ci.md): one `testsuite`, one `testcase` a script (`classname` its folder, `name` its file). A
/// failed check is a `failure` (message: the first `FILE:LINE: message`; text: every failed check with its
/// expected and actual lines); a bad script, a time-out or an error is an `error`; the artifact paths (a
/// passing script's too: its screenshots and dumps) are `[[ATTACHMENT|PATH]]` lines in `system-out`
/// (Jenkins' attachments plugin, GitLab).
///
/// As a reporter it writes `file` at the suite's end, whole or not at all; given the HTML report written
/// before it (`attachmentsOf`, `merge-reports`), its attachments are the report's copies, not the files the
/// suite read.
public struct JUnitReport: SuiteReporter {
    public let file: String
    public let report: HTMLReport?

    public init(file: String, attachmentsOf report: HTMLReport? = nil) {
        self.file = file
        self.report = report
    }

    public func suiteEnded(_ suite: SuiteResult) throws {
        do { try writeFileAtomically(Self.xml(report?.copies ?? suite), to: file) } catch { throw SuiteError("cannot write \(file): \(describe(error))") }
    }

    /// The suite's XML: one `testsuite`, or with projects one a project (`NAME [PROJECT]`, in the projects' order).
    public static func xml(_ suite: SuiteResult, name: String = "touchtracker test") -> String {
        let suiteName = name + (suite.shard.map { " (shard \($0))" } ?? "")
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"\(escape(suiteName))\" \(counts(suite.scripts)) time=\"\(time(suite.seconds))\">\n"
        var projects: [String?] = []
        for r in suite.scripts where !projects.contains(r.project) { projects.append(r.project) }
        for project in projects {
            let scripts = suite.scripts.filter { $0.project == project }
            let seconds = projects.count == 1 ? suite.seconds : scripts.map(\.seconds).reduce(0, +)
            x += testsuite(suite, scripts: scripts, name: suiteName + (project.map { " [\($0)]" } ?? ""), seconds: seconds)
        }
        if projects.isEmpty { x += testsuite(suite, scripts: [], name: suiteName, seconds: suite.seconds) }
        x += "</testsuites>\n"
        return x
    }

    /// `tests="N" failures="N" errors="N"` of these scripts.
    static func counts(_ scripts: [ScriptResult]) -> String {
        let failures = scripts.filter { $0.status == .failed }.count
        let errors = scripts.filter { [.bad, .timedOut, .error].contains($0.status) }.count
        return "tests=\"\(scripts.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    }

    /// One `testsuite` element: the properties of `suite`, a `testcase` each of `scripts`.
    static func testsuite(_ suite: SuiteResult, scripts: [ScriptResult], name suiteName: String, seconds: Double) -> String {
        let skipped = scripts.filter { $0.status == .interrupted }.count
        var x = "  <testsuite name=\"\(escape(suiteName))\" \(counts(scripts)) skipped=\"\(skipped)\" time=\"\(time(seconds))\">\n"
        let properties = (suite.environment ?? []).filter { $0.count == 2 }
            + (suite.mergedShards.map { [["merged shards", $0.joined(separator: " ")]] } ?? [])
            + (suite.missingShards.map { [["missing shards", $0.joined(separator: " ")]] } ?? [])
        if !properties.isEmpty {
            x += "    <properties>\n"
            for p in properties { x += "      <property name=\"\(escape(p[0]))\" value=\"\(escape(p[1]))\"/>\n" }
            x += "    </properties>\n"
        }
        for r in scripts {
            let folder = (r.script as NSString).deletingLastPathComponent
            // A graded answer's student is in its name (what every JUnit reader shows), its changed checks in system-out.
            let name = (r.script as NSString).lastPathComponent + (r.student.map { " (\($0))" } ?? "")
            let notes = (r.student.map { ["student: \($0)"] } ?? [])
                + (r.checksChanged.flatMap { $0.isEmpty ? nil : ["checks changed: graded by the exercise's own; the answer's differ:"] + $0 } ?? [])
            x += "    <testcase classname=\"\(escape(folder.isEmpty ? "." : folder))\" name=\"\(escape(name))\" time=\"\(time(r.seconds))\""
            if r.status == .passed && notes.isEmpty && r.attachments.isEmpty { x += "/>\n"; continue }
            x += ">\n"
            let message = escape(r.message ?? r.status.rawValue)
            switch r.status {
            case .passed: break
            case .failed:
                let body = r.failures.isEmpty ? (r.message ?? "") : r.failures.map(\.description).joined(separator: "\n\n")
                x += "      <failure type=\"\(r.failures.first?.kind.rawValue ?? "check")\" message=\"\(message)\">\(escape(body))</failure>\n"
            case .interrupted:
                x += "      <skipped type=\"interrupted\" message=\"\(message)\"/>\n"
            case .bad, .timedOut, .error:
                x += "      <error type=\"\(r.status == .bad ? "bad-script" : r.status.rawValue)\" message=\"\(message)\">\(escape(r.stderr))</error>\n"
            }
            let out = notes + r.attachments.map { "[[ATTACHMENT|\($0)]]" }
            if !out.isEmpty {
                x += "      <system-out>\(escape(out.joined(separator: "\n")))</system-out>\n"
            }
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n"
        return x
    }

    /// Seconds with three decimals, as JUnit writes them.
    static func time(_ s: Double) -> String { String(format: "%.3f", s) }

    /// Text as XML attribute or element content (`XMLText`).
    static func escape(_ s: String) -> String { XMLText.escaped(s) }
}
