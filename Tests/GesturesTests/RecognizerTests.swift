import Testing
@testable import Gestures

@Suite struct RecognizerDefaultsTests {
    @Test func defaultsMatchTheRulebook() {
        let base = GestureRecognizer()
        #expect(base.cancelsTouchesInView && !base.delaysTouchesBegan && base.delaysTouchesEnded && base.isEnabled)
        let tap = TapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.maximumTapInterval == 0.35 && tap.allowableMovement == 10)
        let lp = LongPressGestureRecognizer()
        #expect(lp.minimumPressDuration == 0.5 && lp.allowableMovement == 10)
        #expect(lp.numberOfTapsRequired == 0 && lp.numberOfTouchesRequired == 1)
        let pan = PanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.hysteresis == 10)
        let swipe = SwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(swipe.minimumDistance == 50 && swipe.maximumDuration == 0.5)
        #expect(ScreenEdgePanGestureRecognizer().edgeRegion == 20)
        #expect(PinchGestureRecognizer().scale == 1 && RotationGestureRecognizer().rotation == 0)
        #expect(GestureState.recognized == .ended)
    }

    @Test func everyIllegalTransitionIsRejected() {
        let legal: Set<String> = ["possible>began", "possible>ended", "possible>failed", "began>changed", "began>ended",
                                  "began>cancelled", "changed>changed", "changed>ended", "changed>cancelled"]
        for a in GestureState.allCases { for b in GestureState.allCases {
            #expect(a.canTransition(to: b) == legal.contains("\(a)>\(b)"), "\(a) -> \(b)")
        } }
    }

    @Test func illegalTransitionIsReportedAndLeavesTheState() {
        let h = Harness()
        h.window.assertsOnIllegalTransition = false
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        h.down(1, 10, 10)
        tap.state = .changed
        #expect(tap.state == .possible)
        #expect(h.window.diagnostics == ["illegal transition rejected: tap possible -> changed"])
        h.up(1)
        #expect(h.log.contains("action tap ended"))
    }
}

@Suite struct TapTests {
    @Test func movementBeyondTheAllowanceFails() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        h.down(1, 10, 10); h.move(1, 20, 10); h.up(1)
        #expect(h.log.contains("action tap ended"), "exactly 10 pt is allowed")
        h.wait(1)
        h.clearLog()
        h.down(1, 10, 10); h.move(1, 20.5, 10)
        #expect(tap.state == .failed)
        h.up(1)
        #expect(!h.log.contains("action tap ended"))
    }

    @Test func twoFingerTapNeedsBothAndNotThree() {
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(name: "tap2"))
        tap.numberOfTouchesRequired = 2
        h.down(1, 10, 10); h.down(2, 30, 10); h.wait(0.05); h.up(1); h.up(2)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action tap2 ended"])
        h.clearLog()
        h.tap(10, 10)
        #expect(h.log.filter { $0.hasPrefix("action") }.isEmpty, "one finger is not enough")
        h.down(1, 10, 10); h.down(2, 30, 10); h.down(3, 50, 10); h.up(1); h.up(2); h.up(3)
        #expect(h.log.filter { $0.hasPrefix("action") }.isEmpty, "three are too many")
    }

    @Test func theGapBetweenTapsIsBounded() {
        let h = Harness()
        _ = h.addTap("doubleTap", taps: 2)
        h.tap(10, 10); h.wait(0.36); h.tap(10, 10, id: 2)
        #expect(!h.log.contains("action doubleTap ended"), "0.36 s is too long a gap")
        h.wait(1)
        h.tap(10, 10); h.wait(0.34); h.tap(10, 10, id: 2)
        #expect(h.log.contains("action doubleTap ended"))
    }

    @Test func tripleTapAndFarSecondTap() {
        let h = Harness()
        _ = h.addTap("triple", taps: 3)
        h.tap(10, 10); h.wait(0.1); h.tap(12, 10, id: 2); h.wait(0.1); h.tap(11, 11, id: 3)
        #expect(h.log.contains("action triple ended"))
        h.wait(1)
        h.clearLog()
        h.tap(10, 10); h.wait(0.1); h.tap(200, 200, id: 2); h.wait(0.1); h.tap(200, 200, id: 3)
        #expect(!h.log.contains("action triple ended"), "taps far apart are not one gesture")
    }

    @Test func tapCountCountsQuickTapsInOnePlace() {
        let h = Harness()
        h.tap(10, 10)
        h.wait(0.1)
        h.down(2, 12, 10)
        #expect(h.window.activeTouches[0].tapCount == 2)
        h.up(2)
        h.wait(1)
        h.down(3, 12, 10)
        #expect(h.window.activeTouches[0].tapCount == 1)
    }
}

@Suite struct LongPressTests {
    @Test func beginsAtTheMinimumDurationChangesAndEnds() {
        let h = Harness()
        _ = h.add(LongPressGestureRecognizer(name: "lp"))
        h.down(1, 10, 10)
        h.wait(0.49)
        #expect(!h.log.contains("action lp began"))
        h.wait(0.02)
        #expect(h.log.contains("action lp began"))
        h.move(1, 50, 50)
        h.up(1)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action lp began", "action lp changed", "action lp ended"])
    }

    @Test func movingOrLiftingEarlyFails() {
        let h = Harness()
        let lp = h.add(LongPressGestureRecognizer(name: "lp"))
        h.down(1, 10, 10); h.wait(0.2); h.move(1, 25, 10)
        #expect(lp.state == .failed)
        h.wait(1); h.up(1)
        h.down(1, 10, 10); h.wait(0.2); h.up(1); h.wait(1)
        #expect(h.log.filter { $0.hasPrefix("action") }.isEmpty)
    }

    @Test func tapThenPress() {
        let h = Harness()
        let lp = h.add(LongPressGestureRecognizer(name: "lp"))
        lp.numberOfTapsRequired = 1
        h.down(1, 10, 10); h.wait(0.6); h.up(1)
        #expect(h.log.filter { $0.hasPrefix("action") }.isEmpty, "a press with no tap before it")
        h.wait(1)
        h.tap(10, 10); h.wait(0.1); h.down(2, 10, 10); h.wait(0.6)
        #expect(h.log.contains("action lp began"))
    }

    @Test func systemCancelCancels() {
        let h = Harness()
        _ = h.add(LongPressGestureRecognizer(name: "lp"))
        h.down(1, 10, 10); h.wait(0.6); h.cancel(1)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action lp began", "action lp cancelled"])
    }
}

@Suite struct PanTests {
    /// A harness whose view has a pan named `name`, set up by `configure`, and finger 1 down at (100, 100).
    func panWithAFingerDown(_ name: String = "pan", _ configure: (PanGestureRecognizer) -> Void = { _ in }) -> (Harness, PanGestureRecognizer) {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(name: name))
        configure(pan)
        h.down(1, 100, 100)
        return (h, pan)
    }

    @Test func hysteresisTranslationAndSetTranslation() {
        let (h, pan) = panWithAFingerDown()
        h.move(1, 109, 100)
        #expect(pan.state == .possible)
        h.move(1, 110, 100)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Vector(dx: 10, dy: 0))
        pan.setTranslation(.zero, in: nil)
        h.move(1, 115, 103)
        #expect(pan.translation(in: nil) == Vector(dx: 5, dy: 3))
        h.up(1)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action pan began", "action pan changed", "action pan ended"])
    }

    @Test func velocityIsALeastSquaresFitNotTheLastTwoSamples() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        h.down(1, 0, 0)
        // 600 pt/s along x for 6 frames, with one jittery sample.
        for i in 1...6 {
            h.wait(1.0 / 60)
            h.move(1, Double(i) * 10 + (i == 6 ? 4 : 0), 0)
        }
        let v = pan.velocity(in: nil)
        #expect(abs(v.dx - 600) < 100, "fit over the recent samples: \(v)")
        #expect(abs(v.dx - 840) > 100, "not the last two samples (840 pt/s)")
        #expect(abs(v.dy) < 1e-9)
    }

    @Test func minimumTouchesAndAFingerJoiningDoesNotJump() {
        let (h, pan) = panWithAFingerDown("pan2") { $0.minimumNumberOfTouches = 2 }
        h.move(1, 140, 100)
        #expect(pan.state == .possible, "one finger is not enough")
        h.down(2, 200, 100)
        let t0 = pan.translation(in: nil)
        h.move(1, 145, 100)
        #expect(pan.state == .began, "two fingers down and past the hysteresis")
        h.move(2, 205, 100)
        #expect(pan.translation(in: nil).dx - t0.dx == 5, "the centroid's jump on joining is not motion")
        h.clearLog()
        h.up(1)
        h.move(2, 215, 100)
        #expect(h.log == [], "below the minimum it pauses: no change, no end")
        h.down(3, 300, 100)
        h.move(3, 310, 100)
        #expect(h.log == ["action pan2 changed"], "at the minimum again it changes again")
        h.up(2)
        #expect(pan.state == .changed, "one finger still down: not ended")
        h.up(3)
        #expect(h.log == ["action pan2 changed", "action pan2 ended"], "it ends when ALL fingers have lifted")
    }

    @Test func maximumTouchesIgnoresExtras() {
        let (h, pan) = panWithAFingerDown { $0.maximumNumberOfTouches = 1 }
        h.down(2, 200, 100)
        #expect(pan.numberOfTouches == 1)
        h.move(2, 260, 100)
        #expect(pan.state == .possible, "the ignored finger moves nothing")
        h.move(1, 120, 100)
        #expect(pan.state == .began)
    }

    @Test func screenEdgePanStartsOnlyAtItsEdge() {
        let h = Harness()
        let edge = h.add(ScreenEdgePanGestureRecognizer(name: "edge"))
        edge.edges = .left
        h.down(1, 5, 100); h.move(1, 40, 100)
        #expect(edge.state == .began)
        h.up(1)
        h.down(1, 100, 100); h.move(1, 140, 100)
        #expect(edge.state == .failed, "not from the edge")
        h.up(1)
        h.down(1, 395, 100); h.move(1, 350, 100)
        #expect(edge.state == .failed, "the right edge was not named")
    }
}

@Suite struct SwipePinchRotationTests {
    @Test func swipeDirectionDistanceAndTime() {
        let h = Harness()
        let swipe = h.add(SwipeGestureRecognizer(name: "swipe"))
        swipe.direction = [.up, .left]
        h.down(1, 200, 300); h.glide(1, to: 200, 240, steps: 5)
        #expect(swipe.recognizedDirection == .up && swipe.state == .ended, "recognized mid-motion, fingers still down")
        #expect(h.log.contains("action swipe ended"))
        h.up(1)
        h.clearLog()
        h.down(1, 200, 300); h.glide(1, to: 260, 300, steps: 5); h.up(1)
        #expect(!h.log.contains("action swipe ended"), "right was not asked for")
        h.down(1, 200, 300); h.glide(1, to: 200, 240, steps: 40); h.up(1)
        #expect(!h.log.contains("action swipe ended"), "too slow: 0.67 s")
        h.down(1, 200, 300); h.glide(1, to: 150, 250, steps: 5); h.up(1)
        #expect(!h.log.contains("action swipe ended"), "45 degrees off both axes")
    }

    @Test func threeFingerSwipeNeedsThree() {
        let h = Harness()
        let swipe = h.add(SwipeGestureRecognizer(name: "colorSwipe"))
        swipe.direction = .up
        swipe.numberOfTouchesRequired = 3
        h.down(1, 160, 300); h.down(2, 200, 300); h.down(3, 240, 300)
        h.glideAll([(1, 160, 200), (2, 200, 200), (3, 240, 200)], steps: 6)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action colorSwipe ended"])
        h.up(1); h.up(2); h.up(3)
        h.clearLog()
        h.down(1, 160, 300); h.down(2, 200, 300)
        h.glideAll([(1, 160, 200), (2, 200, 200)], steps: 6)
        h.up(1); h.up(2)
        #expect(h.log.filter { $0.hasPrefix("action") }.isEmpty)
    }

    @Test func pinchScaleAndVelocity() {
        let h = Harness()
        let pinch = h.add(PinchGestureRecognizer(name: "pinch"))
        h.down(1, 150, 200); h.down(2, 250, 200)
        h.glideAll([(1, 100, 200), (2, 300, 200)], steps: 6)
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(pinch.velocity - 10) < 0.5, "scale 1 -> 2 in 0.1 s: \(pinch.velocity)")
        h.up(1); h.up(2)
        #expect(h.log.last == "action pinch ended")
    }

    @Test func rotationIsClockwisePositiveAndCountsTurns() {
        let h = Harness()
        let rot = h.add(RotationGestureRecognizer(name: "rotation"))
        h.down(1, 100, 200); h.down(2, 300, 200)
        // Quarter turn clockwise on screen: finger 2 goes from the right to below the centre.
        let steps = 30
        for i in 1...steps {
            h.wait(1.0 / 60)
            let a = Double.pi / 2 * Double(i) / Double(steps)
            h.window.send([TouchInput(.move, TouchID(1), at: Point(200 - 100 * cosine(a), 200 - 100 * sine(a))),
                           TouchInput(.move, TouchID(2), at: Point(200 + 100 * cosine(a), 200 + 100 * sine(a)))], at: h.time)
        }
        #expect(abs(rot.rotation - Double.pi / 2) < 1e-9)
        #expect(abs(rot.velocity - Double.pi) < 0.2, "a quarter turn in 0.5 s: \(rot.velocity)")
    }
}

#if canImport(Glibc)
import Glibc
#endif
func sine(_ x: Double) -> Double { sin(x) }
func cosine(_ x: Double) -> Double { cos(x) }
