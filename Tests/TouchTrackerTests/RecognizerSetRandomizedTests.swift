import Testing
@testable import Gestures
import GestureExamples
import TouchTracker


/// Records, per touch object, what its node was told, and flags any broken promise.
final class AuditNode: Node {
    var begun: [ObjectIdentifier: Touch] = [:]
    var finished: Set<ObjectIdentifier> = []
    var violations: [String] = []

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches {
            let k = ObjectIdentifier(t)
            if begun[k] != nil { violations.append("\(name): began twice for \(t.id)") }
            begun[k] = t
        }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { check(touches, "moved", finishing: false) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { check(touches, "ended", finishing: true) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { check(touches, "cancelled", finishing: true) }

    private func check(_ touches: [Touch], _ what: String, finishing: Bool) {
        for t in touches {
            let k = ObjectIdentifier(t)
            if begun[k] == nil { violations.append("\(name): \(what) without began for \(t.id)") }
            if finished.contains(k) { violations.append("\(name): \(what) after the end for \(t.id)") }
            if finishing { finished.insert(k) }
        }
    }
}

final class AuditControl: Control {
    var begun = 0, finished = 0
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { begun += touches.count }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { finished += touches.count }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { finished += touches.count }
}

@Suite struct RandomizedTests {
    struct World {
        let window: Window
        let draw: AuditNode
        let single: AuditNode
        let button: AuditControl
        let recognizers: [GestureRecognizer]
        let trackerSet: TouchTrackerRecognizers
    }

    /// TouchTracker's recognizers on `draw` (the app's own set); a single-touch child with pinch and rotation
    /// (rotation's delegate allows recognizing together); a button.
    func makeWorld() -> World {
        let window = Window(size: Size(width: 400, height: 400), log: EventLog(isEnabled: false))
        window.onDiagnostic = nil
        let draw = AuditNode(name: "draw", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        draw.isMultipleTouchEnabled = true
        window.rootNode.addChild(draw)
        let single = AuditNode(name: "single", frame: Rect(x: 250, y: 250, width: 150, height: 150))
        draw.addChild(single)
        let button = AuditControl(name: "button", frame: Rect(x: 0, y: 0, width: 60, height: 40))
        draw.addChild(button)
        let trackerSet = TouchTrackerRecognizers()
        trackerSet.install(on: draw)
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        rotation.delegate = trackerSet
        single.addGestureRecognizer(pinch)
        single.addGestureRecognizer(rotation)
        return World(window: window, draw: draw, single: single, button: button,
                     recognizers: trackerSet.all + [pinch, rotation], trackerSet: trackerSet)
    }

    @Test func invariantsHoldOverTenThousandRandomStreams() {
        var failures: [String] = []
        for seed in 1...10_000 {
            if let problem = runStream(seed: UInt64(seed)) {
                failures.append("seed \(seed): \(problem)")
                if failures.count >= 5 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// One random stream; returns the first broken invariant, if any.
    func runStream(seed: UInt64) -> String? {
        var rng = SeededGenerator(seed: seed)
        let world = makeWorld()
        let window = world.window
        window.assertsOnIllegalTransition = false
        var problems: [String] = []
        window.onTransition = { r, from, to in
            if !(from.canTransition(to: to) || (from.isTerminal && to == .possible)) {
                problems.append("illegal transition \(r.name) \(from) -> \(to)")
            }
            // At the moment it leaves possible, everything it requires to fail must have failed (or be idle).
            guard from == .possible, to == .began || to == .ended else { return }
            for b in window.failureRequirements(of: r) where b.state.isActive || b.isInPlay || b.state == .ended {
                problems.append("\(r.name) acted while \(b.name), which it requires to fail, was \(b.state)")
            }
        }
        var time: Seconds = 0
        var down: [Int] = []
        let broken = seed % 4 == 0   // a quarter of the streams carry deliberately bad input
        let steps = Int.random(in: 10...40, using: &rng)
        func point() -> Point {
            if broken && Int.random(in: 0..<25, using: &rng) == 0 { return Point(.nan, 10) }
            return Point(Double.random(in: -10...410, using: &rng), Double.random(in: -10...410, using: &rng))
        }
        for _ in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &rng)
            var t = time
            if broken && Int.random(in: 0..<20, using: &rng) == 0 { t -= 0.5 }
            switch roll {
            case 0..<22:
                let id = broken && !down.isEmpty && Int.random(in: 0..<5, using: &rng) == 0 ? down[0] : Int.random(in: 1...12, using: &rng)
                window.touchDown(TouchID(id), at: point(), time: t)
                if !down.contains(id) { down.append(id) }
            case 22..<55:
                let ids = down.isEmpty || (broken && roll % 7 == 0) ? [Int.random(in: 1...12, using: &rng)] : down
                let inputs = ids.map { id -> TouchInput in
                    let from = window.activeTouches.first { $0.id == TouchID(id) }?.locationInWindow ?? Point(100, 100)
                    return TouchInput(.move, TouchID(id), at: Point(from.x + Double.random(in: -30...30, using: &rng),
                                                                    from.y + Double.random(in: -40...20, using: &rng)))
                }
                window.send(inputs, at: t)
            case 55..<75:
                let id = down.isEmpty || broken && roll % 5 == 0 ? Int.random(in: 1...12, using: &rng) : down.randomElement(using: &rng)!
                window.touchUp(TouchID(id), time: t)
                down.removeAll { $0 == id }
            case 75..<80:
                let id = down.randomElement(using: &rng) ?? 99
                window.touchCancelled(TouchID(id), time: t)
                down.removeAll { $0 == id }
            default:
                time += [0.016, 0.05, 0.2, 0.4, 0.6][Int.random(in: 0..<5, using: &rng)]
                window.advanceTime(to: time)
            }
            down = down.filter { id in window.activeTouches.contains { $0.id == TouchID(id) } }
        }
        // All fingers up, then let every timer run out.
        for id in down { window.touchUp(TouchID(id), time: time) }
        time += 2
        window.advanceTime(to: time)

        problems += world.draw.violations + world.single.violations
        for node in [world.draw, world.single] {
            for (k, t) in node.begun where !node.finished.contains(k) {
                problems.append("\(node.name) saw \(t.id) begin but never end")
            }
        }
        if world.button.begun != world.button.finished { problems.append("button began \(world.button.begun), finished \(world.button.finished)") }
        for r in world.recognizers where r.state != .possible || !r.trackedTouches.isEmpty {
            problems.append("\(r.name) is \(r.state) with \(r.trackedTouches.count) touches after all lifted")
        }
        if !window.recognizersInProgress.isEmpty { problems.append("recognizers still in progress") }
        if !window.heldTouches.isEmpty { problems.append("touches still held") }
        return problems.first
    }
}
