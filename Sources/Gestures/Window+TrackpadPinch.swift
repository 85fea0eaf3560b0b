/// A trackpad's pinch (`TrackpadPinchInput`, UIKit's "transform" event) drives the pinch recognizers under
/// the pointer: no touch is made and no node's touch method runs.
///
/// UIKit (`UIApplicationSupportsIndirectInputEvents`): "When pinching or rotating using an indirect touch
/// surface, UIKit drives UIPinchGestureRecognizer and UIRotationGestureRecognizer with an event of type
/// UIEvent.EventType.transform", and only those. SDL reports no trackpad rotation, so only pinches are
/// driven here. Where UIKit is silent this engine chooses (docs/gesture-rules.md, "Trackpad pinch"):
/// - at `begin` the node under the pointer is hit-tested; the enabled `PinchGestureRecognizer`s of it and its
///   ancestors that are possible and free (no touch, no scroll or other pinch, not waiting) join the pinch,
///   deepest node first; none joins later. Each takes no touch until it is back to possible.
/// - the first `change` begins them (no hysteresis: the trackpad's driver has already decided the fingers
///   pinch), each later one is a change; `scale` is multiplied by the change's ratio to the last one, so it
///   is the pinch's scale unless the app resets it mid-gesture (UIKit's usual `scale = 1`, honoured);
/// - `end` ends them, or fails those that never began (`the trackpad pinch ended before it changed`);
/// - for the rules between recognizers the pinch is a touch its recognizers share, as a scroll sequence
///   is (`Window+Scroll`): the first to begin prevents the others unless the delegates let them recognize
///   together; `require(toFail:)` and shouldBegin apply.
extension Window {
    /// A trackpad pinch's begin, change or end at `time` (see above). Sent from inside a callback, it is
    /// delivered once the current input is done, in order with touches.
    public func send(trackpadPinch: TrackpadPinchInput, at time: Seconds) { sendWhole(.trackpadPinch(trackpadPinch), at: time) }

    func deliverTrackpadPinch(_ pinch: TrackpadPinchInput, at time: Seconds) {
        advanceClock(toInputTime: time)
        guard pinch.location.isFinite, pinch.scale.isFinite, pinch.scale > 0 else {
            diagnose("trackpad pinch \(pinch.kind.rawValue) of scale \(pinch.scale) at \(pinch.location) is not finite and positive: dropped")
            return
        }
        let now = clock.now
        if pinch.kind == .begin {
            if !pinchFollowers.isEmpty { endTrackpadPinch(at: pinch.location, time: now) }
            scrollSerial += 1
            pinchSequence = scrollSerial
            pinchFollowers = recognizers(at: pinch.location) { (r: PinchGestureRecognizer) in
                r.isEnabled && r.storedState == .possible && r.pendingState == nil
                    && r.trackedTouches.isEmpty && r.scrollSequence == 0
            }
            for r in pinchFollowers {
                r.scrollSequence = pinchSequence
                r.trackpadPinchBegan(at: pinch.location, time: now)
                markLive(r)
            }
            return
        }
        pinchFollowers.removeAll { $0.scrollSequence != pinchSequence }
        guard !pinchFollowers.isEmpty else { return }
        if pinch.kind == .end { endTrackpadPinch(at: pinch.location, time: now); return }
        let followers = pinchFollowers
        // One callback: every pinch hears the change before any state it sets is acted on.
        callbackDepth += 1
        for r in followers where !r.state.isTerminal { r.trackpadPinchChanged(to: pinch.scale, at: pinch.location, time: now) }
        endCallback()
        settle()
    }

    /// Ends the current trackpad pinch's recognizers (at `p`).
    private func endTrackpadPinch(at p: Point, time: Seconds) {
        let followers = pinchFollowers.filter { $0.scrollSequence == pinchSequence }
        pinchFollowers.removeAll()
        callbackDepth += 1
        for r in followers where !r.state.isTerminal { r.trackpadPinchEnded(at: p) }
        endCallback()
        settle()
    }
}
