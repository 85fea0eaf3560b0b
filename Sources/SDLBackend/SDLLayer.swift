/// The per-SDL layer by the names the shared code uses: the calls that differ (`SDL2API`, `SDL3API`), the
/// event converter and the synthetic events of the SDL the package trait chose.
#if SDL3
typealias SDLAPI = SDL3API
public typealias SDLEventConverter = SDL3EventConverter
public typealias SyntheticEvents = SDL3SyntheticEvents
#else
typealias SDLAPI = SDL2API
public typealias SDLEventConverter = SDL2EventConverter
public typealias SyntheticEvents = SDL2SyntheticEvents
#endif

/// What the bench's window waits with and reads, the same on both SDLs (`SDLAPI`'s calls).
extension SyntheticEvents {
    /// An event as the frame loop converts it (the bench reads the input of it without naming the converter).
    public typealias Converted = SDLEventConverter.Converted

    /// Waits at most `timeout` seconds for an event in SDL's queue (one pushed by another thread wakes it),
    /// as a window's frame loop waits (`WindowSurface.waitForEvent`); true when one is pending.
    public static func waitForEvent(timeout: Double) -> Bool { SDLAPI.waitEvent(timeout: timeout) }

    /// Sleeps about `seconds`, as a window's frame loop sleeps.
    public static func sleep(_ seconds: Double) { SDLAPI.delay(seconds) }
}
