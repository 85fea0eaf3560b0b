#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3

/// SDL's keys in the host's key vocabulary (`KeyNames`). SDL 3 names a key as SDL 2 did, by the character
/// it types (upper case for letters) or by its scancode's name; a key SDL has no name for, or one outside
/// the vocabulary, gives "" (the app ignores it, a recording leaves it out).
public enum SDLKeyNames {
    /// The vocabulary's name of SDL's `key`.
    public static func name(of key: SDL_Keycode) -> String {
        guard let raw = SDL_GetKeyName(key) else { return "" }
        let name = String(cString: raw)
        return KeyNames.isKnown(name) ? name : ""
    }
}
#endif
