#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import CSDL2
import Gestures
import GestureExamples
@testable import AppHost
@testable import BackendSupport
@testable import SDLBackend

/// `TriangleFill` gives the pixels SDL's software renderer gives, to the pixel: meshes of every kind the
/// canvas draws (strokes at every angle and width, rings, polygons, rounded rectangles) and random triangles
/// of random colours, opaque and blended, over a background of random pixels, clipped and not.
@Suite(.serialized) struct TriangleFillTests {
    static let width: Int32 = 320, height: Int32 = 240

    /// A background of random opaque pixels, the same for both.
    static func background(_ rng: inout SeededGenerator) -> [UInt32] {
        (0..<Int(width * height)).map { _ in 0xFF00_0000 | UInt32(rng.unit() * 16_777_215) }
    }

    static func meshes(_ rng: inout SeededGenerator) -> [ConvexMesh] {
        func point() -> Point { Point(rng.unit() * 400 - 40, rng.unit() * 320 - 40) }
        func colour() -> Color { Color(rgb: UInt32(rng.unit() * 16_777_215), alpha: rng.unit() < 0.5 ? 1 : 0.2 + rng.unit() * 0.7) }
        var out: [ConvexMesh] = []
        for k in 0..<60 {
            var m = ConvexMesh()
            switch k % 5 {
            case 0: m.addStroke(from: point(), to: point(), width: 1 + rng.unit() * 24, color: colour())
            case 1: m.addRing(center: point(), radius: 3 + rng.unit() * 80, width: 1 + rng.unit() * 6, color: colour(), segments: 8 + Int(rng.unit() * 80))
            case 2: m.addConvexPolygon(ConvexMesh.circle(center: point(), radius: 2 + rng.unit() * 60, segments: 3 + Int(rng.unit() * 40)), color: colour())
            case 3: let p = point(); m.addRoundedRect(Rect(x: p.x, y: p.y, width: 4 + rng.unit() * 200, height: 4 + rng.unit() * 120), radius: rng.unit() * 20, color: colour())
            default: m.addStroke(from: Point(rng.unit() * 320, 100), to: Point(rng.unit() * 320, 100 + rng.unit() * 3), width: 2 + rng.unit() * 10, color: colour())
            }
            out.append(m)
        }
        return out
    }

    /// Where the SDL loaded blends as SDL 2 does (its probe agrees: Debian's 2.26, `SurfaceProbeTests`), not
    /// over sdl2-compat, whose SDL 3 rounds each blend: there the fill is not used.
    @Test(.enabled(if: SurfaceTriangles.matchesSDL, "the SDL loaded blends as SDL 2 does"), arguments: [false, true])
    func theFillGivesSDLsPixels(clipped: Bool) throws {
        try SyntheticEvents.start()
        var rng = SeededGenerator(seed: clipped ? 11 : 7)
        let target = try OffscreenTarget(size: Size(width: Double(Self.width), height: Double(Self.height)))
        let surface = target.surface, renderer = target.renderer
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let clip = clipped ? SDL_Rect(x: 37, y: 21, w: 201, h: 150) : SDL_Rect(x: 0, y: 0, w: Self.width, h: Self.height)
        let meshes = Self.meshes(&rng)
        let back = Self.background(&rng)
        for y in 0..<Int(Self.height) { for x in 0..<Int(Self.width) { pixels[y * pitch + x] = back[y * Int(Self.width) + x] } }
        // SDL draws.
        if clipped { var c = clip; SDL_RenderSetClipRect(renderer, &c) }
        var scratch: [SDL_Vertex] = []
        var passes = MeshPasses()
        for m in meshes {
            let vertices = m.vertices.map { $0.sdl($0.color) }
            passes.split(vertices, m.indices)
            passes.render(renderer, vertices, scratch: &scratch)
        }
        SDL_RenderFlush(renderer)
        let sdl = (0..<Int(Self.height)).flatMap { y in (0..<Int(Self.width)).map { x in pixels[y * pitch + x] } }
        // The fill draws the same over the same background.
        var ours = back
        ours.withUnsafeMutableBufferPointer { buffer in
            let t = TriangleFill.Target(pixels: buffer.baseAddress!, pitch: Int(Self.width),
                                        clip: (Int(clip.x), Int(clip.y), Int(clip.x + clip.w), Int(clip.y + clip.h)))
            for m in meshes {
                let vertices = m.vertices.map { v in
                    let c = v.color.sdlColor
                    return TriangleFill.Vertex(x: v.x, y: v.y, r: c.r, g: c.g, b: c.b, a: c.a)
                }
                passes.split(m.vertices.map { $0.sdl($0.color) }, m.indices)
                TriangleFill.fill(t, vertices, passes.solid, blend: false)
                TriangleFill.fill(t, vertices, passes.blended, blend: true)
            }
        }
        var differing = 0, worst = 0, first: (Int, Int, UInt32, UInt32)?
        for i in 0..<sdl.count where sdl[i] != ours[i] {
            differing += 1
            if first == nil { first = (i % Int(Self.width), i / Int(Self.width), sdl[i], ours[i]) }
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((sdl[i] >> UInt32(shift)) & 0xFF) - Int((ours[i] >> UInt32(shift)) & 0xFF)))
            }
        }
        #expect(sdl != back, "SDL drew something")
        #expect(differing == 0, "\(differing) pixels differ, by up to \(worst)/255; the first at \(String(describing: first))")
    }
}
#endif

#if !SDL3
/// Debian 12's SDL (2.26.5, the default build's) draws as `TriangleFill` and `SurfaceTextCopy.blend` do: the
/// offscreen target takes both fast paths there. Another SDL may not; the probes then leave SDL drawing.
@Suite struct SurfaceProbeTests {
    @Test(.enabled(if: SDLVersion.linked == "2.26.5", "the expectation is Debian 12's SDL"))
    func debiansSDLDrawsAsTheFastPathsDo() throws {
        try SyntheticEvents.start()
        #expect(SurfaceTriangles.matchesSDL)
        #expect(SurfaceTextCopy.matchesSDL)
    }
}
#endif
