import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif

extension PlatformError {
    /// A failure inside SDL, with SDL's own message.
    static func sdl(_ what: String) -> PlatformError { PlatformError("\(what): \(String(cString: SDL_GetError()))") }
}
