import Foundation
import Gestures

/// What the command line needs of a backend to put an app on it, beyond what the app itself sees of one
/// (`BackendServices`, `Canvas`): the services the app is made with, a driver with no display for headless
/// runs, and a window (`WindowSurface`; the frame loop is the host's). The command line picks its backend in one line
/// (`Sources/touchtracker/ChosenBackend.swift`); a second backend is a module with a type conforming to this
/// (docs/architecture.md, "A backend").
public protocol Backend: Sendable {
    /// The library under the backend, as a report names it: `SDL`.
    var libraryName: String { get }
    /// The library's version as loaded (which may not be the one built against): `2.26.5`, `3.4.14`.
    var libraryVersion: String { get }
    /// Text sizes and offscreen pictures for an app (`TouchTrackerApp(services:...)`), made before the app.
    func makeServices() -> BackendServices
    /// Why a frame of `size` points at `scale` pixels per point is more than this backend renders (nil when
    /// it is not): a script's `window` is checked with this before anything runs (exit 2).
    func frameProblem(size: Size, scale: Double) -> String?
    /// No display: renders offscreen at `scale * uiScale` pixels per point on a virtual clock of exactly
    /// 1/60 s a frame. `size` is in window points; the app sees `size / uiScale`.
    func makeHeadlessDriver(app: HostedApp, size: Size, scale: Double, uiScale: Double) throws -> ScriptDriver
    /// A window of `size` points (a missing display is a `PlatformError` saying so), made for the interface
    /// scale `options.uiScale`, titled `title`. `makeWindow` puts the host's `FrameLoop` on it.
    func makeWindowSurface(size: Size, title: String, options: WindowOptions) throws -> WindowSurface
    /// `frame` as PNG bytes: the very bytes `writePNG` writes to a file.
    func encodePNG(_ frame: PixelFrame) throws -> Data
    /// The pixels of PNG bytes; bytes that are not a PNG, or one larger than a frame may be, are refused.
    func decodePNG(_ data: Data) throws -> PixelFrame
    /// Writes `frame` as PNG to `path`, whole or not at all.
    func writePNG(_ frame: PixelFrame, to path: String) throws
}

extension Backend {
    /// The backend and its library, as the state dump's `backend` gives it: `SDL 2.26.5`.
    public var name: String { "\(libraryName) \(libraryVersion)" }

    /// A window of `size` points showing `app`, with the host's frame loop.
    public func makeWindow(app: HostedApp, size: Size, options: WindowOptions) throws -> FrameLoop {
        FrameLoop(app: app, surface: try makeWindowSurface(size: size, title: app.windowTitle, options: options), uiScale: options.uiScale)
    }
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
