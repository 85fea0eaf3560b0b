import Gestures

/// `typeTrail`: the line a pan draws while it runs, purple for the pen and blue for any other type, with the
/// type's name at the pad's foot. Argument: `pan=NAME` (pan).
final class TypeTrailView: StationView {
    override class var name: String { "typeTrail" }
    override class var keys: Set<String> { ["pan"] }
    private var trail: (points: [Point], type: TouchType?)?

    override func install() {
        recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }.addAction { [unowned self] r in
            switch r.state {
            case .began: self.trail = ([r.location(in: self.pad)], r.trackedTouches.first?.type)
            case .changed: self.trail?.points.append(r.location(in: self.pad))
            default: break
            }
        }
    }
    override func draw(_ c: Canvas) {
        guard let trail, trail.points.count > 1 else { return }
        let color = trail.type == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
        for (a, b) in zip(trail.points, trail.points.dropFirst()) { c.strokeLine(from: a, to: b, width: 4, color: color) }
        if let type = trail.type {
            c.drawText(type.description, at: Point(8, pad.bounds.height - 18 * pad.textScale), size: 11 * pad.textScale, color: color, alignment: .left)
        }
    }
    override func reset() { trail = nil }
}
