import Testing
@testable import Gestures
import GestureExamples

@Suite struct BadInputTests {
    @Test func unknownTouchesAreDroppedWithDiagnostics() {
        let h = Harness()
        h.move(7, 1, 1); h.up(8); h.cancel(9)
        #expect(h.log.isEmpty)
        #expect(h.window.diagnostics == ["move of unknown touch 7: dropped", "up of unknown touch 8: dropped",
                                         "cancel of unknown touch 9: dropped"])
    }

    @Test func secondBeginIsAMoveAndTheTouchStillEndsOnce() {
        let h = Harness()
        h.down(1, 10, 10)
        h.down(1, 30, 30)
        h.up(1)
        #expect(h.log == ["touchesBegan view 1", "touchesMoved view 1", "touchesEnded view 1"])
        #expect(h.window.diagnostics == ["touch 1 began again while down: treated as a move"])
    }

    @Test func nonFiniteCoordinatesAreNeverDelivered() {
        let h = Harness()
        h.down(1, .nan, 10)
        h.down(2, 10, 10)
        h.move(2, .infinity, 5)
        h.window.touchUp(TouchID(2), at: Point(.nan, .nan), time: h.time)
        #expect(h.log == ["touchesBegan view 2", "touchesEnded view 2"])
        #expect(h.window.diagnostics.count == 3)
    }

    @Test func timestampsGoingBackwardsAreClamped() {
        let h = Harness()
        h.window.advanceTime(to: 5)
        h.window.touchDown(TouchID(1), at: Point(1, 1), time: 2)
        #expect(h.window.activeTouches[0].timestamp == 5)
        #expect(h.window.clock.now == 5)
        #expect(h.window.diagnostics.first?.contains("goes backwards") == true)
    }

    @Test func dozensOfTouchesAtOnce() {
        let h = Harness()
        let inputs = (1...50).map { TouchInput(.down, TouchID($0), at: Point(Double($0) * 5, 10)) }
        h.window.send(inputs, at: 0)
        #expect(h.window.activeTouches.count == h.window.maximumTouchCount)
        #expect(h.window.diagnostics.count == 50 - h.window.maximumTouchCount)
        h.window.cancelAllTouches(time: 0.1)
        #expect(h.window.activeTouches.isEmpty)
        #expect(h.log.first == "touchesBegan view " + (1...32).map(String.init).joined(separator: ","))
        #expect(h.log.last == "touchesCancelled view " + (1...32).map(String.init).joined(separator: ","))
    }

    @Test func aBatchNamingOneTouchTwiceIsSplitInOrder() {
        let h = Harness()
        h.window.send([TouchInput(.down, TouchID(1), at: Point(1, 1)), TouchInput(.up, TouchID(1))], at: 0)
        #expect(h.log == ["touchesBegan view 1", "touchesEnded view 1"])
    }
}

@Suite struct NodeAndResponderTests {
    @Test func hitTestingSkipsHiddenAndDisabledAndPrefersTheTopChild() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = Node(name: "a", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let b = Node(name: "b", frame: Rect(x: 30, y: 30, width: 50, height: 50))
        root.addChild(a); root.addChild(b)
        #expect(root.hitTest(Point(40, 40))?.name == "b", "last child on top")
        b.isHidden = true
        #expect(root.hitTest(Point(40, 40))?.name == "a")
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(40, 40))?.name == "root")
        #expect(root.hitTest(Point(140, 40)) == nil)
        let c = Node(name: "c", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        b.isHidden = false
        b.addChild(c)
        #expect(root.hitTest(Point(36, 36))?.name == "c")
        #expect(c.convert(Point(1, 1), to: a) == Point(26, 26))
        #expect(c.convert(fromWindow: Point(36, 36)) == Point(1, 1))
    }

    @Test func insertChildPlacesItInTheDrawingOrderAndMovesItFromItsOldParent() {
        let root = Node(name: "root"), other = Node(name: "other")
        let a = Node(name: "a"), b = Node(name: "b"), c = Node(name: "c")
        root.addChild(a); root.addChild(b); other.addChild(c)
        root.insertChild(c, at: 1)
        #expect(root.children.map(\.name) == ["a", "c", "b"])
        #expect(other.children.isEmpty && c.parent === root)
        root.insertChild(a, at: 99)
        #expect(root.children.map(\.name) == ["c", "b", "a"], "an index past the end is clamped")
    }

    /// A node inserted into itself would be its own parent (a cycle every walk up the tree loops on):
    /// refused as `addChild` refuses it.
    @Test func aNodeCannotBeInsertedAsItsOwnChild() async {
        await #expect(processExitsWith: .failure) {
            let n = Node(name: "n")
            n.insertChild(n, at: 0)
        }
        await #expect(processExitsWith: .failure) {
            let n = Node(name: "n")
            n.addChild(n)
        }
    }

    @Test func firstResponderAndCanPerformActionUpTheChain() {
        final class Editor: Node {
            var did: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool { action.name == "delete:" }
            override func perform(_ action: Action, withSender sender: AnyObject?) { did.append(action.name) }
        }
        let w = Window(size: Size(width: 100, height: 100))
        let editor = Editor(name: "editor")
        let leaf = Node(name: "leaf")
        editor.addChild(leaf)
        w.rootNode.addChild(editor)
        #expect(!leaf.becomeFirstResponder(), "a plain node cannot")
        #expect(editor.becomeFirstResponder() && editor.isFirstResponder)
        #expect(leaf.target(forAction: Action("delete:"), withSender: nil) === editor)
        #expect(leaf.target(forAction: Action("copy:"), withSender: nil) == nil)

        let menu = w.menuController
        var changes = 0
        menu.onChange = { _ in changes += 1 }
        menu.items = [MenuItem(title: "Delete", action: Action("delete:")), MenuItem(title: "Copy", action: Action("copy:"))]
        menu.setTargetRect(Rect(x: 1, y: 2, width: 3, height: 4), in: leaf)
        menu.setVisible(true)
        #expect(w.isMenuVisible)
        #expect(w.visibleMenuItems.map(\.title) == ["Delete"], "only what the first responder can perform")
        editor.resignFirstResponder()
        #expect(!w.isMenuVisible, "no first responder, no menu")
        editor.becomeFirstResponder()
        #expect(menu.select(w.visibleMenuItems[0], firstResponder: w.firstResponder))
        #expect(editor.did == ["delete:"])
        #expect(!w.isMenuVisible && changes == 2)
    }

    @Test func clockFiresTimersInDueOrderAtTheirTimes() {
        let clock = GestureClock()
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("b \(clock.now)") }
        clock.schedule(after: 0.1) { fired.append("a \(clock.now)") }
        let c = clock.schedule(after: 0.2) { fired.append("c") }
        clock.cancel(c)
        clock.advance(to: 0.25)
        #expect(fired == ["a 0.1"])
        clock.advance(to: 0.1)
        #expect(clock.now == 0.25, "time never goes back")
        clock.advance(by: 1)
        #expect(fired == ["a 0.1", "b 0.3"] && clock.now == 1.25)
    }

    @Test func colorHexRoundTrips() {
        #expect(Color(rgb: 0x12AB9F).hexString == "#12AB9F")
        #expect(Color(hex: "#00A000") == Color.green)
        #expect(Color(hex: "00A000") == nil && Color(hex: "#GG0000") == nil)
    }
}

@Suite struct CheckmarkTests {
    func stroke(_ points: [(Double, Double)]) -> [String] {
        let h = Harness()
        _ = h.add(CheckmarkGestureRecognizer(name: "check"))
        h.down(1, points[0].0, points[0].1)
        for p in points.dropFirst() { h.wait(1.0 / 60); h.move(1, p.0, p.1) }
        h.up(1)
        return h.log.filter { $0.hasPrefix("action") }
    }

    @Test func aCheckMarkIsRecognized() {
        #expect(stroke([(100, 100), (110, 110), (120, 120), (130, 100), (140, 80), (150, 60)]) == ["action check ended"])
    }

    @Test func otherStrokesFail() {
        #expect(stroke([(100, 100), (110, 110), (120, 120), (130, 130)]).isEmpty, "only down")
        #expect(stroke([(100, 100), (90, 110), (80, 120)]).isEmpty, "leftward")
        #expect(stroke([(100, 100), (110, 90), (120, 80)]).isEmpty, "only up")
        #expect(stroke([(100, 100), (110, 110), (120, 100), (130, 110)]).isEmpty, "a zigzag")
    }

    @Test func midPointIsTheBottomOfTheCheck() {
        let h = Harness()
        let check = h.add(CheckmarkGestureRecognizer(name: "check"))
        var seen = Point.zero
        check.addAction { r in seen = (r as! CheckmarkGestureRecognizer).midPoint }
        h.down(1, 100, 100); h.move(1, 110, 110); h.move(1, 120, 120); h.move(1, 130, 100); h.move(1, 140, 80); h.up(1)
        #expect(seen == Point(120, 120))
        #expect(check.midPoint == .zero, "reset after recognizing")
    }

    @Test func tourDrawViewWorksAsTheReadmeSays() {
        let h = Harness()
        let draw = TourDrawView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.view.addChild(draw)
        h.doubleTap(50, 50)
        h.wait(1)
        h.tap(60, 60)
        h.wait(1)
        h.down(1, 100, 100); h.wait(0.6); h.move(1, 120, 100); h.up(1)
        #expect(draw.events == ["clear", "select at (60.0, 60.0)", "long press began", "long press changed",
                                "move by <20.0, 0.0>", "long press ended"])
    }
}

@Suite struct TargetActionTests {
    final class Target {
        var calls: [String]
        let tag: String
        init(_ tag: String, _ calls: [String] = []) { self.tag = tag; self.calls = calls }
        func handle(_ r: GestureRecognizer) { calls.append("\(tag) \(r.state)") }
    }

    @Test func severalTargetsRemoveTargetAndTargetsThatAreGone() {
        let h = Harness()
        let tap = TapGestureRecognizer(name: "tap")
        h.view.addGestureRecognizer(tap)
        let a = Target("a"), b = Target("b")
        var log: [String] = []
        tap.addTarget(a, action: Target.handle)
        tap.addTarget(b, action: Target.handle)
        tap.addAction { r in log.append("closure \(r.state)") }
        do {
            let gone = Target("gone")
            tap.addTarget(gone, action: Target.handle)
        }
        h.tap(10, 10)
        #expect(a.calls == ["a ended"] && b.calls == ["b ended"] && log == ["closure ended"], "every target, once, in order")
        tap.removeTarget(a)
        h.wait(1)
        h.tap(10, 10, id: 2)
        #expect(a.calls == ["a ended"] && b.calls == ["b ended", "b ended"], "a was removed; the gone target was skipped")
    }
}

@Suite struct ReentrantSendTests {
    /// A control that cancels every touch when tapped (as the scene tab does): the cancellation is delivered
    /// right after the event that caused it, and every node still hears each touch end exactly once.
    @Test func sendingFromACallbackIsDeliveredAfterTheEvent() {
        final class CancelAll: Control {
            override func sendTap() { window?.cancelAllTouches(time: window!.clock.now) }
        }
        let h = Harness()
        let button = CancelAll(name: "button", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        h.view.addChild(button)
        h.down(2, 200, 200)
        h.down(1, 10, 10)
        h.up(1)
        #expect(h.log == ["touchesBegan view 2", "touchesBegan button 1", "touchesEnded button 1", "touchesCancelled view 2"])
        #expect(h.window.activeTouches.isEmpty)
    }
}
