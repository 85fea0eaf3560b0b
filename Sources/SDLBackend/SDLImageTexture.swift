import AppHost
import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// A `PixelImage` as SDL textures: the image itself, copied only where it reported changes, and while a
/// dimmed frame shows it, a dimmed copy (SDL's own color-modulated copy costs 18 ms at 2x; this is a plain
/// copy, made once and kept: showing a panel again costs one pass over the pixels).
final class SDLImageTexture {
    let renderer: RendererHandle
    private(set) var texture: SDLTexture?
    private var dimmed: SDLTexture?
    private var dimmedBrightness: Double?
    /// What changed in the image since the dimmed copy was made (pixels).
    private var dimmedDirty: Rect?
    private let width: Int, height: Int

    /// Textures for `image`, the same size; blended unless the image is opaque.
    init(renderer: RendererHandle, image: PixelImage) {
        self.renderer = renderer
        width = image.width
        height = image.height
        texture = SDLAPI.createTexture(renderer.pointer, .streaming, width: Int32(width), height: Int32(height))
        if let texture { SDL_SetTextureBlendMode(texture, image.isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND) }
        _ = image.takeChanges()
        upload(image, rect: image.bounds)
    }

    deinit {
        if let texture { renderer.destroyTexture(texture) }
        if let dimmed { renderer.destroyTexture(dimmed) }
    }

    /// Sends what changed in `image` since the last upload to the texture.
    func upload(_ image: PixelImage) {
        precondition(image.width == width && image.height == height, "a texture shows the image it was made for")
        for changed in image.takeChangedRects() {
            if dimmedBrightness != nil { dimmedDirty = dimmedDirty.map { $0.union(changed) } ?? changed }
            upload(image, rect: changed)
        }
    }

    private func upload(_ image: PixelImage, rect: Rect) {
        guard let texture, let r = image.clamp(rect) else { return }
        var sdl = SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.x1 - r.x0), h: Int32(r.y1 - r.y0))
        image.pixels.withUnsafeBufferPointer { buf in
            _ = SDL_UpdateTexture(texture, &sdl, buf.baseAddress! + (r.y0 * image.width + r.x0), Int32(image.width * 4))
        }
    }

    /// The dimmed copy, brought up to date where the image changed since; nil when SDL has no texture.
    func dimmedTexture(of image: PixelImage, brightness: Double) -> SDLTexture? {
        if dimmed == nil {
            guard let t = SDLAPI.createTexture(renderer.pointer, .streaming, width: Int32(width), height: Int32(height)) else { return nil }
            var mode = SDL_BLENDMODE_NONE
            if let texture { SDL_GetTextureBlendMode(texture, &mode) }
            SDL_SetTextureBlendMode(t, mode)
            dimmed = t
        }
        guard let t = dimmed else { return nil }
        if dimmedBrightness != brightness {
            dimmedBrightness = brightness
            dimmedDirty = image.bounds
        }
        if let d = dimmedDirty, let r = image.clamp(d) {
            dimmedDirty = nil
            var rect = SDL_Rect(x: Int32(r.x0), y: Int32(r.y0), w: Int32(r.x1 - r.x0), h: Int32(r.y1 - r.y0))
            var raw: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDLAPI.lock(t, &rect, &raw, &pitch), let raw else { return t }
            image.writeDimmed(r, brightness: brightness, to: raw.assumingMemoryBound(to: UInt32.self), rowLength: Int(pitch) / 4)
            SDL_UnlockTexture(t)
        }
        return t
    }

    /// A frame showed the image as it is: the dimmed copy stops following it (and is redone when next used).
    func forgetDimmed() {
        dimmedBrightness = nil
        dimmedDirty = nil
    }
}
