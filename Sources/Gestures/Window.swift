/// One raw touch change from the platform layer.
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
    /// A change of touch `id`.
    public init(_ kind: Kind, _ id: TouchID, at location: Point? = nil) {
        self.id = id; self.kind = kind; self.location = location
    }
}

/// UIKit's UIWindow as a dispatcher: takes raw touch changes, hit-tests them, gives every event to the
/// touches' recognizers first, then (unless held back) to the touches' nodes, and arbitrates between
/// recognizers (failure requirements, exclusion, simultaneous recognition).
///
/// Whatever arrives, the dispatcher stays consistent: bad input is normalised or dropped with a
/// diagnostic, and every node that was told a touch began is told exactly once that it ended or was
/// cancelled.
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

    /// Touches on the screen now, in arrival order.
    @exclusivity(unchecked) public private(set) var activeTouches: [Touch] = []
    /// Lifted touches whose node delivery is still held back.
    @exclusivity(unchecked) var heldTouches: [Touch] = []
    /// Recognizers tracking touches, waiting, or awaiting reset.
    @exclusivity(unchecked) var liveRecognizers: [GestureRecognizer] = []
    @exclusivity(unchecked) var isDispatching = false
    @exclusivity(unchecked) var isSettling = false
    @exclusivity(unchecked) var needsSettle = false
    @exclusivity(unchecked) var activationCounter = 0
    /// How deep inside recognizer callbacks the window is (see `runCallback`).
    @exclusivity(unchecked) var callbackDepth = 0
    /// Recognizers with states queued in the current callback, in the order they first set one.
    @exclusivity(unchecked) var queuedRecognizers: [GestureRecognizer] = []
    /// Batches sent from inside a callback, delivered after the current one.
    @exclusivity(unchecked) private var pendingSends: [([TouchInput], Seconds)] = []
    @exclusivity(unchecked) private var isSending = false
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
    /// True while queued states are acted on: a batch sent by an action then waits for the end.
    @exclusivity(unchecked) var isProcessingQueue = false
    @exclusivity(unchecked) var deliveryStamp: UInt64 = 0
    let sharedEvent = TouchEvent(timestamp: 0, allTouches: [])
    @exclusivity(unchecked) private var lastTap: (location: Point, time: Seconds, count: Int)?

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

    /// Delivers a batch of changes that happened together as one event (or several, when the batch names
    /// one touch twice). `time` going backwards is clamped to the clock. Sent from inside a callback (a
    /// control cancelling every touch, say), the batch is delivered as soon as the current event is done.
    public func send(_ inputs: [TouchInput], at time: Seconds) {
        guard !inputs.isEmpty else { return }
        if isDispatching || isSending || isProcessingQueue {
            pendingSends.append((inputs, time))
            return
        }
        isSending = true
        deliverBatch(inputs, at: time)
        isSending = false
        flushPendingSends()
    }

    /// Delivers batches sent from inside callbacks, in order, once nothing is being delivered.
    func flushPendingSends() {
        guard !pendingSends.isEmpty, !isDispatching, !isSending, !isProcessingQueue else { return }
        isSending = true
        defer { isSending = false }
        while !pendingSends.isEmpty {
            let (next, t) = pendingSends.removeFirst()
            deliverBatch(next, at: t)
        }
    }

    private func deliverBatch(_ inputs: [TouchInput], at time: Seconds) {
        var t = time
        if !t.isFinite {
            diagnose("timestamp \(time) is not finite: using \(clock.now)")
            t = clock.now
        } else if t < clock.now {
            if clock.now - t > 1e-9 { diagnose("timestamp \(time) goes backwards (now \(clock.now)): clamped") }
            t = clock.now
        }
        advanceTime(to: t)
        var start = 0
        while start < inputs.count {
            var end = start + 1
            while end < inputs.count && !inputs[start..<end].contains(where: { $0.id == inputs[end].id }) { end += 1 }
            dispatch(inputs[start..<end], at: clock.now)
            start = end
        }
    }

    private func activeTouch(_ id: TouchID) -> Touch? { activeTouches.first { $0.id == id } }

    private func dispatch(_ inputs: ArraySlice<TouchInput>, at time: Seconds) {
        // Reused buffers: taken out of the window while in use, returned (emptied, capacity kept) after.
        var began = scratch.began, moved = scratch.moved, ended = scratch.ended, cancelled = scratch.cancelled
        scratch = Scratch()
        defer {
            Self.empty(&began); Self.empty(&moved); Self.empty(&ended); Self.empty(&cancelled)
            scratch = Scratch(began: began, moved: moved, ended: ended, cancelled: cancelled)
        }
        for input in inputs {
            switch input.kind {
            case .down:
                guard let p = input.location, p.isFinite else {
                    diagnose("touch \(input.id) down at a non-finite location: dropped"); continue
                }
                if let existing = activeTouch(input.id) {
                    diagnose("touch \(input.id) began again while down: treated as a move")
                    if move(existing, to: p, time: time) { moved.append(existing) }
                    continue
                }
                guard activeTouches.count < maximumTouchCount else {
                    diagnose("touch \(input.id) down with \(activeTouches.count) touches already down: dropped"); continue
                }
                let touch = beginTouch(input.id, at: p, time: time)
                began.append(touch)
                trace?.record(.touch(touch.id.label, .down, p), at: time)
            case .move:
                guard let touch = activeTouch(input.id) else { diagnose("move of unknown touch \(input.id): dropped"); continue }
                guard let p = input.location, p.isFinite else {
                    diagnose("touch \(input.id) moved to a non-finite location: dropped"); continue
                }
                if move(touch, to: p, time: time) {
                    moved.append(touch)
                    trace?.record(.touch(touch.id.label, .move, p), at: time)
                }
            case .up, .cancel:
                guard let touch = activeTouch(input.id) else {
                    diagnose("\(input.kind.rawValue) of unknown touch \(input.id): dropped"); continue
                }
                if let p = input.location {
                    if p.isFinite { _ = move(touch, to: p, time: time) } else {
                        diagnose("touch \(input.id) lifted at a non-finite location: ends where it was")
                    }
                }
                touch.timestamp = time
                touch.phase = input.kind == .up ? .ended : .cancelled
                trace?.record(.touch(touch.id.label, input.kind, touch.locationInWindow), at: time)
                activeTouches.removeAll { $0 === touch }
                if input.kind == .up { ended.append(touch); noteTap(touch) } else { cancelled.append(touch) }
            }
        }
        guard !(began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty) else { return }
        deliveryStamp &+= 1
        let stamp = deliveryStamp
        for t in began { t.deliveryStamp = stamp }
        for t in moved { t.deliveryStamp = stamp }
        for t in activeTouches where t.deliveryStamp != stamp { t.phase = .stationary }
        let event = sharedEvent
        event.timestamp = time
        if ended.isEmpty && cancelled.isEmpty {
            event.allTouches = activeTouches   // shares the buffer: no copy
        } else {
            event.allTouches = activeTouches + ended + cancelled
        }
        deliver(event, began: began, moved: moved, ended: ended, cancelled: cancelled)
    }

    /// Returns false when the location did not change (no move to report).
    private func move(_ touch: Touch, to p: Point, time: Seconds) -> Bool {
        touch.timestamp = time
        guard p != touch.locationInWindow else { return false }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = p
        touch.phase = .moved
        return true
    }

    private func noteTap(_ touch: Touch) {
        let quick = touch.timestamp - touch.startTimestamp <= 0.5
        let still = touch.locationInWindow.distance(to: touch.startLocationInWindow) <= maximumTapDistance
        lastTap = quick && still ? (touch.locationInWindow, touch.timestamp, touch.tapCount) : nil
    }

    /// The name for a new touch with `id`: its own label, unless an earlier touch of that id is still being
    /// delivered (its end held back), when it is `label#2` (`#3`...): no two touches the window knows share
    /// a name, so a log never lists `m,m`.
    private func uniqueID(_ id: TouchID) -> TouchID {
        let namesakes = heldTouches.filter { $0.id == id }
        guard !namesakes.isEmpty else { return id }
        let taken = Set(namesakes.map(\.id.label))
        var n = 2
        while taken.contains("\(id.label)#\(n)") { n += 1 }
        return TouchID(id.value, label: "\(id.label)#\(n)")
    }

    private func beginTouch(_ requested: TouchID, at p: Point, time: Seconds) -> Touch {
        let id = uniqueID(requested)
        var tapCount = 1
        if let last = lastTap, time - last.time <= maximumTapInterval, p.distance(to: last.location) <= maximumTapDistance {
            tapCount = last.count + 1
        }
        let hit = rootNode.hitTest(rootNode.convert(fromWindow: p))
        let touch = Touch(id: id, location: p, timestamp: time, tapCount: tapCount, node: hit)
        activeTouches.append(touch)
        if let hit {
            if !hit.isMultipleTouchEnabled,
               activeTouches.contains(where: { $0 !== touch && $0.node === hit && !$0.delivery.muted }) {
                touch.delivery.muted = true
                touch.delivery.finished = true
            }
        } else {
            touch.delivery.finished = true
        }
        touch.recognizers.reserveCapacity(8)   // grown once, not at the 2nd, 3rd and 5th recognizer
        var n = hit
        while let node = n {
            // A recognizer that has decided (terminal, or waiting on failure requirements with its gesture
            // complete) takes no new touches: they belong to the next gesture.
            for r in node.gestureRecognizers where r.isEnabled && !r.storedState.isTerminal && r.pendingState == nil {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) {
                    trace?.record(.notReceived(recognizer: r.name, touch: touch.id.label), at: clock.now)
                    continue
                }
                touch.recognizers.append(r)
                r.trackedTouches.append(touch)
                markLive(r)
                if r.storedState.isActive && r.cancelsTouchesInView { touch.delivery.finished = true }
            }
            n = node.parent
        }
        return touch
    }

    func markLive(_ r: GestureRecognizer) {
        if !r.isLive { r.isLive = true; liveRecognizers.append(r) }
    }

    // MARK: Delivery

    private func deliver(_ event: TouchEvent, began: [Touch], moved: [Touch], ended: [Touch], cancelled: [Touch]) {
        // Empty phases are skipped before the call: passing an empty array costs two slow-path
        // reference-count operations on the runtime's shared empty-array storage.
        isDispatching = true
        // Every recognizer hears the event before any state it sets is acted on (see Window+Callbacks).
        callbackDepth += 1
        if !began.isEmpty { deliverToRecognizers(began, event) { $0.touchesBegan($1, with: $2) } }
        if !moved.isEmpty { deliverToRecognizers(moved, event) { $0.touchesMoved($1, with: $2) } }
        if !ended.isEmpty { deliverToRecognizers(ended, event) { $0.touchesEnded($1, with: $2) } }
        if !cancelled.isEmpty { deliverToRecognizers(cancelled, event) { $0.touchesCancelled($1, with: $2) } }
        if endCallback() {
            // What the recognizers just let go of reaches the nodes before this event does: a began held back
            // for touch 1 comes before the began of touch 2 whose arrival failed the recognizers holding it.
            releaseHeldTouches()
        }

        if !began.isEmpty { deliverToNodes(began, phase: .began, event) }
        if !moved.isEmpty { deliverToNodes(moved, phase: .moved, event) }
        if !ended.isEmpty { deliverToNodes(ended, phase: .ended, event) }
        if !cancelled.isEmpty { deliverToNodes(cancelled, phase: .cancelled, event) }
        isDispatching = false
        if needsSettle || !ended.isEmpty || !cancelled.isEmpty { settle() }
    }

}
