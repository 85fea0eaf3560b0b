#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// Copies a faded text (a texture with an alpha below 255) straight into the surface of SDL's software
/// renderer, where that gives SDL's own pixels: SDL blits a texture with an alpha modulation through its
/// general blitter, about 80 instructions a pixel (callgrind, `touchtracker-bench overlay2x`: a tenth of
/// the frame, the log box's fading lines); this does the same arithmetic (`blend`) in a few. `probe` checks
/// it against the SDL loaded, once a process; otherwise SDL copies, as before.
final class SurfaceTextCopy {
    private let renderer: OpaquePointer
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// Nil when the SDL loaded does not copy as `blend` does (`probe`).
    init?(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) {
        guard Self.matchesSDL, SDLAPI.isARGB8888(surface) else { return nil }
        self.renderer = renderer
        self.surface = surface
    }

    /// Copies `pixels` (0xAARRGGBB, `width` a row) with its top-left at (x, y), faded to `alpha`, clipped to
    /// `clip` (nil: the surface), as SDL copies a texture of them. False when it cannot (a texture is the
    /// renderer's target, or the clip is empty), and SDL should copy it.
    func copy(_ pixels: [UInt32], width: Int, x: Int, y: Int, alpha: UInt8, clip: SDL_Rect?) -> Bool {
        guard SDL_GetRenderTarget(renderer) == nil else { return false }
        if let c = clip, c.w <= 0 || c.h <= 0 { return false }
        SDLAPI.flush(renderer)
        _ = SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        Self.copy(pixels, width: width, x: x, y: y, alpha: alpha, into: surface, clip: clip)
        return true
    }

    private static func copy(_ pixels: [UInt32], width: Int, x: Int, y: Int, alpha: UInt8,
                             into surface: UnsafeMutablePointer<SDL_Surface>, clip: SDL_Rect?) {
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
        var x0 = 0, y0 = 0, x1 = sw, y1 = sh
        if let c = clip {
            x0 = Swift.max(0, Int(c.x)); y0 = Swift.max(0, Int(c.y))
            x1 = Swift.min(sw, Int(c.x) + Int(c.w)); y1 = Swift.min(sh, Int(c.y) + Int(c.h))
        }
        let height = width > 0 ? pixels.count / width : 0
        let fx0 = Swift.max(x0, x), fy0 = Swift.max(y0, y), fx1 = Swift.min(x1, x + width), fy1 = Swift.min(y1, y + height)
        guard fx0 < fx1, fy0 < fy1 else { return }
        let dst = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let mod = UInt32(alpha)
        pixels.withUnsafeBufferPointer { src in
            for row in fy0..<fy1 {
                let s = (row - y) * width - x, d = row * pitch
                // Most of a text's pixels are clear: one whose alpha is 0 leaves the pixel under it as it is
                // (`blend` with a = 0 gives 0 + 255 * d / 255 = d on every channel), so it is skipped.
                for col in fx0..<fx1 where src[s + col] >= 0x0100_0000 { dst[d + col] = blend(dst[d + col], src[s + col], alpha: mod) }
            }
        }
    }

    /// SDL's copy of a pixel of a blended texture with an alpha modulation (`SDL_Blit_ARGB8888_ARGB8888_
    /// Modulate_Blend`, SDL_blit_auto.c): the alpha modulated, the colour multiplied by it, then
    /// `s + (255 - a) * d / 255` on every channel, alpha too.
    @inline(__always)
    static func blend(_ d: UInt32, _ s: UInt32, alpha mod: UInt32) -> UInt32 {
        let a = ((s >> 24) * mod) / 255
        var r = (s >> 16) & 0xFF, g = (s >> 8) & 0xFF, b = s & 0xFF
        if a < 255 { r = r * a / 255; g = g * a / 255; b = b * a / 255 }
        let na = 255 - a
        let dr = r + (na * ((d >> 16) & 0xFF)) / 255, dg = g + (na * ((d >> 8) & 0xFF)) / 255
        let db = b + (na * (d & 0xFF)) / 255, da = a + (na * (d >> 24)) / 255
        return da << 24 | dr << 16 | dg << 8 | db
    }

    /// Whether the SDL loaded copies a faded texture as `blend` does: asked once a process.
    static let matchesSDL: Bool = probe()

    /// A texture of every alpha and colour, faded to several alphas, copied by SDL's software renderer and
    /// by `copy` over pixels of every colour, clipped: true when every pixel agrees.
    static func probe() -> Bool {
        let tw = 24, th = 14
        guard let probe = ProbeSurface(width: 48, height: 32) else { return false }
        let r = probe.renderer
        let text: [UInt32] = (0..<(tw * th)).map { i in UInt32((i * 37) % 256) << 24 | UInt32((i * 2_246_822_519) & 0xFF_FFFF) }
        guard let ts = SDLAPI.createSurface(width: Int32(tw), height: Int32(th)) else { return false }
        defer { SDLAPI.destroySurface(ts) }
        let tp = Int(ts.pointee.pitch) / 4, tpix = ts.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<th { for x in 0..<tw { tpix[y * tp + x] = text[y * tw + x] } }
        guard let texture = SDLAPI.createTexture(r, from: ts), SDLAPI.textureIsARGB8888(texture) else { return false }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let clip = SDL_Rect(x: 3, y: 2, w: 40, h: 27)
        SDLAPI.setClip(r, clip)
        let copies: [(x: Int, y: Int, alpha: UInt8)] = [(-5, 1, 140), (10, 6, 251), (30, 20, 13), (12, 15, 200)]
        for c in copies {
            SDL_SetTextureAlphaMod(texture, c.alpha)
            SDLAPI.copy(r, texture, from: nil, to: SDL_Rect(x: Int32(c.x), y: Int32(c.y), w: Int32(tw), h: Int32(th)))
        }
        SDLAPI.flush(r)
        let bySDL = probe.pixels()
        probe.restore()
        for c in copies { copy(text, width: tw, x: c.x, y: c.y, alpha: c.alpha, into: probe.surface, clip: clip) }
        return bySDL == probe.pixels() && bySDL != probe.background
    }
}
