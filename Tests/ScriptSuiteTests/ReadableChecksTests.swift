import Foundation
import Testing
import AppHost
import TestSupport

/// A recorded check is what a person would have written (issue 48): `--update-expectations` folds a 0.4 s
/// drag's log into at most 8 lines and a pen stroke's into at most 15, and the script then passes as written.
@Suite struct ReadableChecksTests {
    func recorded(_ script: String) throws -> (block: [String], rerun: CapturedRun) {
        let folder = ScratchFolder("tt-fold")
        let file = folder.appendingPathComponent("s.tts").path
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let update = try Binary.capture(["--headless", "--script", file, "--out", folder.path, "--update-expectations"], in: folder.url, unset: ["CI"])
        #expect(update.code == 0, "\(update.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "expect-log")), end = try #require(lines.lastIndex(of: "end"))
        let rerun = try Binary.capture(["--headless", "--script", file, "--out", folder.path], in: folder.url, unset: ["CI"])
        print("recorded:\n" + lines[start...end].joined(separator: "\n"))
        return (Array(lines[(start + 1)..<end]), rerun)
    }

    @Test func aDragsRecordedCheckIsAtMostEightLines() throws {
        let (block, rerun) = try recorded("window 800 600\ndrag 100 100 500 300 0.4\nwait 0.5\nexpect-log\nend\n")
        #expect(block.count <= 8, "\(block.count) lines:\n\(block.joined(separator: "\n"))")
        #expect(block.contains { $0.hasPrefix("  (touchesMoved draw 1 | action moveLine changed) x") }, "\(block)")
        #expect(rerun.code == 0, "the folded check holds as written: \(rerun.stderr)")
    }

    @Test func aPenStrokesRecordedCheckIsAtMostFifteenLines() throws {
        let (block, rerun) = try recorded("window 800 600\ndown 1 100 100 pen 0.5\nglide 0.5 1 400 300\nup 1\nwait 0.5\nexpect-log\nend\n")
        #expect(block.count <= 15, "\(block.count) lines:\n\(block.joined(separator: "\n"))")
        #expect(rerun.code == 0, "the folded check holds as written: \(rerun.stderr)")
    }

    @Test func reRecordingABlockWithDotsKeepsThemAndRewritesOnlyWhatChanged() throws {
        let (block, rerun) = try recorded("window 800 600\ndrag 100 100 500 300 0.4\nwait 0.5\nexpect-log\n  action moveLine began\n  ...\n  action tap ended\nend\n")
        #expect(block == ["  action moveLine began", "  ...", "  touchesEnded draw 1"], "3 lines stay 3, not 71: \(block)")
        #expect(rerun.code == 0, "\(rerun.stderr)")
    }
}

/// Which checks `--update-expectations` rewrote is said on the script's line, before the summary and in the
/// report (issue 48).
@Suite struct RewrittenChecksAreSaidTests {
    @Test func theRunnersLineTheSummaryAndTheReportNameTheRewrittenChecks() throws {
        let folder = ScratchFolder("tt-rewritten")
        try "window 800 600\ndrag 100 100 500 300 0.4\nwait 0.5\nexpect-log\n  action moveLine began\n  ...\n  action tap ended\nend\n"
            .write(toFile: folder.path + "/s.tts", atomically: true, encoding: .utf8)
        try "window 800 600\ntap 100 100\nwait 1\n".write(toFile: folder.path + "/t.tts", atomically: true, encoding: .utf8)
        let run = try Binary.capture(["test", "s.tts", "t.tts", "--workers", "1", "--update-expectations", "--report", "r"], in: folder.url, unset: ["CI"])
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
        #expect(TestCommandTests.timeless(run.stdout) == """
            ✓ s.tts (T s)
              rewrote the check at s.tts:4 (expect-log block)
            ✓ t.tts (T s)
            1 check rewritten: s.tts:4 (expect-log block)
            2 scripts: 2 passed, 0 failed, 0 bad, 0 timed out, 0 errors in T s (R scripts/s, 1 worker)

            """, "\(run.stdout)")
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("<td>s.tts <a class=\"changed\" href=\"#rewritten\">1 check rewritten</a></td>"), "the row")
        #expect(page.contains("<h2>Checks rewritten (--update-expectations)</h2><ul>\n<li>s.tts:4 (expect-log block)</li>\n</ul>"))
    }
}
