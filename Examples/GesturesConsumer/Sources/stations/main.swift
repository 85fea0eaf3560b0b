// Drives the setup `touchtracker --print-code gestures` printed for each of the lab's station files
// (Sources/StationNN/Playground.swift; `make test` checks each is what the app prints now) with the station's
// interactions (Stations/NN-name.txt, or the folder given as the argument: scripts/check-consumer.sh writes them
// from each station file's `try` and `expect` lines), and checks the action log is the
// one the file expects: the one TouchTrackerTests' StationInteractionTests gets from the lab's own station.
// Exits 1, printing both logs, at the first station that differs.
//
// The interactions format is read here a second time (TouchTracker's tests read it too): this package
// depends on `Gestures` alone, as a user's would.
import Gestures
#if canImport(Glibc)
import Glibc
#endif
import Foundation

// `installers` (Installers.swift): each station's `installPlayground`, by its number. scripts/check-consumer.sh
// generates it, with the StationNN modules, from the lab's folder (Assets/Playgrounds); the committed one is empty.

/// Repeats in a row as one line with a count (`pan changed x16`), as the files write them.
func collapsed(_ lines: [String]) -> [String] {
    var out: [(String, Int)] = []
    for l in lines { if out.last?.0 == l { out[out.count - 1].1 += 1 } else { out.append((l, 1)) } }
    return out.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
}

/// Plays one interactions file on a fresh window with station `number`'s setup; returns (actions, expected).
@MainActor func play(_ text: String, install: (Node) -> [GestureRecognizer]) -> ([String], [String]) {
    let window = Window(size: Size(width: 1000, height: 800))
    let area = Node(name: "area")
    window.rootNode.addChild(area)
    let recognizers = install(area)
    var actions: [String] = []
    for r in recognizers { r.addAction { r in actions.append("\(r.name) \(r.state)") } }
    // The first pad at the window's corner: a pad-relative point is then the same in the window, as the lab's
    // edge pan measures from its pad.
    let first = area.children[0].frame.origin
    area.frame = Rect(x: -first.x, y: -first.y, width: 1000 + first.x, height: 800 + first.y)
    func origin(_ pad: String?) -> Point {
        var stack = area.children, found: Node?
        while let n = stack.popLast() { if n.name == pad { found = n }; stack += n.children }
        return (found ?? area.children[0]).frameInWindow.origin
    }
    var expected: [String] = []
    // Time in exact ticks of 1/240 s, as a touch script's player counts it (a glide's move every 4 ticks).
    var tick = 24
    var t: Double { Double(tick) / 240 }
    func ticks(_ s: Double) -> Int { Int((s * 240).rounded()) }
    var at: [Int: (Point, Point)] = [:]
    var pens: [Int: TouchInput] = [:]   // a pen's down: what its moves report again (its force, angles)
    func inWindow(_ p: Point, _ o: Point) -> Point { Point(x: o.x + p.x, y: o.y + p.y) }
    for raw in text.split(separator: "\n") {
        var w = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ").map(String.init)
        guard let c = w.first else { continue }
        var pad: String?
        if w.count >= 3, w[w.count - 2] == "in" { pad = w.last; w.removeLast(2) }
        func d(_ i: Int) -> Double { Double(w[i])! }
        switch c {
        case "tap":
            let p = inWindow(Point(x: d(1), y: d(2)), origin(pad))
            window.touchDown(TouchID(99), at: p, time: t)
            tick += ticks(0.05)
            window.touchUp(TouchID(99), at: p, time: t)
        case "down":
            let o = origin(pad), p = Point(x: d(2), y: d(3))
            at[Int(d(1))] = (o, p)
            var input = TouchInput(.down, TouchID(Int(d(1))), at: inWindow(p, o))
            // `pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]`: the angles in degrees, as UIKit's in radians.
            if w.count >= 6, w[4] == "pen" {
                input.type = .pencil; input.force = d(5); input.maximumPossibleForce = 1
                if let t = w.firstIndex(of: "tilt") { input.altitudeAngle = d(t + 1) * .pi / 180; input.azimuthAngle = d(t + 2) * .pi / 180 }
                input.isEraser = w.contains("eraser")
                pens[Int(d(1))] = input
            } else { pens[Int(d(1))] = nil }
            window.send([input], at: t)
        case "up":
            if let (o, p) = at[Int(d(1))] { window.touchUp(TouchID(Int(d(1))), at: inWindow(p, o), time: t) }
            at[Int(d(1))] = nil
        case "glide":
            let seconds = d(1)
            var moves: [(Int, Point)] = []
            var i = 2
            while i + 2 < w.count { moves.append((Int(d(i)), Point(x: d(i + 1), y: d(i + 2)))); i += 3 }
            let n = max(1, Int((seconds * 60).rounded()))
            let starts = moves.map { at[$0.0]?.1 ?? $0.1 }
            for k in 1...n {
                tick += 4
                var inputs: [TouchInput] = []
                for (j, (id, end)) in moves.enumerated() {
                    let s = starts[j], f = Double(k) / Double(n)
                    let p = Point(x: s.x + (end.x - s.x) * f, y: s.y + (end.y - s.y) * f)
                    at[id]?.1 = p
                    var move = pens[id] ?? TouchInput(.move, TouchID(id))
                    move.kind = .move
                    move.location = inWindow(p, at[id]?.0 ?? Point(x: 0, y: 0))
                    inputs.append(move)
                }
                window.send(inputs, at: t)
            }
        case "click":
            let p = inWindow(Point(x: d(1), y: d(2)), origin(pad))
            var down = TouchInput(.down, TouchID(98), at: p)
            down.type = .indirectPointer
            down.buttonMask = w.count > 3 && w[3] == "right" ? .secondary : .primary
            window.send([down], at: t)
            tick += ticks(0.05)
            window.touchUp(TouchID(98), at: p, time: t)
        case "hover":
            let type: TouchType = w.last == "pen" ? .pencil : .indirectPointer
            if w[1] == "out" { window.send(hover: HoverInput(exitOf: type), at: t) }
            else { window.send(hover: HoverInput(move: inWindow(Point(x: d(1), y: d(2)), origin(pad)), type: type), at: t) }
        case "scroll":
            let type: ScrollType = w[3] == "continuous" ? .continuous : .discrete
            window.send(scroll: ScrollInput(delta: Vector(dx: d(1), dy: d(2)), type: type, at: inWindow(Point(x: d(4), y: d(5)), origin(pad))), at: t)
        case "pinch-trackpad":
            // A trackpad's pinch at the pointer: its begin, a change a frame to the scale S, its end; no touch.
            let p = inWindow(Point(x: d(1), y: d(2)), origin(pad)), scale = d(3)
            let n = Int(((w.count > 4 ? d(4) : 0.25) * 60 - 1e-9).rounded(.up))
            window.send(trackpadPinch: TrackpadPinchInput(.begin, at: p), at: t)
            if n == 0 { window.send(trackpadPinch: TrackpadPinchInput(.change, at: p, scale: scale), at: t) }
            for k in stride(from: 1, through: n, by: 1) {
                tick += 4
                window.send(trackpadPinch: TrackpadPinchInput(.change, at: p, scale: k == n ? scale : pow(scale, Double(k) / Double(n))), at: t)
            }
            window.send(trackpadPinch: TrackpadPinchInput(.end, at: p), at: t)
        case "wait":
            tick += ticks(d(1))
            window.advanceTime(to: t)
        case "expect":
            expected.append(w.dropFirst().joined(separator: " "))
        default:
            print("stations: unknown step '\(raw)'")
            exit(1)
        }
    }
    return (collapsed(actions), expected)
}

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1]
    : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stations").path
let files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
guard !files.isEmpty, !installers.isEmpty else {
    print("stations: no interactions files in \(folder), or no station modules (scripts/check-consumer.sh generates them)")
    exit(1)
}
for file in files {
    let number = String(file.prefix(2))
    guard let install = installers[number], let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
        print("stations: no station \(number) for \(file)")
        exit(1)
    }
    let (actions, expected) = play(text, install: install)
    if actions != expected || expected.isEmpty {
        print("stations: \(file): the printed setup gave\n  \(actions.joined(separator: "\n  "))\nbut the station gives\n  \(expected.joined(separator: "\n  "))")
        exit(1)
    }
}
print("stations: the printed setups of \(files.count) of \(installers.count) stations reproduce their action logs (a station whose recognizer is beyond the format has no interactions)")
