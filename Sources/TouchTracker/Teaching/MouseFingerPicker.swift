import Gestures
import AppHost

/// The mouse's finger count, on screen: "mouse fingers" and three segments, 1, 2 and 3, the chosen one lit.
/// A teacher without a touchscreen picks 2 and a plain click on a pad is two fingers, 40 points apart (what
/// holding the digit 2 makes: the host's `InputTranslator` makes them, `HostedApp.mouseFingers(forPressAt:)`).
/// The lab and the playground each show one; the count is the app's, one for both.
///
/// Contract: a touch that goes down and lifts on the same segment picks its count (`onPick`); one that moves
/// off it, is cancelled or lifts elsewhere picks nothing. `count` is read at each draw.
final class MouseFingerPicker: Node {
    /// The counts offered.
    static let counts = [1, 2, 3]
    static let segmentWidth: Points = 28, gap: Points = 4
    /// The label's width: "mouse fingers" on one line, or (`compact`) "mouse" over "fingers".
    static func labelWidth(compact: Bool) -> Points { compact ? 52 : 100 }
    /// The picker's whole width.
    static func width(compact: Bool = false) -> Points {
        labelWidth(compact: compact) + Double(counts.count) * segmentWidth + Double(counts.count - 1) * gap
    }
    static let label = "mouse fingers"
    /// The label on two lines, smaller, for a window too narrow for the picker beside the rest of its bar
    /// (400 points: 800x600 at 2x).
    var compact = false
    /// The window width below which the lab and the playground make the picker compact.
    static let compactBelow: Points = 480
    var labelWidth: Points { Self.labelWidth(compact: compact) }

    /// The count now (the app's).
    var count: () -> Int = { 1 }
    var onPick: ((Int) -> Void)?
    /// The segment under the touch that went down on one, while it stays there.
    private(set) var pressed: Int?

    /// Segment `n`'s frame in the picker's coordinates.
    func segmentFrame(_ n: Int) -> Rect {
        let k = Double(Self.counts.firstIndex(of: n) ?? 0)
        return Rect(x: labelWidth + k * (Self.segmentWidth + Self.gap), y: 0, width: Self.segmentWidth, height: bounds.height)
    }

    /// The segment at `p` (the picker's coordinates), if any.
    func segment(at p: Point) -> Int? { Self.counts.first { segmentFrame($0).contains(p) } }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard pressed == nil, let t = touches.first else { return }
        pressed = segment(at: t.location(in: self))
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let p = pressed, let t = touches.first else { return }
        if !segmentFrame(p).contains(t.location(in: self)) { pressed = nil }
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let p = pressed, let t = touches.first else { return }
        pressed = nil
        if segment(at: t.location(in: self)) == p { onPick?(p) }
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { pressed = nil }

    override func draw(in canvas: Canvas) {
        if compact {
            for (i, word) in Self.label.split(separator: " ").enumerated() {
                canvas.drawText(String(word), at: Point(labelWidth - 6, bounds.midY - 12 + Double(i) * 11.5), size: 10.5,
                                color: Color(rgb: 0x263238), alignment: .right)
            }
        } else {
            canvas.drawText(canvas.fitted(Self.label, width: labelWidth - 6, size: 12.5), at: Point(labelWidth - 6, bounds.midY - 8),
                            size: 12.5, color: Color(rgb: 0x263238), alignment: .right)
        }
        let chosen = count()
        for n in Self.counts {
            let f = segmentFrame(n)
            let fill = pressed == n ? PlaygroundControls.pressedFill : n == chosen ? PlaygroundControls.litFill : PlaygroundControls.pillFill
            canvas.fillRoundedRect(f, radius: Swift.min(f.height / 2, 12), color: fill)
            canvas.drawText("\(n)", at: Point(f.midX, f.midY - 8), size: 12.5, color: .white, alignment: .center)
        }
    }

    /// The picker in the dump: the count and each segment's frame in the window.
    var dumpValue: JSONValue {
        let origin = frameInWindow.origin
        return .object([("count", .int(count())),
                        ("segments", .object(Self.counts.map { n in
                            let f = segmentFrame(n)
                            return ("\(n)", .frame(Rect(x: origin.x + f.minX, y: origin.y + f.minY, width: f.width, height: f.height)))
                        }))])
    }
}
