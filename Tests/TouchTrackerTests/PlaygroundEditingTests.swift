import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The playground's edits on a lesson (what the palette, the inspector and the keys do): each keeps what
/// the parser checks, so a lesson built by finger saves to a file that reads back the same; a refused edit
/// changes nothing and says why.
@Suite struct PlaygroundEditingTests {
    /// The lesson written and read back.
    func roundTrip(_ l: PlaygroundLesson) throws -> PlaygroundLesson {
        try PlaygroundLessonParser.parse(PlaygroundLessonParser.text(l), file: "edited").get()
    }

    @Test func addingNamesByKindAndEveryEditedLessonReadsBack() throws {
        var l = PlaygroundLesson.empty
        var names: [String] = []
        for kind in PlaygroundLesson.Kind.allCases + [.tap, .tap] { names.append(try l.addRecognizer(kind, on: "pad").get()) }
        #expect(names == ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "checkmark", "hover", "tap2", "tap3"])
        let child = try l.addPad(in: "pad").get(), second = try l.addPad(in: nil).get()
        #expect([child, second] == ["child", "pad2"])
        #expect(l.pad("child")?.frame == Rect(x: 90, y: 75, width: 180, height: 130), "a quarter of its parent, in its middle")
        #expect(l.pad("pad2")?.frame == Rect(x: 408, y: 24, width: 360, height: 260), "beside the others")
        try l.set(.numberOfTapsRequired, of: "tap2", to: .count(2)).get()
        try l.set(.direction, of: "swipe", to: .options(["left", "right"])).get()
        try l.set(.minimumPressDuration, of: "longPress", to: .number(0.2)).get()
        #expect(try l.toggle(.requireToFail("tap", "tap2")).get() == true)
        #expect(try l.toggle(.simultaneous("pinch", "rotation")).get() == true)
        #expect(try l.toggle(.shouldNotReceive("pan")).get() == true)
        #expect(try roundTrip(l) == l)
    }

    @Test func refusedEditsChangeNothingAndSayWhy() throws {
        var l = PlaygroundLesson.empty
        _ = try l.addRecognizer(.tap, on: "pad").get()
        _ = try l.addRecognizer(.tap, on: "pad").get()
        _ = try l.addRecognizer(.checkmark, on: "pad").get()
        _ = try l.toggle(.requireToFail("tap", "tap2")).get()
        let before = l
        func refused(_ message: String, _ edit: (inout PlaygroundLesson) -> Result<Void, PlaygroundLesson.EditRefusal>) {
            var refusal: String?
            if case .failure(let r) = edit(&l) { refusal = r.message }
            #expect(refusal == message)
            #expect(l == before)
        }
        refused("tap already waits for tap2: both would wait for ever") { $0.toggle(.requireToFail("tap2", "tap")).map { _ in } }
        refused("a recognizer cannot wait for itself") { $0.toggle(.requireToFail("tap", "tap")).map { _ in } }
        refused("the check mark's class is final: canPrevent and canBePrevented stay") { $0.toggle(.cannotPrevent("checkmark")).map { _ in } }
        refused("a tap has no minimumPressDuration") { $0.set(.minimumPressDuration, of: "tap", to: .number(1)) }
        refused("numberOfTapsRequired is a whole number from 0 to 10, got '11'") { $0.set(.numberOfTapsRequired, of: "tap", to: .count(11)) }
        refused("the last pad stays") { $0.removePad("pad") }
        refused("no pad is named nowhere") { $0.addRecognizer(.pan, on: "nowhere").map { _ in } }
        // A longer cycle is refused too: tap2 waits for tap3, so tap3 may not wait for tap.
        _ = try l.toggle(.requireToFail("tap2", "checkmark")).get()
        #expect(l.toggle(.requireToFail("checkmark", "tap")) == .failure(.init("tap already waits for checkmark: both would wait for ever")))
    }

    @Test func removingCascades() throws {
        var l = PlaygroundLesson.empty
        let child = try l.addPad(in: "pad").get(), grandchild = try l.addPad(in: child).get()
        _ = try l.addRecognizer(.tap, on: "pad").get()
        _ = try l.addRecognizer(.pan, on: grandchild).get()
        _ = try l.toggle(.requireToFail("tap", "pan")).get()
        _ = try l.toggle(.shouldNotBegin("pan")).get()
        try l.removePad(child).get()
        #expect(l.pads.map(\.name) == ["pad"] && l.recognizers.map(\.name) == ["tap"] && l.relations.isEmpty)
        // Recognizing together is one relation either way round: the second toggle removes it.
        _ = try l.addRecognizer(.pinch, on: "pad").get()
        #expect(try l.toggle(.simultaneous("tap", "pinch")).get() == true)
        #expect(try l.toggle(.simultaneous("pinch", "tap")).get() == false)
        #expect(l.relations.isEmpty)
    }

    @Test func steppingWalksEachRangeAndStopsAtItsEnds() {
        typealias P = PlaygroundLesson.Property
        #expect(P.numberOfTapsRequired.stepped(.count(1), by: 1) == .count(2) && P.numberOfTapsRequired.stepped(.count(0), by: -1) == nil)
        #expect(P.numberOfTouchesRequired.stepped(.count(1), by: -1) == nil && P.numberOfTouchesRequired.stepped(.count(10), by: 1) == nil)
        #expect(P.maximumNumberOfTouches.stepped(.count(Int.max), by: -1) == .count(10), "a pan's unbounded default steps down to 10")
        #expect(P.maximumNumberOfTouches.text(.count(Int.max)) == "any")
        #expect(P.minimumPressDuration.stepped(.number(0.5), by: -1) == .number(0.4) && P.minimumPressDuration.stepped(.number(0), by: -1) == nil)
        #expect(P.allowableMovement.stepped(.number(10), by: 1) == .number(15))
        #expect(P.isEnabled.stepped(.flag(true), by: 1) == .flag(false) && P.isEnabled.stepped(.flag(false), by: -1) == .flag(true))
        #expect(P.direction.stepped(.options(["right"]), by: 1) == .options(["left"])
                && P.direction.stepped(.options(["right"]), by: -1) == .options(["right", "left", "up", "down"]))
        #expect(P.edges.stepped(.options([]), by: 1) == .options(["left"]) && P.edges.text(.options([])) == "none")
        // Every value a step gives is one the parser takes, from each kind's new recognizer's.
        for kind in PlaygroundLesson.Kind.allCases {
            let fresh = kind.make(name: "fresh")
            for p in kind.properties + P.common {
                var v = try! #require(p.read(fresh))
                if v == .options([]) { v = .options(["left"]) }
                for step in [1, 1, -1, 1, -1, -1, -1] {
                    guard let next = p.stepped(v, by: step) else { continue }
                    if case .failure(let e) = p.value(p.text(next)) { Issue.record("\(p) stepped to \(next): \(e.message)") }
                    #expect(p.check(next) == nil)
                    v = next
                }
            }
        }
    }

    /// A card says its recognizer's properties and relations of one as the lesson file writes them.
    @Test func theCardsSayThePropertiesAsTheLessonWritesThem() throws {
        var l = PlaygroundLesson.empty
        _ = try l.addRecognizer(.swipe, on: "pad").get()
        try l.set(.direction, of: "swipe", to: .options(["left", "right"])).get()
        try l.set(.numberOfTouchesRequired, of: "swipe", to: .count(2)).get()
        _ = try l.toggle(.cannotPrevent("swipe")).get()
        let panel = PlaygroundSidePanel(name: "side")
        panel.show(.init(lesson: l))
        #expect(panel.cardLines(try #require(l.recognizer("swipe"))) == ["on pad", "direction left,right", "numberOfTouchesRequired 2", "canPrevent: no"])
    }

    @Test func theInspectorShowsTheEnginesDefaultsForWhatTheLessonLeaves() throws {
        var l = PlaygroundLesson.empty
        _ = try l.addRecognizer(.pan, on: "pad").get()
        _ = try l.addRecognizer(.checkmark, on: "pad").get()
        try l.set(.minimumNumberOfTouches, of: "pan", to: .count(2)).get()
        let pan = try #require(PlaygroundInspector("pan", in: l, live: nil))
        #expect(pan.rows.map { "\($0.id.id) \($0.value)" }.prefix(9) == [
            "prop.minimumNumberOfTouches 2", "prop.maximumNumberOfTouches any", "prop.allowedScrollTypesMask none",
            "prop.cancelsTouchesInView yes", "prop.delaysTouchesBegan no", "prop.delaysTouchesEnded yes", "prop.isEnabled yes",
            "prop.allowedTouchTypes all", "prop.requiresExclusiveTouchType yes",
        ])
        let check = try #require(PlaygroundInspector("checkmark", in: l, live: nil))
        #expect(!check.rows.contains { $0.id.id == "rel.canPrevent" }, "the check mark's class is final")
    }
}
