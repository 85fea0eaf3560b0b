/// A trackpad's pinch (two fingers on a touchpad moving apart or together, with the pointer where it is):
/// UIKit's "transform" event, which drives pinch recognizers without making a touch
/// (`Window.send(trackpadPinch:at:)`). SDL 3 reports it as `SDL_EVENT_PINCH_BEGIN/UPDATE/END`.
public struct TrackpadPinchInput: Sendable, Equatable {
    /// Where the pinch is in its life.
    public enum Kind: String, Sendable {
        /// The fingers touched the trackpad and the platform decided they pinch.
        case begin
        /// The distance between the fingers changed.
        case change
        /// The fingers lifted (or the platform cancelled the pinch).
        case end
    }
    /// What happened.
    public var kind: Kind
    /// The pointer's location in window points: what is hit-tested at `begin`, and what the recognizers'
    /// `location(in:)` report.
    public var location: Point
    /// The distance between the fingers over that at `begin` (1 at `begin` and `end`: unchanged there).
    public var scale: Double
    /// A pinch change, its begin or its end at the pointer's `location`.
    public init(_ kind: Kind, at location: Point, scale: Double = 1) {
        self.kind = kind; self.location = location; self.scale = scale
    }
}
