#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Identifies one touch for its whole life. `value` orders touches; `label` is how the event log
/// names it (`"1"` for finger 1, `"m"` for the mouse).
public struct TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Orders and identifies touches.
    public let value: Int
    /// How the event log names the touch (`1`, `m`).
    public let label: String
    /// A touch id; the label defaults to the number.
    public init(_ value: Int, label: String? = nil) {
        self.value = value
        self.label = label ?? String(value)
    }
    /// Ordered by `value`.
    public static func < (a: TouchID, b: TouchID) -> Bool { a.value < b.value }
    /// Equal when the values are (the label is a name only).
    public static func == (a: TouchID, b: TouchID) -> Bool { a.value == b.value }
    /// Hashes the value.
    public func hash(into h: inout Hasher) { h.combine(value) }
    /// The label.
    public var description: String { label }
}

/// Where a touch is in its life, as UITouch.Phase.
public enum TouchPhase: String, Sendable {
    /// The touch went down in this event.
    case began
    /// The touch moved in this event.
    case moved
    /// The touch is down and did not move in this event.
    case stationary
    /// The touch lifted.
    case ended
    /// The system cancelled the touch (focus lost, device gone).
    case cancelled
    /// Ended or cancelled.
    public var isFinished: Bool { self == .ended || self == .cancelled }
}

/// One finger (or the mouse) on the screen, like UITouch. The same object is passed for the touch's whole
/// life; its node is the hit node at touch-down and never changes.
public final class Touch: CustomStringConvertible {
    /// The touch's id, the same for its whole life.
    public let id: TouchID
    /// The phase at the latest event.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase = .began
    /// Where the touch is, in window coordinates.
    @exclusivity(unchecked) public internal(set) var locationInWindow: Point
    /// Where it was at the previous event that moved it, in window coordinates.
    @exclusivity(unchecked) public internal(set) var previousLocationInWindow: Point
    /// Where it went down, in window coordinates.
    public let startLocationInWindow: Point
    /// When the touch last changed, on the window's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: Seconds
    /// When the touch went down.
    public let startTimestamp: Seconds
    /// How many quick taps at about this place this touch completes (1 for a lone touch).
    public let tapCount: Int
    /// The node the touch went down on; nil when it went down outside every node.
    public let node: Node?
    /// What made the touch: a finger, a pen, a pointer's button (UITouch's `type`).
    public let type: TouchType
    /// How hard it presses now, 0 to `maximumPossibleForce`; 0 where the device reports none.
    @exclusivity(unchecked) public internal(set) var force: Double = 0
    /// The largest force its device reports; 0 where it reports none.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: Double = 0
    /// A pen's angle with the screen in radians (UITouch's `altitudeAngle`): π/2 when perpendicular or
    /// unknown (a finger's, and a pen's on SDL 2), 0 lying flat.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: Double = .pi / 2
    /// A pen's azimuth in window coordinates (see `azimuthAngle(in:)`).
    @exclusivity(unchecked) var windowAzimuth: Radians = 0
    /// A pen's barrel rotation in radians, clockwise (UITouch's `rollAngle`, a CGFloat): 0 where not reported
    /// (a finger, a pen on SDL 2, a pen without a barrel sensor), as UIKit's.
    @exclusivity(unchecked) public internal(set) var rollAngle: Radians = 0
    /// Whether the touch reports its barrel rotation (`rollAngle`): UIKit has no such flag; an app that must
    /// tell "not turned" from "unknown" reads it.
    @exclusivity(unchecked) public internal(set) var isRollAngleReported = false
    /// A pen touching with its eraser end (SDL 3's `SDL_PEN_INPUT_ERASER_TIP`; PencilKit's eraser): false for
    /// every other touch. Kept for the touch's life.
    @exclusivity(unchecked) public internal(set) var isEraser = false
    /// The buttons of the touch: the pointer buttons that made an `.indirectPointer` touch (kept for its
    /// life); a `.pencil` touch's side buttons held now (the first side button `.secondary`: see
    /// `PenSample.touchButtons`); empty for fingers.
    @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask

    /// UITouch's `azimuthAngle(in:)`: the direction a pen's back end points to in the plane of the screen,
    /// in radians from `node`'s +x axis, clockwise on screen positive (-π to π; nodes are translated, never
    /// turned, so it is the same in every node); 0 for an upright pen, a
    /// finger, or a pen whose tilt is not reported (SDL 2).
    public func azimuthAngle(in node: Node?) -> Radians { azimuthUnitVector(in: node).angle }

    /// UITouch's `azimuthUnitVector(in:)`: the unit vector along `azimuthAngle(in:)`, in `node`'s space.
    public func azimuthUnitVector(in node: Node?) -> Vector {
        let u = Vector(dx: cos(windowAzimuth), dy: sin(windowAzimuth))
        guard let node else { return u }
        let v = node.convert(fromWindow: locationInWindow + u) - node.convert(fromWindow: locationInWindow)
        let n = v.length
        return n > 0 ? v / n : u
    }

    /// This event's earlier samples of the touch (the host coalesced them), oldest first; empty when the
    /// event has only the current one. See `TouchEvent.coalescedTouches(for:)`.
    @exclusivity(unchecked) public internal(set) var coalescedBefore: [TouchSample] = []
    /// The touch's last four samples, oldest first: what the predictor reads.
    public var recentSamples: [TouchSample] {
        Array([sample3, sample2, sample1, sample0].suffix(sampleCount))
    }
    // The last four samples without an array (one is kept per move): newest first.
    @exclusivity(unchecked) var sample0 = TouchSample(.zero, at: 0)
    @exclusivity(unchecked) var sample1 = TouchSample(.zero, at: 0)
    @exclusivity(unchecked) var sample2 = TouchSample(.zero, at: 0)
    @exclusivity(unchecked) var sample3 = TouchSample(.zero, at: 0)
    @exclusivity(unchecked) var sampleCount = 0

    /// Keeps `sample` as the newest of the last four.
    func remember(_ sample: TouchSample) {
        sample3 = sample2
        sample2 = sample1
        sample1 = sample0
        sample0 = sample
        if sampleCount < 4 { sampleCount += 1 }
    }

    // Engine bookkeeping (node delivery and recognizer tracking).
    /// Recognizers that accepted this touch at touch-down, deepest node first.
    @exclusivity(unchecked) var recognizers: [GestureRecognizer] = []
    @exclusivity(unchecked) var delivery = NodeDelivery()
    /// Marks membership in the event being delivered (compared with the window's counter).
    @exclusivity(unchecked) var deliveryStamp: UInt64 = 0

    init(id: TouchID, location: Point, timestamp: Seconds, tapCount: Int, node: Node?,
         type: TouchType = .direct, buttonMask: ButtonMask = []) {
        self.id = id
        self.type = type
        self.buttonMask = buttonMask
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.timestamp = timestamp
        self.startTimestamp = timestamp
        self.tapCount = tapCount
        self.node = node
    }

    /// What is being held back from the touch's node right now (for teaching displays).
    public enum Hold: String, Sendable {
        /// Its began is held back (`delaysTouchesBegan`).
        case began
        /// Its end is held back (`delaysTouchesEnded`).
        case ended
    }
    /// What is held back from the node now, if anything.
    public var heldBack: Hold? {
        if delivery.finished { return nil }
        if delivery.heldBegan { return .began }
        if delivery.heldEnded { return .ended }
        return nil
    }
    /// The recognizers still tracking this touch, deepest node first.
    public var gestureRecognizers: [GestureRecognizer] { recognizers.filter { $0.tracks(self) } }

    /// The touch's location in `node`'s coordinates (window coordinates when `node` is nil).
    public func location(in node: Node?) -> Point {
        guard let node else { return locationInWindow }
        return node.convert(fromWindow: locationInWindow)
    }
    /// Where the touch was at the previous event that moved it, in `node`'s coordinates.
    public func previousLocation(in node: Node?) -> Point {
        guard let node else { return previousLocationInWindow }
        return node.convert(fromWindow: previousLocationInWindow)
    }
    /// Where the touch went down, in `node`'s coordinates.
    public func startLocation(in node: Node?) -> Point {
        guard let node else { return startLocationInWindow }
        return node.convert(fromWindow: startLocationInWindow)
    }

    /// A short description for debugging.
    public var description: String { "Touch(\(id.label) \(phase.rawValue) at \(locationInWindow))" }
}

/// What the touch's node has been told, and what is held back from it.
///
/// Invariant: once `finished` is true the node hears nothing more of the touch; a node that was told
/// `began` is told exactly one of ended/cancelled (the dispatcher's promise).
struct NodeDelivery {
    /// The node's touchesBegan ran for this touch.
    var toldBegan = false
    /// The node was told ended or cancelled, or will never hear of the touch again.
    var finished = false
    /// began is being held back (delaysTouchesBegan).
    var heldBegan = false
    /// The touch moved while its began was held back.
    var heldMoved = false
    /// The touch ended and that end is held back (delaysTouchesEnded, or began still held).
    var heldEnded = false
    /// The node receives nothing of this touch at all (isMultipleTouchEnabled = false and another touch is down).
    var muted = false
}

/// All the touches down at one moment, like UIEvent.
/// Like UIEvent, one object is reused for every event of a window: read it during the callback, do not keep it.
public final class TouchEvent {
    /// When the event happened, on the window's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: Seconds
    /// Every touch down at that moment, and those that just lifted.
    @exclusivity(unchecked) public internal(set) var allTouches: [Touch]
    /// The buttons held at that moment (UIEvent's `buttonMask`): the union of its `.indirectPointer`
    /// touches' buttons and its pens' side buttons; empty when none is held.
    public var buttonMask: ButtonMask {
        var mask: ButtonMask = []
        for t in allTouches where (t.type == .indirectPointer || t.type == .pencil) && !t.phase.isFinished { mask.formUnion(t.buttonMask) }
        return mask
    }
    init(timestamp: Seconds, allTouches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }
    /// The touches of this event that belong to `node`.
    public func touches(for node: Node) -> [Touch] { allTouches.filter { $0.node === node } }
    /// The touches of this event that `recognizer` is tracking.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { recognizer.tracks($0) }
    }

    /// Every sample of `touch` this event stands for, oldest first, the last one where the touch is now
    /// (UIKit's `coalescedTouches(for:)`): more than one when the host delivered several moves of a frame
    /// as one event. Empty for a touch that is not in the event.
    public func coalescedTouches(for touch: Touch) -> [TouchSample] {
        guard allTouches.contains(where: { $0 === touch }) else { return [] }
        let current = TouchSample(touch.locationInWindow, at: touch.timestamp)
        return touch.phase == .moved ? touch.coalescedBefore + [current] : [current]
    }

    /// Where `touch` is expected to be about a frame from now (UIKit's `predictedTouches(for:)`; see
    /// `TouchPredictor`). Computed for this event: the next event replaces them, and they never reach a
    /// node's touch methods or a recognizer's state. Empty for a touch that is not in the event, not moving,
    /// lifted or cancelled.
    public func predictedTouches(for touch: Touch) -> [TouchSample] {
        guard allTouches.contains(where: { $0 === touch }) else { return [] }
        return TouchPredictor.predict(touch)
    }
}
