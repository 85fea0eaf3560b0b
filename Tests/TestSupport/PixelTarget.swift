import AppHost
import Foundation
import Gestures

/// The tests' offscreen target: frames painted into memory by a `PixelCanvas` (no SDL), read back as
/// pixels or written as PNG. The same calls as the SDL backend's `OffscreenTarget`.
public final class PixelTarget {
    public let sizeInPoints: Size
    public let scale: Double
    public let canvas: PixelCanvas

    /// The fake's ceiling on a frame, the real backend's: 16384 pixels a side, 64 megapixels in all.
    public static let maximumSide = 16384.0, maximumPixels = Double(64 << 20)

    /// Why a frame of `size` points at `scale` pixels per point cannot be made; nil when it can.
    public static func problem(size: Size, scale: Double) -> String? {
        let w = size.width * scale, h = size.height * scale
        let fits = w.isFinite && h.isFinite && w >= 1 && h >= 1 && w <= maximumSide && h <= maximumSide && w * h <= maximumPixels
        return fits ? nil : "no frame of \(size.width) x \(size.height) points at scale \(scale) (\(w) x \(h) pixels)"
    }

    /// A target of `size` points at `scale` pixels per point; throws beyond `problem(size:scale:)`.
    public init(size: Size, scale: Double = 1) throws {
        if let problem = Self.problem(size: size, scale: scale) { throw PlatformError(problem) }
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
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
