import Dispatch
import Gestures
import Synchronization

/// A long line's pixels as the cache will show them once the line leaves it, made on another core ahead of
/// time: a finger resting on a long line is likely to select it (a long press takes half a second; a tap
/// selects too), and redrawing the line's pixels costs several milliseconds on a drawing of 100,000 lines.
/// `LineCache.exclude` copies them in, when nothing changed since they were started, instead of redrawing.
///
/// The pixels are made from the drawing as it was when they were started (its index and circles are
/// values), so they hold exactly what a redraw of the same spans at that moment gives: the same strokes,
/// in the same order, through the same rasterizer, at the same pixel coordinates.
final class AnticipatedExclusion: Sendable {
    /// One band's pixels: `pixels` holds its spans' bounds, row after row (only the spans are meaningful).
    struct Band: Sendable {
        let spans: PixelSpans
        let pixels: [UInt32]
    }

    let lineID: Int
    /// The line as it was (its geometry must be the same when it is excluded).
    let line: Line
    /// The cache's state when it started (`LineCache`'s count of changes) and its layer.
    let generation: Int
    let layer: ObjectIdentifier
    private let bands = Mutex<[Band]?>(nil)
    private let cancelled = Atomic<Bool>(false)
    private let done = DispatchGroup()

    /// Starts making the pixels of `spans` (bands of the layer, `scale` pixels a point) without the lines
    /// in `excluded` (which holds `line`), from `index` and `circles`, on a queue of its own.
    init(line: Line, generation: Int, layer: ObjectIdentifier, spans: [PixelSpans], scale: Double, index: LineIndex, circles: [Circle],
         excluded: Set<Int>, background: UInt32, layerSize: (width: Int, height: Int)) {
        precondition(excluded.contains(line.id), "the line made ready is among the lines left out")
        lineID = line.id
        self.line = line
        self.generation = generation
        self.layer = layer
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { done.leave() }
            var made: [Band] = []
            for band in spans {
                if cancelled.load(ordering: .relaxed) { return }
                made.append(Self.make(band, scale: scale, index: index, circles: circles, excluded: excluded, background: background, layerSize: layerSize))
            }
            bands.withLock { $0 = made }
        }
    }

    /// Stops the work (the finger moved away): `take` then gives nothing.
    func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// The bands, waiting for the work to end; nil when it was cancelled.
    func take() -> [Band]? {
        done.wait()
        return cancelled.load(ordering: .relaxed) ? nil : bands.withLock { $0 }
    }

    /// One band: the background, then every stroke crossing its spans, as `LineCache` redraws a region.
    private static func make(_ band: PixelSpans, scale k: Double, index: LineIndex, circles: [Circle], excluded: Set<Int>,
                             background: UInt32, layerSize: (width: Int, height: Int)) -> Band {
        let clip = band.bounds.scaled(1 / k)
        let strokes = LayerStrokes.crossing(clip, index: index, circles: circles, excluded: excluded)
        let b = band.bounds
        let placement = PixelImage.BufferPlacement(x0: Int(b.minX), y0: Int(b.minY), stride: Int(b.width))
        var pixels = [UInt32](repeating: background, count: Int(b.width) * Int(b.height))
        let scaled = k == 1 ? strokes : strokes.map { $0.scaled(k) }
        pixels.withUnsafeMutableBufferPointer { buf in
            PixelImage.draw(scaled, clip: b, spans: band, into: buf, layerSize.width, layerSize.height, placement: placement)
        }
        return Band(spans: band, pixels: pixels)
    }
}

extension PixelImage {
    /// Copies a band made ready into its spans and reports them changed.
    func copy(_ band: AnticipatedExclusion.Band) {
        let s = band.spans, b = s.bounds
        let x0 = Int(b.minX), y0 = Int(b.minY), stride = Int(b.width), w = width
        guard b.maxX <= Double(width), b.maxY <= Double(height) else { return }
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in y0..<(y0 + Int(b.height)) {
                guard let (a, e) = s.row(y, within: x0, x0 + stride) else { continue }
                for x in a..<e { buf[y * w + x] = band.pixels[(y - y0) * stride + x - x0] }
            }
        }
        markChanged(b)
    }
}
