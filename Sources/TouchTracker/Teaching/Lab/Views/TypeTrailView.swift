import Gestures

/// `typeTrail`: the line a pan draws while it runs, purple for the pen and blue for any other type, with the
/// type's name at the pad's foot. A pen's eraser end (`Touch.isEraser`) draws no line: it erases the
/// points of the line before it that it passes within `eraserRadius` of (a pale band shows its path), and
/// its name says "eraser end"; flipped, whether it erases (off: it draws as the tip does, in grey). A new
/// gesture of the tip or a finger starts the pad afresh. Argument: `pan=NAME` (pan).
final class TypeTrailView: StationView {
    override class var name: String { "typeTrail" }
    override class var keys: Set<String> { ["pan"] }
    /// How near the eraser end's path a point of a line goes, in points.
    static let eraserRadius: Points = 14
    /// A gesture's line: its points in the pad (nil where the eraser end erased one).
    /// `widths`: the line's width at each point: a pen's follows its force (`width(force:)`), as a pen's
    /// ink does; `force` the latest (nil where the device reports none).
    struct Trail { var points: [Point?]; var type: TouchType?; var eraser: Bool; var widths: [Points] = []; var force: Double? = nil }
    /// A line's width for a touch: 2 points and 10 more at full force where its device reports a force (the
    /// picker's pen at 0.25 draws 4.5, at 1 12), else 4.
    static func width(of touch: Touch?) -> Points {
        guard let touch, touch.maximumPossibleForce > 0 else { return 4 }
        return 2 + 10 * touch.force / touch.maximumPossibleForce
    }
    /// The lines shown: the latest tip's or finger's, and the eraser end's since.
    private(set) var trails: [Trail] = []
    private var erases = true

    override func install() {
        recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }.addAction { [unowned self] r in
            let p = r.location(in: self.pad)
            switch r.state {
            case .began:
                let touch = r.trackedTouches.first
                let eraser = touch?.isEraser ?? false
                if !eraser { self.trails = [] }
                self.trails.append(Trail(points: [p], type: touch?.type, eraser: eraser, widths: [Self.width(of: touch)]))
            case .changed:
                self.trails[self.trails.count - 1].points.append(p)
                self.trails[self.trails.count - 1].widths.append(Self.width(of: r.trackedTouches.first))
            default: return
            }
            if let touch = r.trackedTouches.first, touch.maximumPossibleForce > 0 { self.trails[self.trails.count - 1].force = touch.force }
            guard self.erases, let last = self.trails.last, last.eraser else { return }
            for i in self.trails.indices where !self.trails[i].eraser {
                self.trails[i].points = self.trails[i].points.map { q in
                    q.flatMap { (($0.x - p.x) * ($0.x - p.x) + ($0.y - p.y) * ($0.y - p.y)).squareRoot() <= Self.eraserRadius ? nil : $0 }
                }
            }
        }
    }
    override func draw(_ c: Canvas) {
        for trail in trails {
            let color = trail.eraser ? (erases ? Color(rgb: 0xF3E5F5) : Color(rgb: 0x757575))
                : trail.type == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
            for (i, (a, b)) in zip(trail.points, trail.points.dropFirst()).enumerated() {
                let width: Points = trail.eraser && erases ? Self.eraserRadius * 2 : trail.widths.indices.contains(i + 1) ? trail.widths[i + 1] : 4
                if let a, let b { c.strokeLine(from: a, to: b, width: width, color: color) }
            }
        }
        guard let trail = trails.last, trail.points.count > 1, let type = trail.type else { return }
        // Dark enough on the eraser's pale band too (4.5:1 on #ECEFF1).
        let color = trail.eraser ? Color(rgb: 0x616161) : type == .pencil ? Color(rgb: 0x6A1B9A) : Color(rgb: 0x1565C0)
        var name = trail.eraser ? (erases ? tr("{type}, eraser end (isEraser): erases", ["type": type.description]) : tr("{type}, eraser end (isEraser)", ["type": type.description])) : type.description
        if let force = trail.force { name += tr(", force {force}", ["force": InputPicker.forceText(force)]) }
        c.drawText(name, at: Point(8, pad.bounds.height - 18 * pad.textScale), size: 11 * pad.textScale, color: color, alignment: .left)
    }
    override func switchChanged(_ on: Bool) { erases = on }
    override func reset() { trails = [] }
}
