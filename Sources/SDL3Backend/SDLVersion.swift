#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import CSDL3

/// The SDL library the process runs with (which may not be the one it was built against: another build
/// can be loaded by LD_LIBRARY_PATH).
public enum SDLVersion {
    /// SDL 3's version as loaded, `3.4.14` (SDL_GetVersion's `major * 1000000 + minor * 1000 + micro`).
    public static var linked: String {
        let v = Int(SDL_GetVersion())
        return "\(v / 1_000_000).\(v / 1000 % 1000).\(v % 1000)"
    }

    /// The backend and its library, as the state dump's `backend` gives it: `SDL 3.4.14`.
    public static var backendName: String { "SDL \(linked)" }
}
#endif
