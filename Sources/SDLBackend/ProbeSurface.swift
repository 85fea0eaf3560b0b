#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// A small surface with SDL's software renderer on it, filled with pixels of every colour: where a fast
/// path (`SurfaceTriangles`, `SurfaceTextCopy`) is checked against the SDL loaded, each drawing the same
/// over the same pixels.
final class ProbeSurface {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    let width: Int, height: Int
    /// The pixels it starts with (0xAARRGGBB, opaque, row by row).
    let background: [UInt32]

    init?(width: Int32, height: Int32) {
        guard let s = SDLAPI.createSurface(width: width, height: height) else { return nil }
        guard let r = SDL_CreateSoftwareRenderer(s) else { SDLAPI.destroySurface(s); return nil }
        surface = s
        renderer = r
        self.width = Int(width)
        self.height = Int(height)
        var pixels: [UInt32] = []
        for y in 0..<Int(height) { for x in 0..<Int(width) { pixels.append(0xFF00_0000 | UInt32((x * 2_654_435_761 ^ y * 40_503) & 0xFF_FFFF)) } }
        background = pixels
        restore()
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDLAPI.destroySurface(surface)
    }

    private var pitch: Int { Int(surface.pointee.pitch) / 4 }
    private var base: UnsafeMutablePointer<UInt32> { surface.pointee.pixels.assumingMemoryBound(to: UInt32.self) }

    /// Puts `background` back.
    func restore() {
        for y in 0..<height { for x in 0..<width { base[y * pitch + x] = background[y * width + x] } }
    }

    /// The surface's pixels now, row by row.
    func pixels() -> [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in base[y * pitch + x] } }
    }
}
