/// Stage 2: `dispatch` turns one event's raw changes into `Touch` objects (hit-testing, tap counts, bad
/// input normalised) and the `TouchEvent` that carries them.
extension Window {
    func activeTouch(_ id: TouchID) -> Touch? { activeTouches.first { $0.id == id } }

    func dispatch(_ inputs: ArraySlice<TouchInput>, at time: Seconds) {
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
                let touch = beginTouch(input.id, at: p, time: time, input: input)
                began.append(touch)
                trace?.record(.touch(touch.id.label, .down, p), at: time)
                if touch.type != .direct { trace?.record(.touchType(touch.id.label, touch.type), at: time) }
            case .move:
                guard let touch = activeTouch(input.id) else { diagnose("move of unknown touch \(input.id): dropped"); continue }
                guard let p = input.location, p.isFinite else {
                    diagnose("touch \(input.id) moved to a non-finite location: dropped"); continue
                }
                if !input.coalesced.isEmpty {
                    touch.coalescedBefore = input.coalesced.filter { $0.locationInWindow.isFinite }
                    for sample in touch.coalescedBefore { touch.remember(TouchSample(sample.locationInWindow, at: Swift.min(sample.timestamp, time))) }
                } else if !touch.coalescedBefore.isEmpty {
                    touch.coalescedBefore = []
                }
                // UIKit reports a change of force (or a pen's altitude) with no motion as a move: touchesMoved
                // with the new values, so a pen pressing harder in one place widens its line live.
                // A pen's angles and side buttons likewise.
                let buttons = touch.type == .pencil ? input.buttonMask : touch.buttonMask
                let pressed = touch.force != input.force || touch.altitudeAngle != input.altitudeAngle
                    || touch.maximumPossibleForce != input.maximumPossibleForce
                    || touch.windowAzimuth != input.azimuthAngle || touch.rollAngle != (input.rollAngle ?? 0)
                    || touch.isRollAngleReported != (input.rollAngle != nil)
                    || touch.buttonMask != buttons
                touch.force = input.force; touch.maximumPossibleForce = input.maximumPossibleForce
                touch.altitudeAngle = input.altitudeAngle
                touch.windowAzimuth = input.azimuthAngle
                touch.rollAngle = input.rollAngle ?? 0; touch.isRollAngleReported = input.rollAngle != nil
                touch.buttonMask = buttons
                let went = move(touch, to: p, time: time)
                if went || pressed {
                    if !went { touch.previousLocationInWindow = touch.locationInWindow; touch.phase = .moved }
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
                // A pointer that let go hovers where it let go, though no hover move says so until it moves
                // again (X sends none): its hover location follows; its hover recognizers, paused, hear of it
                // at that next move.
                if input.kind == .up, let i = hoverPointers.firstIndex(where: { $0.type == touch.type }) {
                    hoverPointers[i].location = touch.locationInWindow
                }
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
    func move(_ touch: Touch, to p: Point, time: Seconds) -> Bool {
        touch.timestamp = time
        guard p != touch.locationInWindow else { return false }
        touch.remember(TouchSample(p, at: time))
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = p
        touch.phase = .moved
        return true
    }

    func noteTap(_ touch: Touch) {
        let quick = touch.timestamp - touch.startTimestamp <= 0.5
        let still = touch.locationInWindow.distance(to: touch.startLocationInWindow) <= maximumTapDistance
        lastTap = quick && still ? (touch.locationInWindow, touch.timestamp, touch.tapCount, touch.type) : nil
    }

    /// The buttons of a new touch: an `.indirectPointer` touch's own (the primary button when the host named
    /// none: a pointer touch is a press); a pen's side buttons; none for fingers.
    static func buttons(of input: TouchInput) -> ButtonMask {
        if input.type == .pencil { return input.buttonMask }
        guard input.type == .indirectPointer else { return [] }
        return input.buttonMask.isEmpty ? .primary : input.buttonMask
    }

    /// The name for a new touch with `id`: its own label, unless an earlier touch of that id is still being
    /// delivered (its end held back), when it is `label#2` (`#3`...): no two touches the window knows share
    /// a name, so a log never lists `m,m`.
    func uniqueID(_ id: TouchID) -> TouchID {
        let namesakes = heldTouches.filter { $0.id == id }
        guard !namesakes.isEmpty else { return id }
        let taken = Set(namesakes.map(\.id.label))
        var n = 2
        while taken.contains("\(id.label)#\(n)") { n += 1 }
        return TouchID(id.value, label: "\(id.label)#\(n)")
    }

    func beginTouch(_ requested: TouchID, at p: Point, time: Seconds, input: TouchInput) -> Touch {
        let id = uniqueID(requested)
        var tapCount = 1
        if let last = lastTap, last.type == input.type, time - last.time <= maximumTapInterval,
           p.distance(to: last.location) <= maximumTapDistance {
            tapCount = last.count + 1
        }
        let hit = rootNode.hitTest(rootNode.convert(fromWindow: p))
        let touch = Touch(id: id, location: p, timestamp: time, tapCount: tapCount, node: hit,
                          type: input.type, buttonMask: Self.buttons(of: input))
        touch.force = input.force; touch.maximumPossibleForce = input.maximumPossibleForce
        touch.altitudeAngle = input.altitudeAngle
        touch.windowAzimuth = input.azimuthAngle
        touch.rollAngle = input.rollAngle ?? 0; touch.isRollAngleReported = input.rollAngle != nil
        touch.isEraser = input.type == .pencil && input.isEraser
        touch.remember(TouchSample(p, at: time))
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
            // A touch of a type the recognizer does not take (allowedTouchTypes, requiresExclusiveTouchType)
            // is not its touch at all; nor is any touch of a recognizer a scroll or a trackpad pinch drives.
            for r in node.gestureRecognizers where r.isEnabled && !r.storedState.isTerminal && r.pendingState == nil {
                guard r.acceptsType(of: touch) && r.scrollSequence == 0 else {
                    // One that takes no touch at all (`allowedTouchTypes` empty: scrolls or a trackpad's pinch
                    // only) refuses nothing: it is not named at every touch.
                    if let trace, r.takesTouches, r.allowedTypeBits != 0 { recordRefusal(of: touch, by: r, in: trace) }
                    continue
                }
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

    /// Records why `r` does not take `touch` (its type, or a scroll driving it): off the path that pays.
    private func recordRefusal(of touch: Touch, by r: GestureRecognizer, in trace: GestureTrace) {
        let reason = r.scrollSequence != 0 ? (r is PinchGestureRecognizer ? "a trackpad pinch drives it" : "a scroll drives it")
            : FailureWords.touchRefusal(touch.type, allowed: r.allowedTypeBits & touch.type.bit != 0, held: r.trackedTouches.first?.type)
        trace.record(.refused(recognizer: r.name, input: touch.id.label, reason: reason), at: clock.now)
    }

    /// A new event describing the current moment, for deliveries that happen outside a raw event
    /// (released held touches, cancellations caused by a timer).
    func currentEvent(with extra: [Touch]) -> TouchEvent {
        var all = activeTouches
        for t in extra where !all.contains(where: { $0 === t }) { all.append(t) }
        sharedEvent.timestamp = clock.now
        sharedEvent.allTouches = all
        return sharedEvent
    }

    /// The recognizers of class `R` passing `include` on the node hit at `p` and its ancestors, deepest node
    /// first (a node's in the order they were added): what a hover or a scroll reaches.
    func recognizers<R: GestureRecognizer>(at p: Point, where include: (R) -> Bool) -> [R] {
        var result: [R] = []
        var n = rootNode.hitTest(rootNode.convert(fromWindow: p))
        while let node = n {
            for case let r as R in node.gestureRecognizers where include(r) { result.append(r) }
            n = node.parent
        }
        return result
    }
}
