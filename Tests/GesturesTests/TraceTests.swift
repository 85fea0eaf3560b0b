import Testing
@testable import Gestures

/// The window's trace: what happened and why, as whole ordered logs.
@Suite struct TraceTests {
    func lines(_ h: Harness) -> [String] { h.traceLines }
    func traced() -> Harness { Harness.traced() }

    /// What the trace says first of `tapRequiringDoubleTap` tapped: the first finger down, the tap waiting,
    /// the finger's end held.
    let firstTapHeld = ["touchesBegan view 1", "tap waits for doubleTap to fail", "1 end held by tap, doubleTap"]

    /// A traced harness with a tap that requires a double tap to fail, `play`ed and then a second on.
    func tapRequiringDoubleTap(_ play: (Harness) -> Void) -> (Harness, doubleTap: TapGestureRecognizer) {
        let h = traced()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        let doubleTap = h.addTap("doubleTap", taps: 2)
        tap.require(toFail: doubleTap)
        play(h)
        h.wait(1)
        return (h, doubleTap)
    }

    @Test func aTapWaitingForADoubleTapSaysWhyItFailed() {
        let (h, _) = tapRequiringDoubleTap { $0.doubleTap(100, 100) }
        #expect(lines(h) == firstTapHeld + [
            "touchesBegan view 2", "tap failed: prevented by doubleTap (recognized)", "action doubleTap ended",
            "touchesCancelled view 1,2",
        ])
    }

    @Test func aSingleTapWaitsThenGoesWhenTheDoubleTapTimesOut() {
        let (h, doubleTap) = tapRequiringDoubleTap { $0.tap(100, 100) }
        #expect(lines(h) == firstTapHeld + [
            "doubleTap failed: no tap 2 within 0.35 s", "action tap ended", "touchesCancelled view 1",
        ])
        // The double tap's timer: scheduled at the lift, fired 0.35 s later (UIKit's gap for the next tap).
        let timers = h.window.trace!.events.filter {
            if case .timer = $0.kind { return true }
            if case .timerEnded = $0.kind { return true }
            return false
        }
        #expect(timers.map(\.kind) == [.timer(recognizer: "doubleTap", due: 0.05 + doubleTap.maximumTapInterval),
                                       .timerEnded(recognizer: "doubleTap", due: 0.05 + doubleTap.maximumTapInterval, fired: true)])
    }

    @Test func aControlRefusingATapIsNamed() {
        let h = traced()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        let button = Control(name: "button")
        button.frame = Rect(x: 10, y: 10, width: 50, height: 30)
        h.view.addChild(button)
        h.tap(20, 20)
        #expect(lines(h) == ["touchesBegan button 1", "tap failed: refused by button", "touchesEnded button 1"])
        #expect(tap.state == .possible)
    }

    @Test func theWinnerIsNamedForTheLosers() {
        let h = traced()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        let press = h.add(LongPressGestureRecognizer(name: "press"))
        press.allowableMovement = 100   // the press would not fail itself: the pan beginning fails it
        _ = pan
        h.down(1, 100, 100)
        h.glide(1, to: 160, 100, steps: 3)
        h.up(1)
        let causes = lines(h).filter { $0.contains(":") }
        #expect(causes == ["press failed: prevented by pan (began)"])
    }

    @Test func disablingMidGestureCancelsWithACause() {
        let h = traced()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        h.down(1, 100, 100)
        h.glide(1, to: 160, 100, steps: 3)
        pan.isEnabled = false
        h.up(1)
        #expect(lines(h).filter { !$0.contains("changed") } == [
            "touchesBegan view 1", "action pan began", "touchesCancelled view 1", "pan cancelled: disabled", "action pan cancelled",
        ])
        let states = h.window.trace!.events.compactMap { e -> String? in
            if case .state(_, let from, let to, _) = e.kind { return "\(from.rawValue)->\(to.rawValue)" }
            return nil
        }
        #expect(states == ["possible->began", "began->changed", "changed->changed", "changed->cancelled", "cancelled->possible"])
    }

    /// A swipe says why it failed itself: too few fingers, a lift before the distance, time out, too many.
    @Test func aSwipeSaysWhyItFailed() {
        let h = traced()
        let swipe = h.add(SwipeGestureRecognizer(name: "swipe"))
        swipe.numberOfTouchesRequired = 2
        // A one-finger flick on a two-finger swipe.
        h.down(1, 100, 100)
        h.glide(1, to: 200, 100, steps: 4)
        h.up(1)
        h.wait(1)
        // Two fingers that lift after 20 pt.
        h.down(1, 100, 100); h.down(2, 100, 140)
        h.glideAll([(1, 120, 100), (2, 120, 140)], steps: 2)
        h.up(1); h.up(2)
        h.wait(1)
        // Two fingers that stay still past the time allowed, then a third joins.
        h.down(1, 100, 100); h.down(2, 100, 140)
        h.wait(0.6)
        h.up(1); h.up(2)
        h.down(1, 100, 100); h.down(2, 100, 140); h.down(3, 100, 180)
        h.up(1); h.up(2); h.up(3)
        #expect(lines(h).filter { !$0.hasPrefix("touches") } == [
            "swipe failed: lifted with 1 finger, needs 2",
            "swipe failed: lifted before 50 pt",
            "swipe failed: not 50 pt within 0.5 s",
            "swipe failed: more than 2 fingers",
        ])
    }

    @Test func rawTouchesAreTracedWithTheirNames() {
        let h = traced()
        h.tap(10, 20)
        let touches = h.window.trace!.events.compactMap { e -> String? in
            if case .touch(let name, let kind, let p) = e.kind { return "\(name) \(kind.rawValue) \(Int(p.x)),\(Int(p.y)) @\(e.time)" }
            return nil
        }
        #expect(touches == ["1 down 10,20 @0.0", "1 up 10,20 @0.05"])
    }

    @Test func theOldestHalfGoesWhenFullAndSinceFindsTheStart() {
        let h = Harness()
        h.window.trace = GestureTrace(capacity: 4)
        for i in 0..<3 { h.tap(10, 10, id: i + 1); h.wait(1) }
        let trace = h.window.trace!
        #expect(trace.events.count <= 4)
        #expect(trace.events.map(\.time) == trace.events.map(\.time).sorted())
        let since = trace.events(since: trace.events[1].time)
        #expect(since.first == trace.events.first { $0.time >= trace.events[1].time })
    }

    @Test func aTouchRefusedByShouldReceiveOrIgnoredIsNamed() {
        let h = traced()
        let delegate = TestDelegate()
        delegate.receive = { $0.id == TouchID(2) }
        let picky = h.add(TapGestureRecognizer(name: "picky"))
        picky.delegate = delegate
        picky.delaysTouchesBegan = true
        let dropper = h.add(IgnoringTap(name: "dropper"))
        h.tap(100, 100)
        h.wait(1)
        // Neither holds the touch back: the view hears it at once, and no tap fires.
        #expect(lines(h) == ["picky not given 1: shouldReceive said no", "dropper ignores 1", "touchesBegan view 1",
                             "touchesEnded view 1"])
        #expect(dropper.state == .possible && picky.state == .possible)
        h.window.trace!.clear()
        h.tap(100, 100, id: 2)
        h.wait(1)
        #expect(lines(h) == ["dropper ignores 2", "2 began held by picky", "action picky ended", "2 never reaches view"])
    }

    /// A touch cancelled while its began is held back never reaches its node, and the trace says so: a
    /// display that shows the hold (the timeline's span) sees it end.
    @Test func aTouchCancelledWhileItsBeganIsHeldNeverReachesTheNode() {
        let h = traced()
        _ = h.addTap("doubleTap", taps: 2, delaysTouchesBegan: true)
        h.down(1, 100, 100)
        h.wait(0.05)
        h.cancel(1)
        h.wait(1)
        #expect(lines(h) == ["1 began held by doubleTap", "doubleTap failed: touches cancelled", "1 never reaches view"])
        #expect(h.log.isEmpty, "the view heard nothing")
    }
}

/// A tap recognizer that ignores every touch it is given.
final class IgnoringTap: TapGestureRecognizer {
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { ignore(t) }
    }
}
