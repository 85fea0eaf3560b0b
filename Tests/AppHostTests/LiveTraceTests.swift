import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost

/// A window's frames recorded for ctrl+T (`LiveTrace`, docs/trace.md "From the live window"), on the trace
/// tests' pad app driven through its session as a window's frame loop drives it: the whole ordered log of
/// frames, nothing recorded unless the app wants it and the session is a window's, a range cut out with the
/// frame showing at its start, its pictures the same as the recording's, and at most `keptSeconds` kept.
@Suite struct LiveTraceTests {
    /// The pad app's session, recording as a window's does, and its recording (not yet wanted).
    static func session(window: Bool = true) -> (Session, LiveTrace) {
        let session = Session(app: TraceRecorderTests.PadApp(), windowSize: Size(width: 200, height: 100))
        let live = LiveTrace { TraceRecorder(measure: { text, size in Size(width: Double(text.count) * size * 0.6, height: size) }) }
        session.controls.liveTrace = live
        session.recordsLiveTrace = window
        return (session, live)
    }

    /// A finger down at `x`, `frames` frames later moved to `x + dx` a frame, then lifted.
    static func drag(_ session: Session, from x: Double, frames: Int, dx: Double = 2) {
        session.feed([.scriptFinger(.down, id: 1, at: Point(x, 50))], at: session.now)
        session.frame()
        for k in 1...frames {
            session.feed([.scriptFinger(.move, id: 1, at: Point(x + Double(k) * dx, 50))], at: session.now)
            session.frame()
        }
        session.feed([.scriptFinger(.up, id: 1, at: Point(x + Double(frames) * dx, 50))], at: session.now)
        session.frame()
    }

    /// Each frame's picture, rebuilt from the edits as the viewer rebuilds it.
    static func pictures(_ r: TraceRecorder) -> [[String]] {
        var numbers: [Int] = []
        return r.pictures.edits.map { edit in
            numbers = SVGFrameStore.apply(edit, to: numbers)
            return numbers.map { r.pictures.elements[$0] }
        }
    }

    @Test func aWindowsFramesAreTheMomentsWhereSomethingChanged() {
        let (session, live) = Self.session()
        live.isWanted = true
        session.frame()
        Self.drag(session, from: 20, frames: 3, dx: 10)
        for _ in 0..<30 { session.frame() }   // nothing changes: no frame
        session.feed([.scriptFinger(.down, id: 1, at: Point(100, 50))], at: session.now)
        session.frame()
        #expect(live.recorder.frames.map(TraceRecorderTests.describe) == [
            "17 ms line 0: [] ",
            "33 ms line 0: [1@20,50] ",
            "50 ms line 0: [1@30,50] tap failed, pan began",
            "67 ms line 0: [1@40,50] tap failed, pan changed",
            "83 ms line 0: [1@50,50] tap failed, pan changed",
            "100 ms line 0: [] ",
            "617 ms line 0: [1@100,50] ",
        ])
        #expect(live.recorder.parts == [TraceRecorder.Part(file: LiveTrace.partTitle, lines: [])])
        #expect(live.recorder.steps.isEmpty && live.recorder.checks.isEmpty)
    }

    @Test func nothingIsRecordedUnlessTheAppWantsItInAWindow() {
        let (unwanted, notWanted) = Self.session()
        Self.drag(unwanted, from: 20, frames: 3)
        #expect(notWanted.recorder.frames.isEmpty, "the app does not want it")
        let (headless, live) = Self.session(window: false)
        live.isWanted = true
        Self.drag(headless, from: 20, frames: 3)
        #expect(live.recorder.frames.isEmpty, "a headless run's trace is --trace")
        #expect(live.trace(from: 0, to: 10) == nil, "nothing to cut")
    }

    /// A range's trace: the frame showing when it began, then its own, at their times, each picture as the
    /// recording drew it; a range before the first frame has none.
    @Test func aRangeStartsWithTheFrameShowingAndKeepsEachPicture() throws {
        let (session, live) = Self.session()
        live.isWanted = true
        session.frame()
        Self.drag(session, from: 20, frames: 20)
        for _ in 0..<20 { session.frame() }
        Self.drag(session, from: 120, frames: 10)
        let all = live.recorder.frames, pictures = Self.pictures(live.recorder)
        let start = 0.2, end = 0.45
        let cut = try #require(live.trace(from: start, to: end))
        let lead = try #require(all.lastIndex { $0.time < start })
        let expected = Array(lead..<all.count).filter { $0 == lead || all[$0].time <= end }
        #expect(cut.frames == expected.map { all[$0] }, "the frame showing at 0.2 s, then each up to 0.45 s")
        #expect(Self.pictures(cut) == expected.map { pictures[$0] }, "each picture as recorded")
        #expect(cut.size == live.recorder.size && cut.parts == live.recorder.parts)
        #expect(Set(cut.pictures.elements).isSubset(of: Set(live.recorder.pictures.elements)) && cut.pictures.elements.count < live.recorder.pictures.elements.count,
                "only the range's elements")
        #expect(live.trace(from: -2, to: -1) == nil, "a range before the first frame")
    }

    /// A long session: the recording restarts from its newest half once it is longer than `keptSeconds`,
    /// each picture still as drawn.
    @Test func theRecordingKeepsAtMostItsKeptSeconds() {
        let (session, live) = Self.session()
        live.isWanted = true
        var longest: Seconds = 0
        var x = 0.0
        while session.now < LiveTrace.keptSeconds * 1.6 {
            Self.drag(session, from: x, frames: 30, dx: 1)
            x = x >= 150 ? 0 : x + 1
            longest = max(longest, session.now - (live.recorder.frames.first?.time ?? session.now))
        }
        #expect(longest <= LiveTrace.keptSeconds && longest > LiveTrace.keptSeconds / 2)
        let first = live.recorder.frames.first?.time ?? 0
        #expect(first >= session.now - LiveTrace.keptSeconds)
        #expect(Self.pictures(live.recorder).allSatisfy { $0.count == 2 || $0.count == 1 }, "the pad, and the finger's disc while down")
    }
}
