import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// The grammar's commands of the mouse, a pen above the screen, the wheel, a trackpad's pinch and keys
/// (`TouchScriptCommand.grammar`).
extension TouchScriptParser.Parser {
    /// `hover X Y [pen [DISTANCE]]`, `hover out [pen]`: the mouse or a pen moves with nothing pressed.
    mutating func readHover(_ w: [String]) throws {
        // `hover X Y [pen [DISTANCE]]`: the mouse (or a pen above the screen, DISTANCE from it, 0 to 1)
        // moves with nothing pressed; `hover out [pen]`: it leaves the window.
        if (w.count == 2 || (w.count == 3 && w[2] == "pen")) && w[1] == "out" {
            try emit(.input([.hover(to: nil, type: w.count == 3 ? .pencil : .indirectPointer)])); return
        }
        guard w.count == 3 || ((w.count == 4 || w.count == 5) && w[3] == "pen") else {
            throw fail("hover takes X Y, then optionally pen and the pen's distance (hover X Y [pen [DISTANCE]]), or out [pen]")
        }
        let p = try point(w[1], w[2])
        if w.count == 3 { mousePoint = p; try emit(.input([.mouseHover(to: p)])); return }
        if w.count == 4 { try emit(.input([.hover(to: p, type: .pencil)])); return }
        let d = try number(w[4], "the pen's distance")
        guard (0...1).contains(d) else { throw fail("the pen's distance is from 0 (touching) to 1, got '\(q(w[4]))'") }
        try emit(.input([.penHover(pen: 0, at: p, sample: PenSample(distance: d))]))
    }

    /// `scroll DX DY [precise] [shift|alt]`: a wheel's notches, or a trackpad's scroll; with a modifier held.
    mutating func readScroll(_ w: [String]) throws {
        // `scroll DX DY [precise]`: a wheel's notches (whole numbers), or with `precise` a trackpad's
        // continuous scroll; positive DY away from the user, positive DX to the right, as SDL reports them.
        // `shift` or `alt` last: the wheel turned with that key held (where the mouse is a pen, it tilts or
        // turns the pen; what `--record` writes for it).
        var w = w
        let modifier = w.count >= 4 && ["shift", "alt"].contains(w[w.count - 1]) ? w.removeLast() : nil
        let precise = w.count == 4
        guard w.count == 3 || (w.count == 4 && w[3] == "precise") else { throw fail("scroll takes DX DY, then optionally precise (scroll DX DY [precise] [shift|alt])") }
        let dx = try number(w[1], "the horizontal scroll"), dy = try number(w[2], "the vertical scroll")
        guard abs(dx) <= 100, abs(dy) <= 100 else { throw fail("a scroll moves at most 100 notches at once, got \(q(w[1])) \(q(w[2]))") }
        if !precise && (dx != dx.rounded() || dy != dy.rounded()) {
            throw fail("a wheel scrolls whole notches; a trackpad's fractions take 'precise' (scroll DX DY precise)")
        }
        let scroll = RawInput.scroll(delta: Vector(dx: dx, dy: dy), precise: precise)
        if let modifier {
            let key = KeyPress(modifier == "shift" ? "Left Shift" : "Left Alt")
            try emit(.input([.keyDown(key), scroll, .keyUp(key)]))
        } else {
            try emit(.input([scroll]))
        }
    }

    /// `mouse down X Y [N] [mirror] [left|right|middle]`, `mouse move X Y`, `mouse up`, `mouse cancel`.
    mutating func readMouse(_ w: [String]) throws {
        guard w.count >= 2 else { throw fail("mouse takes down X Y, move X Y, up or cancel") }
        switch w[1] {
        case "down":
            // Extension: `mouse down X Y [N] [mirror] [left|right|middle]` presses with digit N (2-5
            // fingers) and/or Alt (a mirrored finger) held, as a person without a touchscreen does, with
            // the button named (left by default).
            guard (4...7).contains(w.count) else {
                throw fail("mouse down takes X Y, then optionally a finger count, 'mirror' and a button (mouse down X Y [N] [mirror] [left|right|middle]), got \(w.count - 2) values")
            }
            mousePoint = try point(w[2], w[3])
            var held: [KeyPress] = []
            var button = ButtonMask.primary
            var seen: [String: String] = [:]   // what each extra word was: one of each at most
            for extra in w.dropFirst(4) {
                let kind = extra == "mirror" ? "mirror" : ["left", "right", "middle"].contains(extra) ? "button" : "finger count"
                if let earlier = seen[kind] {
                    throw fail(kind == "mirror" ? "mouse down takes 'mirror' once"
                               : "mouse down takes one \(kind), got '\(q(earlier))' and '\(q(extra))'")
                }
                seen[kind] = extra
                if extra == "mirror" { held.append(KeyPress("Left Alt")); continue }
                if let b = ["left": ButtonMask.primary, "right": .secondary, "middle": .button(3)][extra] { button = b; continue }
                let n = try number(extra, "the finger count")
                guard n == n.rounded(), (1...5).contains(n) else { throw fail("the mouse makes 1 to 5 fingers, got '\(q(extra))'") }
                if n > 1 { held.append(KeyPress(String(Int(n)))) }
            }
            try emit(.input(held.map { .keyDown($0) } + [.mouseDown(at: mousePoint, button: button)] + held.map { .keyUp($0) }))
        case "move":
            try count(w, 4, "mouse move X Y")
            mousePoint = try point(w[2], w[3])
            try emit(.input([.mouseMove(to: mousePoint)]))
        case "up":
            try count(w, 2, "mouse up")
            try emit(.input([.mouseUp(at: mousePoint)]))
        case "cancel":
            // Extension: the system cancels the mouse's touches (as when the window loses focus).
            try count(w, 2, "mouse cancel")
            try emit(.input([.mouseCancel]))
        default:
            throw fail("mouse takes down, move, up or cancel, got '\(q(w[1]))'")
        }
    }

    /// `key NAME`: a key pressed and released (modifiers joined with +).
    mutating func readKey(_ w: [String]) throws {
        try count(w, 2, "key NAME")
        guard let k = KeyPress.parse(w[1]) else { throw fail("'\(q(w[1]))' is not a key (modifiers are ctrl, shift, alt, joined with +)") }
        guard isKnownKey(k.name) else { throw fail("unknown key name '\(q(k.name))' (key names as in docs/touch-scripts.md: Escape, Delete, Z, F1, ...)") }
        try emit(.key(k))
    }

    /// `pinch-trackpad X Y S [SECONDS]`: a whole trackpad pinch at the pointer (X, Y), its scale going from
    /// 1 to S over SECONDS (0.25 unless given; one change a frame, evenly in proportion), then its end;
    /// `pinch-trackpad begin X Y`, `pinch-trackpad change X Y S` and `pinch-trackpad end X Y` its parts
    /// (what a recording writes). S, the scale since the pinch began, is from 0.01 to 100.
    mutating func trackpadPinchCommand(_ w: [String]) throws {
        let usage = "pinch-trackpad X Y S [SECONDS], or its parts: pinch-trackpad begin X Y, change X Y S, end X Y"
        func scale(_ word: String) throws -> Double {
            let s = try number(word, "the pinch's scale")
            guard s >= 0.01, s <= 100 else { throw fail("the pinch's scale is from 0.01 to 100, got '\(q(word))'") }
            return s
        }
        switch w.count > 1 ? w[1] : "" {
        case "begin":
            guard w.count == 4 else { throw fail(usage) }
            guard trackpadPinch == nil else { throw fail("a trackpad pinch is already going on (end it first: pinch-trackpad end X Y)") }
            let p = try point(w[2], w[3])
            trackpadPinch = (p, 1)
            try emit(.input([.pinchBegin(at: p)]))
        case "change":
            guard w.count == 5 else { throw fail(usage) }
            guard trackpadPinch != nil else { throw fail("no trackpad pinch is going on (pinch-trackpad begin X Y first)") }
            let p = try point(w[2], w[3]), s = try scale(w[4])
            trackpadPinch = (p, s)
            try emit(.input([.pinchUpdate(at: p, scale: s)]))
        case "end":
            guard w.count == 4 else { throw fail(usage) }
            guard trackpadPinch != nil else { throw fail("no trackpad pinch is going on (pinch-trackpad begin X Y first)") }
            let p = try point(w[2], w[3])
            trackpadPinch = nil
            try emit(.input([.pinchEnd(at: p)]))
        default:
            guard w.count == 4 || w.count == 5 else { throw fail(usage) }
            guard trackpadPinch == nil else { throw fail("a trackpad pinch is already going on (end it first: pinch-trackpad end X Y)") }
            let p = try point(w[1], w[2]), target = try scale(w[3])
            let seconds = w.count == 5 ? try time(w[4], "the pinch's time") : 0.25
            try emit(.input([.pinchBegin(at: p)]))
            let n = Self.frames(seconds)
            if n == 0 {
                try emit(.input([.pinchUpdate(at: p, scale: target)]))
            } else {
                let changes: [[RawInput]] = (1...n).map { f in
                    [.pinchUpdate(at: p, scale: f == n ? target : pow(target, Double(f) / Double(n)))]
                }
                try emit(.glide(frames: n, moves: changes))
            }
            try emit(.input([.pinchEnd(at: p)]))
        }
    }
}
