import Testing
@testable import Gestures

/// Scroll-driven pans (`PanGestureRecognizer.allowedScrollTypesMask`, `Window.send(scroll:at:)`): began by
/// a scroll, changed by each, ended `Window.scrollEndDelay` after the last, on the virtual clock. Whole
/// logs over every order of adding the recognizers.
@Suite struct ScrollPanTests {
    func scrollPan(_ name: String, _ mask: ScrollTypeMask = .all) -> PanGestureRecognizer {
        let r = PanGestureRecognizer(name: name)
        r.allowedScrollTypesMask = mask
        return r
    }

    /// A 400 x 400 view with a 200 x 200 "pad" in its top-left corner.
    func padHarness() -> (Harness, Node) { Harness.withPad() }

    @Test func aScrollBeginsChangesAndEndsThePan() {
        for order in permutations([0, 1, 2]) {
            let h = Harness()
            let pan = scrollPan("pan")
            let rs: [GestureRecognizer] = [pan, TapGestureRecognizer(name: "tap"), LongPressGestureRecognizer(name: "longPress")]
            for i in order { _ = h.add(rs[i]) }
            var seen: [String] = []
            pan.addAction { r in
                let pan = r as! PanGestureRecognizer
                let t = pan.translation(in: nil), p = pan.location(in: h.view)
                seen.append("\(pan.state) \(Int(t.dx)),\(Int(t.dy)) at \(Int(p.x)),\(Int(p.y)) \(pan.isDrivenByScroll) \(pan.numberOfTouches)")
            }
            var velocity = Vector.zero
            pan.addAction { r in if r.state == .ended { velocity = (r as! PanGestureRecognizer).velocity(in: nil) } }
            h.scrollFlick(5, 0, 10, at: 100, 120)
            h.wait(1)
            #expect(h.timedLog == [
                "0.000 action pan began", "0.017 action pan changed", "0.033 action pan changed", "0.050 action pan changed",
                "0.067 action pan changed", "0.317 action pan ended",
            ], "order \(order): the touch recognizers never hear of it")
            #expect(seen == [
                "began 0,10 at 100,120 true 0", "changed 0,20 at 100,120 true 0", "changed 0,30 at 100,120 true 0",
                "changed 0,40 at 100,120 true 0", "changed 0,50 at 100,120 true 0", "ended 0,50 at 100,120 true 0",
            ], "order \(order)")
            #expect(abs(velocity.dy - 600) < 1e-6 && velocity.dx == 0, "10 pt a frame: \(velocity)")
            #expect(pan.state == .possible && !pan.isDrivenByScroll && pan.translation(in: nil) == .zero)
        }
    }

    /// UIKit's default is no scroll; each type must be allowed.
    @Test func onlyTheAllowedScrollTypesDriveThePan() {
        for order in permutations([0, 1, 2]) {
            let h = Harness()
            let rs = [scrollPan("none", []), scrollPan("wheel", .discrete), scrollPan("trackpad", .continuous)]
            for i in order { _ = h.add(rs[i]) }
            for d in rs { let delegate = TestDelegate(); delegate.simultaneous = true; d.delegate = delegate; keep(delegate) }
            h.scroll(0, 10, type: .discrete)
            h.wait(1)
            h.scroll(0, 10, type: .continuous)
            h.wait(1)
            #expect(h.log == ["action wheel began", "action wheel ended", "action trackpad began", "action trackpad ended"],
                    "order \(order)")
            #expect(PanGestureRecognizer().allowedScrollTypesMask == [])
        }
    }

    /// The quiet time: scrolls `scrollEndDelay` apart or more are two pans; closer, one.
    @Test func aPauseOfScrollEndDelayEndsThePan() {
        for delay in [0.25, 0.5] {
            let h = Harness()
            h.window.scrollEndDelay = delay
            _ = h.add(scrollPan("pan"))
            h.scroll(0, 10)
            h.wait(0.25)
            h.scroll(0, 10)
            h.wait(1)
            #expect(h.timedLog == (delay == 0.25
                ? ["0.000 action pan began", "0.250 action pan ended", "0.250 action pan began", "0.500 action pan ended"]
                : ["0.000 action pan began", "0.250 action pan changed", "0.750 action pan ended"]), "delay \(delay)")
        }
        #expect(Window(size: Size(width: 1, height: 1)).scrollEndDelay == 0.25)
    }

    /// The sequence is shared like a touch: the deeper pan begins first and prevents the other, unless the
    /// delegate lets them recognize together.
    @Test func nestedScrollPansExcludeEachOtherUnlessSimultaneous() {
        for simultaneous in [false, true] {
            for order in permutations([0, 1]) {
                let (h, pad) = padHarness()
                let inner = scrollPan("inner"), outer = scrollPan("outer")
                let d = TestDelegate()
                d.simultaneous = simultaneous
                outer.delegate = d
                let places: [(GestureRecognizer, Node)] = [(inner, pad), (outer, h.view)]
                for i in order { _ = h.add(places[i].0, to: places[i].1) }
                h.scrollFlick(2, 0, 10)
                h.wait(1)
                #expect(h.log == (simultaneous
                    ? ["action inner began", "action outer began", "action inner changed", "action outer changed",
                       "action inner ended", "action outer ended"]
                    : ["action inner began", "action inner changed", "action inner ended"]),
                        "order \(order), simultaneous \(simultaneous)")
            }
        }
    }

    /// require(toFail:) holds a scroll pan while a touch recognizer is at work; the translation keeps
    /// growing meanwhile. If the required one succeeds, the pan fails for the rest of the sequence.
    @Test func aScrollPanWaitsForItsFailureRequirement() {
        for holds in [false, true] {
            for order in permutations([0, 1]) {
                let h = Harness()
                let pan = scrollPan("pan")
                pan.allowedTouchTypes = []   // (a pan tracking the finger would join no scroll)
                let longPress = LongPressGestureRecognizer(name: "longPress")
                pan.require(toFail: longPress)
                let rs: [GestureRecognizer] = [pan, longPress]
                for i in order { _ = h.add(rs[i]) }
                var translations: [Double] = []
                pan.addAction { r in translations.append((r as! PanGestureRecognizer).translation(in: nil).dy) }
                h.down(1, 300, 300)
                for _ in 0..<3 { h.wait(0.1); h.scroll(0, 10) }
                // The finger lifts at 0.3 (the long press fails), or is held (the long press begins at 0.5).
                if !holds { h.up(1) }
                for _ in 0..<2 { h.wait(0.1); h.scroll(0, 10) }
                h.wait(1)
                if holds { h.up(1) }
                #expect(h.timedLog == (holds
                    ? ["0.000 touchesBegan view 1", "0.500 action longPress began", "0.500 touchesCancelled view 1",
                       "1.500 action longPress ended"]
                    : ["0.000 touchesBegan view 1", "0.300 action pan began", "0.300 touchesEnded view 1",
                       "0.400 action pan changed", "0.500 action pan changed", "0.750 action pan ended"]),
                        "order \(order), long press \(holds)")
                #expect(translations == (holds ? [] : [30, 40, 50, 50]), "order \(order)")
            }
        }
    }

    /// shouldBegin is asked at the sequence's first scroll; refused, the pan sits out the sequence.
    @Test func aRefusedScrollPanSitsOutTheSequence() {
        let h = Harness()
        let pan = h.add(scrollPan("pan"))
        let d = TestDelegate()
        d.begin = false
        pan.delegate = d
        h.scrollFlick(3, 0, 10)
        d.begin = true
        h.scroll(0, 10)
        h.wait(0.25)
        h.scroll(0, 10)
        h.wait(1)
        #expect(d.asked == ["shouldBegin pan", "shouldBegin pan"])
        #expect(h.log == ["action pan began", "action pan ended"])
    }

    /// A pan a scroll drives takes no touch; a pan a touch drives joins no scroll; touches and scrolls
    /// never compete.
    @Test func scrollsAndTouchesDriveDifferentGestures() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let pan = scrollPan("pan")
            let tap = TapGestureRecognizer(name: "tap")
            let rs: [GestureRecognizer] = [pan, tap]
            for i in order { _ = h.add(rs[i]) }
            h.scroll(0, 10)
            h.down(1, 200, 200)
            h.wait(1.0 / 60)
            h.move(1, 250, 200)
            h.scroll(0, 10)
            h.up(1)
            h.wait(1)
            h.tap(100, 100)
            h.down(2, 100, 100)
            h.glide(2, to: 160, 100, steps: 2)
            h.scroll(0, 10)
            h.up(2)
            h.wait(1)
            #expect(h.log == [
                "action pan began", "touchesBegan view 1", "touchesMoved view 1", "action pan changed", "touchesEnded view 1",
                "action pan ended",
                "touchesBegan view 1", "action tap ended", "touchesCancelled view 1",
                "touchesBegan view 2", "action pan began", "touchesCancelled view 2", "action pan changed", "action pan ended",
            ], "order \(order): the finger pan hears nothing of the scroll")
        }
    }

    /// A scroll-only pan (UIKit: `allowedTouchTypes = []`) ignores drags.
    @Test func aScrollOnlyPanIgnoresDrags() {
        let h = Harness()
        let pan = h.add(scrollPan("pan"))
        pan.allowedTouchTypes = []
        h.down(1, 100, 100)
        h.glide(1, to: 160, 100, steps: 2)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "touchesMoved view 1", "touchesMoved view 1", "touchesEnded view 1"])
    }

    /// The sequence keeps its pans wherever the pointer goes, and takes no newcomer.
    @Test func theSequenceKeepsItsPans() {
        let (h, pad) = padHarness()
        let inner = h.add(scrollPan("inner"), to: pad)
        let other = Node(name: "other", frame: Rect(x: 200, y: 200, width: 200, height: 200))
        h.view.addChild(other)
        _ = h.add(scrollPan("otherPan"), to: other)
        var places: [String] = []
        inner.addAction { r in let p = r.location(in: nil); places.append("\(Int(p.x)),\(Int(p.y))") }
        h.scroll(0, 10, at: 100, 100)
        h.scroll(0, 10, at: 300, 300)
        h.wait(1)
        h.scroll(0, 10, at: 300, 300)
        h.wait(1)
        h.scroll(0, 10, at: 300, 300)
        #expect(h.log == ["action inner began", "action inner changed", "action inner ended",
                          "action otherPan began", "action otherPan ended", "action otherPan began"])
        #expect(places == ["100,100", "300,300", "300,300"])
    }

    /// Disabled mid-scroll: cancelled, and out until the next sequence.
    @Test func disablingCancelsUntilTheNextSequence() {
        let h = Harness()
        let pan = h.add(scrollPan("pan"))
        h.scroll(0, 10)
        pan.isEnabled = false
        pan.isEnabled = true
        h.scroll(0, 10)
        h.wait(1)
        h.scroll(0, 10)
        h.wait(1)
        #expect(h.log == ["action pan began", "action pan cancelled", "action pan began", "action pan ended"])
    }

    /// setTranslation applies to scrolls as to touches.
    @Test func setTranslationResetsTheScrollsTranslation() {
        let h = Harness()
        let pan = h.add(scrollPan("pan"))
        var deltas: [Double] = []
        pan.addAction { r in
            let pan = r as! PanGestureRecognizer
            deltas.append(pan.translation(in: nil).dy)
            pan.setTranslation(.zero, in: nil)
        }
        h.scroll(0, 10)
        h.scroll(0, 5)
        h.scroll(0, -3)
        h.wait(1)
        #expect(deltas == [10, 5, -3, 0])
    }

    /// Sent from an action, a scroll is delivered after the current input; non-finite scrolls are dropped.
    @Test func scrollsSentFromCallbacksWaitTheirTurn() {
        let h = Harness()
        _ = h.add(scrollPan("pan"))
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.addAction { [h] _ in
            h.window.send(scroll: ScrollInput(delta: Vector(dx: 0, dy: 10), type: .discrete, at: Point(50, 50)), at: h.time)
        }
        h.tap(100, 100)
        h.scroll(.infinity, 0)
        h.wait(1)
        #expect(h.log == ["touchesBegan view 1", "action tap ended", "touchesCancelled view 1", "action pan began", "action pan ended"])
        #expect(h.window.diagnostics.count == 1 && h.window.diagnostics[0].hasSuffix("is not finite: dropped"))
    }
}

/// Keeps delegates alive for a test's length (recognizers hold them weakly).
private nonisolated(unsafe) var keptDelegates: [TestDelegate] = []
private func keep(_ d: TestDelegate) { keptDelegates.append(d) }
