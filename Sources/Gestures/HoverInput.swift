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
    /// A move to `location` of a pointer of `type`.
    public init(move location: Point, type: TouchType = .indirectPointer) {
        kind = .move; self.location = location; self.type = type
    }
    /// The pointer of `type` left the window.
    public init(exitOf type: TouchType = .indirectPointer) {
        kind = .exit; location = nil; self.type = type
    }
}
