import Testing
import Gestures
import GestureExamples
@testable import TouchTracker

/// The live timeline's events kept from frame to frame (`TimelineEvents`) are exactly what
/// `TeachingSubjects.events(of:from:)` gives: on random multi-finger traces over the lesson's pad and the
/// app's button, the window moving forward frame by frame, jumping back, the trace growing between asks,
/// the subjects changing (F8), and the trace's oldest events let go.
@Suite struct TimelineEventsTests {
    @Test(arguments: [false, true]) func keptEventsAreTheSubjectsEvents(smallTrace: Bool) {
        var rng = SeededGenerator(seed: smallTrace ? 3 : 4)
        let window = Window(size: Size(width: 400, height: 200))
        let trace = GestureTrace(capacity: smallTrace ? 600 : 50_000)
        for (name, x) in [("pad", 0.0), ("button", 200.0)] {
            let node = Node(name: name, frame: Rect(x: x, y: 0, width: 200, height: 200))
            node.isMultipleTouchEnabled = true
            window.rootNode.addChild(node)
        }
        window.trace = trace
        var subjects = TeachingSubjects(lesson: ["pad"], app: ["button"])
        let kept = TimelineEvents()
        var down: [Int: Point] = [:]
        var asked = 0, differing: [String] = []
        for step in 0..<1500 {
            var batch: [TouchInput] = []
            for id in Set((0..<(1 + Int(rng.unit() * 3))).map { _ in 1 + Int(rng.unit() * 4) }).sorted() {
                if let at = down[id] {
                    if rng.unit() < 0.2 {
                        batch.append(TouchInput(.up, TouchID(id))); down[id] = nil
                    } else {
                        let to = Point(min(390, max(10, at.x + (rng.unit() - 0.5) * 80)), at.y)
                        batch.append(TouchInput(.move, TouchID(id), at: to)); down[id] = to
                    }
                } else {
                    let at = Point(10 + rng.unit() * 380, 100)
                    batch.append(TouchInput(.down, TouchID(id), at: at)); down[id] = at
                }
            }
            let now = Double(step) / 60
            window.send(batch, at: now)
            if step == 700 { subjects.showsAppControls = true }
            if step == 900 { subjects.showsAppControls = false }
            if step == 1100 { subjects.since = trace.totalCount - 40 }
            // The window as the live timeline asks it, and now and then from further back (a kept gesture).
            for from in [now - 3 - 10 * rng.unit(), now - 13] + (rng.unit() < 0.1 ? [now - 20 * rng.unit()] : []) {
                asked += 1
                let got = kept.events(of: trace, subjects: subjects, from: from), want = subjects.events(of: trace, from: from)
                if got != want { differing.append("step \(step) from \(from): \(got.count) events, \(want.count) expected") }
            }
        }
        #expect(trace.totalCount > trace.events.count || !smallTrace, "the small trace let its oldest events go")
        #expect(asked > 3000)
        #expect(differing.isEmpty, "\(differing.count) of \(asked) differ; the first: \(differing.first ?? "")")
    }
}
