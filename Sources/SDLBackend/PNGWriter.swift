import AppHost
import Foundation
#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// PNG files written whole or not at all (a temporary file and a rename).
public enum PNGWriter {
    /// Writes `surface` as PNG to `path`, through a temporary file and a rename.
    public static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try replaceFileAtomically(at: path) { temporary in
            guard SDLAPI.savePNG(surface, to: temporary) else { throw PlatformError.sdl("writing \(path)") }
            // SDL_image ignores its writes' failures (a full disk leaves a short or empty file and still
            // answers 0): the file counts only when it is a whole PNG, signature to IEND, on either SDL.
            guard isWholePNG(temporary) else { throw PlatformError("cannot write \(path): the PNG came out short (is the disk full?)") }
        }
    }

    /// Whether the file starts with PNG's signature and ends with its IEND chunk.
    static func isWholePNG(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 20 else { return false }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return Array(data.prefix(8)) == signature && Array(data.suffix(12)) == iend
    }

    /// Writes `frame` as PNG to `path`, through a temporary file and a rename.
    public static func save(_ frame: PixelFrame, to path: String) throws {
        try PNGCodec.withSurface(frame) { try save($0, to: path) }
    }
}
