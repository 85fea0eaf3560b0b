import Testing
@testable import AppHost

/// The window's frame pacing (`FramePacing`) on a virtual clock: the whole ordered log of what the loop
/// does between frames, and when frames start, for input arriving at given moments.
struct FramePacingTests {
    /// The loop's waits on a virtual clock from a frame's start at 0 until the next frame starts, with
    /// events arriving at `arrivals` (seconds); a millisecond timer, as SDL 2's, rounds waits and sleeps down
    /// and each call then costs 0.1 ms (a spin).
    static func waits(arrivals: [Double], milliseconds: Bool = false) -> (log: [String], start: Double) {
        var clock = 0.0, log: [String] = []
        func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
        FramePacing.wait(from: 0, seconds: { clock }, sleep: { s in
            log.append("sleep \(ms(s))")
            clock += milliseconds ? (s * 1000).rounded(.down) / 1000 + 0.0001 : s
        }, waitForEvent: { s in
            let timeout = milliseconds ? (s * 1000).rounded(.down) / 1000 + 0.0001 : s
            if let a = arrivals.first(where: { $0 <= clock + timeout }) {
                clock = Swift.max(clock, a)
                log.append("wait \(ms(timeout)): event at \(ms(clock))")
                return true
            }
            clock += timeout
            log.append("wait \(ms(timeout)): none")
            return false
        })
        return (log, clock)
    }

    @Test func withoutInputTheNextFrameStartsAPeriodLater() {
        let (log, start) = Self.waits(arrivals: [])
        #expect(log == ["sleep 8.33", "wait 8.33: none"])
        #expect(abs(start - 1.0 / 60) < 1e-12)
    }

    @Test func inputInTheSecondHalfStartsTheFrameAtOnce() {
        let (log, start) = Self.waits(arrivals: [0.012])
        #expect(log == ["sleep 8.33", "wait 8.33: event at 12.00"])
        #expect(start == 0.012)
    }

    @Test func inputInTheFirstHalfWaitsForIt() {
        let (log, start) = Self.waits(arrivals: [0.002])
        #expect(log == ["sleep 8.33", "wait 8.33: event at 8.33"])
        #expect(abs(start - 1.0 / 120) < 1e-12)
    }

    @Test func aMillisecondTimerRoundingDownAsksAgainUntilThePeriodEnds() {
        let (log, start) = Self.waits(arrivals: [], milliseconds: true)
        #expect(log == ["sleep 8.33", "sleep 0.23", "sleep 0.13", "sleep 0.03", "wait 8.10: none", "wait 0.10: none",
                        "wait 0.10: none"])
        #expect(start >= 1.0 / 60 && start < 1.0 / 60 + 0.0001)
    }

    @Test func steps() {
        #expect(FramePacing.next(now: 0.001, lastStart: 0) == .sleep(1.0 / 120 - 0.001))
        #expect(FramePacing.next(now: 0.01, lastStart: 0) == .waitForInput(1.0 / 60 - 0.01))
        #expect(FramePacing.next(now: 0.02, lastStart: 0) == .start)
    }
}
