#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import Foundation

/// The SDL drivers' PNG codec for `expect-screenshot` (`PNGCodec`, SDL2_image).
protocol SDLScriptDriver: ScriptDriver {}

extension SDLScriptDriver {
    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGCodec.decode(data) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { try PNGCodec.encode(frame) }
}
#endif
