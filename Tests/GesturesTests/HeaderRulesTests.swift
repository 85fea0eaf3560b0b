import Testing
@testable import Gestures

/// The rules UIKit's headers pin down (UIGestureRecognizer.h, UIGestureRecognizerSubclass.h and one header
/// per recognizer), each asserted as a whole ordered log.
@Suite struct HeaderRulesTests {
    // MARK: Class-wide tap rule: a tap never prevents a tap with a higher tap count

    /// Taps of 1, 2, 3 taps on one view, added in `order`, with no failure requirement.
    func taps(_ counts: [Int], order: [Int], requireChain: Bool = false, body: (Harness) -> Void) -> [String] {
        let names = [1: "tap", 2: "doubleTap", 3: "tripleTap"]
        let rs = counts.map { n -> TapGestureRecognizer in
            let r = TapGestureRecognizer(name: names[n]!)
            r.numberOfTapsRequired = n
            return r
        }
        if requireChain { for i in 0..<(rs.count - 1) { rs[i].require(toFail: rs[i + 1]) } }
        return Harness.log(adding: rs, in: order, body)
    }

    @Test func doubleTapFiresTheTapThenTheDoubleTap() {
        for order in permutations([0, 1]) {
            #expect(taps([1, 2], order: order) { $0.doubleTap(100, 100) } == [
                "touchesBegan view 1", "action tap ended", "touchesCancelled view 1",
                "touchesBegan view 2", "action doubleTap ended", "touchesCancelled view 2",
            ], "order \(order)")
        }
    }

    @Test func aSingleTapNextToADoubleTapStillFiresAtOnce() {
        for order in permutations([0, 1]) {
            #expect(taps([1, 2], order: order) { $0.tap(100, 100) } == [
                "touchesBegan view 1", "action tap ended", "touchesCancelled view 1",
            ], "order \(order): the double tap fails later, on its timer, with nothing to tell")
        }
    }

    @Test func tripleTapNextToADoubleTapAndATap() {
        for order in permutations([0, 1, 2]) {
            let log = taps([1, 2, 3], order: order) { h in h.taps(100, 100, count: 3) }
            #expect(log == [
                "touchesBegan view 1", "action tap ended", "touchesCancelled view 1",
                "touchesBegan view 2", "action doubleTap ended", "touchesCancelled view 2",
                "touchesBegan view 3", "action tripleTap ended", "touchesCancelled view 3",
            ], "order \(order)")
        }
    }

    @Test func aRequirementChainWaitsAllTheWayUp() {
        for order in permutations([0, 1, 2]) {
            let triple = taps([1, 2, 3], order: order, requireChain: true) { h in h.taps(100, 100, count: 3) }
            #expect(triple.filter { $0.hasPrefix("action") } == ["action tripleTap ended"], "order \(order)")
            let double = taps([1, 2, 3], order: order, requireChain: true) { h in h.doubleTap(100, 100) }
            #expect(double.filter { $0.hasPrefix("action") } == ["action doubleTap ended"],
                    "order \(order): the double tap waits for the triple tap to fail, the tap fails")
        }
    }

    @Test func aDoubleTapStillPreventsASingleTap() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        #expect(!tap.canPrevent(doubleTap))
        #expect(doubleTap.canPrevent(tap))
        #expect(tap.canPrevent(PanGestureRecognizer()), "the rule is about taps only")
    }

    // MARK: Where each recognizer is

    @Test func aDoubleTapReportsWhereItsFirstTapWas() {
        let h = Harness()
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        var seen: [String] = []
        doubleTap.addAction { r in
            seen.append("\(r.location(in: nil)) \(r.numberOfTouches) \(r.location(ofTouch: 0, in: h.view))")
        }
        h.view.frame.origin = Point(10, 20)
        h.view.addGestureRecognizer(doubleTap)
        h.down(1, 100, 100); h.wait(0.05); h.up(1)
        h.wait(0.1)
        h.down(2, 120, 110); h.wait(0.05); h.up(2)
        #expect(seen == ["(100.0, 100.0) 1 (90.0, 80.0)"])
    }

    @Test func aTwoFingerTapReportsTheCentroidOfItsFirstTap() {
        let h = Harness()
        let tap = TapGestureRecognizer(name: "tap2")
        tap.numberOfTouchesRequired = 2
        var seen: [Point] = []
        tap.addAction { r in seen.append(r.location(in: nil)) }
        h.view.addGestureRecognizer(tap)
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(140, 120))], at: 0)
        h.wait(0.05)
        h.window.send([TouchInput(.up, TouchID(1)), TouchInput(.up, TouchID(2))], at: h.time)
        #expect(seen == [Point(120, 110)])
    }

    @Test func aSwipeReportsWhereItBegan() {
        let h = Harness()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        var seen: [String] = []
        swipe.addAction { r in seen.append("\(r.location(in: nil)) \(r.location(ofTouch: 0, in: nil))") }
        h.view.addGestureRecognizer(swipe)
        h.down(1, 50, 100)
        h.glide(1, to: 150, 100, steps: 6)
        h.up(1)
        #expect(seen == ["(50.0, 100.0) (50.0, 100.0)"])
    }

    // MARK: When each recognizer ends

    @Test func aLongPressEndsWhenAnyFingerLifts() {
        let h = Harness()
        let lp = h.add(LongPressGestureRecognizer(name: "longPress"))
        lp.numberOfTouchesRequired = 2
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(150, 100))], at: 0)
        h.wait(0.6)
        h.up(2)
        h.move(1, 130, 100)
        h.up(1)
        #expect(h.log == [
            "touchesBegan view 1,2", "action longPress began", "touchesCancelled view 1,2", "action longPress ended",
        ])
    }

    @Test func aPanWithOneMinimumEndsOnlyWhenAllFingersLift() {
        let h = Harness()
        _ = h.add(PanGestureRecognizer(name: "pan"))
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(150, 100))], at: 0)
        h.glideAll([(1, 130, 100), (2, 180, 100)], steps: 2)
        h.up(1)
        h.move(2, 200, 100)
        h.up(2)
        #expect(h.log == [
            "touchesBegan view 1,2", "action pan began", "touchesCancelled view 1,2", "action pan changed",
            "action pan changed", "action pan ended",
        ])
    }

    /// Pinch and rotation: one finger lifting pauses; one coming back goes on from the same value.
    @Test func pinchAndRotationEndWhenBothFingersHaveLifted() {
        for kind in ["pinch", "rotation"] {
            let h = Harness()
            let r: GestureRecognizer = kind == "pinch" ? PinchGestureRecognizer(name: kind) : RotationGestureRecognizer(name: kind)
            _ = h.add(r)
            func value() -> Double { (r as? PinchGestureRecognizer)?.scale ?? (r as! RotationGestureRecognizer).rotation }
            h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 200)), TouchInput(.down, TouchID(2), at: Point(200, 200))], at: 0)
            if kind == "pinch" { h.glide(2, to: 300, 200, steps: 2) } else { h.glide(2, to: 100, 300, steps: 2) }
            let before = value()
            h.up(2)
            #expect(r.state == .changed, "\(kind): one finger lifted is a pause, not an end")
            h.move(1, 105, 200)
            h.down(3, kind == "pinch" ? 305 : 105, kind == "pinch" ? 200 : 300)
            #expect(abs(value() - before) < 1e-9, "\(kind): the value goes on from where it was")
            if kind == "pinch" { h.glide(3, to: 405, 200, steps: 2) } else { h.glide(3, to: 5, 200, steps: 2) }
            #expect(value() > before, "\(kind): \(value()) after \(before)")
            h.up(1)
            h.up(3)
            #expect(h.log == [
                "touchesBegan view 1,2", "action \(kind) began", "touchesCancelled view 1,2", "action \(kind) changed",
                "action \(kind) changed", "action \(kind) changed", "action \(kind) ended",
            ], "\(kind)")
        }
    }

    // MARK: State set inside a callback

    /// Sets `state` first and its own property after, in the same callback.
    final class LateValueRecognizer: GestureRecognizer {
        var value = 0
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            state = .recognized
            #expect(state == .ended, "the subclass reads the state it set")
            value = 42
        }
        override func reset() { value = 0 }
    }

    @Test func theActionSeesPropertiesSetAfterTheState() {
        let h = Harness()
        let r = LateValueRecognizer(name: "late")
        var seen: [String] = []
        r.addAction { r in seen.append("\(r.state) \((r as! LateValueRecognizer).value)") }
        h.view.addGestureRecognizer(r)
        h.tap(100, 100)
        #expect(seen == ["ended 42"])
        #expect(h.log == ["touchesBegan view 1", "action late ended", "touchesCancelled view 1"])
        #expect(r.state == .possible && r.value == 0, "reset once the touch has ended")
    }

    /// Also inside a timer body.
    final class TimedRecognizer: GestureRecognizer {
        var value = 0
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            scheduleTimer(after: 0.2) { [self] in state = .began; value = 7 }
        }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { state = state == .possible ? .failed : .ended }
    }

    @Test func aTimerBodyIsACallbackToo() {
        let h = Harness()
        let r = TimedRecognizer(name: "timed")
        var seen: [Int] = []
        r.addAction { r in seen.append((r as! TimedRecognizer).value) }
        h.view.addGestureRecognizer(r)
        h.down(1, 100, 100)
        h.wait(0.3)
        h.up(1)
        #expect(seen == [7, 7])
        #expect(h.log == ["touchesBegan view 1", "action timed began", "touchesCancelled view 1", "action timed ended"])
    }

    // MARK: UIGestureRecognizer.h

    @Test func removeTargetNilRemovesEveryAction() {
        let r = TapGestureRecognizer()
        final class Target {}
        let t = Target()
        r.addAction { _ in }
        r.addTarget(t) { _ in { _ in } }
        r.removeTarget(nil)
        #expect(r.targetCount == 0)
    }

    /// "ignored touches won't be cancelled on the view even if cancelsTouchesInView is YES"
    final class IgnoresSecondTouch: GestureRecognizer {
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            for t in touches where t.id.value == 2 { ignore(t) }
        }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
            if state == .possible { state = .began } else { state = .changed }
        }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { if numberOfTouches == 0 { state = .ended } }
    }

    @Test func ignoredTouchesAreNotCancelledInTheView() {
        let h = Harness()
        let r = IgnoresSecondTouch(name: "r")
        h.view.addGestureRecognizer(r)
        h.window.send([TouchInput(.down, TouchID(1), at: Point(100, 100)), TouchInput(.down, TouchID(2), at: Point(200, 100))], at: 0)
        h.move(1, 110, 100)
        h.up(2)
        h.up(1)
        #expect(h.log == [
            "touchesBegan view 1,2", "action r began", "touchesCancelled view 1", "touchesEnded view 2", "action r ended",
        ])
    }

    /// Found by the randomized app suite: a lift that carries its own location far from the touch-down (a
    /// mouse release reported elsewhere) is movement, not a tap.
    @Test func aTapWhoseLiftLandsFarAwayIsNoTap() {
        let h = Harness()
        _ = h.add(TapGestureRecognizer(name: "tap"))
        h.down(1, 100, 100)
        h.wait(0.05)
        h.window.touchUp(TouchID(1), at: Point(160, 100), time: h.time)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
    }

    /// A began held back (delaysTouchesBegan) and let go because a new touch failed its recognizer reaches
    /// the node before the new touch's began.
    @Test func aReleasedBeganComesBeforeTheTouchThatReleasedIt() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.delaysTouchesBegan = true
        h.down(1, 100, 100)
        h.down(2, 200, 100)
        #expect(h.log == ["touchesBegan view 1", "touchesBegan view 2"])
    }
}
