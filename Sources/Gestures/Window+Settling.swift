/// What happens between events: held touches released, stuck recognizers failed, finished ones reset.
extension Window {
    /// Brings everything up to date. Runs after each event and each timer; inside a dispatch it waits for
    /// the dispatch's end.
    public func settle() {
        if isDispatching { needsSettle = true; return }
        if isSettling { needsSettle = true; return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            needsSettle = false
            rounds += 1
            reevaluateWaiters()
            failStuckRecognizers()
            releaseHeldTouches()
            resetFinishedRecognizers()
        } while needsSettle && rounds < 100
        assert(rounds < 100, "settling did not converge")
        assert(liveRecognizers.allSatisfy(\.isLive), "the live list and the recognizers' flags agree")
        assert(!liveRecognizers.contains(where: \.isDueForReset), "a recognizer whose touches have all ended is back to possible")
        assert(heldTouches.allSatisfy { !$0.delivery.finished && $0.delivery.heldEnded }, "held touches still have an end to deliver")
    }

    /// A recognizer still possible when all its touches have ended, with no timer and nothing to wait for,
    /// can never decide: it fails (a diagnostic names it; the built-in recognizers never need this).
    private func failStuckRecognizers() {
        for r in liveRecognizers where r.storedState == .possible && r.pendingState == nil && r.timerIDs.isEmpty {
            if r.trackedTouches.isEmpty {
                continue
            }
            if r.trackedTouches.allSatisfy({ $0.phase.isFinished }) {
                diagnose("\(r.name) stayed possible after its touches ended: failed")
                fail(r, cause: "still undecided when its touches ended")
            }
        }
    }

    /// Terminal recognizers whose touches have all ended return to possible; idle ones leave the live list.
    private func resetFinishedRecognizers() {
        guard liveRecognizers.contains(where: { $0.isDueForReset || $0.isIdle }) else { return }
        var keep: [GestureRecognizer] = []
        for r in liveRecognizers {
            if r.isDueForReset {
                let old = r.storedState
                r.cancelTimers()
                r.reset()
                r.clearGesture()
                r.storedState = .possible
                r.isLive = false
                trace?.record(.state(recognizer: r.name, from: old, to: .possible, cause: nil), at: clock.now)
                onTransition?(r, old, .possible)
                needsSettle = true
            } else if r.isIdle {
                r.isLive = false
            } else {
                keep.append(r)
            }
        }
        liveRecognizers = keep
        for t in activeTouches { t.recognizers.removeAll { !$0.tracks(t) } }
    }

    /// cancelsTouchesInView: the nodes hear touchesCancelled for the recognizer's touches they were told
    /// about, and nothing more of any of its touches.
    func cancelNodeTouches(of r: GestureRecognizer) {
        var toCancel: [Touch] = []
        for t in r.trackedTouches where !t.delivery.finished {
            if t.delivery.toldBegan { toCancel.append(t) } else if t.delivery.heldBegan, let trace, let node = t.node {
                trace.record(.dropped(node: node.name, touch: t.id.label), at: clock.now)
            }
            t.delivery.finished = true
            t.delivery.heldBegan = false
            t.delivery.heldMoved = false
            t.delivery.heldEnded = false
        }
        heldTouches.removeAll { $0.delivery.finished }
        tellNodes(toCancel, phase: .cancelled, event: currentEvent(with: toCancel))
    }
}
