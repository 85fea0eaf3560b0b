#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import BackendSupport
import Gestures

/// The SDL 3 backend as the command line sees it (`Backend`): `SDLServices` (SDL3_ttf), `HeadlessDriver` on
/// an offscreen software renderer, and `InteractiveHost`'s window (under the host's `FrameLoop`), with
/// SDL 3's pens, trackpad pinches, cancelled fingers and nanosecond event times. Chosen at build time with
/// the package's `SDL3` trait (`make build BACKEND=sdl3`; docs/architecture.md, "A backend").
public struct SDL3Backend: Backend {
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
#endif
