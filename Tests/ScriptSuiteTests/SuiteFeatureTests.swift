import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// Issue 39: goldens written in CI, goldens rewritten, stale outputs, shard sets, choosing scripts.
@Suite struct SuiteFeatureTests {
    static let root = Binary.packageRoot
    static let golden = root.appendingPathComponent("Tests/SuiteFixtures/goldens/one-line-nudged.png")

    func test(_ arguments: [String], in directory: URL = root, environment: [String: String] = [:]) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: directory, environment: environment, unset: environment["CI"] == nil ? ["CI"] : [])
    }

    /// A suite folder with `s.tts` comparing `goldens/old.png` (present, another frame) and `goldens/new.png`.
    func goldenSuite() throws -> ScratchFolder {
        let folder = ScratchFolder("tt-goldens")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
        try Data(contentsOf: Self.golden).write(to: folder.appendingPathComponent("goldens/old.png"))
        try "window 320 240\ndrag 40 60 280 80 0.5\nwait 0.5\nexpect-screenshot goldens/old.png\nexpect-screenshot goldens/new.png\n"
            .write(to: folder.appendingPathComponent("s.tts"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aGoldenWrittenInACIRunFailsItsScriptAndSaysWhereItWroteIt() throws {
        let folder = try goldenSuite()
        try "window 320 240\ndrag 40 60 280 80 0.5\nwait 0.5\nexpect-screenshot goldens/new.png\n"
            .write(to: folder.appendingPathComponent("s.tts"), atomically: true, encoding: .utf8)
        let ci = try test(["s.tts", "--update-goldens", "missing", "--junit", "j.xml"], in: folder.url, environment: ["CI": "true"])
        #expect(ci.code == 3, "\(ci.stdout)")
        #expect(ci.stdout.contains("s.tts:4: wrote the missing golden goldens/new.png to test-results/new-goldens/goldens/new.png in a CI run, not into the suite: look at it, then commit it as goldens/new.png"),
                "\(ci.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/goldens/new.png"))
        #expect(try String(contentsOfFile: folder.path + "/j.xml", encoding: .utf8).contains("<failure "))
        // Committed where it says, the next CI run compares it and passes.
        try FileManager.default.copyItem(atPath: folder.path + "/test-results/new-goldens/goldens/new.png", toPath: folder.path + "/goldens/new.png")
        let next = try test(["s.tts", "--update-goldens", "missing"], in: folder.url, environment: ["CI": "true"])
        #expect(next.code == 0, "\(next.stdout)")
    }

    @Test func changedGoldensAreListedAndTheReportShowsTheOldBesideTheNew() throws {
        let folder = try goldenSuite()
        let run = try test(["s.tts", "--update-goldens", "changed", "--report", "r"], in: folder.url)
        #expect(run.code == 0, "\(run.stdout)")
        #expect(run.stdout.contains("goldens/old.png (over an older one)") && run.stdout.contains("goldens/new.png (it was missing)"), "\(run.stdout)")
        #expect(run.stdout.contains("2 goldens written: "))
        let suite = try HTMLReport.read(folder.path + "/r")
        #expect(suite.scripts[0].updatedGoldens?.count == 2)
        let previous = try #require(suite.scripts[0].previousGoldens?.values.first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: previous)) == Data(contentsOf: Self.golden), "the old golden, kept")
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("Goldens written") && page.contains("previous.png"))
    }

    @Test func aPassingRunClearsWhatTheRunnerWroteBefore() throws {
        let out = ScratchFolder("tt-stale")
        let folder = out.path + "/Tests/SuiteFixtures/passes-mask-tts"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["one-line.actual.png", "one-line.diff.png", "timeline.svg", "mine.png"] { try Data().write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let run = try test(["Tests/SuiteFixtures/passes-mask.tts", "--output", out.path])
        #expect(run.code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["mine.png", "result.json", "stderr.log", "stdout.log"])
    }

    @Test func mergeReportsWantsEveryShardAndKeepsTheSuitesOrder() throws {
        let out = ScratchFolder("tt-shardset")
        let fixtures = ["passes-behaviour", "passes-mask", "passes-tolerance", "fails-behaviour"].map { "Tests/SuiteFixtures/\($0).tts" }
        for i in 1...3 { _ = try test(fixtures + ["--shard", "\(i)/3", "--output", out.path + "/o", "--report", out.path + "/r\(i)"]) }
        let partial = try Binary.capture(["merge-reports", out.path + "/r3", out.path + "/r1", "--junit", out.path + "/m.xml"], in: Self.root)
        #expect(partial.code == 1 && partial.stderr == "touchtracker: shard 2/3 is missing: give every shard's report, or --allow-partial to merge what is there\n")
        let allowed = try Binary.capture(["merge-reports", out.path + "/r3", out.path + "/r1", "--junit", out.path + "/m.xml", "--allow-partial"], in: Self.root)
        #expect(allowed.code == 1 && allowed.stdout.contains("; merged from shards 1/3, 3/3; missing shard 2/3"), "\(allowed.stdout)")
        let whole = try Binary.capture(["merge-reports", out.path + "/r3", out.path + "/r2", out.path + "/r1", "--report", out.path + "/m", "--junit", out.path + "/m.xml"],
                                       in: Self.root)
        #expect(whole.code == 3)
        #expect(try HTMLReport.read(out.path + "/m").scripts.map(\.script) == fixtures, "the suite's order, whatever the order given")
        let xml = try String(contentsOfFile: out.path + "/m.xml", encoding: .utf8)
        let attachments = xml.matches(of: /\[\[ATTACHMENT\|([^\]]*)\]\]/).map { String($0.output.1) }
        #expect(!attachments.isEmpty && attachments.allSatisfy { $0.hasPrefix(out.path + "/m/files/") && FileManager.default.fileExists(atPath: $0) }, "\(attachments)")
        #expect(xml.contains("<property name=\"merged shards\" value=\"1/3 2/3 3/3\"/>"))
    }

    @Test func theReportsSayWhereTheSuiteRanAndLinkEveryScriptsOutputs() throws {
        let out = ScratchFolder("tt-env")
        let run = try test(["Tests/SuiteFixtures/passes-mask.tts", "--output", out.path + "/o", "--report", out.path + "/r", "--junit", out.path + "/j.xml",
                            "--scale", "1"], environment: ["TOUCHTRACKER_COMMIT": "abc1234"])
        #expect(run.code == 0, "\(run.stdout)")
        let xml = try String(contentsOfFile: out.path + "/j.xml", encoding: .utf8)
        #expect(xml.contains("<property name=\"touchtracker\" value=\"") && xml.contains(" (abc1234)\"/>"))
        #expect(xml.contains("<property name=\"SDL\" value=\"2.") && xml.contains("<property name=\"scale\" value=\"1\"/>"), "\(xml)")
        #expect(try JUnitSchema.problems(out.path + "/j.xml") == nil)
        let page = try String(contentsOfFile: out.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("<p class=\"env\"><span><b>touchtracker</b> ") && page.contains("<b>renderer</b> software (headless)"))
        // A passing script's row links its output folder, and is shown (nothing failed).
        #expect(page.contains("<tr class=\"passed\" data-status=\"passed\" data-script=\"1\"><td>✓</td><td>Tests/SuiteFixtures/passes-mask.tts</td>"))
        #expect(page.contains("<a href=\"../o/Tests/SuiteFixtures/passes-mask-tts/\">folder</a>"))
    }

    @Test func listGrepLastFailedAndMaxFailuresChooseTheScripts() throws {
        let out = ScratchFolder("tt-choose")
        let list = try test(["Tests/SuiteFixtures", "--list", "--grep", "passes|fails", "--grep-invert", "mask"])
        #expect(list.code == 0 && list.stdout == """
            Tests/SuiteFixtures/fails-behaviour.tts
            Tests/SuiteFixtures/fails-screenshot.tts
            Tests/SuiteFixtures/passes-behaviour.tts
            Tests/SuiteFixtures/passes-tolerance.tts
            4 scripts

            """, "\(list.stdout)")
        let none = try test(["Tests/SuiteFixtures", "--last-failed", "--output", out.path])
        #expect(none.code == 2 && none.stderr.hasPrefix("touchtracker: --last-failed: \(out.path) holds no last run"))
        let first = try test(["Tests/SuiteFixtures/fails-behaviour.tts", "Tests/SuiteFixtures/passes-mask.tts", "--output", out.path])
        #expect(first.code == 3)
        let again = try test(["Tests/SuiteFixtures/fails-behaviour.tts", "Tests/SuiteFixtures/passes-mask.tts", "--last-failed", "--list", "--output", out.path])
        #expect(again.stdout == "Tests/SuiteFixtures/fails-behaviour.tts\n1 script\n")
        let stopped = try test(["Tests/SuiteFixtures/fails-behaviour.tts", "Tests/SuiteFixtures/fails-screenshot.tts", "Tests/SuiteFixtures/passes-mask.tts",
                                "--workers", "1", "--max-failures", "1", "--output", out.path, "--junit", out.path + "/j.xml"])
        #expect(stopped.code == 1, "the scripts not run make it no pass: \(stopped.stdout)")
        #expect(stopped.stdout.contains("3 scripts: 0 passed, 1 failed, 0 bad, 0 timed out, 0 errors, 2 interrupted"), "\(stopped.stdout)")
        #expect(try JUnitSchema.problems(out.path + "/j.xml") == nil)
    }
}
