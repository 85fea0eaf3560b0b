#if !SDL3   // the SDL 2 layer: built by default (the package's SDL2 trait)
import AppHost
import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import Gestures

/// The texture handle SDL 2 gives: an opaque pointer.
typealias SDLTexture = OpaquePointer
/// The colour a vertex carries on SDL 2: 8-bit channels.
typealias SDLVertexColor = SDL_Color
/// SDL 2's window flags.
typealias SDLWindowFlags = UInt32

/// The SDL 2 side of the backend's per-SDL layer: every call whose name, types or result differ between
/// SDL 2 and SDL 3, under one name the shared code calls (`SDL3API` is its twin). Nothing here decides
/// anything: each member is one SDL call, or the few lines SDL 2 needs to do what SDL 3 does in one.
enum SDL2API {
    // MARK: The library

    /// SDL 2's version as loaded, `2.26.5`.
    static func linkedVersion() -> String {
        var v = SDL_version()
        SDL_GetVersion(&v)
        return "\(v.major).\(v.minor).\(v.patch)"
    }

    static func startVideo() -> Bool { SDL_WasInit(SDL_INIT_VIDEO) != 0 || SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 }

    static func setClipboard(_ text: String) -> Bool { SDL_SetClipboardText(text) == 0 }

    /// SDL's name for `key` ("" when it has none).
    static func keyName(_ key: SDL_Keycode) -> String { String(cString: SDL_GetKeyName(key)) }

    // MARK: Text (SDL2_ttf)

    static func startTTF() -> Bool { TTF_WasInit() != 0 || TTF_Init() == 0 }

    /// The font at `path` (its face `index`, in a collection) in `pixels`, from its bytes in memory where
    /// they are held (`FontFiles`, unless not `fromMemory`; call inside `FontLock`).
    static func openFont(_ path: String, pixels: Int, index: Int = 0, fromMemory: Bool = true) -> OpaquePointer? {
        if fromMemory, let bytes = FontFiles.bytes(of: path), let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) {
            return TTF_OpenFontIndexRW(rw, 1, Int32(pixels), index)   // closes `rw` with the font, or on failure
        }
        return index == 0 ? TTF_OpenFont(path, Int32(pixels)) : TTF_OpenFontIndex(path, Int32(pixels), index)
    }

    static func hasGlyph(_ font: OpaquePointer, _ scalar: UInt32) -> Bool { TTF_GlyphIsProvided32(font, scalar) != 0 }

    static func ascent(_ font: OpaquePointer) -> Int32 { TTF_FontAscent(font) }
    /// The font's line height in pixels: a colour emoji font's is its bitmaps' (call inside `FontLock`).
    static func lineHeight(_ font: OpaquePointer) -> Int32 { TTF_FontHeight(font) }

    /// Copies `source` onto `target` at (x, y) as it is (no blending: the pieces do not overlap).
    static func copySurface(_ source: UnsafeMutablePointer<SDL_Surface>, onto target: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32) {
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        var to = SDL_Rect(x: x, y: y, w: source.pointee.w, h: source.pointee.h)
        _ = SDL_UpperBlit(source, nil, target, &to)
    }

    static func clearSurface(_ s: UnsafeMutablePointer<SDL_Surface>) { _ = SDL_FillRect(s, nil, 0) }

    /// Hinting as the goldens were made with (call inside `FontLock`).
    static func setLightHinting(_ font: OpaquePointer) { TTF_SetFontHinting(font, TTF_HINTING_LIGHT) }

    /// Makes `font` shape in `script` (ISO 15924: "Arab", "Deva"), right to left or left to right, through
    /// HarfBuzz: for a font that draws nothing else (call inside `FontLock`; once a font). SDL2_ttf 2.20's
    /// `TTF_SetFontDirection` and `TTF_SetFontScriptName`, looked up at run time: the built app also runs on
    /// an older SDL2_ttf (Ubuntu 22.04's 2.0.18), where the font stays as it is and false is returned.
    static func setShaping(_ font: OpaquePointer, script: String, rightToLeft: Bool) -> Bool {
        typealias SetDirection = @convention(c) (OpaquePointer?, Int32) -> Int32
        typealias SetScript = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        let program = dlopen(nil, RTLD_NOW)
        defer { if let program { dlclose(program) } }
        guard let d = dlsym(program, "TTF_SetFontDirection"), let s = dlsym(program, "TTF_SetFontScriptName") else { return false }
        let direction = rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR
        return unsafeBitCast(d, to: SetDirection.self)(font, Int32(direction.rawValue)) == 0
            && unsafeBitCast(s, to: SetScript.self)(font, script) == 0
    }

    static func closeFont(_ font: OpaquePointer) { TTF_CloseFont(font) }

    /// `text`'s size in `font` (call inside `FontLock`).
    static func textSize(_ font: OpaquePointer, _ text: String) -> (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        _ = TTF_SizeUTF8(font, text, &w, &h)
        return (w, h)
    }

    /// `text` drawn anti-aliased in `colour` on a transparent surface (call inside `FontLock`).
    static func renderText(_ font: OpaquePointer, _ text: String, _ colour: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        TTF_RenderUTF8_Blended(font, text, colour)
    }

    // MARK: Surfaces and PNG

    static func createSurface(width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    }

    /// A surface over `pixels` (0xAARRGGBB rows of `pitch` bytes), which it does not own.
    static func surface(over pixels: UnsafeMutableRawPointer?, width: Int32, height: Int32, pitch: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, pitch, SDL_PIXELFORMAT_ARGB8888.rawValue)
    }

    static func destroySurface(_ s: UnsafeMutablePointer<SDL_Surface>) { SDL_FreeSurface(s) }

    /// `s` (0xAARRGGBB) scaled to `width`×`height`, linearly filtered, as a new surface the caller destroys.
    static func scaledSurface(_ s: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let out = createSurface(width: width, height: height) else { return nil }
        guard let source = s.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue ? s
                : SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { SDL_FreeSurface(out); return nil }
        defer { if source != s { SDL_FreeSurface(source) } }
        if SDL_SoftStretchLinear(source, nil, out, nil) != 0 { SDL_FreeSurface(out); return nil }
        return out
    }

    static func convertToARGB(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    }

    /// Writes `surface` as PNG to `path` (SDL2_image; it ignores its writes' failures: the caller checks
    /// the file).
    static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) -> Bool { IMG_SavePNG(surface, path) == 0 }

    /// `surface` as PNG bytes in memory: the very bytes `savePNG` writes to a file (`IMG_SavePNG_RW` into a
    /// `MemorySink`).
    static func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> Data {
        let sink = MemorySink()
        let rw = try sink.makeRW()
        // `freedst` 1: SDL_image closes the stream, which frees it (the sink stays ours).
        guard IMG_SavePNG_RW(surface, rw, 1) == 0 else { throw PlatformError.sdl("encoding PNG") }
        return sink.data
    }

    /// The picture in `bytes` (SDL2_image reads PNG and the rest), as a surface the caller destroys.
    static func loadImage(_ bytes: UnsafeRawBufferPointer) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return IMG_Load_RW(rw, 1)
    }

    // MARK: The renderer

    /// Nothing to set: SDL 2 scales textures by the nearest pixel unless hinted otherwise.
    static func prepare(renderer: OpaquePointer) {}
    static func prepare(texture: SDLTexture) {}

    static func outputSize(_ renderer: OpaquePointer) -> (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (w, h)
    }

    static func rendererName(_ renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    static func fillRect(_ renderer: OpaquePointer, _ rect: SDL_FRect) {
        var r = rect
        SDL_RenderFillRectF(renderer, &r)
    }

    static func setClip(_ renderer: OpaquePointer, _ rect: SDL_Rect?) {
        if var r = rect { SDL_RenderSetClipRect(renderer, &r) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// Copies `from` of `texture` (all of it when nil) to `to`, in whole pixels.
    static func copy(_ renderer: OpaquePointer, _ texture: SDLTexture, from: SDL_Rect?, to: SDL_Rect) {
        var dst = to
        if var src = from { SDL_RenderCopy(renderer, texture, &src, &dst) } else { SDL_RenderCopy(renderer, texture, nil, &dst) }
    }

    static func vertexColor(_ c: SDL_Color) -> SDLVertexColor { c }
    static func isOpaque(_ c: SDLVertexColor) -> Bool { c.a == 255 }
    /// A vertex colour in 8 bits, as the software renderer keeps it.
    static func color8(_ c: SDLVertexColor) -> SDL_Color { c }
    /// Whether `surface` holds 0xAARRGGBB pixels.
    static func isARGB8888(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        surface.pointee.format?.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
    }
    /// Whether `texture` holds 0xAARRGGBB pixels.
    static func textureIsARGB8888(_ texture: SDLTexture) -> Bool {
        var format: UInt32 = 0
        return SDL_QueryTexture(texture, &format, nil, nil, nil) == 0 && format == SDL_PIXELFORMAT_ARGB8888.rawValue
    }
    /// Runs what the renderer has queued.
    static func flush(_ renderer: OpaquePointer) { _ = SDL_RenderFlush(renderer) }

    enum TextureAccess { case streaming, target }

    static func createTexture(_ renderer: OpaquePointer, _ access: TextureAccess, width: Int32, height: Int32) -> SDLTexture? {
        let a = access == .streaming ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_TARGET
        return SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(a.rawValue), width, height)
    }

    static func createTexture(_ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>) -> SDLTexture? {
        SDL_CreateTextureFromSurface(renderer, surface)
    }

    static func lock(_ texture: SDLTexture, _ rect: inout SDL_Rect, _ raw: inout UnsafeMutableRawPointer?, _ pitch: inout Int32) -> Bool {
        SDL_LockTexture(texture, &rect, &raw, &pitch) == 0
    }

    static func setTarget(_ renderer: OpaquePointer, _ texture: SDLTexture?) -> Bool { SDL_SetRenderTarget(renderer, texture) == 0 }

    /// The pixels of the renderer's current target (all of it, or `rect`) as 0xAARRGGBB; nil when SDL
    /// cannot read them.
    static func readPixels(_ renderer: OpaquePointer, _ rect: SDL_Rect?) -> PixelFrame? {
        // Nil reads the viewport: the whole target (a texture's size while one is set).
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        var r = rect ?? SDL_Rect(x: 0, y: 0, w: viewport.w, h: viewport.h)
        var pixels = [UInt32](repeating: 0, count: Int(r.w) * Int(r.h))
        let ok = pixels.withUnsafeMutableBytes { buffer in
            rect == nil ? SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, r.w * 4)
                        : SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, r.w * 4)
        }
        return ok == 0 ? PixelFrame(width: Int(r.w), height: Int(r.h), pixels: pixels) : nil
    }

    // MARK: The window

    static let fullscreenFlag = SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    static let windowFlags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue

    /// The hint that names the video driver, and the environment variables that ask for one.
    static let videoDriverHint = SDL_HINT_VIDEODRIVER
    static let videoDriverVariables = ["SDL_VIDEODRIVER"]

    /// SDL 2 turns a pen into a mouse and a finger itself, with no hint to stop it.
    /// A composition longer than `SDL_TEXTEDITING`'s 32 bytes comes whole, as `SDL_TEXTEDITING_EXT`.
    static func setInputHints() {
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
    }

    static func initVideo() -> Bool { SDL_Init(SDL_INIT_VIDEO) == 0 }

    static func createWindow(_ title: String, width: Int32, height: Int32, flags: SDLWindowFlags) -> OpaquePointer? {
        let centered = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        return SDL_CreateWindow(title, centered, centered, width, height, flags)
    }

    /// An accelerated renderer with vsync (nil when none can be made), and whether it waits for the display.
    static func createVsyncRenderer(_ window: OpaquePointer) -> (OpaquePointer, waitsForDisplay: Bool)? {
        guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) else { return nil }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        // SDL's software renderer reports vsync it does not do: pace those frames ourselves.
        return (r, rendererName(r) != "software" && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0)
    }

    static func createSoftwareRenderer(_ window: OpaquePointer) -> OpaquePointer? {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// A renderer for a bench window, the driver SDL picks.
    static func createRenderer(_ window: OpaquePointer) -> OpaquePointer? { SDL_CreateRenderer(window, -1, 0) }

    static func stopTextInput(_ window: OpaquePointer) { SDL_StopTextInput() }

    /// Text input on (SDL 2's is the application's, not a window's), the composition under `area` (window
    /// coordinates, rounded out to whole ones).
    static func startTextInput(_ window: OpaquePointer, area: Rect) {
        var r = SDL_Rect(x: Int32(area.minX.rounded(.down)), y: Int32(area.minY.rounded(.down)),
                         w: Int32(area.width.rounded(.up)), h: Int32(area.height.rounded(.up)))
        SDL_SetTextInputRect(&r)
        if SDL_IsTextInputActive() == SDL_FALSE { SDL_StartTextInput() }
    }

    /// Frees what a polled event holds of SDL's: `SDL_TEXTEDITING_EXT`'s text, once it is converted.
    static func release(_ event: SDL_Event) {
        if event.type == SDL_TEXTEDITING_EXT.rawValue, let text = event.editExt.text { SDL_free(text) }
    }

    static func setFullscreen(_ window: OpaquePointer, _ on: Bool) { SDL_SetWindowFullscreen(window, on ? fullscreenFlag : 0) }

    // MARK: Events and time

    static let userEventType = SDL_USEREVENT.rawValue

    static func poll(_ event: inout SDL_Event) -> Bool { SDL_PollEvent(&event) != 0 }
    /// Whether any event is queued (SDL's poll sentinel not counted).
    static func hasEvents() -> Bool { SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE }

    static func waitEvent(timeout seconds: Double) -> Bool { SDL_WaitEventTimeout(nil, Int32(seconds * 1000)) != 0 }

    static func delay(_ seconds: Double) { SDL_Delay(UInt32(Swift.max(0, seconds) * 1000)) }

    /// The clock events are stamped on, in nanoseconds (SDL 2's ticks are milliseconds).
    static func eventClock() -> UInt64 { SDL_GetTicks64() * 1_000_000 }

    /// `event`'s own time on `eventClock()`: SDL 2 stamps events in 32-bit milliseconds.
    static func stamp(of event: SDL_Event) -> UInt64 { nanoseconds(ofEventTicks: event.common.timestamp) }

    /// An event's 32-bit millisecond stamp on SDL's 64-bit tick clock, in nanoseconds: the latest time with
    /// those low 32 bits not after now (SDL 2's event stamps wrap after 49 days; its ticks do not).
    static func nanoseconds(ofEventTicks ticks: UInt32, now: UInt64 = SDL_GetTicks64()) -> UInt64 {
        let back = UInt64(UInt32(truncatingIfNeeded: now) &- ticks)
        return (now >= back ? now - back : 0) * 1_000_000
    }

    /// SDL 2's event converter: it keeps no state between events.
}
#endif
