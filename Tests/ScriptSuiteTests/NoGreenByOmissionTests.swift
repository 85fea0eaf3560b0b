import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// Nothing green by omission (issue 48): a suite that runs nothing, a partial merge, a golden CI wrote, a
/// `CI` that says no, and a note beside the scripts are never taken for a pass.
@Suite struct NoGreenByOmissionTests {
    static let root = Binary.packageRoot

    func test(_ arguments: [String], in folder: URL = root, unset: [String] = ["CI"], environment: [String: String] = [:]) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: folder, environment: environment, unset: unset)
    }

    static func write(_ files: [String: String], in folder: ScratchFolder) throws {
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aGrepThatChoosesNothingIsNoTestsFoundExitOneUnlessPassWithNoTests() throws {
        let out = ScratchFolder("tt-none")
        let none = try test(["Tests/SuiteFixtures", "--grep", "zzz", "--output", out.path])
        #expect(none.code == 1 && none.stdout == "")
        #expect(none.stderr == "touchtracker: No tests found: none of the 7 scripts under Tests/SuiteFixtures are chosen by --grep 'zzz' (--pass-with-no-tests to pass when there are none)\n",
                "\(none.stderr)")
        let listed = try test(["Tests/SuiteFixtures", "--grep", "zzz", "--list"])
        #expect(listed.code == 1 && listed.stderr.hasPrefix("touchtracker: No tests found: "), "--list says it too")
        let allowed = try test(["Tests/SuiteFixtures", "--grep", "zzz", "--pass-with-no-tests", "--output", out.path])
        #expect(allowed.code == 0 && allowed.stderr == "")
        #expect(TestCommandTests.timeless(allowed.stdout) == "0 scripts: 0 passed, 0 failed, 0 bad, 0 timed out, 0 errors in T s (R scripts/s, \(ProcessInfo.processInfo.activeProcessorCount) workers)\n",
                "\(allowed.stdout)")
        // An empty part of a suite that has scripts still passes: the suite's other parts hold them.
        let part = try test(["Tests/SuiteFixtures/passes-mask.tts", "--shard", "2/2", "--output", out.path])
        #expect(part.code == 0, "\(part.stderr)")
    }

    @Test func aFolderWithNoScriptsAndOneWithOnlyNotesAreNoTestsFound() throws {
        let folder = ScratchFolder("tt-empty")
        try Self.write(["notes/README.txt": "How these checks work.\n", "notes/readme.TXT.txt": "the same, any case\n", "LICENSE.txt": "MIT\n"], in: folder)
        let run = try test([folder.path, "--output", folder.path + "/out"])
        #expect(run.code == 1)
        #expect(run.stderr == "touchtracker: No tests found: no touch scripts (*.tts, *.txt) or lessons (*.playground) under \(folder.path) (docs/ci.md, \"Which scripts\") (--pass-with-no-tests to pass when there are none)\n",
                "\(run.stderr)")
        #expect(try test([folder.path, "--pass-with-no-tests", "--output", folder.path + "/out"]).code == 0)
    }

    @Test func aReadmeBesideTheScriptsIsNotRunAndIgnoreLeavesOutMore() throws {
        let folder = ScratchFolder("tt-rule")
        try Self.write(["checks/a.tts": "tap 1 1\n", "checks/README.txt": "Run with touchtracker test.\n", "checks/drafts/b.txt": "tap 2 2\n",
                        "checks/drafts/deep/c.tts": "tap 3 3\n", "checks/notes.md": "", "checks/CHANGELOG.txt": "1.0\n", "checks/d.txt": "tap 4 4\n"], in: folder)
        let list = try test(["checks", "--list"], in: folder.url)
        #expect(list.code == 0 && list.stdout == "checks/a.tts\nchecks/d.txt\nchecks/drafts/b.txt\nchecks/drafts/deep/c.tts\n4 scripts\n", "\(list.stdout)")
        let ignored = try test(["checks", "--list", "--ignore", "drafts/**", "--ignore", "d.*"], in: folder.url)
        #expect(ignored.stdout == "checks/a.tts\n1 script\n", "\(ignored.stdout)")
        // A file named as a PATH runs whatever its name.
        let named = try test(["checks/README.txt", "--list"], in: folder.url)
        #expect(named.stdout == "checks/README.txt\n1 script\n")
        // And the whole suite runs: the README is not a script (exit 2 before).
        let run = try test(["checks", "--output", folder.path + "/out", "--workers", "1"], in: folder.url)
        #expect(run.code == 0, "\(run.stdout)")
    }

    @Test func theRuleIsNamesWithoutSlashAndPathsWithStarStar() {
        let rule = ScriptRule(ignore: ScriptRule.standardIgnore + ["drafts/**", "**/old-*.tts"])
        let verdicts = ["a.tts", "b/c.txt", "README.txt", "b/Readme.txt", "x.playground", "notes.md", "drafts/a.tts", "b/drafts/a.tts",
                        "b/c/old-1.tts", "old-2.tts", "readme-first.tts"].map { "\($0) \(rule.isScript($0))" }
        #expect(verdicts == ["a.tts true", "b/c.txt true", "README.txt false", "b/Readme.txt false", "x.playground true", "notes.md false",
                             "drafts/a.tts false", "b/drafts/a.tts true", "b/c/old-1.tts false", "old-2.tts false", "readme-first.tts false"])
    }

    @Test func aPartialMergeWritesItsReportWithABannerAndExitsOne() throws {
        let out = ScratchFolder("tt-partial")
        let fixtures = ["passes-behaviour", "passes-mask", "passes-tolerance"].map { "Tests/SuiteFixtures/\($0).tts" }
        for i in [1, 3] { _ = try test(fixtures + ["--shard", "\(i)/3", "--output", out.path + "/o", "--report", out.path + "/r\(i)"]) }
        let merged = try Binary.capture(["merge-reports", out.path + "/r1", out.path + "/r3", "--report", out.path + "/m", "--junit", out.path + "/m.xml", "--allow-partial"],
                                        in: Self.root)
        #expect(merged.code == 1, "every script merged passed, and still no pass")
        #expect(merged.stderr == "touchtracker: the merged report is partial: shard 2/3 is missing (--allow-partial)\n")
        let page = try String(contentsOfFile: out.path + "/m/index.html", encoding: .utf8)
        let body = try #require(page.range(of: "<body>\n"))
        #expect(page[body.upperBound...].hasPrefix("<p class=\"banner partial\" role=\"alert\"><b>Partial report:</b> shard 2/3 is missing (merged with --allow-partial): its scripts are not in this report, and it is no pass.</p>\n<h1>"),
                "\(page[body.upperBound...].prefix(300))")
        #expect(page.contains("<title>touchtracker test: partial, all passed</title>") && page.contains("<p class=\"summary ko\">"))
        #expect(try String(contentsOfFile: out.path + "/m.xml", encoding: .utf8).contains("<property name=\"missing shards\" value=\"2/3\"/>"))
        // The whole set merged has no banner.
        _ = try test(fixtures + ["--shard", "2/3", "--output", out.path + "/o", "--report", out.path + "/r2"])
        let whole = try Binary.capture(["merge-reports", out.path + "/r1", out.path + "/r2", out.path + "/r3", "--report", out.path + "/w"], in: Self.root)
        #expect(whole.code == 0)
        #expect(try !String(contentsOfFile: out.path + "/w/index.html", encoding: .utf8).contains("class=\"banner"))
    }

    @Test func aGoldenCIWritesGoesBesideTheOutputAndTheNextRunStillFails() throws {
        let folder = ScratchFolder("tt-ci-golden")
        try Self.write(["checks/s.tts": "window 320 240\ndrag 40 60 280 80 0.5\nwait 0.5\nexpect-screenshot goldens/new.png\n"], in: folder)
        for attempt in 1...2 {
            let run = try test(["checks", "--update-goldens", "missing", "--output", "out", "--report", "report"], in: folder.url, unset: [], environment: ["CI": "true"])
            #expect(run.code == 3, "attempt \(attempt): \(run.stdout)")
            #expect(TestCommandTests.timeless(run.stdout).hasPrefix("""
                ✗ checks/s.tts (T s) checks/s.tts:4: wrote the missing golden goldens/new.png to out/new-goldens/checks/goldens/new.png in a CI run, not into the suite: look at it, then commit it as checks/goldens/new.png (a golden written by CI is never a pass)
                  wrote the golden out/new-goldens/checks/goldens/new.png (it was missing)

                """), "\(run.stdout)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/checks/goldens"), "nothing written into the suite")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/out/new-goldens/checks/goldens/new.png"))
            let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
            #expect(page.contains("<figcaption>written: <a href=\"../out/new-goldens/checks/goldens/new.png\">out/new-goldens/checks/goldens/new.png</a></figcaption>"))
        }
        // A person, not CI: the golden goes beside the script, and then it passes.
        let local = try test(["checks", "--update-goldens", "missing", "--output", "out"], in: folder.url)
        #expect(local.code == 0 && FileManager.default.fileExists(atPath: folder.path + "/checks/goldens/new.png"), "\(local.stdout)")
    }

    @Test func ciFalseAndAnEmptyCIAreNotCI() throws {
        for (value, refused) in [("true", true), ("1", true), ("yes", true), ("false", false), ("FALSE", false), ("0", false), ("", false)] {
            let run = try test(["Tests/SuiteFixtures/passes-mask.tts", "--list", "--update-goldens", "changed"], unset: [], environment: ["CI": value])
            #expect(run.code == (refused ? 2 : 0), "CI='\(value)': \(run.stderr)")
            let expectations = try test(["Tests/SuiteFixtures/passes-mask.tts", "--list", "--update-expectations"], unset: [], environment: ["CI": value])
            #expect(expectations.code == (refused ? 2 : 0), "CI='\(value)': \(expectations.stderr)")
        }
        let folder = ScratchFolder("tt-ci-root")
        try Self.write(["s.tts": "window 64 48\nexpect-screenshot g.png\n"], in: folder)
        let root = try Binary.capture(["--headless", "--script", "s.tts", "--out", "out", "--update-goldens"], in: folder.url, environment: ["CI": ""])
        #expect(root.code == 0 && FileManager.default.fileExists(atPath: folder.path + "/g.png"), "\(root.stderr)")
    }
}
