import CSDL2
import CSDL2Image
import Foundation
import Gestures

/// Renders into a memory surface with SDL's software renderer: no display server, no GPU.
/// Same script, same pixels, on every machine (the font comes from Assets/).
public final class OffscreenTarget {
    public let sizeInPoints: Size
    public let scale: Double
    public let surface: UnsafeMutablePointer<SDL_Surface>
    public let renderer: OpaquePointer
    public let canvas: SDLCanvas

    public init(size: Size, scale: Double = 1) throws {
        sizeInPoints = size
        self.scale = scale
        let w = Int32((size.width * scale).rounded()), h = Int32((size.height * scale).rounded())
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw PlatformError.sdl("creating a \(w)x\(h) offscreen surface")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw PlatformError.sdl("creating the software renderer")
        }
        surface = s
        renderer = r
        canvas = try SDLCanvas(renderer: r, scale: scale)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    public var pixelWidth: Int { Int(surface.pointee.w) }
    public var pixelHeight: Int { Int(surface.pointee.h) }

    /// Draws one frame of `app`.
    public func render(_ app: HostedApp) {
        canvas.drawFrame(of: app)
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

public enum PNGWriter {
    public static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try replaceFileAtomically(at: path) { temporary in
            guard IMG_SavePNG(surface, temporary) == 0 else { throw PlatformError.sdl("writing \(path)") }
        }
    }
}

/// Writes text to `path` atomically.
public func writeFileAtomically(_ text: String, to path: String) throws {
    try replaceFileAtomically(at: path) { temporary in try Data(text.utf8).write(to: URL(fileURLWithPath: temporary)) }
}

/// Replaces the file at `path` without ever leaving half a file: `write` fills a temporary file beside it
/// (the folder is created if missing), which is then renamed over `path`; on any failure it is removed.
public func replaceFileAtomically(at path: String, write: (_ temporaryPath: String) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    do {
        try write(temporary)
        guard rename(temporary, path) == 0 else { throw PlatformError("renaming into \(path) failed") }
    } catch {
        try? FileManager.default.removeItem(atPath: temporary)
        throw error
    }
}
