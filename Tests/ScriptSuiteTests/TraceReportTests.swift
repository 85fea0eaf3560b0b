import Foundation
import Testing
import AppHost
import TestSupport

/// Issue 47: the report links each script's trace (`touchtracker test --trace`, docs/trace.md), the failing
/// one's copied into the report with its images; JUnit attaches it; `merge-reports` keeps it.
@Suite struct TraceReportTests {
    static let root = Binary.packageRoot

    @Test func aFailingScriptsTraceIsInTheReportInJUnitAndInAMergedReport() throws {
        let out = ScratchFolder("tt-trace-report")
        let run = try Binary.capture(["test", "Tests/SuiteFixtures/fails-screenshot.tts", "Tests/SuiteFixtures/passes-behaviour.tts", "--workers", "1",
                                      "--output", out.path + "/o", "--report", out.path + "/r", "--junit", out.path + "/j.xml"],
                                     in: Self.root, unset: ["CI"])
        #expect(run.code == 3, "\(run.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("r/index.html"), encoding: .utf8)
        // retain-on-failure (the default): the failing script's trace copied and linked, twice (its row, its section).
        #expect(page.components(separatedBy: "href=\"files/1/trace.html\"").count - 1 == 2, "\(page.count) bytes")
        #expect(page.contains("Open the trace"))
        let copied = try Data(contentsOf: out.appendingPathComponent("r/files/1/trace.html"))
        #expect(String(decoding: copied.prefix(15), as: UTF8.self) == "<!DOCTYPE html>")
        // None for the passing script: no trace was written for it.
        #expect(!FileManager.default.fileExists(atPath: out.path + "/o/Tests/SuiteFixtures/passes-behaviour-tts/trace.html"))
        let junit = try String(contentsOf: out.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(junit.contains("trace.html]]"), "JUnit attaches the trace")
        let merged = try Binary.capture(["merge-reports", out.path + "/r", "--report", out.path + "/m", "--junit", out.path + "/m.xml"], in: Self.root)
        #expect(merged.code == 3, "\(merged.stderr)")
        #expect(try Data(contentsOf: out.appendingPathComponent("m/files/1/trace.html")) == copied)
        #expect(try String(contentsOf: out.appendingPathComponent("m/index.html"), encoding: .utf8).contains("href=\"files/1/trace.html\""))
        #expect(try String(contentsOf: out.appendingPathComponent("m.xml"), encoding: .utf8).contains("trace.html]]"))
    }

    @Test func withTraceOnAPassingScriptsTraceIsLinkedWhereItIs() throws {
        let out = ScratchFolder("tt-trace-report")
        let run = try Binary.capture(["test", "Tests/SuiteFixtures/passes-behaviour.tts", "--trace", "on",
                                      "--output", out.path + "/o", "--report", out.path + "/r"], in: Self.root, unset: ["CI"])
        #expect(run.code == 0, "\(run.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("r/index.html"), encoding: .utf8)
        #expect(page.contains("href=\"../o/Tests/SuiteFixtures/passes-behaviour-tts/trace.html\""), "\(page.count) bytes")
    }
}
