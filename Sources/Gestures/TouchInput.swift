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
    /// A pen's azimuth in window coordinates, radians clockwise from +x (UITouch's `azimuthAngle(in: nil)`):
    /// where its back end points; 0 when upright or unknown. Read at `down` and `move`.
    public var azimuthAngle: Radians = 0
    /// A pen's barrel rotation in radians, clockwise (UITouch's `rollAngle`); nil where not reported. Read at
    /// `down` and `move`.
    public var rollAngle: Radians?
    /// The pen touches with its eraser end (SDL's `SDL_PEN_INPUT_ERASER_TIP`). Read at `down`; the touch
    /// keeps it for its life (a pen turned over lifts first).
    public var isEraser = false
    /// The buttons held: for an `.indirectPointer` touch the pointer's (read at `down`; the touch keeps them
    /// for its life; sent with none it is a press of the primary button); for a `.pencil` touch its side
    /// buttons (read at `down` and `move`: a side button pressed while the pen is down is a move). Ignored
    /// for fingers, which have no buttons.
    public var buttonMask: ButtonMask = []
    /// Sets what a pen reports besides its force: the angles, the eraser, the side buttons (SDL's side
    /// button n as `.button(n + 1)`: the tip is the pen's primary button).
    public mutating func setPen(_ sample: PenSample) {
        altitudeAngle = sample.altitudeAngle
        azimuthAngle = sample.azimuthAngle
        rollAngle = sample.rollAngle
        isEraser = sample.eraser
        buttonMask = sample.touchButtons
    }
    /// A change of touch `id`.
    public init(_ kind: Kind, _ id: TouchID, at location: Point? = nil) {
        self.id = id; self.kind = kind; self.location = location
    }
    /// A move of touch `id` to `location`, after the earlier samples `coalesced` (oldest first).
    public init(move id: TouchID, to location: Point, coalesced: [TouchSample]) {
        self.id = id; self.kind = .move; self.location = location; self.coalesced = coalesced
    }
}
