import Testing
import Gestures
@testable import AppHost

/// `expect`, `expect-log`, `mask` and `tolerance` in the grammar: what they parse to, and each refusal with
/// its `FILE:LINE`.
@Suite struct ScriptCheckParserTests {
    func steps(_ text: String) throws -> [ScriptStep] {
        try TouchScriptParser.parse(text, file: "s.tts", scenes: ["tracker", "lab"]).get().steps
    }

    func error(_ text: String) -> String? {
        if case .failure(let e) = TouchScriptParser.parse(text, file: "s.tts", scenes: ["tracker"]) { return e.description }
        return nil
    }

    @Test func expectLinesInARowAreOneCheckAndCountsAreCollapsed() throws {
        let s = try steps("""
            tap 1 1
            expect s1.tap ended
            # a comment and a blank line do not end the check

            expect pan changed x3
            expect pan changed
            expect pan ended x1
            wait 0.1
            expect tap ended
            expect-log
              touchesBegan draw 1
              # a comment: a line that starts with #
              touchesMoved draw 1 x2
              touchesMoved draw 1
              action tap ended
            end
            """)
        let checks = s.compactMap { step -> LogCheck? in if case .expectLog(let c) = step { return c } else { return nil } }
        #expect(checks == [
            LogCheck(scope: .actions, line: 2, expected: ["s1.tap ended", "pan changed x4", "pan ended"]),
            LogCheck(scope: .actions, line: 9, expected: ["tap ended"]),
            LogCheck(scope: .log, line: 10, expected: ["touchesBegan draw 1", "touchesMoved draw 1 x3", "action tap ended"]),
        ])
        #expect(checks[2].actual(["touchesBegan draw 1", "touchesMoved draw 1", "touchesMoved draw 1", "touchesMoved draw 1", "action tap ended"]) == checks[2].expected)
        #expect(checks[0].actual(["touchesBegan draw 1", "action s1.tap ended", "action pan changed", "action pan changed", "action pan changed",
                                  "touchesMoved draw 1", "action pan changed", "action pan ended"]) == checks[0].expected,
                "only the actions, their repeats counted")
    }

    @Test func masksAndTheTolerance() throws {
        let script = try TouchScriptParser.parse("tolerance 12 300 40\ntap 1 1\nmask 10 20 30 40.5\nexpect-screenshot g.png\n", file: "s.tts", scenes: ["tracker"]).get()
        #expect(script.tolerance == ScreenshotTolerance(channelDelta: 12, pixels: 300, outlierDelta: 40))
        #expect(script.steps.suffix(2) == [.mask(Rect(x: 10, y: 20, width: 30, height: 40.5)), .expectScreenshot(golden: "g.png", line: 4)])
        #expect(try TouchScriptParser.parse("tolerance 0\n", file: "s", scenes: ["tracker"]).get().tolerance == .exact)
        #expect(try TouchScriptParser.parse("tap 1 1\n", file: "s", scenes: ["tracker"]).get().tolerance == .standard)
    }

    @Test func eachRefusalNamesFileAndLine() {
        let cases: [(String, String)] = [
            ("expect tap\n", "s.tts:1: expect takes a recognizer, a state and optionally a count (expect NAME STATE [xN]), got 1 values"),
            ("expect tap recognized\n", "s.tts:1: an action's state is began, changed, ended or cancelled, got 'recognized'"),
            ("expect tap ended 3\n", "s.tts:1: a count is x and a whole number from 1 to 1000000 (x3), got '3'"),
            ("expect tap ended x0\n", "s.tts:1: a count is x and a whole number from 1 to 1000000 (x3), got 'x0'"),
            ("tap 1 1\nexpect-log\n  action tap ended\n", "s.tts:2: expect-log has no end: its block ends with a line that says end"),
            ("expect-log now\nend\n", "s.tts:1: expect-log takes 0 values (expect-log, then the expected lines, then end), got 1"),
            ("expect-log\n  action tap ended x0\nend\n", "s.tts:2: a count is x and a whole number from 1 to 1000000 (x3), got 'x0'"),
            ("end\n", "s.tts:1: unknown command 'end'"),
            ("expect-log\n  ... x3\nend\n", "s.tts:2: ... stands for any number of entries and takes nothing after it, got 'x3'"),
            ("expect-log\n  action tap ended # not a comment x0\nend\n", "s.tts:2: a count is x and a whole number from 1 to 1000000 (x3), got 'x0'"),
            ("mask 1 2 3\n", "s.tts:1: mask takes 4 values (mask X Y W H), got 3"),
            ("mask 1 2 0 4\nexpect-screenshot g.png\n", "s.tts:1: a mask's width and height are more than 0, got 0 x 4"),
            ("mask 1 2 99999 4\n", "s.tts:1: W must be between -65536 and 65536, got 99999"),
            ("tap 1 1\nmask 1 2 3 4\nwait 1\n", "s.tts:2: mask applies to the next expect-screenshot, and none follows"),
            (String(repeating: "mask 1 1 1 1\n", count: 101) + "expect-screenshot g.png\n", "s.tts:101: an expect-screenshot ignores at most 100 masks"),
            ("tolerance 33\n", "s.tts:1: the tolerance's channel delta is a whole number from 0 to 32, got '33'"),
            ("tolerance 6 65537\n", "s.tts:1: the tolerance's pixel count is a whole number from 0 to 65536, got '65537'"),
            ("tolerance 8 10 4\n", "s.tts:1: the tolerance's outlier delta is a whole number from 8 to 64, got '4'"),
            ("tolerance 8 10 65\n", "s.tts:1: the tolerance's outlier delta is a whole number from 8 to 64, got '65'"),
            ("tolerance 1.5\n", "s.tts:1: the tolerance's channel delta is a whole number from 0 to 32, got '1.5'"),
            ("tolerance\n", "s.tts:1: tolerance takes 1 to 3 values (tolerance DELTA [PIXELS [OUTLIER]]), got 0"),
            ("tap 1 1\ntolerance 8\n", "s.tts:2: tolerance is a header command: it must come before the first event"),
        ]
        for (text, message) in cases { #expect(error(text) == message, "\(text)") }
    }

    /// Inside an `expect-log` block a `#` belongs to the entry (an app may log one); a comment there is a
    /// line that starts with `#`, and `end` may carry one.
    @Test func aHashInsideAnExpectLogBlockIsPartOfTheEntry() throws {
        let s = try steps("""
            tap 1 1   # a comment here, as anywhere
            expect-log
              # a comment line
              menu show #1 x2
                 # indented, a comment too
              note a#b
            end   # the block's end, with a comment
            """)
        #expect(s.last == .expectLog(LogCheck(scope: .log, line: 2, expected: ["menu show #1 x2", "note a#b"])))
    }

    /// `...` stands for any number of entries (none included), wherever it is in the block.
    @Test func threeDotsSkipEntries() throws {
        func check(_ lines: [String]) -> LogCheck { LogCheck(scope: .log, line: 1, expected: lines) }
        let log = ["touchesBegan draw 1", "action pan began", "action pan changed", "action pan changed", "action pan changed",
                   "touchesEnded draw 1", "action pan ended"]
        #expect(check(["...", "action pan ended"]).matches(log))
        #expect(check(["touchesBegan draw 1", "..."]).matches(log))
        #expect(check(["...", "action pan changed x2", "..."]).matches(log), "within a run of repeats")
        #expect(check(["touchesBegan draw 1", "...", "action pan changed x3", "...", "action pan ended"]).matches(log))
        #expect(check(["...", "...", "action pan began", "...", "touchesEnded draw 1", "action pan ended"]).matches(log))
        #expect(check(["..."]).matches([]) && check(["..."]).matches(log))
        #expect(check(["touchesBegan draw 1", "...", "touchesBegan draw 1"]).matches(log) == false, "the first line is not counted twice")
        #expect(check(["...", "action pan changed x4", "..."]).matches(log) == false)
        #expect(check(["...", "action pan ended", "touchesEnded draw 1"]).matches(log) == false, "in order")
        #expect(check(["action pan began", "..."]).matches(log) == false, "anchored at the start")
        #expect(check(["...", "touchesEnded draw 1"]).matches(log) == false, "anchored at the end")
        #expect(check(["...", "x x1000000", "..."]).matches(log) == false, "a count past the log fails without expanding it")
        let parsed = try steps("tap 1 1\nexpect-log\n  ...\n  ...\n  action tap ended\nend\n")
        #expect(parsed.last == .expectLog(LogCheck(scope: .log, line: 2, expected: ["...", "action tap ended"])), "dots in a row are one")
    }

    /// An `expect-log` block of 10,001 lines is refused in linear time (it took 20 s, each line copying the
    /// lines before it), and 10,000 lines of `x1000000` are not expanded into 10^10. Linear: ten times the
    /// lines take about ten times as long (quadratic took a hundred times), whatever the machine's load.
    @Test func aLongBlockIsRefusedQuickly() throws {
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        func block(_ pairs: Int, _ a: String, _ b: String, end: String) -> String {
            "tap 1 1\nexpect-log\n" + String(repeating: "  \(a)\n  \(b)\n", count: pairs) + end
        }
        func expects(_ pairs: Int) -> String { "tap 1 1\n" + String(repeating: "expect a ended x1000000\nexpect b ended x1000000\n", count: pairs) }
        var refused: String?
        let cases: [(String, (Int) -> String, String?)] = [
            ("an expect-log block one line too long", { block($0, "touchesMoved draw 1", "action pan changed", end: "  one more\nend\n") },
             "s.tts:10003: a check expects at most 10000 lines"),
            ("expect lines one too many", { expects($0) + "expect c ended\n" }, "s.tts:10002: a check expects at most 10000 lines"),
            ("an expect-log block of counts", { block($0, "a x1000000", "b x1000000", end: "end\n") }, nil),
        ]
        for (what, text, message) in cases {
            let small = clock.measure { _ = error(text(500)) }
            let full = clock.measure { refused = error(text(5_000)) }
            #expect(refused == message, "\(what)")
            #expect(seconds(full) < 30 * seconds(small) + 0.5 && full < .seconds(10), "\(what): 1,000 lines \(small), 10,000 \(full)")
        }
        guard case .expectLog(let c) = try steps(block(5_000, "a x1000000", "b x1000000", end: "end\n")).last else { Issue.record("no check"); return }
        #expect(c.expected.count == 10_000 && c.matches(["a", "b"]) == false)
    }
}
