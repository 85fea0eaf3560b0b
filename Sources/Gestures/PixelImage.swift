/// A CPU image in ARGB8888 (0xAARRGGBB, not premultiplied), the format the backend's textures use. A canvas
/// that can show images (`Canvas.canDrawImages`) uploads it as a texture, and afterwards only the parts
/// reported with `markChanged(_:)`: whoever writes `pixels` reports what it wrote.
public final class PixelImage {
    public let width: Int
    public let height: Int
    /// Row after row. Write through `withUnsafeMutableBufferPointer` and report the area with `markChanged`.
    public var pixels: [UInt32]
    /// What changed since the backend last took the changes (pixels): none when nothing did, at most
    /// `changedRectsMax` rectangles (past that, the one holding them all), none inside another.
    private var changed: [Rect] = []
    /// Rectangles of changes kept apart: a long line's band of regions is copied as its regions, not as
    /// the box around the band (a diagonal's box is most of the window).
    public static let changedRectsMax = 64
    /// Whether every pixel stays opaque (a backend then copies the image without blending): true when
    /// the fill was opaque; whoever writes translucent pixels over an opaque fill sets it false.
    public var isOpaque: Bool
    /// The backend's texture for this image, kept with it so it is made once (only the backend reads it).
    public var backing: AnyObject?

    /// An image `width` x `height` filled with `fill`; all of it counts as changed.
    public init(width: Int, height: Int, fill: UInt32) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
        isOpaque = fill >> 24 == 0xFF
        changed = [bounds]
    }

    /// The whole image, in pixels.
    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// Reports that the pixels inside `rect` (pixels) changed: the texture copies them at the next draw.
    public func markChanged(_ rect: Rect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        func holds(_ a: Rect, _ b: Rect) -> Bool { a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY }
        if changed.contains(where: { holds($0, r) }) { return }
        changed.removeAll { holds(r, $0) }
        changed.append(r)
        if changed.count > Self.changedRectsMax { changed = [changed.dropFirst().reduce(changed[0]) { $0.union($1) }] }
    }

    /// What changed since the last call (pixels) as one rectangle holding it all, and forgets it.
    public func takeChanges() -> Rect? {
        defer { changed = [] }
        return changed.first.map { first in changed.dropFirst().reduce(first) { $0.union($1) } }
    }

    /// What changed since the last call (pixels), as the rectangles marked (none inside another; they may
    /// overlap), and forgets it: for the backend, once per upload.
    public func takeChangedRects() -> [Rect] {
        defer { changed = [] }
        return changed
    }

    /// Integer pixel bounds of `rect` (pixels), clamped to the image; nil when empty.
    public func clamp(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? { Self.clamp(rect, width, height) }

    public static func clamp(_ rect: Rect, _ width: Int, _ height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        // Clamped as Doubles first: a huge or NaN coordinate never reaches the conversion to Int.
        func within(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(Swift.min(Double(limit), Swift.max(0, v))) }
        let x0 = within(rect.minX.rounded(.down), width), y0 = within(rect.minY.rounded(.down), height)
        let x1 = within(rect.maxX.rounded(.up), width), y1 = within(rect.maxY.rounded(.up), height)
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    /// Fills `rect` (pixels) with `argb` and reports it changed.
    public func fill(_ rect: Rect, argb: UInt32) {
        guard let r = clamp(rect) else { return }
        markChanged(rect)
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y0..<r.y1 {
                let row = y * width
                for x in r.x0..<r.x1 { buf[row + x] = argb }
            }
        }
    }


    /// The pixel at (x, y) as 0xAARRGGBB.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}

extension Color {
    /// From 0xAARRGGBB.
    public init(argb: UInt32) {
        self.init(rgb: argb & 0xFF_FFFF, alpha: Double(argb >> 24) / 255)
    }

    /// 0xAARRGGBB.
    public var argb: UInt32 { UInt32((Swift.min(1, Swift.max(0, alpha)) * 255).rounded()) << 24 | rgb }
}
