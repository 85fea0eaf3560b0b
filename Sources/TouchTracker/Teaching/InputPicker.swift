import Gestures
import AppHost

/// What the mouse stands in for, on screen: "mouse as" (no label when `compact`) and five segments, 1, 2, 3 (fingers), pen (with its
/// force) and mouse, the chosen one lit. A teacher without a touchscreen picks 2 and a plain click on a pad
/// is two fingers, 40 points apart (what holding the digit 2 makes); picks pen and it is a pen pressing with
/// the force shown (clicked again, the next force; after 1, "eraser": the pen turned over) (the wheel, turned while pressing, presses harder or lighter; the mouse hovers over a pad
/// as a pen); picks mouse and it is the mouse's own pointer touch. The host's `InputTranslator` makes the
/// touches (`HostedApp.mouseStandIn(forPressAt:)`, `MouseStandIn`). The lab and the playground each show
/// one; the setting is the app's, one for both.
///
/// Contract: a touch that goes down and lifts on the same segment picks it (`onPick`: the new setting); the
/// pen's segment picked while the pen is chosen steps its force through `forceSteps`. One that moves off it,
/// is cancelled or lifts elsewhere picks nothing. `setting` is read at each draw.
public final class InputPicker: Node {
    /// The picker's setting: the kind chosen, the finger count (1-3) and the pen's force, each kept while
    /// another kind is chosen.
    struct Setting: Equatable {
        var kind: MouseStandIn.Kind = .mouse
        var fingers = 1
        var force = 0.5
        /// The pen turned over: its eraser end touches (`Touch.isEraser`), with the pen's force and tilt.
        var eraser = false
        /// What a plain press on a pad makes.
        var standIn: MouseStandIn {
            switch kind {
            case .finger: .fingers(fingers)
            case .pen: .pen(force: force, eraser: eraser)
            case .mouse: .mouse()
            }
        }
    }

    /// A segment: a finger count, the pen or the mouse.
    enum Segment: Hashable {
        case fingers(Int), pen, mouse
        /// Its name in the dump (`1`, `pen`, `mouse`).
        var name: String {
            switch self {
            case .fingers(let n): "\(n)"
            case .pen: "pen"
            case .mouse: "mouse"
            }
        }
    }

    /// The finger counts offered.
    static let counts = [1, 2, 3]
    /// The segments, left to right.
    static let segments: [Segment] = counts.map { .fingers($0) } + [.pen, .mouse]
    /// The pen's forces, in the order a click on its segment (the pen chosen) steps through them; after the
    /// last, the pen turned over (its eraser end, at that force), then the first again.
    static let forceSteps = [0.25, 0.5, 0.75, 1.0]
    /// A segment's width (points): narrower, and its text smaller, when `compact`.
    static func segmentWidth(_ s: Segment, compact: Bool) -> Points {
        switch s {
        case .fingers: compact ? 18 : 22
        case .pen: compact ? 50 : 62      // "pen 0.75" whole
        case .mouse: compact ? 38 : 52
        }
    }
    /// The label's width: "mouse as", or none when `compact` (the segments alone).
    static func labelWidth(compact: Bool) -> Points { compact ? 0 : 70 }
    /// The room between segments.
    static func gap(compact: Bool) -> Points { compact ? 3 : 4 }
    /// The picker's whole width.
    static func width(compact: Bool = false) -> Points {
        labelWidth(compact: compact) + segments.reduce(0) { $0 + segmentWidth($1, compact: compact) } + Double(segments.count - 1) * gap(compact: compact)
    }
    static let label = "mouse as"
    /// No label and narrower segments with smaller text, for a window too narrow for the picker beside the
    /// rest of its bar (400 points: 800x600 at 2x).
    var compact = false
    /// The window width below which the lab and the playground make the picker compact.
    static let compactBelow: Points = 480
    var labelWidth: Points { Self.labelWidth(compact: compact) }
    var textSize: Points { compact ? 9.5 : 12.5 }

    /// The setting now (the app's).
    var setting: () -> Setting = { Setting() }
    /// The tilt of the mouse's pen (degrees: altitude 90 upright, azimuth clockwise from +x), which the wheel
    /// with shift (tilt) or alt (turn) changes: the host's.
    var tilt: () -> (altitude: Double, azimuth: Double) = { (90, 0) }
    /// The tilt as the picker shows it while the pen (or eraser) is chosen and not upright, `45°/135°`; nil
    /// when upright.
    var tiltText: String? {
        let t = tilt()
        guard setting().kind == .pen, t.altitude < 90 else { return nil }
        return "\(Self.forceText(t.altitude))°/\(Self.forceText(t.azimuth))°"
    }
    var onPick: ((Setting) -> Void)?
    /// The segment under the touch that went down on one, while it stays there.
    private(set) var pressed: Segment?

    /// Segment `s`'s frame in the picker's coordinates.
    func segmentFrame(_ s: Segment) -> Rect {
        var x = labelWidth
        for t in Self.segments {
            if t == s { break }
            x += Self.segmentWidth(t, compact: compact) + Self.gap(compact: compact)
        }
        return Rect(x: x, y: 0, width: Self.segmentWidth(s, compact: compact), height: bounds.height)
    }
    /// Finger count `n`'s segment's frame.
    func segmentFrame(_ n: Int) -> Rect { segmentFrame(.fingers(n)) }

    /// The segment at `p` (the picker's coordinates), if any.
    func segment(at p: Point) -> Segment? { Self.segments.first { segmentFrame($0).contains(p) } }

    /// The setting after `s` is picked in `old`.
    static func picking(_ s: Segment, in old: Setting) -> Setting {
        var new = old
        switch s {
        case .fingers(let n): new.kind = .finger; new.fingers = n
        case .mouse: new.kind = .mouse
        case .pen:
            if old.kind == .pen {
                let next = forceSteps.firstIndex { $0 > old.force + 1e-9 }
                if old.eraser { new.eraser = false; new.force = forceSteps[0] }
                else if let next { new.force = forceSteps[next] }
                else { new.eraser = true }
            }
            new.kind = .pen
        }
        return new
    }

    /// A force as the pen's segment writes it (`0.5`, `1`).
    static func forceText(_ f: Double) -> String {
        let r = (f * 100).rounded() / 100
        return r == r.rounded() ? "\(Int(r))" : "\(r)"
    }

    public override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard pressed == nil, let t = touches.first else { return }
        pressed = segment(at: t.location(in: self))
    }
    public override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let p = pressed, let t = touches.first else { return }
        if !segmentFrame(p).contains(t.location(in: self)) { pressed = nil }
    }
    public override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard let p = pressed, let t = touches.first else { return }
        pressed = nil
        if segment(at: t.location(in: self)) == p { onPick?(Self.picking(p, in: setting())) }
    }
    public override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { pressed = nil }

    public override func draw(in canvas: Canvas) {
        // The label, or while the pen is tilted its tilt (live: the wheel with shift or alt changes it).
        let tiltShown = tiltText
        if !compact {
            canvas.drawText(canvas.fitted(tiltShown ?? tr("mouse as"), width: labelWidth - 6, size: 12.5), at: Point(labelWidth - 6, bounds.midY - 8),
                            size: 12.5, color: Color(rgb: 0x263238), alignment: .right)
        }
        let now = setting()
        for s in Self.segments {
            let f = segmentFrame(s)
            let chosen: Bool
            switch s {
            case .fingers(let n): chosen = now.kind == .finger && now.fingers == n
            case .pen: chosen = now.kind == .pen
            case .mouse: chosen = now.kind == .mouse
            }
            let fill = pressed == s ? PlaygroundControls.pressedFill : chosen ? PlaygroundControls.litFill : PlaygroundControls.pillFill
            canvas.fillRoundedRect(f, radius: Swift.min(f.height / 2, 12), color: fill)
            var text = s == .pen ? (now.eraser ? tr("eraser") : tr("pen {force}", ["force": Self.forceText(now.force)])) : s == .mouse ? tr("mouse") : s.name
            if compact, chosen, s == .pen, let tiltShown { text = tiltShown }   // no label to say it
            canvas.drawText(canvas.fitted(text, width: f.width - 4, size: textSize), at: Point(f.midX, f.midY - textSize * 0.64),
                            size: textSize, color: .white, alignment: .center)
        }
    }

    /// The picker in the dump: the finger count (1 unless fingers are chosen) and each count's segment's
    /// frame in the window, as ever; then the kind chosen, the pen's force and the pen's and the mouse's
    /// segments' frames.
    var dumpValue: JSONValue {
        let origin = frameInWindow.origin
        let now = setting()
        func frame(_ s: Segment) -> JSONValue {
            let f = segmentFrame(s)
            return .frame(Rect(x: origin.x + f.minX, y: origin.y + f.minY, width: f.width, height: f.height))
        }
        return .object([("count", .int(now.kind == .finger ? now.fingers : 1)),
                        ("segments", .object(Self.counts.map { n in ("\(n)", frame(.fingers(n))) })),
                        ("input", .string(now.kind.rawValue)),
                        ("force", .number(now.force)),
                        ("eraser", .bool(now.kind == .pen && now.eraser)),
                        ("tilt", tiltText.map { _ in .object([("altitude", .number(tilt().altitude)), ("azimuth", .number(tilt().azimuth))]) } ?? .null),
                        ("inputSegments", .object([Segment.pen, .mouse].map { ($0.name, frame($0)) }))])
    }
}
