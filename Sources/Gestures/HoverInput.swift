/// A pointer over the window with nothing pressed (a mouse with no button held, a pen above the screen
/// where the platform reports one): what `HoverGestureRecognizer` follows. Never a touch.
public struct HoverInput: Sendable, Equatable {
    /// What happened to the pointer.
    public enum Kind: String, Sendable {
        /// The pointer is (now) at `location`.
        case move
        /// The pointer left the window (or can no longer be followed).
        case exit
    }
    /// What happened.
    public var kind: Kind
    /// Where the pointer is, in window points (nil for `exit`).
    public var location: Point?
    /// `.indirectPointer` for the mouse, `.pencil` for a hovering pen.
    public var type: TouchType
    /// A hovering pen's distance from the screen, 0 to 1 (SDL 3's `SDL_PEN_AXIS_DISTANCE`; UIKit's
    /// `zOffset`); nil where not reported (the mouse, XInput 2, SDL 2).
    public var zOffset: Double?
    /// A hovering pen's angle with the screen in radians, π/2 upright or unknown.
    public var altitudeAngle: Radians = .pi / 2
    /// A hovering pen's azimuth in window coordinates, radians clockwise from +x; 0 upright or unknown.
    public var azimuthAngle: Radians = 0
    /// A hovering pen's barrel rotation in radians; nil where not reported.
    public var rollAngle: Radians?
    /// A move to `location` of a pointer of `type`.
    public init(move location: Point, type: TouchType = .indirectPointer) {
        kind = .move; self.location = location; self.type = type
    }
    /// A hovering pen at `location` reporting `pen`: its distance and angles.
    public init(move location: Point, pen: PenSample) {
        self.init(move: location, type: .pencil)
        zOffset = pen.zOffset
        altitudeAngle = pen.altitudeAngle
        azimuthAngle = pen.azimuthAngle
        rollAngle = pen.rollAngle
    }
    /// The pointer of `type` left the window.
    public init(exitOf type: TouchType = .indirectPointer) {
        kind = .exit; location = nil; self.type = type
    }
}
