import Gestures

/// Keeps the finished lines in an offscreen image drawn once: a frame costs one copy of the image, not one
/// stroke per line. Changes mark tiles dirty (a 16 pt grid, the size that measured fastest against 8-64: a
/// line marks the tiles along it, not its bounding box, so a long diagonal dirties a band, not the window);
/// at the next draw each row's run of
/// dirty tiles is cleared and the lines crossing it (found through the drawing's index) redrawn, clipped
/// to it, in stacking order. New items on top are drawn over the image with nothing cleared. A long line
/// taken out or put back (selected, moved, deleted) marks its own pixels instead (`PixelSpans`), up to
/// `shapedRegionsMax` of them a frame: a third to a fifth of the tiles' pixels.
///
/// Invariant: after `draw`, the layer shows exactly the drawing's lines minus `excluded` (lines drawn live:
/// the selected one, the one being moved).
final class LineCache {
    private var layer: ImageLineLayer?
    private var layerCanvas: ObjectIdentifier?
    /// Dirty tiles, as the index's cell keys.
    private var dirty = Set<Int64>()
    private var needsFullRedraw = true
    private(set) var excluded: Set<Int> = []
    /// The grid of the tiles (the index's own).
    private let grid = LineIndex(cellSize: 16)
    let background: Color

    init(background: Color) { self.background = background }

    func invalidateAll() {
        generation += 1
        needsFullRedraw = true; dirty.removeAll(); dirtyRects.removeAll(); dirtyLines.removeAll(); onTop.removeAll()
    }

    /// Counts the changes to what the layer must show (edits, lines taken out and put back): pixels made
    /// ready ahead of time hold only while it stays the same.
    private var generation = 0

    /// The layer's area in points: only tiles inside it are ever marked (what lies outside is never drawn).
    private var area: Rect { Rect(origin: .zero, size: layer?.size ?? .zero) }

    func markDirty(_ rect: Rect) {
        guard !needsFullRedraw else { return }
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        dirty.formUnion(grid.cells(in: r))
    }

    /// Small regions redrawn as they are (a short line's box is smaller than the tiles around it).
    private var dirtyRects: [Rect] = []
    /// Long lines whose own pixels are redrawn (the part of each over the layer and its reach).
    private var dirtyLines: [Line] = []
    /// Long lines a frame redrawn by their own pixels; more than that mark tiles (several lines' tiles merge,
    /// where their pixels would be redrawn region after region).
    static let shapedRegionsMax = 8
    /// Rows of pixels in each band a line's pixels are redrawn in: the band is one query of the index and
    /// one batch of strokes (16 measured fastest against 8 and 32).
    static let bandRows = 32
    /// The pixels the last draw cleared and redrew (a full redraw counts the layer), for tests.
    private(set) var redrawnPixels = 0

    /// Marks what a line's pixels can touch (only its part over the layer): its box when that is small,
    /// else the tiles along it.
    func markDirty(_ line: Line) {
        guard !needsFullRedraw else { return }
        let box = line.bounds.intersection(area)
        guard !box.isEmpty else { return }
        if isShort(box) {
            if dirtyRects.count >= 64 { dirty.formUnion(grid.cells(in: box)) } else { dirtyRects.append(box) }
            return
        }
        guard let part = partOverLayer(line) else { return }
        // The same pixels marked twice (a selected line deleted: put back, then removed) are redrawn once.
        if dirtyLines.contains(where: { $0.begin == part.begin && $0.end == part.end && $0.width == part.width }) { return }
        if dirtyLines.count < Self.shapedRegionsMax { dirtyLines.append(part) } else { dirty.formUnion(grid.cells(of: part)) }
    }

    /// A line whose box is this small redraws its box; a longer one its own pixels, or the tiles along it.
    private func isShort(_ box: Rect) -> Bool { box.width * box.height <= 2 * grid.cellSize * grid.cellSize }

    /// The part of `line` whose pixels can reach the layer (nil when none can).
    private func partOverLayer(_ line: Line) -> Line? {
        let reach = grid.margin(line)
        guard let (a, b) = area.insetBy(dx: -reach, dy: -reach).clip(from: line.begin, to: line.end) else { return nil }
        return Line(id: line.id, begin: a, end: b, color: line.color, width: line.width)
    }

    /// Items added on top of everything since the last draw (ids, ascending): they are drawn over the layer
    /// as it is, with nothing cleared or redrawn under them, which gives the same pixels as a full redraw.
    private var onTop: [Int] = []

    /// `onTop`: the change adds the item with the largest id in the drawing (a new line or circle).
    func note(_ change: DrawingChange, onTop isOnTop: Bool = false) {
        offered = nil
        generation += 1
        switch change {
        case .added(let l):
            if excluded.contains(l.id) { break }
            if isOnTop && !needsFullRedraw { onTop.append(l.id) } else { markDirty(l) }
        case .circleAdded(let c):
            if isOnTop && !needsFullRedraw { onTop.append(c.id) } else { markDirty(c.bounds) }
        case .removed(let l):
            onTop.removeAll { $0 == l.id }
            if !excluded.contains(l.id) { markDirty(l) }
        case .moved(let a, let b):
            onTop.removeAll { $0 == a.id }
            if !excluded.contains(a.id) { markDirty(a); markDirty(b) }
        case .circleRemoved(let c):
            onTop.removeAll { $0 == c.id }
            markDirty(c.bounds)
        case .replacedAll: invalidateAll()
        case .cleared(let lines, let circles):
            // The layer is kept as it stands, with what it shows: undoing the clear brings it back
            // (`restoreKept`) instead of redrawing every line. Only a layer with nothing pending shows
            // exactly those lines.
            kept = nil
            if let layer, let layerCanvas, !needsFullRedraw, dirty.isEmpty, dirtyRects.isEmpty, dirtyLines.isEmpty, onTop.isEmpty {
                kept = Kept(layer: layer, canvas: layerCanvas, lines: lines, circles: circles, excluded: excluded)
            }
            layer = nil
            invalidateAll()
        }
    }

    /// A layer put aside by a clear, and exactly what it shows.
    private struct Kept {
        let layer: ImageLineLayer
        let canvas: ObjectIdentifier
        let lines: [Line]
        let circles: [Circle]
        let excluded: Set<Int>
    }
    private var kept: Kept?

    /// Takes the kept layer back when it shows exactly the drawing as it is now (a clear undone, on the
    /// same canvas, the window still fitting it): no line is redrawn. True when it did. Otherwise it stays
    /// kept (the clear may still be undone) until the next clear replaces it.
    private func restoreKept(_ drawing: Drawing, size: Size, canvas: ObjectIdentifier) -> Bool {
        guard let k = kept, k.lines.count == drawing.lines.count, k.circles.count == drawing.circles.count else { return false }
        guard k.canvas == canvas, Self.fits(size, in: k.layer.size), k.excluded == excluded,
              k.lines == drawing.lines, k.circles == drawing.circles else { return false }
        kept = nil
        layer = k.layer
        layerCanvas = k.canvas
        needsFullRedraw = false
        return true
    }

    /// Draws `line` live from now on (it leaves the cache): its pixels are redrawn at the next draw, or
    /// copied in now when they were made ready (`anticipateExclusion`) and nothing changed since.
    func exclude(_ id: Int, line: Line?) {
        guard excluded.insert(id).inserted else { return }
        defer { generation += 1 }
        guard let line else { return }
        if takeAnticipated(id, line) { return }
        markDirty(line)
    }

    /// Returns a live line to the cache.
    func include(_ id: Int, line: Line?) {
        guard excluded.remove(id) != nil else { return }
        generation += 1
        guard let line else { return }
        markDirty(line)
    }

    // MARK: A selection made ready ahead

    private(set) var anticipation: AnticipatedExclusion?
    /// The pixels the last exclusion copied in from an anticipation (for tests).
    private(set) var copiedPixels = 0

    /// Starts making ready, on another core, the layer without `line` (a finger rests on it: a long press
    /// or a tap may select it). Only for a long line on a layer with nothing pending; a line already made
    /// ready keeps its work.
    func anticipateExclusion(of line: Line, in drawing: Drawing) {
        if let a = anticipation, a.lineID == line.id, a.line == line, a.generation == generation { return }
        cancelAnticipation()
        guard let layer, !needsFullRedraw, !excluded.contains(line.id), !isShort(line.bounds.intersection(area)),
              let part = partOverLayer(line) else { return }
        let bands = shapedBands(of: part, in: layer)
        guard !bands.isEmpty else { return }
        anticipation = AnticipatedExclusion(line: line, generation: generation, layer: ObjectIdentifier(layer), spans: bands,
                                            scale: layer.pixelsPerPoint, index: drawing.lineIndex, circles: drawing.circles,
                                            excluded: excluded.union([line.id]), background: layer.background,
                                            layerSize: (layer.image.width, layer.image.height))
    }

    /// Drops the work made ready (the finger moved on: it draws).
    func cancelAnticipation() {
        anticipation?.cancel()
        anticipation = nil
    }

    /// Copies in the pixels made ready for `line` when they still hold: the same line, nothing changed
    /// since they were started, the same layer, nothing pending on it.
    private func takeAnticipated(_ id: Int, _ line: Line) -> Bool {
        defer { anticipation = nil }
        copiedPixels = 0
        guard let a = anticipation, a.lineID == id, a.line == line, a.generation == generation, let layer,
              ObjectIdentifier(layer) == a.layer, !needsFullRedraw, dirty.isEmpty, dirtyRects.isEmpty, dirtyLines.isEmpty, onTop.isEmpty,
              let bands = a.take() else {
            anticipation?.cancel()
            return false
        }
        for b in bands {
            layer.image.copy(b)
            copiedPixels += b.spans.pixelCount
        }
        return true
    }


    /// Brings the layer up to date and draws it at the canvas's translation.
    func draw(_ drawing: Drawing, size: Size, in canvas: Canvas) {
        guard canvas.canDrawImages else {
            // A canvas with no layers (a test's, say): every line, every frame, through the same merge.
            let all = Rect(origin: .zero, size: size)
            redraw(drawing.lines, drawing.circles, into: DirectLineLayer(canvas: canvas, size: size), clip: all)
            return
        }
        // The layer is allocated in steps of `layerStep` points and kept while the window fits in it, so a
        // window being resized redraws nothing (the part beyond the window is kept up to date too).
        if layer == nil || layerCanvas != ObjectIdentifier(canvas) || !Self.fits(size, in: layer!.size) {
            let step = Self.layerStep
            let allocated = Size(width: (size.width / step).rounded(.up) * step, height: (size.height / step).rounded(.up) * step)
            layer = ImageLineLayer(size: allocated, scale: canvas.pixelsPerPoint, background: background)
            layerCanvas = ObjectIdentifier(canvas)
            needsFullRedraw = true
            restoreOffered()
        }
        if needsFullRedraw && kept != nil && restoreKept(drawing, size: size, canvas: ObjectIdentifier(canvas)) {
            dirty.removeAll(); dirtyRects.removeAll(); dirtyLines.removeAll(); onTop.removeAll()
        }
        guard let layer else { return }
        update(drawing, layer)
        canvas.drawImage(layer.image, at: .zero)
    }

    // MARK: The image kept on disk

    /// An image read at start-up, waiting for the first layer (nil once a layer was made, or on any change).
    private var offered: DrawingImage?
    /// Whether the layer came from a kept image instead of drawing every line (for tests).
    private(set) var restoredFromImage = false

    /// Offers the image kept with the drawing just loaded: the first layer takes it instead of drawing
    /// every line, when it fits (same size, scale and background) and nothing changed since.
    func offer(_ image: DrawingImage) { offered = image }

    private func restoreOffered() {
        defer { offered = nil }
        guard let image = offered, let layer, needsFullRedraw, excluded.isEmpty, image.layerSize == layer.size,
              image.scale == layer.pixelsPerPoint, image.background == background.argb, layer.restore(image.pixels) else { return }
        needsFullRedraw = false
        restoredFromImage = true
    }

    /// The layer's pixels showing exactly `drawing` (every line, none left out), brought up to date first;
    /// nil when there is no layer or it keeps no pixels. The selection goes back into the cache: for the
    /// moment of quitting.
    func imageForSaving(_ drawing: Drawing) -> (layerSize: Size, scale: Double, background: UInt32, pixels: LayerPixels)? {
        guard let layer else { return nil }
        for id in excluded { include(id, line: drawing.line(id: id)) }
        update(drawing, layer)
        guard let pixels = layer.pixelsSnapshot() else { return nil }
        return (layer.size, layer.pixelsPerPoint, background.argb, pixels)
    }

    /// Redraws what changed: everything, or new items on top then the dirty regions.
    private func update(_ drawing: Drawing, _ layer: LineLayer) {
        let all = Rect(origin: .zero, size: layer.size)
        // Most of the layer dirty: one full redraw costs less than region after region.
        let tiles = (layer.size.width / grid.cellSize).rounded(.up) * (layer.size.height / grid.cellSize).rounded(.up)
        if Double(dirty.count) > 0.6 * tiles { needsFullRedraw = true }
        redrawnPixels = 0
        if needsFullRedraw {
            layer.clear(all)
            redraw(drawing.lines, drawing.circles, into: layer, clip: all)
            redrawnPixels = Int((all.width * layer.pixelsPerPoint).rounded() * (all.height * layer.pixelsPerPoint).rounded())
            needsFullRedraw = false
            dirty.removeAll()
            dirtyRects.removeAll()
            dirtyLines.removeAll()
            onTop.removeAll()
        }
        // New items on top first, then the dirty regions: a region cleared and redrawn after is complete
        // (it holds the new items too, in their place), so nothing is drawn twice.
        for id in onTop where !excluded.contains(id) {
            if let l = drawing.line(id: id) {
                // As the index keeps it (Float coordinates), as every redraw draws it: the same pixels.
                let e = LineIndex.Entry(id: l.id, begin: l.begin, end: l.end, width: l.width, argb: l.color.argb)
                layer.strokeLine(from: e.begin, to: e.end, width: e.width, color: Color(argb: e.argb), clip: all)
            } else if let c = drawing.circles.last(where: { $0.id == id }) {
                stroke(c, layer, all)
            }
        }
        onTop.removeAll()
        // Every dirty region is cleared, then all are redrawn in one batch (they do not overlap: the layer
        // may draw them at once on several cores).
        var regions = dirtyRects.map { Region(clip: $0, spans: nil) }
        dirtyRects.removeAll()
        if !dirty.isEmpty {
            // Each row's consecutive dirty tiles make one rectangle: fewer, larger regions to redraw.
            let cell = grid.cellSize
            var rows: [Int: [Int]] = [:]
            for key in dirty { let c = grid.coordinates(of: key); rows[c.y, default: []].append(c.x) }
            for (y, xs) in rows {
                let sorted = xs.sorted()
                var start = sorted[0], end = sorted[0]
                func flush() { regions.append(Region(clip: Rect(x: Double(start) * cell, y: Double(y) * cell, width: Double(end - start + 1) * cell, height: cell), spans: nil)) }
                for x in sorted.dropFirst() { if x == end + 1 { end = x } else { flush(); start = x; end = x } }
                flush()
            }
            dirty.removeAll()
        }
        regions += dirtyLines.flatMap { shapedBands(of: $0, in: layer).map { Region(clip: $0.bounds.scaled(1 / layer.pixelsPerPoint), spans: $0) } }
        dirtyLines.removeAll()
        redrawRegions(regions, of: drawing, in: layer)
    }

    /// A region to clear and redraw: a rectangle (points), or the pixels of `spans` inside it.
    private struct Region {
        var clip: Rect
        var spans: PixelSpans?
    }

    /// The pixels `line` can touch on the layer (one pixel more each way: rounding never leaves one out),
    /// band by band.
    private func shapedBands(of line: Line, in layer: LineLayer) -> [PixelSpans] {
        let k = layer.pixelsPerPoint
        let (w, h) = layer.pixelSize
        guard let spans = PixelSpans.line(from: Point(line.begin.x * k, line.begin.y * k), to: Point(line.end.x * k, line.end.y * k),
                                          lineWidth: line.width * k, margin: 1, width: w, height: h) else { return [] }
        return spans.bands(rows: Self.bandRows)
    }

    /// Clears each region (snapped to whole pixels, within the layer) and redraws every line and circle
    /// crossing it. Short lines' boxes may overlap each other or the tiles: a region overlapping one not yet
    /// drawn first has those drawn, so the result is the one of region after region. The regions' strokes
    /// are found first, on the cores (one query of the index a region: the drawing does not change meanwhile).
    private func redrawRegions(_ regions: [Region], of drawing: Drawing, in layer: LineLayer) {
        let bounds = Rect(origin: .zero, size: layer.size)
        let k = layer.pixelsPerPoint
        // Spans are whole pixels inside the layer already (their clip only bounds them).
        let snapped = regions.compactMap { r -> Region? in
            let clip = r.spans != nil ? r.clip : Self.snap(r.clip.intersection(bounds), scale: k)
            return clip.isEmpty ? nil : Region(clip: clip, spans: r.spans)
        }
        guard !snapped.isEmpty else { return }
        let found = LayerStrokes.crossing(snapped.map(\.clip), index: drawing.lineIndex, circles: drawing.circles, excluded: excluded)
        var pending: [LayerBatch] = []
        func flush() { layer.stroke(pending); pending.removeAll() }
        for (r, strokes) in zip(snapped, found) {
            if pending.contains(where: { $0.clip.intersects(r.clip) }) { flush() }
            if let spans = r.spans {
                layer.clear(spans)
                redrawnPixels += spans.pixelCount
            } else {
                layer.clear(r.clip)
                redrawnPixels += Int((r.clip.width * k).rounded() * (r.clip.height * k).rounded())
            }
            pending.append(LayerBatch(clip: r.clip, strokes: strokes, spans: r.spans))
        }
        flush()
    }

    /// Draws lines and circles (each sorted by id) merged in stacking order, leaving out the excluded lines.
    /// Line colors go through 8 bits, as the index keeps them, so a full redraw and a region redraw agree.
    private func redraw(_ lines: [Line], _ circles: [Circle], into layer: LineLayer, clip: Rect) {
        let entries = lines.lazy.map { LineIndex.Entry(id: $0.id, begin: $0.begin, end: $0.end, width: $0.width, argb: $0.color.argb) }
        layer.stroke(LayerStrokes.merged(entries, circles, excluded: excluded, count: lines.count), clip: clip)
    }

    private func stroke(_ c: Circle, _ layer: LineLayer, _ clip: Rect) {
        layer.strokeCircle(center: c.center, radius: c.radius, width: c.width, color: c.color, clip: clip)
    }

    static let layerStep: Points = 256

    /// Whether a window of `size` is shown by a layer of `layerSize` without waste: it fits, with less
    /// than two steps to spare each way (a much smaller window gets a smaller layer).
    static func fits(_ size: Size, in layerSize: Size) -> Bool {
        size.width <= layerSize.width && size.height <= layerSize.height
            && layerSize.width - size.width < 2 * layerStep && layerSize.height - size.height < 2 * layerStep
    }

    /// The smallest rectangle of whole pixels holding `r`, so what is cleared and what is redrawn agree.
    static func snap(_ r: Rect, scale: Double) -> Rect {
        let x0 = (r.minX * scale).rounded(.down) / scale, y0 = (r.minY * scale).rounded(.down) / scale
        let x1 = (r.maxX * scale).rounded(.up) / scale, y1 = (r.maxY * scale).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
