import Gestures

/// Each input event keeps its own time: a backend stamps events as they arrive, and a frame may drain
/// several. Placing them at the frame's time instead would give a finger several positions at one
/// instant, and velocity (so a stroke's thickness) would be wrong.
public enum EventTiming {
    /// The app-clock time of an event stamped `stamp` on the backend's event clock (nanoseconds), given that
    /// clock's and the app's time at the last frame, the app clock's speed (`scale`: 1, 0.25 in slow motion,
    /// 0 paused), and the previous event's time (times never go backwards; an event stamped before the frame
    /// lands on the frame).
    public static func time(ofEventAt stamp: UInt64, frameStamp: UInt64, frameTime: Seconds, scale: Double,
                            notBefore previous: Seconds) -> Seconds {
        time(elapsedNanoseconds: stamp >= frameStamp ? stamp - frameStamp : 0, frameTime: frameTime, scale: scale, notBefore: previous)
    }

    /// SDL 2's stamps: milliseconds on a 32-bit clock (wrapping after 49 days, as SDL's ticks do).
    public static func time(ofEventAt ticks: UInt32, frameTicks: UInt32, frameTime: Seconds, scale: Double,
                            notBefore previous: Seconds) -> Seconds {
        let elapsed = Int32(bitPattern: ticks &- frameTicks)
        return time(elapsedNanoseconds: UInt64(Swift.max(0, elapsed)) * 1_000_000, frameTime: frameTime, scale: scale, notBefore: previous)
    }

    /// Milliseconds are exact in nanoseconds, and `n * 1e6 / 1e9` rounds as `n / 1e3` does: SDL 2's times are
    /// the same through either entry.
    static func time(elapsedNanoseconds elapsed: UInt64, frameTime: Seconds, scale: Double, notBefore previous: Seconds) -> Seconds {
        let t = frameTime + Double(elapsed) / 1_000_000_000 * Swift.max(0, scale)
        return Swift.max(t, previous)
    }
}
