import Dispatch
import Gestures

/// The drawing's strokes drawn tile by tile over the cores (the rasterizer itself: PixelImage+StrokeLine.swift).
extension PixelImage {
    /// Tiles of this many pixels square: one holds 64 KiB of pixels, which stay in a core's cache while
    /// every stroke crossing the tile is drawn into it.
    static let tilePixels = 128

    /// Draws `strokes` (pixels) in order inside `clip`, tile by tile, the tiles spread over the cores.
    /// Each tile gets the strokes that cross it, in their order, clipped to it; tiles do not overlap, so
    /// the pixels equal drawing the strokes one after another over the whole clip.
    public func draw(_ strokes: [LayerStroke], clip: Rect) {
        guard let r = clamp(clip), !strokes.isEmpty else { return }
        let t = Self.tilePixels
        let tx0 = r.x0 / t, ty0 = r.y0 / t, tx1 = (r.x1 - 1) / t + 1, ty1 = (r.y1 - 1) / t + 1
        let columns = tx1 - tx0, tiles = columns * (ty1 - ty0)
        let (w, h) = (width, height)
        let clipRect = Rect(x: Double(r.x0), y: Double(r.y0), width: Double(r.x1 - r.x0), height: Double(r.y1 - r.y0))
        // A few strokes, or one tile: not worth the threads.
        if tiles == 1 || strokes.count < 32 {
            pixels.withUnsafeMutableBufferPointer { buf in for s in strokes { Self.draw(s, clip: clip, into: buf, w, h) } }
            return
        }
        var buckets = [[Int32]](repeating: [], count: tiles)
        for (i, s) in strokes.enumerated() {
            let b = s.bounds.intersection(clipRect)
            guard !b.isEmpty, b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { continue }
            let cx0 = Swift.max(tx0, Int(b.minX) / t), cx1 = Swift.min(tx1 - 1, Int(b.maxX) / t)
            let cy0 = Swift.max(ty0, Int(b.minY) / t), cy1 = Swift.min(ty1 - 1, Int(b.maxY) / t)
            guard cx0 <= cx1, cy0 <= cy1 else { continue }
            for y in cy0...cy1 { for x in cx0...cx1 { buckets[(y - ty0) * columns + (x - tx0)].append(Int32(i)) } }
        }
        let lists = buckets
        pixels.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let target = buf
            DispatchQueue.concurrentPerform(iterations: tiles) { k in
                let x = tx0 + k % columns, y = ty0 + k / columns
                let tile = Rect(x: Double(x * t), y: Double(y * t), width: Double(t), height: Double(t)).intersection(clipRect)
                for i in lists[k] { Self.draw(strokes[Int(i)], clip: tile, into: target, w, h) }
            }
        }
    }

    /// Draws batches (pixels) whose clips do not overlap, spread over the cores: each batch in order inside
    /// its clip (and its spans, when it has them), so the pixels equal drawing the batches one after another. Many small regions (the tiles
    /// along a long line) take the cores together, where each alone is too small to split.
    public func draw(_ batches: [LayerBatch]) {
        var small: [LayerBatch] = []
        for b in batches {
            guard let r = clamp(b.clip) else { continue }
            if b.spans == nil && (r.x1 - r.x0) * (r.y1 - r.y0) > 4 * Self.tilePixels * Self.tilePixels {
                draw(b.strokes, clip: b.clip)   // a large one splits into tiles itself
            } else {
                small.append(b)
            }
        }
        guard !small.isEmpty else { return }
        let together = small
        let (w, h) = (width, height)
        pixels.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let target = buf
            DispatchQueue.concurrentPerform(iterations: together.count) { k in
                let b = together[k]
                if let spans = b.spans {
                    Self.draw(b.strokes, clip: b.clip, spans: spans, into: target, w, h)
                } else {
                    for s in b.strokes { Self.draw(s, clip: b.clip, into: target, w, h) }
                }
            }
        }
    }

    /// Draws `strokes` (pixels) in order into the pixels of `spans` inside `clip`, skipping those whose
    /// bounds miss the spans: a region's redraw and a band made ready ahead (`AnticipatedExclusion`) alike.
    static func draw(_ strokes: [LayerStroke], clip: Rect, spans: PixelSpans, into buf: UnsafeMutableBufferPointer<UInt32>, _ w: Int, _ h: Int,
                     placement: BufferPlacement? = nil) {
        for s in strokes where spans.meets(s.bounds) { draw(s, clip: clip, spans: spans, into: buf, w, h, placement: placement) }
    }

    static func draw(_ s: LayerStroke, clip: Rect, spans: PixelSpans? = nil, into buf: UnsafeMutableBufferPointer<UInt32>, _ w: Int, _ h: Int,
                     placement: BufferPlacement? = nil) {
        switch s {
        case .line(let a, let b, let lw, let c):
            strokeLine(from: a, to: b, lineWidth: lw, color: c, clip: clip, spans: spans, into: buf, w, h, placement: placement)
        case .ring(let p, let r, let lw, let c):
            strokeRing(center: p, radius: r, lineWidth: lw, color: c, clip: clip, spans: spans, into: buf, w, h, placement: placement)
        }
    }
}
