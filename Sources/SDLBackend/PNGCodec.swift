import AppHost
import BackendSupport
import CSDL2
import CSDL2Image
import Foundation

/// PNG in and out of memory through SDL2_image.
public enum PNGCodec {
    /// `frame` as PNG bytes: SDL2_image writes them into memory (`IMG_SavePNG_RW` into a `MemorySink`), the
    /// very bytes `IMG_SavePNG` writes to a file.
    public static func encode(_ frame: PixelFrame) throws -> Data {
        try withSurface(frame) { surface in
            let sink = MemorySink()
            let rw = try sink.makeRW()
            // `freedst` 1: SDL_image closes the stream, which frees it (the sink stays ours).
            guard IMG_SavePNG_RW(surface, rw, 1) == 0 else { throw PlatformError.sdl("encoding PNG") }
            return sink.data
        }
    }

    /// Runs `body` with an SDL surface over `frame`'s pixels (not copied; valid only inside `body`).
    static func withSurface<T>(_ frame: PixelFrame, _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> T) throws -> T {
        var pixels = frame.pixels
        return try pixels.withUnsafeMutableBytes { buf -> T in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buf.baseAddress, Int32(frame.width), Int32(frame.height), 32,
                                                                   Int32(frame.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw PlatformError.sdl("wrapping pixels for PNG")
            }
            defer { SDL_FreeSurface(surface) }
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
            guard let rw = SDL_RWFromConstMem(buf.baseAddress, Int32(buf.count)), let loaded = IMG_Load_RW(rw, 1) else {
                throw PlatformError.sdl("decoding PNG")
            }
            defer { SDL_FreeSurface(loaded) }
            guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { throw PlatformError.sdl("converting PNG") }
            defer { SDL_FreeSurface(s) }
            let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch) / 4
            guard w == header.width, h == header.height else { throw PlatformError("decoded \(w)x\(h) pixels from a PNG whose header says \(header.width)x\(header.height)") }
            let base = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var out = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { out[y * w + x] = base[y * pitch + x] } }
            return PixelFrame(width: w, height: h, pixels: out)
        }
    }
}
