/// Scrolling: a wheel's notches or a trackpad's two-finger scroll (`ScrollInput`) drive the pans whose
/// `allowedScrollTypesMask` accepts them. No touch is made and no node's touch method runs.
///
/// Scrolls come in sequences, as touches come in gestures. A scroll that comes `scrollEndDelay` or more
/// after the last one (or the first ever) starts a sequence: it is hit-tested, and the enabled pans of the
/// hit node and its ancestors that accept its type, are possible and track no touch, join it (deepest
/// node first). Every later scroll of the sequence goes to them, wherever the pointer is then (as a touch
/// keeps its node); none joins mid-sequence, and one that ended, failed or was cancelled does not rejoin
/// it. A pan joined by a sequence takes no touch until it is back to possible.
///
/// For the rules between recognizers the sequence is a touch the pans share: the first to begin prevents
/// the others unless the delegates let them recognize together, `require(toFail:)` and shouldBegin apply,
/// and a touch recognizer never competes with a scroll pan (they share nothing).
extension Window {
    /// A scroll at `time` at the pointer's location (`scroll.location`): it begins or changes the pans of
    /// the current sequence (see above); each ends `scrollEndDelay` after the sequence's last scroll, on
    /// the window's clock. Sent from inside a callback, it is delivered once the current input is done, in
    /// order with touches.
    public func send(scroll: ScrollInput, at time: Seconds) { sendWhole(.scroll(scroll), at: time) }

    func deliverScroll(_ scroll: ScrollInput, at time: Seconds) {
        advanceClock(toInputTime: time)
        guard scroll.location.isFinite, scroll.delta.dx.isFinite, scroll.delta.dy.isFinite else {
            diagnose("scroll of \(scroll.delta) at \(scroll.location) is not finite: dropped"); return
        }
        let now = clock.now
        if lastScrollTime.map({ now - $0 >= scrollEndDelay }) ?? true {
            scrollSerial += 1
            scrollFollowers = scrollTargets(at: scroll.location, type: scroll.type)
            if let trace { noteScrollRefusals(at: scroll.location, type: scroll.type, in: trace) }
            for r in scrollFollowers {
                r.scrollSequence = scrollSerial
                markLive(r)
            }
        }
        lastScrollTime = now
        scrollFollowers.removeAll { $0.scrollSequence != scrollSerial }
        guard !scrollFollowers.isEmpty else { return }
        let followers = scrollFollowers
        // One callback: every pan hears the scroll before any state it sets is acted on.
        callbackDepth += 1
        for r in followers where !r.state.isTerminal && r.allowedScrollTypesMask.accepts(scroll.type) {
            r.scrolled(by: scroll.delta, at: scroll.location, time: now, endDelay: scrollEndDelay)
        }
        endCallback()
        settle()
    }

    /// Records each enabled, free pan under a sequence's first scroll whose `allowedScrollTypesMask` leaves
    /// `type` out: `pan not given discrete scroll: allowedScrollTypesMask has no discrete`.
    private func noteScrollRefusals(at p: Point, type: ScrollType, in trace: GestureTrace) {
        let refusing = recognizers(at: p) { (pan: PanGestureRecognizer) in
            pan.isEnabled && !pan.allowedScrollTypesMask.accepts(type) && pan.storedState == .possible
                && pan.pendingState == nil && pan.trackedTouches.isEmpty && pan.scrollSequence == 0
        }
        for r in refusing {
            trace.record(.refused(recognizer: r.name, input: "\(type) scroll", reason: "allowedScrollTypesMask has no \(type)"), at: clock.now)
        }
    }

    /// The pans a sequence starting with a scroll of `type` at `p` drives: enabled, accepting `type`,
    /// possible and free (no touch, no other sequence, not waiting), on the hit node and its ancestors,
    /// deepest first (a node's in the order they were added).
    func scrollTargets(at p: Point, type: ScrollType) -> [PanGestureRecognizer] {
        recognizers(at: p) { (pan: PanGestureRecognizer) in
            pan.isEnabled && pan.allowedScrollTypesMask.accepts(type) && pan.storedState == .possible
                && pan.pendingState == nil && pan.trackedTouches.isEmpty && pan.scrollSequence == 0
        }
    }
}
