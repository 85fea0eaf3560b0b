import Gestures
import Platform

/// Keeps the finished lines in an offscreen image drawn once: a frame costs one copy of the image, not one
/// stroke per line. Changes mark regions dirty; at the next draw only those regions are cleared and the
/// lines crossing them (found through the drawing's index) redrawn, in stacking order.
///
/// Invariant: after `draw`, the layer shows exactly the drawing's lines minus `excluded` (lines drawn live:
/// the selected one, the one being moved).
final class LineCache {
    private var layer: LineLayer?
    private var layerCanvas: ObjectIdentifier?
    private var dirty: [Rect] = []
    private var needsFullRedraw = true
    private(set) var excluded: Set<Int> = []
    /// Past this many pending regions a full redraw is cheaper.
    let maximumDirtyRegions = 48
    let background: Color

    init(background: Color) { self.background = background }

    func invalidateAll() { needsFullRedraw = true; dirty.removeAll(); onTop.removeAll() }

    func markDirty(_ rect: Rect) {
        guard !needsFullRedraw else { return }
        if dirty.count >= maximumDirtyRegions { invalidateAll() } else { dirty.append(rect) }
    }

    /// Items added on top of everything since the last draw (ids, ascending): they are drawn over the layer
    /// as it is, with nothing cleared or redrawn under them, which gives the same pixels as a full redraw.
    private var onTop: [Int] = []

    /// `onTop`: the change adds the item with the largest id in the drawing (a new line or circle).
    func note(_ change: DrawingChange, onTop isOnTop: Bool = false) {
        switch change {
        case .added(let l):
            if excluded.contains(l.id) { break }
            if isOnTop && !needsFullRedraw { onTop.append(l.id) } else { markDirty(l.bounds) }
        case .circleAdded(let c):
            if isOnTop && !needsFullRedraw { onTop.append(c.id) } else { markDirty(c.bounds) }
        case .removed(let l):
            onTop.removeAll { $0 == l.id }
            if !excluded.contains(l.id) { markDirty(l.bounds) }
        case .moved(let a, let b):
            onTop.removeAll { $0 == a.id }
            if !excluded.contains(a.id) { markDirty(a.bounds); markDirty(b.bounds) }
        case .circleRemoved(let c):
            onTop.removeAll { $0 == c.id }
            markDirty(c.bounds)
        case .replacedAll: invalidateAll()
        }
    }

    /// Draws line `id` live from now on (it leaves the cache).
    func exclude(_ id: Int, bounds: Rect?) {
        guard excluded.insert(id).inserted, let bounds else { return }
        markDirty(bounds)
    }

    /// Returns a live line to the cache.
    func include(_ id: Int, bounds: Rect?) {
        guard excluded.remove(id) != nil, let bounds else { return }
        markDirty(bounds)
    }


    /// Brings the layer up to date and draws it at the canvas's translation.
    func draw(_ drawing: Drawing, size: Size, in plainCanvas: Canvas) {
        guard let canvas = plainCanvas as? LineLayerCanvas else {
            // A canvas with no layers (a test's, say): every line, every frame, through the same merge.
            let all = Rect(origin: .zero, size: size)
            redraw(drawing.lines, drawing.circles, into: DirectLineLayer(canvas: plainCanvas, size: size), clip: all)
            return
        }
        if layer == nil || layerCanvas != ObjectIdentifier(canvas) || layer!.size != size {
            layer = canvas.makeLineLayer(size: size, background: background)
            layerCanvas = ObjectIdentifier(canvas)
            needsFullRedraw = true
        }
        guard let layer else { return }
        let all = Rect(origin: .zero, size: size)
        if needsFullRedraw {
            layer.clear(all)
            redraw(drawing.lines, drawing.circles, into: layer, clip: all)
            needsFullRedraw = false
            dirty.removeAll()
            onTop.removeAll()
        }
        // New items on top first, then the dirty regions: a region cleared and redrawn after is complete
        // (it holds the new items too, in their place), so nothing is drawn twice.
        for id in onTop where !excluded.contains(id) {
            if let l = drawing.line(id: id) {
                layer.strokeLine(from: l.begin, to: l.end, width: l.width, color: l.color, clip: all)
            } else if let c = drawing.circles.last(where: { $0.id == id }) {
                stroke(c, layer, all)
            }
        }
        onTop.removeAll()
        if !dirty.isEmpty {
            for r in dirty {
                let region = Self.snap(r.intersection(all), scale: layer.pixelsPerPoint)
                guard !region.isEmpty else { continue }
                layer.clear(region)
                redraw(drawing.lines(in: region), drawing.circles(in: region), into: layer, clip: region)
            }
            dirty.removeAll()
        }
        canvas.drawLineLayer(layer)
    }

    /// Draws lines and circles (each sorted by id) merged in stacking order, leaving out the excluded lines.
    private func redraw(_ lines: [Line], _ circles: [Circle], into layer: LineLayer, clip: Rect) {
        var c = 0
        for l in lines {
            while c < circles.count && circles[c].id < l.id { stroke(circles[c], layer, clip); c += 1 }
            if !excluded.contains(l.id) { layer.strokeLine(from: l.begin, to: l.end, width: l.width, color: l.color, clip: clip) }
        }
        while c < circles.count { stroke(circles[c], layer, clip); c += 1 }
    }

    private func stroke(_ c: Circle, _ layer: LineLayer, _ clip: Rect) {
        layer.strokeCircle(center: c.center, radius: c.radius, width: c.width, color: c.color, clip: clip)
    }

    /// The smallest rectangle of whole pixels holding `r`, so what is cleared and what is redrawn agree.
    static func snap(_ r: Rect, scale: Double) -> Rect {
        let x0 = (r.minX * scale).rounded(.down) / scale, y0 = (r.minY * scale).rounded(.down) / scale
        let x1 = (r.maxX * scale).rounded(.up) / scale, y1 = (r.maxY * scale).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Draws straight onto a canvas that has no layers: `clear` does nothing, the clip is the canvas's own.
private final class DirectLineLayer: LineLayer {
    let canvas: Canvas
    let size: Size
    var pixelsPerPoint: Double { 1 }
    init(canvas: Canvas, size: Size) { self.canvas = canvas; self.size = size }
    func clear(_ rect: Rect) {}
    func strokeLine(from: Point, to: Point, width: Points, color: Color, clip: Rect) {
        canvas.strokeLine(from: from, to: to, width: width, color: color)
    }
    func strokeCircle(center: Point, radius: Points, width: Points, color: Color, clip: Rect) {
        canvas.strokeCircle(center: center, radius: radius, width: width, color: color)
    }
}
