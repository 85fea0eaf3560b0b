import Testing
@testable import Gestures

/// `HoverGestureRecognizer` and `Window.send(hover:at:)` (UIHoverGestureRecognizer.h): began on entering
/// its node, changed on moving over it, ended on leaving; a press pauses it. Whole logs over every order
/// of adding the recognizers.
@Suite struct HoverTests {
    /// A 400 x 400 view with a 200 x 200 "pad" in its top-left corner.
    func padHarness() -> (Harness, Node) { Harness.withPad() }

    /// Records each action with the recognizer's location in the window.
    func recordLocations(_ r: GestureRecognizer, into seen: @escaping (String) -> Void) {
        r.addAction { r in
            let p = r.location(in: nil)
            seen("\(r.name) \(r.state) \(Int(p.x)),\(Int(p.y))")
        }
    }

    /// A drag does not move the hover (paused where the press began); the release puts the pointer's hover
    /// location where it let go, as the pointer is there (a ring drawn at it no longer shows at the drag's
    /// start until the pointer moves), while its recognizers hear of nothing until the next hover move.
    @Test func theReleasePutsTheHoverLocationWhereThePointerLetGo() {
        let (h, pad) = padHarness()
        let hover = HoverGestureRecognizer(name: "hover")
        _ = h.add(hover, to: pad)
        var seen: [String] = []
        recordLocations(hover) { seen.append($0) }
        h.hover(50, 50)
        h.wait(0.1); h.press(50, 50)
        h.wait(0.1); h.drag(150, 120)
        #expect(h.window.hoverLocation() == Point(50, 50), "paused where the press began")
        h.wait(0.1); h.release()
        #expect(h.window.hoverLocation() == Point(150, 120), "where the pointer let go")
        #expect(seen == ["hover began 50,50"], "the recognizer hears of nothing yet")
        h.wait(0.1); h.hover(160, 120)
        #expect(h.window.hoverLocation() == Point(160, 120) && seen == ["hover began 50,50", "hover changed 160,120"])
    }

    @Test func beganOnEnteringChangedOnMovingEndedOnLeaving() {
        for order in permutations([0, 1, 2]) {
            let (h, pad) = padHarness()
            let hover = HoverGestureRecognizer(name: "hover")
            let viewHover = HoverGestureRecognizer(name: "viewHover")
            let tap = TapGestureRecognizer(name: "tap")
            let places: [(GestureRecognizer, Node)] = [(hover, pad), (viewHover, h.view), (tap, pad)]
            var seen: [String] = []
            for i in order { _ = h.add(places[i].0, to: places[i].1) }
            recordLocations(hover) { seen.append($0) }
            h.hover(300, 300)
            h.wait(0.1); h.hover(100, 100)
            h.wait(0.1); h.hover(120, 100)
            h.wait(0.1); h.hover(300, 100)
            h.wait(0.1); h.hoverExit()
            #expect(h.log == [
                "action viewHover began",
                "action viewHover changed", "action hover began",
                "action hover changed", "action viewHover changed",
                "action hover ended", "action viewHover changed",
                "action viewHover ended",
            ], "order \(order): leaving comes before moving, changes before requests to begin, deeper nodes first")
            #expect(seen == ["hover began 100,100", "hover changed 120,100", "hover ended 300,100"],
                    "order \(order): the ended hover reports where the pointer moved off its node")
            #expect(hover.state == .possible && hover.numberOfTouches == 0 && h.window.hoverLocation() == nil)
        }
    }

    /// UIHoverGestureRecognizer.h: "While buttons are pressed any currently active hover gesture recognizers
    /// are effectively paused (letting other gesture recognizers work)". The hover takes no touch: the
    /// tap recognizes, and without the tap the view hears the click whole.
    @Test func aPressPausesTheHover() {
        for withTap in [true, false] {
            for order in permutations([0, 1]) {
                let h = Harness()
                let hover = HoverGestureRecognizer(name: "hover")
                let tap = TapGestureRecognizer(name: "tap")
                let rs: [GestureRecognizer] = withTap ? [hover, tap] : [hover]
                for i in order where i < rs.count { _ = h.add(rs[i]) }
                h.hover(100, 100)
                h.wait(0.1)
                h.press(100, 100)
                h.wait(0.02); h.hover(105, 100)
                #expect(hover.state == .began && hover.trackedTouches.isEmpty, "paused, and not given the press")
                #expect(h.window.hoverLocation() == Point(100, 100))
                h.wait(0.03)
                h.release()
                h.wait(0.1); h.hover(120, 100)
                h.wait(0.1); h.hoverExit()
                let click = withTap ? ["touchesBegan view m", "action tap ended", "touchesCancelled view m"]
                    : ["touchesBegan view m", "touchesEnded view m"]
                #expect(h.log == ["action hover began"] + click + ["action hover changed", "action hover ended"],
                        "order \(order), tap \(withTap)")
            }
        }
    }

    /// A pointer leaving the window ends the hover, even during a press.
    @Test func leavingTheWindowDuringAPressEndsTheHover() {
        let h = Harness()
        _ = h.add(HoverGestureRecognizer(name: "hover"))
        h.hover(100, 100)
        h.press(100, 100)
        h.hoverExit()
        h.release()
        #expect(h.log == ["action hover began", "touchesBegan view m", "action hover ended", "touchesEnded view m"])
    }

    /// Refused on entering (shouldBegin), it stays out until the pointer leaves and comes back.
    @Test func aRefusedHoverIsAskedAgainOnlyOnTheNextEntry() {
        for order in permutations([0, 1]) {
            let (h, pad) = padHarness()
            let hover = HoverGestureRecognizer(name: "hover")
            let d = TestDelegate()
            d.begin = false
            hover.delegate = d
            let tap = TapGestureRecognizer(name: "tap")
            let rs: [GestureRecognizer] = [hover, tap]
            for i in order { _ = h.add(rs[i], to: pad) }
            h.hover(100, 100)
            h.hover(110, 100)
            h.hover(300, 300)
            d.begin = true
            h.hover(100, 100)
            h.hover(110, 100)
            #expect(d.asked == ["shouldBegin hover", "shouldBegin hover"], "order \(order)")
            #expect(h.log == ["action hover began", "action hover changed"], "order \(order)")
        }
    }

    /// require(toFail:) holds a hover's began until the other has failed.
    @Test func aHoverWaitsForItsFailureRequirement() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let hover = HoverGestureRecognizer(name: "hover")
            let longPress = LongPressGestureRecognizer(name: "longPress")
            hover.require(toFail: longPress)
            let rs: [GestureRecognizer] = [hover, longPress]
            for i in order { _ = h.add(rs[i]) }
            h.down(1, 50, 50)
            h.wait(0.1); h.hover(100, 100)
            h.wait(0.1); h.hover(110, 100)
            #expect(hover.state == .possible, "waiting")
            h.wait(0.1); h.up(1)
            h.wait(0.1); h.hover(120, 100)
            #expect(h.timedLog == [
                "0.000 touchesBegan view 1", "0.300 action hover began", "0.300 touchesEnded view 1",
                "0.400 action hover changed",
            ], "order \(order)")
            // The pointer leaving while the hover waits fails it.
            h.hoverExit()
            h.clearLog()
            h.down(2, 50, 50)
            h.hover(100, 100)
            h.hoverExit()
            h.up(2)
            #expect(h.log == ["touchesBegan view 2", "touchesEnded view 2"],
                    "order \(order): failed when the pointer left, it does not begin when the long press fails")
        }
    }

    /// It follows one pointer, the first to enter; `allowedTouchTypes` chooses which pointers.
    @Test func itFollowsOnePointerOfAnAllowedType() {
        let h = Harness()
        let hover = h.add(HoverGestureRecognizer(name: "hover"))
        let penHover = h.add(HoverGestureRecognizer(name: "penHover"))
        penHover.allowedTouchTypes = [.pencil]
        var seen: [String] = []
        recordLocations(hover) { seen.append($0) }
        h.hover(100, 100)
        h.hover(200, 200, type: .pencil)
        h.hover(210, 200, type: .pencil)
        #expect(hover.pointerType == .indirectPointer && penHover.pointerType == .pencil)
        #expect(h.window.hoverLocation(of: .pencil) == Point(210, 200) && h.window.hoverLocation() == Point(100, 100))
        h.hoverExit()
        h.hover(220, 200, type: .pencil)
        h.hoverExit(.pencil)
        #expect(h.log == [
            "action hover began", "action penHover began", "action penHover changed",
            "action hover ended", "action penHover changed", "action hover began",
            "action penHover ended", "action hover ended",
        ], "changes before requests to begin; leaving in the order they were entered")
        #expect(seen == ["hover began 100,100", "hover ended 100,100", "hover began 220,200", "hover ended 220,200"],
                "the mouse, then the pen once the mouse had left")
    }

    /// Entering is hit-testing: a node on top hides the one below, a hidden node is never entered.
    @Test func entryFollowsHitTesting() {
        let (h, pad) = padHarness()
        let cover = Node(name: "cover", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.view.addChild(cover)
        _ = h.add(HoverGestureRecognizer(name: "hover"), to: pad)
        h.hover(50, 50)
        #expect(h.log.isEmpty)
        h.hover(150, 150)
        h.hover(50, 50)
        pad.isHidden = true
        h.hover(150, 150)
        #expect(h.log == ["action hover began", "action hover ended"])
    }

    /// Disabled mid-hover it is cancelled, and begins again only when the pointer enters it afresh.
    @Test func disablingCancelsUntilTheNextEntry() {
        let h = Harness()
        let hover = h.add(HoverGestureRecognizer(name: "hover"))
        h.hover(100, 100)
        hover.isEnabled = false
        h.hover(110, 100)
        hover.isEnabled = true
        h.hover(120, 100)
        h.view.removeGestureRecognizer(hover)
        h.hover(130, 100)
        #expect(hover.state == .possible && hover.pointerType == nil)
        h.view.addGestureRecognizer(hover)
        h.hover(140, 100)
        #expect(h.log == ["action hover began", "action hover cancelled", "action hover began", "action hover began"])
    }

    /// Sent from an action, a hover is delivered after the current input; non-finite hovers are dropped.
    @Test func hoversSentFromCallbacksWaitTheirTurn() {
        let h = Harness()
        let hover = h.add(HoverGestureRecognizer(name: "hover"))
        let tap = h.add(TapGestureRecognizer(name: "tap"))
        tap.addAction { [h] _ in h.window.send(hover: HoverInput(move: Point(50, 50)), at: h.time) }
        hover.addAction { [h] r in h.window.log.append("hover at \(r.location(in: nil))") }
        h.tap(100, 100)
        h.hover(.nan, 0)
        #expect(h.log == [
            "touchesBegan view 1", "action tap ended", "touchesCancelled view 1", "action hover began", "hover at (50.0, 50.0)",
        ])
        #expect(h.window.diagnostics == ["hover of indirectPointer at a non-finite location: dropped"])
    }
}
