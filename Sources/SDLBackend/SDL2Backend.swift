import AppHost
import BackendSupport
import Gestures

/// The SDL 2 backend as the command line sees it (`Backend`): `SDLServices`, `HeadlessDriver` on an
/// offscreen software renderer, and `InteractiveHost`'s window (under the host's `FrameLoop`).
public struct SDL2Backend: Backend {
    public init() {}

    public func makeServices() -> BackendServices { SDLServices() }

    public func frameProblem(size: Size, scale: Double) -> String? { PixelBudget.problem(size: size, scale: scale) }

    public func makeHeadlessDriver(app: HostedApp, size: Size, scale: Double, uiScale: Double) throws -> ScriptDriver {
        try HeadlessDriver(app: app, size: size, scale: scale, uiScale: uiScale)
    }

    public func makeWindowSurface(size: Size, title: String, options: WindowOptions) throws -> WindowSurface {
        try InteractiveHost(size: size, title: title, software: options.software, fullscreen: options.fullscreen, uiScale: options.uiScale)
    }
}
