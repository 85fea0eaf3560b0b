/// UIKit's UIWindow as a dispatcher: takes raw touch changes, hit-tests them, gives every event to the
/// touches' recognizers first, then (unless held back) to the touches' nodes, and arbitrates between
/// recognizers (failure requirements, exclusion, simultaneous recognition).
///
/// Whatever arrives, the dispatcher stays consistent: bad input is normalised or dropped with a
/// diagnostic, and every node that was told a touch began is told exactly once that it ended or was
/// cancelled.
///
/// The pipeline, one file a stage:
/// 1. `send` (Window+Sending): a batch of raw changes; queued when it comes from inside a callback, split
///    into events where a touch is named twice.
/// 2. `dispatch` (Window+Dispatch): raw changes to `Touch` objects (hit test, tap count) and a `TouchEvent`.
/// 3. `deliver` (Window+Delivery): the event to the touches' recognizers, then to their nodes, minus what
///    `isHeldBack` (Window+HeldBack) says a possible recognizer holds back.
/// 4. Queued state changes (Window+Callbacks): a state a recognizer sets inside a callback is queued and
///    acted on when the outermost callback returns, requests to leave possible in a fixed order.
/// 5. Arbitration (Window+Arbitration): failure requirements, exclusion, simultaneous recognition,
///    canPrevent, the delegate; actions are sent here.
/// 6. `settle` (Window+Settling): stuck recognizers fail, finished ones reset, held touches are released
///    (Window+HeldBack), cancelled nodes hear touchesCancelled. Runs after every event and timer.
///
/// A pointer's input that is no touch takes stages 1, 4, 5 and 6 only: a hover (Window+Hover) drives the
/// `HoverGestureRecognizer`s under the pointer, a scroll (Window+Scroll) the pans that accept it.
///
/// Re-entrancy: callbacks (touch methods, actions, delegates, timers) may send touches, change
/// requirements or cancel everything. Five flags and a depth, each documented where it is declared
/// (below), keep the stages in order: a stage entered from inside another is deferred, never nested.
///
/// `@exclusivity(unchecked)`, here and on the engine's other classes: the window, its recognizers and
/// touches are used from one thread and never handed out as `inout`, so Swift's dynamic exclusivity checks
/// on class properties can never fire. With them on, dispatch costs 36% more (gesture-bench; the figures
/// are in docs/architecture.md), so the attribute turns them off on the stored properties the per-event
/// path touches, settings included (together those cost 6-9%).
public final class Window {
    /// The only source of time: the host advances it.
    public let clock: GestureClock
    /// The root of the node tree, as large as the window.
    public let rootNode: Node
    /// What nodes and targets were told, in order.
    public let log: EventLog
    /// The edit menu's model.
    public let menuController = MenuController()
    /// The node that answers menu actions and keys first.
    @exclusivity(unchecked) public var firstResponder: Node?

    /// Reports rejected transitions and bad input; also kept in `diagnostics` (the latest 200).
    @exclusivity(unchecked) public var onDiagnostic: ((String) -> Void)?
    /// The latest diagnostics (at most 200), oldest first.
    @exclusivity(unchecked) public private(set) var diagnostics: [String] = []
    /// Illegal state transitions stop a debug build (assert). Tests that provoke one on purpose turn it off.
    @exclusivity(unchecked) public var assertsOnIllegalTransition = true
    /// Called on every state change (from, to), the engine's reset to possible included.
    @exclusivity(unchecked) public var onTransition: ((GestureRecognizer, GestureState, GestureState) -> Void)?
    /// Records what happens and why (a timeline, logs with causes); nil records nothing.
    @exclusivity(unchecked) public var trace: GestureTrace?
    /// Called after every action is sent.
    @exclusivity(unchecked) public var onAction: ((GestureRecognizer) -> Void)?

    /// More simultaneous touches than this are dropped at touch-down (with a diagnostic).
    @exclusivity(unchecked) public var maximumTouchCount = 32
    /// Tap counting for `Touch.tapCount`: a touch-down this soon and this near the last tap counts on.
    @exclusivity(unchecked) public var maximumTapInterval: Seconds = 0.35
    /// Tap counting: how near the last tap a touch-down must land to count on, in points.
    @exclusivity(unchecked) public var maximumTapDistance: Points = 45
    /// How long without a scroll ends a scroll-driven pan, in seconds (default 0.25). SDL 2 sends no scroll
    /// phases, so a pause this long is the end of a scroll; the next scroll starts a new one. A wheel spun
    /// by hand sends its notches less than 0.1 s apart and a trackpad a step a frame, so 0.25 s ends a pan
    /// a quarter of a second after the fingers or the wheel stop, and never between two steps of one flick.
    @exclusivity(unchecked) public var scrollEndDelay: Seconds = 0.25
    /// The pointers hovering over the window now, with where each is (one a type; `hoverLocation(of:)`).
    @exclusivity(unchecked) var hoverPointers: [(type: TouchType, location: Point, input: HoverInput)] = []
    /// Hover recognizers following a pointer (entered, not yet left), in the order they were entered.
    @exclusivity(unchecked) var hoverFollowers: [HoverGestureRecognizer] = []
    /// With a trace: the hover recognizers under each pointer whose `allowedTouchTypes` leave it out, so
    /// the trace says so once as the pointer enters their node, not at every move.
    @exclusivity(unchecked) var hoverRefusals: [(type: TouchType, recognizer: ObjectIdentifier)] = []
    /// The current scroll sequence (`Window+Scroll`): its number (0 before the first), when its last scroll
    /// came, and the pans it drives in the order they joined it.
    @exclusivity(unchecked) var scrollSerial = 0
    @exclusivity(unchecked) var lastScrollTime: Seconds?
    @exclusivity(unchecked) var scrollFollowers: [PanGestureRecognizer] = []
    /// The current trackpad pinch (`Window+TrackpadPinch`): its number (from the scrolls' counter, so a
    /// pinch and a scroll sequence never share one) and the pinch recognizers it drives.
    @exclusivity(unchecked) var pinchSequence = 0
    @exclusivity(unchecked) var pinchFollowers: [PinchGestureRecognizer] = []

    /// Touches on the screen now, in arrival order.
    @exclusivity(unchecked) public internal(set) var activeTouches: [Touch] = []
    /// Lifted touches whose node delivery is still held back.
    @exclusivity(unchecked) var heldTouches: [Touch] = []
    /// Recognizers tracking touches, waiting, or awaiting reset.
    @exclusivity(unchecked) var liveRecognizers: [GestureRecognizer] = []
    // Re-entrancy (see the type's documentation).
    /// True while `deliver` runs an event through recognizers and nodes: a `send` from a callback is queued
    /// (`pendingSends`), and a `settle` asked for meanwhile is deferred to the event's end (`needsSettle`).
    @exclusivity(unchecked) var isDispatching = false
    /// True while `settle` runs: a `settle` asked for from inside it (an action cancelling a recognizer)
    /// sets `needsSettle` and the running one goes round again, at most 100 times.
    @exclusivity(unchecked) var isSettling = false
    /// Something changed that settling must look at (a state left possible, a requirement changed), asked
    /// for while settling could not run; cleared by `settle`.
    @exclusivity(unchecked) var needsSettle = false
    /// Counts recognizers' activations (began or recognized): the canonical delivery order of active ones.
    @exclusivity(unchecked) var activationCounter = 0
    /// How deep inside recognizer callbacks the window is (see `runCallback`): above 0, a recognizer's
    /// `state` is queued (`queuedRecognizers`), not applied; at the outermost return the queue is acted on.
    @exclusivity(unchecked) var callbackDepth = 0
    /// Recognizers with states queued in the current callback, in the order they first set one.
    @exclusivity(unchecked) var queuedRecognizers: [GestureRecognizer] = []
    /// Inputs sent from inside a callback, delivered after the current one.
    @exclusivity(unchecked) var pendingSends: [(PendingInput, Seconds)] = []
    /// True while `send` delivers a batch (and those it queued): a nested `send` is queued behind it, so
    /// batches are delivered whole and in order.
    @exclusivity(unchecked) var isSending = false
    /// Empties a reused buffer, keeping its capacity (and skipping the library call when already empty).
    /// (`removeLast` in a loop: the lists are short, and `removeAll(keepingCapacity:)` costs hundreds of
    /// instructions even for one element.)
    @inline(__always) static func empty<T>(_ list: inout [T]) {
        while !list.isEmpty { list.removeLast() }
    }

    /// The per-phase touch lists of `dispatch`, kept between events so that steady input allocates nothing.
    struct Scratch {
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
    }
    @exclusivity(unchecked) var scratch = Scratch()
    @exclusivity(unchecked) var orderScratch: [GestureRecognizer] = []
    @exclusivity(unchecked) var tellScratch: [Touch] = []
    /// True while queued states are acted on (`processQueuedStates`): a batch sent by an action then waits
    /// for the end, so the states already queued are acted on against the touches they were set for.
    @exclusivity(unchecked) var isProcessingQueue = false
    @exclusivity(unchecked) var deliveryStamp: UInt64 = 0
    let sharedEvent = TouchEvent(timestamp: 0, allTouches: [])
    /// The last quick tap (tap counting): a touch-down counts on from it only with the same type.
    @exclusivity(unchecked) var lastTap: (location: Point, time: Seconds, count: Int, type: TouchType)?

    /// A window of `size` points with its own (or the given) clock, root node and log.
    public init(size: Size, clock: GestureClock = GestureClock(), root: Node? = nil, log: EventLog = EventLog()) {
        self.clock = clock
        self.log = log
        log.now = { [unowned clock] in clock.now }
        self.rootNode = root ?? Node(name: "root")
        rootNode.frame = Rect(origin: .zero, size: size)
        rootNode.hostWindow = self
    }

    /// A window dropped mid-gesture (an app quitting with a finger down, or inside a tap's gap) leaves
    /// nothing behind: its recognizers forget their touches and timers and return to possible, and its
    /// touches forget their recognizers. A recognizer and its touches hold each other, and a touch holds
    /// its node: without this, the node tree would outlive the window.
    deinit {
        rootNode.hostWindow = nil
        for r in liveRecognizers {
            for t in r.timerIDs { clock.cancel(t.id) }
            r.detachFromGesture()
        }
        for t in activeTouches { t.recognizers.removeAll() }
        for t in heldTouches { t.recognizers.removeAll() }
    }

    /// The window's size in points (the root node's).
    public var size: Size {
        get { rootNode.frame.size }
        set { rootNode.frame.size = newValue }
    }

    func diagnose(_ message: String) {
        if diagnostics.count == 200 { diagnostics.removeFirst(100) }
        diagnostics.append(message)
        onDiagnostic?(message)
    }

    /// Touches whose node still has something held back, lifted ones included (for teaching displays).
    public var touchesOnScreenOrHeld: [Touch] { activeTouches + heldTouches }   // held touches have lifted

    /// Recognizers currently at work (tracking touches, waiting for others, or not yet reset).
    public var recognizersInProgress: [GestureRecognizer] { liveRecognizers }

    // MARK: Time

    /// Advances the clock to `time`, firing due timers (each followed by arbitration: see
    /// `GestureRecognizer.scheduleTimer`). Earlier times are ignored.
    public func advanceTime(to time: Seconds) {
        clock.advance(to: time)
        if needsSettle { settle() }
    }

    // MARK: Input

    /// Touch `id` went down at `p` (window points) at `time`.
    public func touchDown(_ id: TouchID, at p: Point, time: Seconds) { send([TouchInput(.down, id, at: p)], at: time) }
    /// Touch `id` moved to `p` at `time`.
    public func touchMoved(_ id: TouchID, to p: Point, time: Seconds) { send([TouchInput(.move, id, at: p)], at: time) }
    /// Touch `id` lifted (at `p`, or where it was) at `time`.
    public func touchUp(_ id: TouchID, at p: Point? = nil, time: Seconds) { send([TouchInput(.up, id, at: p)], at: time) }
    /// The system cancelled touch `id` at `time`.
    public func touchCancelled(_ id: TouchID, time: Seconds) { send([TouchInput(.cancel, id)], at: time) }

    /// Cancels every touch on the screen (focus lost, device removed).
    public func cancelAllTouches(time: Seconds) {
        send(activeTouches.map { TouchInput(.cancel, $0.id) }, at: time)
    }

    func markLive(_ r: GestureRecognizer) {
        if !r.isLive { r.isLive = true; liveRecognizers.append(r) }
    }

}
