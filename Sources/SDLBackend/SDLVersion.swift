/// The SDL library the process runs with (which may not be the one it was built against: another build can
/// be loaded by LD_LIBRARY_PATH, or sdl2-compat put SDL 3 under SDL 2's name).
public enum SDLVersion {
    /// SDL's version as loaded, `2.26.5` or `3.4.14`.
    public static var linked: String { SDLAPI.linkedVersion() }

    /// The backend and its library, as the state dump's `backend` gives it: `SDL 2.26.5`.
    public static var backendName: String { "SDL \(linked)" }
}
