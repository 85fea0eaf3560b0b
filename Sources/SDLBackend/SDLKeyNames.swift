import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// SDL's keys in the host's key vocabulary (`KeyNames`). SDL (2 and 3) names a key by the character it types
/// (upper case for letters) or by its scancode's name, which are the vocabulary's spellings; a key SDL
/// has no name for gives "" (the app ignores it, a recording leaves it out).
public enum SDLKeyNames {
    /// The vocabulary's name of SDL's `key`.
    public static func name(of key: SDL_Keycode) -> String {
        let name = SDLAPI.keyName(key)
        return KeyNames.isKnown(name) ? name : ""
    }
}
