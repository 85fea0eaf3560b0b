import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// The grammar's touch commands (`TouchScriptCommand.grammar`): fingers down, moved, lifted, and the
/// gestures made of them.
extension TouchScriptParser.Parser {
    /// `down F X Y [pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]]`: finger F goes down (a pen's touch with its force).
    mutating func readDown(_ w: [String]) throws {
        // `down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]`: a pen's touch (`.pencil`) pressing with
        // FORCE, 0 to 1, held at ALTITUDE and AZIMUTH degrees (UIKit's angles), with its eraser end.
        if w.count >= 5 && w[4] == "pen" {
            guard w.count >= 6 else { throw fail("a pen's down takes its force after 'pen' (down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]), got \(w.count - 1) values") }
        } else {
            try count(w, 4, "down F X Y")
        }
        let id = try fingerID(w[1])
        let p = try point(w[2], w[3])
        var pen: PenSample?
        if w.count >= 6 {
            let force = try number(w[5], "the pen's force")
            guard (0...1).contains(force) else { throw fail("the pen's force is from 0 to 1, got '\(q(w[5]))'") }
            pen = try penExtras(Array(w[6...]), force: force)
        }
        guard fingers[id] == nil else { throw fail("finger \(id) is already down") }
        guard fingers.count < TouchScript.maximumFingers else {
            throw fail("finger \(id) cannot go down: \(TouchScript.maximumFingers) fingers are down already")
        }
        if let pen {
            fingers[id] = p
            let reported = pen.tiltX != nil || pen.eraser
            try emit(.input([.scriptFinger(.down, id: id, at: p, type: .pencil, force: pen.pressure, pen: reported ? pen : nil)]))
        } else {
            try down([id], [p])
        }
    }

    /// `move F X Y`: finger F moves there at once.
    mutating func readMove(_ w: [String]) throws {
        try count(w, 4, "move F X Y")
        let id = try fingerID(w[1])
        let p = try point(w[2], w[3])
        guard fingers[id] != nil else { throw fail("finger \(id) is not down") }
        fingers[id] = p
        try emit(.input([.scriptFinger(.move, id: id, at: p)]))
    }

    /// `up F`, `cancel F`: finger F lifts, or the system cancels it.
    mutating func readUp(_ w: [String]) throws {
        try count(w, 2, "\(w[0]) F")
        let id = try fingerID(w[1])
        guard let p = fingers[id] else { throw fail("finger \(id) is not down") }
        if w[0] == "up" { try up([id]) } else {
            try emit(.input([.scriptFinger(.cancel, id: id, at: p)]))
            fingers[id] = nil
        }
    }

    /// `glide S F X Y [F X Y ...]`: fingers down move there together over S seconds.
    mutating func readGlide(_ w: [String]) throws {
        guard w.count >= 5, (w.count - 2) % 3 == 0 else {
            throw fail("glide takes a time, then a finger and a point per finger (glide S F X Y [F X Y ...]), got \(w.count - 1) values")
        }
        let seconds = try time(w[1])
        var ids: [Int] = [], targets: [Point] = []
        var i = 2
        while i < w.count {
            let id = try fingerID(w[i])
            guard fingers[id] != nil else { throw fail("finger \(id) is not down") }
            guard !ids.contains(id) else { throw fail("finger \(id) is listed twice") }
            ids.append(id)
            targets.append(try point(w[i + 1], w[i + 2]))
            i += 3
        }
        try glide(ids, to: targets, seconds: seconds)
    }

    /// `tap X Y [N]`: N taps (1 unless given) of a free finger.
    mutating func readTap(_ w: [String]) throws {
        guard w.count == 3 || w.count == 4 else { throw fail("tap takes 2 or 3 values (tap X Y [N]), got \(w.count - 1)") }
        let p = try point(w[1], w[2])
        var n = 1
        if w.count == 4 {
            let v = try number(w[3], "the number of taps")
            guard v == v.rounded(), v >= 1, v <= 100 else { throw fail("the number of taps is a whole number from 1 to 100, got '\(q(w[3]))'") }
            n = Int(v)
        }
        let id = try freeFingers(1, for: "tap")[0]
        for k in 0..<n {
            if k > 0 { try emit(.frames(Self.frames(0.1))) }
            try down([id], [p]); try emit(.frames(Self.frames(0.05))); try up([id])
        }
    }

    /// `drag X1 Y1 X2 Y2 S`: a free finger down, along, up.
    mutating func readDrag(_ w: [String]) throws {
        try count(w, 6, "drag X1 Y1 X2 Y2 S")
        let a = try point(w[1], w[2]), b = try point(w[3], w[4])
        let s = try time(w[5])
        let id = try freeFingers(1, for: "drag")[0]
        try down([id], [a]); try glide([id], to: [b], seconds: s); try up([id])
    }

    /// `press X Y S`: a free finger held S seconds.
    mutating func readPress(_ w: [String]) throws {
        try count(w, 4, "press X Y S")
        let p = try point(w[1], w[2])
        let s = try time(w[3])
        let id = try freeFingers(1, for: "press")[0]
        try down([id], [p]); try emit(.frames(Self.frames(s))); try up([id])
    }

    /// `swipe N DIR X Y D S`: N fingers side by side move D points up, down, left or right over S seconds.
    mutating func readSwipe(_ w: [String]) throws {
        try count(w, 7, "swipe N DIR X Y D S")
        let nv = try number(w[1], "the number of fingers")
        guard nv == nv.rounded(), (1...5).contains(nv) else { throw fail("a swipe uses 1 to 5 fingers, got '\(q(w[1]))'") }
        let n = Int(nv)
        let direction: Vector
        switch w[2] {
        case "up": direction = Vector(dx: 0, dy: -1)
        case "down": direction = Vector(dx: 0, dy: 1)
        case "left": direction = Vector(dx: -1, dy: 0)
        case "right": direction = Vector(dx: 1, dy: 0)
        default: throw fail("a swipe's direction is up, down, left or right, got '\(q(w[2]))'")
        }
        let c = try point(w[3], w[4])
        let d = try coordinate(w[5], "the distance")
        let s = try time(w[6])
        let ids = try freeFingers(n, for: "swipe")
        let across = Vector(dx: -direction.dy, dy: direction.dx)
        let starts = (0..<n).map { c + across * ((Double($0) - Double(n - 1) / 2) * 40) }
        try down(ids, starts)
        try glide(ids, to: starts.map { $0 + direction * d }, seconds: s)
        try up(ids)
    }

    /// `pinch X Y R1 R2 S`: two fingers on either side of (X, Y) from R1 to R2 points from it.
    mutating func readPinch(_ w: [String]) throws {
        try count(w, 6, "pinch X Y R1 R2 S")
        let c = try point(w[1], w[2])
        let r1 = try coordinate(w[3], "R1"), r2 = try coordinate(w[4], "R2")
        let s = try time(w[5])
        let ids = try freeFingers(2, for: "pinch")
        try down(ids, [Point(c.x - r1, c.y), Point(c.x + r1, c.y)])
        try glide(ids, to: [Point(c.x - r2, c.y), Point(c.x + r2, c.y)], seconds: s)
        try up(ids)
    }

    /// `rotate X Y R DEG S`: two fingers R points on either side of (X, Y) turn DEG degrees.
    mutating func readRotate(_ w: [String]) throws {
        try count(w, 6, "rotate X Y R DEG S")
        let c = try point(w[1], w[2])
        let r = try coordinate(w[3], "R")
        let degrees = try number(w[4], "DEG")
        guard abs(degrees) <= TouchScript.maximumDegrees else {
            throw fail("DEG must be between -\(Int(TouchScript.maximumDegrees)) and \(Int(TouchScript.maximumDegrees)), got \(q(w[4]))")
        }
        let s = try time(w[5])
        let ids = try freeFingers(2, for: "rotate")
        try down(ids, [Point(c.x - r, c.y), Point(c.x + r, c.y)])
        let n = Self.frames(s)
        var moves: [[RawInput]] = []
        for f in 1...Swift.max(1, n) {
            let a = degrees * Double.pi / 180 * (n == 0 ? 1 : Double(f) / Double(n))   // over 0 s: one step to the end
            moves.append([.scriptFinger(.move, id: ids[0], at: Point(c.x - r * cos(a), c.y - r * sin(a))),
                          .scriptFinger(.move, id: ids[1], at: Point(c.x + r * cos(a), c.y + r * sin(a)))])
        }
        let end = degrees * Double.pi / 180
        fingers[ids[0]] = Point(c.x - r * cos(end), c.y - r * sin(end))
        fingers[ids[1]] = Point(c.x + r * cos(end), c.y + r * sin(end))
        try emit(n == 0 ? .input(moves[0]) : .glide(frames: n, moves: moves))
        try up(ids)
    }

    /// What follows a pen's force in `down F X Y pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]`: the sample.
    func penExtras(_ rest: [String], force: Double) throws -> PenSample {
        var sample = PenSample(pressure: force)
        var i = 0
        while i < rest.count {
            switch rest[i] {
            case "tilt" where sample.tiltX == nil:
                guard i + 2 < rest.count else { throw fail("tilt takes the pen's altitude and azimuth in degrees (tilt ALTITUDE AZIMUTH)") }
                let altitude = try number(rest[i + 1], "the pen's altitude")
                let azimuth = try number(rest[i + 2], "the pen's azimuth")
                guard (0...90).contains(altitude) else { throw fail("the pen's altitude is from 0 (flat) to 90 degrees (upright), got '\(q(rest[i + 1]))'") }
                guard (-360...360).contains(azimuth) else { throw fail("the pen's azimuth is in degrees, -360 to 360, got '\(q(rest[i + 2]))'") }
                let t = PenSample.tilts(altitude: altitude * .pi / 180, azimuth: azimuth * .pi / 180)
                sample.tiltX = t.x; sample.tiltY = t.y
                i += 3
            case "eraser" where !sample.eraser:
                sample.eraser = true
                i += 1
            default:
                throw fail("after a pen's force come 'tilt ALTITUDE AZIMUTH' and 'eraser', each at most once, got '\(q(rest[i]))'")
            }
        }
        return sample
    }
}
