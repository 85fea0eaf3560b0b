import Testing
@testable import Gestures

@Suite struct DeliveryTests {
    func doubleTapHarness(delaysEnded: Bool, delaysBegan: Bool = false) -> Harness {
        let h = Harness()
        let dt = h.addTap("doubleTap", taps: 2)
        dt.delaysTouchesEnded = delaysEnded
        dt.delaysTouchesBegan = delaysBegan
        return h
    }

    @Test func doubleTapWithDelaysTouchesEnded() {
        let h = doubleTapHarness(delaysEnded: true)
        h.doubleTap(100, 100)
        #expect(h.log == ["touchesBegan view 1", "touchesBegan view 2", "action doubleTap ended",
                          "touchesCancelled view 1,2"])
    }

    /// The same finger twice (a mouse, a script's `tap X Y 2`): the second touch goes down while the first's
    /// end is held back, so it is named `1#2`, a third `1#3`; the log never lists a name twice, and each
    /// entry carries its time on the window's clock.
    @Test func aFingerReusedWhileItsEndIsHeldGetsItsOwnName() {
        let h = Harness()
        _ = h.addTap("tripleTap", taps: 3)
        h.tap(100, 100); h.wait(0.1); h.tap(100, 100); h.wait(0.1); h.tap(100, 100)
        #expect(h.log == ["touchesBegan view 1", "touchesBegan view 1#2", "touchesBegan view 1#3", "action tripleTap ended",
                          "touchesCancelled view 1,1#2,1#3"])
        #expect(h.window.log.times.map { ($0 * 1000).rounded() } == [0, 150, 300, 350, 350])
        h.wait(1)
        h.tap(100, 100)
        h.wait(1)
        #expect(h.log.suffix(2) == ["touchesBegan view 1", "touchesEnded view 1"], "with nothing held the name is the finger's again")
    }

    @Test func doubleTapWithoutDelaysTouchesEnded() {
        let h = doubleTapHarness(delaysEnded: false)
        h.doubleTap(100, 100)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1", "touchesBegan view 2",
                          "action doubleTap ended", "touchesCancelled view 2"])
    }

    @Test func redDotWithoutDelaysTouchesBegan() {
        let h = doubleTapHarness(delaysEnded: true)
        h.tap(100, 100)
        #expect(h.log == ["touchesBegan view 1"], "the first tap's began reaches the node at once (the red dot)")
        h.wait(0.1)
        h.tap(100, 100, id: 2)
        #expect(h.log.last == "touchesCancelled view 1,2")
    }

    @Test func noRedDotWithDelaysTouchesBegan() {
        let h = doubleTapHarness(delaysEnded: true, delaysBegan: true)
        h.doubleTap(100, 100)
        #expect(h.log == ["action doubleTap ended"], "the node never hears of either touch")
    }

    @Test func delayedBeganIsDeliveredWhenTheRecognizerFails() {
        let h = doubleTapHarness(delaysEnded: true, delaysBegan: true)
        h.down(1, 100, 100)
        h.wait(0.05)
        #expect(h.log.isEmpty)
        h.move(1, 130, 100) // beyond the tap's allowable movement: the double tap fails
        #expect(h.log == ["touchesBegan view 1", "touchesMoved view 1"])
        h.up(1)
        #expect(h.log.last == "touchesEnded view 1")
    }

    @Test func heldEndIsDeliveredWhenTheSecondTapNeverComes() {
        let h = doubleTapHarness(delaysEnded: true, delaysBegan: true)
        h.tap(100, 100)
        #expect(h.log.isEmpty)
        h.wait(0.34)
        #expect(h.log.isEmpty, "still within the gap")
        h.wait(0.02)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
    }

    @Test func tapRequiringDoubleTapFiresOnlyAfterTheGap() {
        let h = Harness()
        let dt = h.addTap("doubleTap", taps: 2, delaysTouchesBegan: true)
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.delaysTouchesBegan = true
        tap.require(toFail: dt)
        h.tap(100, 100)
        h.wait(0.3)
        #expect(h.log.isEmpty, "the tap waits while the double tap is possible")
        #expect(tap.state == .possible)
        h.wait(0.06)
        #expect(h.log == ["action tap ended"])
        #expect(tap.state == .possible, "reset after recognizing")
    }

    @Test func doubleTapNeverFiresTheTap() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let dt = TapGestureRecognizer(name: "doubleTap")
            dt.numberOfTapsRequired = 2
            dt.delaysTouchesBegan = true
            let tap = TapGestureRecognizer(name: "tap")
            tap.delaysTouchesBegan = true
            tap.require(toFail: dt)
            for i in order { _ = h.add([dt, tap][i]) }
            h.doubleTap(100, 100)
            h.wait(1)
            #expect(h.log == ["action doubleTap ended"], "order \(order)")
        }
    }

    @Test func cancelsTouchesInViewFalseKeepsTheNodeInformed() {
        let h = Harness()
        _ = h.addPan(cancelsTouchesInView: false)
        h.down(1, 10, 10)
        h.move(1, 30, 10)
        h.move(1, 40, 10)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "action pan began", "touchesMoved view 1",
                          "action pan changed", "touchesMoved view 1", "action pan ended", "touchesEnded view 1"])
    }

    @Test func cancelsTouchesInViewTrueCancelsAfterTheAction() {
        let h = Harness()
        _ = h.add(PanGestureRecognizer(name: "pan"))
        h.down(1, 10, 10)
        h.move(1, 15, 10)
        h.move(1, 30, 10)
        h.move(1, 40, 10)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "touchesMoved view 1", "action pan began", "touchesCancelled view 1",
                          "action pan changed", "action pan ended"])
    }

    @Test func shouldReceiveFalseNeverSeesTheTouch() {
        let h = Harness()
        let d = TestDelegate()
        d.receive = { $0.id.value != 1 }
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.delegate = d
        h.tap(50, 50, id: 1)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
        #expect(tap.trackedTouches.isEmpty)
        h.wait(1)
        h.tap(50, 50, id: 2)
        #expect(h.log.suffix(2) == ["action tap ended", "touchesCancelled view 2"])
    }

    @Test func shouldBeginFalseFailsAndTheNodeGetsTheTouch() {
        let h = Harness()
        let d = TestDelegate()
        d.begin = false
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.delegate = d
        var transitions: [String] = []
        h.window.onTransition = { r, a, b in transitions.append("\(r.name) \(a)->\(b)") }
        h.tap(50, 50)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
        #expect(transitions == ["tap possible->failed", "tap failed->possible"])
        #expect(d.asked == ["shouldBegin tap"])
    }

    @Test func ignoredTouchIsNoLongerHeldOrDelivered() {
        let h = Harness()
        let dt = h.addTap("doubleTap", taps: 2, delaysTouchesBegan: true)
        h.down(1, 50, 50)
        #expect(h.log.isEmpty)
        dt.ignore(h.window.activeTouches[0])
        #expect(h.log == ["touchesBegan view 1"], "ignoring releases the held began")
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
        #expect(dt.state == .possible)
    }

    @Test func disablingMidGestureCancelsIt() {
        let h = Harness()
        let pan = h.addPan(cancelsTouchesInView: false)
        h.down(1, 10, 10)
        h.move(1, 30, 10)
        pan.isEnabled = false
        h.move(1, 40, 10)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "action pan began", "touchesMoved view 1", "action pan cancelled",
                          "touchesMoved view 1", "touchesEnded view 1"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        h.clearLog()
        h.down(2, 10, 10)
        h.move(2, 30, 10)
        #expect(h.log.contains("action pan began"), "enabled again, it works again")
    }

    @Test func disablingWhilePossibleFailsItAndReleasesHeldTouches() {
        let h = Harness()
        let dt = h.addTap("doubleTap", taps: 2, delaysTouchesBegan: true)
        h.down(1, 10, 10)
        dt.isEnabled = false
        #expect(h.log == ["touchesBegan view 1"])
        #expect(dt.state == .failed)
        h.up(1)
        #expect(dt.state == .possible)
    }

    @Test func singleTouchNodeGetsOnlyTheFirstTouch() {
        let h = Harness()
        h.view.isMultipleTouchEnabled = false
        h.down(1, 10, 10)
        h.down(2, 50, 50)
        h.move(2, 60, 60)
        h.move(1, 20, 20)
        h.up(2)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "touchesMoved view 1", "touchesEnded view 1"])
    }

    @Test func controlBeatsItsParentsTap() {
        let h = Harness()
        let button = Control(name: "button", frame: Rect(x: 10, y: 10, width: 80, height: 40))
        var pressed = 0
        button.onTap = { _ in pressed += 1 }
        h.view.addChild(button)
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        let dt = h.addTap("doubleTap", taps: 2)
        dt.delaysTouchesEnded = false
        h.tap(30, 30)
        #expect(pressed == 1)
        #expect(!h.log.contains("action tap ended"))
        #expect(h.log == ["touchesBegan button 1", "touchesEnded button 1"])
        h.wait(1)
        h.clearLog()
        h.tap(200, 200)
        #expect(h.log.contains("action tap ended"), "outside the button the tap works")
        _ = tap
    }

    @Test func actionComesBeforeTheCancellationOfTheSameEvent() {
        let h = Harness()
        _ = h.add(TapGestureRecognizer(name: "tap"))
        h.tap(10, 10)
        #expect(h.log == ["touchesBegan view 1", "action tap ended", "touchesCancelled view 1"])
    }

    @Test func forwardingGoesUpTheResponderChain() {
        let h = Harness()
        let child = Node(name: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        final class Recorder: Node {
            var got: [String] = []
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { got.append("began \(touches.count)") }
        }
        let parent = Recorder(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        parent.addChild(child)
        h.view.addChild(parent)
        h.down(1, 110, 110)
        #expect(h.log == ["touchesBegan child 1"], "the log names the node the dispatcher called")
        #expect(parent.got == ["began 1"], "the child's default forwards to its parent")
        #expect(h.window.activeTouches[0].location(in: child) == Point(10, 10))
    }
}

@Suite struct PendingRecognizerTests {
    /// A tap waiting for the double tap to fail has finished its gesture: a new finger coming down belongs to
    /// the next gesture. The tap fires where it was tapped, and the new finger's long press is untouched.
    @Test func aWaitingTapTakesNoNewTouches() {
        let h = Harness()
        let dt = h.addTap("doubleTap", taps: 2)
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.require(toFail: dt)
        let lp = h.add(LongPressGestureRecognizer(name: "longPress"))
        var tappedAt = Point.zero
        tap.addAction { r in tappedAt = r.location(in: nil) }
        h.tap(300, 300)
        h.down(2, 100, 100)          // far away: the double tap fails, the tap fires now
        #expect(tappedAt == Point(300, 300))
        #expect(tap.trackedTouches.allSatisfy { $0.id == TouchID(1) } || tap.trackedTouches.isEmpty)
        h.wait(0.6)
        #expect(lp.state == .began, "the new finger's long press was not excluded by the old tap")
        h.up(2)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action tap ended", "action longPress began", "action longPress ended"])
    }
}
