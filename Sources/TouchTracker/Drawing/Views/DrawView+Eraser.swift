import Gestures

/// A pen's eraser end (SDL 3's `SDL_PEN_INPUT_ERASER_TIP`, `Touch.isEraser`): the lines its path crosses are
/// hidden as it goes and erased when it lifts, one undoable edit a stroke; cancelled, they come back.
extension DrawView {
    /// Whether an eraser in progress has crossed line `id`.
    func isErasing(_ id: Int) -> Bool { erasers.values.contains { $0.crossed.contains(id) } }

    /// The lines within `Style.eraserRadius` (beyond their half width) of the eraser's path from `a` to `b`:
    /// hidden at once, added to eraser `id`'s crossed lines; with `id` nil (its lift), erased with
    /// `crossed` as one undoable edit.
    func erase(along a: Point, to b: Point, by id: TouchID?, crossed: Set<Int> = []) {
        let r = Style.eraserRadius
        let reach = Rect(x: Swift.min(a.x, b.x) - r - 50, y: Swift.min(a.y, b.y) - r - 50,
                         width: abs(a.x - b.x) + 2 * r + 100, height: abs(a.y - b.y) + 2 * r + 100)
        let steps = Swift.max(1, Int(((b - a).length / 2).rounded(.up)))
        var hit = id.flatMap { erasers[$0]?.crossed } ?? crossed
        for entry in drawing.lineEntries(in: reach) where !hit.contains(entry.id) {
            guard let line = drawing.line(id: entry.id) else { continue }
            let limit = line.width / 2 + r
            var crosses = false
            for k in 0...steps where line.distance(to: a + (b - a) * (Double(k) / Double(steps))) <= limit { crosses = true; break }
            if crosses {
                hit.insert(entry.id)
                if selectedLineID == entry.id { select(nil) }
                cache.exclude(entry.id, line: line)
            }
        }
        if let id {
            erasers[id]?.crossed = hit
        } else {
            for id in hit { cache.include(id, line: nil) }   // gone from the drawing: nothing to draw live
            drawing.erase(ids: Array(hit))
        }
    }
}
