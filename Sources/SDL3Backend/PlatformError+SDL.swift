#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3

extension PlatformError {
    /// A failure inside SDL, with SDL's own message.
    static func sdl(_ what: String) -> PlatformError { PlatformError("\(what): \(String(cString: SDL_GetError()))") }
}
#endif
