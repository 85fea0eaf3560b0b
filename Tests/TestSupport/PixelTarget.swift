import AppHost
import Foundation
import Gestures

/// The tests' offscreen target: frames painted into memory by a `PixelCanvas` (no SDL), read back as
/// pixels or written as PNG. The same calls as the SDL backend's `OffscreenTarget`.
public final class PixelTarget {
    public let sizeInPoints: Size
    public let scale: Double
    public let canvas: PixelCanvas

    /// A target of `size` points at `scale` pixels per point; throws for no pixel or over 100 million.
    public init(size: Size, scale: Double = 1) throws {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        guard w >= 1, h >= 1, w * h <= 100_000_000 else { throw PlatformError("no \(w)x\(h) pixel target") }
        sizeInPoints = size
        self.scale = scale
        canvas = PixelCanvas(width: Int(w), height: Int(h), scale: scale)
    }

    public var pixelWidth: Int { canvas.image.width }
    public var pixelHeight: Int { canvas.image.height }

    /// Draws one frame of `app` alone (no session: no simulated fingers).
    public func render(_ app: HostedApp) { render { app.render(in: $0) } }

    /// Draws one frame of `session` (its app and simulated fingers).
    public func render(_ session: Session) { render { session.render(in: $0) } }

    /// Draws a frame: white, then `body`.
    public func render(_ body: (Canvas) -> Void) {
        canvas.startFrame(background: .white)
        body(canvas)
    }

    /// The pixels as 0xAARRGGBB, row by row.
    public func pixels() -> [UInt32] { canvas.image.pixels }

    /// The current pixels as a frame.
    public func frame() -> PixelFrame { PixelFrame(width: pixelWidth, height: pixelHeight, pixels: pixels()) }

    /// Writes the pixels as PNG to `path`.
    public func savePNG(to path: String) throws {
        try PNGFile.encode(frame()).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// The tests' headless driver: a `PixelTarget` and a virtual clock that moves exactly 1/60 s a frame.
/// The same calls as the SDL backend's `HeadlessDriver`.
public final class FakeDriver: ScriptDriver {
    public let session: Session
    public let target: PixelTarget

    /// `size` in window points; the app sees `size / uiScale` and is drawn at `scale * uiScale` pixels per point.
    public init(app: HostedApp, size: Size, scale: Double, uiScale: Double = 1) throws {
        target = try PixelTarget(size: Size(width: size.width / uiScale, height: size.height / uiScale), scale: scale * uiScale)
        session = Session(app: app, windowSize: size)
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

    public func encodePNG(_ frame: PixelFrame) throws -> Data { PNGFile.encode(frame) }
}
