import Testing
@testable import AppHost

/// `--update-expectations`: what a run produced goes into the checks that did not match, and nothing else
/// of the script changes (comments, blank lines, indentation, trailing comments, line ends).
@Suite struct ExpectationRewriterTests {
    @Test func anExpectLogBlockTakesTheNewLinesInPlace() {
        let script = """
            window 320 240
            tap 10 10
            expect-log
                # what the tap does
                touchesBegan draw 1

                action tap ended
            end   # done
            quit
            """
        let more = ExpectationRewriter.rewrite(script, updates: [ExpectationUpdate(file: "s", line: 3, scope: .log,
            lines: ["touchesBegan draw 1", "touchesEnded draw 1", "action tap ended", "menu show #1"])])
        #expect(more == """
            window 320 240
            tap 10 10
            expect-log
                # what the tap does
                touchesBegan draw 1

                touchesEnded draw 1
                action tap ended
                menu show #1
            end   # done
            quit
            """)
        let fewer = ExpectationRewriter.rewrite(script, updates: [ExpectationUpdate(file: "s", line: 3, scope: .log, lines: ["action tap ended"])])
        #expect(fewer == "window 320 240\ntap 10 10\nexpect-log\n    # what the tap does\n    action tap ended\n\nend   # done\nquit")
        let empty = ExpectationRewriter.rewrite("expect-log\nend\n", updates: [ExpectationUpdate(file: "s", line: 1, scope: .log, lines: ["a", "b x2"])])
        #expect(empty == "expect-log\n  a\n  b x2\nend\n")
    }

    @Test func expectLinesKeepTheirIndentationAndComments() {
        let script = "tap 1 1\r\n  expect tap ended    # the tap\r\n  # between\r\n  expect pan began\r\nwait 1\r\n"
        let out = ExpectationRewriter.rewrite(script, updates: [ExpectationUpdate(file: "s", line: 2, scope: .actions,
            lines: ["doubleTap ended", "pan began", "pan changed x3"])])
        #expect(out == "tap 1 1\r\n  expect doubleTap ended    # the tap\r\n  # between\r\n  expect pan began\r\n  expect pan changed x3\r\nwait 1\r\n")
        let fewer = ExpectationRewriter.rewrite(script, updates: [ExpectationUpdate(file: "s", line: 2, scope: .actions, lines: ["tap ended x2"])])
        #expect(fewer == "tap 1 1\r\n  expect tap ended x2    # the tap\r\n  # between\r\nwait 1\r\n")
    }

    /// Several checks of one script, each where it was: the later ones first, so the lines still hold.
    @Test func severalChecksOfOneScript() throws {
        let script = "tap 1 1\nexpect a ended\nwait 1\nexpect-log\n  x\nend\nexpect b ended\n"
        let out = ExpectationRewriter.rewrite(script, updates: [
            ExpectationUpdate(file: "s", line: 2, scope: .actions, lines: ["a ended", "a2 ended"]),
            ExpectationUpdate(file: "s", line: 4, scope: .log, lines: ["y", "z"]),
            ExpectationUpdate(file: "s", line: 7, scope: .actions, lines: ["c ended"]),
        ])
        #expect(out == "tap 1 1\nexpect a ended\nexpect a2 ended\nwait 1\nexpect-log\n  y\n  z\nend\nexpect c ended\n")
        let parsed = try TouchScriptParser.parse(out, file: "s", scenes: ["tracker"]).get()
        #expect(parsed.steps.compactMap { if case .expectLog(let c) = $0 { return c.expected } else { return nil } }
                == [["a ended", "a2 ended"], ["y", "z"], ["c ended"]])
    }
}
