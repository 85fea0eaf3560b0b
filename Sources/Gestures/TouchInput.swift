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
    /// A change of touch `id`.
    public init(_ kind: Kind, _ id: TouchID, at location: Point? = nil) {
        self.id = id; self.kind = kind; self.location = location
    }
}
