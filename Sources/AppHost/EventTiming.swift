import Gestures

/// Each input event keeps its own time: SDL stamps events in milliseconds as they arrive, and a frame may
/// drain several. Placing them at the frame's time instead would give a finger several positions at one
/// instant, and velocity (so a stroke's thickness) would be wrong.
public enum EventTiming {
    /// The app-clock time of an event SDL stamped `ticks` (ms), given SDL's ticks and the app's clock at the
    /// last frame, the app clock's speed (`scale`: 1, 0.25 in slow motion, 0 paused), and the previous
    /// event's time (times never go backwards; an event stamped before the frame lands on the frame).
    public static func time(ofEventAt ticks: UInt32, frameTicks: UInt32, frameTime: Seconds, scale: Double,
                            notBefore previous: Seconds) -> Seconds {
        let elapsed = Int32(bitPattern: ticks &- frameTicks)   // wraps after 49 days, like SDL's ticks
        let t = frameTime + Double(Swift.max(0, elapsed)) / 1000 * Swift.max(0, scale)
        return Swift.max(t, previous)
    }
}
