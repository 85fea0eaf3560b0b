import Gestures

/// A uniform grid over the plane: each cell lists the ids of the lines passing near it. Finding the line
/// under a point and the lines crossing a changed region cost the lines nearby, not the whole drawing.
///
/// Invariant: a line is listed in every cell within `margin(line)` of its segment, and in no other.
public struct LineIndex: Sendable {
    public let cellSize: Points
    /// A line as a cell lists it: enough to measure distance, and to draw it, without looking the line up
    /// (a lookup per line is a cache miss per line). 28 bytes: the id in 32 bits (ids stay below 1e9),
    /// coordinates and width as Floats (within the index's world, a Float is within 0.008 pt), the color as
    /// 0xAARRGGBB (what the line's cached image can show). A line is listed in two or three cells.
    public struct Entry: Sendable {
        private let id32: Int32
        private let x0: Float, y0: Float, x1: Float, y1: Float
        /// The width, as a Float.
        public let strokeWidth: Float
        public let argb: UInt32
        public var id: Int { Int(id32) }
        public var begin: Point { Point(Double(x0), Double(y0)) }
        public var end: Point { Point(Double(x1), Double(y1)) }
        public var width: Points { Double(strokeWidth) }

        public init(id: Int, begin: Point, end: Point, width: Points, argb: UInt32) {
            precondition(id >= Int(Int32.min) && id <= Int(Int32.max), "ids fit in 32 bits")
            id32 = Int32(id)
            x0 = Float(begin.x); y0 = Float(begin.y); x1 = Float(end.x); y1 = Float(end.y)
            strokeWidth = Float(width); self.argb = argb
        }

        /// The area the line's pixels can touch, as `Line.bounds`.
        var bounds: Rect { Line.bounds(from: begin, to: end, width: width) }
    }
    private var cells: [Int64: [Entry]] = [:]

    public init(cellSize: Points = 64) { self.cellSize = cellSize }

    /// An index of `lines`, built in two passes over their cells (each computed once): each cell's list is
    /// allocated once at its final size (no growth, no spare capacity: about half the memory of inserting
    /// one line after another). Cells are counted in a dense grid over the part of the plane the lines
    /// cover, or a dictionary when that part is huge.
    public init(lines: [Line], cellSize: Points = 64) {
        self.cellSize = cellSize
        var flat: [Int64] = []
        flat.reserveCapacity(lines.count * 3)
        var ends: [Int] = []
        ends.reserveCapacity(lines.count)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for l in lines {
            precondition(l.begin.isFinite && l.end.isFinite, "lines have finite ends")
            for k in cellKeys(for: l, margin: margin(l)) {
                flat.append(k)
                let c = coordinates(of: k)
                x0 = Swift.min(x0, c.x); x1 = Swift.max(x1, c.x); y0 = Swift.min(y0, c.y); y1 = Swift.max(y1, c.y)
            }
            ends.append(flat.count)
        }
        guard !flat.isEmpty else { return }
        let columns = x1 - x0 + 1, rows = y1 - y0 + 1
        let dense = columns * rows <= 4 * flat.count + 4096
        var slotOf: [Int64: Int] = [:]
        func slot(_ k: Int64) -> Int {
            if dense { let c = coordinates(of: k); return (c.y - y0) * columns + (c.x - x0) }
            if let s = slotOf[k] { return s }
            slotOf[k] = slotOf.count
            return slotOf.count - 1
        }
        var counts = [Int](repeating: 0, count: dense ? columns * rows : 0)
        for k in flat {
            let s = slot(k)
            if s >= counts.count { counts.append(0) }
            counts[s] += 1
        }
        var lists = counts.map { n -> [Entry] in var list: [Entry] = []; list.reserveCapacity(n); return list }
        var start = 0
        for (i, l) in lines.enumerated() {
            if let (begin, end) = Self.world.clip(from: l.begin, to: l.end) {
                let entry = Entry(id: l.id, begin: begin, end: end, width: l.width, argb: l.color.argb)
                for k in flat[start..<ends[i]] { lists[slot(k)].append(entry) }
            }
            start = ends[i]
        }
        cells.reserveCapacity(dense ? counts.filter { $0 > 0 }.count : slotOf.count)
        if dense {
            for (s, list) in lists.enumerated() where !list.isEmpty { cells[key(x0 + s % columns, y0 + s / columns)] = list }
        } else {
            for (k, s) in slotOf { cells[k] = lists[s] }
        }
    }

    /// The part of the plane the index covers: far beyond any window (at most 16384 points a side), so a
    /// line or a query is clipped to it, and a coordinate of 1e23 costs what one at the edge costs.
    public static let world = Rect(x: -131_072, y: -131_072, width: 262_144, height: 262_144)

    /// How many lines are listed (a scan: for tests).
    public var count: Int { Set(cells.values.joined().map(\.id)).count }

    func key(_ cx: Int, _ cy: Int) -> Int64 { Int64(cx) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: cy))) }
    /// The cell of a coordinate, clamped to the world (so the conversion to Int can never trap).
    func cell(_ v: Double) -> Int {
        let w = Self.world
        let c = v.isNaN ? 0 : Swift.min(w.maxX, Swift.max(w.minX, v))
        return Int((c / cellSize).rounded(.down))
    }

    /// The cells within `margin` of the segment, walked along it in steps of at most half a cell. Every
    /// point of the segment is within half a step of a sample, so each sample covers `margin` plus half a
    /// step: no cell the segment merely clips between two samples is missed.
    /// Deterministic: the same line always gives the same keys (removing a line recomputes them).
    func cellKeys(for line: Line, margin: Points) -> [Int64] {
        guard let (begin, end) = Self.world.clip(from: line.begin, to: line.end) else { return [] }
        let d = end - begin
        // A short line: exactly the cells of its box that lie within `margin` of it (about a third fewer
        // than the walk below lists, which is memory: an entry per cell).
        let bx0 = cell(Swift.min(begin.x, end.x) - margin), bx1 = cell(Swift.max(begin.x, end.x) + margin)
        let by0 = cell(Swift.min(begin.y, end.y) - margin), by1 = cell(Swift.max(begin.y, end.y) + margin)
        if (bx1 - bx0 + 1) * (by1 - by0 + 1) <= 16 {
            var keys: [Int64] = []
            for cx in bx0...bx1 {
                for cy in by0...by1 where Self.segment(begin, end, isWithin: margin, of: Rect(x: Double(cx) * cellSize, y: Double(cy) * cellSize,
                                                                                              width: cellSize, height: cellSize)) {
                    keys.append(key(cx, cy))
                }
            }
            return keys
        }
        let steps = Swift.max(1, Int((d.length / (cellSize / 2)).rounded(.up)))
        let reach = margin + d.length / Double(steps) / 2
        // Short lines (most of them) give a handful of keys: a scan of the array beats hashing them.
        var keys: [Int64] = []
        var seen = Set<Int64>()
        let useSet = steps > 8
        for i in 0...steps {
            let p = begin + d * (Double(i) / Double(steps))
            for cx in cell(p.x - reach)...cell(p.x + reach) {
                for cy in cell(p.y - reach)...cell(p.y + reach) {
                    let k = key(cx, cy)
                    if useSet ? seen.insert(k).inserted : !keys.contains(k) { keys.append(k) }
                }
            }
        }
        return keys
    }

    /// Whether some point of the segment from `a` to `b` lies within `margin` of `rect` (closed). Two
    /// convex shapes that do not meet are nearest at a vertex of one of them: the segment's ends against
    /// the rectangle, the rectangle's corners against the segment.
    static func segment(_ a: Point, _ b: Point, isWithin margin: Double, of rect: Rect) -> Bool {
        if rect.clip(from: a, to: b) != nil || rect.contains(a) { return true }
        func toRect(_ p: Point) -> Double {
            let dx = Swift.max(rect.minX - p.x, 0, p.x - rect.maxX), dy = Swift.max(rect.minY - p.y, 0, p.y - rect.maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
        let probe = Line(id: 0, begin: a, end: b, color: .black, width: 1)
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)]
        return toRect(a) <= margin || toRect(b) <= margin || corners.contains { probe.distance(to: $0) <= margin }
    }

    func margin(_ line: Line) -> Points { line.width / 2 + 2 }

    /// The cells a line is listed in: those within its half width (and a little) of its segment.
    func cells(of line: Line) -> [Int64] { cellKeys(for: line, margin: margin(line)) }

    /// The cells `rect` touches.
    func cells(in rect: Rect) -> [Int64] {
        var keys: [Int64] = []
        for cx in cell(rect.minX)...cell(rect.maxX) { for cy in cell(rect.minY)...cell(rect.maxY) { keys.append(key(cx, cy)) } }
        return keys
    }

    /// A cell's column and row.
    func coordinates(of key: Int64) -> (x: Int, y: Int) { (Int(Int32(truncatingIfNeeded: key >> 32)), Int(Int32(truncatingIfNeeded: key))) }

    /// Lists `line` (not listed yet: a line that changes is removed first, as it was).
    public mutating func insert(_ line: Line) {
        precondition(line.begin.isFinite && line.end.isFinite, "lines have finite ends")
        // The entry holds the part inside the world: the same line where it matters, and distances to it
        // keep what precision there is (1e12 + 100 is exact in a Double, 1e23 + 100 is not).
        guard let (begin, end) = Self.world.clip(from: line.begin, to: line.end) else { return }
        let entry = Entry(id: line.id, begin: begin, end: end, width: line.width, argb: line.color.argb)
        for k in cellKeys(for: line, margin: margin(line)) { cells[k, default: []].append(entry) }
    }

    /// Removes `line`, given as it was inserted (its cells are computed again, not stored: no memory per
    /// line beyond its entries).
    public mutating func remove(_ line: Line) {
        for k in cellKeys(for: line, margin: margin(line)) {
            cells[k]?.removeAll { $0.id == line.id }
            if cells[k]?.isEmpty == true { cells[k] = nil }
        }
    }

    public mutating func removeAll() { cells.removeAll() }

    /// The entries of the lines listed in the cells `rect` touches whose area meets `rect`, each once,
    /// ascending by id (stacking order).
    public func entries(in rect: Rect) -> [Entry] {
        // Each cell's list is in id order unless a line moved (it is listed again at the end): in order,
        // the cells' lists are merged; otherwise everything is sorted.
        var lists: [[Entry]] = []
        var ordered = true
        for cx in cell(rect.minX)...cell(rect.maxX) {
            for cy in cell(rect.minY)...cell(rect.maxY) {
                guard let list = cells[key(cx, cy)] else { continue }
                var found: [Entry] = []
                for e in list where e.bounds.intersects(rect) {
                    if let last = found.last, last.id >= e.id { ordered = false }
                    found.append(e)
                }
                if !found.isEmpty { lists.append(found) }
            }
        }
        if lists.count == 1 && ordered { return lists[0] }
        guard ordered else {
            var all = lists.flatMap { $0 }
            all.sort { $0.id < $1.id }
            var unique: [Entry] = []
            unique.reserveCapacity(all.count)
            for e in all where unique.last?.id != e.id { unique.append(e) }
            return unique
        }
        return lists.reduce([]) { Self.merged($0, $1) }
    }

    /// Two lists ascending by id merged into one, each id once.
    private static func merged(_ a: [Entry], _ b: [Entry]) -> [Entry] {
        var out: [Entry] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let e: Entry
            if j == b.count || (i < a.count && a[i].id <= b[j].id) { e = a[i]; i += 1 } else { e = b[j]; j += 1 }
            if out.last?.id != e.id { out.append(e) }
        }
        return out
    }

    /// The id of the line whose segment is nearest to `p` within `radius` (the newest wins a tie).
    /// One pass over the nearby cells' entries: no allocation.
    public func nearest(to p: Point, within radius: Points) -> Int? {
        var bestID: Int?
        var best = radius * radius
        for cx in cell(p.x - radius)...cell(p.x + radius) {
            for cy in cell(p.y - radius)...cell(p.y + radius) {
                guard let list = cells[key(cx, cy)] else { continue }
                for e in list {
                    let dx = e.end.x - e.begin.x, dy = e.end.y - e.begin.y
                    let len2 = dx * dx + dy * dy
                    var t = len2 > 1e-12 ? ((p.x - e.begin.x) * dx + (p.y - e.begin.y) * dy) / len2 : 0
                    t = t < 0 ? 0 : (t > 1 ? 1 : t)
                    let ex = p.x - (e.begin.x + t * dx), ey = p.y - (e.begin.y + t * dy)
                    let d2 = ex * ex + ey * ey
                    if d2 < best || (d2 == best && e.id > (bestID ?? Int.min)) { best = d2; bestID = e.id }
                }
            }
        }
        return bestID
    }
}
