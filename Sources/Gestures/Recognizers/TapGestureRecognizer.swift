/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
/// Fails when a finger moves more than `allowableMovement` from where it went down, when more fingers
/// than required come down, when a tap lifts with too few, or when the next tap does not start within
/// `maximumTapInterval` (or lands more than `maximumTapDistance` from the first), or on a click with other
/// buttons than `buttonMaskRequired`. Each failure gives its cause (`fail(because:)`): `clicked with the
/// primary button, needs the secondary button`, `more than 1 finger`, `moved more than 10 pt`, `lifted with 1
/// finger, needs 2`, `no tap 2 within 0.35 s`, `tap 2 more than 45 pt from the first`, `touches cancelled`.
///
/// Where it is (UITapGestureRecognizer.h): `location(in:)` is the centroid of the FIRST tap of the
/// sequence, and `location(ofTouch:in:)` a touch of that first tap, once it has lifted; before that, the
/// fingers of the first tap as they are.
///
/// Class-wide rule (UIGestureRecognizerSubclass.h): a tap never prevents another tap with a higher tap
/// count, so without `require(toFail:)` a double tap fires the single tap, then the double tap.
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps to recognize (default 1).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// Fingers per tap (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// The longest gap between taps, in seconds (default 0.35).
    @exclusivity(unchecked) public var maximumTapInterval: Seconds = 0.35
    /// How far a finger may move from where it went down, in points (default 10).
    @exclusivity(unchecked) public var allowableMovement: Points = 10
    /// How far a later tap may land from the first, in points (default 45).
    @exclusivity(unchecked) public var maximumTapDistance: Points = 45
    /// The pointer buttons a click must be made with (UIKit's `buttonMaskRequired`, default `.primary`;
    /// `.secondary` makes a right-click tap). UITapGestureRecognizer.h: "only evaluated on indirect input
    /// devices": an `.indirectPointer` touch whose buttons are not exactly these fails the tap; fingers and
    /// pens have no buttons and are not checked (they tap whatever this says: a right-click tap that must
    /// not fire on a finger also sets `allowedTouchTypes = [.indirectPointer]`). It "cannot be 0": setting
    /// an empty mask sets `.primary`.
    @exclusivity(unchecked) public var buttonMaskRequired: ButtonMask = .primary {
        didSet { if buttonMaskRequired.isEmpty { buttonMaskRequired = .primary } }
    }

    @exclusivity(unchecked) private var tapsDone = 0
    @exclusivity(unchecked) private var touchesThisTap = 0
    /// Where each finger of the first tap lifted (window points), in arrival order; empty until it has.
    @exclusivity(unchecked) private var firstTapLocations: [Point] = []

    /// `tap`.
    open override class var kindWords: String? { "tap" }
    /// The taps and, past one, the fingers: `1x`, `2x 2 fingers`.
    open override var keyPropertyWords: String {
        "\(numberOfTapsRequired)x" + (numberOfTouchesRequired > 1 ? " \(FailureWords.fingers(numberOfTouchesRequired))" : "")
    }

    /// True for one tap of one finger.

    open override var isSingleTapRecognizer: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

    /// False for a tap that needs more taps than this one.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        return super.canPrevent(other)
    }

    /// Once the first tap has lifted, the number of its fingers (the touches `location(ofTouch:in:)` reports).

    open override var numberOfTouches: Int {
        firstTapLocations.isEmpty ? super.numberOfTouches : firstTapLocations.count
    }

    /// The centroid of the first tap of the sequence once it has lifted (UITapGestureRecognizer.h); before, of the fingers down.

    open override func location(in node: Node?) -> Point {
        guard !firstTapLocations.isEmpty else { return super.location(in: node) }
        var x = 0.0, y = 0.0
        for p in firstTapLocations { x += p.x; y += p.y }
        let n = Double(firstTapLocations.count)
        return convertFromWindow(Point(x: x / n, y: y / n), to: node)
    }

    /// A finger of the first tap, once it has lifted.

    open override func location(ofTouch index: Int, in node: Node?) -> Point {
        guard !firstTapLocations.isEmpty else { return super.location(ofTouch: index, in: node) }
        precondition(firstTapLocations.indices.contains(index), "touch index \(index) out of range 0..<\(firstTapLocations.count)")
        return convertFromWindow(firstTapLocations[index], to: node)
    }

    /// Counts the fingers of this tap; fails on too many, on a tap landing too far from the first, or on a
    /// click with other buttons than `buttonMaskRequired`.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where t.type == .indirectPointer && t.buttonMask != buttonMaskRequired {
            fail(because: "clicked with \(FailureWords.buttons(t.buttonMask)), needs \(FailureWords.buttons(buttonMaskRequired))")
            return
        }
        if touchesThisTap == 0 {
            cancelGapTimer()
            if let first = firstTapLocations.first, touches[0].locationInWindow.distance(to: first) > maximumTapDistance {
                fail(because: "tap \(tapsDone + 1) more than \(FailureWords.number(maximumTapDistance)) pt from the first")
                return
            }
        }
        touchesThisTap += touches.count
        if touchesThisTap > numberOfTouchesRequired { fail(because: "more than \(FailureWords.fingers(numberOfTouchesRequired))") }
    }

    /// Fails when a finger moves past `allowableMovement`.

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where t.locationInWindow.distance(to: t.startLocationInWindow) > allowableMovement {
            failMoved(); return
        }
    }

    private func failMoved() { fail(because: "moved more than \(FailureWords.number(allowableMovement)) pt") }

    /// Fails when a finger lifts farther than `allowableMovement` from where it went down; counts a tap when
    /// its fingers have all lifted; recognizes on the last, or waits `maximumTapInterval` for the next.

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        // A lift can carry a location of its own: a finger that lifted far from where it went down moved.
        for t in touches where t.locationInWindow.distance(to: t.startLocationInWindow) > allowableMovement {
            failMoved(); return
        }
        guard activeTouches.isEmpty else { return }
        if touchesThisTap != numberOfTouchesRequired {
            fail(because: "lifted with \(FailureWords.fingers(touchesThisTap)), needs \(numberOfTouchesRequired)")
            return
        }
        tapsDone += 1
        touchesThisTap = 0
        if firstTapLocations.isEmpty { firstTapLocations = trackedTouches.map(\.locationInWindow) }
        if tapsDone >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: maximumTapInterval) { [self] in
                guard state == .possible else { return }
                fail(because: "no tap \(tapsDone + 1) within \(FailureWords.number(maximumTapInterval)) s")
            }
        }
    }

    /// Fails.

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fail(because: "touches cancelled") }

    private func cancelGapTimer() { if tapsDone > 0 { cancelTimers() } }

    /// Forgets the taps counted.

    open override func reset() {
        tapsDone = 0
        touchesThisTap = 0
        firstTapLocations = []
    }
}
