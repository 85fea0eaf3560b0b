#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
import Foundation
import Gestures

/// The SDL 3 window (`WindowSurface`): a resizable, high-density window, the renderer (with vsync where
/// there is one, software otherwise), SDL 3's events as `RawInput` (pens and trackpad pinches as
/// themselves, SDL's pen-as-mouse and pen-as-touch copies turned off), its nanosecond clocks, and its
/// fingers. Only SDL is here: the frame loop (pacing, the idle rule, script parts, event timing) is the
/// host's `FrameLoop`.
public final class InteractiveHost: WindowSurface {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let rendererHandle: RendererHandle
    private var canvas: SDLCanvas
    private var scale: Double
    /// Whether presenting waits for vsync (the software renderer does not).
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
    /// SDL_WindowFlags (SDL_video.h): macros of `SDL_UINT64_C`, which Swift does not import.
    static let fullscreenFlag: SDL_WindowFlags = 0x1, resizableFlag: SDL_WindowFlags = 0x20, highPixelDensityFlag: SDL_WindowFlags = 0x2000

    /// `uiScale`: the interface scale at start (`--ui-scale`; ctrl+plus, ctrl+minus and ctrl+0 change it).
    public init(size: Size, title: String, software requested: Bool, fullscreen: Bool = false, uiScale: Double = 1) throws {
        var software = requested
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")     // touches do not also arrive as mouse events
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")     // nor the mouse as touches: each is handled once
        SDL_SetHint(SDL_HINT_PEN_MOUSE_EVENTS, "0")       // a pen arrives as a pen (RawInput's pen cases),
        SDL_SetHint(SDL_HINT_PEN_TOUCH_EVENTS, "0")       // not also as a mouse and a finger
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")   // drawing is no reason to keep the screen awake
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")        // QuitSignals handles SIGINT and SIGTERM
        // X11 and Wayland already send the pressed window every motion until the release; SDL's own capture
        // adds a grab and a round trip at each press and release (issue 41's storm).
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "0")
        let environment = ProcessInfo.processInfo.environment
        // SDL 3 reads SDL_VIDEO_DRIVER; SDL 2's name, SDL_VIDEODRIVER, is taken too (the tests and docs use it).
        let asked = environment["SDL_VIDEO_DRIVER"] ?? environment["SDL_VIDEODRIVER"]
        if let asked {
            SDL_SetHint(SDL_HINT_VIDEO_DRIVER, asked)
        } else {
            // Only the display servers the environment names: never SDL's invisible fallback.
            let x11 = environment["DISPLAY"] != nil, wayland = environment["WAYLAND_DISPLAY"] != nil
            guard x11 || wayland else {
                throw PlatformError("no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); to run a script without one: touchtracker --headless --script FILE")
            }
            SDL_SetHint(SDL_HINT_VIDEO_DRIVER, wayland ? (x11 ? "wayland,x11" : "wayland") : "x11")
        }
        guard SDL_Init(SDL_INIT_VIDEO) else {
            let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? ""
            throw PlatformError("no display to open a window on (\(display) cannot be opened: \(String(cString: SDL_GetError()))); to run a script without one: touchtracker --headless --script FILE")
        }
        // With no usable display SDL falls back to a driver that shows nothing: say so instead of running unseen.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if (driver == "offscreen" || driver == "dummy") && asked != driver {
            SDL_Quit()
            throw PlatformError("no display to open a window on (SDL chose its \(driver) driver); to run a script without one: touchtracker --headless --script FILE")
        }
        var flags = Self.resizableFlag | Self.highPixelDensityFlag
        if fullscreen { flags |= Self.fullscreenFlag }
        guard let w = SDL_CreateWindow(title, Int32(size.width), Int32(size.height), flags) else {
            throw PlatformError.sdl("creating the window")
        }
        window = w
        var r: OpaquePointer? = nil
        // SDL's own hint, SDL_RENDER_DRIVER (software, opengl, opengles2, ...), chooses when it is set and
        // --software does not: SDL_CreateRenderer reads it. Without it and with no GPU device, SDL's software
        // renderer is used directly (OpenGL on llvmpipe is slower for 2D; see the SDL 2 backend).
        let hinted = environment["SDL_RENDER_DRIVER"].map { !$0.isEmpty } ?? false
        if !software && !hinted && !InteractiveHost.hasGPUDevice() { software = true }
        if !software {
            r = SDL_CreateRenderer(w, nil)
            if r == nil, hinted {
                startupProblem = "SDL_RENDER_DRIVER=\(environment["SDL_RENDER_DRIVER"]!) could not be used (\(String(cString: SDL_GetError()))): software instead"
            }
        }
        if r == nil { r = SDL_CreateRenderer(w, "software") }
        guard let renderer = r else { throw PlatformError.sdl("creating a renderer") }
        self.renderer = renderer
        rendererHandle = RendererHandle(renderer)
        rendererName = SDL_GetRendererName(renderer).map { String(cString: $0) } ?? "unknown"
        // Vsync where the renderer does it; SDL's software renderer paces nothing (the loop paces it).
        presentWaitsForDisplay = rendererName != "software" && SDL_SetRenderVSync(renderer, 1)
        scale = InteractiveHost.pixelsPerPoint(window: w, renderer: renderer) * uiScale
        canvas = try SDLCanvas(renderer: rendererHandle, scale: scale)
        // SDL's record of the mouse's buttons misses a release that came while the window was unmapped: the X
        // server's own events correct it (`X11ButtonRecord`).
        X11ButtonRecord.install()
        // Keys arrive as key events; text input would only summon an on-screen keyboard on a touchscreen.
        SDL_StopTextInput(w)
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
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRenderOutputSize(renderer, &pw, &ph)
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
            e.type = SDL_EVENT_USER.rawValue
            _ = SDL_PushEvent(&e)
        }
    }

    public func seconds() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }

    /// SDL 3's clock in nanoseconds: the one its events are stamped on (`SDL_GetTicksNS`).
    public func eventClock() -> UInt64 { SDL_GetTicksNS() }

    public func pollEvents(_ handle: (SurfaceEvent) -> Void) {
        guard let session else { preconditionFailure("the surface is polled before the frame loop attached its session") }
        var event = SDL_Event()
        let ours = SDL_GetWindowID(window)
        while SDL_PollEvent(&event) {
            switch converter.convert(event, windowSize: session.translator.windowSize, windowID: ours) {
            // SDL 3 stamps each event in nanoseconds on SDL_GetTicksNS's clock, when the driver saw it.
            case .input(let input): handle(.input(input, stamp: event.common.timestamp))
            case .quit: handle(.quit)
            case .resized: handle(.resized)
            case .none: break
            }
        }
    }

    public func waitForEvent(timeout: Double) -> Bool { SDL_WaitEventTimeout(nil, Int32(timeout * 1000)) }

    public func sleep(_ seconds: Double) { SDL_DelayNS(UInt64(Swift.max(0, seconds) * 1e9)) }

    public func fingersDown() -> [(device: Int64, fingers: Set<Int64>)] {
        SDLEventConverter.touchDevices().map { ($0, SDLEventConverter.fingersDown(on: $0)) }
    }

    public func present(_ session: Session) {
        canvas.drawFrame(of: session)
        SDL_RenderPresent(renderer)
    }

    public func captureFrame(of session: Session) throws -> PixelFrame {
        canvas.drawFrame(of: session)
        guard let frame = readPixels(renderer, nil) else { throw PlatformError.sdl("reading the frame back") }
        return frame
    }

    public func windowChanged(uiScale: Double) {
        let newScale = InteractiveHost.pixelsPerPoint(window: window, renderer: renderer) * uiScale
        if newScale != scale, let c = try? SDLCanvas(renderer: rendererHandle, scale: newScale) {
            scale = newScale
            canvas = c
        }
    }

    public func toggleFullscreen() {
        let isFull = SDL_GetWindowFlags(window) & Self.fullscreenFlag != 0
        SDL_SetWindowFullscreen(window, !isFull)
    }

    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGCodec.decode(data) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { try PNGCodec.encode(frame) }
    public func writePNG(_ frame: PixelFrame, to path: String) throws { try PNGWriter.save(frame, to: path) }
}
#endif
