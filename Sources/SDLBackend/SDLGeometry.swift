import CSDL2
import Gestures

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
