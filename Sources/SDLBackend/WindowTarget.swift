import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Gestures

/// A real window and the renderer SDL gives it (SDL_RENDER_DRIVER chooses), for measuring frames on a
/// renderer other than the offscreen software one (`touchtracker-bench opengl`). Each `render` waits until
/// the frame is drawn (a one-pixel read-back), so its time is the renderer's, not only the commands'.
public final class WindowTarget {
    private let window: OpaquePointer
    private let handle: RendererHandle
    public let canvas: SDLCanvas
    /// The renderer in use (`opengl`, `software`, ...).
    public let rendererName: String

    public init(size: Size) throws {
        guard SDLAPI.startVideo() else { throw PlatformError.sdl("starting SDL video") }
        guard let w = SDLAPI.createWindow("TouchTracker bench", width: Int32(size.width), height: Int32(size.height), flags: 0) else {
            throw PlatformError.sdl("creating the window")
        }
        window = w
        guard let r = SDLAPI.createRenderer(w) else {
            SDL_DestroyWindow(w)
            throw PlatformError.sdl("creating a renderer")
        }
        handle = RendererHandle(r)
        rendererName = SDLAPI.rendererName(r)
        canvas = try SDLCanvas(renderer: handle, scale: 1)
    }

    deinit {
        handle.destroy()
        SDL_DestroyWindow(window)
    }

    /// Draws one frame of `app`, waits for it, and presents it.
    public func render(_ app: HostedApp) {
        canvas.drawFrame { app.render(in: $0) }
        _ = SDLAPI.readPixels(handle.pointer, SDL_Rect(x: 0, y: 0, w: 1, h: 1))
        SDL_RenderPresent(handle.pointer)
    }
}
