import Gestures

/// `touchTrail`: the pad draws what it hears: a dot at every sample of each touch (a fast drag's coalesced
/// ones too), and an orange cross where a touch was cancelled.
final class TouchTrailView: StationView {
    override class var name: String { "touchTrail" }
    private(set) var trails: [TouchID: [Point]] = [:]
    private var cut: [Point] = []

    override func touches(_ phase: TouchPhase, _ touches: [Touch]) {
        for t in touches {
            switch phase {
            case .began: trails[t.id] = [t.location(in: pad)]
            case .moved:
                let samples = pad.event?.coalescedTouches(for: t).map { $0.location(in: pad) } ?? [t.location(in: pad)]
                trails[t.id]? += samples
            case .ended: trails[t.id]?.append(t.location(in: pad))
            case .cancelled: if let p = trails[t.id]?.last { cut.append(p) }
            case .stationary: break
            }
        }
    }
    override func draw(_ c: Canvas) {
        for (_, pts) in trails { for p in pts { c.fillCircle(center: p, radius: 3, color: Color(rgb: 0x37474F)) } }
        for p in cut {
            c.strokeLine(from: p + Vector(dx: -7, dy: -7), to: p + Vector(dx: 7, dy: 7), width: 3, color: Color(rgb: 0xFB8C00))
            c.strokeLine(from: p + Vector(dx: -7, dy: 7), to: p + Vector(dx: 7, dy: -7), width: 3, color: Color(rgb: 0xFB8C00))
        }
    }
    override func reset() { trails.removeAll(); cut.removeAll() }
}
