import Foundation
import Gestures

/// A station's interactions (its lesson file's `try STEP` and `expect` lines, `StationSpec.interactions`; the
/// consumer package gets them as `Stations/NN-name.txt` from scripts/check-consumer.sh): what a person does on
/// the station's pads, and the action log that must follow. The one reader and player of the format, in a
/// library of its own that depends on `Gestures` alone (the product `StationSteps`): the lab's file check
/// (`StationSpec`), the lab's own stations (`StationInteractionTests`), the station suite's scripts
/// (`StationSuiteTests`) and the setups `--print-code gestures` prints (the consumer package's `stations`)
/// all read it here.
///
/// A line that is not a step is a `Problem` naming its line, never a crash: numbers are finite, finger ids
/// whole numbers from 1 to 1000000, times from 0 to `maximumSeconds`.
///
/// One step a line, `#` starts a comment; points are in the pad's own coordinates (the first pad without
/// `in PAD`), times in seconds:
/// - `tap X Y [in PAD]`: a finger's tap (down, up 0.05 s later);
/// - `down ID X Y [pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]] [in PAD]`: finger ID touches; with `pen` it
///   is a pen (`.pencil`) pressing with FORCE (0 to 1), with `tilt` held at ALTITUDE degrees from the screen
///   (90 upright: `altitudeAngle`) its back end pointing AZIMUTH degrees clockwise from +x
///   (`azimuthAngle(in:)`), with `eraser` touching with its eraser end (`isEraser`), as a touch script's
///   `down` (docs/touch-scripts.md);
/// - `up ID`;
/// - `glide SECONDS ID X Y [ID X Y...]`: fingers moved together, 60 moves a second;
/// - `click X Y [left|right] [in PAD]`: the mouse's button (the left one unless named) pressed and
///   released 0.05 s later: an `.indirectPointer` touch with `.primary` or `.secondary`;
/// - `hover X Y [pen] [in PAD]`: the mouse (or with `pen` a pen above the screen) moves there, nothing pressed;
///   `hover out [pen]`: it leaves the window;
/// - `scroll DX DY discrete|continuous X Y [in PAD]`: a wheel's notch or a trackpad's step of (DX, DY) points
///   of content motion, at (X, Y);
/// - `pinch-trackpad X Y S [SECONDS] [in PAD]`: a trackpad's pinch with the pointer at (X, Y), its scale
///   going from 1 to S over SECONDS (0.25 unless given; one change a frame, evenly in proportion, the last
///   exactly S), then its end: no touch, as a touch script's `pinch-trackpad`;
/// - `wait SECONDS`; `expect NAME STATE [xN]`: the action log, in order (N the same action in a row).
public struct StationInteractions: Sendable {
    /// A pen's `down`: its force (0 to 1), its tilt in degrees (nil: upright, as every pen on SDL 2) and
    /// whether it touches with its eraser end.
    public struct Pen: Sendable, Equatable {
        public var force: Double
        public var tilt: (altitude: Double, azimuth: Double)?
        public var eraser = false
        public static func == (a: Pen, b: Pen) -> Bool {
            a.force == b.force && a.eraser == b.eraser && a.tilt?.altitude == b.tilt?.altitude && a.tilt?.azimuth == b.tilt?.azimuth
        }
    }
    public enum Step: Sendable {
        case tap(Point, pad: String?)
        case down(Int, Point, pen: Pen?, pad: String?)
        case up(Int)
        case glide(Double, [(Int, Point)])
        case click(Point, ButtonMask, pad: String?)
        case hover(Point?, TouchType, pad: String?)
        case scroll(Vector, ScrollType, at: Point, pad: String?)
        case pinchTrackpad(Point, scale: Double, seconds: Double, pad: String?)
        case wait(Double)
    }
    public var steps: [Step] = []
    /// The `expect` lines, as written after `expect`.
    public var expected: [String] = []

    public struct Problem: Error, CustomStringConvertible, Sendable {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The longest time a step may take (`wait`, `glide`, `pinch-trackpad`), in seconds.
    public static let maximumSeconds = 3600.0

    public init(_ text: String) throws(Problem) {
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var w = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let c = w.first else { continue }
            func fail(_ m: String) -> Problem { Problem(line: n + 1, message: m) }
            var pad: String?
            if w.count >= 3, w[w.count - 2] == "in" { pad = w.last; w.removeLast(2) }
            func d(_ i: Int) throws(Problem) -> Double {
                guard i < w.count, let v = Double(w[i]), v.isFinite else { throw fail("'\(c)' needs a number as word \(i + 1): \(raw)") }
                return v
            }
            func point(_ i: Int) throws(Problem) -> Point { Point(try d(i), try d(i + 1)) }
            func id(_ i: Int) throws(Problem) -> Int {
                let v = try d(i)
                guard v == v.rounded(), v >= 1, v <= 1_000_000 else { throw fail("a finger id is a whole number from 1 to 1000000: \(raw)") }
                return Int(v)
            }
            func seconds(_ i: Int) throws(Problem) -> Double {
                let v = try d(i)
                guard v >= 0, v <= Self.maximumSeconds else { throw fail("a time is from 0 to \(Int(Self.maximumSeconds)) seconds: \(raw)") }
                return v
            }
            switch c {
            case "tap": steps.append(.tap(try point(1), pad: pad))
            case "down":
                let usage = "down ID X Y [pen FORCE [tilt ALTITUDE AZIMUTH] [eraser]]: \(raw)"
                var pen: Pen?
                if w.count >= 6, w[4] == "pen" {
                    var p = Pen(force: try d(5))
                    guard (0...1).contains(p.force) else { throw fail("a pen's force is from 0 to 1: \(raw)") }
                    var i = 6
                    while i < w.count {
                        if w[i] == "tilt", p.tilt == nil {
                            p.tilt = (try d(i + 1), try d(i + 2))
                            guard (-360...360).contains(p.tilt!.azimuth) else { throw fail("a pen's azimuth is from -360 to 360 degrees: \(raw)") }
                            guard (0...90).contains(p.tilt!.altitude) else { throw fail("a pen's altitude is from 0 to 90 degrees: \(raw)") }
                            i += 3
                        } else if w[i] == "eraser", !p.eraser {
                            p.eraser = true
                            i += 1
                        } else { throw fail(usage) }
                    }
                    pen = p
                } else if w.count != 4 { throw fail(usage) }
                steps.append(.down(try id(1), try point(2), pen: pen, pad: pad))
            case "up": steps.append(.up(try id(1)))
            case "wait": steps.append(.wait(try seconds(1)))
            case "glide":
                guard w.count >= 5, (w.count - 2) % 3 == 0 else { throw fail("glide SECONDS ID X Y [ID X Y...]: \(raw)") }
                var moves: [(Int, Point)] = []
                var i = 2
                while i + 2 < w.count { moves.append((try id(i), try point(i + 1))); i += 3 }
                steps.append(.glide(try seconds(1), moves))
            case "click":
                let button = w.count > 3 ? w[3] : "left"
                guard button == "left" || button == "right" else { throw fail("click X Y [left|right]: \(raw)") }
                steps.append(.click(try point(1), button == "right" ? .secondary : .primary, pad: pad))
            case "hover":
                let type: TouchType = w.last == "pen" ? .pencil : .indirectPointer
                steps.append(.hover(w.count > 1 && w[1] == "out" ? nil : try point(1), type, pad: pad))
            case "scroll":
                guard w.count == 6, let type = ["discrete": ScrollType.discrete, "continuous": .continuous][w[3]] else {
                    throw fail("scroll DX DY discrete|continuous X Y: \(raw)")
                }
                steps.append(.scroll(Vector(dx: try d(1), dy: try d(2)), type, at: try point(4), pad: pad))
            case "pinch-trackpad":
                guard w.count == 4 || w.count == 5 else { throw fail("pinch-trackpad X Y S [SECONDS]: \(raw)") }
                let scale = try d(3), time = w.count == 5 ? try seconds(4) : 0.25
                guard scale >= 0.01, scale <= 100 else { throw fail("a trackpad pinch's scale is from 0.01 to 100: \(raw)") }
                steps.append(.pinchTrackpad(try point(1), scale: scale, seconds: time, pad: pad))
            case "expect": expected.append(w.dropFirst().joined(separator: " "))
            default: throw fail("unknown step: \(raw)")
            }
        }
    }

    /// Plays the steps on `window` from its clock's time + 0.1 s, each pad's points offset by `origin(pad)`
    /// (nil: the first pad). Time is counted in exact ticks of 1/240 s, as a touch script's player counts it
    /// (a glide's move every 4 ticks, a frame), so a move that falls on a timer's due time meets it as in a
    /// script: the timer fires first.
    public func play(on window: Window, origin: (String?) -> Point) {
        var tick = Int(((window.clock.now + 0.1) * 240).rounded(.up))
        var t: Seconds { Double(tick) / 240 }
        func ticks(_ s: Double) -> Int { Int((s * 240).rounded()) }
        var at: [Int: (Point, Point)] = [:]   // finger: (pad origin, point in the pad)
        var pens: [Int: TouchInput] = [:]     // a pen's down: what its moves report again (its force, angles)
        func inWindow(_ p: Point, _ o: Point) -> Point { Point(o.x + p.x, o.y + p.y) }
        for step in steps {
            switch step {
            case .tap(let p, let pad):
                let o = origin(pad)
                window.touchDown(TouchID(99), at: inWindow(p, o), time: t)
                tick += ticks(0.05)
                window.touchUp(TouchID(99), at: inWindow(p, o), time: t)
            case .down(let id, let p, let pen, let pad):
                let o = origin(pad)
                at[id] = (o, p)
                var input = TouchInput(.down, TouchID(id), at: inWindow(p, o))
                if let pen {
                    input.type = .pencil; input.force = pen.force; input.maximumPossibleForce = 1
                    if let tilt = pen.tilt { input.altitudeAngle = tilt.altitude * .pi / 180; input.azimuthAngle = tilt.azimuth * .pi / 180 }
                    input.isEraser = pen.eraser
                }
                pens[id] = pen == nil ? nil : input
                window.send([input], at: t)
            case .up(let id):
                if let (o, p) = at[id] { window.touchUp(TouchID(id), at: inWindow(p, o), time: t) }
                at[id] = nil
            case .glide(let seconds, let moves):
                let n = Swift.max(1, Int((seconds * 60).rounded()))
                let starts = moves.map { at[$0.0]?.1 ?? $0.1 }
                for k in 1...n {
                    tick += 4
                    var inputs: [TouchInput] = []
                    for (j, (id, end)) in moves.enumerated() {
                        let s = starts[j], f = Double(k) / Double(n)
                        let p = Point(s.x + (end.x - s.x) * f, s.y + (end.y - s.y) * f)
                        at[id]?.1 = p
                        // A pen keeps its force and angles as it moves, as a touch script's does.
                        var move = pens[id] ?? TouchInput(.move, TouchID(id))
                        move.kind = .move
                        move.location = inWindow(p, at[id]?.0 ?? .zero)
                        inputs.append(move)
                    }
                    window.send(inputs, at: t)
                }
            case .click(let p, let button, let pad):
                let q = inWindow(p, origin(pad))
                var down = TouchInput(.down, TouchID(98), at: q)
                down.type = .indirectPointer
                down.buttonMask = button
                window.send([down], at: t)
                tick += ticks(0.05)
                window.touchUp(TouchID(98), at: q, time: t)
            case .hover(let p, let type, let pad):
                window.send(hover: p.map { HoverInput(move: inWindow($0, origin(pad)), type: type) } ?? HoverInput(exitOf: type), at: t)
            case .scroll(let delta, let type, let p, let pad):
                window.send(scroll: ScrollInput(delta: delta, type: type, at: inWindow(p, origin(pad))), at: t)
            case .pinchTrackpad(let p, let scale, let seconds, let pad):
                // As a touch script plays it: the begin, a change a frame (`ceil(SECONDS * 60)` of them), the
                // end with the last change.
                let q = inWindow(p, origin(pad))
                window.send(trackpadPinch: TrackpadPinchInput(.begin, at: q), at: t)
                let n = Int((seconds * 60 - 1e-9).rounded(.up))
                if n == 0 { window.send(trackpadPinch: TrackpadPinchInput(.change, at: q, scale: scale), at: t) }
                for k in stride(from: 1, through: n, by: 1) {
                    tick += 4
                    window.send(trackpadPinch: TrackpadPinchInput(.change, at: q, scale: k == n ? scale : pow(scale, Double(k) / Double(n))), at: t)
                }
                window.send(trackpadPinch: TrackpadPinchInput(.end, at: q), at: t)
            case .wait(let s):
                tick += ticks(s)
                window.advanceTime(to: t)
            }
        }
    }

    /// Repeats in a row as one line with a count (`pan changed x16`), as the files write them.
    public static func collapsed(_ lines: [String]) -> [String] {
        var out: [(String, Int)] = []
        for l in lines { if out.last?.0 == l { out[out.count - 1].1 += 1 } else { out.append((l, 1)) } }
        return out.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
    }
}
