/// What `touchtracker test` prints: a line a script as it finishes, a progress line on a terminal, a
/// summary (docs/ci.md).
public enum ConsoleLines {
    /// `✓ checks/a.tts (0.41 s)` or `✗ checks/b.tts (0.52 s) checks/b.tts:7: screenshot differs ...`; a bad
    /// script says `bad:`, a time-out `timed out`.
    public static func line(_ r: ScriptResult) -> String {
        let mark = r.status == .passed ? "✓" : "✗"
        var line = "\(mark) \(r.title) (\(SuiteResult.seconds(r.seconds)))" + (r.student.map { " student \($0)" } ?? "")
            + (r.checksChanged.map { $0.isEmpty ? "" : " [checks changed]" } ?? "")
        switch r.status {
        case .passed: break
        case .failed: line += " " + (r.message ?? "failed")
        case .bad: line += " bad: " + (r.message ?? "")
        case .timedOut: line += " " + (r.message ?? "timed out")
        case .error: line += " error: " + (r.message ?? "")
        case .interrupted: line += " " + (r.message ?? "interrupted")
        }
        if let changed = r.checksChanged, !changed.isEmpty {
            line += "\n  checks changed: graded by the exercise's own; the answer's differ:" + changed.map { "\n    \($0)" }.joined()
        }
        for c in r.rewrittenChecks ?? [] { line += "\n  rewrote the check at \(c)" }
        for g in r.updatedGoldens ?? [] {
            line += "\n  wrote the golden \(g)" + (r.previousGoldens?[g] != nil ? " (over an older one)" : " (it was missing)")
        }
        return line
    }

    /// `[12/23] 11 passed, 1 not` (a terminal's progress line, rewritten in place).
    public static func progress(finished: Int, of total: Int, failed: Int) -> String {
        "[\(finished)/\(total)] \(finished - failed) passed, \(failed) not"
    }
}
