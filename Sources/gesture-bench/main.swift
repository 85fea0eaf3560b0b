import GestureExamples
import Gestures
import TouchTracker
#if canImport(Glibc)
import Glibc
#endif

// Replays a long generated trace (ten fingers, taps, double taps, long presses, drags, three-finger
// swipes) through one node carrying TouchTracker's recognizers, and prints the cost per event.
// An event is one `Window.send` call (all the touch changes of one moment); timers firing on the way are
// part of the cost. Release build only: `make bench`.

enum Step {
    case send([TouchInput], Seconds)
    case advance(Seconds)
}


func makeTrace(scenarios: Int) -> [Step] {
    var rng = SeededGenerator(seed: 42)
    var steps: [Step] = []
    var t: Seconds = 0
    let frame = 1.0 / 60
    func wait(_ s: Seconds) { t += s; steps.append(.advance(t)) }
    func send(_ inputs: [TouchInput]) { steps.append(.send(inputs, t)) }
    func glide(_ ids: [Int], from: [Point], by d: Vector, frames: Int) {
        for f in 1...frames {
            t += frame
            let k = Double(f) / Double(frames)
            send(ids.enumerated().map { i, id in TouchInput(.move, TouchID(id), at: from[i] + d * k) })
        }
    }
    for _ in 0..<scenarios {
        let p = Point(x: rng.uniform(100, 900), y: rng.uniform(150, 650))
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: // tap
            send([TouchInput(.down, TouchID(1), at: p)]); wait(0.05); send([TouchInput(.up, TouchID(1))])
        case 1: // double tap
            send([TouchInput(.down, TouchID(1), at: p)]); wait(0.05); send([TouchInput(.up, TouchID(1))]); wait(0.1)
            send([TouchInput(.down, TouchID(2), at: p)]); wait(0.05); send([TouchInput(.up, TouchID(2))])
        case 2: // long press, then move the line
            send([TouchInput(.down, TouchID(1), at: p)]); wait(0.6)
            glide([1], from: [p], by: Vector(dx: 80, dy: 40), frames: 20); send([TouchInput(.up, TouchID(1))])
        case 3: // a drag (a line)
            send([TouchInput(.down, TouchID(1), at: p)])
            glide([1], from: [p], by: Vector(dx: rng.uniform(-200, 200), dy: rng.uniform(-200, 200)), frames: 30)
            send([TouchInput(.up, TouchID(1))])
        case 4: // three-finger swipe up
            let ids = [1, 2, 3]
            let starts = ids.map { Point(x: p.x + Double($0 - 2) * 40, y: p.y + 100) }
            send(ids.map { TouchInput(.down, TouchID($0), at: starts[$0 - 1]) })
            glide(ids, from: starts, by: Vector(dx: 0, dy: -120), frames: 10)
            send(ids.map { TouchInput(.up, TouchID($0)) })
        default: // ten fingers drawing at once, landing one by one
            let ids = Array(1...10)
            let starts = ids.map { Point(x: 60 + Double($0) * 80, y: p.y) }
            for id in ids { send([TouchInput(.down, TouchID(id), at: starts[id - 1])]); t += 0.01 }
            glide(ids, from: starts, by: Vector(dx: 30, dy: rng.uniform(-100, 100)), frames: 30)
            for id in ids { send([TouchInput(.up, TouchID(id))]) }
        }
        wait(0.5) // let the tap gap run out between gestures
    }
    return steps
}

/// A node standing in for the drawing view: it keeps one stroke per touch, like the app.
final class StrokeNode: Node {
    /// One stroke slot per finger id (the trace uses ids 1...10).
    @exclusivity(unchecked) var strokes = [(Point, Point)?](repeating: nil, count: 16)
    @exclusivity(unchecked) var finished = 0
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { let p = t.location(in: self); strokes[t.id.value] = (p, p) }
    }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { strokes[t.id.value]?.1 = t.location(in: self) }
    }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for t in touches where strokes[t.id.value] != nil { strokes[t.id.value] = nil; finished += 1 }
    }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for t in touches { strokes[t.id.value] = nil }
    }
}

func makeWindow(logging: Bool) -> (Window, StrokeNode, TouchTrackerRecognizers, () -> Int) {
    let window = Window(size: Size(width: 1024, height: 768), log: EventLog(isEnabled: logging, capacity: 1 << 20))
    let node = StrokeNode(name: "draw", frame: Rect(x: 0, y: 0, width: 1024, height: 768))
    node.isMultipleTouchEnabled = true
    window.rootNode.addChild(node)
    let set = TouchTrackerRecognizers()
    var actions = 0
    for r in set.all { r.addAction { _ in actions += 1 } }
    set.install(on: node)
    return (window, node, set, { actions })
}

func nowSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func run(_ trace: [Step], logging: Bool) -> (seconds: Double, actions: Int, lines: Int) {
    let (window, node, together, actions) = makeWindow(logging: logging)
    let start = nowSeconds()
    for step in trace {
        switch step {
        case .send(let inputs, let t): window.send(inputs, at: t)
        case .advance(let t): window.advanceTime(to: t)
        }
    }
    let elapsed = nowSeconds() - start
    withExtendedLifetime(together) {}
    return (elapsed, actions(), node.finished)
}

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

let arguments = CommandLine.arguments
let scenarios = arguments.count > 1 ? Int(arguments[1]) ?? 3000 : 3000
let runs = 9
let trace = makeTrace(scenarios: scenarios)
let events = trace.reduce(0) { if case .send = $1 { return $0 + 1 } else { return $0 } }
let inputs = trace.reduce(0) { if case .send(let i, _) = $1 { return $0 + i.count } else { return $0 } }
_ = run(trace, logging: false) // warm up
var quiet: [Double] = [], logged: [Double] = []
var summary = (seconds: 0.0, actions: 0, lines: 0)
for _ in 0..<runs {
    quiet.append(run(trace, logging: false).seconds)
    summary = run(trace, logging: true)
    logged.append(summary.seconds)
}
let perEventQuiet = median(quiet) / Double(events) * 1e6
let perEventLogged = median(logged) / Double(events) * 1e6
print("trace: \(scenarios) gestures, \(events) events, \(inputs) touch changes, \(summary.actions) actions, \(summary.lines) strokes finished")
print("dispatch without the event log: \(String(format2(perEventQuiet))) us/event")
print("dispatch: \(String(format2(perEventLogged))) us/event (\(events) events, median of \(runs) runs)")

func format2(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    var s = String(r)
    if let dot = s.firstIndex(of: ".") { let decimals = s.distance(from: dot, to: s.endIndex) - 1; if decimals < 2 { s += String(repeating: "0", count: 2 - decimals) } }
    return s
}
