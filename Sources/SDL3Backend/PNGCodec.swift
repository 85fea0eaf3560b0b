#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import BackendSupport
import CSDL3
import Foundation

/// PNG in and out of memory through SDL 3.4's own codec (`SDL_SavePNG_IO`, `SDL_LoadPNG_IO`): no SDL_image.
public enum PNGCodec {
    /// `frame` as PNG bytes: SDL writes them into a growing memory stream, the very bytes `SDL_SavePNG`
    /// writes to a file.
    public static func encode(_ frame: PixelFrame) throws -> Data {
        try withSurface(frame) { surface in
            guard let io = SDL_IOFromDynamicMem() else { throw PlatformError.sdl("making a memory stream") }
            defer { SDL_CloseIO(io) }
            guard SDL_SavePNG_IO(surface, io, false) else { throw PlatformError.sdl("encoding PNG") }
            let count = Int(SDL_TellIO(io))
            guard count > 0, let bytes = SDL_GetPointerProperty(SDL_GetIOProperties(io), SDL_PROP_IOSTREAM_DYNAMIC_MEMORY_POINTER, nil) else {
                throw PlatformError("encoding PNG: SDL wrote nothing")
            }
            return Data(bytes: bytes, count: count)
        }
    }

    /// Runs `body` with an SDL surface over `frame`'s pixels (not copied; valid only inside `body`).
    static func withSurface<T>(_ frame: PixelFrame, _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> T) throws -> T {
        var pixels = frame.pixels
        return try pixels.withUnsafeMutableBytes { buf -> T in
            guard let surface = SDL_CreateSurfaceFrom(Int32(frame.width), Int32(frame.height), SDL_PIXELFORMAT_ARGB8888,
                                                      buf.baseAddress, Int32(frame.width * 4)) else {
                throw PlatformError.sdl("wrapping pixels for PNG")
            }
            defer { SDL_DestroySurface(surface) }
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
            guard let io = SDL_IOFromConstMem(buf.baseAddress, buf.count), let loaded = SDL_LoadPNG_IO(io, true) else {
                throw PlatformError.sdl("decoding PNG")
            }
            defer { SDL_DestroySurface(loaded) }
            guard let s = SDL_ConvertSurface(loaded, SDL_PIXELFORMAT_ARGB8888) else { throw PlatformError.sdl("converting PNG") }
            defer { SDL_DestroySurface(s) }
            let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch) / 4
            guard w == header.width, h == header.height else { throw PlatformError("decoded \(w)x\(h) pixels from a PNG whose header says \(header.width)x\(header.height)") }
            let base = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var out = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { out[y * w + x] = base[y * pitch + x] } }
            return PixelFrame(width: w, height: h, pixels: out)
        }
    }
}
#endif
