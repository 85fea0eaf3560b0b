#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// Each SDL event keeps its own time, and a stroke's speed (so its thickness) follows it.
@Suite struct EventTimingTests {
    /// The app-clock time of an SDL 2 event stamped `ticks` (ms) when the frame was at `frameTicks`, as the
    /// window's frame loop has it: both stamps on SDL's 64-bit clock, read at `now`.
    static func time(ofEventAt ticks: UInt32, frameTicks: UInt32, frameTime: Seconds, scale: Double = 1, notBefore previous: Seconds = 0,
                     now: UInt64 = 1 << 20) -> Seconds {
        EventTiming.time(ofEventAt: SDL2API.nanoseconds(ofEventTicks: ticks, now: now),
                         frameStamp: SDL2API.nanoseconds(ofEventTicks: frameTicks, now: now),
                         frameTime: frameTime, scale: scale, notBefore: previous)
    }

    @Test func eventsLandAtTheirOwnTimes() {
        func t(_ ticks: UInt32, scale: Double = 1, previous: Seconds = 0) -> Seconds {
            Self.time(ofEventAt: ticks, frameTicks: 1000, frameTime: 5, scale: scale, notBefore: previous)
        }
        #expect([t(1000), t(1008), t(1016)] == [5, 5.008, 5.016])
        #expect(t(1008, scale: 0.25) == 5.002, "slow motion")
        #expect(t(1008, scale: 0) == 5, "paused: all at the frame")
        #expect(t(990) == 5, "stamped before the frame: on the frame")
        #expect(t(1004, previous: 5.01) == 5.01, "never backwards")
        #expect(Self.time(ofEventAt: 3, frameTicks: UInt32.max - 4, frameTime: 1, now: (1 << 32) + 3) == 1.008,
                "SDL's ticks wrap")
    }

    /// The window surface puts SDL 2's 32-bit millisecond stamps on SDL's 64-bit tick clock (nanoseconds) for
    /// the host's frame loop: the latest time with those low bits not after now, across a wrap too.
    @Test func sdl2StampsReachTheFrameLoopInNanoseconds() {
        #expect(SDL2API.nanoseconds(ofEventTicks: 995, now: 1000) == 995_000_000)
        #expect(SDL2API.nanoseconds(ofEventTicks: 1000, now: 1000) == 1_000_000_000)
        let now: UInt64 = (1 << 32) + 3   // 49.7 days in, 3 ms past a wrap of the 32-bit stamp
        #expect(SDL2API.nanoseconds(ofEventTicks: UInt32.max - 1, now: now) == ((1 << 32) - 2) * 1_000_000, "stamped before the wrap")
        #expect(SDL2API.nanoseconds(ofEventTicks: 2, now: now) == ((1 << 32) + 2) * 1_000_000, "after it")
        #expect(SDL2API.nanoseconds(ofEventTicks: 5, now: 3) == 0, "a stamp from before SDL's clock began is its start")
    }

    /// Ten motion events of a finger drained in one frame, 8 ms apart, 8 points each: 1,000 points a
    /// second, which thins the stroke. At the frame's time they would all be one instant.
    @Test func velocityAndThicknessUseEachEventsTime() {
        func strokeWidth(perEventTimes: Bool) -> Points {
            let size = Size(width: 800, height: 600)
            let app = TouchTrackerApp(services: SDLServices(), size: size, store: nil)
            let session = Session(app: app, windowSize: size)
            session.frame()
            let frameTime = session.now
            var previous = frameTime
            for k in 0...10 {
                var e = SyntheticEvents.make(.finger(k == 0 ? .down : .motion, device: 1, finger: 1,
                                                     x: Float(100 + k * 8) / 800, y: 0.5))
                e.common.timestamp = 2000 + UInt32(k * 8)
                guard case .input(let input) = SDLEventConverter.convert(e, windowSize: size) else { continue }
                let time = perEventTimes
                    ? Self.time(ofEventAt: e.common.timestamp, frameTicks: 2000, frameTime: frameTime, notBefore: previous)
                    : frameTime
                previous = time
                session.feed([input], at: time)
            }
            return app.tracker.drawView.strokes.values.first?.width ?? -1
        }
        let timed = strokeWidth(perEventTimes: true)
        let expected = DrawView.width(forSpeed: 1000)
        #expect(abs(timed - expected) < 0.01, "\(timed) at 1,000 pt/s, expected \(expected)")
        #expect(abs(strokeWidth(perEventTimes: false) - expected) > 1, "at one instant there is no speed to read")
    }
}
#endif
