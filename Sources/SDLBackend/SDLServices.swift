import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// The SDL backend's services to an app: text sizes from the shipped font (SDL_ttf), pictures through an
/// offscreen software renderer.
public final class SDLServices: BackendServices {
    private let metrics = FontMetrics()

    public init() {}

    #if SDL3
    public var reportsPenTiltEraserAndPinch: Bool { true }
    #endif

    public func measure(_ text: String, size: Points) -> Size { metrics.measure(text, size: size) }

    public func writePNG(size: Size, scale: Double, to path: String, _ body: (Canvas) -> Void) throws {
        let target = try OffscreenTarget(size: size, scale: scale)
        target.render(body)
        try target.savePNG(to: path)
    }

    /// SDL_SetClipboardText: the clipboard of the window's video driver (none without a window).
    public func copyToClipboard(_ text: String) -> String? {
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return "there is no window, so no clipboard" }
        return SDLAPI.setClipboard(text) ? nil : String(cString: SDL_GetError())
    }
}
