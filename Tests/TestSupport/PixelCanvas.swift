import Gestures

/// A canvas that paints into a `PixelImage` in memory (no backend): each shape covers the pixels whose
/// centres it contains, blended over what is there (no anti-aliasing), images are copied pixel for pixel, and
/// text is measured with the fake font (`FakeBackend.textSize`) but not painted (read texts from a
/// `RecordingCanvas`). Deterministic, so two frames of the same state are the same pixels.
public final class PixelCanvas: Canvas {
    /// The frame, 0xAARRGGBB.
    public let image: PixelImage
    public let pixelsPerPoint: Double
    public var translation = Vector.zero
    public var canDrawImages: Bool { true }
    /// The clip in pixels, nil for the whole image.
    private var clip: Rect?

    public init(width: Int, height: Int, scale: Double) {
        image = PixelImage(width: width, height: height, fill: 0xFFFF_FFFF)
        pixelsPerPoint = scale
    }

    /// Starts a frame: no translation, no clip, every pixel `background`.
    public func startFrame(background: Color) {
        translation = .zero
        clip = nil
        image.fill(image.bounds, argb: background.argb)
    }

    private func px(_ p: Point) -> Point {
        Point((p.x + translation.dx) * pixelsPerPoint, (p.y + translation.dy) * pixelsPerPoint)
    }
    private func px(_ r: Rect) -> Rect {
        let o = px(r.origin)
        return Rect(x: o.x, y: o.y, width: r.width * pixelsPerPoint, height: r.height * pixelsPerPoint)
    }

    /// Blends `color` over every pixel inside `bounds` (pixels) and the clip whose centre `covers` holds.
    private func paint(_ bounds: Rect, _ color: Color, covers: (Double, Double) -> Bool) {
        guard color.alpha > 0, let r = image.clamp(clip.map { bounds.intersection($0) } ?? bounds) else { return }
        let width = image.width, argb = color.argb, opaque = argb >> 24 == 0xFF
        image.pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y0..<r.y1 {
                for x in r.x0..<r.x1 where covers(Double(x) + 0.5, Double(y) + 0.5) {
                    buf[y * width + x] = opaque ? argb : Self.blend(argb, over: buf[y * width + x])
                }
            }
        }
    }

    /// `src` over `dst`, both 0xAARRGGBB not premultiplied.
    static func blend(_ src: UInt32, over dst: UInt32) -> UInt32 {
        let a = Double(src >> 24) / 255
        if a >= 1 { return src }
        if a <= 0 { return dst }
        let da = Double(dst >> 24) / 255
        let outA = a + da * (1 - a)
        func channel(_ shift: UInt32) -> UInt32 {
            let s = Double((src >> shift) & 0xFF), d = Double((dst >> shift) & 0xFF)
            return UInt32(((s * a + d * da * (1 - a)) / outA).rounded()) << shift
        }
        return UInt32((outA * 255).rounded()) << 24 | channel(16) | channel(8) | channel(0)
    }

    public func fill(_ rect: Rect, color: Color) { fillPixels(px(rect), color) }

    /// The pixels whose centres are inside `r` (pixels) and the clip, painted without a test per pixel.
    private func fillPixels(_ r: Rect, _ color: Color) {
        // A pixel's centre is inside when its index is from round(min) to round(max) - 1.
        let x0 = r.minX.rounded(), y0 = r.minY.rounded()
        let centres = Rect(x: x0, y: y0, width: r.maxX.rounded() - x0, height: r.maxY.rounded() - y0)
        guard color.alpha > 0, let c = image.clamp(clip.map { centres.intersection($0) } ?? centres) else { return }
        let argb = color.argb, width = image.width, opaque = argb >> 24 == 0xFF
        image.pixels.withUnsafeMutableBufferPointer { buf in
            for y in c.y0..<c.y1 {
                for i in (y * width + c.x0)..<(y * width + c.x1) { buf[i] = opaque ? argb : Self.blend(argb, over: buf[i]) }
            }
        }
    }

    /// The middle and the sides as rectangles, each corner as a quarter disc.
    public func fillRoundedRect(_ rect: Rect, radius: Points, color: Color) {
        let r = px(rect)
        let k = Swift.max(0, Swift.min(radius * pixelsPerPoint, r.width / 2, r.height / 2))
        fillPixels(Rect(x: r.minX + k, y: r.minY, width: r.width - 2 * k, height: r.height), color)
        fillPixels(Rect(x: r.minX, y: r.minY + k, width: k, height: r.height - 2 * k), color)
        fillPixels(Rect(x: r.maxX - k, y: r.minY + k, width: k, height: r.height - 2 * k), color)
        for (cx, cy) in [(r.minX + k, r.minY + k), (r.maxX - k, r.minY + k), (r.minX + k, r.maxY - k), (r.maxX - k, r.maxY - k)] {
            let corner = Rect(x: cx < r.midX ? r.minX : cx, y: cy < r.midY ? r.minY : cy, width: k, height: k)
            paint(corner, color) { x, y in
                x.rounded(.down) >= corner.minX.rounded() && x < corner.maxX.rounded() && y.rounded(.down) >= corner.minY.rounded()
                    && y < corner.maxY.rounded() && (x - cx) * (x - cx) + (y - cy) * (y - cy) <= k * k
            }
        }
    }

    public func strokeRect(_ rect: Rect, width: Points, color: Color) {
        let r = px(rect), h = width * pixelsPerPoint / 2
        let outer = r.insetBy(dx: -h, dy: -h), inner = r.insetBy(dx: h, dy: h)
        paint(outer, color) { x, y in
            x >= outer.minX && x < outer.maxX && y >= outer.minY && y < outer.maxY
                && !(x >= inner.minX && x < inner.maxX && y >= inner.minY && y < inner.maxY)
        }
    }

    public func strokeLine(from: Point, to: Point, width: Points, color: Color) {
        let a = px(from), b = px(to), h = width * pixelsPerPoint / 2
        let bounds = Rect(x: Swift.min(a.x, b.x) - h, y: Swift.min(a.y, b.y) - h, width: abs(a.x - b.x) + 2 * h, height: abs(a.y - b.y) + 2 * h)
        let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
        paint(bounds, color) { x, y in
            let t = length2 == 0 ? 0 : Swift.min(1, Swift.max(0, ((x - a.x) * dx + (y - a.y) * dy) / length2))
            let ex = a.x + t * dx - x, ey = a.y + t * dy - y
            return ex * ex + ey * ey <= h * h
        }
    }

    public func fillCircle(center: Point, radius: Points, color: Color) {
        let c = px(center), r = radius * pixelsPerPoint
        paint(Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), color) { x, y in
            (x - c.x) * (x - c.x) + (y - c.y) * (y - c.y) <= r * r
        }
    }

    public func strokeCircle(center: Point, radius: Points, width: Points, color: Color) {
        let c = px(center), r = radius * pixelsPerPoint, h = width * pixelsPerPoint / 2
        paint(Rect(x: c.x - r - h, y: c.y - r - h, width: 2 * (r + h), height: 2 * (r + h)), color) { x, y in
            abs(((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot() - r) <= h
        }
    }

    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) { fillConvexPolygon([a, b, c], color: color) }

    public func fillConvexPolygon(_ points: [Point], color: Color) {
        let p = points.map(px)
        guard p.count >= 3 else { return }
        let xs = p.map(\.x), ys = p.map(\.y)
        let bounds = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        paint(bounds, color) { x, y in
            var positive = false, negative = false
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
                if cross > 0 { positive = true } else if cross < 0 { negative = true }
            }
            return !(positive && negative)
        }
    }

    /// Measured with the fake font; nothing is painted.
    public func drawText(_ text: String, at point: Point, size: Points, color: Color, alignment: TextAlignment) {}
    public func measureText(_ text: String, size: Points) -> Size { FakeBackend.textSize(text, size: size) }

    public func setClip(_ rect: Rect?) { clip = rect.map(px) }

    /// Copies `image` with its top-left at `origin` (rounded to a pixel), blended unless it is opaque.
    public func drawImage(_ source: PixelImage, at origin: Point) {
        let o = px(origin)
        let ox = Int(o.x.rounded()), oy = Int(o.y.rounded())
        let placed = Rect(x: Double(ox), y: Double(oy), width: Double(source.width), height: Double(source.height))
        guard let r = image.clamp(clip.map { placed.intersection($0) } ?? placed) else { return }
        let width = image.width, opaque = source.isOpaque
        image.pixels.withUnsafeMutableBufferPointer { buf in
            source.pixels.withUnsafeBufferPointer { src in
                for y in r.y0..<r.y1 {
                    for x in r.x0..<r.x1 {
                        let s = src[(y - oy) * source.width + (x - ox)]
                        buf[y * width + x] = opaque ? s : Self.blend(s, over: buf[y * width + x])
                    }
                }
            }
        }
    }
}
