import Testing
import Gestures
@testable import TouchTracker

/// Which events the teaching displays show (`TeachingSubjects.events(of:from:)`): a touch only the app's
/// controls had leaves no lane, unless the app's controls show (F8). Checked on a given case, and against the
/// rule as first written (a reference, below) on random multi-finger traces, from many starting times.
@Suite struct TeachingSubjectsTests {
    /// A window with the lesson's "pad" on the left and the app's "button" on the right, both taking many touches, traced.
    final class Rig {
        let window = Window(size: Size(width: 400, height: 200))
        let trace = GestureTrace()
        init() {
            for (name, x) in [("pad", 0.0), ("button", 200.0)] {
                let node = Node(name: name, frame: Rect(x: x, y: 0, width: 200, height: 200))
                node.isMultipleTouchEnabled = true   // a call then names every finger of a batch on it
                window.rootNode.addChild(node)
            }
            window.trace = trace
        }
    }

    let subjects = TeachingSubjects(lesson: ["pad"], app: ["button"])

    /// Each touch event as `name kind`, in order.
    func touches(_ events: [GestureTrace.Event]) -> [String] {
        events.compactMap { e in
            if case .touch(let name, let kind, _) = e.kind { return "\(name) \(kind)" }
            return nil
        }
    }

    @Test func aTouchOnlyTheAppsButtonHadLeavesNoLaneUnlessTheAppsControlsShow() {
        let r = Rig()
        r.window.touchDown(TouchID(1), at: Point(300, 100), time: 0)   // the button's
        r.window.touchUp(TouchID(1), time: 0.1)
        r.window.touchDown(TouchID(1), at: Point(100, 100), time: 0.2)   // the pad's: the same name, a new touch
        r.window.touchUp(TouchID(1), time: 0.3)
        #expect(touches(subjects.events(of: r.trace)) == ["1 down", "1 up"])
        #expect(touches(subjects.events(of: r.trace, from: 0.15)) == ["1 down", "1 up"])
        var all = subjects
        all.showsAppControls = true
        #expect(touches(all.events(of: r.trace)) == ["1 down", "1 up", "1 down", "1 up"])
        #expect(Self.reference(subjects, r.trace, from: -.infinity).map(\.time) == subjects.events(of: r.trace).map(\.time))
    }

    @Test func randomMultiFingerTracesFilterAsTheRuleAsFirstWritten() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let r = Rig()
            var down: [Int: Point] = [:]
            for step in 0..<300 {
                // One to three fingers a frame, in one batch: a node's call then lists them all ("1,3").
                var batch: [TouchInput] = []
                for id in Set((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 1...4, using: &rng) }).sorted() {
                    if let at = down[id] {
                        if Int.random(in: 0..<4, using: &rng) == 0 {
                            batch.append(TouchInput(.up, TouchID(id)))
                            down[id] = nil
                        } else {
                            let to = Point(min(390, max(10, at.x + Double.random(in: -30...30, using: &rng))), at.y)
                            batch.append(TouchInput(.move, TouchID(id), at: to))
                            down[id] = to
                        }
                    } else {
                        let at = Point(Double.random(in: 10...390, using: &rng), 100)
                        batch.append(TouchInput(.down, TouchID(id), at: at))
                        down[id] = at
                    }
                }
                r.window.send(batch, at: Double(step) / 60)
            }
            #expect(r.trace.events.contains { if case .call(_, _, let t) = $0.kind { return t.contains(",") } else { return false } },
                    "no call listed two touches: the case the rule reads in place is not tried")
            for from in stride(from: -1.0, through: 5.0, by: 0.37) {
                let now = subjects.events(of: r.trace, from: from), then = Self.reference(subjects, r.trace, from: from)
                #expect(now.map(\.time) == then.map(\.time) && touches(now) == touches(then), "from \(from)")
            }
        }
    }

    /// The rule as first written: `events(of:from:)` with the touches split into an array and each node
    /// asked about for each touch.
    static func reference(_ s: TeachingSubjects, _ trace: GestureTrace, from time: Seconds) -> [GestureTrace.Event] {
        let recent = trace.events.suffix(Swift.max(0, Swift.min(trace.events.count, trace.totalCount - s.since)))
        let window = recent.filter { $0.time >= time }
        let shown = window.filter { s.shows($0) }
        guard !s.showsAppControls else { return shown }
        var instance: [String: Int] = [:]
        var atApp: Set<TeachingSubjects.TouchInstance> = [], atLesson: Set<TeachingSubjects.TouchInstance> = []
        func reached(_ node: String, _ touch: Substring) {
            let t = TeachingSubjects.TouchInstance(name: String(touch), number: instance[String(touch), default: 0])
            if s.shows(name: node) { atLesson.insert(t) } else { atApp.insert(t) }
        }
        for e in window {
            switch e.kind {
            case .touch(let name, .down, _): instance[name, default: 0] += 1
            case .call(let node, _, let touches): for t in touches.split(separator: ",") { reached(node, t) }
            case .held(let node, _, let touch, _), .dropped(let node, let touch): reached(node, touch[...])
            default: break
            }
        }
        let appOnly = atApp.subtracting(atLesson)
        guard !appOnly.isEmpty else { return shown }
        var seen: [String: Int] = [:]
        return shown.filter { e in
            switch e.kind {
            case .touch(let name, let kind, _):
                if kind == .down { seen[name, default: 0] += 1 }
                return !appOnly.contains(TeachingSubjects.TouchInstance(name: name, number: seen[name, default: 0]))
            case .touchType(let name, _):
                return !appOnly.contains(TeachingSubjects.TouchInstance(name: name, number: seen[name, default: 0]))
            default:
                return true
            }
        }
    }
}
