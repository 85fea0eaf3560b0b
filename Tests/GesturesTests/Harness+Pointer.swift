@testable import Gestures

/// Touches of every type, pointer buttons, hovers and scrolls for the harness.
extension Harness {
    /// Touch `id` of `type` (with `buttons` for the pointer) down at (x, y).
    func down(_ id: Int, _ x: Double, _ y: Double, type: TouchType, buttons: ButtonMask = []) {
        var input = TouchInput(.down, TouchID(id), at: Point(x, y))
        input.type = type
        input.buttonMask = buttons
        window.send([input], at: time)
    }
    /// The mouse (touch `id` 9, labelled `m`) pressed with `buttons` at (x, y).
    func press(_ x: Double, _ y: Double, buttons: ButtonMask = .primary) {
        var input = TouchInput(.down, TouchID(9, label: "m"), at: Point(x, y))
        input.type = .indirectPointer
        input.buttonMask = buttons
        window.send([input], at: time)
    }
    /// The mouse dragged to (x, y).
    func drag(_ x: Double, _ y: Double) { window.touchMoved(TouchID(9, label: "m"), to: Point(x, y), time: time) }
    /// The mouse released.
    func release() { window.touchUp(TouchID(9, label: "m"), time: time) }
    /// A click with `buttons`: pressed, 0.05 s, released.
    func click(_ x: Double, _ y: Double, buttons: ButtonMask = .primary) { press(x, y, buttons: buttons); wait(0.05); release() }
    /// A tap of `type` with touch `id`: down, 0.05 s, up.
    func tap(_ x: Double, _ y: Double, id: Int = 1, type: TouchType) { down(id, x, y, type: type); wait(0.05); up(id) }
    /// A tap of a touch of each of `types` in turn, `gap` seconds apart, fingers 1, 2, ...
    func taps(_ x: Double, _ y: Double, of types: [TouchType], gap: Seconds) {
        for (i, type) in types.enumerated() {
            if i > 0 { wait(gap) }
            tap(x, y, id: i + 1, type: type)
        }
    }

    /// The pointer of `type` hovers at (x, y).
    func hover(_ x: Double, _ y: Double, type: TouchType = .indirectPointer) {
        window.send(hover: HoverInput(move: Point(x, y), type: type), at: time)
    }
    /// The pointer of `type` leaves the window.
    func hoverExit(_ type: TouchType = .indirectPointer) { window.send(hover: HoverInput(exitOf: type), at: time) }

    /// One scroll of (dx, dy) points at (x, y).
    func scroll(_ dx: Double, _ dy: Double, at x: Double = 100, _ y: Double = 100, type: ScrollType = .continuous) {
        window.send(scroll: ScrollInput(delta: Vector(dx: dx, dy: dy), type: type, at: Point(x, y)), at: time)
    }
    /// `count` scrolls of (dx, dy), one a frame (1/60 s), the first now.
    func scrollFlick(_ count: Int, _ dx: Double, _ dy: Double, at x: Double = 100, _ y: Double = 100,
                     type: ScrollType = .continuous) {
        for i in 0..<count {
            if i > 0 { wait(1.0 / 60) }
            scroll(dx, dy, at: x, y, type: type)
        }
    }
    /// The log's entries with their times (`1.250 action pan ended`), to check when things happened.
    var timedLog: [String] {
        zip(window.log.times, window.log.entries).map { t, e in
            let ms = Int((t * 1000).rounded())
            return "\(ms / 1000).\(String(ms % 1000).leftPadded(3)) \(e)"
        }
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: Swift.max(0, n - count)) + self }
}
