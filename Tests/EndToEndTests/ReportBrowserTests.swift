import Foundation
import Testing
import AppHost
import BackendUnderTest
import TestSupport

/// `touchtracker test --report` opened in a real browser: Debian's Chromium, headless (no display needed),
/// takes a screenshot of the page (`make test-report`, part of `make test`). The page must show: its size,
/// not blank, the failing script's row in the failing red (#ffd6d6) near the top, and further down the
/// script's failing lines marked (#ffe58a). Runs when asked to (TOUCHTRACKER_BROWSER_TESTS=1), as the window
/// tests do; `make test` always asks.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TOUCHTRACKER_BROWSER_TESTS"] == "1"))
struct ReportBrowserTests {
    static let width = 1200, height = 1600
    static let failingRow: UInt32 = 0xFFFF_D6D6, markedLine: UInt32 = 0xFFFF_E58A

    @Test func theReportOfAFailingScriptInChromium() throws {
        let folder = ScratchFolder("tt-browser")
        let report = folder.appendingPathComponent("report")
        let run = try Binary.capture(["test", "Tests/SuiteFixtures/fails-behaviour.tts", "Tests/SuiteFixtures/passes-mask.tts", "--workers", "1",
                                      "--output", folder.path + "/out", "--report", report.path], in: Binary.packageRoot, unset: ["CI"])
        #expect(run.code == 3, "\(run.stderr)")
        let shot = folder.appendingPathComponent("shot.png")
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        chromium.arguments = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                              "--screenshot=\(shot.path)", "--window-size=\(Self.width),\(Self.height)", report.appendingPathComponent("index.html").absoluteString]
        chromium.standardOutput = FileHandle.nullDevice
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        try #require(chromium.terminationStatus == 0, "chromium exited \(chromium.terminationStatus) (make deps installs it)")
        let frame = try backendUnderTest.decodePNG(Data(contentsOf: shot))
        #expect(frame.width == Self.width && frame.height == Self.height)
        #expect(Set(frame.pixels).count > 50, "not blank: text, table, logs")
        // Rows (y) where most of a line is a colour.
        func rows(of colour: UInt32) -> [Int] {
            (0..<frame.height).filter { y in (0..<frame.width).filter { frame.pixels[y * frame.width + $0] == colour }.count > frame.width / 2 }
        }
        let red = rows(of: Self.failingRow)
        // Under the summary: the environment line and the filters, then the table.
        #expect(!red.isEmpty && red.allSatisfy { $0 < 280 }, "the summary and the failing row, near the top: \(red.first ?? -1)...\(red.last ?? -1)")
        let marked = rows(of: Self.markedLine)
        #expect(marked.count >= 2 * 10, "two marked lines of the script, each a dozen pixels high: \(marked.count) rows")
        #expect(marked.allSatisfy { $0 > red.last ?? 0 }, "below the table")
    }
}
