@testable import Gestures

/// A window with one full-size node named "view", driven on a virtual clock.
final class Harness {
    let window: Window
    let view: Node
    var time: Seconds = 0

    convenience init(size: Size = Size(width: 400, height: 400), view: Node? = nil) {
        self.init(window: Window(size: size), view: view)
    }

    /// `window` (its own clock, say) with the full-size "view" on it.
    init(window: Window, view: Node? = nil) {
        self.window = window
        let size = window.size
        self.view = view ?? Node(name: "view")
        self.view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        self.view.isMultipleTouchEnabled = true
        window.rootNode.addChild(self.view)
    }

    /// A harness whose window keeps a trace (`GestureTrace`): what happened and why.
    static func traced() -> Harness {
        let h = Harness()
        h.window.trace = GestureTrace()
        return h
    }

    /// The trace's log lines (causes included) of a harness made by `traced()`.
    var traceLines: [String] { window.trace!.events.compactMap(\.logLine) }

    /// The whole log of `body` played on a new harness with `recognizers` added to its view in `order` (their
    /// indices), and a second after it (every timer of theirs run out).
    static func log(adding recognizers: [GestureRecognizer], in order: [Int], _ body: (Harness) -> Void) -> [String] {
        let h = Harness()
        for i in order { _ = h.add(recognizers[i]) }
        body(h)
        h.wait(1)
        return h.log
    }

    /// A 400 x 400 view with a 200 x 200 "pad" in its top-left corner.
    static func withPad() -> (Harness, Node) {
        let h = Harness()
        let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.view.addChild(pad)
        return (h, pad)
    }

    /// A pan on the view; `cancelsTouchesInView` as UIKit's property.
    func addPan(_ name: String = "pan", cancelsTouchesInView: Bool = true) -> PanGestureRecognizer {
        let pan = add(PanGestureRecognizer(name: name))
        pan.cancelsTouchesInView = cancelsTouchesInView
        return pan
    }

    /// A tap of `taps` taps on the view; `delaysTouchesBegan` as UIKit's property.
    func addTap(_ name: String, taps: Int, delaysTouchesBegan: Bool = false) -> TapGestureRecognizer {
        let tap = add(TapGestureRecognizer(name: name))
        tap.numberOfTapsRequired = taps
        tap.delaysTouchesBegan = delaysTouchesBegan
        return tap
    }

    var log: [String] { window.log.entries }
    func clearLog() { window.log.clear() }

    func add<R: GestureRecognizer>(_ r: R, to node: Node? = nil) -> R {
        (node ?? view).addGestureRecognizer(r)
        r.addAction { _ in }
        return r
    }

    func down(_ id: Int, _ x: Double, _ y: Double) { window.touchDown(TouchID(id), at: Point(x, y), time: time) }
    func move(_ id: Int, _ x: Double, _ y: Double) { window.touchMoved(TouchID(id), to: Point(x, y), time: time) }
    func up(_ id: Int) { window.touchUp(TouchID(id), time: time) }
    func cancel(_ id: Int) { window.touchCancelled(TouchID(id), time: time) }
    func wait(_ s: Seconds) { time += s; window.advanceTime(to: time) }

    /// One finger down, 0.05 s, up (the touch-script's `tap`).
    func tap(_ x: Double, _ y: Double, id: Int = 1) { down(id, x, y); wait(0.05); up(id) }
    /// The script's `tap X Y 2`.
    func doubleTap(_ x: Double, _ y: Double) { taps(x, y, count: 2) }
    /// The script's `tap X Y N`: `n` taps 0.1 s apart, fingers 1, 2, ...
    func taps(_ x: Double, _ y: Double, count n: Int) {
        for id in 1...n {
            if id > 1 { wait(0.1) }
            tap(x, y, id: id)
        }
    }
    /// Moves finger `id` in `steps` frames of 1/60 s to (x, y).
    func glide(_ id: Int, to x: Double, _ y: Double, steps: Int) {
        let touch = window.activeTouches.first { $0.id == TouchID(id) }!
        let start = touch.locationInWindow
        for i in 1...steps {
            wait(1.0 / 60)
            let f = Double(i) / Double(steps)
            move(id, start.x + (x - start.x) * f, start.y + (y - start.y) * f)
        }
    }
    /// Moves several fingers together, one event per frame.
    func glideAll(_ targets: [(Int, Double, Double)], steps: Int) {
        let starts = targets.map { tgt in window.activeTouches.first { $0.id == TouchID(tgt.0) }!.locationInWindow }
        for i in 1...steps {
            wait(1.0 / 60)
            let f = Double(i) / Double(steps)
            let inputs = targets.enumerated().map { k, tgt in
                TouchInput(.move, TouchID(tgt.0), at: Point(starts[k].x + (tgt.1 - starts[k].x) * f,
                                                            starts[k].y + (tgt.2 - starts[k].y) * f))
            }
            window.send(inputs, at: time)
        }
    }
}

/// A delegate whose answers the test sets, recording what it was asked.
final class TestDelegate: GestureRecognizerDelegate {
    var simultaneous = false
    var receive: (Touch) -> Bool = { _ in true }
    var begin = true
    var requireFailureOf: [GestureRecognizer] = []
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { asked.append("shouldBegin \(r.name)"); return begin }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive(touch) }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        asked.append("simultaneous \(r.name) \(other.name)")
        return simultaneous
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailureOf.contains { $0 === other }
    }
}

/// All orderings of `items` (for checking that results do not depend on the order recognizers were added).
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    var result: [[T]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for p in permutations(rest) { result.append([item] + p) }
    }
    return result
}
