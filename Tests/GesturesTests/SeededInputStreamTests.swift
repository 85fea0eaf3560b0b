import Testing
import GestureExamples
@testable import Gestures

/// Seeded random streams of every input a laptop has (fingers, pens and trackpad fingers of every type,
/// mouse presses with random buttons, hovers of the mouse and a pen, wheel and trackpad scrolls) against
/// recognizers of every kind with random settings and relations. Checked after each stream: no illegal
/// transition, every node told a touch began told exactly once that it ended or was cancelled, and once
/// everything has lifted, left and gone quiet, every recognizer is back to possible with no timer left.
/// (The app's own randomized suites live in Tests/TouchTrackerTests; these are the engine's.)
@Suite struct SeededInputStreamTests {
    struct Stream {
        var rng: SeededGenerator
        mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        mutating func chance(_ p: Double) -> Bool { rng.unit() < p }
        mutating func point() -> Point { Point(x: rng.uniform(-20, 420), y: rng.uniform(-20, 420)) }
    }

    func makeRecognizers(_ s: inout Stream, pad: Node, view: Node) -> [(GestureRecognizer, Node)] {
        let tap = TapGestureRecognizer(name: "tap")
        let rightTap = TapGestureRecognizer(name: "rightTap")
        rightTap.buttonMaskRequired = .secondary
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        let longPress = LongPressGestureRecognizer(name: "longPress")
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = s.pick([.all, .discrete, .continuous, []])
        let outerPan = PanGestureRecognizer(name: "outerPan")
        outerPan.allowedScrollTypesMask = .all
        let swipe = SwipeGestureRecognizer(name: "swipe")
        let hover = HoverGestureRecognizer(name: "hover")
        let outerHover = HoverGestureRecognizer(name: "outerHover")
        let all: [GestureRecognizer] = [tap, rightTap, doubleTap, longPress, pan, outerPan, swipe, hover, outerHover]
        let typeSets: [Set<TouchType>] = [TouchType.all, [.direct], [.pencil], [.indirectPointer], [.direct, .pencil], []]
        for r in all {
            if s.chance(0.4) { r.allowedTouchTypes = s.pick(typeSets) }
            r.requiresExclusiveTouchType = s.chance(0.7)
            r.delaysTouchesBegan = s.chance(0.3)
            r.delaysTouchesEnded = s.chance(0.7)
            r.cancelsTouchesInView = s.chance(0.7)
        }
        for _ in 0..<3 {
            let a = s.pick(all), b = s.pick(all)
            if a !== b && !b.requiredToFail.contains(where: { $0 === a }) { a.require(toFail: b) }
        }
        return [(tap, pad), (rightTap, pad), (doubleTap, pad), (longPress, view), (pan, pad), (outerPan, view),
                (swipe, view), (hover, pad), (outerHover, view)]
    }

    @Test func randomStreamsKeepEveryPromise() {
        var actions: Set<String> = []
        for seed in UInt64(1)...60 {
            var s = Stream(rng: SeededGenerator(seed: seed))
            let h = Harness()
            h.window.assertsOnIllegalTransition = false
            let pad = Node(name: "pad", frame: Rect(x: 50, y: 50, width: 200, height: 200))
            pad.isMultipleTouchEnabled = s.chance(0.5)
            h.view.addChild(pad)
            let recognizers = makeRecognizers(&s, pad: pad, view: h.view)
            for (r, node) in recognizers { _ = h.add(r, to: node) }
            for (r, _) in recognizers where s.chance(0.3) {
                let d = TestDelegate()
                d.simultaneous = s.chance(0.5)
                d.begin = s.chance(0.8)
                r.delegate = d
                keepAlive.append(d)
            }
            var down: [Int: TouchType] = [:]
            for _ in 0..<200 {
                switch s.rng.next() % 10 {
                case 0, 1:
                    let id = s.pick([1, 2, 3, 9])
                    if down[id] == nil {
                        let type: TouchType = id == 9 ? .indirectPointer : s.pick([.direct, .indirect, .pencil])
                        let p = s.point()
                        var input = TouchInput(.down, TouchID(id, label: id == 9 ? "m" : nil), at: p)
                        input.type = type
                        input.buttonMask = s.pick([.primary, .secondary, [.primary, .secondary], []])
                        h.window.send([input], at: h.time)
                        down[id] = type
                    } else {
                        h.window.send([TouchInput(s.chance(0.9) ? .up : .cancel, TouchID(id, label: id == 9 ? "m" : nil))], at: h.time)
                        down[id] = nil
                    }
                case 2, 3, 4:
                    if let id = down.keys.sorted().first {
                        h.window.touchMoved(TouchID(id, label: id == 9 ? "m" : nil), to: s.point(), time: h.time)
                    }
                case 5, 6:
                    let type: TouchType = s.pick([.indirectPointer, .pencil])
                    if s.chance(0.1) { h.hoverExit(type) } else { let p = s.point(); h.hover(p.x, p.y, type: type) }
                case 7:
                    let p = s.point()
                    h.scroll(s.rng.uniform(-20, 20), s.rng.uniform(-20, 20), at: p.x, p.y, type: s.pick([.discrete, .continuous]))
                case 8:
                    if s.chance(0.2) { let (r, _) = s.pick(recognizers); r.isEnabled.toggle() }
                default:
                    break
                }
                h.wait(s.pick([0, 1.0 / 60, 0.05, 0.2, 0.6]))
            }
            for (r, _) in recognizers { r.isEnabled = true }
            h.window.cancelAllTouches(time: h.time)
            h.hoverExit(.indirectPointer)
            h.hoverExit(.pencil)
            h.wait(2)

            for entry in h.log where entry.hasPrefix("action ") { actions.insert(String(entry.dropFirst(7))) }
            #expect(!h.window.diagnostics.contains { $0.hasPrefix("illegal") }, "seed \(seed): \(h.window.diagnostics)")
            var open: [String: Int] = [:]
            var broken: [String] = []
            for entry in h.log {
                let parts = entry.split(separator: " ")
                guard parts.count == 3, parts[0].hasPrefix("touches") else { continue }
                for label in parts[2].split(separator: ",") {
                    let key = "\(parts[1]) \(label)"
                    switch parts[0] {
                    case "touchesBegan":
                        if open[key, default: 0] != 0 { broken.append("\(key) began twice") }
                        open[key] = 1
                    case "touchesMoved":
                        if open[key, default: 0] != 1 { broken.append("\(key) moved while not down") }
                    default:
                        if open[key, default: 0] != 1 { broken.append("\(key) ended while not down") }
                        open[key] = 0
                    }
                }
            }
            #expect(broken.isEmpty, "seed \(seed): \(broken)")
            #expect(open.values.allSatisfy { $0 == 0 }, "seed \(seed): \(open.filter { $0.value != 0 })")
            #expect(recognizers.allSatisfy { $0.0.state == .possible }, "seed \(seed): \(recognizers.map { "\($0.0.name) \($0.0.state)" })")
            #expect(h.window.recognizersInProgress.isEmpty && h.window.clock.pendingTimerCount == 0, "seed \(seed)")
            #expect(recognizers.allSatisfy { !($0.0 is HoverGestureRecognizer) || $0.0.trackedTouches.isEmpty })
        }
        let expected = ["tap ended", "rightTap ended", "longPress began", "pan began", "pan ended", "outerPan ended",
                        "hover began", "hover ended", "outerHover changed", "outerHover cancelled"]
        #expect(expected.filter { !actions.contains($0) }.isEmpty, "the streams reach every kind: \(actions.sorted())")
    }
}

/// Delegates for the streams' length (recognizers hold them weakly).
private nonisolated(unsafe) var keepAlive: [TestDelegate] = []
