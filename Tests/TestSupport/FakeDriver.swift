import AppHost
import Foundation
import Gestures

/// The tests' headless driver: a `PixelTarget` and a virtual clock that moves exactly 1/60 s a frame (the
/// calls of the SDL backend's `HeadlessDriver`, without its interface scale).
public final class FakeDriver: ScriptDriver {
    public let session: Session
    public let target: PixelTarget

    /// A window of `size` points, drawn at `scale` pixels per point.
    public init(app: HostedApp, size: Size, scale: Double) throws {
        (target, session) = (try PixelTarget(size: size, scale: scale), Session(app: app, windowSize: size))
    }

    public func runFrame() -> Bool { session.frame(); return true }
    public func captureFrame() throws -> PixelFrame { target.render(session); return target.frame() }
    public func screenshot(to path: String) throws { target.render(session); try target.savePNG(to: path) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { PNGFile.encode(frame) }
}
