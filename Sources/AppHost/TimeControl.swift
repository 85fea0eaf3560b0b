import Gestures

/// How the app's clock moves with the frames: `scale` of real time (1, or 0.25 for slow motion), stopped
/// when `paused`, except for `steps` single frames of 1/60 s still to be taken.
public struct TimeControl: Sendable, Equatable {
    public var scale: Double = 1
    public var paused = false
    public var steps = 0
    public init() {}
}
