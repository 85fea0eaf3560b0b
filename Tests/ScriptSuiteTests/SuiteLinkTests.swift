import Foundation
import Testing
import TestSupport

/// Issue 52: a link inside the suite's folder counts, whatever it leads to: a `.playground` lesson runs
/// through its link as a `.tts` script does (it was counted, then refused as "a symbolic link", exit 2).
@Suite struct SuiteLinkTests {
    @Test func aLessonLinkInsideTheSuiteRunsAsAScriptLinkDoes() throws {
        let folder = ScratchFolder("tt-suite-links")
        let suite = try folder.folder("suite", copying: ["Assets/Exercises/tap-or-double-tap.solution.playground": "answer.playground"])
        try "window 100 100\nwait 0.1\n".write(to: suite.appendingPathComponent("s.tts"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: suite.path + "/linked-answer.playground", withDestinationPath: "answer.playground")
        try FileManager.default.createSymbolicLink(atPath: suite.path + "/linked-s.tts", withDestinationPath: "s.tts")
        let run = try Binary.capture(["test", "suite", "--workers", "1", "--output", folder.path + "/out"], in: folder.url, unset: ["CI"])
        #expect(run.code == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("4 scripts: 4 passed, 0 failed, 0 bad, 0 timed out, 0 errors"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ suite/linked-answer.playground"), "\(run.stdout)")
    }
}
