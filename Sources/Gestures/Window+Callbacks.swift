/// States set inside callbacks: queued while a touch method or timer body runs, acted on when it returns.
///
/// Within one event every tracking recognizer hears the touches first; then the queued requests are acted on
/// together. Requests to leave possible are ordered so that one that cannot be prevented by another goes
/// first (UIKit's class-wide rule: a tap never prevents a tap needing more taps, so on the second tap of a
/// double tap the double tap goes first and fails the single tap), whatever order the recognizers were
/// added in.
extension Window {
    /// True while a recognizer callback (touch method, timer body) runs: `state` is queued, not applied.
    var defersStateChanges: Bool { callbackDepth > 0 }

    /// Runs `body` as a recognizer callback: states it sets are acted on when it (and any outer callback)
    /// returns.
    func runCallback(_ body: () -> Void) {
        callbackDepth += 1
        body()
        endCallback()
    }

    /// Leaves a callback begun with `callbackDepth += 1`; at the outermost, acts on the queued states.
    /// Returns whether it did.
    @discardableResult
    func endCallback() -> Bool {
        callbackDepth -= 1
        guard callbackDepth == 0 && !queuedRecognizers.isEmpty else { return false }
        processQueuedStates()
        return true
    }

    /// Queues `next` for `r`, checked against what `r.state` reads now (its last queued state, if any).
    func queue(_ r: GestureRecognizer, _ next: GestureState) {
        let current = r.state
        guard current.canTransition(to: next) else {
            rejectIllegal(r, from: current, to: next)
            return
        }
        if !r.isQueued { r.isQueued = true; queuedRecognizers.append(r) }
        r.queuedStates.append(next)
        r.requestedState = next
    }

    func rejectIllegal(_ r: GestureRecognizer, from current: GestureState, to next: GestureState) {
        let message = "illegal transition rejected: \(r.name) \(current) -> \(next)"
        diagnose(message)
        if assertsOnIllegalTransition { assertionFailure(message) }
    }

    /// Acts on every queued state: first, in queue order, everything up to each recognizer's request to
    /// leave possible; then those requests, unpreventable ones first; then what each queued after it.
    /// A queued state that is no longer legal (another recognizer failed or cancelled this one meanwhile)
    /// is dropped silently: it was legal when it was set. Buffers keep their capacity: no allocation in
    /// the steady state.
    func processQueuedStates() {
        isProcessingQueue = true
        defer {
            isProcessingQueue = false
            flushPendingSends()
        }
        var leaving: [GestureRecognizer] = []
        var i = 0
        while i < queuedRecognizers.count {
            let r = queuedRecognizers[i]
            i += 1
            r.requestedState = nil
            r.isQueued = false
            if advanceQueue(r) { leaving.append(r) }
        }
        Self.empty(&queuedRecognizers)
        while !leaving.isEmpty {
            let r = leaving.remove(at: indexOfFirstToLeave(leaving))
            guard r.queueCursor < r.queuedStates.count else { continue }
            let next = r.queuedStates[r.queueCursor]
            r.queueCursor += 1
            if r.storedState == .possible { recognizer(r, requests: next) }
            if advanceQueue(r) { leaving.append(r) }
        }
    }

    /// Applies `r`'s queued states from its cursor on, until a request to leave possible (returns true,
    /// the cursor on it) or the end (returns false, the queue emptied).
    private func advanceQueue(_ r: GestureRecognizer) -> Bool {
        while r.queueCursor < r.queuedStates.count {
            let next = r.queuedStates[r.queueCursor]
            let leaves = r.storedState == .possible && (next == .began || next == .ended)
            if leaves && r.pendingState == nil { return true }
            r.queueCursor += 1
            // A recognizer already waiting on failure requirements keeps its first request.
            if !leaves && r.storedState.canTransition(to: next) { recognizer(r, requests: next) }
        }
        Self.empty(&r.queuedStates)
        r.queueCursor = 0
        return false
    }

    /// The first of `list` that no other of `list` could prevent while it could not prevent that other.
    private func indexOfFirstToLeave(_ list: [GestureRecognizer]) -> Int {
        guard list.count > 1 else { return 0 }
        for (i, r) in list.enumerated() {
            let yields = list.contains { q in
                q !== r && classWidePrevents(q, r) && !classWidePrevents(r, q)
            }
            if !yields { return i }
        }
        return 0
    }

    /// The class-wide half of prevention (the subclass hooks), without asking delegates.
    func classWidePrevents(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.canPrevent(b) && b.canBePrevented(by: a)
    }
}
