import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// Issue 48, the report: its filters and search reach the detail sections, each script's own screenshots and
/// dumps attached (a passing script's too, in JUnit and in a merged report), the logs aligned, and a project's
/// rewritten golden shown beside the one it replaced. (`make test-report` checks the first and the logs in
/// Chromium, scripts/test-report.py.)
@Suite struct ReportDetailsTests {
    func test(_ arguments: [String], in folder: ScratchFolder) throws -> CapturedRun {
        try Binary.capture(["test"] + arguments, in: folder.url, unset: ["CI", "GITHUB_ACTIONS"])
    }

    @Test func aMatchingLineIsNeverMarkedAndMissingAndExtraLinesAre() {
        typealias Row = LogAlignment.Row
        let rows = LogAlignment.rows(expected: ["a", "b", "c", "d"], actual: ["a", "x", "c", "d", "e"])
        #expect(rows == [Row(expected: "a", actual: "a", mark: .same), Row(expected: "b", actual: nil, mark: .missing),
                         Row(expected: nil, actual: "x", mark: .extra), Row(expected: "c", actual: "c", mark: .same),
                         Row(expected: "d", actual: "d", mark: .same), Row(expected: nil, actual: "e", mark: .extra)])
        // A line shifted by an extra one is matched where it is, not compared with the line in its place.
        let shifted = LogAlignment.rows(expected: ["tap began", "tap ended", "menu show"], actual: ["touch", "tap began", "tap ended", "menu show"])
        #expect(shifted.map(\.mark) == [.extra, .same, .same, .same])
        // `...` stands for the lines in its gap: neither it nor them marked.
        let skip = LogAlignment.rows(expected: ["a", "...", "z"], actual: ["a", "m", "n", "z", "q"])
        #expect(skip.map(\.mark) == [.same, .skip, .skipped, .skipped, .same, .extra])
        #expect(LogAlignment.rows(expected: [], actual: []).isEmpty)
        // Past the cell limit the greedy pairing still pairs only equal lines, in order.
        let long = (0..<2500).map { "line \($0)" }
        let big = LogAlignment.rows(expected: long, actual: ["new"] + long.reversed().prefix(10) + long + ["end"])
        #expect(big.allSatisfy { $0.mark != .same || $0.expected == $0.actual })
        #expect(big.filter { $0.mark == .same }.count >= 2490)
    }

    @Test func aFilteredScriptsSectionGoesWithItsRow() throws {
        let folder = ScratchFolder("tt-report-details")
        var suite = try SuiteFixture.suite(in: folder.path)
        let shot = folder.path + "/out/checks/a-tts/shot.png"
        try FileManager.default.createDirectory(atPath: folder.path + "/out/checks/a-tts", withIntermediateDirectories: true)
        try Data("png".utf8).write(to: URL(fileURLWithPath: shot))
        suite.scripts[0].outputs = [shot]
        let page = ReportPage.html(suite)
        // Each section says whose it is; a passing script's (it wrote a screenshot) collapsed with its row.
        #expect(page.contains("<section class=\"script passed\" id=\"s1\" data-script=\"1\" data-status=\"passed\" hidden>"))
        #expect(page.contains("<section class=\"script\" id=\"s2\" data-script=\"2\" data-status=\"failed\">"))
        #expect(page.contains("<td><a href=\"#s1\">checks/a.tts</a></td>"), "its row links its section")
        #expect(page.contains("own.forEach(function(s){s.hidden=!show;});") && page.contains("text+='\\n'+s.textContent"))
    }

    /// A passing script's and a failing one's `screenshot` and `dump` files: in their sections (images shown,
    /// dumps linked), attached in JUnit, copied into the report and kept by merge-reports; names escaped.
    @Test func aScriptsScreenshotsAndDumpsAreAttachedAndKeptWhenMerged() throws {
        let folder = ScratchFolder("tt-report-outputs")
        try NoGreenByOmissionTests.write([
            "checks/a.tts": "window 200 100\ntap 10 10\nscreenshot shot.png\ndump state.json\n",
            "checks/b.tts": "window 200 100\ntap 10 10\nscreenshot x&y.png\nexpect doubleTap ended\n",
        ], in: folder)
        let run = try test(["checks", "--workers", "1", "--output", "o", "--report", "r", "--junit", "j.xml"], in: folder)
        #expect(run.code == 3, "\(run.stdout)\(run.stderr)")
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("<section class=\"script passed\" id=\"s1\" data-script=\"1\" data-status=\"passed\" hidden>"), "\(page)")
        #expect(page.contains("<figure><figcaption><a href=\"files/1/shot.png\">shot.png</a></figcaption><img src=\"files/1/shot.png\" alt=\"shot.png\"></figure>"))
        #expect(page.contains("<figure><figcaption><a href=\"files/1/state.json\">state.json</a></figcaption></figure>"))
        #expect(page.contains("<img src=\"files/2/x&amp;y.png\" alt=\"x&amp;y.png\">"))
        let png = try Data(contentsOf: folder.url.appendingPathComponent("r/files/1/shot.png"))
        #expect(PNGHeader(png.prefix(PNGHeader.byteCount))?.width == 200)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("r/files/1/state.json")) == Data(contentsOf: folder.url.appendingPathComponent("o/checks/a-tts/state.json")))
        let junit = try String(contentsOfFile: folder.path + "/j.xml", encoding: .utf8)
        // JUnit names them where the run wrote them (a passing testcase has a system-out for them).
        #expect(junit.contains("[[ATTACHMENT|o/checks/a-tts/shot.png]]\n[[ATTACHMENT|o/checks/a-tts/state.json]]</system-out>"), "\(junit)")
        #expect(junit.contains("[[ATTACHMENT|o/checks/b-tts/x&amp;y.png]]"))
        #expect(try JUnitSchema.problems(folder.path + "/j.xml") == nil)
        // Merged: copied again, so the merged report's links work wherever it is moved.
        let merged = try Binary.capture(["merge-reports", "r", "--report", "m", "--junit", "m.xml"], in: folder.url)
        #expect(merged.code == 3, "\(merged.stderr)")
        try FileManager.default.removeItem(atPath: folder.path + "/r")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("m/files/1/shot.png")) == png)
        let mergedPage = try String(contentsOfFile: folder.path + "/m/index.html", encoding: .utf8)
        #expect(mergedPage.contains("<img src=\"files/1/shot.png\"") && mergedPage.contains("href=\"files/1/state.json\""))
        #expect(try String(contentsOfFile: folder.path + "/m.xml", encoding: .utf8).contains("[[ATTACHMENT|m/files/1/shot.png]]"))
    }

    /// `--update-goldens all` in a project with a goldens folder: the golden rewritten there, and the report
    /// shows the one it replaced (kept from the project's folder, not looked for beside the script).
    @Test func aProjectsRewrittenGoldenIsShownBesideTheOneItReplaced() throws {
        let folder = ScratchFolder("tt-project-goldens")
        try NoGreenByOmissionTests.write([
            "touchtracker.toml": "[projects.small]\nscale = 1\ngoldens = \"g-small\"\n",
            "checks/shot.tts": "window 200 100\ntap 10 10\nexpect-screenshot goldens/shot.png\n",
        ], in: folder)
        let first = try test(["checks", "--output", "out", "--update-goldens", "missing"], in: folder)
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        let golden = folder.path + "/g-small/checks/goldens/shot.png"
        let old = try Data(contentsOf: URL(fileURLWithPath: golden))
        let rewrite = try test(["checks", "--output", "out", "--update-goldens", "all", "--report", "r"], in: folder)
        #expect(rewrite.code == 0, "\(rewrite.stdout)\(rewrite.stderr)")
        let page = try String(contentsOfFile: folder.path + "/r/index.html", encoding: .utf8)
        #expect(page.contains("<figcaption>before</figcaption><img src=\"files/1/shot.previous.png\" alt=\"before\">"), "\(page)")
        #expect(!page.contains("none: it was missing"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("r/files/1/shot.previous.png")) == old)
    }
}
