import Gestures

/// What a press of the mouse's left button stands in for (an app's on-screen input picker, for a teacher
/// with only a mouse): `count` fingers (`.direct`), a pen (`.pencil`, pressing with `force`), or the
/// mouse's own pointer touch (`.indirectPointer`, `count` of them as a held digit makes).
///
/// Contract: `count` is 1 to 5 (a pen's is 1); `force` 0 to 1 and only a pen's is read. Alt's mirrored
/// touch is a finger for a finger or a pen (a finger joining the pen), a pointer touch for the mouse.
public struct MouseStandIn: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case finger, pen, mouse
    }
    public var kind: Kind
    public var count: Int
    public var force: Double
    /// A pen's end: its eraser (`Touch.isEraser`) rather than its tip.
    public var eraser: Bool
    /// A pen's tilt, in degrees as a script's `tilt` gives it: `altitude` 0 (flat) to 90 (upright), `azimuth`
    /// clockwise from +x, 0 to 360 (the host's `InputTranslator.penTilt`, which shift and alt with the wheel
    /// change). An upright pen reports no tilt, as a pen on SDL 2 (or a script's `down ... pen F`).
    public var altitude: Double = 90
    public var azimuth: Double = 0

    public init(kind: Kind, count: Int = 1, force: Double = 0, eraser: Bool = false) {
        self.kind = kind
        self.count = kind == .pen ? 1 : Swift.max(1, Swift.min(5, count))
        self.force = InputTranslator.clampedForce(force)
        self.eraser = kind == .pen && eraser
    }

    /// What a pen's touch reports (its force, tilt where not upright, eraser end), as SDL 3's `PenSample`.
    public var penSample: PenSample {
        var sample = PenSample(pressure: force, eraser: eraser)
        if altitude < 90 {
            let t = PenSample.tilts(altitude: altitude * .pi / 180, azimuth: azimuth * .pi / 180)
            sample.tiltX = t.x
            sample.tiltY = t.y
        }
        return sample
    }

    /// The mouse's own pointer touch, `count` of them (what a held digit makes): today's mouse.
    public static func mouse(_ count: Int = 1) -> MouseStandIn { MouseStandIn(kind: .mouse, count: count) }
    /// `count` fingers on the screen.
    public static func fingers(_ count: Int) -> MouseStandIn { MouseStandIn(kind: .finger, count: count) }
    /// A pen pressing with `force` (0 to 1), with its tip or (`eraser`) its eraser end.
    public static func pen(force: Double, eraser: Bool = false) -> MouseStandIn { MouseStandIn(kind: .pen, force: force, eraser: eraser) }

    /// The type of the touches the press makes (its mirrored one aside: `mirrorType`).
    public var touchType: TouchType {
        switch kind {
        case .finger: .direct
        case .pen: .pencil
        case .mouse: .indirectPointer
        }
    }
    /// The type of Alt's mirrored touch.
    public var mirrorType: TouchType { kind == .mouse ? .indirectPointer : .direct }
    /// The type of the mouse's hover where a press would be this: a pen's hover above the screen for the pen
    /// (what a hover recognizer that allows only the pen follows), else the mouse's.
    public var hoverType: TouchType { kind == .pen ? .pencil : .indirectPointer }

    /// How much one wheel notch turned while a pen press is down changes its force (a trackpad's fractions of
    /// a notch in proportion): away from the user presses harder.
    public static let forcePerNotch = 0.1
    /// How much one notch of the wheel with shift held tilts a pen (away from the user it leans further,
    /// towards the user it stands up), and with alt held turns it (away: clockwise), in degrees.
    public static let degreesPerNotch = 15.0
    /// How much one notch of the wheel with ctrl held scales a trackpad's pinch (away from the user the
    /// fingers move apart: what browsers and desktop toolkits deliver for a touchpad's pinch).
    public static let pinchPerNotch = 1.1
}
