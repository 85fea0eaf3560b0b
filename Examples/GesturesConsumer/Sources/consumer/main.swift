// The "Getting started" of the Gestures documentation, as a program: a node with a tap and a pan, touches
// fed to a window, the clock advanced by hand. Exits 1 (printing both) when the log is not the expected one.
import Gestures
#if canImport(Glibc)
import Glibc
#endif

let window = Window(size: Size(width: 400, height: 300))
let canvas = Node(name: "canvas", frame: Rect(x: 0, y: 0, width: 400, height: 300))
window.rootNode.addChild(canvas)

var heard: [String] = []
let tap = TapGestureRecognizer(name: "tap")
tap.addAction { r in heard.append("tap at \(r.location(in: canvas))") }
canvas.addGestureRecognizer(tap)

let pan = PanGestureRecognizer(name: "pan")
pan.addAction { r in
    let p = r as! PanGestureRecognizer
    heard.append("pan \(p.state) by \(p.translation(in: canvas))")
}
canvas.addGestureRecognizer(pan)

// A tap: down, 50 ms, up. Time comes only from the window's clock, which the host advances.
window.touchDown(TouchID(1), at: Point(x: 100, y: 100), time: 0)
window.touchUp(TouchID(1), time: 0.05)
// A drag of 60 points to the right in three frames of 1/60 s.
window.touchDown(TouchID(2), at: Point(x: 50, y: 200), time: 1.0)
for frame in 1...3 {
    window.touchMoved(TouchID(2), to: Point(x: 50 + Double(frame) * 20, y: 200), time: 1.0 + Double(frame) / 60)
}
window.touchUp(TouchID(2), time: 1.1)
window.advanceTime(to: 2)

let expected = [
    "tap at (100.0, 100.0)",
    "pan began by <20.0, 0.0>", "pan changed by <40.0, 0.0>", "pan changed by <60.0, 0.0>", "pan ended by <60.0, 0.0>",
]
print(heard.joined(separator: "\n"))
print("log: \(window.log.entries)")
if heard != expected {
    print("consumer: expected\n\(expected.joined(separator: "\n"))")
    exit(1)
}
print("consumer: Gestures works as a dependency")
