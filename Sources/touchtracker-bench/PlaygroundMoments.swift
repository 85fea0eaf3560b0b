import Foundation
import Gestures
import AppHost
import TouchTracker

extension Moments {
    /// The playground at its largest lesson (8 pads, 32 recognizers of every kind, a requirement chain,
    /// pairs recognizing together, every switch of one recognizer): an inspector edit by key (Right on the
    /// selected card's first row; it reaches the engine in the same frame, as no finger is down: the
    /// lesson is installed again), and a tap on the first pad (down and up frames), through the app's input
    /// path with the overlay and the timeline on.
    static func playground(repeats: Int) throws -> [String] {
        let rig = try Rig(lines: 0)
        var lesson = PlaygroundLesson.empty
        let kinds = PlaygroundLesson.Kind.allCases
        _ = lesson.addPad(in: nil)
        for parent in ["pad", "pad2", "child", "child2", "child3", "child4"] { _ = lesson.addPad(in: lesson.pad(parent) == nil ? nil : parent) }
        let pads = lesson.pads.map(\.name)
        var names: [String] = []
        for k in 0..<PlaygroundLessonParser.maximumRecognizers {
            if case .success(let name) = lesson.addRecognizer(kinds[k % kinds.count], on: pads[k % pads.count]) { names.append(name) }
        }
        for (a, b) in zip(names, names.dropFirst()) { _ = lesson.toggle(.requireToFail(a, b)) }
        for i in stride(from: 0, to: names.count - 8, by: 8) { _ = lesson.toggle(.simultaneous(names[i], names[i + 4])) }
        for n in names.prefix(4) { _ = lesson.toggle(.shouldNotReceive(n)); _ = lesson.toggle(.cannotBePrevented(n)) }
        precondition(lesson.pads.count == PlaygroundLessonParser.maximumPads && lesson.recognizers.count == PlaygroundLessonParser.maximumRecognizers,
                     "the largest lesson: \(lesson.pads.count) pads, \(lesson.recognizers.count) recognizers")
        rig.app.selectScene("playground")
        rig.app.loadPlayground(lesson, from: nil)
        rig.app.isOverlayVisible = true
        rig.app.isTimelineVisible = true
        func key(_ name: String) -> [RawInput] { [.keyDown(KeyPress(name)), .keyUp(KeyPress(name))] }
        rig.frame(key("Tab"))   // the first card selected: its inspector open
        _ = rig.frames(10)
        var edits: [Double] = [], taps: [Double] = []
        for r in 0..<repeats {
            edits.append(rig.frame(key(r % 2 == 0 ? "Right" : "Left")))
            precondition(rig.session.stateJSON().contains("\"applied\": true"), "the edit reached the engine in its frame")
            _ = rig.frames(3)
            taps.append(rig.frame([rig.finger(.down, 1, Point(260, 140))]))
            taps.append(rig.frame([rig.finger(.up, 1, nil)]))
            _ = rig.frames(40)   // the gap and the chain's timers run out
        }
        return [
            report("playground-edit", lesson.recognizers.count, edits) + " (8 pads; one inspector step, the lesson installed again)",
            report("playground-tap", lesson.recognizers.count, taps) + " (the down and up frames of a tap on a pad of the largest lesson)",
        ]
    }
}
