import Testing
@testable import Gestures

/// A trackpad's pinch (`Window.send(trackpadPinch:at:)`, UIKit's transform events) drives the pinch
/// recognizers under the pointer, no touch reaching any node. Whole logs over every order of adding the
/// recognizers.
@Suite struct TrackpadPinchTests {
    /// A 400 x 400 view with a 200 x 200 "pad" in its top-left corner.
    func padHarness() -> (Harness, Node) { Harness.withPad() }

    func pinch(_ h: Harness, _ kind: TrackpadPinchInput.Kind, _ x: Double, _ y: Double, scale: Double = 1) {
        h.window.send(trackpadPinch: TrackpadPinchInput(kind, at: Point(x, y), scale: scale), at: h.time)
    }

    @Test func aTrackpadPinchBeginsChangesAndEndsThePinchUnderThePointer() {
        for order in permutations([0, 1, 2, 3]) {
            let (h, pad) = padHarness()
            let padPinch = PinchGestureRecognizer(name: "padPinch")
            let viewPinch = PinchGestureRecognizer(name: "viewPinch")
            let rotation = RotationGestureRecognizer(name: "rotation")
            let pan = PanGestureRecognizer(name: "pan")
            let places: [(GestureRecognizer, Node)] = [(padPinch, pad), (viewPinch, h.view), (rotation, pad), (pan, pad)]
            for i in order { _ = h.add(places[i].0, to: places[i].1) }
            var seen: [String] = []
            padPinch.addAction { r in
                let p = r as! PinchGestureRecognizer
                let at = p.location(in: pad)
                seen.append("\(p.state) \(p.scale) at \(Int(at.x)),\(Int(at.y)) \(p.isDrivenByTrackpad) \(p.numberOfTouches)")
            }
            pinch(h, .begin, 100, 100)
            h.wait(0.02); pinch(h, .change, 100, 100, scale: 1.25)
            h.wait(0.02); pinch(h, .change, 104, 100, scale: 1.5)
            h.wait(0.02); pinch(h, .change, 104, 100, scale: 0.75)
            h.wait(0.02); pinch(h, .end, 104, 100)
            #expect(h.log == [
                "action padPinch began", "action padPinch changed", "action padPinch changed", "action padPinch ended",
            ], "order \(order): the deepest pinch prevents the view's; rotation and pan never hear of it; no touch")
            #expect(seen == [
                "began 1.25 at 100,100 true 0", "changed 1.5 at 104,100 true 0", "changed 0.75 at 104,100 true 0",
                "ended 0.75 at 104,100 true 0",
            ], "order \(order): the scale is the pinch's since its begin")
            #expect(padPinch.state == .possible && !padPinch.isDrivenByTrackpad && padPinch.scale == 1)
        }
    }

    /// An app resetting `scale` to 1 at each change (UIKit's usual incremental use) reads each change's ratio.
    @Test func resettingTheScaleReadsEachChange() {
        let h = Harness()
        let p = h.add(PinchGestureRecognizer(name: "pinch"))
        var ratios: [Double] = []
        p.addAction { r in let p = r as! PinchGestureRecognizer; ratios.append(p.scale); p.scale = 1 }
        pinch(h, .begin, 100, 100)
        for s in [1.5, 3, 1.5] { h.wait(0.02); pinch(h, .change, 100, 100, scale: s) }
        pinch(h, .end, 100, 100)
        #expect(ratios == [1.5, 2, 0.5, 1])
    }

    /// Both pinches change together when the delegate allows; an end before any change fails them; a pinch
    /// tracking a touch does not join; a pinch driven takes no touch.
    @Test func arbitrationAndFailures() {
        for order in permutations([0, 1]) {
            let (h, pad) = padHarness()
            let padPinch = PinchGestureRecognizer(name: "padPinch")
            let viewPinch = PinchGestureRecognizer(name: "viewPinch")
            let places: [(GestureRecognizer, Node)] = [(padPinch, pad), (viewPinch, h.view)]
            for i in order { _ = h.add(places[i].0, to: places[i].1) }
            let d = TestDelegate(); d.simultaneous = true; padPinch.delegate = d
            h.window.trace = GestureTrace()
            pinch(h, .begin, 100, 100)
            h.down(1, 150, 150)
            h.wait(0.02); pinch(h, .change, 100, 100, scale: 2)
            h.wait(0.02); pinch(h, .end, 100, 100)
            h.up(1)
            pinch(h, .begin, 100, 100)
            pinch(h, .end, 100, 100)
            #expect(h.log == [
                "touchesBegan pad 1", "action padPinch began", "action viewPinch began",
                "action padPinch ended", "action viewPinch ended", "touchesEnded pad 1",
            ], "order \(order): the touch reaches the pad, never the driven pinches; the idle pinch ends in a failure")
            #expect(h.window.trace!.events.compactMap(\.logLine) == [
                "padPinch not given 1: a trackpad pinch drives it", "viewPinch not given 1: a trackpad pinch drives it",
                "touchesBegan pad 1", "action padPinch began", "action viewPinch began",
                "action padPinch ended", "action viewPinch ended", "touchesEnded pad 1",
                "padPinch failed: the trackpad pinch ended before it changed",
                "viewPinch failed: the trackpad pinch ended before it changed",
            ], "order \(order)")
        }
    }

    @Test func aPinchOverNothingOrNotFiniteChangesNothing() {
        let (h, _) = padHarness()
        _ = h.add(PinchGestureRecognizer(name: "pinch"))
        pinch(h, .change, 100, 100, scale: 2)      // no begin: nothing follows
        pinch(h, .begin, 500, 500)                 // outside every node
        pinch(h, .change, 500, 500, scale: 2)
        pinch(h, .end, 500, 500)
        pinch(h, .begin, 100, 100)
        pinch(h, .change, 100, 100, scale: .nan)
        pinch(h, .change, 100, 100, scale: 0)
        pinch(h, .end, 100, 100)
        #expect(h.log.isEmpty)
        #expect(h.window.diagnostics.count == 2)
    }
}
