import Testing
@testable import AppHost

/// The window's frame pacing (`FramePacing`) on a virtual clock: the whole ordered log of what the loop
/// does between frames, and when frames start, for input arriving at given moments.
struct FramePacingTests {
    /// The loop's waits on a virtual clock from a frame's start at 0 until the next frame starts, with
    /// events arriving at `arrivals` (seconds), input having started the last frame (`byInput`, the default:
    /// a finger moving) or the tick; a millisecond timer, as SDL 2's, rounds waits and sleeps down and each
    /// call then costs 0.1 ms (a spin). Also whether input started the next frame.
    static func waits(arrivals: [Double], milliseconds: Bool = false, lastByInput: Bool = true) -> (log: [String], start: Double, byInput: Bool) {
        var clock = 0.0, log: [String] = []
        func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
        let byInput = FramePacing.wait(from: 0, lastInputStart: lastByInput ? 0 : -1, seconds: { clock }, sleep: { s in
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
        return (log, clock, byInput)
    }

    /// Without input, the tick: a period and a half after a frame input started (a finger resting), a
    /// period after a frame the tick started (an animation).
    @Test func withoutInputTheTickComesAPeriodAndAHalfAfterInputAndAPeriodAfterATick() {
        let (log, start, byInput) = Self.waits(arrivals: [])
        #expect(log == ["sleep 5.56", "wait 19.44: none"])
        #expect(abs(start - 1.5 / 60) < 1e-12)
        #expect(!byInput)
        let (tickLog, tickStart, tickByInput) = Self.waits(arrivals: [], lastByInput: false)
        #expect(tickLog == ["wait 16.67: none"])
        #expect(abs(tickStart - 1.0 / 60) < 1e-12)
        #expect(!tickByInput)
    }

    @Test func inputAfterAThirdOfAPeriodStartsTheFrameAtOnce() {
        let (log, start, byInput) = Self.waits(arrivals: [0.012])
        #expect(log == ["sleep 5.56", "wait 19.44: event at 12.00"])
        #expect(start == 0.012)
        #expect(byInput)
    }

    @Test func inputInTheFirstThirdAfterAFrameInputStartedWaitsForIt() {
        let (log, start, byInput) = Self.waits(arrivals: [0.002])
        #expect(log == ["sleep 5.56", "wait 19.44: event at 5.56"])
        #expect(abs(start - 1.0 / 180) < 1e-12)
        #expect(byInput)
    }

    /// The tick's frame holds nothing back: input just after it starts the next frame at once.
    @Test func inputJustAfterATickStartsTheFrameAtOnce() {
        let (log, start, byInput) = Self.waits(arrivals: [0.002], lastByInput: false)
        #expect(log == ["wait 16.67: event at 2.00"])
        #expect(start == 0.002)
        #expect(byInput)
    }

    @Test func aMillisecondTimerRoundingDownAsksAgainUntilThePeriodEnds() {
        let (log, start, _) = Self.waits(arrivals: [], milliseconds: true)
        #expect(log == ["sleep 5.56", "sleep 0.46", "sleep 0.36", "sleep 0.26", "sleep 0.16", "sleep 0.06", "wait 19.10: none",
                        "wait 0.10: none", "wait 0.10: none", "wait 0.10: none", "wait 0.10: none"])
        #expect(start >= 1.5 / 60 && start < 1.5 / 60 + 0.0002)
    }

    @Test func steps() {
        let third = FramePacing.shortestSeconds, period = FramePacing.periodSeconds, afterInput = FramePacing.tickAfterInputSeconds
        #expect(third == 1.0 / 180 && afterInput == 1.5 / 60)
        // Input started the last frame (at 0): a third of a period before input may start the next, and
        // the tick a period and a half after it.
        #expect(FramePacing.next(now: 0.001, lastStart: 0, lastInputStart: 0) == .sleep(third - 0.001))
        #expect(FramePacing.next(now: 0.01, lastStart: 0, lastInputStart: 0) == .waitForInput(afterInput - 0.01))
        #expect(FramePacing.next(now: 0.02, lastStart: 0, lastInputStart: 0) == .waitForInput(afterInput - 0.02))
        #expect(FramePacing.next(now: 0.026, lastStart: 0, lastInputStart: 0) == .start)
        // The tick started it (input last started one at -0.005): input may start the next from 0.56 ms,
        // the tick a period after it.
        #expect(FramePacing.next(now: 0.0003, lastStart: 0, lastInputStart: -0.005) == .sleep(-0.005 + third - 0.0003))
        #expect(FramePacing.next(now: 0.004, lastStart: 0, lastInputStart: -0.005) == .waitForInput(period - 0.004))
        #expect(FramePacing.next(now: 0.017, lastStart: 0, lastInputStart: -0.005) == .start)
        // No input yet: input may start the next frame at once.
        #expect(FramePacing.next(now: 0.001, lastStart: 0) == .waitForInput(period - 0.001))
    }
}
