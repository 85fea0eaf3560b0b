import Testing
@testable import Gestures

/// `allowedTouchTypes` and `requiresExclusiveTouchType` (UIGestureRecognizer.h), each a whole ordered log
/// over every order of adding the recognizers.
@Suite struct TouchTypeTests {
    func tap(_ name: String, _ types: Set<TouchType>) -> TapGestureRecognizer {
        let r = TapGestureRecognizer(name: name)
        r.allowedTouchTypes = types
        return r
    }

    @Test func aTouchOfATypeNotAllowedNeverReachesTheRecognizer() {
        for order in permutations([0, 1]) {
            let log = Harness.log(adding: [tap("fingerTap", [.direct]), tap("penTap", [.pencil])], in: order) { h in
                h.taps(100, 100, of: [.direct, .pencil, .indirect], gap: 1)
            }
            #expect(log == [
                "touchesBegan view 1", "action fingerTap ended", "touchesCancelled view 1",
                "touchesBegan view 2", "action penTap ended", "touchesCancelled view 2",
                "touchesBegan view 3", "touchesEnded view 3",
            ], "order \(order): a trackpad finger (.indirect) is neither's")
        }
    }

    /// A double tap for fingers does not notice a pen tapping between its taps.
    @Test func aTouchNotAllowedChangesNothingOfTheRecognizersState() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let doubleTap = tap("doubleTap", [.direct])
            doubleTap.numberOfTapsRequired = 2
            let penPan = PanGestureRecognizer(name: "penPan")
            penPan.allowedTouchTypes = [.pencil]
            let rs: [GestureRecognizer] = [doubleTap, penPan]
            for i in order { _ = h.add(rs[i]) }
            h.taps(100, 100, of: [.direct, .pencil, .direct], gap: 0.05)
            #expect(h.log == [
                "touchesBegan view 1", "touchesBegan view 2", "touchesEnded view 2",
                "touchesBegan view 3", "action doubleTap ended", "touchesCancelled view 1,3",
            ], "order \(order): the finger's end waits for the double tap, the pen's does not")
            #expect(h.window.diagnostics.isEmpty, "penPan failed quietly on its own lift: \(h.window.diagnostics)")
        }
    }

    /// delaysTouchesBegan and cancelsTouchesInView concern only the recognizer's own touches.
    @Test func aTouchNotAllowedIsNeitherHeldBackNorCancelledByTheRecognizer() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let penTap = tap("penTap", [.pencil])
            penTap.delaysTouchesBegan = true
            let penPan = PanGestureRecognizer(name: "penPan")
            penPan.allowedTouchTypes = [.pencil]
            let rs: [GestureRecognizer] = [penTap, penPan]
            for i in order { _ = h.add(rs[i]) }
            h.down(1, 100, 100, type: .direct)
            h.down(2, 200, 100, type: .pencil)
            h.glide(2, to: 260, 100, steps: 6)
            h.up(1)
            h.up(2)
            #expect(h.log == [
                "touchesBegan view 1",
                "action penPan began", "action penPan changed", "action penPan changed", "action penPan changed",
                "action penPan changed", "action penPan changed",
                "touchesEnded view 1", "action penPan ended",
            ], "order \(order): the pen's began was held by penTap, then dropped when penPan began; the finger is told all")
        }
    }

    /// UIGestureRecognizer.h: with requiresExclusiveTouchType, "once it receives a touch of a certain type,
    /// it will ignore new touches of other types, until it is reset".
    func joining(first: TouchType, then second: TouchType, exclusive: Bool, order: [Int]) -> (log: [String], translation: Vector) {
        let h = Harness()
        let pan = PanGestureRecognizer(name: "pan")
        pan.requiresExclusiveTouchType = exclusive
        let other = tap("fingerTap", [.direct])
        let rs: [GestureRecognizer] = [pan, other]
        for i in order { _ = h.add(rs[i]) }
        h.down(1, 100, 100, type: first)
        h.glide(1, to: 160, 100, steps: 6)
        h.down(2, 300, 300, type: second)
        h.wait(1.0 / 60)
        h.move(2, 300, 350)
        let translation = pan.translation(in: nil)
        h.up(1)
        h.up(2)
        return (h.log, translation)
    }

    /// Exclusive (`requiresExclusiveTouchType`), a pan ignores a touch of another type joining it: its node
    /// hears that touch, the translation stays the first touch's. Not exclusive, the active pan takes it (so
    /// its node never hears it) and the centroid moves by half the new touch's 50 pt. Every pair of types,
    /// every order of adding.
    @Test(arguments: [true, false]) func aTouchOfAnotherTypeJoiningAPan(exclusive: Bool) {
        let moved = ["touchesBegan view 1", "action pan began", "touchesCancelled view 1",
                     "action pan changed", "action pan changed", "action pan changed", "action pan changed", "action pan changed"]
        for (first, second) in [(TouchType.direct, TouchType.pencil), (.pencil, .direct)] {
            for order in permutations([0, 1]) {
                let run = joining(first: first, then: second, exclusive: exclusive, order: order)
                if exclusive {
                    #expect(run.log == moved + ["touchesBegan view 2", "touchesMoved view 2", "action pan ended", "touchesEnded view 2"],
                            "\(first) then \(second), order \(order)")
                    #expect(run.translation == Vector(dx: 60, dy: 0), "the joining touch moves nothing")
                } else {
                    // The second finger of the pen-first run is also the finger tap's: it fails on the 50 pt move.
                    #expect(run.log == moved + ["action pan changed", "action pan ended"], "\(first) then \(second), order \(order)")
                    #expect(run.translation == Vector(dx: 60, dy: 25))
                }
            }
        }
    }

    /// Exclusivity lasts until the recognizer is back to possible: then the other type is welcome.
    @Test func exclusivityEndsWithTheGesture() {
        let h = Harness()
        let pan = h.add(PanGestureRecognizer(name: "pan"))
        h.down(1, 100, 100, type: .pencil)
        h.glide(1, to: 160, 100, steps: 2)
        h.up(1)
        h.down(2, 100, 100, type: .direct)
        h.glide(2, to: 160, 100, steps: 2)
        h.up(2)
        #expect(pan.state == .possible)
        #expect(h.log == [
            "touchesBegan view 1", "action pan began", "touchesCancelled view 1", "action pan changed", "action pan ended",
            "touchesBegan view 2", "action pan began", "touchesCancelled view 2", "action pan changed", "action pan ended",
        ])
    }

    /// Defaults: every type, exclusive; a touch sent without a type is `.direct`.
    @Test func defaults() {
        let r = TapGestureRecognizer()
        #expect(r.allowedTouchTypes == TouchType.all)
        #expect(r.requiresExclusiveTouchType)
        r.allowedTouchTypes = [.pencil, .indirectPointer]
        #expect(r.allowedTouchTypes == [.pencil, .indirectPointer])
        let h = Harness()
        h.down(1, 100, 100)
        #expect(h.window.activeTouches[0].type == .direct && h.window.activeTouches[0].buttonMask.isEmpty)
        #expect(HoverGestureRecognizer().allowedTouchTypes == TouchType.all, "the pointers it follows")
    }

    /// Tap counting (`Touch.tapCount`) counts on only from a tap of the same type.
    @Test func tapCountsCountOnlyTapsOfTheSameType() {
        let h = Harness()
        var counts: [String] = []
        final class Probe: Node {
            var seen: (Touch) -> Void = { _ in }
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { for t in touches { seen(t) } }
        }
        let probe = Probe(name: "probe", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        probe.seen = { counts.append("\($0.type) \($0.tapCount)") }
        h.view.addChild(probe)
        h.taps(100, 100, of: [.direct, .pencil, .pencil, .direct], gap: 0.1)
        #expect(counts == ["direct 1", "pencil 1", "pencil 2", "direct 1"])
    }
}
