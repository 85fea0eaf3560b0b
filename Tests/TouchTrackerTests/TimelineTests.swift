import Testing
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
    /// anything happens to it, first among the recognizers.
    @Test func lessonLanesComeFirstAndPinnedOnesAlwaysShow() {
        let rig = tapWaitingForDoubleTap()
        let t = Timeline(rig.trace.events, from: 0, to: 1, pinned: ["pan", "tap"], appControl: { $0 == "doubleTap" })
        #expect(summary(t) == [
            "touch 1: [0-50 touchDown], 0 down, 50 up",
            "node pad: [50-400 1 end held], 0 began 1, 400 cancelled 1",
            "recognizer pan: ",
            "recognizer tap: [50-400 waits for doubleTap], 400 ended",
            "recognizer doubleTap: [50-400 timer due 400], 400 failed: no tap 2 within 0.35 s",
        ])
        #expect(t.lanes.map(\.isAppControl) == [false, false, false, false, true])
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
}
