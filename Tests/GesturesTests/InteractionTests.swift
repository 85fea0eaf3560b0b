import Testing
@testable import Gestures

/// Interactions between recognizers, each run over every order of adding them.
@Suite struct InteractionTests {
    /// Long press, then pan on the same finger (the seeds' line-moving flow).
    func longPressThenPan(simultaneous: Bool, order: [Int]) -> [String] {
        let h = Harness()
        let lp = LongPressGestureRecognizer(name: "longPress")
        let pan = PanGestureRecognizer(name: "moveLine")
        pan.cancelsTouchesInView = false
        let d = TestDelegate()
        d.simultaneous = simultaneous
        pan.delegate = d
        for i in order { _ = h.add([lp, pan][i]) }
        h.down(1, 100, 100)
        h.wait(0.6)
        h.move(1, 120, 100)
        h.move(1, 140, 100)
        h.up(1)
        return h.log
    }

    @Test func longPressAndPanSimultaneous() {
        for order in permutations([0, 1]) {
            #expect(longPressThenPan(simultaneous: true, order: order) == [
                "touchesBegan view 1", "action longPress began", "touchesCancelled view 1",
                "action longPress changed", "action moveLine began", "action longPress changed",
                "action moveLine changed", "action longPress ended", "action moveLine ended",
            ], "order \(order)")
        }
    }

    @Test func longPressAndPanExclusive() {
        for order in permutations([0, 1]) {
            #expect(longPressThenPan(simultaneous: false, order: order) == [
                "touchesBegan view 1", "action longPress began", "touchesCancelled view 1",
                "action longPress changed", "action longPress changed", "action longPress ended",
            ], "order \(order)")
        }
    }

    @Test func seedsLineMovingFlowKeepsTheLineUnderTheFinger() {
        let h = Harness()
        let view = TourDrawViewProbe()
        h.view.addChild(view)
        h.down(1, 100, 100)
        h.wait(0.6)
        h.glide(1, to: 160, 130, steps: 6)
        h.up(1)
        #expect(view.moved.dx == 60 && view.moved.dy == 30, "the sum of the translations is the finger's path: \(view.moved)")
        #expect(view.events.first == "long press began")
        #expect(view.events.last == "long press ended")
    }

    /// pan.require(toFail: swipe): a quick swipe is a swipe; a slow drag becomes a pan once the swipe fails.
    @Test func panVersusSwipeWithRequireToFail() {
        for order in permutations([0, 1]) {
            func run(_ body: (Harness) -> Void) -> [String] {
                let h = Harness()
                let pan = PanGestureRecognizer(name: "pan")
                let swipe = SwipeGestureRecognizer(name: "swipe")
                pan.require(toFail: swipe)
                for i in order { _ = h.add([pan, swipe][i]) }
                body(h)
                return h.log.filter { $0.hasPrefix("action") }
            }
            let quick = run { h in h.down(1, 10, 100); h.glide(1, to: 110, 100, steps: 6); h.up(1) }
            #expect(quick == ["action swipe ended"], "order \(order)")
            let slow = run { h in h.down(1, 10, 100); h.glide(1, to: 40, 100, steps: 60); h.glide(1, to: 50, 100, steps: 5); h.up(1) }
            #expect(slow.first == "action pan began", "order \(order)")
            #expect(slow.last == "action pan ended")
            #expect(!slow.contains("action swipe ended"))
        }
    }

    func pinchAndRotate(pinchSays: Bool, rotationSays: Bool, order: [Int]) -> [String] {
        let h = Harness()
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        let dp = TestDelegate(), dr = TestDelegate()
        dp.simultaneous = pinchSays
        dr.simultaneous = rotationSays
        pinch.delegate = dp
        rotation.delegate = dr
        for i in order { _ = h.add([pinch, rotation][i]) }
        // Fingers move apart a little (the pinch begins first), then turn.
        h.down(1, 100, 200)
        h.down(2, 300, 200)
        h.glideAll([(1, 90, 200), (2, 310, 200)], steps: 2)
        h.glideAll([(1, 90, 220), (2, 310, 180)], steps: 4)
        h.up(1); h.up(2)
        return h.log.filter { $0.hasPrefix("action") }.map { String($0.split(separator: " ")[1] + " " + $0.split(separator: " ")[2]) }
    }

    @Test func pinchAndRotationEitherDelegateSuffices() {
        for order in permutations([0, 1]) {
            for (p, r) in [(true, false), (false, true), (true, true)] {
                let log = pinchAndRotate(pinchSays: p, rotationSays: r, order: order)
                #expect(log.contains("pinch began") && log.contains("rotation began"), "\(p) \(r) order \(order): \(log)")
                #expect(log.last == "rotation ended" || log.last == "pinch ended")
            }
        }
    }

    @Test func pinchAndRotationBothNoIsExclusive() {
        for order in permutations([0, 1]) {
            let log = pinchAndRotate(pinchSays: false, rotationSays: false, order: order)
            #expect(log.first == "pinch began", "order \(order)")
            #expect(!log.contains("rotation began"), "order \(order): \(log)")
        }
    }

    /// A.canPrevent(B) false: A beginning leaves B alone, but B beginning still cancels A.
    @Test func canPreventIsOneWay() {
        final class Meek: PanGestureRecognizer {
            override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
        }
        for order in permutations([0, 1]) {
            let h = Harness()
            let a = Meek(name: "a")
            a.hysteresis = 5
            let b = PanGestureRecognizer(name: "b")
            b.hysteresis = 20
            let d = TestDelegate()
            a.delegate = d
            for i in order { _ = h.add([a, b][i]) }
            h.down(1, 0, 100)
            h.move(1, 10, 100)
            h.move(1, 30, 100)
            h.move(1, 40, 100)
            h.up(1)
            #expect(h.log.filter { $0.hasPrefix("action") } == [
                "action a began", "action a changed", "action b began", "action a cancelled", "action b changed",
                "action b ended",
            ], "order \(order)")
            #expect(d.asked.filter { $0.hasPrefix("simultaneous") } == ["simultaneous a b"],
                    "asked only when b may prevent a, never for a preventing b: \(d.asked)")
        }
    }

    @Test func delegateRequireFailureOfAndRequiredToFailBy() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let tap = TapGestureRecognizer(name: "tap")
            let dt = TapGestureRecognizer(name: "doubleTap")
            dt.numberOfTapsRequired = 2
            let d = TestDelegate()
            d.requireFailureOf = [dt]
            tap.delegate = d
            for i in order { _ = h.add([tap, dt][i]) }
            h.tap(50, 50)
            h.wait(0.2)
            #expect(!h.log.contains("action tap ended"), "waiting, order \(order)")
            h.wait(0.2)
            #expect(h.log.contains("action tap ended"), "order \(order)")
        }
        final class Yielding: GestureRecognizerDelegate {
            weak var waiter: GestureRecognizer?
            func gestureRecognizer(_ r: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { other === waiter }
        }
        let h = Harness()
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        let dt = h.addTap("doubleTap", taps: 2)
        let y = Yielding()
        y.waiter = tap
        dt.delegate = y
        h.doubleTap(50, 50)
        h.wait(1)
        #expect(h.log.filter { $0.hasPrefix("action") } == ["action doubleTap ended"])
    }

    @Test func anActiveRecognizerBlocksANewOneThatItCanPrevent() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        let pinch = h.add(PinchGestureRecognizer(name: "pinch"))
        h.down(1, 100, 100)
        h.move(1, 130, 100)
        h.down(2, 200, 100)
        h.move(2, 260, 100)
        h.up(1); h.up(2)
        #expect(h.log.filter { $0.hasPrefix("action") }.first == "action pan began")
        #expect(!h.log.contains("action pinch began"))
        #expect(pinch.state == .possible && pan.state == .possible)
    }
}

/// The README tour's view inside a harness, recording moves as a sum.
final class TourDrawViewProbe: Node, GestureRecognizerDelegate {
    let longPress = LongPressGestureRecognizer(name: "longPress")
    let pan = PanGestureRecognizer(name: "moveLine")
    var moved = Vector.zero
    var events: [String] = []
    init() {
        super.init(name: "draw", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        longPress.addAction { [unowned self] r in self.events.append("long press \(r.state)") }
        addGestureRecognizer(longPress)
        pan.delegate = self
        pan.cancelsTouchesInView = false
        pan.addAction { [unowned self] r in
            guard self.longPress.state.isActive, let p = r as? PanGestureRecognizer else { return }
            self.moved = self.moved + p.translation(in: self)
            p.setTranslation(.zero, in: self)
        }
        addGestureRecognizer(pan)
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
}
