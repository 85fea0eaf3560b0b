import AppHost
import CSDL2
import Gestures

extension PlatformError {
    /// A failure inside SDL, with SDL's own message.
    static func sdl(_ what: String) -> PlatformError { PlatformError("\(what): \(String(cString: SDL_GetError()))") }
}

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
    var sdlColor: SDL_Color {
        SDL_Color(r: UInt8(channel(red)), g: UInt8(channel(green)), b: UInt8(channel(blue)),
                  a: UInt8((Swift.min(1, Swift.max(0, alpha)) * 255).rounded()))
    }
}

/// Sends untextured triangles to SDL: `indices` into `vertices`, three a triangle.
func renderGeometry(_ renderer: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
    guard !indices.isEmpty else { return }
    vertices.withUnsafeBufferPointer { vb in
        indices.withUnsafeBufferPointer { ib in
            _ = SDL_RenderGeometry(renderer, nil, vb.baseAddress, Int32(vb.count), ib.baseAddress, Int32(ib.count))
        }
    }
}

extension ConvexMesh.Vertex {
    /// The vertex for SDL, in `color` (its own, or as the canvas shades it).
    func sdl(_ color: Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color.sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
