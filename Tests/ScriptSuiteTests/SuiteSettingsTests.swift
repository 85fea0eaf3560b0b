import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// A suite's own settings (issue 48): touchtracker.toml's keys, the command line over them, a bad file's
/// message with its line, projects run in one call with their own goldens and reports, tags for --grep,
/// GitHub's annotations.
@Suite struct SuiteSettingsTests {
    func test(_ arguments: [String], in folder: ScratchFolder, environment: [String: String] = [:]) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: folder.url, environment: environment, unset: ["CI", "GITHUB_ACTIONS"].filter { environment[$0] == nil })
    }

    static let settings = """
        # The suite's settings.
        paths = ["checks"]
        scripts = ["*.tts", "*.check"]
        ignore = ["drafts/**"]
        workers = 3
        timeout = 12.5

        [projects.small]
        scale = 1
        goldens = "goldens-small"

        [projects.large]
        scale = 2
        ui-scale = 1.5
        backend = "sdl2"
        goldens = "goldens-large"
        """

    @Test func eachKeyIsRead() throws {
        let s = try SuiteSettings.parse(Self.settings, file: "suite/touchtracker.toml")
        #expect(s.root == "suite" && s.paths == ["checks"] && s.scripts == ["*.tts", "*.check"] && s.ignore == ["drafts/**"])
        #expect(s.workers == 3 && s.timeout == 12.5)
        // In the file's order, not TOML's sorted one.
        #expect(s.projects == [SuiteProject(name: "small", scale: 1, goldens: "goldens-small"),
                               SuiteProject(name: "large", scale: 2, uiScale: 1.5, backend: "sdl2", goldens: "goldens-large")])
        #expect(try s.chosenProjects(["large"]).map(\.name) == ["large"])
        #expect(throws: SuiteSettings.Failure(description: "--project huge: suite/touchtracker.toml has no project 'huge' (its projects are small, large)")) {
            try s.chosenProjects(["huge"])
        }
    }

    @Test(arguments: [
        ("workers = 2\nworker = 3\n", "t.toml:2: unknown key 'worker': the keys are paths, scripts, ignore, workers, timeout, projects"),
        ("workers = \"two\"\n", "t.toml:1: workers must be a whole number from 1 to 256, got \"two\""),
        ("timeout = 0\n", "t.toml:1: timeout must be a number of seconds more than 0 and at most 86400, got 0"),
        ("ignore = [\n  \"a\",\n  3,\n]\n", "t.toml:1: ignore must be an array of strings, and 3 is a integer"),
        ("# x\n[projects.a]\nscale = 1\n\n[projects.b]\nscale = 9\n", "t.toml:6: scale must be a number from 0.5 to 4, got 9"),
        ("[projects.a]\nbackend = \"metal\"\n", "t.toml:2: backend must be one of \"sdl2\", \"sdl3\", got \"metal\""),
        ("[projects.a]\ngoldnes = \"g\"\n", "t.toml:2: unknown key 'goldnes' in project 'a': the keys are scale, ui-scale, backend, goldens, binary"),
        ("workers = \n", "t.toml:1: "),
    ])
    func aBadFileSaysWhichLine(text: String, message: String) {
        do {
            _ = try SuiteSettings.parse(text, file: "t.toml")
            Issue.record("\(text) was taken")
        } catch {
            let said = "\(error)"
            #expect(said.hasPrefix(message) && said.hasSuffix("(docs/ci.md, \"The suite's settings\")"), "\(said)")
        }
    }

    @Test func theFileChoosesTheScriptsAndTheCommandLineWins() throws {
        let folder = ScratchFolder("tt-settings")
        try NoGreenByOmissionTests.write(["touchtracker.toml": "paths = [\"checks\"]\nscripts = [\"*.tts\", \"*.check\"]\nignore = [\"drafts/**\"]\nworkers = 1\n",
                                          "checks/a.tts": "tap 1 1\n", "checks/b.check": "tap 2 2\n", "checks/c.txt": "tap 3 3\n",
                                          "checks/drafts/d.tts": "tap 4 4\n", "other/e.tts": "tap 5 5\n"], in: folder)
        let list = try test(["--list"], in: folder)
        #expect(list.code == 0 && list.stdout == "checks/a.tts\nchecks/b.check\n2 scripts\n", "\(list.stdout)\(list.stderr)")
        // PATH over paths, --ignore added to the file's ignore.
        #expect(try test(["other", "checks", "--list", "--ignore", "b.*"], in: folder).stdout == "other/e.tts\nchecks/a.tts\n2 scripts\n")
        // workers from the file, --workers over it (the summary says the count).
        let run = try test(["--output", "out"], in: folder)
        #expect(run.code == 0 && run.stdout.contains("(") && run.stdout.hasSuffix("scripts/s, 1 worker)\n"), "\(run.stdout)\(run.stderr)")
        let over = try test(["--output", "out", "--workers", "2"], in: folder)
        #expect(over.stdout.hasSuffix("scripts/s, 2 workers)\n"), "\(over.stdout)")
    }

    @Test func aBadFileOrAnUnknownProjectIsExitTwoNamingTheFile() throws {
        let folder = ScratchFolder("tt-settings-bad")
        try NoGreenByOmissionTests.write(["touchtracker.toml": "workers = 1\n\n[projects.one]\nscael = 2\n", "a.tts": "tap 1 1\n"], in: folder)
        let bad = try test(["--list"], in: folder)
        #expect(bad.code == 2 && bad.stdout == "")
        #expect(bad.stderr == "touchtracker: touchtracker.toml:4: unknown key 'scael' in project 'one': the keys are scale, ui-scale, backend, goldens, binary (docs/ci.md, \"The suite's settings\")\n", "\(bad.stderr)")
        try "[projects.one]\nscale = 2\n".write(to: folder.url.appendingPathComponent("touchtracker.toml"), atomically: true, encoding: .utf8)
        let unknown = try test(["--list", "--project", "two"], in: folder)
        #expect(unknown.code == 2 && unknown.stderr == "touchtracker: --project two: touchtracker.toml has no project 'two' (its projects are one)\n", "\(unknown.stderr)")
    }

    /// Two projects in one call: each its own goldens (written at its scale), its own output folder, its
    /// lines, a JUnit testsuite each, results.json naming the project; --project picks one.
    @Test func projectsRunInOneCallWithTheirOwnGoldens() throws {
        let folder = ScratchFolder("tt-projects")
        try NoGreenByOmissionTests.write([
            "touchtracker.toml": "[projects.small]\nscale = 1\ngoldens = \"g-small\"\n\n[projects.large]\nscale = 2\ngoldens = \"g-large\"\n",
            "checks/shot.tts": "# tags: smoke\nwindow 200 100\ntap 10 10\nexpect-screenshot goldens/shot.png\n",
        ], in: folder)
        let record = try test(["checks", "--output", "out", "--update-goldens", "missing", "--workers", "1"], in: folder)
        #expect(record.code == 0, "\(record.stdout)\(record.stderr)")
        let lines = record.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("✓") }.map { $0.replacing(/\ \(\d+\.\d\d s\)/, with: "") }
                == ["✓ [small] checks/shot.tts", "✓ [large] checks/shot.tts"], "\(record.stdout)")
        for (name, width) in [("g-small", 200), ("g-large", 400)] {
            let golden = folder.path + "/\(name)/checks/goldens/shot.png"
            let header = try #require(PNGHeader(try Data(contentsOf: URL(fileURLWithPath: golden)).prefix(PNGHeader.byteCount)), "\(golden) written")
            #expect(header.width == width)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/checks/goldens/shot.png"), "nothing beside the script")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/small/checks/shot-tts") && FileManager.default.fileExists(atPath: folder.path + "/out/large/checks/shot-tts"))
        // Compared, each against its own, reported per project.
        let run = try test(["checks", "--output", "out", "--junit", "j.xml", "--report", "r"], in: folder)
        #expect(run.code == 0, "\(run.stdout)\(run.stderr)")
        let junit = try String(contentsOfFile: folder.path + "/j.xml", encoding: .utf8)
        #expect(junit.components(separatedBy: "<testsuite name=\"touchtracker test [small]\" tests=\"1\"").count == 2)
        #expect(junit.components(separatedBy: "<testsuite name=\"touchtracker test [large]\" tests=\"1\"").count == 2)
        let results = try JSONDecoder().decode(SuiteResult.self, from: Data(contentsOf: folder.url.appendingPathComponent("r/results.json")))
        #expect(results.scripts.map(\.title) == ["[small] checks/shot.tts", "[large] checks/shot.tts"])
        #expect(results.scripts.map(\.tags) == [["smoke"], ["smoke"]])
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("[large] checks/shot.tts"))
        // --project picks; a golden of one project is not the other's.
        let one = try test(["checks", "--output", "out", "--project", "large", "--list"], in: folder)
        #expect(one.stdout == "[large] checks/shot.tts\n1 script\n", "\(one.stdout)")
        try FileManager.default.removeItem(atPath: folder.path + "/g-large/checks/goldens/shot.png")
        let missing = try test(["checks", "--output", "out", "--project", "large"], in: folder)
        #expect(missing.code == 3 && missing.stdout.contains("✗ [large] checks/shot.tts") && !missing.stdout.contains("[small]"), "\(missing.stdout)")
    }

    @Test func tagsAreMatchedByGrep() throws {
        #expect(ScriptTags.parse("# A pen stroke.\n# tags: smoke @pen, slow\n\nwindow 10 10\n# tags: late\n") == ["smoke", "pen", "slow"])
        #expect(ScriptTags.title("checks/a.tts", project: "hidpi", tags: ["smoke", "pen"]) == "[hidpi] checks/a.tts @smoke @pen")
        let folder = ScratchFolder("tt-tags")
        try NoGreenByOmissionTests.write(["a.tts": "# tags: smoke pen\ntap 1 1\n", "b.tts": "# tags: slow\ntap 2 2\n", "c.tts": "tap 3 3\n# tags: smoke\n"], in: folder)
        #expect(try test([".", "--grep", "@smoke", "--list"], in: folder).stdout == "./a.tts\n1 script\n")
        #expect(try test([".", "--grep", "pen|slow", "--list"], in: folder).stdout == "./a.tts\n./b.tts\n2 scripts\n")
        #expect(try test([".", "--grep-invert", "smoke", "--list"], in: folder).stdout == "./b.tts\n./c.tts\n2 scripts\n")
    }

    @Test func gitHubAnnotationsNameTheFailingLineEscaped() throws {
        let folder = ScratchFolder("tt-annotations")
        let suite = try SuiteFixture.suite(in: folder.path)
        #expect(GitHubAnnotations.lines(suite.scripts[0]) == [])
        #expect(GitHubAnnotations.lines(suite.scripts[1]) == [
            "::error file=checks/b.tts,line=3,title=touchtracker test%3A checks/b.tts::screenshot differs from g.png (3 pixels beyond tolerance)",
            "::error file=checks/b.tts,line=5,title=touchtracker test%3A checks/b.tts::the actions since the last check are not the expected ones%0Aexpected:%0A  doubleTap ended%0Aactual:%0A  tap ended",
        ])
        #expect(GitHubAnnotations.lines(suite.scripts[2]) == ["::error file=c.tts,line=2,title=touchtracker test%3A c.tts::bad: c.tts:2: unknown command 'fly'"])
        #expect(GitHubAnnotations.lines(suite.scripts[3]) == ["::error file=d & <e>.tts,line=1,title=touchtracker test%3A d & <e>.tts::timed-out: timed out after 60 s: stopped"])
        #expect(GitHubAnnotations.property("a:b,c%d\r\ne") == "a%3Ab%2Cc%25d%0D%0Ae")
        #expect(GitHubAnnotations.data("50%: a,b\n") == "50%25: a,b%0A")
        // The binary prints them under GITHUB_ACTIONS=true only.
        try NoGreenByOmissionTests.write(["s.tts": "window 100 100\ntap 1 1\nexpect tap ended\nexpect doubleTap ended\n"], in: folder)
        let plain = try test(["s.tts", "--output", "out"], in: folder)
        #expect(plain.code == 3 && !plain.stdout.contains("::error"))
        let github = try test(["s.tts", "--output", "out"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        #expect(github.code == 3 && github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=s.tts,line=") }.count == github.stdout.components(separatedBy: "%0Aexpected:").count - 1, "\(github.stdout)")
    }
}
