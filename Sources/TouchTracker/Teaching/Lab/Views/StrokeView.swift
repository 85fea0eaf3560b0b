import Gestures

/// `stroke`: the line the pad's first touch draws (a new touch starts a new line).
final class StrokeView: StationView {
    override class var name: String { "stroke" }
    private var stroke: [Point] = []

    override func touches(_ phase: TouchPhase, _ touches: [Touch]) {
        guard let t = touches.first else { return }
        if phase == .began { stroke = [] }
        stroke.append(t.location(in: pad))
    }
    override func draw(_ c: Canvas) {
        for (a, b) in zip(stroke, stroke.dropFirst()) { c.strokeLine(from: a, to: b, width: 4, color: Style.muted) }
    }
    override func reset() { stroke = [] }
}
