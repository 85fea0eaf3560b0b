import Gestures

/// Each input event keeps its own time: a backend stamps events as they arrive, and a frame may drain
/// several. Placing them at the frame's time instead would give a finger several positions at one
/// instant, and velocity (so a stroke's thickness) would be wrong.
public enum EventTiming {
    /// The app-clock time of an event stamped `stamp` on the backend's event clock (nanoseconds), given that
    /// clock's and the app's time at the last frame, the app clock's speed (`scale`: 1, 0.25 in slow motion,
    /// 0 paused), and the previous event's time (times never go backwards; an event stamped before the frame
    /// lands on the frame).
    /// SDL 2's millisecond stamps are exact in nanoseconds, and `n * 1e6 / 1e9` rounds as `n / 1e3` does: they
    /// give the times they gave when they were counted in milliseconds.
    public static func time(ofEventAt stamp: UInt64, frameStamp: UInt64, frameTime: Seconds, scale: Double,
                            notBefore previous: Seconds) -> Seconds {
        let elapsed = stamp >= frameStamp ? stamp - frameStamp : 0
        let t = frameTime + Double(elapsed) / 1_000_000_000 * Swift.max(0, scale)
        return Swift.max(t, previous)
    }
}
