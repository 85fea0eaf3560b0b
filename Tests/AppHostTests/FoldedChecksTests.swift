import Testing
@testable import AppHost

/// Checks a reviewer can read (issue 48): runs of a repeating group of log entries folded as `x N` folds one
/// entry, in a form `expect-log` reads back.
@Suite struct FoldedChecksTests {
    static let drag = ["touchesBegan draw 1"] + Array(repeating: ["touchesMoved draw 1", "action moveLine changed"], count: 24).flatMap { $0 }
        + ["touchesMoved draw 1", "touchesEnded draw 1", "action moveLine ended"]

    @Test func aRepeatingPairIsOneGroupAndOneEntryStaysALineWithACount() {
        #expect(LogCheck.folded(Self.drag) == ["touchesBegan draw 1", "(touchesMoved draw 1 | action moveLine changed) x24",
                                                "touchesMoved draw 1", "touchesEnded draw 1", "action moveLine ended"])
        #expect(LogCheck.folded(["a", "a", "a", "b"]) == ["a x3", "b"], "one entry: as before")
        #expect(LogCheck.folded(["a", "b", "c", "a", "b", "c", "a", "b"]) == ["(a | b | c) x2", "a", "b"])
        #expect(LogCheck.folded(["a", "b", "b", "a", "b", "b", "a", "b", "b", "c"]) == ["(a | b x2) x3", "c"], "a group of runs")
        #expect(LogCheck.folded(["(a)", "(a)", "(a)"]) == ["(a) x3"], "an entry in parentheses")
        #expect(LogCheck(scope: .log, line: 1, expected: ["(a) x3"]).matches(["(a)", "(a)", "(a)"]), "is the entry, not a group")
    }

    @Test func expectLogReadsTheFoldedFormAndAGroupMatchesOnlyWhatItSays() {
        let check = LogCheck(scope: .log, line: 1, expected: LogCheck.folded(Self.drag))
        #expect(check.matches(Self.drag))
        #expect(check.actual(Self.drag) == check.expected)
        let oneShort = Array(Self.drag[0..<3] + Self.drag[5...])
        #expect(!check.matches(oneShort), "23 pairs are not 24")
        let swapped = ["touchesBegan draw 1", "action moveLine changed", "touchesMoved draw 1"] + Self.drag[3...]
        #expect(!check.matches(swapped))
        // With `...`, and written by hand with counts inside.
        let skipping = LogCheck(scope: .log, line: 1, expected: ["...", "(touchesMoved draw 1 | action moveLine changed) x2", "...", "action moveLine ended"])
        #expect(skipping.matches(Self.drag))
        let tooMany = LogCheck(scope: .log, line: 1, expected: ["(touchesMoved draw 1 | action moveLine changed x1000) x1000000"])
        #expect(!tooMany.matches(Self.drag), "refused without expanding a million lines")
    }
}

/// Re-recording a failing block that used `...` keeps the `...` and the written lines that still match,
/// rewriting only what changed (issue 48: 3 lines became 71).
@Suite struct RewrittenChecksTests {
    static let actual = LogCheck.folded(FoldedChecksTests.drag)

    func rewritten(_ expected: [String]) -> [String] {
        let check = LogCheck(scope: .log, line: 1, expected: expected)
        let lines = LogCheck.rewritten(expected: check.expected, actual: check.actual(FoldedChecksTests.drag))
        #expect(LogCheck(scope: .log, line: 1, expected: lines).matches(FoldedChecksTests.drag), "the rewrite holds: \(lines)")
        return lines
    }

    @Test func aChangedLastLineIsReplacedAndTheRestKept() {
        #expect(rewritten(["touchesBegan draw 1", "...", "action tap ended"]) == ["touchesBegan draw 1", "...", "action moveLine ended"])
        #expect(rewritten(["...", "touchesEnded draw 1", "action tap ended"]) == ["...", "touchesEnded draw 1", "action moveLine ended"])
    }

    @Test func aLineTheRunAddedIsWrittenWhereNoDotsStandForIt() {
        #expect(rewritten(["touchesBegan draw 1", "...", "touchesMoved draw 1", "action moveLine ended"])
                == ["touchesBegan draw 1", "...", "touchesMoved draw 1", "touchesEnded draw 1", "action moveLine ended"])
        #expect(rewritten(["menu show Delete", "touchesBegan draw 1", "..."]) == ["touchesBegan draw 1", "..."], "a line that no longer happens goes")
    }

    @Test func withoutDotsTheRunsLinesAreWritten() {
        #expect(LogCheck.rewritten(expected: ["action tap ended"], actual: Self.actual) == Self.actual)
    }
}
