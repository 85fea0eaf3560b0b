/// Stage 1 of the pipeline: `send` takes a batch of raw changes, queues it when it arrives from inside a
/// callback, and splits it into events (a touch named twice starts a new event). Hovers and scrolls
/// (`send(hover:at:)`, `send(scroll:at:)`, `send(trackpadPinch:at:)`) are queued the same way, in one order with the touches.
extension Window {
    /// An input delivered later because it arrived while another was being delivered.
    enum PendingInput {
        /// A batch of touch changes (`send(_:at:)`).
        case touches([TouchInput])
        /// A hover (`send(hover:at:)`).
        case hover(HoverInput)
        /// A scroll (`send(scroll:at:)`).
        case scroll(ScrollInput)
        /// A trackpad pinch (`send(trackpadPinch:at:)`).
        case trackpadPinch(TrackpadPinchInput)
    }

    /// Delivers a batch of changes that happened together as one event (or several, when the batch names
    /// one touch twice). `time` going backwards is clamped to the clock. Sent from inside a callback (a
    /// control cancelling every touch, say), the batch is delivered as soon as the current event is done.
    public func send(_ inputs: [TouchInput], at time: Seconds) {
        guard !inputs.isEmpty else { return }
        if isDispatching || isSending || isProcessingQueue {
            pendingSends.append((.touches(inputs), time))
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
            switch next {
            case .touches(let inputs): deliverBatch(inputs, at: t)
            case .hover(let hover): deliverHover(hover, at: t)
            case .scroll(let scroll): deliverScroll(scroll, at: t)
            case .trackpadPinch(let pinch): deliverTrackpadPinch(pinch, at: t)
            }
        }
    }

    /// Delivers a hover or a scroll as `send` delivers a batch: queued behind what is being delivered.
    func sendWhole(_ input: PendingInput, at time: Seconds) {
        if isDispatching || isSending || isProcessingQueue {
            pendingSends.append((input, time))
            return
        }
        isSending = true
        switch input {
        case .touches(let inputs): deliverBatch(inputs, at: time)
        case .hover(let hover): deliverHover(hover, at: time)
        case .scroll(let scroll): deliverScroll(scroll, at: time)
        case .trackpadPinch(let pinch): deliverTrackpadPinch(pinch, at: time)
        }
        isSending = false
        flushPendingSends()
    }

    /// Moves the clock to an input's `time`: one that is not finite is now, one in the past is clamped to
    /// now (both with a diagnostic). Due timers fire on the way.
    func advanceClock(toInputTime time: Seconds) {
        var t = time
        if !t.isFinite {
            diagnose("timestamp \(time) is not finite: using \(clock.now)")
            t = clock.now
        } else if t < clock.now {
            if clock.now - t > 1e-9 { diagnose("timestamp \(time) goes backwards (now \(clock.now)): clamped") }
            t = clock.now
        }
        advanceTime(to: t)
    }

    func deliverBatch(_ inputs: [TouchInput], at time: Seconds) {
        advanceClock(toInputTime: time)
        var start = 0
        while start < inputs.count {
            var end = start + 1
            while end < inputs.count && !inputs[start..<end].contains(where: { $0.id == inputs[end].id }) { end += 1 }
            dispatch(inputs[start..<end], at: clock.now)
            start = end
        }
    }
}
