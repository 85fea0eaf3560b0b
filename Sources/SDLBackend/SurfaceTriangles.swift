import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// Draws a mesh's triangles straight into the surface of SDL's software renderer (`TriangleFill`), where
/// that gives SDL's own pixels: an offscreen target's canvas (the headless runs, screenshots and the bench),
/// drawing into its surface (no texture set as the target), with the SDL loaded here blending as
/// `TriangleFill` does. `probe` checks that once a process: SDL and `TriangleFill` draw the same meshes over
/// the same pixels, and must agree on every pixel; otherwise SDL draws, as before.
final class SurfaceTriangles {
    private let renderer: OpaquePointer
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private var vertices: [TriangleFill.Vertex] = []

    /// Nil when the SDL loaded does not draw as `TriangleFill` does (`probe`).
    init?(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) {
        guard Self.matchesSDL, SDLAPI.isARGB8888(surface) else { return nil }
        self.renderer = renderer
        self.surface = surface
    }

    /// Draws `passes` (indices into `sdlVertices`) as SDL would draw them, clipped to `clip` (pixels; nil:
    /// the whole surface). False when it cannot (a texture is the renderer's target, or the clip is empty),
    /// and SDL should draw them.
    func draw(_ sdlVertices: [SDL_Vertex], _ passes: MeshPasses, clip: SDL_Rect?) -> Bool {
        guard SDL_GetRenderTarget(renderer) == nil else { return false }
        if let c = clip, c.w <= 0 || c.h <= 0 { return false }
        // What SDL has queued is drawn first: the fill goes over it.
        SDLAPI.flush(renderer)
        _ = SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        Self.fill(surface.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(surface.pointee.pitch) / 4,
                  width: Int(surface.pointee.w), height: Int(surface.pointee.h), sdlVertices, passes, clip: clip, into: &vertices)
        return true
    }

    /// `TriangleFill` over pixels `width` x `height` (`pitch` a row): the solid pass unblended, then the
    /// blended one, within `clip`. `vertices` is room for the fill's vertices.
    private static func fill(_ pixels: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int, _ sdlVertices: [SDL_Vertex],
                             _ passes: MeshPasses, clip: SDL_Rect?, into vertices: inout [TriangleFill.Vertex]) {
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        if let c = clip {
            x0 = Swift.max(0, Int(c.x)); y0 = Swift.max(0, Int(c.y))
            x1 = Swift.min(width, Int(c.x) + Int(c.w)); y1 = Swift.min(height, Int(c.y) + Int(c.h))
        }
        guard x0 < x1, y0 < y1 else { return }
        vertices.removeAll(keepingCapacity: true)
        for v in sdlVertices {
            let c = SDLAPI.color8(v.color)
            vertices.append(TriangleFill.Vertex(x: v.position.x, y: v.position.y, r: c.r, g: c.g, b: c.b, a: c.a))
        }
        let target = TriangleFill.Target(pixels: pixels, pitch: pitch, clip: (x0, y0, x1, y1))
        TriangleFill.fill(target, vertices, passes.solid, blend: false)
        TriangleFill.fill(target, vertices, passes.blended, blend: true)
    }

    /// Whether the SDL loaded draws triangles as `TriangleFill` does: asked once a process.
    static let matchesSDL: Bool = probe()

    /// A stroke at a slant, a translucent disc and a ring over pixels of every colour, clipped, drawn by SDL's
    /// software renderer and by `TriangleFill`: true when every pixel agrees.
    static func probe() -> Bool {
        guard let probe = ProbeSurface(width: 64, height: 48) else { return false }
        let r = probe.renderer
        var mesh = ConvexMesh()
        mesh.addStroke(from: Point(3.3, 5.7), to: Point(58.6, 41.2), width: 7.4, color: Color(rgb: 0x1E88E5))
        mesh.addConvexPolygon(ConvexMesh.circle(center: Point(40.4, 14.2), radius: 11.3, segments: 24), color: Color(rgb: 0xE53935, alpha: 0.45))
        mesh.addRing(center: Point(18.2, 30.9), radius: 9.6, width: 2.5, color: Color(rgb: 0x43A047, alpha: 0.8), segments: 20)
        let sdlVertices = mesh.vertices.map { $0.sdl($0.color) }
        var passes = MeshPasses()
        passes.split(sdlVertices, mesh.indices)
        let clip = SDL_Rect(x: 2, y: 3, w: 59, h: 42)
        SDLAPI.setClip(r, clip)
        var scratch: [SDL_Vertex] = []
        passes.render(r, sdlVertices, scratch: &scratch)
        SDLAPI.flush(r)
        let bySDL = probe.pixels()
        var ours = probe.background, vertices: [TriangleFill.Vertex] = []
        ours.withUnsafeMutableBufferPointer { buffer in
            fill(buffer.baseAddress!, pitch: probe.width, width: probe.width, height: probe.height, sdlVertices, passes, clip: clip, into: &vertices)
        }
        return bySDL == ours && bySDL != probe.background
    }
}
