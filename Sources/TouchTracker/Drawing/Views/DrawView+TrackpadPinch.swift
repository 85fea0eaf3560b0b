import Gestures

/// A trackpad's pinch (SDL 3, `scaleLine`) scaling the selected line.
extension DrawView {
    /// A trackpad's pinch with the pointer over the selected line (within `Style.selectRadius`) scales it
    /// about the pointer where the pinch began, live, and is one undoable edit when it ends; over anything
    /// else it does nothing.
    func pinched(_ r: GestureRecognizer) {
        guard let pinch = r as? PinchGestureRecognizer else { return }
        switch r.state {
        case .began:
            let p = r.location(in: self)
            if let id = selectedLineID, let line = drawing.line(id: id), line.distance(to: p) <= Style.selectRadius {
                pinchStart = (line, p)
                scene?.setMenuVisible(false)
            } else {
                pinchStart = nil
            }
            fallthrough
        case .changed:
            guard let (line, pivot) = pinchStart else { return }
            drawing.reshapeLive(to: Self.scaled(line, by: pinch.scale, about: pivot))
        case .ended:
            if let start = pinchStart { drawing.commitReshape(from: start.line) }
            pinchStart = nil
        case .cancelled:
            if let start = pinchStart { drawing.reshapeLive(to: start.line) }
            pinchStart = nil
        default:
            break
        }
    }

    /// `line` with its ends `k` times as far from `pivot` (its width unchanged), rounded to 0.01 pt as
    /// every point of the drawing is.
    static func scaled(_ line: Line, by k: Double, about pivot: Point) -> Line {
        func s(_ p: Point) -> Point {
            let q = pivot + (p - pivot) * k
            return Point((q.x * 100).rounded() / 100, (q.y * 100).rounded() / 100)
        }
        var l = line
        l.begin = s(line.begin)
        l.end = s(line.end)
        return l
    }
}
