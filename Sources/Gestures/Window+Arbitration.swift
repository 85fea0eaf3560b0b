/// The rules between recognizers: shouldBegin, failure requirements, exclusion, simultaneous recognition.
extension Window {
    enum RequirementStatus { case clear, waiting, blocked(by: GestureRecognizer) }

    /// A recognizer set its `state`. Leaving possible is arbitrated; everything else applies at once.
    func recognizer(_ r: GestureRecognizer, requests next: GestureState) {
        let current = r.storedState
        guard current.canTransition(to: next) else {
            rejectIllegal(r, from: current, to: next)
            return
        }
        if current == .possible && (next == .began || next == .ended) {
            requestLeavePossible(r, to: next)
        } else {
            if next == .failed { r.pendingState = nil }
            apply(r, next, cause: next == .failed ? r.failureCause : nil)
            if next.isTerminal { reevaluateWaiters(); settle() }
        }
    }

    /// The one place a recognizer's state changes (the engine's reset aside): it is stored, the recognizer
    /// joins the live list, the transition is reported, and a terminal state stops its timers.
    private func setState(_ r: GestureRecognizer, _ next: GestureState, cause: String?) {
        let old = r.storedState
        r.storedState = next
        markLive(r)
        trace?.record(.state(recognizer: r.name, from: old, to: next, cause: cause), at: clock.now)
        onTransition?(r, old, next)
        if next.isTerminal { r.cancelTimers() }
    }

    /// Sets the state and sends the action when due.
    func apply(_ r: GestureRecognizer, _ next: GestureState, cause: String?) {
        setState(r, next, cause: cause)
        if next.sendsAction { sendAction(r) }
        if next != .changed { needsSettle = true }
    }

    func sendAction(_ r: GestureRecognizer) {
        log.appendAction(r)
        trace?.record(.action(recognizer: r.name, state: r.storedState), at: clock.now)
        r.sendActions()
        onAction?(r)
    }

    /// `cause`: why, when someone other than the recognizer decided (see `GestureTrace.Kind.state`).
    func fail(_ r: GestureRecognizer, cause: String?) {
        guard r.storedState == .possible else { return }
        r.pendingState = nil
        apply(r, .failed, cause: cause)
        reevaluateWaiters()
    }

    private func requestLeavePossible(_ r: GestureRecognizer, to next: GestureState) {
        if let refusal = refusal(of: r) { fail(r, cause: refusal); settle(); return }
        switch requirementStatus(of: r) {
        case .blocked(let b): fail(r, cause: Self.describeBlocker(b))
        case .waiting:
            r.pendingState = next
            markLive(r)
            if let trace {
                let names = failureRequirements(of: r).filter { $0.storedState == .possible && $0.isInPlay }.map(\.name)
                trace.record(.waiting(recognizer: r.name, for: names.joined(separator: ", ")), at: clock.now)
            }
        case .clear: commit(r, to: next)
        }
        settle()
    }

    /// The delegate, the recognizer's node, and the nodes its touches went down on (up to its node) may refuse.
    func shouldBegin(_ r: GestureRecognizer) -> Bool { refusal(of: r) == nil }

    /// Who refuses `r` (`refused by its delegate`, `refused by button`), or nil when none does.
    func refusal(of r: GestureRecognizer) -> String? {
        if let d = r.delegate, !d.gestureRecognizerShouldBegin(r) { return "refused by its delegate" }
        if let node = r.node, !node.gestureRecognizerShouldBegin(r) { return "refused by \(node.name)" }
        var asked: [Node] = []
        for t in r.trackedTouches {
            var n = t.node
            while let cur = n, cur !== r.node {
                if !asked.contains(where: { $0 === cur }) {
                    asked.append(cur)
                    if !cur.gestureRecognizerShouldBegin(r) { return "refused by \(cur.name)" }
                }
                n = cur.parent
            }
        }
        return nil
    }

    /// Why a required recognizer in state `b.state` blocks a waiter: `doubleTap recognized`, `pan began`.
    static func describeBlocker(_ b: GestureRecognizer) -> String {
        switch b.storedState {
        case .ended: return "\(b.name) recognized"
        case .cancelled: return "\(b.name) was cancelled after it began"
        default: return "\(b.name) began"
        }
    }

    /// The recognizers `r` must wait for: `require(toFail:)`, the subclass hooks and both delegates (those
    /// asked about the recognizers at work now).
    public func failureRequirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        var result = r.requiredToFail
        for b in liveRecognizers where b !== r && !result.contains(where: { $0 === b }) {
            if r.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: r)
                || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: b) == true
                || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: r) == true {
                result.append(b)
            }
        }
        return result
    }

    /// A required recognizer that is possible and at work makes `r` wait; one that began, recognized or
    /// was cancelled after beginning blocks it; one that failed or is idle lets it through.
    func requirementStatus(of r: GestureRecognizer) -> RequirementStatus {
        var waiting = false
        for b in failureRequirements(of: r) {
            switch b.storedState {
            case .failed: continue
            case .possible: if b.isInPlay { waiting = true }
            case .began, .changed, .ended, .cancelled: return .blocked(by: b)
            }
        }
        return waiting ? .waiting : .clear
    }


    /// Whether `a` and `b` compete for input: a touch both track, or the scroll sequence (or trackpad pinch)
    /// both follow.
    func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.scrollSequence != 0 && a.scrollSequence == b.scrollSequence { return true }
        for t in a.trackedTouches where b.tracks(t) { return true }
        return false
    }

    /// Either delegate saying yes is enough.
    public func mayRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether `a` beginning or recognizing stops `b`. The delegates are asked only when both
    /// `a.canPrevent(b)` and `b.canBePrevented(by: a)` hold.
    func prevents(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard a.canPrevent(b), b.canBePrevented(by: a) else { return false }
        return !mayRecognizeSimultaneously(a, b)
    }

    /// `r` begins or recognizes: unless an active recognizer sharing its touches prevents it, it takes the
    /// state, fails or cancels every recognizer it prevents, sends its action, then cancels its touches in
    /// their nodes (cancelsTouchesInView).
    func commit(_ r: GestureRecognizer, to next: GestureState) {
        r.pendingState = nil
        for b in liveRecognizers where b !== r && b.storedState.isActive && sharesTouch(r, b) && prevents(b, r) {
            fail(r, cause: "prevented by \(b.name), already \(b.storedState.rawValue)")
            return
        }
        activationCounter += 1
        r.activationSerial = activationCounter
        setState(r, next, cause: nil)
        let won = "prevented by \(r.name)" + (next == .ended ? " (recognized)" : " (began)")
        // The losers' states change before the winner's action runs; their `cancelled` actions follow it.
        var cancelledLosers: [GestureRecognizer] = []
        for b in liveRecognizers where b !== r && !b.storedState.isTerminal && sharesTouch(r, b) && prevents(r, b) {
            if b.storedState == .possible {
                b.pendingState = nil
                apply(b, .failed, cause: won)
            } else {
                setState(b, .cancelled, cause: won)
                cancelledLosers.append(b)
            }
        }
        sendAction(r)
        for b in cancelledLosers { sendAction(b) }
        if r.cancelsTouchesInView { cancelNodeTouches(of: r) }
        needsSettle = true
        reevaluateWaiters()
    }

    /// Recognizers waiting on failure requirements move on when all have failed, or fail when one succeeded.
    func reevaluateWaiters() {
        guard liveRecognizers.contains(where: { $0.pendingState != nil }) else { return }
        var progressed = true
        while progressed {
            progressed = false
            for r in liveRecognizers where r.pendingState != nil && r.storedState == .possible {
                switch requirementStatus(of: r) {
                case .waiting: continue
                case .blocked(let b): fail(r, cause: Self.describeBlocker(b))
                case .clear:
                    let next = r.pendingState!
                    if let refusal = refusal(of: r) { fail(r, cause: refusal) } else { commit(r, to: next) }
                }
                progressed = true
                break
            }
        }
    }

    func recognizerWasDisabled(_ r: GestureRecognizer) {
        switch r.storedState {
        case .began, .changed: apply(r, .cancelled, cause: "disabled")
        case .possible where r.isInPlay: fail(r, cause: "disabled")
        default: break
        }
        reevaluateWaiters()
        settle()
    }

    func recognizerIgnored(_ r: GestureRecognizer) {
        needsSettle = true
        settle()
    }

    /// The recognizer left its node: drop it from the books.
    func forget(_ r: GestureRecognizer) {
        liveRecognizers.removeAll { $0 === r }
        r.isLive = false
        if let hover = r as? HoverGestureRecognizer {
            hover.pointerType = nil
            hoverFollowers.removeAll { $0 === hover }
        }
        scrollFollowers.removeAll { $0 === r }
        pinchFollowers.removeAll { $0 === r }
        for t in activeTouches + heldTouches { t.recognizers.removeAll { $0 === r } }
        needsSettle = true
        settle()
    }
}
