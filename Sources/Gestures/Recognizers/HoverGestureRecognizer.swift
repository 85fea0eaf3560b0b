#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Follows a pointer over its node with nothing pressed: a mouse with no button held, or a pen above the
/// screen (continuous). UIHoverGestureRecognizer.h: it "will begin recognition when the cursor (while no
/// mouse buttons are pressed) enters its view, changes during movement within the view and ends when the
/// cursor leaves said view".
///
/// The window drives it from `Window.send(hover:at:)`:
/// - **began** when the pointer enters its node: the node, or one of its descendants, is what hit-testing
///   finds under the pointer (so a hidden or non-interactive node is never entered, and a sibling on top
///   hides it, as for touches);
/// - **changed** on each move while the pointer stays over it;
/// - **ended** when the pointer moves off it or leaves the window (`HoverInput(exitOf:)`).
///
/// It takes no touch, so it holds back, cancels and prevents nothing of any touch, and no touch
/// recognizer prevents it; `require(toFail:)`, the delegate's `gestureRecognizerShouldBegin` and the
/// node's apply to its `began` as to any recognizer's. Refused or failed on entering, it stays out until
/// the pointer has left its node and enters it again.
///
/// A press pauses it (UIHoverGestureRecognizer.h: "While buttons are pressed any currently active hover
/// gesture recognizers are effectively paused (letting other gesture recognizers work) until all mouse
/// buttons have been released"): while a touch of the pointer's type is down, that pointer's hover moves
/// are ignored and the hover stays as it was, neither changed nor ended; the first hover move after the
/// release goes on from there (a change, or its end if the pointer is no longer over the node). A pointer
/// leaving the window ends it even during a press.
///
/// `allowedTouchTypes` says which pointers it follows: `.indirectPointer` (the mouse) and `.pencil` (a
/// hovering pen) by default, as every type is allowed. It follows one pointer at a time, the first to
/// enter; another entering meanwhile is ignored until that one has left.
///
/// A hovering pen's distance and angles are read as UIKit's (iOS 16.1+), with UIKit's types and values:
/// `zOffset` (0 where not reported: the mouse, XInput 2, SDL 2; `isZOffsetReported` says which),
/// `altitudeAngle` (0 for the mouse, as UIKit's pointer), `azimuthAngle(in:)`, `rollAngle` (0 where not
/// reported; `isRollAngleReported`), each the latest the pointer it follows reported (kept after it left,
/// like the location).
open class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer it follows now (nil when none is over its node).
    @exclusivity(unchecked) public internal(set) var pointerType: TouchType?
    /// Where that pointer is (or was last seen), in window points.
    @exclusivity(unchecked) var pointerLocation = Point.zero
    /// What the pointer last reported besides its location.
    @exclusivity(unchecked) var pointerPose = HoverInput(move: .zero)

    /// A hovering pen's distance from the screen, 0 (touching) to 1 (UIKit's `zOffset`, a CGFloat): 0 for the
    /// mouse and where the platform does not report it (XInput 2, SDL 2), as UIKit's is for a pointer.
    public var zOffset: Double { pointerPose.zOffset ?? 0 }
    /// Whether the pointer reports its distance (`zOffset`): a pen on Wayland's SDL 3; not the mouse,
    /// XInput 2 or SDL 2. UIKit has no such flag; an app that must tell "touching" from "unknown" reads it.
    public var isZOffsetReported: Bool { pointerPose.zOffset != nil }
    /// A hovering pen's angle with the screen in radians (UIKit's `altitudeAngle`): π/2 upright (a pen that
    /// reports no tilt); 0 for the mouse, as UIKit's for a pointer.
    public var altitudeAngle: Radians { pointerPose.type == .indirectPointer ? 0 : pointerPose.altitudeAngle }
    /// A hovering pen's barrel rotation in radians (UIKit's `rollAngle`): 0 where not reported (the mouse, a
    /// pen without a barrel sensor, SDL 2).
    public var rollAngle: Radians { pointerPose.rollAngle ?? 0 }
    /// Whether the pointer reports its barrel rotation (`rollAngle`).
    public var isRollAngleReported: Bool { pointerPose.rollAngle != nil }
    /// A hovering pen's azimuth in `node`'s space, radians from its +x axis, clockwise on screen positive
    /// (UIKit's `azimuthAngle(in:)`); 0 upright or unknown.
    public func azimuthAngle(in node: Node?) -> Radians { azimuthUnitVector(in: node).angle }
    /// The unit vector along `azimuthAngle(in:)` (UIKit's `azimuthUnitVector(in:)`).
    public func azimuthUnitVector(in node: Node?) -> Vector {
        let a = pointerPose.azimuthAngle
        let u = Vector(dx: cos(a), dy: sin(a))
        guard let node else { return u }
        let v = node.convert(fromWindow: pointerLocation + u) - node.convert(fromWindow: pointerLocation)
        let n = v.length
        return n > 0 ? v / n : u
    }

    override var takesTouches: Bool { false }
    /// `hover`, continuous.
    open override class var kindWords: String? { "hover" }
    open override class var isContinuous: Bool { true }

    /// Where the pointer is, in `node`'s space: while it hovers, its latest location; once it has left,
    /// the last location it was seen at (where it moved off the node, or its last location over the
    /// window when it left the window).
    open override func location(in node: Node?) -> Point { convertFromWindow(pointerLocation, to: node) }

    /// 1 while it follows a pointer (`location(ofTouch: 0, in:)` is the pointer's), else 0.
    open override var numberOfTouches: Int { pointerType == nil ? 0 : 1 }

    /// The pointer's location (index 0 is the only one).
    open override func location(ofTouch index: Int, in node: Node?) -> Point {
        precondition(index == 0 && pointerType != nil, "touch index \(index) out of range 0..<\(numberOfTouches)")
        return location(in: node)
    }

    /// A pointer of `type` entered the node at `p`: the hover asks to begin.
    func pointerEntered(_ type: TouchType, at p: Point, pose: HoverInput) {
        pointerType = type
        pointerLocation = p
        pointerPose = pose
        if state == .possible { state = .began }
    }

    /// The pointer moved to `p`, still over the node.
    func pointerMoved(to p: Point, pose: HoverInput) {
        pointerLocation = p
        pointerPose = pose
        if state.isActive { state = .changed }
    }

    /// The pointer moved off the node (to `p`) or left the window (nil): the hover ends; one still waiting
    /// on a failure requirement fails.
    func pointerLeft(at p: Point?) {
        pointerType = nil
        if let p { pointerLocation = p }
        if state.isActive {
            state = .ended
        } else if state == .possible && pendingState != nil {
            fail(because: p == nil ? "the pointer left the window while it waited" : "the pointer left while it waited")
        }
    }
}
