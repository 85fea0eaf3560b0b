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

    public init(kind: Kind, count: Int = 1, force: Double = 0) {
        self.kind = kind
        self.count = kind == .pen ? 1 : Swift.max(1, Swift.min(5, count))
        self.force = InputTranslator.clampedForce(force)
    }

    /// The mouse's own pointer touch, `count` of them (what a held digit makes): today's mouse.
    public static func mouse(_ count: Int = 1) -> MouseStandIn { MouseStandIn(kind: .mouse, count: count) }
    /// `count` fingers on the screen.
    public static func fingers(_ count: Int) -> MouseStandIn { MouseStandIn(kind: .finger, count: count) }
    /// A pen pressing with `force` (0 to 1).
    public static func pen(force: Double) -> MouseStandIn { MouseStandIn(kind: .pen, force: force) }

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
}
