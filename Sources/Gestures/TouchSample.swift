/// Where a touch was at one instant: one of the samples an event coalesced (`TouchEvent.coalescedTouches(for:)`)
/// or a prediction (`TouchEvent.predictedTouches(for:)`). UIKit hands out `UITouch` objects for these; a
/// sample is the same information as a value.
public struct TouchSample: Sendable, Equatable, CustomStringConvertible {
    /// Where, in window coordinates.
    public var locationInWindow: Point
    /// When, on the window's clock.
    public var timestamp: Seconds

    public init(_ location: Point, at timestamp: Seconds) {
        self.locationInWindow = location
        self.timestamp = timestamp
    }

    /// The location in `node`'s coordinates.
    public func location(in node: Node?) -> Point {
        guard let node else { return locationInWindow }
        return node.convert(fromWindow: locationInWindow)
    }

    public var description: String { "(\(locationInWindow.x), \(locationInWindow.y)) at \(timestamp)" }
}
