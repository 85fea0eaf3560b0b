import CSDL2

/// The SDL libraries the process runs with (which may not be the ones it was built against: another build
/// can be loaded by LD_LIBRARY_PATH).
public enum SDLVersion {
    /// SDL2's version as loaded, `2.26.5`.
    public static var linked: String {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return "\(v.major).\(v.minor).\(v.patch)"
    }

    /// The backend and its library, as the state dump's `backend` gives it: `SDL 2.26.5`.
    public static var backendName: String { "SDL \(linked)" }
}
