import Gestures

/// Some pixels of a layer, row by row: row `y0 + i` holds the pixels `x0[i] ..< x1[i]` (none when
/// `x0[i] >= x1[i]`). A long line's own pixels are such a set: a region shaped like it, cleared and
/// redrawn instead of the tiles along it, which hold three to five times as many pixels.
///
/// Invariant: `x0.count == x1.count`, and every pixel lies inside `bounds` (whole pixels).
public struct PixelSpans: Sendable, Equatable {
    public let y0: Int
    public private(set) var x0: [Int32]
    public private(set) var x1: [Int32]
    /// The rectangle of whole pixels holding every span.
    public private(set) var bounds: Rect

    /// Rows from `y0`, each `x0[i] ..< x1[i]`.
    public init(y0: Int, x0: [Int32], x1: [Int32]) {
        precondition(x0.count == x1.count, "one start and one end a row")
        self.y0 = y0
        self.x0 = x0
        self.x1 = x1
        var lo = Int32.max, hi = Int32.min, first = -1, last = -1
        for i in x0.indices where x0[i] < x1[i] {
            lo = Swift.min(lo, x0[i]); hi = Swift.max(hi, x1[i])
            if first < 0 { first = i }
            last = i
        }
        bounds = first < 0 ? .zero : Rect(x: Double(lo), y: Double(y0 + first), width: Double(hi - lo), height: Double(last - first + 1))
    }

    public var isEmpty: Bool { bounds.isEmpty }
    /// The rows past the last one.
    public var y1: Int { y0 + x0.count }
    /// How many pixels the spans hold.
    public var pixelCount: Int { x0.indices.reduce(0) { $0 + Swift.max(0, Int(x1[$1]) - Int(x0[$1])) } }

    /// Row `y`'s pixels, narrowed to `lo ..< hi`; nil when none are left (a row outside is empty).
    @inline(__always)
    public func row(_ y: Int, within lo: Int, _ hi: Int) -> (Int, Int)? {
        let i = y - y0
        guard i >= 0 && i < x0.count else { return nil }
        let a = Swift.max(lo, Int(x0[i])), b = Swift.min(hi, Int(x1[i]))
        return a < b ? (a, b) : nil
    }

    /// Whether any of the pixels lies in `rect` (pixels): a stroke whose bounds it misses changes none.
    public func meets(_ rect: Rect) -> Bool {
        guard rect.intersects(bounds) else { return false }
        let lo = Int(rect.minX.rounded(.down)), hi = Int(rect.maxX.rounded(.up))
        for y in Swift.max(y0, Int(rect.minY.rounded(.down)))..<Swift.min(y1, Int(rect.maxY.rounded(.up))) where row(y, within: lo, hi) != nil {
            return true
        }
        return false
    }

    /// The pixels a line from `a` to `b`, `lineWidth` wide (pixels), can touch as the layer's rasterizer
    /// draws it (`PixelImage.strokeLine`: pixel centres within half its width and half a pixel of the
    /// segment), widened by `margin` pixels each way, inside an image `width` x `height`. Nil when none
    /// lie inside.
    public static func line(from a: Point, to b: Point, lineWidth: Double, margin: Int, width: Int, height: Int) -> PixelSpans? {
        precondition(margin >= 0, "a margin widens, never narrows")
        guard a.isFinite, b.isFinite, lineWidth.isFinite else { return nil }
        let reach = Swift.max(0.5, lineWidth / 2) + 0.5
        let top = Swift.max(0, Int((Swift.min(a.y, b.y) - reach - 0.5).rounded(.down)) - margin)
        let bottom = Swift.min(height, Int((Swift.max(a.y, b.y) + reach - 0.5).rounded(.up)) + 1 + margin)
        guard top < bottom else { return nil }
        let capsule = PixelImage.CapsuleRows(dx: b.x - a.x, dy: b.y - a.y, reach: reach, inner: 0)
        // Each row's pixels of its own and of the `margin` rows either side: a line's rows change by a
        // slope's width, so the widened row is the union of its neighbours', plus `margin` columns.
        let first = Swift.max(0, top - margin), count = bottom + margin - first
        var lo = [Int](repeating: Int.max, count: count), hi = [Int](repeating: Int.min, count: count)
        for y in first..<(first + count) {
            guard let (l, h, _, _) = capsule.row(Double(y) + 0.5 - a.y) else { continue }
            lo[y - first] = Int(Swift.max(-1e9, (l + a.x - 0.5).rounded(.up)))
            hi[y - first] = Int(Swift.min(1e9, (h + a.x - 0.5).rounded(.down))) + 1
        }
        var x0 = [Int32](repeating: 0, count: bottom - top), x1 = x0
        for y in top..<bottom {
            var l = Int.max, h = Int.min
            for k in Swift.max(first, y - margin)...Swift.min(first + count - 1, y + margin) where lo[k - first] < hi[k - first] {
                l = Swift.min(l, lo[k - first]); h = Swift.max(h, hi[k - first])
            }
            guard l < h else { continue }
            x0[y - top] = Int32(Swift.max(0, l - margin))
            x1[y - top] = Int32(Swift.min(width, h + margin))
        }
        let spans = PixelSpans(y0: top, x0: x0, x1: x1)
        return spans.isEmpty ? nil : spans
    }

    /// The same pixels in bands of at most `rows` rows, top to bottom (empty bands left out).
    public func bands(rows: Int) -> [PixelSpans] {
        precondition(rows > 0, "a band has rows")
        return stride(from: 0, to: x0.count, by: rows).compactMap { i in
            let end = Swift.min(x0.count, i + rows)
            let band = PixelSpans(y0: y0 + i, x0: Array(x0[i..<end]), x1: Array(x1[i..<end]))
            return band.isEmpty ? nil : band
        }
    }
}

extension PixelImage {
    /// Fills the pixels of `spans` (those inside the image) with `argb` and reports them changed.
    public func fill(_ spans: PixelSpans, argb: UInt32) {
        guard let r = clamp(spans.bounds) else { return }
        markChanged(spans.bounds)
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y0..<r.y1 {
                guard let (x0, x1) = spans.row(y, within: r.x0, r.x1) else { continue }
                for x in x0..<x1 { buf[y * w + x] = argb }
            }
        }
    }
}
