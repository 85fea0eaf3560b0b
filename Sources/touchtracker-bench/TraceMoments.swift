import Foundation
import Gestures
import AppHost
import SDLBackend
import TouchTracker

extension Moments {
    /// What the app's always-on trace costs a person drawing with ten fingers over `n` lines: whole frames
    /// (input, update, render) with the trace and without it, taken in turn from two like apps; then the
    /// same strokes with the live timeline (F4) docked, for `seconds` of drawing so that the trace holds the
    /// most events the timeline reads; and what the trace keeps in memory.
    static func trace(_ n: Int, frames count: Int, seconds: Int) throws -> [String] {
        let traced = try Rig(lines: n), untraced = try Rig(lines: n)
        untraced.app.gestureWindow.trace = nil
        func moves(_ r: Rig, _ f: Int) -> [RawInput] {
            (1...10).map { i in r.finger(.move, i, Point(40 + Double(f % 60) * 20, 40 + Double(i) * 70 + Double(f % 60) * 2)) }
        }
        for r in [traced, untraced] { r.frame((1...10).map { r.finger(.down, $0, Point(40, 40 + Double($0) * 70)) }) }
        var with: [Double] = [], without: [Double] = []
        for f in 0..<count {
            with.append(traced.frame(moves(traced, f)))
            without.append(untraced.frame(moves(untraced, f)))
        }
        malloc_trim(0)
        let before = residentBytes(), eventsBefore = traced.app.trace.events.count
        traced.app.handleKey(KeyPress("F4"))
        var timeline: [Double] = []
        for f in count..<(count + seconds * 60) { timeline.append(traced.frame(moves(traced, f))) }
        malloc_trim(0)
        let grown = residentBytes() - before, events = traced.app.trace.events.count
        return [
            report("strokes-traced", n, with),
            report("strokes-untraced", n, without),
            report("strokes-timeline", n, Array(timeline.suffix(120))) + " (F4 on, the last 2 s of \(seconds) s of ten fingers)",
            "trace after \(seconds) s of ten fingers: \(events) events kept (capacity \(traced.app.trace.capacity)), "
                + "\(eventsBefore) before; resident grew \(grown >> 10) KB over those \(seconds) s",
        ]
    }
}
