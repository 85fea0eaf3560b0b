import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
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

/// Sends untextured triangles to SDL as `renderGeometry` does, each with vertices of its own (`scratch`
/// holds them), so that SDL's software renderer never takes two triangles for a rectangle.
///
/// Two triangles sharing two vertices that make an axis-aligned rectangle of one colour are filled by
/// SDL's software renderer as a rectangle (`SDL_SW_RenderGeometryRaw`), and SDL 2 and SDL 3 fill such a
/// rectangle differently at fractional edges: SDL 2.26 and 2.32 left the opaque core of a horizontal
/// selected line unfilled (white), SDL 3 (sdl2-compat) fills it. As triangles, every SDL fills it the same.
func renderUnsharedTriangles(_ renderer: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32], scratch: inout [SDL_Vertex]) {
    guard !indices.isEmpty else { return }
    scratch.removeAll(keepingCapacity: true)
    for i in indices { scratch.append(vertices[Int(i)]) }
    // Indices given, one a vertex: without them SDL finds the shared vertices again by comparing values.
    renderGeometry(renderer, scratch, Array(0..<Int32(scratch.count)))
}

/// The triangles of `indices` (into `vertices`) whose three vertices are opaque, and the others, each in
/// order (`MeshPasses.render` sends the first without blending).
struct MeshPasses {
    var solid: [Int32] = []
    var blended: [Int32] = []

    /// Sorts `indices` into the two passes, keeping the buffers' room.
    mutating func split(_ vertices: [SDL_Vertex], _ indices: [Int32]) {
        solid.removeAll(keepingCapacity: true)
        blended.removeAll(keepingCapacity: true)
        var t = 0
        while t + 2 < indices.count {
            let a = indices[t], b = indices[t + 1], c = indices[t + 2]
            if SDLAPI.isOpaque(vertices[Int(a)].color) && SDLAPI.isOpaque(vertices[Int(b)].color) && SDLAPI.isOpaque(vertices[Int(c)].color) {
                solid += [a, b, c]
            } else {
                blended += [a, b, c]
            }
            t += 3
        }
    }

    /// Sends them to SDL: the opaque triangles written without blending (SDL's software renderer blends each
    /// triangle through a temporary surface), then the others blended. The renderer's draw blend mode is left
    /// at blending.
    func render(_ renderer: OpaquePointer, _ vertices: [SDL_Vertex], scratch: inout [SDL_Vertex]) {
        if !solid.isEmpty {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            renderUnsharedTriangles(renderer, vertices, solid, scratch: &scratch)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        }
        renderGeometry(renderer, vertices, blended)
    }
}

extension ConvexMesh.Vertex {
    /// The vertex for SDL, in `color` (its own, or as the canvas shades it).
    func sdl(_ color: Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDLAPI.vertexColor(color.sdlColor), tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
