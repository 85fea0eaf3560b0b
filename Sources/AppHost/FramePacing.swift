/// When a window's next frame starts, where presenting does not wait for the display: input is taken as
/// late as it can be. The frame after one that started at `lastStart` starts
/// - at the latest one period later (60 a second while the app animates, as before), or a period and a
///   half when input started it (the input keeps frames coming; a tick frame drawn between two inputs
///   held the next one back while it drew: measured in `touchtracker-bench event-to-present`, those were
///   most of the waits, and the loop drew 84 frames a second for 60 inputs, now 66);
/// - earlier when input arrives: the input starts the frame, so a finger's motion is on screen a frame's
///   work after it arrived, not after waiting for the next tick (what a fixed 60 Hz tick costs is half a
///   period on average; Chrome aligns input to the frame for the same reason);
/// - but never before a third of a period after the last frame input started (`lastInputStart`), so a
///   1000 Hz mouse makes at most 180 frames a second, not 1000. A frame the tick started does not hold
///   input back: input that came just after a tick waited for it.
/// Input that comes sooner waits for that moment and is taken with everything that came (`FrameLoop`
/// drains every pending event at a frame's start).
public enum FramePacing {
    /// A frame's period, in seconds: 1/60.
    public static let periodSeconds = 1 / TouchScript.framesPerSecond
    /// The shortest time from one frame input started to the next, in seconds: a third of a period.
    public static let shortestSeconds = periodSeconds / 3
    /// How long the tick waits after a frame input started, in seconds: a period and a half. Input keeps
    /// the frames coming; a tick frame drawn between two inputs would hold the next one back while it draws.
    public static let tickAfterInputSeconds = periodSeconds * 1.5

    /// What the loop does next.
    public enum Step: Equatable, Sendable {
        /// Sleep this many seconds (input arriving meanwhile waits for the frame).
        case sleep(Double)
        /// Wait at most this many seconds for an event; one arriving starts the frame.
        case waitForInput(Double)
        /// Start the frame now.
        case start
    }

    /// The next step at `now` (seconds), the last frame having started at `lastStart` and the last one input
    /// started at `lastInputStart` (seconds; -infinity for none).
    public static func next(now: Double, lastStart: Double, lastInputStart: Double = -.infinity) -> Step {
        assert(lastInputStart <= lastStart, "the last frame input started is one of the frames")
        let latest = lastStart + (lastInputStart == lastStart ? tickAfterInputSeconds : periodSeconds)
        let earliest = lastInputStart + shortestSeconds
        if now >= latest { return .start }
        if now < earliest { return .sleep(Swift.min(earliest, latest) - now) }
        return .waitForInput(latest - now)
    }

    /// Waits for the next frame, by `next`: `sleep` sleeps about the seconds given, `waitForEvent` waits at
    /// most the seconds given for an event and says whether one is pending (it may return sooner without
    /// one: a millisecond timer rounds down, and the step is asked again), `seconds` is the clock. True when
    /// input started the frame (the caller's next `lastInputStart`).
    @discardableResult
    public static func wait(from lastStart: Double, lastInputStart: Double = -.infinity, seconds: () -> Double,
                            sleep: (Double) -> Void, waitForEvent: (Double) -> Bool) -> Bool {
        while true {
            switch next(now: seconds(), lastStart: lastStart, lastInputStart: lastInputStart) {
            case .sleep(let s): sleep(s)
            case .waitForInput(let s): if waitForEvent(s) { return true }
            case .start: return false
            }
        }
    }
}
