import AppHost
import CSDL3

extension PlatformError {
    /// A failure inside SDL, with SDL's own message.
    static func sdl(_ what: String) -> PlatformError { PlatformError("\(what): \(String(cString: SDL_GetError()))") }
}
