import AppHost
import CSDL2
import CSDL2Image
import Foundation
import Gestures

/// The visible app: a resizable, high-DPI aware window, the renderer (with vsync where there is one,
/// software otherwise), and the frame loop at 60 fps. Each frame drains every pending SDL event, advances
/// the clock, updates, renders and presents, so what a finger did is on screen in the frame that handled it.
public final class InteractiveHost: SDLScriptDriver, WindowHost {
    public let session: Session
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let rendererHandle: RendererHandle
    private var canvas: SDLCanvas
    private var scale: Double
    private let hasVSync: Bool
    /// The renderer SDL gave (`software`, `opengl`, ...): the state dump's `renderer`.
    public let rendererName: String
    /// A problem found while starting, reported through `onDiagnostic` when `run` starts.
    private var onDiagnosticAtStart: String?
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var lastFrameCounter = SDL_GetPerformanceCounter()
    private var frameStartCounter = SDL_GetPerformanceCounter()
    private var devices: [Int64] = []
    /// SDL's clock and the app's at the last frame, and the last event's time (see `EventTiming`).
    private var frameTicks = SDL_GetTicks()
    private var frameAppTime: Seconds = 0
    private var lastEventTime: Seconds = 0
    private var running = true
    /// While a script plays, time is virtual (1/60 s a frame); afterwards it follows the performance counter.
    private var scripted = false
    public var onDiagnostic: ((String) -> Void)?

    /// `uiScale`: the interface scale at start (`--ui-scale`; ctrl+plus, ctrl+minus and ctrl+0 change it).
    public init(app: HostedApp, size: Size, software requested: Bool, fullscreen: Bool = false, uiScale: Double = 1) throws {
        var software = requested
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")     // touches do not also arrive as mouse events
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")     // nor the mouse as touches: each is handled once
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")   // drawing is no reason to keep the screen awake
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")        // QuitSignals handles SIGINT and SIGTERM
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil {
            // Only the display servers the environment names: never SDL's invisible fallback.
            let x11 = environment["DISPLAY"] != nil, wayland = environment["WAYLAND_DISPLAY"] != nil
            guard x11 || wayland else {
                throw PlatformError("no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); to run a script without one: touchtracker --headless --script FILE")
            }
            SDL_SetHint(SDL_HINT_VIDEODRIVER, wayland ? (x11 ? "wayland,x11" : "wayland") : "x11")
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? ""
            throw PlatformError("no display to open a window on (\(display) cannot be opened: \(String(cString: SDL_GetError()))); to run a script without one: touchtracker --headless --script FILE")
        }
        // With no usable display SDL falls back to a driver that shows nothing: say so instead of running unseen.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let asked = environment["SDL_VIDEODRIVER"] ?? ""
        if (driver == "offscreen" || driver == "dummy") && asked != driver {
            SDL_Quit()
            throw PlatformError("no display to open a window on (SDL chose its \(driver) driver); to run a script without one: touchtracker --headless --script FILE")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        guard let w = SDL_CreateWindow("TouchTracker", centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw PlatformError.sdl("creating the window")
        }
        window = w
        var r: OpaquePointer? = nil
        // SDL's own hint, SDL_RENDER_DRIVER (software, opengl, opengles2, ...), chooses when it is set and
        // --software does not: SDL_CreateRenderer reads it. Without it: with no GPU device, "accelerated"
        // means OpenGL in software (llvmpipe), slower than SDL's own software renderer for 2D and seen to hang
        // at start-up under X, so SDL's software renderer is used directly.
        let hinted = environment["SDL_RENDER_DRIVER"].map { !$0.isEmpty } ?? false
        if !software && !hinted && !InteractiveHost.hasGPUDevice() { software = true }
        if software { SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software") }
        if !software {
            r = SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            if r == nil, hinted {
                onDiagnosticAtStart = "SDL_RENDER_DRIVER=\(environment["SDL_RENDER_DRIVER"]!) could not be used (\(String(cString: SDL_GetError()))): software instead"
            }
        }
        if r == nil { r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer = r else { throw PlatformError.sdl("creating a renderer") }
        self.renderer = renderer
        rendererHandle = RendererHandle(renderer)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        // SDL's software renderer reports vsync it does not do: pace those frames ourselves.
        hasVSync = rendererName != "software" && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        scale = InteractiveHost.pixelsPerPoint(window: w, renderer: renderer) * uiScale
        canvas = try SDLCanvas(renderer: rendererHandle, scale: scale)
        session = Session(app: app, windowSize: InteractiveHost.pointSize(of: w))
        // The app's waker: a user event in SDL's queue (SDL_PushEvent may be called from any thread) ends the
        // idle wait; the frame that follows runs the app's update.
        app.setWaker {
            var e = SDL_Event()
            e.type = SDL_USEREVENT.rawValue
            _ = SDL_PushEvent(&e)
        }
        session.rendererName = rendererName
        SDLEventConverter.wire(session)
        if uiScale != 1 { session.uiScale = uiScale }
        // SDL's record of the mouse's buttons misses a release that came while the window was unmapped: the X
        // server's own events correct it (`X11ButtonRecord`).
        X11ButtonRecord.install()
        // Keys arrive as key events; text input would only summon an on-screen keyboard on a touchscreen.
        SDL_StopTextInput()
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
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let points = pointSize(of: window)
        return points.width > 0 ? Double(pw) / points.width : 1
    }

    /// Plays `script` (if any) in real time, and its `continuations` parts after it (read by `part(1...)`: a
    /// recording's next files), then stays open for the person until the window is closed. Returns the
    /// `expect-screenshot` failures of the script, `FILE:LINE: message` each.
    @discardableResult
    public func run(script: TouchScript?, outputDirectory: String, scriptFile: String? = nil, updatesGoldens: Bool = false,
                    continuations: Int = 0, part: (Int) throws -> (TouchScript, String) = { _ in preconditionFailure("no parts") }) throws -> [String] {
        if let problem = onDiagnosticAtStart { onDiagnostic?(problem) }
        var failures: [String] = []
        if let script {
            scripted = true
            var outcome = ScriptPlayer.Outcome.finished
            for index in 0...continuations where outcome == .finished {
                let (s, file) = index == 0 ? (script, scriptFile) : try part(index)
                let player = ScriptPlayer(script: s, outputDirectory: outputDirectory, scriptFile: file, updatesGoldens: updatesGoldens)
                outcome = try player.run(on: self)
                failures += player.failedExpectations
                for f in player.failedExpectations { onDiagnostic?(f) }
            }
            if outcome == .signalled || outcome == .closed { session.app.willQuit() }
            if outcome != .finished { return failures }
        }
        scripted = false
        lastFrameCounter = SDL_GetPerformanceCounter()
        while runFrame() { waitWhileIdle() }
        session.app.willQuit()
        return failures
    }

    // MARK: ScriptDriver

    public func runFrame() -> Bool {
        pumpEvents()
        if QuitSignals.pending != 0 { running = false }
        guard running else { return false }
        let counter = SDL_GetPerformanceCounter()
        if scripted {
            session.frame()
        } else {
            session.frame(realSeconds: Swift.min(0.25, Double(counter &- frameStartCounter) / frequency))
        }
        frameStartCounter = counter
        frameTicks = SDL_GetTicks()
        frameAppTime = session.now
        handleRequests()
        guard running else { return false }
        canvas.drawFrame(of: session)
        SDL_RenderPresent(renderer)
        pace()
        return running
    }

    public func captureFrame() throws -> PixelFrame {
        canvas.drawFrame(of: session)
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        var pixels = [UInt32](repeating: 0, count: Int(pw) * Int(ph))
        let ok = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, pw * 4) }
        guard ok == 0 else { throw PlatformError.sdl("reading the frame back") }
        return PixelFrame(width: Int(pw), height: Int(ph), pixels: pixels)
    }

    public func screenshot(to path: String) throws { try PNGWriter.save(captureFrame(), to: path) }

    // MARK: The frame

    /// Whether `input` is a pointer moving with nothing pressed (no mouse touch of the translator's is down).
    static func isRealHover(_ input: RawInput, mouseHeld: Bool) -> Bool {
        switch input {
        case .hover: return true
        case .mouseHover: return !mouseHeld
        default: return false
        }
    }

    /// Drops the mouse echoes of touches (`MouseEchoFilter`).
    private let echoFilter = MouseEchoFilter()

    private func pumpEvents() {
        var event = SDL_Event()
        // The frame's input first, each with its own time; then the echoes of touches are dropped.
        var batch: [(RawInput, Seconds)] = []
        let ours = SDL_GetWindowID(window)
        while SDL_PollEvent(&event) != 0 {
            switch SDLEventConverter.convert(event, windowSize: session.translator.windowSize, windowID: ours) {
            case .input(let input):
                lastInputCounter = SDL_GetPerformanceCounter()
                // While a script plays, its own `hover` lines are the only hover: the real pointer resting over
                // the window (X puts it at the screen's centre) would otherwise put a hover ring into the
                // script's screenshots. Real touches, clicks and keys still come through, as before (and the
                // motion that ends a real click whose release was lost).
                if scripted, Self.isRealHover(input, mouseHeld: session.translator.heldMouseButton != nil) { continue }
                if case .cancelAll(let reason) = input { onDiagnostic?("touches cancelled: \(reason)") }
                let tc = session.app.timeControl
                let time = scripted ? session.now : EventTiming.time(
                    ofEventAt: event.common.timestamp, frameTicks: frameTicks, frameTime: frameAppTime,
                    scale: tc.paused ? 0 : tc.scale, notBefore: Swift.max(lastEventTime, session.now))
                lastEventTime = time
                batch.append((input, time))
            case .quit:
                running = false
            case .resized:
                lastInputCounter = SDL_GetPerformanceCounter()
                windowChanged()
            case .none:
                break
            }
        }
        // The frame's moves of each touch as one event, its samples coalesced (UIKit's one event a frame).
        session.feedFrame(echoFilter.filter(batch, input: \.0, fingersDown: session.translator.hasFingersDown))
        // A finger whose lift never came: SDL's own count for its device no longer lists it.
        for device in SDLEventConverter.touchDevices() {
            session.reconcile(device: device, liveFingers: SDLEventConverter.fingersDown(on: device), at: session.now)
        }
        // SDL2 sends no finger-up when a touch device goes away: every touch is cancelled then.
        let present = SDLEventConverter.touchDevices()
        if present != devices {
            if devices.contains(where: { !present.contains($0) }) {
                onDiagnostic?("touches cancelled: a touch device went away")
                session.feed([.cancelAll(reason: "a touch device went away")], at: session.now)
            }
            devices = present
        }
    }

    private func windowChanged() {
        session.resize(to: InteractiveHost.pointSize(of: window))
        let newScale = InteractiveHost.pixelsPerPoint(window: window, renderer: renderer) * session.uiScale
        if newScale != scale, let c = try? SDLCanvas(renderer: rendererHandle, scale: newScale) {
            scale = newScale
            canvas = c
        }
    }

    private func handleRequests() {
        var requests = session.app.hostRequests
        if requests.toggleFullscreen {
            let isFull = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
            SDL_SetWindowFullscreen(window, isFull ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
            windowChanged()
        }
        if requests.quit { running = false }
        if let step = requests.uiScaleStep {
            session.uiScale = Session.uiScale(from: session.uiScale, step: step)
            windowChanged()
        }
        requests = HostRequests()
        session.app.hostRequests = requests
    }

    /// Real time of the last input event (the performance counter).
    private var lastInputCounter = SDL_GetPerformanceCounter()
    /// How long after the last input frames keep coming (a tap's visual response, a fade), in seconds.
    static let settleSeconds = 0.5

    /// Idle (no touch down, no timer pending, nothing the app wants to animate or save, no input for a
    /// moment): draws nothing and sleeps until an event arrives, so an idle window costs no CPU.
    private func waitWhileIdle() {
        let since = Double(SDL_GetPerformanceCounter() &- lastInputCounter) / frequency
        guard since > Self.settleSeconds, session.window.activeTouches.isEmpty, session.window.clock.pendingTimerCount == 0,
              !session.app.wantsFrames, running else { return }
        // Sleeps until an event is queued (the app's waker queues one); looks at the quit signals once a
        // second (a signal also wakes it).
        while SDL_WaitEventTimeout(nil, 1000) == 0 && QuitSignals.pending == 0 {}
        // The frame after the wait measures from here, not from before the sleep.
        frameStartCounter = SDL_GetPerformanceCounter()
        lastFrameCounter = frameStartCounter
    }

    /// Without vsync, waits for the next 1/60 s on the performance counter: a coarse sleep, then a short spin.
    private func pace() {
        defer { lastFrameCounter = SDL_GetPerformanceCounter() }
        guard !hasVSync else { return }
        let target = Double(lastFrameCounter) + frequency / 60
        while true {
            let remaining = (target - Double(SDL_GetPerformanceCounter())) / frequency
            if remaining <= 0 { break }
            if remaining > 0.002 { SDL_Delay(UInt32((remaining - 0.0015) * 1000)) }
        }
    }
}
