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
    /// The ids this window may give new lines and circles: `nextID..<idsEnd`. With a store, the store
    /// hands out blocks (`onIDsExhausted`) so two windows never pick the same id; alone, it counts on.
    private var nextID = 1
    private var idsEnd = Int.max
    /// Asked for a new block of ids when this one is used up (nil: count on).
    public var onIDsExhausted: (() -> Range<Int>)?
    /// Told of every edit made here (undo and redo included), after it is made: what the store writes.
    public var onEdit: ((DrawingEdit) -> Void)?
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
        /// The box keeps the index of the cleared lines while the clear can be undone, and the clear's token.
        case clear([Line], [Circle], KeptIndex)
        /// A clear undone.
        case restore([Line], [Circle], KeptIndex)
        case addCircle(Circle)
        case deleteCircle(Circle)
        /// Lines an eraser crossed, removed together (one step); `unerase` puts them back.
        case erase([Line])
        case unerase([Line])
        /// A line's ends changed (a trackpad pinch scaled it): from, to.
        case reshape(from: Line, to: Line)
    }

    /// The index of the lines a clear removed: undoing the clear takes it back instead of listing every
    /// line again. Valid because an undone clear restores exactly the lines it removed.
    final class KeptIndex {
        var index: LineIndex?
        let token = Int64.random(in: 1...Int64.max)
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

    /// Where a line with `id` goes in `lines` (the first position whose id is larger; binary search).
    private func insertionIndex(of id: Int) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].id < id { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The line nearest to `p` within `radius` points (the newest wins a tie), or nil.
    public func nearestLine(to p: Point, within radius: Points) -> Int? { index.nearest(to: p, within: radius) }

    /// What the index knows of the lines whose area meets `rect` (enough to draw them), in stacking order:
    /// no line is looked up.
    public func lineEntries(in rect: Rect) -> [LineIndex.Entry] { index.entries(in: rect) }
    /// The index as it stands (a value: queries of it may run on any thread while the drawing waits).
    var lineIndex: LineIndex { index }

    /// Circles whose area meets `rect`, in stacking order (circles are few: a scan).
    public func circles(in rect: Rect) -> [Circle] { circles.filter { $0.bounds.intersects(rect) } }

    /// Adds a circle on top; returns its id.
    @discardableResult
    public func addCircle(between a: Point, and b: Point, color: Color, width: Points) -> Int {
        let c = Circle.between(a, b, id: takeID(), color: color, width: width)
        apply(.addCircle(c))
        record(.addCircle(c))
        return c.id
    }

    // MARK: Edits (undoable)

    /// Adds a new line on top; returns its id.
    @discardableResult
    public func add(begin: Point, end: Point, color: Color, width: Points) -> Int {
        let line = Line(id: takeID(), begin: begin, end: end, color: color, width: width)
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
        guard v != .zero, let moved = line(id: id) else { return }
        record(.move(id: id, by: v))
        onEdit?(.moveLine(moved))
    }

    /// Removes the lines of `ids` still in the drawing as one undoable step (an eraser's stroke).
    public func erase(ids: [Int]) {
        let gone = Set(ids).compactMap { line(id: $0) }.sorted { $0.id < $1.id }
        guard !gone.isEmpty else { return }
        apply(.erase(gone))
        record(.erase(gone))
    }

    /// Gives line `to.id` the place of `to` now without recording (live scaling); `commitReshape` records it.
    public func reshapeLive(to new: Line) {
        guard let old = line(id: new.id), old != new else { return }
        apply(.reshape(from: old, to: new))
    }

    /// Records the change of `original`'s line to where it is now as one undoable step (a whole pinch is one
    /// call).
    public func commitReshape(from original: Line) {
        guard let now = line(id: original.id), now != original else { return }
        record(.reshape(from: original, to: now))
        onEdit?(.moveLine(now))
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
        apply(inverse(e), isEdit: true)
        redoStack.append(e)
    }

    public func redo() {
        guard let e = redoStack.popLast() else { return }
        apply(e, isEdit: true)
        undoStack.append(e)
    }

    /// Gives this window's new items ids from `block` on (the store's next block).
    public func useIDs(_ block: Range<Int>) {
        nextID = block.lowerBound
        idsEnd = block.upperBound
    }

    private func takeID() -> Int {
        if nextID >= idsEnd {
            if let block = onIDsExhausted?() { useIDs(block) } else { idsEnd = Int.max }
        }
        defer { nextID += 1 }
        return nextID
    }

    /// Takes in what another window committed (not an edit of this window: not undoable, not stored
    /// again). An item this window no longer has is not brought back by a change to it; one it never had is
    /// added. Undo here never removes another window's lines: the undo stack holds this window's edits only.
    public func applyForeign(_ changes: ForeignChanges) {
        if let ids = changes.ids, ids.lowerBound > nextID { useIDs(ids) }
        guard !changes.isEmpty else { return }
        let many = changes.lines.count + changes.circles.count + changes.removedIDs.count > 256
        let notify = onChange
        if many { onChange = nil }
        defer {
            if many { onChange = notify; onChange?(.replacedAll) }
        }
        let removed = Set(changes.removedIDs)
        if !removed.isEmpty {
            if many {
                lines.removeAll { removed.contains($0.id) }
                circles.removeAll { removed.contains($0.id) }
                index = LineIndex(lines: lines, cellSize: Drawing.indexCellSize)
            } else {
                for id in changes.removedIDs {
                    if let l = line(id: id) { apply(.delete(l)) }
                    if let c = circles.first(where: { $0.id == id }) { apply(.deleteCircle(c)) }
                }
            }
        }
        for l in changes.lines {
            if let i = position(of: l.id) {
                if lines[i] != l { apply(.delete(lines[i])); apply(.add(l)) }
            } else {
                apply(.add(l))
            }
        }
        for c in changes.circles {
            if let old = circles.first(where: { $0.id == c.id }) {
                if old != c { apply(.deleteCircle(old)); apply(.addCircle(c)) }
            } else {
                apply(.addCircle(c))
            }
        }
    }

    /// Replaces everything (a restored save): not undoable.
    public func load(_ restored: [Line], circles restoredCircles: [Circle] = []) {
        lines = restored.sorted { $0.id < $1.id }
        // Room to grow: an array that is full copies itself whole on the next add (22 ms at 1,000,000 lines,
        // on the main thread). With a quarter more, that happens once per 25% of growth, not at the first line.
        lines.reserveCapacity(lines.count + lines.count / 4 + 1024)
        circles = restoredCircles.sorted { $0.id < $1.id }
        index = LineIndex(lines: lines, cellSize: Drawing.indexCellSize)
        nextID = Swift.max(lines.last?.id ?? 0, circles.last?.id ?? 0) + 1
        idsEnd = Int.max
        undoStack.removeAll()
        redoStack.removeAll()
        onChange?(.replacedAll)
    }

    private func record(_ e: Edit) {
        switch e {
        case .move, .reshape: break   // told by their commit, with the line's new place
        default: for edit in Drawing.edits(for: e) { onEdit?(edit) }
        }
        undoStack.append(e)
        if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
        redoStack.removeAll()
    }

    private func inverse(_ e: Edit) -> Edit {
        switch e {
        case .add(let l): return .delete(l)
        case .delete(let l): return .add(l)
        case .move(let id, let v): return .move(id: id, by: Vector(dx: -v.dx, dy: -v.dy))
        case .clear(let l, let c, let k): return .restore(l, c, k)
        case .restore(let l, let c, let k): return .clear(l, c, k)
        case .addCircle(let c): return .deleteCircle(c)
        case .deleteCircle(let c): return .addCircle(c)
        case .erase(let ls): return .unerase(ls)
        case .unerase(let ls): return .erase(ls)
        case .reshape(let a, let b): return .reshape(from: b, to: a)
        }
    }

    /// The rows an edit changes, for `onEdit`.
    private static func edits(for e: Edit) -> [DrawingEdit] {
        switch e {
        case .add(let l): return [.addLine(l)]
        case .delete(let l): return [.deleteLine(l)]
        case .move: preconditionFailure("a move is told with its line's new place")
        case .clear(let l, let c, let k): return [.clear(token: k.token, lines: l, circles: c)]
        case .restore(let l, let c, let k): return [.restore(token: k.token, lines: l, circles: c)]
        case .addCircle(let c): return [.addCircle(c)]
        case .deleteCircle(let c): return [.deleteCircle(c)]
        case .erase(let ls): return ls.map { .deleteLine($0) }
        case .unerase(let ls): return ls.map { .addLine($0) }
        case .reshape(_, let to): return [.moveLine(to)]
        }
    }

    /// Applies `e`; `isEdit` (undo, redo): also tells `onEdit`.
    private func apply(_ e: Edit, isEdit: Bool) {
        apply(e)
        guard isEdit, onEdit != nil else { return }
        if case .move(let id, _) = e {
            if let l = line(id: id) { onEdit?(.moveLine(l)) }
        } else {
            for edit in Drawing.edits(for: e) { onEdit?(edit) }
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
            let at = (lines.last.map { $0.id < l.id } ?? true) ? lines.count : insertionIndex(of: l.id)
            lines.insert(l, at: at)
            index.insert(l)
            onChange?(.added(l))
        case .delete(let l):
            guard let i = position(of: l.id) else { return }
            index.remove(lines[i])
            lines.remove(at: i)
            onChange?(.removed(l))
        case .erase(let ls):
            for l in ls { apply(.delete(l)) }
        case .unerase(let ls):
            for l in ls { apply(.add(l)) }
        case .reshape(_, let new):
            guard let i = position(of: new.id) else { return }
            let old = lines[i]
            lines[i] = new
            index.remove(old)
            index.insert(new)
            onChange?(.moved(from: old, to: new))
        case .move(let id, let v):
            guard let i = position(of: id) else { return }
            let old = lines[i]
            lines[i] = old.moved(by: v)
            index.remove(old)
            index.insert(lines[i])
            onChange?(.moved(from: old, to: lines[i]))
        case .clear(let all, let allCircles, let kept):
            // Exactly the items the clear removed (another window's newer lines stay).
            let (oldLines, oldCircles) = (lines, circles)
            if lines.count == all.count && circles.count == allCircles.count && lines.last?.id == all.last?.id
                && lines.first?.id == all.first?.id && circles.map(\.id) == allCircles.map(\.id) && lines == all {
                lines.removeAll()
                circles.removeAll()
                kept.index = index
                index = LineIndex(cellSize: Drawing.indexCellSize)
                onChange?(.cleared(lines: oldLines, circles: oldCircles))
            } else {
                let ids = Set(all.map(\.id)).union(allCircles.map(\.id))
                lines.removeAll { ids.contains($0.id) }
                circles.removeAll { ids.contains($0.id) }
                kept.index = nil
                index = LineIndex(lines: lines, cellSize: Drawing.indexCellSize)
                onChange?(.replacedAll)
            }
        case .restore(let all, let allCircles, let kept):
            if lines.isEmpty && circles.isEmpty {
                lines = all
                circles = allCircles
                if let i = kept.index { index = i } else { index = LineIndex(lines: all, cellSize: Drawing.indexCellSize) }
            } else {
                // Another window's lines arrived meanwhile: merge by id (stacking order).
                let present = Set(lines.map(\.id)).union(circles.map(\.id))
                lines = (lines + all.filter { !present.contains($0.id) }).sorted { $0.id < $1.id }
                circles = (circles + allCircles.filter { !present.contains($0.id) }).sorted { $0.id < $1.id }
                index = LineIndex(lines: lines, cellSize: Drawing.indexCellSize)
            }
            kept.index = nil
            onChange?(.replacedAll)
        case .addCircle(let c):
            let at = circles.firstIndex { $0.id > c.id } ?? circles.count
            circles.insert(c, at: at)
            onChange?(.circleAdded(c))
        case .deleteCircle(let c):
            guard circles.contains(where: { $0.id == c.id }) else { return }
            circles.removeAll { $0.id == c.id }
            onChange?(.circleRemoved(c))
        }
    }
}
