/// UIGestureRecognizer: watches the touches of its node (and the node's descendants) before the node
/// does, and turns them into a gesture.
///
/// Subclasses (also outside this module) override `touchesBegan/Moved/Ended/Cancelled` and `reset()`, and
/// set `state`. Contract of `state`:
/// - only the transitions of `GestureState.canTransition(to:)` are accepted; any other is rejected
///   (the window reports it, and asserts when `Window.assertsOnIllegalTransition` is on);
/// - leaving possible (to began or recognized) is a request: the window asks `shouldBegin`, honours
///   failure requirements (the state reads possible while it waits) and excludes other recognizers;
/// - the action is sent on every entry to began, changed, ended and cancelled, never on failed;
/// - after a terminal state the recognizer sees none of its current touches again, and is reset to
///   possible (`reset()` runs) once all of them have ended.
open class GestureRecognizer {
    /// Names the recognizer in the event log (`action doubleTap ended`).
    @exclusivity(unchecked) public var name: String
    /// Answers the recognizer's questions (shouldBegin, shouldReceive, simultaneity, failure requirements). Held weakly.
    @exclusivity(unchecked) public weak var delegate: GestureRecognizerDelegate?
    /// The node the recognizer is attached to.
    /// Not retained; cleared when the recognizer is removed or the node goes away.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var node: Node?

    /// When the recognizer begins or recognizes, its touches are cancelled in their nodes (default true).
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// While the recognizer is possible, its touches' began (and moves) are held back from their nodes (default false).
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// While the recognizer is possible, its touches' ends are held back from their nodes (default true).
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// The touch types the recognizer receives (UIKit's `allowedTouchTypes`; default every type). A touch of
    /// another type is not the recognizer's touch: it never reaches it, changes nothing of its state, is not
    /// held back from its node by it (`delaysTouchesBegan`/`Ended`) and is not cancelled by it
    /// (`cancelsTouchesInView`). Read at touch-down: changing it affects the touches that go down after.
    /// An empty set takes no touch at all (a pan driven only by scrolls). For a `HoverGestureRecognizer`,
    /// the pointers it follows (`.indirectPointer` for the mouse, `.pencil` for a hovering pen).
    public var allowedTouchTypes: Set<TouchType> {
        get { Set(TouchType.allCases.filter { allowedTypeBits & $0.bit != 0 }) }
        set { allowedTypeBits = TouchType.bits(newValue) }
    }
    /// True (UIKit's default): once the recognizer has a touch of one type, touches of other types that go
    /// down are not its touches, until it is back to possible (a finger pan ignores a pen joining it, and
    /// the reverse). False: it takes every touch of `allowedTouchTypes`.
    @exclusivity(unchecked) public var requiresExclusiveTouchType = true
    /// `allowedTouchTypes` as a bit mask (`TouchType.bit`), so a touch-down tests one bit.
    @exclusivity(unchecked) var allowedTypeBits: UInt8 = TouchType.allBits {
        didSet { touchTypeBits = takesTouches ? allowedTypeBits : 0 }
    }
    /// The types of touches the recognizer takes at touch-down: `allowedTypeBits`, or none for a recognizer
    /// that takes no touch (hover).
    @exclusivity(unchecked) var touchTypeBits: UInt8 = TouchType.allBits
    /// False for recognizers that follow something other than touches (hover): no touch is given to them.
    var takesTouches: Bool { true }

    /// Setting false during a gesture cancels it (or fails it while possible).
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { window?.recognizerWasDisabled(self) } }
    }

    @exclusivity(unchecked) var storedState: GestureState = .possible
    /// Set while the recognizer has asked to leave possible and waits for failure requirements.
    @exclusivity(unchecked) var pendingState: GestureState?
    /// States set inside the current callback, in order, not yet acted on (see `state`).
    @exclusivity(unchecked) var queuedStates: [GestureState] = []
    /// The last of `queuedStates`: what `state` reads until the window acts on the queue.
    @exclusivity(unchecked) var requestedState: GestureState?
    /// On the window's list of recognizers with queued states.
    @exclusivity(unchecked) var isQueued = false
    /// How far the window has acted on `queuedStates`.
    @exclusivity(unchecked) var queueCursor = 0
    /// Why the recognizer failed itself (`fail(because:)`; every recognizer of the engine says): the
    /// trace's cause of its own `failed` (`lifted with 1 finger, needs 2`). Cleared at reset.
    @exclusivity(unchecked) var failureCause: String?
    /// Every touch delivered to the recognizer since its last reset (ended ones included), minus ignored ones.
    @exclusivity(unchecked) public internal(set) var trackedTouches: [Touch] = []
    /// The timers scheduled and not yet fired or cancelled, with when each is due.
    @exclusivity(unchecked) var timerIDs: [(id: UInt64, due: Seconds)] = []
    /// Held strongly (as a recognizer's relations are in UIKit's own graph); see `require(toFail:)`.
    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    /// On the window's list of recognizers with work in progress.
    @exclusivity(unchecked) var isLive = false
    /// The scroll sequence (`Window+Scroll`) or trackpad pinch (`Window+TrackpadPinch`) driving the
    /// recognizer, 0 when none: two recognizers driven by one share it as if it were a touch (exclusion,
    /// simultaneous recognition).
    @exclusivity(unchecked) var scrollSequence = 0
    /// When it last began or recognized (the window's counter): orders delivery among active recognizers.
    @exclusivity(unchecked) var activationSerial = 0
    @exclusivity(unchecked) var deliveryStamp: UInt64 = 0
    @exclusivity(unchecked) private var targets: [TargetAction] = []

    /// A recognizer named `name` in the event log (the class name when nil).
    public init(name: String? = nil) {
        self.name = name ?? String(describing: type(of: self))
        if !takesTouches { touchTypeBits = 0 }
    }

    /// Whether a touch of `touch`'s type that goes down now is the recognizer's: its type is allowed, and
    /// (with `requiresExclusiveTouchType`) it is the type of the touches it already has. One bit test for
    /// the first touch of a gesture.
    @inline(__always) func acceptsType(of touch: Touch) -> Bool {
        guard touchTypeBits & touch.type.bit != 0 else { return false }
        guard requiresExclusiveTouchType, let first = trackedTouches.first else { return true }
        return first.type == touch.type
    }

    /// The window of the node, if the node is in one.
    public var window: Window? { node?.window }

    /// The pointer buttons of the gesture (UIKit's `buttonMask`: a value read, never a requirement): the
    /// buttons of the `.indirectPointer` touches it tracks (those that lifted during this gesture
    /// included); empty for fingers and pens, and for scrolls and hovers.
    public var buttonMask: ButtonMask {
        var mask: ButtonMask = []
        for t in trackedTouches where t.type == .indirectPointer { mask.formUnion(t.buttonMask) }
        return mask
    }

    // MARK: State

    /// The state. Read by anyone; set by subclasses only.
    ///
    /// Set inside a touch method or a timer body, the new state is queued and acted on (arbitration, then
    /// the action) when that callback returns, so a subclass may set its own properties after `state`
    /// and the action sees them. While queued, reading `state` returns the requested state.
    public var state: GestureState {
        get { requestedState ?? storedState }
        set {
            if let window {
                if window.defersStateChanges { window.queue(self, newValue) } else { window.recognizer(self, requests: newValue) }
            } else {
                applyDetached(newValue)
            }
        }
    }

    /// Fails the gesture saying why: `state = .failed`, with `cause` as the trace's cause of the failure (the
    /// teaching logs' `tap failed: more than 1 finger`, the timeline's `failed: more than 1 finger`). For
    /// subclasses, in a touch method or a timer body; a plain `state = .failed` fails with no cause. The
    /// words are made only when the window keeps a trace: without one, failing costs what it always did.
    public func fail(because cause: @autoclosure () -> String) {
        failureCause = window?.trace != nil ? cause() : nil
        state = .failed
    }

    /// Without a window there is nobody to arbitrate: legal transitions apply directly.
    private func applyDetached(_ next: GestureState) {
        guard storedState.canTransition(to: next) else {
            assertionFailure("illegal transition \(name): \(storedState) -> \(next)")
            return
        }
        storedState = next
        if next.sendsAction { sendActions() }
    }

    // MARK: Target-action

    /// Adds a target-action pair; the target is held weakly and the action skipped once it is gone.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (GestureRecognizer) -> Void) {
        targets.append(TargetAction(object: target) { [weak target] r in
            if let target { action(target)(r) }
        })
    }
    /// Adds an action with no target object.
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
        targets.append(TargetAction(object: nil, call: action))
    }
    /// Removes every action of `target`; nil removes every action, closures included (as UIKit's
    /// `removeTarget(nil, action: nil)`: "passing nil for target matches all targets").
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targets.removeAll(); return }
        targets.removeAll { $0.object === target }
    }
    /// How many actions are attached.
    public var targetCount: Int { targets.count }

    func sendActions() {
        for t in targets { t.call(self) }
    }

    // MARK: Relations

    /// This recognizer waits for `other` to fail before it begins or recognizes, and fails if `other` succeeds.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "a recognizer cannot require itself to fail")
        failureRequirements.removeAll { $0 === other }
        failureRequirements.append(other)
    }
    /// Undoes `require(toFail: other)`.
    public func removeRequirement(toFail other: GestureRecognizer) { failureRequirements.removeAll { $0 === other } }
    /// The recognizers named by `require(toFail:)`.
    public var requiredToFail: [GestureRecognizer] { failureRequirements }

    /// Whether this recognizer, on beginning or recognizing, may make `other` fail (or cancel it).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, on beginning or recognizing, may make this recognizer fail (or cancel it).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Subclass hook for failure requirements, like the delegate's `shouldRequireFailureOf`.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Subclass hook, like the delegate's `shouldBeRequiredToFailBy`.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// True for a recognizer of single one-finger taps: controls refuse these on their ancestors.
    open var isSingleTapRecognizer: Bool { false }

    // MARK: Describing itself

    /// The kind in words, as teaching displays and messages name it (`tap`, `long press`, `edge pan`); nil
    /// (the default) for a class that does not say, which a display calls custom. Each kind says it here
    /// once; the overlay, the playground's palette and its messages read it.
    open class var kindWords: String? { nil }
    /// Whether the kind is continuous (began, changed, ended) rather than discrete (recognized at once).
    open class var isContinuous: Bool { false }
    /// The recognizer's key properties in words, after its kind (a double tap of two fingers: `2x 2
    /// fingers`); empty (the default) when none is worth saying.
    open var keyPropertyWords: String { "" }
    /// The recognizer as a teaching display describes it: `tap 2x 2 fingers, discrete`, `long press,
    /// continuous`; a class with no `kindWords`, `custom (Checkmark)` (its class name without
    /// "GestureRecognizer").
    public final var kindDescription: String {
        let kind = type(of: self)
        guard let words = kind.kindWords else {
            return "custom (\(String(describing: kind).replacing("GestureRecognizer", with: "")))"
        }
        let details = keyPropertyWords
        return words + (details.isEmpty ? "" : " " + details) + (kind.isContinuous ? ", continuous" : ", discrete")
    }

    // MARK: Touches

    /// Stops tracking `touch`: it is not delivered again and no longer holds back the node's events.
    public func ignore(_ touch: Touch) {
        guard tracks(touch) else { return }
        trackedTouches.removeAll { $0 === touch }
        if let window { window.trace?.record(.ignored(recognizer: name, touch: touch.id.label), at: window.clock.now) }
        window?.recognizerIgnored(self)
    }

    /// Whether `touch` is one of the recognizer's tracked touches.
    func tracks(_ touch: Touch) -> Bool {
        // Through the buffer: comparing identities needs no retain of each element.
        trackedTouches.withUnsafeBufferPointer { buffer in
            let target = ObjectIdentifier(touch)
            for i in buffer.indices where ObjectIdentifier(buffer[i]) == target { return true }
            return false
        }
    }

    /// Possible and at work: tracking touches, driven by a scroll or trackpad pinch, waiting on failure
    /// requirements, or timing something.
    var isInPlay: Bool {
        storedState == .possible && (!trackedTouches.isEmpty || scrollSequence != 0 || pendingState != nil || !timerIDs.isEmpty)
    }
    /// Possible with nothing to do: off the window's live list.
    var isIdle: Bool { storedState == .possible && !isInPlay }
    /// Terminal with every tracked touch lifted: due to return to possible.
    var isDueForReset: Bool { storedState.isTerminal && trackedTouches.allSatisfy { $0.phase.isFinished } }

    /// Forgets the gesture in progress: timers, touches, a pending state (the state itself is the caller's).
    func clearGesture() {
        cancelTimers()
        failureCause = nil
        trackedTouches.removeAll()
        scrollSequence = 0
        pendingState = nil
        Window.empty(&queuedStates)
        queueCursor = 0
        requestedState = nil
    }

    /// Once every tracked touch has lifted: the ones that lifted last (what `location(in:)` falls back on).
    var lastLiftedTouches: [Touch] {
        guard let last = trackedTouches.map(\.timestamp).max() else { return [] }
        return trackedTouches.filter { $0.timestamp == last }
    }

    /// The tracked touches still on the screen.
    public var activeTouches: [Touch] { trackedTouches.filter { !$0.phase.isFinished } }
    /// How many touches `location(ofTouch:in:)` can be asked about: by default the active tracked ones.
    open var numberOfTouches: Int { activeTouchCount }
    /// The tracked touches still down (what `numberOfTouches` counts by default).
    var activeTouchCount: Int {
        trackedTouches.withUnsafeBufferPointer { buffer in
            var n = 0
            for i in buffer.indices where !buffer[i].phase.isFinished { n += 1 }
            return n
        }
    }
    /// The centroid of the active touches in window coordinates (nil when none is down). No allocation.
    public var activeCentroidInWindow: Point? {
        var x = 0.0, y = 0.0, n = 0
        for t in trackedTouches where !t.phase.isFinished { x += t.locationInWindow.x; y += t.locationInWindow.y; n += 1 }
        return n == 0 ? nil : Point(x: x / Double(n), y: y / Double(n))
    }

    /// The centroid of the active touches in `node`'s space; once all have lifted, of the last ones seen.
    open func location(in node: Node?) -> Point {
        var touches = activeTouches
        if touches.isEmpty { touches = lastLiftedTouches }
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in touches { let p = t.location(in: node); x += p.x; y += p.y }
        return Point(x: x / Double(touches.count), y: y / Double(touches.count))
    }

    /// A window point in `node`'s space (the window's when `node` is nil).
    func convertFromWindow(_ p: Point, to node: Node?) -> Point { node?.convert(fromWindow: p) ?? p }

    /// The location of the index-th active touch (in arrival order).
    open func location(ofTouch index: Int, in node: Node?) -> Point {
        let touches = activeTouches
        precondition(touches.indices.contains(index), "touch index \(index) out of range 0..<\(touches.count)")
        return touches[index].location(in: node)
    }

    /// The current time on the window's clock (0 when detached).
    public var currentTime: Seconds { window?.clock.now ?? 0 }

    /// Runs `body` after `delay` on the window's clock, unless the recognizer leaves its gesture first
    /// (every timer is cancelled on a terminal state and on reset). `body` may capture `self` strongly:
    /// the timer already does, and a weak capture would put the recognizer's reference counting on the
    /// slow side-table path for good. A state set in `body` is acted on when it returns.
    ///
    /// Invariant: a pending timer never keeps its window alive. The clock belongs to the window, so the
    /// timer holds the recognizer (which holds no window) and finds the window when it fires; a window
    /// dropped with a gesture in progress (an app quitting mid-tap) is freed with its clock and timers.
    public func scheduleTimer(after delay: Seconds, _ body: @escaping () -> Void) {
        guard let window else { return }
        let id = window.clock.schedule(after: delay) { [self] (id: UInt64) in
            // Gone when the window was freed (its deinit detaches the tree) or the recognizer removed.
            guard let window = self.window else { return }
            if let i = self.timerIDs.firstIndex(where: { $0.id == id }) {
                let due = self.timerIDs.remove(at: i).due
                window.trace?.record(.timerEnded(recognizer: self.name, due: due, fired: true), at: window.clock.now)
            }
            window.runCallback(body)
            window.settle()
        }
        let due = window.clock.now + delay
        timerIDs.append((id, due))
        window.trace?.record(.timer(recognizer: name, due: due), at: window.clock.now)
    }

    func cancelTimers() {
        guard !timerIDs.isEmpty else { return }
        if let window {
            for t in timerIDs {
                window.clock.cancel(t.id)
                window.trace?.record(.timerEnded(recognizer: name, due: t.due, fired: false), at: window.clock.now)
            }
        }
        timerIDs.removeAll()
    }

    // MARK: Subclass hooks

    /// Subclass hook: touches the recognizer tracks went down. Set `state` here as the gesture demands.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    /// Subclass hook: tracked touches moved.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    /// Subclass hook: tracked touches lifted.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    /// Subclass hook: tracked touches were cancelled by the system.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}
    /// Clears the subclass's own state; runs just before the engine returns the recognizer to possible.
    open func reset() {}

    /// Called when the recognizer leaves its node.
    func detachFromGesture() {
        cancelTimers()
        window?.forget(self)
        clearGesture()
        if storedState != .possible { storedState = .possible; reset() }
    }
}

struct TargetAction {
    weak var object: AnyObject?
    let call: (GestureRecognizer) -> Void
    init(object: AnyObject?, call: @escaping (GestureRecognizer) -> Void) {
        self.object = object
        self.call = call
    }
}

