#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import Foundation
import AppHost
import Gestures

/// The headless driver: an offscreen target and a virtual clock that moves exactly 1/60 s a frame.
public final class HeadlessDriver: SDLScriptDriver {
    public let session: Session
    public let target: OffscreenTarget

    /// `size` in window points; the app sees `size / uiScale` and is drawn at `scale * uiScale` pixels per point.
    public init(app: HostedApp, size: Size, scale: Double, uiScale: Double = 1) throws {
        target = try OffscreenTarget(size: Size(width: size.width / uiScale, height: size.height / uiScale), scale: scale * uiScale)
        session = Session(app: app, windowSize: size)
        session.backendName = SDLVersion.backendName
        if uiScale != 1 { session.uiScale = uiScale }
    }

    public func runFrame() -> Bool {
        session.frame()
        return true
    }

    public func captureFrame() throws -> PixelFrame {
        target.render(session)
        return target.frame()
    }

    public func screenshot(to path: String) throws {
        target.render(session)
        try target.savePNG(to: path)
    }
}
#endif
