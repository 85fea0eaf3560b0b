import AppHost
import BackendSupport
#if SDL3
import CSDL3
#else
import CSDL2
#endif
import Foundation
import Gestures

/// Renders into a memory surface with SDL's software renderer: no display server, no GPU.
/// Same script, same pixels, on every machine (the font comes from Assets/).
public final class OffscreenTarget {
    public let sizeInPoints: Size
    public let scale: Double
    public let surface: UnsafeMutablePointer<SDL_Surface>
    public let renderer: OpaquePointer
    let handle: RendererHandle
    public let canvas: SDLCanvas

    public init(size: Size, scale: Double = 1) throws {
        if let problem = PixelBudget.problem(size: size, scale: scale) { throw PlatformError(problem) }
        sizeInPoints = size
        self.scale = scale
        let w = Int32((size.width * scale).rounded()), h = Int32((size.height * scale).rounded())
        guard let s = SDLAPI.createSurface(width: w, height: h) else {
            throw PlatformError.sdl("creating a \(w)x\(h) offscreen surface")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDLAPI.destroySurface(s)
            throw PlatformError.sdl("creating the software renderer")
        }
        surface = s
        renderer = r
        handle = RendererHandle(r)
        canvas = try SDLCanvas(renderer: handle, scale: scale)
        canvas.drawsIntoSurface(s)
    }

    deinit {
        handle.destroy()
        SDLAPI.destroySurface(surface)
    }

    public var pixelWidth: Int { Int(surface.pointee.w) }
    public var pixelHeight: Int { Int(surface.pointee.h) }

    /// Draws one frame of `app` alone (no session: no simulated fingers).
    public func render(_ app: HostedApp) {
        canvas.drawFrame { app.render(in: $0) }
        SDL_RenderPresent(renderer)
    }

    /// Draws one frame of `session` (its app and simulated fingers).
    public func render(_ session: Session) {
        canvas.drawFrame(of: session)
        SDL_RenderPresent(renderer)
    }

    /// Draws a frame with `body` on white (no app: a picture of something, such as the drawing alone).
    public func render(_ body: (Canvas) -> Void) {
        canvas.drawFrame(body)
        SDL_RenderPresent(renderer)
    }

    /// The pixels as 0xAARRGGBB, row by row.
    public func pixels() -> [UInt32] {
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let pitch = Int(surface.pointee.pitch) / 4
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var out: [UInt32] = []
        out.reserveCapacity(pixelWidth * pixelHeight)
        for y in 0..<pixelHeight { for x in 0..<pixelWidth { out.append(base[y * pitch + x]) } }
        return out
    }

    /// Writes the surface as PNG: to a temporary file beside `path`, then renamed over it.
    public func savePNG(to path: String) throws {
        try PNGWriter.save(surface, to: path)
    }
}

extension OffscreenTarget {
    /// The current pixels as a frame.
    public func frame() -> PixelFrame { PixelFrame(width: pixelWidth, height: pixelHeight, pixels: pixels()) }
}
