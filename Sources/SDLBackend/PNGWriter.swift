import AppHost
import CSDL2
import CSDL2Image

/// PNG files written whole or not at all (a temporary file and a rename).
public enum PNGWriter {
    /// Writes `surface` as PNG to `path`, through a temporary file and a rename.
    public static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try replaceFileAtomically(at: path) { temporary in
            guard IMG_SavePNG(surface, temporary) == 0 else { throw PlatformError.sdl("writing \(path)") }
        }
    }

    /// Writes `frame` as PNG to `path`, through a temporary file and a rename.
    public static func save(_ frame: PixelFrame, to path: String) throws {
        try PNGCodec.withSurface(frame) { try save($0, to: path) }
    }
}
