import AppHost
import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// The Canvas of the engine, drawn with an SDL renderer. Everything above this layer speaks points;
/// `scale` (pixels per point) turns them into pixels here.
public final class SDLCanvas: Canvas {
    public let renderer: OpaquePointer
    let handle: RendererHandle
    public let scale: Double
    public var translation = Vector.zero
    private let text: TextRenderer
    private var mesh = ConvexMesh()
    private var sdlVertices: [SDL_Vertex] = []
    private let sprites: ShapeSprites
    /// Meshes drawn straight into the software renderer's surface (an offscreen target's), where that gives
    /// SDL's own pixels faster (`SurfaceTriangles`); nil: SDL draws them.
    private var surfaceTriangles: SurfaceTriangles?

    /// Draws meshes and faded texts straight into `surface`, the software renderer's own, where that gives
    /// SDL's pixels (`SurfaceTriangles`, `SurfaceTextCopy`: each checked against the SDL loaded).
    func drawsIntoSurface(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        surfaceTriangles = SurfaceTriangles(renderer: renderer, surface: surface)
        text.surfaceCopy = SurfaceTextCopy(renderer: renderer, surface: surface)
    }
    /// The clip as SDL was last given it, in pixels (nil: none).
    private var clipPixels: SDL_Rect?
    /// How many shapes are kept as sprites (for tests).
    var keptSprites: Int { sprites.count }
    /// 1 outside `drawDimmed`; inside it, what every color is multiplied by.
    private var brightness = 1.0
    /// Whether `drawDimmed` dims as it draws (the default) or lays the scrim over afterwards (the plain way,
    /// kept to check the two agree).
    public var dimsInPlace = true

    public init(renderer handle: RendererHandle, scale: Double) throws {
        precondition(scale > 0, "scale is pixels per point, above zero")
        precondition(handle.isAlive, "a canvas on a destroyed renderer")
        self.handle = handle
        let renderer = handle.pointer
        self.renderer = renderer
        self.scale = scale
        text = try TextRenderer(renderer: handle)
        sprites = ShapeSprites(renderer: handle)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDLAPI.prepare(renderer: renderer)
    }

    private func px(_ p: Point) -> Point { Point((p.x + translation.dx) * scale, (p.y + translation.dy) * scale) }
    private func px(_ r: Rect) -> Rect { r.offsetBy(translation).scaled(scale) }

    /// Draws one whole frame of `session`: no translation, no clip, a white background, then the app and
    /// the session's simulated fingers.
    public func drawFrame(of session: Session) { drawFrame { session.render(in: $0) } }

    /// Draws one whole frame with `body`: no translation, no clip, a white background, then `body`.
    public func drawFrame(_ body: (Canvas) -> Void) {
        translation = .zero
        setClip(nil)
        pendingBackground = .white
        body(self)
        settleBackground()
    }

    /// The frame's background, cleared at the first thing drawn (so `drawDimmed` clears once, not twice).
    private var pendingBackground: Color?
    private func settleBackground() {
        guard let c = pendingBackground else { return }
        pendingBackground = nil
        clear(c)
    }

    /// `color` as seen through the scrim of the `drawDimmed` in progress (itself outside one).
    private func shade(_ color: Color) -> Color {
        brightness == 1 ? color : Color(red: color.red * brightness, green: color.green * brightness,
                                        blue: color.blue * brightness, alpha: color.alpha)
    }

    public func drawDimmed(scrimAlpha: Double, _ body: () -> Void) {
        precondition((0...1).contains(scrimAlpha), "a scrim's alpha is 0...1")
        precondition(brightness == 1, "dimmed drawing does not nest")
        guard dimsInPlace else {
            body()
            let saved = translation
            translation = .zero
            setClip(nil)
            fill(visible(margin: 0).scaled(1 / scale), color: Color(rgb: 0, alpha: scrimAlpha))
            translation = saved
            return
        }
        brightness = 1 - scrimAlpha
        defer { brightness = 1 }
        pendingBackground = nil
        clear(.white)
        body()
    }

    public func clear(_ color: Color) {
        pendingBackground = nil
        let c = shade(color).sdlColor
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
    }

    /// Fills the frame (`width` x `height` pixels) with `color` but for `inside` (pixel bounds within it),
    /// as `clear` would fill it: at most four bands, written without blending.
    private func clear(_ color: Color, outside inside: (x0: Int, y0: Int, x1: Int, y1: Int), width: Int, height: Int) {
        let bands = [(0, 0, width, inside.y0), (0, inside.y1, width, height),
                     (0, inside.y0, inside.x0, inside.y1), (inside.x1, inside.y0, width, inside.y1)]
            .filter { $0.0 < $0.2 && $0.1 < $0.3 }
        for b in bands { fill(SDL_FRect(x: Float(b.0), y: Float(b.1), w: Float(b.2 - b.0), h: Float(b.3 - b.1)), color.sdlColor, blended: false) }
    }

    public func fill(_ rect: Rect, color: Color) {
        settleBackground()
        let c = shade(color).sdlColor
        // Opaque: written, not blended (the same pixels, without SDL's per-pixel blend).
        fill(snapped(px(rect)).sdlFRect, c, blended: c.a < 255)
    }

    /// Fills `r` (pixels) with `c`, blended over what is there or written as it is; the renderer's blend
    /// mode is left blending, as everything else expects it.
    private func fill(_ r: SDL_FRect, _ c: SDL_Color, blended: Bool) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        if !blended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        SDLAPI.fillRect(renderer, r)
        if !blended { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    }

    /// At a fractional scale (1.25, 1.5, 1.75) a rectangle's edges are put on whole pixels, as whole points
    /// are at 1x and 2x: SDL truncates a fractional rectangle, so a 1 pt rule would be 1 or 2 pixels thick
    /// depending on where it falls, and its edges blurred against its neighbours'. A rectangle that covers
    /// any pixel keeps at least one. At whole scales nothing changes.
    private func snapped(_ r: Rect) -> Rect {
        guard scale != scale.rounded(), r.width > 0, r.height > 0 else { return r }
        let x0 = r.minX.rounded(), y0 = r.minY.rounded()
        var x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
        if x1 <= x0 { x1 = x0 + 1 }
        if y1 <= y0 { y1 = y0 + 1 }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func strokeRect(_ rect: Rect, width: Points, color: Color) {
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width), color: color)
        fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: rect.height - 2 * width), color: color)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Points, color: Color) {
        settleBackground()
        let r = px(rect), rad = radius * scale, c = shade(color)
        let key = ShapeSprites.Key(kind: 0, width: r.width, height: r.height, radius: rad, lineWidth: 0, color: c)
        if sprites.draw(key, origin: r.origin, build: { m, o in m.addRoundedRect(Rect(origin: o, size: r.size), radius: rad, color: c) }) {
            return
        }
        mesh.removeAll()
        mesh.addRoundedRect(r, radius: rad, color: color)
        render(mesh)
    }

    /// The renderer's output in pixels, grown by `margin`: what can be seen of a shape that wide.
    private func visible(margin: Double) -> Rect {
        let (w, h) = SDLAPI.outputSize(renderer)
        return Rect(x: -margin, y: -margin, width: Double(w) + 2 * margin, height: Double(h) + 2 * margin)
    }

    /// Only the visible part of a line is drawn: far-away or huge coordinates cost nothing.
    public func strokeLine(from: Point, to: Point, width: Points, color: Color) {
        let w = width * scale
        guard w.isFinite, let (a, b) = visible(margin: w + 2).clip(from: px(from), to: px(to)) else { return }
        mesh.removeAll()
        mesh.addStroke(from: a, to: b, width: w, color: color)
        render(mesh)
    }

    public func fillCircle(center: Point, radius: Points, color: Color) {
        let r = radius * scale, c = px(center)
        guard r.isFinite, c.isFinite, Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r).intersects(visible(margin: 1)) else { return }
        let segments = Swift.max(12, Swift.min(64, Int(Swift.min(r, 64)))), shaded = shade(color)
        settleBackground()
        let key = ShapeSprites.Key(kind: 1, width: 2 * r, height: 2 * r, radius: r, lineWidth: 0, color: shaded)
        if sprites.draw(key, origin: Point(c.x - r, c.y - r), build: { m, o in
            m.addConvexPolygon(ConvexMesh.circle(center: Point(o.x + r, o.y + r), radius: r, segments: segments), color: shaded)
        }) { return }
        polygon(ConvexMesh.circle(center: c, radius: r, segments: segments), color)
    }

    public func strokeCircle(center: Point, radius: Points, width: Points, color: Color) {
        let r = radius * scale, c = px(center), w = width * scale
        let view = visible(margin: w + 2)
        guard r.isFinite, c.isFinite, w.isFinite, Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r).intersects(view) else { return }
        let n = Swift.max(16, Swift.min(96, Int(Swift.min(r, 96) * 1.5))), shaded = shade(color), outer = r + w / 2
        settleBackground()
        let key = ShapeSprites.Key(kind: 2, width: 2 * outer, height: 2 * outer, radius: r, lineWidth: w, color: shaded)
        if sprites.draw(key, origin: Point(c.x - outer, c.y - outer), build: { m, o in
            m.addRing(center: Point(o.x + outer, o.y + outer), radius: r, width: w, color: shaded, segments: n)
        }) { return }
        mesh.removeAll()
        mesh.addRing(center: c, radius: r, width: w, color: color, segments: n)
        render(mesh)
    }

    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) {
        polygon([px(a), px(b), px(c)], color)
    }

    public func fillConvexPolygon(_ points: [Point], color: Color) {
        polygon(points.map { px($0) }, color)
    }

    public func drawText(_ string: String, at point: Point, size: Points, color: Color, alignment: TextAlignment) {
        settleBackground()
        let pixelSize = Swift.max(1, Int((size * scale).rounded()))
        let p = px(point)
        var x = p.x
        if alignment != .left {
            let (w, _) = text.measure(string, pixelSize: pixelSize)
            x = alignment.leftEdge(at: x, width: Double(w))
        }
        text.draw(string, x: x, y: p.y, pixelSize: pixelSize, color: shade(color), clip: clipPixels)
    }

    public func measureText(_ string: String, size: Points) -> Size {
        let pixelSize = Swift.max(1, Int((size * scale).rounded()))
        let (w, h) = text.measure(string, pixelSize: pixelSize)
        return Size(width: Double(w) / scale, height: Double(h) / scale)
    }

    public func setClip(_ rect: Rect?) {
        clipPixels = rect.map { px($0).sdlRect }
        SDLAPI.setClip(renderer, clipPixels)
    }

    public var pixelsPerPoint: Double { scale }
    public var canDrawImages: Bool { true }
    /// True: `drawDimmed` dims as it draws (or, with `dimsInPlace` off for a check, lays the scrim itself).
    public var canDimInPlace: Bool { true }

    /// Copies what changed of `image` to its texture (made at the first draw), then the texture to the frame;
    /// inside `drawDimmed`, a dimmed copy of it.
    public func drawImage(_ image: PixelImage, at origin: Point) {
        // An opaque image, first thing drawn: the frame's clear would be overwritten where the image lies (it
        // is copied without blending), so only the frame around it is cleared: over the whole frame, nothing.
        let o = px(origin), x = Int32(o.x.rounded()), y = Int32(o.y.rounded())
        if let background = pendingBackground, brightness == 1, clipPixels == nil, image.isOpaque {
            let (w, h) = SDLAPI.outputSize(renderer)
            let x0 = max(0, Int(x)), y0 = max(0, Int(y)), x1 = min(Int(w), Int(x) + image.width), y1 = min(Int(h), Int(y) + image.height)
            if x0 < x1, y0 < y1 {
                pendingBackground = nil
                clear(background, outside: (x0, y0, x1, y1), width: Int(w), height: Int(h))
            }
        }
        settleBackground()
        let texture: SDLImageTexture
        if let kept = image.backing as? SDLImageTexture, kept.renderer === handle {
            texture = kept
        } else {
            texture = SDLImageTexture(renderer: handle, image: image)
            image.backing = texture
        }
        texture.upload(image)
        if brightness == 1 { texture.forgetDimmed() }
        guard let t = brightness == 1 ? texture.texture : texture.dimmedTexture(of: image, brightness: brightness) ?? texture.texture else { return }
        SDLAPI.copy(renderer, t, from: nil, to: SDL_Rect(x: x, y: y, w: Int32(image.width), h: Int32(image.height)))
    }

    private func polygon(_ outline: [Point], _ color: Color) {
        mesh.removeAll()
        mesh.addConvexPolygon(outline, color: color)
        render(mesh)
    }

    private var passes = MeshPasses()
    private var unsharedVertices: [SDL_Vertex] = []

    /// Opaque triangles are written without blending; the others, the anti-aliased fringe, are blended after
    /// them (`MeshPasses`). On an offscreen target `surfaceTriangles` draws them, with SDL's pixels. The
    /// triangles of one mesh do not overlap, so the order between the two kinds does not matter.
    private func render(_ mesh: ConvexMesh) {
        settleBackground()
        sdlVertices.removeAll(keepingCapacity: true)
        for v in mesh.vertices { sdlVertices.append(v.sdl(shade(v.color))) }
        passes.split(sdlVertices, mesh.indices)
        if let direct = surfaceTriangles, direct.draw(sdlVertices, passes, clip: clipPixels) { return }
        passes.render(renderer, sdlVertices, scratch: &unsharedVertices)
    }
}
