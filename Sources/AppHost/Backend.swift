import Gestures

/// What the command line needs of a backend to put an app on it, beyond what the app itself sees of one
/// (`BackendServices`, `Canvas`): the services the app is made with, a driver with no display for headless
/// runs, and a window with its frame loop. The command line picks its backend in one line
/// (`Sources/touchtracker/ChosenBackend.swift`); a second backend is a module with a type conforming to this
/// (docs/architecture.md, "A backend").
public protocol Backend: Sendable {
    /// Text sizes and offscreen pictures for an app (`TouchTrackerApp(services:...)`), made before the app.
    func makeServices() -> BackendServices
    /// Why a frame of `size` points at `scale` pixels per point is more than this backend renders (nil when
    /// it is not): a script's `window` is checked with this before anything runs (exit 2).
    func frameProblem(size: Size, scale: Double) -> String?
    /// No display: renders offscreen at `scale * uiScale` pixels per point on a virtual clock of exactly
    /// 1/60 s a frame. `size` is in window points; the app sees `size / uiScale`.
    func makeHeadlessDriver(app: HostedApp, size: Size, scale: Double, uiScale: Double) throws -> ScriptDriver
    /// A window of `size` points showing `app`; a missing display is a `PlatformError` saying so.
    func makeWindow(app: HostedApp, size: Size, options: WindowOptions) throws -> WindowHost
}

/// How a window starts (the command line's `--software`, `--fullscreen`, `--ui-scale`).
public struct WindowOptions: Sendable {
    /// A software renderer even where a GPU one is available.
    public var software = false
    public var fullscreen = false
    /// The interface scale at start, 0.5 to 4 (text and controls that many times larger).
    public var uiScale = 1.0
    public init(software: Bool = false, fullscreen: Bool = false, uiScale: Double = 1) {
        self.software = software; self.fullscreen = fullscreen; self.uiScale = uiScale
    }
}

/// A window with its frame loop: it replays a script (if any) in real time, then runs until the person
/// closes it.
public protocol WindowHost: AnyObject {
    var session: Session { get }
    /// Where the window reports what the person should know (a renderer that fell back, a failed
    /// `expect-screenshot`), one line each.
    var onDiagnostic: ((String) -> Void)? { get set }
    /// Plays `script` (and its `continuations` later parts, read by `part(1...)`: a recording's next files)
    /// with its outputs in `outputDirectory`, then goes on interactively until the window closes. Returns
    /// the `expect-screenshot` failures, `FILE:LINE: message` each.
    func run(script: TouchScript?, outputDirectory: String, scriptFile: String?, updatesGoldens: Bool,
             continuations: Int, part: (Int) throws -> (TouchScript, String)) throws -> [String]
}
