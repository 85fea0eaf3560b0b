import AppHost
import BackendSupport
import Foundation
import Gestures

#if SDL2 && SDL3
#error("the SDL2 and SDL3 traits together would link both SDLs into one binary: choose one (`--traits SDL3` alone)")
#endif

/// The SDL backend as the command line, the bench and the tests see it (`Backend`): `SDLServices`,
/// `HeadlessDriver` on an offscreen software renderer, `InteractiveHost`'s window (under the host's
/// `FrameLoop`), PNG and the library's name. One type for SDL 2 and SDL 3: the package trait picks the
/// per-SDL layer under it (`SDLAPI`; docs/architecture.md, "A backend").
public struct SDLPlatform: Backend {
    public init() {}

    public var libraryName: String { "SDL" }
    public var libraryVersion: String { SDLVersion.linked }

    public func makeServices() -> BackendServices { SDLServices() }

    public func frameProblem(size: Size, scale: Double) -> String? { PixelBudget.problem(size: size, scale: scale) }

    public func makeHeadlessDriver(app: HostedApp, size: Size, scale: Double, uiScale: Double) throws -> ScriptDriver {
        try HeadlessDriver(app: app, size: size, scale: scale, uiScale: uiScale)
    }

    public func makeWindowSurface(size: Size, title: String, options: WindowOptions) throws -> WindowSurface {
        try InteractiveHost(size: size, title: title, software: options.software, fullscreen: options.fullscreen, uiScale: options.uiScale)
    }

    public func encodePNG(_ frame: PixelFrame) throws -> Data { try PNGCodec.encode(frame) }
    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGCodec.decode(data) }
    public func writePNG(_ frame: PixelFrame, to path: String) throws { try PNGWriter.save(frame, to: path) }
}
