/// Stage 3: `deliver` gives an event to its touches' recognizers first (in the canonical order), then to their
/// nodes, minus what is held back (delaysTouchesBegan, delaysTouchesEnded) or finished (cancelsTouchesInView).
extension Window {
    /// Delivers one event: recognizers, then nodes, phase by phase, as one outermost callback (states set
    /// meanwhile are queued); then settles when anything may have changed.
    func deliver(_ event: TouchEvent, began: [Touch], moved: [Touch], ended: [Touch], cancelled: [Touch]) {
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

    func deliverToRecognizers(_ touches: [Touch], _ event: TouchEvent,
                                      _ call: (GestureRecognizer, [Touch], TouchEvent) -> Void) {
        guard !touches.isEmpty else { return }
        if touches.count == 1 && !needsCanonicalOrder(touches[0].recognizers) {
            let touch = touches[0]
            for r in touch.recognizers where !r.state.isTerminal && r.tracks(touch) {
                call(r, touches, event)
            }
            return
        }
        deliveryStamp &+= 1
        let stamp = deliveryStamp
        for t in touches { t.deliveryStamp = stamp }
        var order = orderScratch
        orderScratch = []
        defer { Self.empty(&order); orderScratch = order }
        for t in touches {
            for r in t.recognizers where r.deliveryStamp != stamp { r.deliveryStamp = stamp; order.append(r) }
        }
        // Canonical order, whatever the order recognizers were added in: those already in a gesture first,
        // in the order they began, then the undecided ones (a stable insertion sort: the lists are short).
        if order.count > 1 {
            for i in 1..<order.count {
                let r = order[i]
                var j = i
                while j > 0 && Self.deliversBefore(r, order[j - 1]) { order[j] = order[j - 1]; j -= 1 }
                if j != i { order[j] = r }
            }
        }
        for r in order where !r.state.isTerminal {
            var count = 0
            for t in r.trackedTouches where t.deliveryStamp == stamp { count += 1 }
            guard count > 0 else { continue }
            let mine = count == touches.count ? touches : r.trackedTouches.filter { $0.deliveryStamp == stamp }
            call(r, mine, event)
        }
    }

    /// Canonical delivery order: active recognizers before undecided ones, active ones by when they began.
    static func deliversBefore(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        let aActive = a.storedState.isActive, bActive = b.storedState.isActive
        if aActive != bActive { return aActive }
        return aActive && a.activationSerial < b.activationSerial
    }

    /// Whether `list` is not already in canonical order (active recognizers first, by activation).
    func needsCanonicalOrder(_ list: [GestureRecognizer]) -> Bool {
        var lastSerial = 0
        var seenUndecided = false
        for r in list {
            if r.storedState.isActive {
                if seenUndecided || r.activationSerial < lastSerial { return true }
                lastSerial = r.activationSerial
            } else {
                seenUndecided = true
            }
        }
        return false
    }

    func deliverToNodes(_ touches: [Touch], phase: TouchPhase, _ event: TouchEvent) {
        guard !touches.isEmpty else { return }
        var toTell = tellScratch   // reused: steady input allocates nothing here
        tellScratch = []
        defer { Self.empty(&toTell); tellScratch = toTell }
        for touch in touches {
            if touch.delivery.finished { continue }
            switch phase {
            case .began:
                if isHeldBack(touch, began: true) {
                    touch.delivery.heldBegan = true
                    if trace != nil { traceHeld(touch, .began) }
                } else { toTell.append(touch) }
            case .moved, .stationary:
                if touch.delivery.heldBegan { touch.delivery.heldMoved = true } else if touch.delivery.toldBegan { toTell.append(touch) }
            case .ended:
                if touch.delivery.heldBegan || isHeldBack(touch, began: false) {
                    touch.delivery.heldEnded = true
                    heldTouches.append(touch)
                    if trace != nil { traceHeld(touch, .ended) }
                } else if touch.delivery.toldBegan { toTell.append(touch) }
            case .cancelled:
                if touch.delivery.toldBegan {
                    toTell.append(touch)
                } else if touch.delivery.heldBegan, let trace, let node = touch.node {
                    // Its began was held back and now never comes: the node never hears of the touch.
                    trace.record(.dropped(node: node.name, touch: touch.id.label), at: clock.now)
                }
                touch.delivery.finished = true
            }
        }
        if toTell.count == touches.count { tellNodes(touches, phase: phase, event: event) } else { tellNodes(toTell, phase: phase, event: event) }
    }

    /// Records that `touch`'s began or end is held back, and by whom.
    private func traceHeld(_ touch: Touch, _ phase: TouchPhase) {
        guard let trace, let node = touch.node else { return }
        let holders = touch.recognizers.filter { r in
            r.storedState == .possible && r.tracks(touch) && (phase == .began || touch.delivery.heldBegan ? r.delaysTouchesBegan : r.delaysTouchesEnded)
        }
        trace.record(.held(node: node.name, phase: phase, touch: touch.id.label, by: holders.map(\.name).joined(separator: ", ")), at: clock.now)
    }

    /// Calls the nodes' touch methods for `touches`, one call per node, and records it.
    func tellNodes(_ touches: [Touch], phase: TouchPhase, event: TouchEvent) {
        guard !touches.isEmpty else { return }
        // The common case, every touch on one node, allocates nothing.
        if let first = touches[0].node, touches.allSatisfy({ $0.node === first }) {
            tellNode(first, touches, phase: phase, event: event)
            return
        }
        var nodes: [Node] = []
        for t in touches { if let n = t.node, !nodes.contains(where: { $0 === n }) { nodes.append(n) } }
        for node in nodes { tellNode(node, touches.filter { $0.node === node }, phase: phase, event: event) }
    }

    /// Calls one node's touch method for `mine` (its touches of this phase), and records it.
    func tellNode(_ node: Node, _ mine: [Touch], phase: TouchPhase, event: TouchEvent) {
        switch phase {
        case .began: for t in mine { t.delivery.toldBegan = true }
        case .ended, .cancelled: for t in mine { t.delivery.finished = true }
        case .moved, .stationary: break
        }
        let reported: TouchPhase = phase == .stationary ? .moved : phase   // both are touchesMoved
        log.appendTouches(reported, node: node, touches: mine)
        if let trace { trace.record(.call(node: node.name, phase: reported, touches: EventLog.labels(mine)), at: clock.now) }
        switch phase {
        case .began: node.touchesBegan(mine, with: event)
        case .moved, .stationary: node.touchesMoved(mine, with: event)
        case .ended: node.touchesEnded(mine, with: event)
        case .cancelled: node.touchesCancelled(mine, with: event)
        }
    }
}
