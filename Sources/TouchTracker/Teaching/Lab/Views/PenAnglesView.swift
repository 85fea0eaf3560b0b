import Foundation
import Gestures

/// `penAngles`: the line a pan draws, and the pen's angles at its latest point as UIKit names them: its
/// `altitudeAngle` (π/2 upright, as every pen on SDL 2 and sdl2-compat, which report no tilt) and its
/// `azimuthAngle(in: pad)` (where its back end points, clockwise from +x), each in radians and degrees at
/// the pad's foot, and the pen's shadow drawn from the point towards the azimuth, as long as the pen lies
/// flat (none when upright). Argument: `pan=NAME` (pan).
final class PenAnglesView: StationView {
    override class var name: String { "penAngles" }
    override class var keys: Set<String> { ["pan"] }
    /// The shadow of a pen lying flat, in points (times the pad's text scale).
    static let shadowLength: Points = 60
    private var trail: [Point] = []
    /// The latest angles the pan's touch reported (nil before a gesture).
    private(set) var angles: (altitude: Radians, azimuth: Radians, type: TouchType)?

    override func install() {
        recognizer("pan", "pan") { PanGestureRecognizer(name: $0) }.addAction { [unowned self] r in
            switch r.state {
            case .began: self.trail = [r.location(in: self.pad)]
            case .changed: self.trail.append(r.location(in: self.pad))
            default: return
            }
            if let touch = r.trackedTouches.first {
                self.angles = (touch.altitudeAngle, touch.azimuthAngle(in: self.pad), touch.type)
            }
        }
    }
    override func draw(_ c: Canvas) {
        let k = pad.textScale, ink = Color(rgb: 0x6A1B9A), text = Color(rgb: 0x37474F)
        for (a, b) in zip(trail, trail.dropFirst()) { c.strokeLine(from: a, to: b, width: 3, color: ink) }
        guard let angles, let last = trail.last else { return }
        let length = cos(angles.altitude) * Self.shadowLength * k
        if length > 0.5 {
            let end = Point(last.x + cos(angles.azimuth) * length, last.y + sin(angles.azimuth) * length)
            c.strokeLine(from: last, to: end, width: 6 * k, color: Color(rgb: 0x9E9E9E))
        }
        func f(_ r: Radians) -> String { String(format: "%.2f (%.0f°)", r, r * 180 / .pi) }
        let lines = angles.type == .pencil
            ? ["altitudeAngle \(f(angles.altitude))", "azimuthAngle(in: pad) \(f(angles.azimuth))"]
            : [tr("{type}: no angles (altitude π/2)", ["type": angles.type.description])]
        for (i, line) in lines.enumerated() {
            let y = pad.bounds.height - Double(lines.count - i) * 16 * k - 2 * k
            c.drawText(line, at: Point(8, y), size: 11 * k, color: text, alignment: .left)
        }
    }
    override func reset() { trail = []; angles = nil }
}
