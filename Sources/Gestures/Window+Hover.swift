/// Hovering: a pointer over the window with nothing pressed (`HoverInput`) drives the
/// `HoverGestureRecognizer`s of the nodes under it. No touch is made and no node's touch method runs.
extension Window {
    /// The pointer of `hover.type` moved over the window with nothing pressed, or left it, at `time`. The
    /// hover recognizers it enters begin, those it moves over change, those it leaves end (see
    /// `HoverGestureRecognizer`). While a touch of the same type is down (a press), its moves are ignored.
    /// Sent from inside a callback, it is delivered once the current input is done, in order with touches.
    public func send(hover: HoverInput, at time: Seconds) { sendWhole(.hover(hover), at: time) }

    /// Where the pointer of `type` hovers now, in window points; nil when it is not over the window (it
    /// left, or never came). A press does not move it: it is where the last hover move left it until the
    /// press lifts, and then where the press lifted.
    public func hoverLocation(of type: TouchType = .indirectPointer) -> Point? {
        hoverPointers.first { $0.type == type }?.location
    }

    /// The latest hover of the pointer of `type` over the window (a pen's distance and angles with its
    /// location); nil when it is not over the window.
    public func hoverInput(of type: TouchType) -> HoverInput? {
        hoverPointers.first { $0.type == type }?.input
    }

    func deliverHover(_ hover: HoverInput, at time: Seconds) {
        advanceClock(toInputTime: time)
        let type = hover.type
        var location: Point?
        switch hover.kind {
        case .move:
            guard let p = hover.location, p.isFinite else {
                diagnose("hover of \(type) at a non-finite location: dropped"); return
            }
            // UIHoverGestureRecognizer.h: while buttons are pressed, hovers are paused.
            if activeTouches.contains(where: { $0.type == type }) { return }
            location = p
        case .exit:
            break
        }
        hoverPointers.removeAll { $0.type == type }
        if let location { hoverPointers.append((type, location, hover)) }
        var targets: [HoverGestureRecognizer] = []
        if let location {
            // One hit test: the enabled hovers there, those following `type` and (traced) those refusing it.
            let here = recognizers(at: location) { (h: HoverGestureRecognizer) in h.isEnabled }
            targets = here.filter { $0.allowedTypeBits & type.bit != 0 }
            if let trace { noteHoverRefusals(here.filter { $0.allowedTypeBits & type.bit == 0 }, type: type, in: trace) }
        } else if let trace {
            noteHoverRefusals([], type: type, in: trace)
        }

        // One callback: every recognizer hears the pointer before any state it sets is acted on.
        callbackDepth += 1
        for r in hoverFollowers where r.pointerType == type && !targets.contains(where: { $0 === r }) {
            r.pointerLeft(at: location)
        }
        hoverFollowers.removeAll { $0.pointerType == nil }
        if let location {
            for r in targets {
                if r.pointerType == type {
                    r.pointerMoved(to: location, pose: hover)
                } else if r.pointerType == nil {
                    hoverFollowers.append(r)
                    r.pointerEntered(type, at: location, pose: hover)
                }
            }
        }
        endCallback()
        settle()
    }

    /// Records each of `refusing` (the enabled hover recognizers under the pointer whose `allowedTouchTypes`
    /// leave `type` out) once as the pointer enters its node: `hover not given indirectPointer hover:
    /// allowedTouchTypes has no indirectPointer`.
    private func noteHoverRefusals(_ refusing: [HoverGestureRecognizer], type: TouchType, in trace: GestureTrace) {
        guard !refusing.isEmpty || hoverRefusals.contains(where: { $0.type == type }) else { return }
        for r in refusing where !hoverRefusals.contains(where: { $0.type == type && $0.recognizer == ObjectIdentifier(r) }) {
            trace.record(.refused(recognizer: r.name, input: "\(type) hover", reason: "allowedTouchTypes has no \(type)"), at: clock.now)
        }
        hoverRefusals.removeAll { $0.type == type }
        hoverRefusals += refusing.map { (type, ObjectIdentifier($0)) }
    }
}
