import Testing
import TestSupport
@testable import TouchTracker

/// What the lab's and the overlay's logs show: moves and changes collapse, alone or taking turns in pairs.
@Suite struct CollapsedLogTests {
    func lines(_ texts: [String]) -> [String] {
        var log = CollapsedLog()
        for t in texts { log.append(t) }
        return log.lines
    }

    @Test func aRepeatedMoveIsOneLine() {
        #expect(lines(["touchesBegan pad 1"] + Array(repeating: "touchesMoved pad 1", count: 29) + ["touchesEnded pad 1"])
                == ["touchesBegan pad 1", "touchesMoved pad 1 x29", "touchesEnded pad 1"])
    }

    @Test func twoChangesTakingTurnsAreOnePair() {
        let drag = (0..<12).flatMap { _ in ["action longPress changed", "action pan changed"] }
        #expect(lines(["action longPress began", "action pan began"] + drag + ["action longPress ended", "action pan ended"])
                == ["action longPress began", "action pan began", "action longPress changed", "action pan changed (pair x12)",
                    "action longPress ended", "action pan ended"])
    }

    @Test func aPairBrokenOffAfterItsFirstLineKeepsThatLine() {
        #expect(lines(["touchesMoved pad 1", "action pan changed", "touchesMoved pad 1", "action pan changed", "touchesMoved pad 1",
                       "touchesEnded pad 1"])
                == ["touchesMoved pad 1", "action pan changed (pair x2)", "touchesMoved pad 1", "touchesEnded pad 1"])
        #expect(lines(["touchesMoved pad 1", "action pan changed", "touchesMoved pad 1"])
                == ["touchesMoved pad 1", "action pan changed", "touchesMoved pad 1"], "a turn in progress shows as it came")
    }

    @Test func beginsAndEndsNeverCollapse() {
        #expect(lines(["touchesBegan pad 1", "touchesBegan pad 1", "action tap ended", "action tap ended"])
                == ["touchesBegan pad 1", "touchesBegan pad 1", "action tap ended", "action tap ended"])
        #expect(lines(["touchesMoved pad 1", "action tap ended", "touchesMoved pad 1"]) == ["touchesMoved pad 1", "action tap ended", "touchesMoved pad 1"])
    }

    @Test func onlyTheNewestGroupsAreKept() {
        var log = CollapsedLog(capacity: 3)
        for t in ["touchesBegan pad 1", "touchesBegan pad 2", "touchesBegan pad 3", "touchesMoved pad 3", "touchesMoved pad 3"] { log.append(t) }
        #expect(log.lines == ["touchesBegan pad 2", "touchesBegan pad 3", "touchesMoved pad 3 x2"])
    }
}
