import Foundation
import Testing
import AppHost
import TestSupport
import Gestures
@testable import TouchTracker

/// The timeline's lanes, built from a real gesture's trace: what the live view (F4) and the SVG draw.
@Suite struct TimelineTests {
    /// A window with one node "pad" holding `recognizers`, traced.
    final class Rig {
        let window = Window(size: Size(width: 300, height: 200))
        let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let trace = GestureTrace()
        var time: Seconds = 0
        init(_ recognizers: [GestureRecognizer]) {
            window.rootNode.addChild(pad)
            window.trace = trace
            for r in recognizers { pad.addGestureRecognizer(r); r.addAction { _ in } }
        }
        func wait(_ s: Seconds) { time += s; window.advanceTime(to: time) }
        func tap(_ id: Int) { window.touchDown(TouchID(id), at: Point(100, 100), time: time); wait(0.05); window.touchUp(TouchID(id), time: time) }
    }

    /// Each lane as one line: kind, name, then its spans (style, start-end in ms, label) and marks (ms, label).
    func summary(_ t: Timeline) -> [String] {
        func ms(_ s: Seconds?) -> String { s.map { String(Int(($0 * 1000).rounded())) } ?? "open" }
        return t.lanes.map { lane in
            func name(_ span: Timeline.Span) -> String {
                if case .timer(let due) = span.style { return "timer due \(ms(due))" }
                return span.label.isEmpty ? "\(span.style)" : span.label
            }
            let spans = lane.spans.map { "[\(ms($0.start))-\(ms($0.end)) \(name($0))]" }
            let marks = lane.marks.filter { $0.style != .move }.map { "\(ms($0.time)) \($0.label)" }
            return "\(lane.kind) \(lane.name): " + (spans + marks).joined(separator: ", ")
        }
    }

    /// One tap on a pad where a tap requires a double tap to fail, and a second to let it decide.
    func tapWaitingForDoubleTap() -> Rig {
        let tap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let rig = Rig([tap, doubleTap])
        rig.tap(1)
        rig.wait(1)
        return rig
    }

    @Test func aTapWaitingForADoubleTap() {
        let rig = tapWaitingForDoubleTap()
        #expect(summary(Timeline(rig.trace.events, from: 0, to: 1)) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "node pad: [50-400 1 end held], 0 began 1, 400 cancelled 1",
            "recognizer doubleTap: [50-400 timer due 400], 400 failed: no tap 2 within 0.35 s",
            "recognizer tap: [50-400 waits for doubleTap], 400 ended",
        ])
    }

    /// Station 2's double tap with delaysTouchesBegan: the first touch's began and end are both held, and
    /// one drop (the double tap recognized) ends both spans; a touch cancelled while held ends its span too.
    @Test func heldSpansCloseOnTheEventThatEndsThem() {
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        let rig = Rig([doubleTap])
        rig.tap(1)
        rig.wait(0.1)
        rig.tap(2)
        rig.wait(0.2)
        rig.window.touchDown(TouchID(3), at: Point(100, 100), time: rig.time)
        rig.wait(0.1)
        rig.window.touchCancelled(TouchID(3), time: rig.time)
        rig.wait(1)
        #expect(summary(Timeline(rig.trace.events, from: 0, to: rig.time)) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "touch 2: [150-200 touchDown], 150 down, 200 up",
            "touch 3: [400-500 touchDown], 400 down, 500 cancel",
            "node pad: [0-200 1 began held], [50-200 1 end held], [150-200 2 began held], [400-500 3 began held]",
            "recognizer doubleTap: [50-150 timer due 400], 200 ended, 500 failed: touches cancelled",
        ])
    }

    /// The app's own controls' lanes come after the lesson's, and a pinned recognizer has its lane before
    /// anything happens to it (first among the recognizers once it acts); the idle ones come last, after
    /// every lane with activity (issue 40: an idle lane never takes the room of one that acted).
    @Test func lessonLanesComeFirstAndPinnedOnesAlwaysShow() {
        let rig = tapWaitingForDoubleTap()
        let t = Timeline(rig.trace.events, from: 0, to: 1, pinned: ["pan", "tap"], appControl: { $0 == "doubleTap" })
        #expect(summary(t) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "node pad: [50-400 1 end held], 0 began 1, 400 cancelled 1",
            "recognizer tap: [50-400 waits for doubleTap], 400 ended",
            "recognizer doubleTap: [50-400 timer due 400], 400 failed: no tap 2 within 0.35 s",
            "recognizer pan: ",
        ])
        #expect(t.lanes.map(\.isAppControl) == [false, false, false, true, false])
        let pinnedFirst = Timeline(rig.trace.events, from: 0, to: 1, pinned: ["doubleTap", "tap"])
        #expect(pinnedFirst.lanes.map(\.name) == ["1", "pad", "doubleTap", "tap"], "pinned ones first among those that acted")
    }

    @Test func aRefusedAndAnIgnoredTouchAreMarked() {
        final class Picky: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { false }
        }
        final class Dropper: TapGestureRecognizer {
            override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { for t in touches { ignore(t) } }
        }
        let picky = TapGestureRecognizer(name: "picky")
        let delegate = Picky()
        picky.delegate = delegate
        let rig = Rig([picky, Dropper(name: "dropper")])
        rig.tap(1)
        rig.wait(1)
        #expect(summary(Timeline(rig.trace.events, from: 0, to: 1)) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "node pad: 0 began 1, 50 ended 1",
            "recognizer picky: 0 not given 1",
            "recognizer dropper: 0 ignores 1",
        ])
    }

    /// The engine's own refusals and a tap's own failure carry their cause onto the timeline: the mouse on a
    /// pad whose pan takes only the pen, the same click failing a tap that needs the right button.
    @Test func refusalsAndFailuresShowTheirCause() {
        let pan = PanGestureRecognizer(name: "penPan")
        pan.allowedTouchTypes = [.pencil]
        let tap = TapGestureRecognizer(name: "rightTap")
        tap.buttonMaskRequired = .secondary
        let rig = Rig([pan, tap])
        var click = TouchInput(.down, TouchID(9, label: "m"), at: Point(100, 100))
        click.type = .indirectPointer
        rig.window.send([click], at: 0)
        rig.wait(0.05)
        rig.window.touchUp(TouchID(9, label: "m"), time: rig.time)
        rig.wait(1)
        #expect(summary(Timeline(rig.trace.events, from: 0, to: 1)) == [
            "touch m: [0-50 touchDown], 0 down, 50 up",
            "node pad: 0 began m, 50 ended m",
            "recognizer penPan: 0 not given m: allowedTouchTypes has no indirectPointer",
            "recognizer rightTap: 0 failed: clicked with the primary button, needs the secondary button",
        ])
    }

    @Test func aRangeKeepsWhatOverlapsIt() {
        let rig = tapWaitingForDoubleTap()
        // From 0.2 s: the touch (up at 0.05 s) has nothing left to show; spans still running at 0.2 s keep
        // their start.
        #expect(summary(Timeline(rig.trace.events, from: 0.2, to: 1)) == [
            "node pad: [50-400 1 end held], 400 cancelled 1",
            "recognizer doubleTap: [50-400 timer due 400], 400 failed: no tap 2 within 0.35 s",
            "recognizer tap: [50-400 waits for doubleTap], 400 ended",
        ])
    }

    @Test func denseMovesAreThinnedToOneTickPerSixPoints() {
        let rig = Rig([])
        rig.window.touchDown(TouchID(1), at: Point(10, 10), time: 0)
        for i in 1...500 {   // a move every 2 ms for a second
            rig.time = Double(i) * 0.002
            rig.window.touchMoved(TouchID(1), to: Point(10 + Double(i % 50), 10), time: rig.time)
        }
        let timeline = Timeline(rig.trace.events, from: 0, to: 1)
        #expect(timeline.lanes[0].marks.filter(\.isTick).count == 500, "the model keeps every move")
        let canvas = RecordingCanvas()
        TimelineDrawing.draw(timeline, in: canvas, rect: Rect(x: 0, y: 0, width: 720, height: 300), title: "t")
        // A move tick: 1 pt wide, 4 pt tall, in the touch colour.
        let ticks = canvas.operations.compactMap { op -> Points? in
            if case let .fill(r, c) = op, r.width == 1, r.height == 4, c == Color(rgb: 0xEF6C00) { return r.minX } else { return nil }
        }
        let gaps = zip(ticks.dropFirst(), ticks).map { $0 - $1 }
        #expect(ticks.count > 50 && ticks.count < 150, "about one per 6 pt of a ~580 pt plot: \(ticks.count)")
        #expect(gaps.allSatisfy { $0 >= 6 }, "\(gaps.min() ?? 0)")
    }

    /// Live, a touch still down is drawn up to the "now" line, not to the right edge as if its end were
    /// known; a timer's countdown may reach ahead to when it is due.
    @Test func anOngoingSpanStopsAtNow() {
        let rig = Rig([])
        rig.window.touchDown(TouchID(1), at: Point(10, 10), time: 0)
        let timeline = Timeline(rig.trace.events, from: 0, to: 1.5)
        let canvas = RecordingCanvas()
        let rect = Rect(x: 0, y: 0, width: 720, height: 300)
        TimelineDrawing.draw(timeline, in: canvas, rect: rect, title: "t", now: 1.0)
        // The touch's band: 3 pt tall in the touch colour, from its down to now.
        let band = canvas.operations.compactMap { op -> Rect? in
            if case let .fill(r, c) = op, r.height == 3, c == Color(rgb: 0xEF6C00) { return r } else { return nil }
        }
        let plotStart = rect.minX + TimelineDrawing.labelWidth, plotWidth = rect.width - TimelineDrawing.labelWidth - 12
        #expect(band.count == 1)
        #expect(abs(band[0].maxX - (plotStart + plotWidth * (1.0 / 1.5))) < 0.5, "ends at now: \(band)")
    }

    /// A touch's lane says what made it when not a finger on the screen (the trace's `touchType`), and a
    /// finger's says nothing more; the trace's event log leaves the type out.
    @Test func eachTouchLaneNamesItsType() {
        let rig = Rig([PanGestureRecognizer(name: "pan")])
        var pen = TouchInput(.down, TouchID(1), at: Point(50, 50))
        pen.type = .pencil; pen.force = 0.5; pen.maximumPossibleForce = 1
        var mouse = TouchInput(.down, TouchID(2, label: "m"), at: Point(150, 50))
        mouse.type = .indirectPointer; mouse.buttonMask = .primary
        rig.window.send([pen, mouse, TouchInput(.down, TouchID(3), at: Point(250, 50))], at: 0)
        rig.wait(0.1)
        for id in [TouchID(1), TouchID(2, label: "m"), TouchID(3)] { rig.window.touchUp(id, time: rig.time) }
        let t = Timeline(rig.trace.events, from: 0, to: rig.time)
        #expect(t.lanes.filter { $0.kind == .touch }.map(\.title) == ["1 (pen)", "m (mouse)", "3"])
        #expect(rig.trace.events.filter { if case .touchType = $0.kind { return true }; return false }.map(\.kind)
                == [.touchType("1", .pencil), .touchType("m", .indirectPointer)])
        #expect(rig.trace.events.allSatisfy { if case .touchType = $0.kind { return $0.logLine == nil && $0.subject == nil }; return true })
    }

    /// Issue 49: input that makes no touch is a gesture too. A tap kept after the live range is replaced by a
    /// hover alone (the hover began with no touch down: its gesture, "touching" while the hover is on), and,
    /// once that is kept in turn, by a scroll alone driving a pan; a tap recognizing late after its lift
    /// (waiting out a double tap) starts none. Each range as the panel shows it, in order.
    @Test func aHoverOrAScrollAloneReplacesTheKeptGesture() {
        let tap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let hover = HoverGestureRecognizer(name: "hover")
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .all
        let rig = Rig([tap, doubleTap, hover, pan])
        func ms(_ s: Seconds) -> Int { Int((s * 1000).rounded()) }
        func range() -> String {
            let now = rig.time
            let r = Timeline.shownRange(rig.trace.events, now: now, seconds: 3, ahead: 0.5)
            let g = Timeline.lastGesture(in: rig.trace.events.filter { $0.time <= now })
            return "at \(ms(now)): gesture from \(g.map { "\(ms($0.start))\($0.touching ? " touching" : "")" } ?? "none"), "
                + "\(ms(r.start))-\(ms(r.end))\(r.keptGesture ? " kept" : "")"
        }
        rig.tap(1)
        rig.wait(1)
        var log = [range()]
        rig.wait(4)
        log.append(range())
        rig.window.send(hover: HoverInput(move: Point(100, 100), type: .indirectPointer), at: rig.time)
        log.append(range())
        rig.wait(0.5)
        rig.window.send(hover: HoverInput(move: Point(120, 100), type: .indirectPointer), at: rig.time)
        rig.window.send(hover: HoverInput(exitOf: .indirectPointer), at: rig.time)
        log.append(range())
        rig.wait(5)
        log.append(range())
        rig.window.send(scroll: ScrollInput(delta: Vector(dx: 0, dy: 40), type: .discrete, at: Point(100, 100)), at: rig.time)
        log.append(range())
        rig.wait(1)
        log.append(range())
        #expect(log == [
            "at 1050: gesture from 0, -1950-1550",
            "at 5050: gesture from 0, -250-1250 kept",
            "at 5050: gesture from 5050 touching, 2050-5550",
            "at 5550: gesture from 5050, 2550-6050",
            "at 10550: gesture from 5050, 4800-6300 kept",
            "at 10550: gesture from 10550 touching, 7550-11050",
            "at 11550: gesture from 10550, 8550-12050",
        ])
    }

    /// Issue 40, "what just happened is kept": a gesture is the touches from one that goes down with none
    /// down (a double tap's second tap joins the first), and once its first touch has left the live range
    /// (the last 3 s) the timeline shows that whole gesture, larger (from a quarter second before it, at
    /// least 1.5 s long), until the next starts.
    @Test func theLastGestureIsKeptUntilTheNextStarts() {
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        let tap = TapGestureRecognizer(name: "tap")
        tap.require(toFail: doubleTap)
        let rig = Rig([tap, doubleTap])
        rig.tap(1)
        rig.wait(0.2)
        rig.tap(2)
        func ms(_ s: Seconds) -> Int { Int((s * 1000).rounded()) }
        func range(at now: Seconds) -> String {
            let r = Timeline.shownRange(rig.trace.events, now: now, seconds: 3, ahead: 0.5)
            let g = Timeline.lastGesture(in: rig.trace.events.filter { $0.time <= now })
            return "at \(ms(now)): gesture from \(g.map { "\(ms($0.start))\($0.touching ? " touching" : "")" } ?? "none"), "
                + "\(ms(r.start))-\(ms(r.end))\(r.keptGesture ? " kept" : "")"
        }
        var log = [range(at: 0.3), range(at: 3.2), range(at: 3.3)]
        // Something later that is not a touch (a pointer hovering, a note): the kept gesture goes on at most
        // 2 s past its last lift.
        rig.trace.note("hovered", about: "pad", at: 5)
        log.append(range(at: 60))
        rig.wait(60 - rig.time)
        rig.window.touchDown(TouchID(3), at: Point(100, 100), time: rig.time)
        log.append(range(at: rig.time))
        rig.wait(0.05)
        rig.window.touchUp(TouchID(3), time: rig.time)
        log.append(range(at: rig.time))
        rig.wait(10)
        log.append(range(at: rig.time))
        #expect(log == [
            "at 300: gesture from 0, -2700-800",
            "at 3200: gesture from 0, -250-1250 kept",
            "at 3300: gesture from 0, -250-1250 kept",
            "at 60000: gesture from 0, -250-2800 kept",
            "at 60000: gesture from 60000 touching, 57000-60500",
            "at 60050: gesture from 60000, 57050-60550",
            "at 70050: gesture from 60000, 59750-61250 kept",
        ])
        // The kept range's lanes: the whole double tap.
        #expect(summary(Timeline(rig.trace.events, from: -0.25, to: 1.25)) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "touch 2: [250-300 touchDown], 250 down, 300 up",
            "node pad: [50-300 1 end held], 0 began 1, 250 began 2, 300 cancelled 1,2",
            "recognizer doubleTap: [50-250 timer due 400], 300 ended",
            "recognizer tap: [50-300 waits for doubleTap], 300 failed: prevented by doubleTap (recognized)",
        ])
    }

    /// In the app: station 1 at 1024x768 with the timeline docked. A tap's lanes come first (the idle ones
    /// after), the gesture stays on the panel long after it, ctrl+T saves it then (not an empty figure), and
    /// the next touch brings the live range back.
    @Test func theLabKeepsTheLastGestureAndCtrlTSavesIt() throws {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 1024, height: 768), store: nil)
        let folder = ScratchFolder()
        app.exportDirectory = folder.url
        app.selectScene("lab")
        app.isTimelineVisible = true
        app.handleKey(KeyPress("1"))
        let w = app.gestureWindow
        let pad = app.lab!.station(1).pads[0].frameInWindow
        var t = w.clock.now + 0.1
        w.touchDown(TouchID(1), at: Point(pad.midX, pad.midY), time: t); app.update(now: t, hostTime: t)
        t += 0.05
        w.touchUp(TouchID(1), at: Point(pad.midX, pad.midY), time: t); app.update(now: t, hostTime: t)
        func timeline() throws -> [String: Any] {
            let dump = try #require(JSONSerialization.jsonObject(with: Data(JSONValue.object(app.dumpFields()).render().utf8)) as? [String: Any])
            return try #require(dump["timeline"] as? [String: Any])
        }
        func lanes(_ tl: [String: Any]) -> [String] {
            (tl["lanes"] as? [[String: Any]] ?? []).map { lane in
                let busy = !((lane["spans"] as? [Any])?.isEmpty ?? true) || !((lane["marks"] as? [Any])?.isEmpty ?? true)
                return "\(lane["name"] as? String ?? "?")\(busy ? "" : " (idle)")"
            }
        }
        t += 0.5; w.advanceTime(to: t); app.update(now: t, hostTime: t)
        let live = try timeline()
        #expect(live["keptGesture"] as? Bool == false)
        let order = lanes(live)
        #expect(order.prefix(4).allSatisfy { !$0.hasSuffix("(idle)") }, "the lanes with activity first: \(order)")
        #expect(order.firstIndex { $0.hasSuffix("(idle)") }.map { i in order[i...].allSatisfy { $0.hasSuffix("(idle)") } } ?? true, "\(order)")
        let rows = try #require(live["rows"] as? Int)
        let doubleTap = try #require(order.firstIndex { $0.hasSuffix("doubleTap") }, "\(order)")
        #expect(doubleTap < rows, "the double tap's lane is on screen: \(order), \(rows) rows")
        // 40 s of discussion: the same lanes, kept.
        t += 40; w.advanceTime(to: t); app.update(now: t, hostTime: t)
        let kept = try timeline()
        #expect(kept["keptGesture"] as? Bool == true && lanes(kept) == order)
        app.handleKey(KeyPress("T", ctrl: true))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".svg") }
        #expect(files.count == 1)
        let svg = try String(contentsOf: folder.url.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(svg.contains("Timeline: the last gesture") && svg.contains("doubleTap") && svg.contains("waits for"), "the figure is the tap, not empty")
        // The next touch: the live range again.
        t += 0.1
        w.touchDown(TouchID(2), at: Point(pad.midX, pad.midY), time: t); app.update(now: t, hostTime: t)
        #expect(try timeline()["keptGesture"] as? Bool == false)
        w.touchUp(TouchID(2), at: Point(pad.midX, pad.midY), time: t + 0.05)
    }
}
