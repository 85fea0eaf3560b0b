import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// Text through SDL_ttf (SDL2_ttf, SDL3_ttf) with the font shipped in Assets/. Rendered strings are cached as textures.
///
/// Invariant: every texture in the cache belongs to `renderer`; the cache never holds more than
/// `cacheLimit` entries (it is emptied when full).
final class TextRenderer {
    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    private let fontPath: String
    private var fonts: [Int: FontSet] = [:]
    private struct Key: Hashable { let text: String; let pixelSize: Int; let rgba: UInt32 }
    private var cache: [Key: (texture: SDLTexture, w: Int32, h: Int32, pixels: [UInt32]?)] = [:]
    /// Faded texts copied straight into an offscreen target's surface (`SurfaceTextCopy`); the cache then
    /// keeps each text's pixels beside its texture.
    var surfaceCopy: SurfaceTextCopy?
    private let cacheLimit = 512

    init(renderer handle: RendererHandle) throws {
        self.handle = handle
        guard let path = AssetLocator.path(of: "DejaVuSans.ttf") else {
            throw PlatformError("the font Assets/DejaVuSans.ttf was not found (set TOUCHTRACKER_ASSETS to the Assets folder)")
        }
        fontPath = path
        if !FontLock.start() { throw PlatformError.sdl("TTF_Init") }
    }

    deinit {
        for (_, e) in cache { handle.destroyTexture(e.texture) }
        FontLock.run { fonts.removeAll() }   // the font sets close their fonts inside the lock
    }

    private func font(_ pixelSize: Int) -> FontSet? {
        if let f = fonts[pixelSize] { return f }
        let path = fontPath
        guard let f = FontLock.run({ FontSet(path: path, pixelSize: pixelSize, lightHinting: true) }) else { return nil }
        fonts[pixelSize] = f
        return f
    }

    func measure(_ text: String, pixelSize: Int) -> (Int, Int) {
        guard !text.isEmpty, let f = font(pixelSize) else { return (0, pixelSize) }
        let (w, h) = FontLock.run { f.size(of: text) }
        return (Int(w), Int(h))
    }

    /// Draws `text` with its top-left at (x, y) in pixels.
    func draw(_ text: String, x: Double, y: Double, pixelSize: Int, color: Color, clip: SDL_Rect? = nil) {
        guard !text.isEmpty else { return }
        // Kept by color without alpha: alpha is applied at each copy, so a line fading out renders once.
        let key = Key(text: text, pixelSize: pixelSize, rgba: color.argb | 0xFF00_0000)
        var entry = cache[key]
        if entry == nil {
            guard let f = font(pixelSize) else { return }
            var c = color.sdlColor
            c.a = 255
            guard let surface = FontLock.run({ f.render(text, colour: c) }) else { return }
            defer { SDLAPI.destroySurface(surface) }
            guard let texture = SDLAPI.createTexture(renderer, from: surface) else { return }
            SDLAPI.prepare(texture: texture)
            if cache.count >= cacheLimit {
                for (_, e) in cache { handle.destroyTexture(e.texture) }
                cache.removeAll()
            }
            var kept: [UInt32]?
            if surfaceCopy != nil, SDLAPI.isARGB8888(surface), SDLAPI.textureIsARGB8888(texture) {
                let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch) / 4
                let p = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                kept = (0..<h).flatMap { row in (0..<w).map { p[row * pitch + $0] } }
            }
            entry = (texture, surface.pointee.w, surface.pointee.h, kept)
            cache[key] = entry
        }
        guard let e = entry else { return }
        let alpha = color.sdlColor.a
        if alpha < 255, let direct = surfaceCopy, let pixels = e.pixels,
           direct.copy(pixels, width: Int(e.w), x: Int(x.rounded()), y: Int(y.rounded()), alpha: alpha, clip: clip) { return }
        SDL_SetTextureAlphaMod(e.texture, alpha)
        SDLAPI.copy(renderer, e.texture, from: nil, to: SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: e.w, h: e.h))
    }
}
