#if SDL3
import CSDL3
#else
import CSDL2
#endif
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
