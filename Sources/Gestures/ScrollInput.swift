/// How a scroll was made, as `UIScrollType`.
public enum ScrollType: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// A mouse wheel's notches.
    case discrete = 0
    /// A trackpad's precise, fractional scroll.
    case continuous = 1
    /// `discrete` or `continuous`.
    public var description: String { self == .discrete ? "discrete" : "continuous" }
}

/// The scroll types a pan accepts, as `UIScrollTypeMask`
/// (`PanGestureRecognizer.allowedScrollTypesMask`; UIKit's default is none).
public struct ScrollTypeMask: OptionSet, Sendable, Hashable {
    /// Bit n is `ScrollType(rawValue: n)`.
    public let rawValue: Int
    /// A mask of raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A wheel's notches.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's precise scroll.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.discrete, .continuous]
    /// Whether the mask accepts `type`.
    public func accepts(_ type: ScrollType) -> Bool { contains(ScrollTypeMask(rawValue: 1 << type.rawValue)) }
}

/// One scroll from the host (a wheel's notch or a trackpad's step) at the pointer's location.
public struct ScrollInput: Sendable, Equatable {
    /// How far the content is asked to move, in points: the translation a scroll-driven pan adds
    /// (positive x right, positive y down, with the platform's natural-scrolling setting already applied).
    public var delta: Vector
    /// A wheel's notch or a trackpad's precise scroll.
    public var type: ScrollType
    /// Where the pointer is, in window points: the node under it receives the scroll.
    public var location: Point
    /// A scroll of `delta` points of `type` at `location`.
    public init(delta: Vector, type: ScrollType, at location: Point) {
        self.delta = delta; self.type = type; self.location = location
    }
}
