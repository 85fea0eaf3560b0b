/// Stage 1 of the pipeline: `send` takes a batch of raw changes, queues it when it arrives from inside a
/// callback, and splits it into events (a touch named twice starts a new event).
extension Window {
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

    func deliverBatch(_ inputs: [TouchInput], at time: Seconds) {
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
}
