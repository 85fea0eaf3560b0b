import AppHost
import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Foundation

/// PNG in and out of memory: through SDL2_image on SDL 2, SDL 3.4's own codec on SDL 3 (`SDLAPI`).
public enum PNGCodec {
    /// `frame` as PNG bytes: the very bytes `PNGWriter` writes to a file.
    public static func encode(_ frame: PixelFrame) throws -> Data {
        try withSurface(frame) { try SDLAPI.encodePNG($0) }
    }

    /// Runs `body` with an SDL surface over `frame`'s pixels (not copied; valid only inside `body`).
    static func withSurface<T>(_ frame: PixelFrame, _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> T) throws -> T {
        var pixels = frame.pixels
        return try pixels.withUnsafeMutableBytes { buf -> T in
            guard let surface = SDLAPI.surface(over: buf.baseAddress, width: Int32(frame.width), height: Int32(frame.height), pitch: Int32(frame.width * 4)) else {
                throw PlatformError.sdl("wrapping pixels for PNG")
            }
            defer { SDLAPI.destroySurface(surface) }
            return try body(surface)
        }
    }

    /// The pixels of PNG bytes. Checked from the header (`PNGHeader`) before any pixel is decoded: bytes
    /// that are not a PNG, or a PNG larger than a frame may be (`PixelBudget`: 16384 pixels a side, 64
    /// megapixels), are refused with the size the header claims, never decoded.
    public static func decode(_ data: Data) throws -> PixelFrame {
        guard let header = PNGHeader(data) else { throw PlatformError("not a PNG (it does not start with a PNG header)") }
        if let problem = header.problem(maximumSide: PixelBudget.maximumSide, maximumPixels: PixelBudget.maximumPixels) {
            throw PlatformError(problem)
        }
        return try data.withUnsafeBytes { buf -> PixelFrame in
            guard let loaded = SDLAPI.loadImage(buf) else {
                throw PlatformError.sdl("decoding PNG")
            }
            defer { SDLAPI.destroySurface(loaded) }
            guard let s = SDLAPI.convertToARGB(loaded) else { throw PlatformError.sdl("converting PNG") }
            defer { SDLAPI.destroySurface(s) }
            let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch) / 4
            guard w == header.width, h == header.height else { throw PlatformError("decoded \(w)x\(h) pixels from a PNG whose header says \(header.width)x\(header.height)") }
            let base = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var out = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { out[y * w + x] = base[y * pitch + x] } }
            return PixelFrame(width: w, height: h, pixels: out)
        }
    }
}
