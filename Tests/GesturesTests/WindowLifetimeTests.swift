import Testing
@testable import Gestures

/// A window dropped in the middle of a gesture frees everything it showed: no timer, touch or recognizer
/// keeps the node tree alive (the app's fuzzer found 10 MB kept per app quit with a finger down).
@Suite struct WindowLifetimeTests {
    /// What is still alive after the window is dropped, with the clock's pending timers.
    struct Survivors: Equatable { var window = false, view = false, recognizers: [String] = [], pendingTimers = 0 }

    /// Builds a window with a tap, a double tap and a long press on one node, runs `gesture` on it, drops
    /// everything but `clock`, and says what survived.
    func survivors(clock: GestureClock = GestureClock(), _ gesture: (Harness) -> Void) -> Survivors {
        weak var window: Window?
        weak var view: Node?
        var recognizers: [(String, () -> Bool)] = []
        do {
            let h = Harness(window: Window(size: Size(width: 400, height: 400), clock: clock))
            let tap = h.add(TapGestureRecognizer(name: "tap"))
            let doubleTap = h.addTap("doubleTap", taps: 2)
            tap.require(toFail: doubleTap)
            let press = h.add(LongPressGestureRecognizer(name: "press"))
            press.require(toFail: doubleTap)
            for r in [tap, doubleTap, press] as [GestureRecognizer] {
                weak let w = r
                recognizers.append((r.name, { w != nil }))
            }
            window = h.window
            view = h.view
            gesture(h)
        }
        return Survivors(window: window != nil, view: view != nil, recognizers: recognizers.filter { $0.1() }.map(\.0),
                         pendingTimers: clock.pendingTimerCount)
    }

    @Test func aWindowDroppedAtRestFreesAll() {
        #expect(survivors { _ in } == Survivors())
    }

    @Test func aWindowDroppedWithAFingerDownFreesAll() {
        // The long press's timer is running and every recognizer tracks the touch.
        #expect(survivors { h in h.down(1, 100, 100); h.wait(0.1) } == Survivors())
    }

    @Test func aWindowDroppedInADoubleTapsGapFreesAll() {
        // The finger has lifted: the double tap waits for a second tap on a timer, the tap waits for it.
        #expect(survivors { h in h.tap(100, 100); h.wait(0.05) } == Survivors())
    }

    /// Mid-hover and mid-scroll: the window's hover and scroll books and the pan's end timer keep nothing.
    @Test func aWindowDroppedMidHoverAndMidScrollFreesAll() {
        let clock = GestureClock()
        weak var window: Window?
        weak var view: Node?
        weak var hover: HoverGestureRecognizer?
        weak var pan: PanGestureRecognizer?
        do {
            let h = Harness(window: Window(size: Size(width: 400, height: 400), clock: clock))
            let r = h.add(HoverGestureRecognizer(name: "hover"))
            let p = h.add(PanGestureRecognizer(name: "pan"))
            p.allowedScrollTypesMask = .all
            h.hover(100, 100)
            h.scroll(0, 10)
            #expect(r.state == .began && p.state == .began && clock.pendingTimerCount == 1)
            (window, view, hover, pan) = (h.window, h.view, r, p)
        }
        #expect(window == nil && view == nil && hover == nil && pan == nil)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aClockThatOutlivesItsWindowFiresNothingOfIt() {
        let clock = GestureClock()
        let kept = survivors(clock: clock) { h in h.down(1, 100, 100); h.wait(0.1) }
        #expect(kept == Survivors())
        clock.advance(to: 5)   // past every timer the recognizers had: nothing left to run
        #expect(clock.pendingTimerCount == 0)
    }
}
