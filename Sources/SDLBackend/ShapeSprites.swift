import AppHost
import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// Shapes drawn again and again (state chips, touch rings, panels) kept as small textures and copied.
///
/// SDL's software renderer fills each triangle of a mesh through a temporary surface: a ring of 70 quads
/// costs 0.4 ms at 2x, a panel 3 ms. A copy of the same pixels costs a few microseconds, and the opaque
/// middle of a panel is copied without blending.
///
/// Invariants: a sprite holds exactly what the shape's mesh writes when drawn without blending onto
/// transparent pixels, so copying it with blending gives what drawing the mesh gives. A shape is placed at
/// an eighth of a pixel (moved by at most a sixteenth): the
/// eighths are part of the key. A shape seen only once is never kept, so a shape that
/// changes every frame (a circle being drawn) costs nothing extra.
final class ShapeSprites {
    struct Key: Hashable {
        /// Which shape; the sizes (pixels) say the rest.
        var kind: UInt8
        var width: Double, height: Double, radius: Double, lineWidth: Double
        var color: Color
        /// Where the shape starts within its pixel, in eighths (set by `draw`).
        var eighthX: UInt8 = 0, eighthY: UInt8 = 0
    }

    private struct Sprite {
        let texture: SDLTexture
        let width: Int32, height: Int32
        /// Pixels of the sprite that are all opaque, copied without blending; nil when too small to matter.
        let opaque: SDL_Rect?
    }

    /// Room around a shape for its anti-aliased fringe, pixels.
    static let pad: Int32 = 2
    static let maximumSidePixels = 2048.0
    static let budgetPixels = 16 << 20
    static let maximumSprites = 512
    /// Below this many opaque pixels a sprite is copied in one piece.
    static let minimumOpaquePixels: Int32 = 16_384

    private let handle: RendererHandle
    private var renderer: OpaquePointer { handle.pointer }
    private var sprites: [Key: Sprite] = [:]
    private var seen: Set<Key> = []
    private var pixelsKept = 0

    init(renderer handle: RendererHandle) { self.handle = handle }

    var count: Int { sprites.count }

    deinit { forgetAll() }

    func forgetAll() {
        for s in sprites.values { handle.destroyTexture(s.texture) }
        sprites.removeAll()
        pixelsKept = 0
    }

    /// Copies the shape `key` with its top-left corner (pixels, before snapping) at `origin`, making its
    /// sprite with `build` (which adds the shape with its top-left at the given point) the second time the
    /// shape is seen. False when the caller should draw the mesh itself: the first sighting, a shape too
    /// big, or a texture SDL could not make.
    func draw(_ shape: Key, origin: Point, build: (inout ConvexMesh, Point) -> Void) -> Bool {
        guard shape.width.isFinite, shape.height.isFinite, origin.isFinite, shape.width > 0, shape.height > 0,
              shape.width <= Self.maximumSidePixels, shape.height <= Self.maximumSidePixels,
              abs(origin.x) < 1e9, abs(origin.y) < 1e9 else { return false }
        // Whole pixels and eighths: the sprite holds the shape at its eighth, and is copied at the whole pixel.
        let ex = (origin.x * 8).rounded(), ey = (origin.y * 8).rounded()
        let wholeX = (ex / 8).rounded(.down), wholeY = (ey / 8).rounded(.down)
        var key = shape
        key.eighthX = UInt8(ex - wholeX * 8); key.eighthY = UInt8(ey - wholeY * 8)
        var sprite = sprites[key]
        if sprite == nil {
            guard seen.contains(key) else {
                if seen.count >= 4 * Self.maximumSprites { seen.removeAll() }
                seen.insert(key)
                return false
            }
            sprite = make(key, build: build)
        }
        guard let s = sprite else { return false }
        let x = Int32(wholeX) - Self.pad, y = Int32(wholeY) - Self.pad
        guard let o = s.opaque else {
            SDLAPI.copy(renderer, s.texture, from: nil, to: SDL_Rect(x: x, y: y, w: s.width, h: s.height))
            return true
        }
        // Blended around the opaque middle, which is copied as it is.
        let pieces = [SDL_Rect(x: 0, y: 0, w: s.width, h: o.y),
                      SDL_Rect(x: 0, y: o.y + o.h, w: s.width, h: s.height - o.y - o.h),
                      SDL_Rect(x: 0, y: o.y, w: o.x, h: o.h),
                      SDL_Rect(x: o.x + o.w, y: o.y, w: s.width - o.x - o.w, h: o.h)]
        for p in pieces where p.w > 0 && p.h > 0 {
            SDLAPI.copy(renderer, s.texture, from: p, to: SDL_Rect(x: x + p.x, y: y + p.y, w: p.w, h: p.h))
        }
        SDL_SetTextureBlendMode(s.texture, SDL_BLENDMODE_NONE)
        SDLAPI.copy(renderer, s.texture, from: o, to: SDL_Rect(x: x + o.x, y: y + o.y, w: o.w, h: o.h))
        SDL_SetTextureBlendMode(s.texture, SDL_BLENDMODE_BLEND)
        return true
    }

    private func make(_ key: Key, build: (inout ConvexMesh, Point) -> Void) -> Sprite? {
        let w = Int32(key.width.rounded(.up)) + 2 * Self.pad + 1, h = Int32(key.height.rounded(.up)) + 2 * Self.pad + 1
        if pixelsKept + Int(w * h) > Self.budgetPixels || sprites.count >= Self.maximumSprites { forgetAll() }
        guard let texture = SDLAPI.createTexture(renderer, .target, width: w, height: h) else {
            return nil
        }
        let previous = SDL_GetRenderTarget(renderer)
        guard SDLAPI.setTarget(renderer, texture) else {
            SDL_DestroyTexture(texture)
            return nil
        }
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        var mesh = ConvexMesh()
        build(&mesh, Point(Double(Self.pad) + Double(key.eighthX) / 8, Double(Self.pad) + Double(key.eighthY) / 8))
        renderGeometry(renderer, mesh.vertices.map { $0.sdl($0.color) }, mesh.indices)
        SDL_SetRenderDrawBlendMode(renderer, mode)
        let opaque = key.color.alpha >= 1 ? opaqueMiddle(width: w, height: h, corner: key.radius) : nil
        _ = SDLAPI.setTarget(renderer, previous)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let s = Sprite(texture: texture, width: w, height: h, opaque: opaque)
        sprites[key] = s
        pixelsKept += Int(w * h)
        return s
    }

    /// The rectangle inside the sprite being drawn (the current target) whose pixels are all opaque, found
    /// from its middle row and column less the corners, and checked pixel by pixel; nil if there is none
    /// worth the split.
    private func opaqueMiddle(width w: Int32, height h: Int32, corner: Double) -> SDL_Rect? {
        guard let frame = SDLAPI.readPixels(renderer, nil), frame.width == Int(w), frame.height == Int(h) else { return nil }
        let pixels = frame.pixels
        func opaque(_ x: Int32, _ y: Int32) -> Bool { pixels[Int(y * w + x)] >> 24 == 0xFF }
        let midY = h / 2, midX = w / 2
        guard opaque(midX, midY) else { return nil }
        var x0 = midX, x1 = midX, y0 = midY, y1 = midY
        while x0 > 0 && opaque(x0 - 1, midY) { x0 -= 1 }
        while x1 < w - 1 && opaque(x1 + 1, midY) { x1 += 1 }
        while y0 > 0 && opaque(midX, y0 - 1) { y0 -= 1 }
        while y1 < h - 1 && opaque(midX, y1 + 1) { y1 += 1 }
        let inset = Int32(corner.rounded(.up)) + 1
        let r = SDL_Rect(x: x0, y: y0 + inset, w: x1 - x0 + 1, h: y1 - y0 + 1 - 2 * inset)
        guard r.w > 0, r.h > 0, r.w * r.h >= Self.minimumOpaquePixels else { return nil }
        for y in r.y..<(r.y + r.h) { for x in r.x..<(r.x + r.w) where !opaque(x, y) { return nil } }
        return r
    }
}
