#if SDL3   // the SDL 3 layer: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
import CSDL3TTF
import Foundation
import Gestures

/// The texture handle SDL 3 gives: a typed pointer.
typealias SDLTexture = UnsafeMutablePointer<SDL_Texture>
/// The colour a vertex carries on SDL 3: float channels.
typealias SDLVertexColor = SDL_FColor
/// SDL 3's window flags (64-bit).
typealias SDLWindowFlags = SDL_WindowFlags

/// The SDL 3 side of the backend's per-SDL layer (`SDL2API` is its twin; see there): renamed calls, Bool
/// results, float rectangles and colours, nanosecond stamps, PNG without SDL_image, text through SDL3_ttf.
enum SDL3API {
    // MARK: The library

    /// SDL 3's version as loaded, `3.4.14` (SDL_GetVersion's `major * 1000000 + minor * 1000 + micro`).
    static func linkedVersion() -> String {
        let v = Int(SDL_GetVersion())
        return "\(v / 1_000_000).\(v / 1000 % 1000).\(v % 1000)"
    }

    static func startVideo() -> Bool { SDL_WasInit(SDL_INIT_VIDEO) != 0 || SDL_InitSubSystem(SDL_INIT_VIDEO) }

    static func setClipboard(_ text: String) -> Bool { SDL_SetClipboardText(text) }

    /// SDL's name for `key` ("" when it has none).
    static func keyName(_ key: SDL_Keycode) -> String { SDL_GetKeyName(key).map { String(cString: $0) } ?? "" }

    // MARK: Text (SDL3_ttf)

    static func startTTF() -> Bool { TTF_WasInit() != 0 || TTF_Init() }

    /// The font at `path` in `pixels`, shaped as SDL2_ttf shapes (`FontScript`), from its bytes in memory
    /// where they are held (`FontFiles`, unless not `fromMemory`; call inside `FontLock`).
    static func openFont(_ path: String, pixels: Int, index: Int = 0, fromMemory: Bool = true) -> OpaquePointer? {
        let props = SDL_CreateProperties()
        defer { SDL_DestroyProperties(props) }
        if fromMemory, let bytes = FontFiles.bytes(of: path), let io = SDL_IOFromConstMem(bytes.baseAddress, bytes.count) {
            SDL_SetPointerProperty(props, TTF_PROP_FONT_CREATE_IOSTREAM_POINTER, UnsafeMutableRawPointer(io))
            SDL_SetBooleanProperty(props, TTF_PROP_FONT_CREATE_IOSTREAM_AUTOCLOSE_BOOLEAN, true)   // closed with the font, or on failure
        } else {
            SDL_SetStringProperty(props, TTF_PROP_FONT_CREATE_FILENAME_STRING, path)
        }
        SDL_SetFloatProperty(props, TTF_PROP_FONT_CREATE_SIZE_FLOAT, Float(pixels))
        SDL_SetNumberProperty(props, TTF_PROP_FONT_CREATE_FACE_NUMBER, Int64(index))
        guard let f = TTF_OpenFontWithProperties(props) else { return nil }
        FontScript.setAsSDL2TTFDoes(f)
        return f
    }

    static func hasGlyph(_ font: OpaquePointer, _ scalar: UInt32) -> Bool { TTF_FontHasGlyph(font, scalar) }

    static func ascent(_ font: OpaquePointer) -> Int32 { TTF_GetFontAscent(font) }
    /// The font's line height in pixels: a colour emoji font's is its bitmaps' (call inside `FontLock`).
    static func lineHeight(_ font: OpaquePointer) -> Int32 { TTF_GetFontHeight(font) }

    /// Copies `source` onto `target` at (x, y) as it is (no blending: the pieces do not overlap).
    static func copySurface(_ source: UnsafeMutablePointer<SDL_Surface>, onto target: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32) {
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        var to = SDL_Rect(x: x, y: y, w: source.pointee.w, h: source.pointee.h)
        _ = SDL_BlitSurface(source, nil, target, &to)
    }

    static func clearSurface(_ s: UnsafeMutablePointer<SDL_Surface>) { _ = SDL_FillSurfaceRect(s, nil, 0) }

    /// Hinting as the goldens were made with (call inside `FontLock`).
    static func setLightHinting(_ font: OpaquePointer) { TTF_SetFontHinting(font, TTF_HINTING_LIGHT) }

    /// Makes `font` shape in `script` (ISO 15924: "Arab", "Deva"), right to left or left to right, through
    /// HarfBuzz: for a font that draws nothing else (call inside `FontLock`).
    static func setShaping(_ font: OpaquePointer, script: String, rightToLeft: Bool) -> Bool {
        TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR) && TTF_SetFontScript(font, TTF_StringToTag(script))
    }

    static func closeFont(_ font: OpaquePointer) { TTF_CloseFont(font) }

    /// `text`'s size in `font` (call inside `FontLock`).
    static func textSize(_ font: OpaquePointer, _ text: String) -> (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        _ = TTF_GetStringSize(font, text, 0, &w, &h)
        return (w, h)
    }

    /// `text` drawn anti-aliased in `colour` on a transparent surface (call inside `FontLock`).
    static func renderText(_ font: OpaquePointer, _ text: String, _ colour: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        TTF_RenderText_Blended(font, text, 0, colour)
    }

    // MARK: Surfaces and PNG

    static func createSurface(width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_CreateSurface(width, height, SDL_PIXELFORMAT_ARGB8888)
    }

    /// A surface over `pixels` (0xAARRGGBB rows of `pitch` bytes), which it does not own.
    static func surface(over pixels: UnsafeMutableRawPointer?, width: Int32, height: Int32, pitch: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_CreateSurfaceFrom(width, height, SDL_PIXELFORMAT_ARGB8888, pixels, pitch)
    }

    static func destroySurface(_ s: UnsafeMutablePointer<SDL_Surface>) { SDL_DestroySurface(s) }

    /// `s` scaled to `width`×`height`, linearly filtered, as a new 0xAARRGGBB surface the caller destroys.
    static func scaledSurface(_ s: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let scaled = SDL_ScaleSurface(s, width, height, SDL_SCALEMODE_LINEAR) else { return nil }
        if scaled.pointee.format == SDL_PIXELFORMAT_ARGB8888 { return scaled }
        defer { SDL_DestroySurface(scaled) }
        return SDL_ConvertSurface(scaled, SDL_PIXELFORMAT_ARGB8888)
    }

    static func convertToARGB(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_ConvertSurface(s, SDL_PIXELFORMAT_ARGB8888)
    }

    /// Writes `surface` as PNG to `path` (SDL 3.4's own codec).
    static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) -> Bool { SDL_SavePNG(surface, path) }

    /// `surface` as PNG bytes: SDL writes them into a growing memory stream, the very bytes `savePNG` writes.
    static func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> Data {
        guard let io = SDL_IOFromDynamicMem() else { throw PlatformError.sdl("making a memory stream") }
        defer { SDL_CloseIO(io) }
        guard SDL_SavePNG_IO(surface, io, false) else { throw PlatformError.sdl("encoding PNG") }
        let count = Int(SDL_TellIO(io))
        guard count > 0, let bytes = SDL_GetPointerProperty(SDL_GetIOProperties(io), SDL_PROP_IOSTREAM_DYNAMIC_MEMORY_POINTER, nil) else {
            throw PlatformError("encoding PNG: SDL wrote nothing")
        }
        return Data(bytes: bytes, count: count)
    }

    /// The PNG in `bytes`, as a surface the caller destroys.
    static func loadImage(_ bytes: UnsafeRawBufferPointer) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let io = SDL_IOFromConstMem(bytes.baseAddress, bytes.count) else { return nil }
        return SDL_LoadPNG_IO(io, true)
    }

    // MARK: The renderer

    /// SDL 3 filters textures linearly unless told: pictures, text and sprites are copied pixel for pixel.
    static func prepare(renderer: OpaquePointer) { SDL_SetDefaultTextureScaleMode(renderer, SDL_SCALEMODE_NEAREST) }
    static func prepare(texture: SDLTexture) { SDL_SetTextureScaleMode(texture, SDL_SCALEMODE_NEAREST) }

    static func outputSize(_ renderer: OpaquePointer) -> (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRenderOutputSize(renderer, &w, &h)
        return (w, h)
    }

    static func rendererName(_ renderer: OpaquePointer) -> String { SDL_GetRendererName(renderer).map { String(cString: $0) } ?? "unknown" }

    static func fillRect(_ renderer: OpaquePointer, _ rect: SDL_FRect) {
        var r = rect
        SDL_RenderFillRect(renderer, &r)
    }

    static func setClip(_ renderer: OpaquePointer, _ rect: SDL_Rect?) {
        if var r = rect { SDL_SetRenderClipRect(renderer, &r) } else { SDL_SetRenderClipRect(renderer, nil) }
    }

    /// Copies `from` of `texture` (all of it when nil) to `to`, in whole pixels.
    static func copy(_ renderer: OpaquePointer, _ texture: SDLTexture, from: SDL_Rect?, to: SDL_Rect) {
        var dst = SDL_FRect(to)
        if let from { var src = SDL_FRect(from); SDL_RenderTexture(renderer, texture, &src, &dst) } else { SDL_RenderTexture(renderer, texture, nil, &dst) }
    }

    static func vertexColor(_ c: SDL_Color) -> SDLVertexColor {
        SDL_FColor(r: Float(c.r) / 255, g: Float(c.g) / 255, b: Float(c.b) / 255, a: Float(c.a) / 255)
    }
    /// SDL 3's vertex colours are floats: opaque is an alpha of 1 (not SDL 2's 255).
    static func isOpaque(_ c: SDLVertexColor) -> Bool { c.a >= 1 }
    /// A vertex colour in 8 bits, as the software renderer keeps it (`SW_QueueGeometry`: rounded).
    static func color8(_ c: SDLVertexColor) -> SDL_Color {
        func byte(_ f: Float) -> UInt8 { UInt8((Swift.min(Swift.max(f, 0), 1) * 255).rounded()) }
        return SDL_Color(r: byte(c.r), g: byte(c.g), b: byte(c.b), a: byte(c.a))
    }
    /// Whether `surface` holds 0xAARRGGBB pixels.
    static func isARGB8888(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool { surface.pointee.format == SDL_PIXELFORMAT_ARGB8888 }
    /// Whether `texture` holds 0xAARRGGBB pixels.
    static func textureIsARGB8888(_ texture: SDLTexture) -> Bool { texture.pointee.format == SDL_PIXELFORMAT_ARGB8888 }
    /// Runs what the renderer has queued.
    static func flush(_ renderer: OpaquePointer) { _ = SDL_FlushRenderer(renderer) }

    enum TextureAccess { case streaming, target }

    static func createTexture(_ renderer: OpaquePointer, _ access: TextureAccess, width: Int32, height: Int32) -> SDLTexture? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, access == .streaming ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_TARGET, width, height)
    }

    static func createTexture(_ renderer: OpaquePointer, from surface: UnsafeMutablePointer<SDL_Surface>) -> SDLTexture? {
        SDL_CreateTextureFromSurface(renderer, surface)
    }

    static func lock(_ texture: SDLTexture, _ rect: inout SDL_Rect, _ raw: inout UnsafeMutableRawPointer?, _ pitch: inout Int32) -> Bool {
        SDL_LockTexture(texture, &rect, &raw, &pitch)
    }

    static func setTarget(_ renderer: OpaquePointer, _ texture: SDLTexture?) -> Bool { SDL_SetRenderTarget(renderer, texture) }

    /// The pixels of the renderer's current target (all of it, or `rect`) as 0xAARRGGBB: SDL 3 reads them
    /// into a surface of the target's own format, converted here. Nil when SDL cannot read them.
    static func readPixels(_ renderer: OpaquePointer, _ rect: SDL_Rect?) -> PixelFrame? {
        let read: UnsafeMutablePointer<SDL_Surface>?
        if var r = rect { read = SDL_RenderReadPixels(renderer, &r) } else { read = SDL_RenderReadPixels(renderer, nil) }
        guard let read else { return nil }
        defer { SDL_DestroySurface(read) }
        guard let s = SDL_ConvertSurface(read, SDL_PIXELFORMAT_ARGB8888) else { return nil }
        defer { SDL_DestroySurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch) / 4
        let base = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { out[y * w + x] = base[y * pitch + x] } }
        return PixelFrame(width: w, height: h, pixels: out)
    }

    // MARK: The window

    /// SDL_WindowFlags (SDL_video.h): macros of `SDL_UINT64_C`, which Swift does not import.
    static let fullscreenFlag: SDL_WindowFlags = 0x1
    static let windowFlags: SDL_WindowFlags = 0x20 | 0x2000   // resizable, high pixel density

    /// The hint that names the video driver, and the environment variables that ask for one: SDL 3 reads
    /// SDL_VIDEO_DRIVER; SDL 2's name, SDL_VIDEODRIVER, is taken too (the tests and docs use it).
    static let videoDriverHint = SDL_HINT_VIDEO_DRIVER
    static let videoDriverVariables = ["SDL_VIDEO_DRIVER", "SDL_VIDEODRIVER"]

    /// A pen arrives as a pen (RawInput's pen cases), not also as a mouse and a finger.
    static func setInputHints() {
        SDL_SetHint(SDL_HINT_PEN_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_PEN_TOUCH_EVENTS, "0")
    }

    static func initVideo() -> Bool { SDL_Init(SDL_INIT_VIDEO) }

    static func createWindow(_ title: String, width: Int32, height: Int32, flags: SDLWindowFlags) -> OpaquePointer? {
        SDL_CreateWindow(title, width, height, flags)
    }

    /// An accelerated renderer with vsync (nil when none can be made), and whether it waits for the display.
    static func createVsyncRenderer(_ window: OpaquePointer) -> (OpaquePointer, waitsForDisplay: Bool)? {
        guard let r = SDL_CreateRenderer(window, nil) else { return nil }
        // Vsync where the renderer does it; SDL's software renderer paces nothing (the loop paces it).
        return (r, rendererName(r) != "software" && SDL_SetRenderVSync(r, 1))
    }

    static func createSoftwareRenderer(_ window: OpaquePointer) -> OpaquePointer? { SDL_CreateRenderer(window, "software") }

    /// A renderer for a bench window, the driver SDL picks.
    static func createRenderer(_ window: OpaquePointer) -> OpaquePointer? { SDL_CreateRenderer(window, nil) }

    static func stopTextInput(_ window: OpaquePointer) { SDL_StopTextInput(window) }

    /// Text input on for `window`, the composition under `area` (window coordinates, rounded out to whole
    /// ones; the input method's cursor at its left).
    static func startTextInput(_ window: OpaquePointer, area: Rect) {
        var r = SDL_Rect(x: Int32(area.minX.rounded(.down)), y: Int32(area.minY.rounded(.down)),
                         w: Int32(area.width.rounded(.up)), h: Int32(area.height.rounded(.up)))
        _ = SDL_SetTextInputArea(window, &r, 0)
        if !SDL_TextInputActive(window) { _ = SDL_StartTextInput(window) }
    }

    /// Nothing to free: SDL 3's event texts are its own temporary memory.
    static func release(_ event: SDL_Event) {}

    static func setFullscreen(_ window: OpaquePointer, _ on: Bool) { SDL_SetWindowFullscreen(window, on) }

    // MARK: Events and time

    static let userEventType = SDL_EVENT_USER.rawValue

    static func poll(_ event: inout SDL_Event) -> Bool { SDL_PollEvent(&event) }
    /// Whether any event is queued (SDL's poll sentinel not counted).
    static func hasEvents() -> Bool { SDL_HasEvents(SDL_EVENT_FIRST.rawValue, SDL_EVENT_LAST.rawValue) }

    static func waitEvent(timeout seconds: Double) -> Bool { SDL_WaitEventTimeout(nil, Int32(seconds * 1000)) }

    static func delay(_ seconds: Double) { SDL_DelayNS(UInt64(Swift.max(0, seconds) * 1e9)) }

    /// SDL 3's clock in nanoseconds: the one its events are stamped on (`SDL_GetTicksNS`).
    static func eventClock() -> UInt64 { SDL_GetTicksNS() }

    /// SDL 3 stamps each event in nanoseconds on SDL_GetTicksNS's clock, when the driver saw it.
    static func stamp(of event: SDL_Event) -> UInt64 { event.common.timestamp }

    /// SDL 3's event converter: it keeps each pen's axes between events.
}

extension SDL_FRect {
    /// A whole-pixel rectangle as SDL 3's float one (what its copies take).
    init(_ r: SDL_Rect) { self.init(x: Float(r.x), y: Float(r.y), w: Float(r.w), h: Float(r.h)) }
}
#endif
