import AppHost
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Foundation
import Gestures

/// The SDL window (`WindowSurface`): a resizable, high-DPI aware window, the renderer (with vsync where
/// there is one, software otherwise), SDL's events as `RawInput` (on SDL 3 pens and trackpad pinches as
/// themselves, SDL's pen-as-mouse and pen-as-touch copies turned off), its clocks (event stamps in
/// nanoseconds on either SDL), and its fingers. Only SDL is here: the frame loop (pacing, the idle rule,
/// script parts, event timing) is the host's `FrameLoop`.
public final class InteractiveHost: WindowSurface {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let rendererHandle: RendererHandle
    private var canvas: SDLCanvas
    private var scale: Double
    /// Whether presenting waits for vsync (the software renderer reports vsync it does not do).
    public let presentWaitsForDisplay: Bool
    /// The renderer SDL gave (`software`, `opengl`, ...): the state dump's `renderer`.
    public let rendererName: String
    public var backendName: String { SDLVersion.backendName }
    /// A problem found while starting, said by the frame loop when it starts.
    public private(set) var startupProblem: String?
    private let frequency = Double(SDL_GetPerformanceFrequency())
    /// The session, once the frame loop made it: events are converted in its window size.
    private weak var session: Session?
    private var converter = SDLEventConverter()

    /// `uiScale`: the interface scale at start (`--ui-scale`; ctrl+plus, ctrl+minus and ctrl+0 change it).
    public init(size: Size, title: String, software requested: Bool, fullscreen: Bool = false, uiScale: Double = 1) throws {
        var software = requested
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")     // touches do not also arrive as mouse events
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")     // nor the mouse as touches: each is handled once
        SDLAPI.setInputHints()
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")   // drawing is no reason to keep the screen awake
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")        // QuitSignals handles SIGINT and SIGTERM
        // X11 and Wayland already send the pressed window every motion until the release (an implicit grab);
        // SDL's own capture adds a grab and a round trip to the server at each press and release: 5,000 right
        // clicks cost seconds (issue 41's storm), a wheel click nothing.
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "0")
        let environment = ProcessInfo.processInfo.environment
        let asked = SDLAPI.videoDriverVariables.lazy.compactMap { environment[$0] }.first
        if let asked {
            SDL_SetHint(SDLAPI.videoDriverHint, asked)
        } else {
            // Only the display servers the environment names: never SDL's invisible fallback.
            let x11 = environment["DISPLAY"] != nil, wayland = environment["WAYLAND_DISPLAY"] != nil
            guard x11 || wayland else {
                throw PlatformError("no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); to run a script without one: touchtracker --headless --script FILE")
            }
            SDL_SetHint(SDLAPI.videoDriverHint, wayland ? (x11 ? "wayland,x11" : "wayland") : "x11")
        }
        guard SDLAPI.initVideo() else {
            let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? ""
            throw PlatformError("no display to open a window on (\(display) cannot be opened: \(String(cString: SDL_GetError()))); to run a script without one: touchtracker --headless --script FILE")
        }
        // With no usable display SDL falls back to a driver that shows nothing: say so instead of running unseen.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if (driver == "offscreen" || driver == "dummy") && asked != driver {
            SDL_Quit()
            throw PlatformError("no display to open a window on (SDL chose its \(driver) driver); to run a script without one: touchtracker --headless --script FILE")
        }
        var flags = SDLAPI.windowFlags
        if fullscreen { flags |= SDLAPI.fullscreenFlag }
        guard let w = SDLAPI.createWindow(title, width: Int32(size.width), height: Int32(size.height), flags: flags) else {
            throw PlatformError.sdl("creating the window")
        }
        window = w
        var r: OpaquePointer? = nil, waits = false
        // SDL's own hint, SDL_RENDER_DRIVER (software, opengl, opengles2, ...), chooses when it is set and
        // --software does not: SDL_CreateRenderer reads it. Without it: with no GPU device, "accelerated"
        // means OpenGL in software (llvmpipe), slower than SDL's own software renderer for 2D and seen to hang
        // at start-up under X, so SDL's software renderer is used directly.
        let hinted = environment["SDL_RENDER_DRIVER"].map { !$0.isEmpty } ?? false
        if !software && !hinted && !InteractiveHost.hasGPUDevice() { software = true }
        if !software {
            if let made = SDLAPI.createVsyncRenderer(w) { (r, waits) = (made.0, made.waitsForDisplay) }
            if r == nil, hinted {
                startupProblem = "SDL_RENDER_DRIVER=\(environment["SDL_RENDER_DRIVER"]!) could not be used (\(String(cString: SDL_GetError()))): software instead"
            }
        }
        if r == nil { r = SDLAPI.createSoftwareRenderer(w) }
        guard let renderer = r else { throw PlatformError.sdl("creating a renderer") }
        self.renderer = renderer
        rendererHandle = RendererHandle(renderer)
        rendererName = SDLAPI.rendererName(renderer)
        presentWaitsForDisplay = waits
        scale = InteractiveHost.pixelsPerPoint(window: w, renderer: renderer) * uiScale
        canvas = try SDLCanvas(renderer: rendererHandle, scale: scale)
        // SDL's record of the mouse's buttons misses a release that came while the window was unmapped: the X
        // server's own events correct it (`X11ButtonRecord`).
        X11ButtonRecord.install()
        // Keys arrive as key events; text input is on only while the app takes text (`setTextInput`): else it
        // would only summon an on-screen keyboard on a touchscreen.
        SDLAPI.stopTextInput(w)
    }

    deinit {
        rendererHandle.destroy()
        SDL_DestroyWindow(window)
    }

    /// Whether the machine has a GPU render node (Linux's /dev/dri/renderD*).
    static func hasGPUDevice() -> Bool {
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") }
    }

    static func pointSize(of window: OpaquePointer) -> Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    static func pixelsPerPoint(window: OpaquePointer, renderer: OpaquePointer) -> Double {
        let (pw, _) = SDLAPI.outputSize(renderer)
        let points = pointSize(of: window)
        return points.width > 0 ? Double(pw) / points.width : 1
    }

    // MARK: WindowSurface

    public var pointSize: Size { Self.pointSize(of: window) }

    public func attach(to session: Session) {
        self.session = session
        SDLEventConverter.wire(session)
    }

    /// A user event in SDL's queue (SDL_PushEvent may be called from any thread) ends the idle wait.
    public func makeWaker() -> @Sendable () -> Void {
        {
            var e = SDL_Event()
            e.type = SDLAPI.userEventType
            _ = SDL_PushEvent(&e)
        }
    }

    public func seconds() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }

    /// The clock SDL stamps events on, in nanoseconds (SDL 2's milliseconds, SDL 3's nanoseconds).
    public func eventClock() -> UInt64 { SDLAPI.eventClock() }

    public func pollEvents(_ handle: (SurfaceEvent) -> Void) {
        guard let session else { preconditionFailure("the surface is polled before the frame loop attached its session") }
        let ours = SDL_GetWindowID(window)
        EventDrain.drain { event in
            switch converter.convert(event, windowSize: session.translator.windowSize, windowID: ours) {
            case .input(let input): handle(.input(input, stamp: SDLAPI.stamp(of: event)))
            case .quit: handle(.quit)
            case .resized: handle(.resized)
            case .none: break
            }
            SDLAPI.release(event)
        }
    }

    public func waitForEvent(timeout: Double) -> Bool { SDLAPI.waitEvent(timeout: timeout) }

    public func sleep(_ seconds: Double) { SDLAPI.delay(seconds) }

    public func fingersDown() -> [(device: Int64, fingers: Set<Int64>)] {
        SDLEventConverter.touchDevices().map { ($0, SDLEventConverter.fingersDown(on: $0)) }
    }

    public func present(_ session: Session) {
        canvas.drawFrame(of: session)
        SDL_RenderPresent(renderer)
    }

    public func captureFrame(of session: Session) throws -> PixelFrame {
        canvas.drawFrame(of: session)
        guard let frame = SDLAPI.readPixels(renderer, nil) else { throw PlatformError.sdl("reading the frame back") }
        return frame
    }

    public func windowChanged(uiScale: Double) {
        let newScale = InteractiveHost.pixelsPerPoint(window: window, renderer: renderer) * uiScale
        if newScale != scale, let c = try? SDLCanvas(renderer: rendererHandle, scale: newScale) {
            scale = newScale
            canvas = c
        }
    }

    /// SDL's text input on, its composition under `area`, while the app takes text; off otherwise (an input
    /// method then sees no keys, and a touchscreen shows no on-screen keyboard).
    public func setTextInput(area: Rect?) {
        if let area { SDLAPI.startTextInput(window, area: area) } else { SDLAPI.stopTextInput(window) }
    }

    public func toggleFullscreen() {
        SDLAPI.setFullscreen(window, SDL_GetWindowFlags(window) & SDLAPI.fullscreenFlag == 0)
    }

    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGCodec.decode(data) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { try PNGCodec.encode(frame) }
    public func writePNG(_ frame: PixelFrame, to path: String) throws { try PNGWriter.save(frame, to: path) }
}
