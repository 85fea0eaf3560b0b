import Testing
@testable import Gestures

/// Every no the engine decides says why (issue 40): a recognizer failing itself (`tap failed: more than 1
/// finger`), and an input the window does not give a recognizer (a touch of a type it does not take, a
/// hover, a scroll), as whole ordered logs of the trace's lines.
@Suite struct FailureCauseTests {
    func lines(_ h: Harness) -> [String] { h.traceLines }
    func traced() -> Harness { Harness.traced() }

    // MARK: Taps

    /// Station 23: the tap needs the right button; a left click fails it, saying so; a right click taps.
    @Test func aLeftClickOnARightClickTapSaysItNeedsTheSecondaryButton() {
        let h = traced()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.buttonMaskRequired = .secondary
        h.click(100, 100, buttons: .primary)
        h.wait(0.4)
        h.click(100, 100, buttons: .secondary)
        h.wait(0.4)
        h.click(100, 100, buttons: [.primary, .secondary])
        #expect(lines(h) == [
            "tap failed: clicked with the primary button, needs the secondary button", "touchesBegan view m", "touchesEnded view m",
            "touchesBegan view m", "action tap ended", "touchesCancelled view m",
            "tap failed: clicked with the primary and secondary buttons, needs the secondary button",
            "touchesBegan view m", "touchesEnded view m",
        ])
    }

    /// Two fingers on a one-finger tap, one on a two-finger tap, a finger that slides, a lone first tap of
    /// a double tap, and a second tap too far from the first: each failure names its cause.
    @Test func aTapSaysWhyItFailed() {
        let h = traced()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(140, 100))], at: h.time)
        h.wait(0.05)
        h.window.send([TouchInput(.up, TouchID(1)), TouchInput(.up, TouchID(2))], at: h.time)
        h.wait(0.5)
        tap.numberOfTouchesRequired = 2
        h.tap(100, 100)
        h.wait(0.5)
        tap.numberOfTouchesRequired = 1
        h.down(1, 100, 100)
        h.glide(1, to: 130, 100, steps: 3)
        h.up(1)
        h.wait(0.5)
        tap.numberOfTapsRequired = 2
        h.tap(100, 100)
        h.wait(0.5)
        h.tap(100, 100)
        h.wait(0.1)
        h.tap(200, 100, id: 2)
        #expect(lines(h) == [
            "tap failed: more than 1 finger", "touchesBegan view 1,2", "touchesEnded view 1,2",
            "touchesBegan view 1", "tap failed: lifted with 1 finger, needs 2", "touchesEnded view 1",
            "touchesBegan view 1", "touchesMoved view 1", "tap failed: moved more than 10 pt", "touchesMoved view 1",
            "touchesMoved view 1", "touchesEnded view 1",
            "touchesBegan view 1", "1 end held by tap", "tap failed: no tap 2 within 0.35 s", "touchesEnded view 1",
            "touchesBegan view 1", "1 end held by tap", "tap failed: tap 2 more than 45 pt from the first", "touchesEnded view 1",
            "touchesBegan view 2", "touchesEnded view 2",
        ])
    }

    // MARK: Continuous recognizers

    /// A long press held 1.2 s whose `began` waited on a pan that had not failed: its cause is the wait, not
    /// "lifted before 0.5 s" (which it was not).
    @Test func aLongPressHeldLongEnoughButWaitingSaysSo() {
        let h = traced()
        let press = h.add(LongPressGestureRecognizer(name: "press"))
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        press.require(toFail: pan)
        h.down(1, 100, 100)
        h.wait(1.2)
        h.up(1)
        #expect(lines(h) == [
            "touchesBegan view 1", "press waits for pan to fail", "press failed: lifted while waiting for pan to fail",
            "pan failed: lifted before 10 pt", "touchesEnded view 1",
        ])
    }

    /// A long press lifted early, moved, or pressed with a finger too many; a pan lifted before it moved far
    /// enough; an edge pan that starts far from its edge; a pinch lifted before it began.
    @Test func continuousRecognizersSayWhyTheyFailed() {
        let h = traced()
        let press = h.add(LongPressGestureRecognizer(name: "press"))
        h.tap(100, 100)
        h.wait(0.5)
        h.down(1, 100, 100)
        h.glide(1, to: 100, 130, steps: 2)
        h.up(1)
        h.wait(0.5)
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(140, 100))], at: h.time)
        h.window.send([TouchInput(.up, TouchID(1)), TouchInput(.up, TouchID(2))], at: h.time)
        h.view.removeGestureRecognizer(press)
        h.wait(0.5)
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        h.tap(100, 100)
        h.view.removeGestureRecognizer(pan)
        h.wait(0.5)
        let edge = h.add(ScreenEdgePanGestureRecognizer(name: "edgePan"))
        edge.edges = .left
        h.tap(100, 100)
        h.view.removeGestureRecognizer(edge)
        h.wait(0.5)
        _ = h.add(PinchGestureRecognizer(name: "pinch"))
        h.tap(100, 100)
        #expect(lines(h) == [
            "touchesBegan view 1", "press failed: lifted before 0.5 s", "touchesEnded view 1",
            "touchesBegan view 1", "press failed: moved more than 10 pt", "touchesMoved view 1", "touchesMoved view 1", "touchesEnded view 1",
            "press failed: more than 1 finger", "touchesBegan view 1,2", "touchesEnded view 1,2",
            "touchesBegan view 1", "pan failed: lifted before 10 pt", "touchesEnded view 1",
            "edgePan failed: not within 20 pt of its edges", "touchesBegan view 1", "touchesEnded view 1",
            "touchesBegan view 1", "pinch failed: lifted before it began", "touchesEnded view 1",
        ])
    }

    // MARK: Refusals

    /// Station 19: the mouse and a finger on the pen's pad, whose pan takes only the pen: neither is its
    /// touch, and the log says so at touch-down; the pad hears both.
    @Test func aTouchOfATypeTheRecognizerDoesNotTakeIsNamed() {
        let h = traced()
        let pan = h.add(PanGestureRecognizer(name: "penPan"))
        pan.allowedTouchTypes = [.pencil]
        h.click(100, 100)
        h.tap(100, 100)
        #expect(lines(h) == [
            "penPan not given m: allowedTouchTypes has no indirectPointer", "touchesBegan view m", "touchesEnded view m",
            "penPan not given 1: allowedTouchTypes has no direct", "touchesBegan view 1", "touchesEnded view 1",
        ])
    }

    /// Station 20: a finger joining a pen on a pinch that takes one type of touch is not the pinch's.
    @Test func aFingerJoiningAPenUnderExclusiveTouchTypeIsNamed() {
        let h = traced()
        _ = h.add(PinchGestureRecognizer(name: "pinch"))
        h.down(1, 100, 100, type: .pencil)
        h.wait(0.05)
        h.down(2, 200, 100)
        h.wait(0.05)
        h.up(2)
        h.up(1)
        #expect(lines(h) == [
            "touchesBegan view 1", "pinch not given 2: requiresExclusiveTouchType, it has a pencil touch", "touchesBegan view 2",
            "touchesEnded view 2", "pinch failed: lifted before it began", "touchesEnded view 1",
        ])
    }

    /// A touch on a pan a scroll drives is not the pan's (one input drives a pan at a time).
    @Test func aTouchOnAPanAScrollDrivesIsNamed() {
        let h = traced()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        pan.allowedScrollTypesMask = .all
        h.scroll(0, -10)
        h.wait(0.05)
        h.tap(100, 100)
        h.wait(1)
        #expect(lines(h) == [
            "action pan began", "pan not given 1: a scroll drives it", "touchesBegan view 1", "touchesEnded view 1", "action pan ended",
        ])
    }

    /// Station 21 with its switch off: the hover follows the pen only; the mouse entering its node is
    /// named once (not at each move), and again when it comes back after leaving.
    @Test func aHoverTheRecognizerDoesNotFollowIsNamedOnEntering() {
        let h = traced()
        let small = Node(name: "pad")
        small.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        h.view.addChild(small)
        let hover = h.add(HoverGestureRecognizer(name: "hover"), to: small)
        hover.allowedTouchTypes = [.pencil]
        h.hover(50, 50)
        h.wait(0.05)
        h.hover(60, 60)
        h.wait(0.05)
        h.hover(300, 300)
        h.wait(0.05)
        h.hover(70, 70)
        h.hoverExit()
        h.hover(50, 50, type: .pencil)
        #expect(lines(h) == [
            "hover not given indirectPointer hover: allowedTouchTypes has no indirectPointer",
            "hover not given indirectPointer hover: allowedTouchTypes has no indirectPointer",
            "action hover began",
        ])
    }

    /// Station 22 with its switch off: a wheel's scroll over a pan that takes none is named once a
    /// sequence (its first scroll), not at each notch.
    @Test func aScrollThePanDoesNotTakeIsNamedOnceASequence() {
        let h = traced()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        h.scroll(0, -10, type: .discrete)
        h.wait(0.05)
        h.scroll(0, -10, type: .discrete)
        h.wait(1)
        pan.allowedScrollTypesMask = .continuous
        h.scroll(0, -10, type: .discrete)
        h.wait(1)
        h.scroll(0, -10, type: .continuous)
        h.wait(1)
        #expect(lines(h) == [
            "pan not given discrete scroll: allowedScrollTypesMask has no discrete",
            "pan not given discrete scroll: allowedScrollTypesMask has no discrete",
            "action pan began", "action pan ended",
        ])
    }

    /// Refusals cost nothing without a trace: the same touches, no trace, the same event log.
    @Test func withoutATraceNothingIsRecorded() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(name: "penPan"))
        pan.allowedTouchTypes = [.pencil]
        h.click(100, 100)
        #expect(h.log == ["touchesBegan view m", "touchesEnded view m"])
    }
}
