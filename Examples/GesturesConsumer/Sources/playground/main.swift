// Drives the setup `touchtracker --print-code gestures` printed for Examples/Playgrounds/tap-chain.playground
// (Playground.swift beside this file, written by the app; `make test` checks it is what the app prints now)
// with the lab's station 15 interactions: one tap, two, three. Each gesture fires exactly one action.
// Exits 1 (printing both) when the action log is not the station's.
import Gestures
#if canImport(Glibc)
import Glibc
#endif

let window = Window(size: Size(width: 480, height: 380))
let recognizers = installPlayground(on: window.rootNode)
var actions: [String] = []
for r in recognizers { r.addAction { r in actions.append("\(r.name) \(r.state)") } }

/// `count` taps 0.1 s apart at (200, 200), starting at `start`; then the clock runs a second on.
@MainActor func taps(_ count: Int, at start: Double) {
    for k in 0..<count {
        let t = start + Double(k) * 0.1
        window.touchDown(TouchID(k + 1), at: Point(x: 200, y: 200), time: t)
        window.touchUp(TouchID(k + 1), time: t + 0.05)
    }
    window.advanceTime(to: start + 1)
}
taps(1, at: 0)
taps(2, at: 2)
taps(3, at: 4)

let expected = ["tap ended", "double ended", "triple ended"]
print(actions.joined(separator: "\n"))
if actions != expected {
    print("playground: expected\n\(expected.joined(separator: "\n"))")
    exit(1)
}
print("playground: the printed setup reproduces station 15")
