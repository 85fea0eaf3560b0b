import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// `touchtracker test` and `merge-reports`, the binary run on the fixtures of `Tests/SuiteFixtures`: a
/// passing, a failing, a bad and a timed-out script; checks of behaviour, masks and tolerances; shards and
/// merged reports.
@Suite struct TestCommandTests {
    static let root = Binary.packageRoot

    /// The output with each time as `T`, so it can be compared whole.
    static func timeless(_ s: String) -> String {
        s.replacing(/\d+\.\d\d s/, with: "T s").replacing(/\d+\.\d scripts\/s/, with: "R scripts/s")
    }

    func test(_ arguments: [String], unset: [String] = ["CI"], environment: [String: String] = [:]) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: Self.root, environment: environment, unset: unset)
    }

    /// `touchtracker test` on these scripts of `Tests/SuiteFixtures`, one at a time (its lines in this order),
    /// its outputs into `out`.
    func testOneByOne(_ fixtures: [String], into out: ScratchFolder) throws -> CapturedRun {
        try test(fixtures.map { "Tests/SuiteFixtures/" + $0 } + ["--workers", "1", "--output", out.path])
    }

    @Test func passingScriptsExitZeroWithALineEachAndASummary() throws {
        let out = ScratchFolder("tt-test")
        let run = try testOneByOne(["passes-behaviour.tts", "passes-mask.tts", "passes-tolerance.tts"], into: out)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(Self.timeless(run.stdout) == """
            ✓ Tests/SuiteFixtures/passes-behaviour.tts (T s)
            ✓ Tests/SuiteFixtures/passes-mask.tts (T s)
            ✓ Tests/SuiteFixtures/passes-tolerance.tts (T s)
            3 scripts: 3 passed, 0 failed, 0 bad, 0 timed out, 0 errors in T s (R scripts/s, 1 worker)

            """)
        #expect(run.stderr == "")
    }

    @Test func aFailedCheckIsExitThreeWithItsPlaceAndTheRunGoesOn() throws {
        let out = ScratchFolder("tt-test")
        let run = try testOneByOne(["fails-screenshot.tts", "fails-behaviour.tts", "passes-mask.tts"], into: out)
        #expect(run.code == 3, "\(run.stderr)")
        #expect(Self.timeless(run.stdout) == """
            ✗ Tests/SuiteFixtures/fails-screenshot.tts (T s) Tests/SuiteFixtures/fails-screenshot.tts:5: screenshot differs from goldens/one-line-nudged.png (500 pixels beyond tolerance)
            ✗ Tests/SuiteFixtures/fails-behaviour.tts (T s) Tests/SuiteFixtures/fails-behaviour.tts:10: the actions since the last check are not the expected ones
            ✓ Tests/SuiteFixtures/passes-mask.tts (T s)
            3 scripts: 1 passed, 2 failed, 0 bad, 0 timed out, 0 errors in T s (R scripts/s, 1 worker)

            """)
        // Each script's folder: what its run wrote, and what it found.
        let folder = out.appendingPathComponent("Tests/SuiteFixtures/fails-behaviour-tts")
        #expect(try String(contentsOf: folder.appendingPathComponent("stderr.log"), encoding: .utf8) == """
            Tests/SuiteFixtures/fails-behaviour.tts:10: the actions since the last check are not the expected ones
              expected:
                doubleTap ended
              actual:
                tap ended
            Tests/SuiteFixtures/fails-behaviour.tts:13: the log since the last check is not the expected one
              expected:
                action tap ended
                menu show Delete
              actual:
                action tap ended
                menu hide

            """)
        let record = try ScriptRunRecord.read(folder.appendingPathComponent("result.json").path)
        #expect(record.failures.map(\.line) == [10, 13] && record.timeline == folder.appendingPathComponent("timeline.svg").path)
        let shots = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Tests/SuiteFixtures/fails-screenshot-tts").path).sorted()
        #expect(shots == ["one-line-nudged.actual.png", "one-line-nudged.diff.png", "one-line.actual.png", "one-line.diff.png", "result.json",
                          "stderr.log", "stdout.log", "timeline.svg", "trace.html"], "a failing script's trace is kept (--trace retain-on-failure)")
    }

    @Test func aBadScriptIsExitTwoAndATimedOutOneIsStoppedAndExitOne() throws {
        let out = ScratchFolder("tt-test")
        let bad = try testOneByOne(["bad-script.tts", "passes-mask.tts"], into: out)
        #expect(bad.code == 2)
        #expect(Self.timeless(bad.stdout).hasPrefix("""
            ✗ Tests/SuiteFixtures/bad-script.tts (T s) bad: Tests/SuiteFixtures/bad-script.tts:4: an action's state is began, changed, ended or cancelled, got 'recognized'
            ✓ Tests/SuiteFixtures/passes-mask.tts (T s)
            """))
        let slow = try test(["Tests/SuiteFixtures/times-out.tts", "Tests/SuiteFixtures/bad-script.tts", "Tests/SuiteFixtures/passes-mask.tts",
                             "--timeout", "1", "--workers", "1", "--output", out.path])
        #expect(slow.code == 1, "a time-out is worse than a bad script")
        #expect(Self.timeless(slow.stdout).hasPrefix("""
            ✗ Tests/SuiteFixtures/times-out.tts (T s) timed out after 1 s: stopped
            ✗ Tests/SuiteFixtures/bad-script.tts (T s) bad: Tests/SuiteFixtures/bad-script.tts:4
            """))
        #expect(slow.stdout.contains("3 scripts: 1 passed, 0 failed, 1 bad, 1 timed out, 0 errors"))
    }

    @Test func badArgumentsAreExitTwoAndSaySo() throws {
        let cases: [([String], String)] = [
            (["--shard", "3/2"], "touchtracker: --shard must be I/N with whole numbers 1 <= I <= N <= 1000, got '3/2'"),
            (["--workers", "0"], "touchtracker: --workers must be a whole number from 1 to 256, got 0"),
            (["--timeout", "0"], "touchtracker: --timeout must be more than 0 and at most 86400 seconds, got 0.0"),
            (["Tests/none"], "touchtracker: no such file or folder: Tests/none"),
            (["--grep", "("], "touchtracker: --grep must be a regular expression, got '(': it has a '(' that is not closed (docs/ci.md, \"Which scripts\")"),
            (["--grep", "(?=a)"], "touchtracker: --grep must be a regular expression, got '(?=a)': it has a '(?' group (a look-around, a flag, a name), which is not supported (docs/ci.md, \"Which scripts\")"),
            (["--max-failures", "0"], "touchtracker: --max-failures must be a whole number of at least 1, got 0"),
        ]
        for (arguments, message) in cases {
            let run = try test(arguments)
            #expect(run.code == 2 && run.stderr.hasPrefix(message + "\n"), "\(arguments): \(run.stderr)")
        }
        let ci = try test(["Tests/SuiteFixtures/passes-mask.tts", "--update-goldens", "changed"], unset: [], environment: ["CI": "true"])
        #expect(ci.code == 2 && ci.stderr.hasPrefix("touchtracker: --update-goldens changed is refused when CI is set (only 'missing' is allowed)"))
    }

    @Test func updatingMissingGoldensWritesOnlyTheAbsentOnesAndInCIBesideTheOutput() throws {
        let folder = ScratchFolder("tt-update")
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let kept = try Data(contentsOf: Self.root.appendingPathComponent("Tests/SuiteFixtures/goldens/one-line-nudged.png"))
        try kept.write(to: goldens.appendingPathComponent("old.png"))
        try "window 320 240\ndrag 40 60 280 80 0.5\nwait 0.5\nexpect-screenshot goldens/old.png\nexpect-screenshot goldens/new.png\n"
            .write(to: folder.appendingPathComponent("s.tts"), atomically: true, encoding: .utf8)
        let missing = try test([folder.path, "--update-goldens", "missing", "--output", folder.path + "/out"])
        #expect(missing.code == 3, "the old golden is still compared: \(missing.stdout)")
        #expect(try Data(contentsOf: goldens.appendingPathComponent("old.png")) == kept)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("new.png").path))
        let changed = try test([folder.path, "--update-goldens", "changed", "--output", folder.path + "/out"])
        #expect(changed.code == 0, "\(changed.stdout)")
        #expect(try Data(contentsOf: goldens.appendingPathComponent("old.png")) != kept)
        let again = try test([folder.path, "--output", folder.path + "/out"])
        #expect(again.code == 0, "\(again.stdout)")
    }

    @Test func shardsRunEveryScriptOnceAndTheirReportsMergeIntoOne() throws {
        let out = ScratchFolder("tt-shards")
        let fixtures = ["passes-behaviour", "passes-mask", "passes-tolerance", "fails-screenshot", "fails-behaviour", "bad-script"].map { "Tests/SuiteFixtures/\($0).tts" }
        var lines: [String] = []
        for (i, code) in [(1, 3), (2, 2)] as [(Int, Int32)] {
            let run = try test(fixtures + ["--shard", "\(i)/2", "--output", out.path + "/out\(i)", "--report", out.path + "/report\(i)", "--junit", out.path + "/junit\(i).xml"])
            #expect(run.code == code, "shard \(i): passes-behaviour, passes-tolerance, fails-behaviour; then passes-mask, fails-screenshot, bad-script: \(run.stdout)")
            lines += run.stdout.split(separator: "\n").dropLast().map { String($0.split(separator: " ")[1]) }
            #expect(try JUnitSchema.problems(out.path + "/junit\(i).xml") == nil)
        }
        #expect(lines.sorted() == fixtures.sorted(), "every script once")
        let merged = try Binary.capture(["merge-reports", out.path + "/report1", out.path + "/report2", "--report", out.path + "/all", "--junit", out.path + "/all.xml"],
                                        in: Self.root)
        #expect(merged.code == 2, "the merged suite's exit code: \(merged.stderr)")
        #expect(Self.timeless(merged.stdout) == "6 scripts: 3 passed, 2 failed, 1 bad, 0 timed out, 0 errors in T s (R scripts/s, 2 workers); merged from shards 1/2, 2/2\n")
        #expect(try JUnitSchema.problems(out.path + "/all.xml") == nil)
        let xml = try String(contentsOfFile: out.path + "/all.xml", encoding: .utf8)
        #expect(["<testcase ", "<failure ", "<error "].map { xml.components(separatedBy: $0).count - 1 } == [6, 2, 1])
        let suite = try HTMLReport.read(out.path + "/all")
        #expect(suite.scripts.map(\.script) == fixtures, "the suite's order")
        for r in suite.scripts { for file in r.attachments { #expect(FileManager.default.fileExists(atPath: file), "\(file)") } }
        let none = try Binary.capture(["merge-reports", out.path + "/report1"], in: Self.root)
        #expect(none.code == 2 && none.stderr.hasPrefix("touchtracker: merge-reports needs --report DIR or --junit FILE (or both)"))
    }
}

/// `touchtracker test` grades lesson files with checks (docs/playground.md, "An exercise"): a folder of
/// students' saved answers, one testcase a file, in the JUnit file it writes for scripts.
@Suite struct LessonGradingTests {
    @Test func aFolderOfAnswersIsOneTestcaseAFileWithTheFailuresPlaces() throws {
        let answers = ScratchFolder("tt-answers")
        let exercises = Binary.packageRoot.appendingPathComponent("Assets/Exercises")
        try FileManager.default.copyItem(at: exercises.appendingPathComponent("swipe-direction.playground"), to: answers.appendingPathComponent("ann.playground"))
        try FileManager.default.copyItem(at: exercises.appendingPathComponent("swipe-direction.solution.playground"), to: answers.appendingPathComponent("bob.playground"))
        let out = ScratchFolder("tt-answers-out")
        let run = try Binary.capture(["test", answers.path, "--workers", "1", "--output", out.path, "--junit", out.appendingPathComponent("junit.xml").path],
                                     in: Binary.packageRoot, environment: [:], unset: ["CI"])
        #expect(run.code == 3, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✗ \(answers.path)/ann.playground") && run.stdout.contains("ann.playground:10: the actions since the last check are not the expected ones"))
        #expect(run.stdout.contains("✓ \(answers.path)/bob.playground"))
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(junit.contains("ann.playground:10"))
    }

    @Test func oneLessonRunsHeadlessAsAScriptDoes() throws {
        let folder = ScratchFolder("tt-lesson")
        let start = Binary.packageRoot.appendingPathComponent("Assets/Exercises/swipe-direction.playground").path
        let failed = try Binary.capture(["--headless", "--script", start, "--out", folder.path], in: Binary.packageRoot, environment: [:], unset: ["CI"])
        #expect(failed.code == 3)
        #expect(failed.stderr.hasSuffix("swipe-direction.playground:10: the actions since the last check are not the expected ones\n  expected:\n    swipe ended\n  actual:\n    (nothing)\n"),
                "\(failed.stderr)")
        let plain = folder.appendingPathComponent("plain.playground")
        try "playground 1\npad pad 0 0 100 100\n".write(to: plain, atomically: true, encoding: .utf8)
        let bad = try Binary.capture(["--headless", "--script", plain.path], in: Binary.packageRoot, environment: [:], unset: ["CI"])
        #expect(bad.code == 2)
        #expect(bad.stderr == "\(plain.path):1: the lesson has no checks (a 'checks' line, then touch-script lines: docs/playground.md)\n")
        let lab = try Binary.capture(["--lab", plain.path, "--headless", "--script", start], in: Binary.packageRoot, environment: [:], unset: ["CI"])
        #expect(lab.code == 2 && lab.stderr.contains("--lab \(plain.path) is not a folder"), "\(lab.stderr)")
    }

    /// `--lab DIR`: the folder's lesson files are stations of the lab after the app's, read as they are.
    @Test func aTeachersFolderIsInTheLab() throws {
        let folder = ScratchFolder("tt-teacher")
        let lessons = try folder.folder("lessons", copying: ["Assets/Exercises/swipe-direction.playground": "zz-mine.playground"])
        let script = folder.appendingPathComponent("s.tts")
        try "window 1024 768\nscene lab\ndump d.json\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try Binary.capture(["--lab", lessons.path, "--headless", "--script", script.path, "--out", folder.path], in: Binary.packageRoot, environment: [:], unset: ["CI"])
        #expect(run.code == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("d.json"))) as? [String: Any])
        let stations = try #require((dump["lab"] as? [String: Any])?["stations"] as? [[String: Any]])
        let last = try #require(stations.last)
        #expect(last["title"] as? String == "Exercise: swipe to the left" && last["problem"] is NSNull)
        #expect(stations.count == last["number"] as? Int && stations.count > 1)
    }
}
