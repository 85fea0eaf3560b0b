/// Held-back delivery (delaysTouchesBegan, delaysTouchesEnded): which touches a possible recognizer holds
/// back from their nodes, and their release once nothing holds them.
extension Window {
    /// Whether a tracking recognizer that is still possible holds back the touch's began (or its end).
    func isHeldBack(_ touch: Touch, began: Bool) -> Bool {
        touch.recognizers.contains { r in
            r.storedState == .possible && (began ? r.delaysTouchesBegan : r.delaysTouchesEnded) && r.tracks(touch)
        }
    }

    /// Delivers what was held back once nothing holds it any more: began (then moved), then ended.
    func releaseHeldTouches() {
        guard !heldTouches.isEmpty || activeTouches.contains(where: { $0.delivery.heldBegan }) else { return }
        var begins: [Touch] = [], moves: [Touch] = [], ends: [Touch] = []
        for t in activeTouches + heldTouches where !t.delivery.finished {
            if t.delivery.heldBegan {
                guard !isHeldBack(t, began: true) else { continue }
                t.delivery.heldBegan = false
                begins.append(t)
                if t.delivery.heldMoved { t.delivery.heldMoved = false; moves.append(t) }
            }
            if t.delivery.heldEnded && !isHeldBack(t, began: false) {
                t.delivery.heldEnded = false
                ends.append(t)
            }
        }
        heldTouches.removeAll { $0.delivery.finished || !$0.delivery.heldEnded }
        guard !(begins.isEmpty && moves.isEmpty && ends.isEmpty) else { return }
        let event = currentEvent(with: ends)
        tellNodes(begins, phase: .began, event: event)
        tellNodes(moves, phase: .moved, event: event)
        tellNodes(ends, phase: .ended, event: event)
        needsSettle = true
    }
}
