#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
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
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 || SDL_InitSubSystem(SDL_INIT_VIDEO) else { throw PlatformError.sdl("starting SDL video") }
        guard let w = SDL_CreateWindow("TouchTracker bench", Int32(size.width), Int32(size.height), 0) else {
            throw PlatformError.sdl("creating the window")
        }
        window = w
        guard let r = SDL_CreateRenderer(w, nil) else {
            SDL_DestroyWindow(w)
            throw PlatformError.sdl("creating a renderer")
        }
        handle = RendererHandle(r)
        rendererName = SDL_GetRendererName(r).map { String(cString: $0) } ?? "unknown"
        canvas = try SDLCanvas(renderer: handle, scale: 1)
    }

    deinit {
        handle.destroy()
        SDL_DestroyWindow(window)
    }

    /// Draws one frame of `app`, waits for it, and presents it.
    public func render(_ app: HostedApp) {
        canvas.drawFrame { app.render(in: $0) }
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = readPixels(handle.pointer, &one)
        SDL_RenderPresent(handle.pointer)
    }
}
#endif
