import Testing
@testable import Gestures

/// Pointer buttons: `TapGestureRecognizer.buttonMaskRequired` (UITapGestureRecognizer.h), the buttons the
/// other recognizers report (`GestureRecognizer.buttonMask`, UIGestureRecognizer.h: "not considered as
/// requirements"), and `TouchEvent.buttonMask`. Whole logs over every order of adding the recognizers.
@Suite struct PointerButtonTests {
    func clickTaps(order: [Int], rightTapForPointerOnly: Bool = true, body: (Harness) -> Void) -> [String] {
        let leftTap = TapGestureRecognizer(name: "leftTap")
        let rightTap = TapGestureRecognizer(name: "rightTap")
        rightTap.buttonMaskRequired = .secondary
        if rightTapForPointerOnly { rightTap.allowedTouchTypes = [.indirectPointer] }
        return Harness.log(adding: [leftTap, rightTap], in: order, body)
    }

    @Test func aLeftClickTapsTheLeftTapARightClickTheRightTap() {
        for order in permutations([0, 1]) {
            #expect(clickTaps(order: order) { h in h.click(100, 100) } == [
                "touchesBegan view m", "action leftTap ended", "touchesCancelled view m",
            ], "order \(order)")
            #expect(clickTaps(order: order) { h in h.click(100, 100, buttons: .secondary) } == [
                "touchesBegan view m", "action rightTap ended", "touchesCancelled view m",
            ], "order \(order)")
            #expect(clickTaps(order: order) { h in h.tap(100, 100, type: .pencil) } == [
                "touchesBegan view 1", "action leftTap ended", "touchesCancelled view 1",
            ], "order \(order): a pen has no buttons and taps the primary tap")
        }
    }

    /// UITapGestureRecognizer.h: buttonMaskRequired "is only evaluated on indirect input devices": a finger
    /// taps a right-click tap that does not restrict its touch types.
    @Test func fingersAreNotCheckedForButtons() {
        for order in permutations([0, 1]) {
            let h = Harness()
            let rightTap = TapGestureRecognizer(name: "rightTap")
            rightTap.buttonMaskRequired = .secondary
            let longPress = LongPressGestureRecognizer(name: "longPress")
            let rs: [GestureRecognizer] = [rightTap, longPress]
            for i in order { _ = h.add(rs[i]) }
            h.tap(100, 100)
            h.wait(1)
            h.click(100, 100)
            #expect(h.log == [
                "touchesBegan view 1", "action rightTap ended", "touchesCancelled view 1",
                "touchesBegan view m", "touchesEnded view m",
            ], "order \(order): the finger taps it, the primary click does not")
        }
    }

    /// The buttons must be exactly those required: a chord taps only a tap that requires the chord.
    @Test func aChordTapsOnlyATapRequiringIt() {
        for order in permutations([0, 1, 2]) {
            let h = Harness()
            let leftTap = TapGestureRecognizer(name: "leftTap")
            let rightTap = TapGestureRecognizer(name: "rightTap")
            rightTap.buttonMaskRequired = .secondary
            let chordTap = TapGestureRecognizer(name: "chordTap")
            chordTap.buttonMaskRequired = [.primary, .secondary]
            let rs = [leftTap, rightTap, chordTap]
            for i in order { _ = h.add(rs[i]) }
            h.click(100, 100, buttons: [.primary, .secondary])
            h.wait(1)
            h.click(100, 100, buttons: .button(3))
            #expect(h.log == [
                "touchesBegan view m", "action chordTap ended", "touchesCancelled view m",
                "touchesBegan view m", "touchesEnded view m",
            ], "order \(order): the middle button taps none")
        }
    }

    /// "Default is UIEventButtonMaskPrimary and cannot be 0"; a pointer touch the host sent without buttons
    /// is a primary press.
    @Test func emptyMasksMeanThePrimaryButton() {
        let tap = TapGestureRecognizer()
        #expect(tap.buttonMaskRequired == .primary)
        tap.buttonMaskRequired = []
        #expect(tap.buttonMaskRequired == .primary)
        let h = Harness()
        _ = h.add(TapGestureRecognizer(name: "tap"))
        h.down(1, 100, 100, type: .indirectPointer)
        #expect(h.window.activeTouches[0].buttonMask == .primary)
        h.wait(0.05)
        h.up(1)
        h.down(2, 100, 100, type: .direct, buttons: .secondary)
        #expect(h.window.activeTouches[0].buttonMask.isEmpty, "a finger has no buttons")
        h.up(2)
        h.wait(0.5)
        h.down(3, 100, 100, type: .pencil, buttons: .secondary)
        #expect(h.window.activeTouches[0].buttonMask == .secondary, "a pen's are its side buttons, never made primary")
        h.up(3)
        #expect(h.log == [
            "touchesBegan view 1", "action tap ended", "touchesCancelled view 1",
            "touchesBegan view 2", "action tap ended", "touchesCancelled view 2",
            "touchesBegan view 3", "action tap ended", "touchesCancelled view 3",
        ], "a pen's side button is not checked by buttonMaskRequired (only pointers' are)")
    }

    /// The long press and the pan take any button and report it (`buttonMask`): a right-button press is a
    /// long press, a right-button drag a pan; the primary-button tap fails at once.
    @Test func aLongPressAndAPanTakeAnyButtonAndReportIt() {
        for order in permutations([0, 1, 2]) {
            let h = Harness()
            let longPress = LongPressGestureRecognizer(name: "longPress")
            let pan = PanGestureRecognizer(name: "pan")
            let tap = TapGestureRecognizer(name: "tap")
            let rs: [GestureRecognizer] = [longPress, pan, tap]
            var buttons: [String] = []
            for i in order { _ = h.add(rs[i]) }
            for r in rs { r.addAction { r in buttons.append("\(r.name) \(r.buttonMask.rawValue)") } }
            h.press(100, 100, buttons: .secondary)
            h.wait(0.6)
            h.release()
            h.wait(1)
            h.press(100, 100, buttons: .secondary)
            h.wait(1.0 / 60)
            h.drag(130, 100)
            h.release()
            #expect(h.log == [
                "touchesBegan view m", "action longPress began", "touchesCancelled view m", "action longPress ended",
                "touchesBegan view m", "action pan began", "touchesCancelled view m", "action pan ended",
            ], "order \(order)")
            #expect(buttons == ["longPress 2", "longPress 2", "pan 2", "pan 2"], "order \(order)")
        }
    }

    /// The event's buttons (UIEvent's `buttonMask`): the pointer's while it is down, none for fingers.
    @Test func theEventCarriesTheButtonsHeld() {
        final class Probe: Node {
            var seen: [String] = []
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { seen.append("began \(event.buttonMask.rawValue)") }
            override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { seen.append("ended \(event.buttonMask.rawValue)") }
        }
        let h = Harness()
        let probe = Probe(name: "probe", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        probe.isMultipleTouchEnabled = true
        h.view.addChild(probe)
        h.press(100, 100, buttons: .secondary)
        h.down(1, 200, 200)
        h.release()
        h.up(1)
        #expect(probe.seen == ["began 2", "began 2", "ended 0", "ended 0"],
                "a finger going down while the right button is held sees it held; none once released")
    }
}
