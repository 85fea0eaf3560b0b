/// One raw touch change from the host.
public struct TouchInput: Sendable {
    /// What happened to the touch.
    public enum Kind: String, Sendable {
        /// The touch went down.
        case down
        /// The touch moved.
        case move
        /// The touch lifted.
        case up
        /// The system cancelled the touch.
        case cancel
    }
    /// Which touch.
    public var id: TouchID
    /// What happened.
    public var kind: Kind
    /// Where the change happened in window points; for up and cancel it may be nil (the last location).
    public var location: Point?
    /// For a move: the samples before this one since the last change of the touch, oldest first, each
    /// with its own time (the host coalesced them into one event: `TouchEvent.coalescedTouches(for:)`).
    public var coalesced: [TouchSample] = []
    /// What made the touch (read at `down`; the touch keeps it for its life). Default `.direct`.
    public var type: TouchType = .direct
    /// How hard the touch presses, 0 to `maximumPossibleForce` (UITouch's `force`); 0 where the device
    /// reports none. Read at `down` and `move`.
    public var force: Double = 0
    /// The largest force the device reports; 0 where it reports none.
    public var maximumPossibleForce: Double = 0
    /// A pen's angle with the screen in radians, π/2 when perpendicular or unknown (UITouch's `altitudeAngle`).
    public var altitudeAngle: Double = .pi / 2
    /// The pointer buttons held for an `.indirectPointer` touch (read at `down`; the touch keeps them for its
    /// life). Ignored for other types, which have no buttons; an `.indirectPointer` touch sent with none is a
    /// press of the primary button.
    public var buttonMask: ButtonMask = []
    /// A change of touch `id`.
    public init(_ kind: Kind, _ id: TouchID, at location: Point? = nil) {
        self.id = id; self.kind = kind; self.location = location
    }
    /// A move of touch `id` to `location`, after the earlier samples `coalesced` (oldest first).
    public init(move id: TouchID, to location: Point, coalesced: [TouchSample]) {
        self.id = id; self.kind = .move; self.location = location; self.coalesced = coalesced
    }
}
