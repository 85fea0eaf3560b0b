import Gestures

/// What changed in a drawing, for the cache and the saver.
public enum DrawingChange: Equatable, Sendable {
    case added(Line)
    case removed(Line)
    case circleAdded(Circle)
    case circleRemoved(Circle)
    case moved(from: Line, to: Line)
    /// Many lines at once (a restore, an undone clear): redraw everything.
    case replacedAll
    /// Everything was removed; these were the lines and circles (the arrays the undo stack keeps).
    case cleared(lines: [Line], circles: [Circle])
}

/// The finished lines, kept in stacking order, with a spatial index and undo/redo.
///
/// Invariants: `lines` is sorted by id; every line is in `index`; an edit made through the public methods
/// is undoable, and a new edit empties the redo stack.
public final class Drawing {
    public private(set) var lines: [Line] = []
    /// Circles, sorted by id (they share the lines' ids and stacking order).
    public private(set) var circles: [Circle] = []
    private var index = LineIndex(cellSize: Drawing.indexCellSize)
    private var nextID = 1
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    /// How many edits undo can take back (older ones are forgotten).
    public var undoLimit = 500
    /// Told of every change, after it is made.
    public var onChange: ((DrawingChange) -> Void)?

    enum Edit {
        case add(Line)
        case delete(Line)
        case move(id: Int, by: Vector)
        /// The box keeps the index of the cleared lines while the clear can be undone.
        case clear([Line], [Circle], KeptIndex)
        case addCircle(Circle)
        case deleteCircle(Circle)
    }

    /// The index of the lines a clear removed: undoing the clear takes it back instead of listing every
    /// line again. Valid because an undone clear restores exactly the lines it removed.
    final class KeptIndex {
        var index: LineIndex?
    }

    /// The index's cells, points a side: larger cells list a line in fewer of them (memory), smaller ones
    /// have fewer lines to look at per query. 128 measured best for memory at no visible cost.
    static let indexCellSize: Points = 128

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The position of line `id` in `lines` (binary search: lines are sorted by id).
    public func position(of id: Int) -> Int? {
        var lo = 0, hi = lines.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if lines[mid].id == id { return mid }
            if lines[mid].id < id { lo = mid + 1 } else { hi = mid - 1 }
        }
        return nil
    }

    public func line(id: Int) -> Line? { position(of: id).map { lines[$0] } }

    /// The line nearest to `p` within `radius` points (the newest wins a tie), or nil.
    public func nearestLine(to p: Point, within radius: Points) -> Int? { index.nearest(to: p, within: radius) }

    /// What the index knows of the lines whose area meets `rect` (enough to draw them), in stacking order:
    /// no line is looked up.
    public func lineEntries(in rect: Rect) -> [LineIndex.Entry] { index.entries(in: rect) }

    /// Circles whose area meets `rect`, in stacking order (circles are few: a scan).
    public func circles(in rect: Rect) -> [Circle] { circles.filter { $0.bounds.intersects(rect) } }

    /// Adds a circle on top; returns its id.
    @discardableResult
    public func addCircle(between a: Point, and b: Point, color: Color, width: Points) -> Int {
        let c = Circle.between(a, b, id: nextID, color: color, width: width)
        nextID += 1
        apply(.addCircle(c))
        record(.addCircle(c))
        return c.id
    }

    // MARK: Edits (undoable)

    /// Adds a new line on top; returns its id.
    @discardableResult
    public func add(begin: Point, end: Point, color: Color, width: Points) -> Int {
        let line = Line(id: nextID, begin: begin, end: end, color: color, width: width)
        nextID += 1
        apply(.add(line))
        record(.add(line))
        return line.id
    }

    public func delete(id: Int) {
        guard let line = line(id: id) else { return }
        apply(.delete(line))
        record(.delete(line))
    }

    /// Moves a line as one undoable step (a whole drag is one call to `commitMove`).
    public func commitMove(id: Int, by v: Vector) {
        guard v != .zero, line(id: id) != nil else { return }
        record(.move(id: id, by: v))
    }

    /// Moves a line now without recording (live dragging); `commitMove` records the total.
    public func moveLive(id: Int, by v: Vector) { apply(.move(id: id, by: v)) }

    public func clear() {
        guard !lines.isEmpty || !circles.isEmpty else { return }
        let all = Edit.clear(lines, circles, KeptIndex())
        apply(all)
        record(all)
    }

    public func undo() {
        guard let e = undoStack.popLast() else { return }
        apply(inverse(e))
        redoStack.append(e)
    }

    public func redo() {
        guard let e = redoStack.popLast() else { return }
        apply(e)
        undoStack.append(e)
    }

    /// Replaces everything (a restored save): not undoable.
    public func load(_ restored: [Line], circles restoredCircles: [Circle] = []) {
        lines = restored.sorted { $0.id < $1.id }
        circles = restoredCircles.sorted { $0.id < $1.id }
        index = LineIndex(lines: lines, cellSize: Drawing.indexCellSize)
        nextID = Swift.max(lines.last?.id ?? 0, circles.last?.id ?? 0) + 1
        undoStack.removeAll()
        redoStack.removeAll()
        onChange?(.replacedAll)
    }

    private func record(_ e: Edit) {
        undoStack.append(e)
        if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
        redoStack.removeAll()
    }

    private func inverse(_ e: Edit) -> Edit {
        switch e {
        case .add(let l): return .delete(l)
        case .delete(let l): return .add(l)
        case .move(let id, let v): return .move(id: id, by: Vector(dx: -v.dx, dy: -v.dy))
        case .clear(let l, let c, let k): return .clear(l, c, k)   // applied as "restore" below when the drawing is empty
        case .addCircle(let c): return .deleteCircle(c)
        case .deleteCircle(let c): return .addCircle(c)
        }
    }

    private func apply(_ e: Edit) {
        defer {
            assert(zip(lines, lines.dropFirst()).allSatisfy { $0.id < $1.id }, "lines stay in stacking order")
            assert(zip(circles, circles.dropFirst()).allSatisfy { $0.id < $1.id }, "circles stay in stacking order")
        }
        switch e {
        case .add(let l):
            // A new line has the largest id: on top, without a scan (undo puts older ones back in place).
            let at = (lines.last.map { $0.id < l.id } ?? true) ? lines.count : (lines.firstIndex { $0.id > l.id } ?? lines.count)
            lines.insert(l, at: at)
            index.insert(l)
            onChange?(.added(l))
        case .delete(let l):
            guard let i = position(of: l.id) else { return }
            index.remove(lines[i])
            lines.remove(at: i)
            onChange?(.removed(l))
        case .move(let id, let v):
            guard let i = position(of: id) else { return }
            let old = lines[i]
            lines[i] = old.moved(by: v)
            index.remove(old)
            index.insert(lines[i])
            onChange?(.moved(from: old, to: lines[i]))
        case .clear(let all, let allCircles, let kept):
            if lines.isEmpty && circles.isEmpty {
                lines = all                 // undoing a clear
                circles = allCircles
                if let i = kept.index { index = i } else { index.removeAll(); for l in all { index.insert(l) } }
                kept.index = nil
                onChange?(.replacedAll)
            } else {
                let (oldLines, oldCircles) = (lines, circles)
                lines.removeAll()
                circles.removeAll()
                kept.index = index
                index = LineIndex(cellSize: Drawing.indexCellSize)
                onChange?(.cleared(lines: oldLines, circles: oldCircles))
            }
        case .addCircle(let c):
            let at = circles.firstIndex { $0.id > c.id } ?? circles.count
            circles.insert(c, at: at)
            onChange?(.circleAdded(c))
        case .deleteCircle(let c):
            circles.removeAll { $0.id == c.id }
            onChange?(.circleRemoved(c))
        }
    }
}
