#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
import Gestures

// The engine's rectangles and colours as SDL's structs.

extension Rect {
    /// Scales points to pixels.
    func scaled(_ k: Double) -> Rect { Rect(x: minX * k, y: minY * k, width: width * k, height: height * k) }
    var sdlRect: SDL_Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(maxX.rounded(.up) - x0), h: Int32(maxY.rounded(.up) - y0))
    }
    var sdlFRect: SDL_FRect { SDL_FRect(x: Float(minX), y: Float(minY), w: Float(width), h: Float(height)) }
}

extension Color {
    /// The colour as SDL's 8-bit channels.
    var sdlColor: SDL_Color {
        SDL_Color(r: UInt8(channel(red)), g: UInt8(channel(green)), b: UInt8(channel(blue)),
                  a: UInt8((Swift.min(1, Swift.max(0, alpha)) * 255).rounded()))
    }
}

extension SDL_Color {
    /// The colour as SDL 3's float channels (what its vertices carry): each 8-bit channel over 255.
    var floats: SDL_FColor { SDL_FColor(r: Float(r) / 255, g: Float(g) / 255, b: Float(b) / 255, a: Float(a) / 255) }
}

extension SDL_FRect {
    /// A whole-pixel rectangle as SDL 3's float one (what its copies take).
    init(_ r: SDL_Rect) { self.init(x: Float(r.x), y: Float(r.y), w: Float(r.w), h: Float(r.h)) }
}

/// The pixels of the renderer's current target (all of it, or `rect`) as 0xAARRGGBB: SDL 3 reads them into
/// a surface of the target's own format, converted here. Nil when SDL cannot read them.
func readPixels(_ renderer: OpaquePointer, _ rect: UnsafePointer<SDL_Rect>?) -> PixelFrame? {
    guard let read = SDL_RenderReadPixels(renderer, rect) else { return nil }
    defer { SDL_DestroySurface(read) }
    guard let s = SDL_ConvertSurface(read, SDL_PIXELFORMAT_ARGB8888) else { return nil }
    defer { SDL_DestroySurface(s) }
    let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch) / 4
    let base = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    var out = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h { for x in 0..<w { out[y * w + x] = base[y * pitch + x] } }
    return PixelFrame(width: w, height: h, pixels: out)
}
#endif
