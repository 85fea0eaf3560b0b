import Testing
@testable import Gestures

/// A touch pressing harder or lighter without moving (issue 41): UIKit reports it as `touchesMoved` with
/// the new force, to the recognizers and to the view, so a pen pressing harder in one place widens its
/// line live.
@Suite struct ForceChangeTests {
    /// A recognizer recording what it hears, with the force of each touch.
    final class Listener: GestureRecognizer {
        var heard: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { heard.append("began \(touches[0].force)") }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { heard.append("moved \(touches[0].force)") }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { heard.append("ended \(touches[0].force)") }
    }

    /// A view recording the force of each touch it hears of, and its location and previous location.
    final class ForceView: Node {
        var heard: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { note("began", touches[0]) }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { note("moved", touches[0]) }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { note("ended", touches[0]) }
        func note(_ what: String, _ t: Touch) {
            heard.append("\(what) \(t.force) at \(Int(t.locationInWindow.x)) from \(Int(t.previousLocationInWindow.x)) \(t.phase)")
        }
    }

    func pen(_ kind: TouchInput.Kind, at x: Double, force: Double) -> TouchInput {
        var input = TouchInput(kind, TouchID(1), at: Point(x, 100))
        input.type = .pencil
        input.force = force
        input.maximumPossibleForce = 1
        return input
    }

    @Test func aForceChangeWithNoMotionIsAMove() {
        let view = ForceView(name: "pad")
        let h = Harness(view: view)
        let listener = h.add(Listener(name: "listener"))
        h.window.send([pen(.down, at: 100, force: 0.2)], at: 0)
        h.window.send([pen(.move, at: 100, force: 0.6)], at: 0.02)
        h.window.send([pen(.move, at: 100, force: 0.6)], at: 0.04)   // nothing changed: no move
        h.window.send([pen(.move, at: 110, force: 0.6)], at: 0.06)
        h.window.send([pen(.move, at: 110, force: 0.9)], at: 0.08)
        h.window.send([pen(.up, at: 110, force: 0.9)], at: 0.1)
        #expect(listener.heard == ["began 0.2", "moved 0.6", "moved 0.6", "moved 0.9", "ended 0.9"])
        #expect(view.heard == [
            "began 0.2 at 100 from 100 began", "moved 0.6 at 100 from 100 moved", "moved 0.6 at 110 from 100 moved",
            "moved 0.9 at 110 from 110 moved", "ended 0.9 at 110 from 110 ended",
        ])
        #expect(h.log == ["touchesBegan pad 1", "touchesMoved pad 1", "touchesMoved pad 1", "touchesMoved pad 1", "touchesEnded pad 1"])
    }
}
