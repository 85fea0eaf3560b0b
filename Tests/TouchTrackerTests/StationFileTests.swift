import Foundation
import Testing
import Gestures
import GestureExamples
@testable import AppHost
@testable import TouchTracker

/// The lab's stations as lesson files (`Assets/Playgrounds/NN-name.playground`): each file reads, and
/// says what its station sets up in the engine, read back from the live objects: the pads (a node carrying
/// recognizers inside a pad is a pad in a pad), each recognizer's kind and name, every property that
/// differs from a new recognizer of its kind, the failure requirements, the pairs the delegate lets
/// recognize together, and `canPrevent`/`canBePrevented` switched off. Frames are the lab's layout, not
/// the file's, and are not compared.
@Suite struct StationFileTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/Playgrounds")

    /// What station `s` sets up, as a lesson (its names without the station's prefix).
    static func describe(_ s: LabStation) -> PlaygroundLesson {
        var l = PlaygroundLesson()
        l.title = s.title
        var live: [(PlaygroundLesson.Recognizer, GestureRecognizer)] = []
        func strip(_ name: String) -> String { LabStation.prefixRemoved(name) }
        func visit(_ node: Node, parent: String?) {
            let isPad = node is LabPad || !node.gestureRecognizers.isEmpty
            let name = strip(node.name)
            if isPad { l.pads.append(.init(name: name, frame: .zero, parent: parent)) }
            for r in node.gestureRecognizers {
                guard let kind = PlaygroundLesson.Kind(of: r) else { continue }
                var spec = PlaygroundLesson.Recognizer(name: strip(r.name), kind: kind, pad: name)
                let fresh = kind.make(name: "fresh")
                for p in kind.properties + PlaygroundLesson.Property.common {
                    if let now = p.read(r), now != p.read(fresh) { spec.set(p, now) }
                }
                l.recognizers.append(spec)
                live.append((spec, r))
            }
            for c in node.children { visit(c, parent: isPad ? name : parent) }
        }
        for pad in s.pads { visit(pad, parent: nil) }
        for (spec, r) in live {
            for other in r.requiredToFail { l.relations.append(.requireToFail(spec.name, strip(other.name))) }
        }
        // The same recognizers as the file would make them, to tell the kinds' own rules (a single tap never
        // prevents a double tap) from a station's switch.
        let plain = PlaygroundInstallation(l, in: Node(name: "plain"))
        for (i, (a, ra)) in live.enumerated() {
            for (b, rb) in live[(i + 1)...] where ra.delegate?.gestureRecognizer(ra, shouldRecognizeSimultaneouslyWith: rb) == true
                || rb.delegate?.gestureRecognizer(rb, shouldRecognizeSimultaneouslyWith: ra) == true {
                l.relations.append(.simultaneous(a.name, b.name))
            }
            let pa = plain.recognizer(a.name)!
            let pairs = live.filter { $0.1 !== ra }.map { ($0.1, plain.recognizer($0.0.name)!) }
            let plainPrevents = pairs.filter { pa.canPrevent($0.1) }, plainPrevented = pairs.filter { pa.canBePrevented(by: $0.1) }
            if !plainPrevents.isEmpty && plainPrevents.allSatisfy({ !ra.canPrevent($0.0) }) { l.relations.append(.cannotPrevent(a.name)) }
            if !plainPrevented.isEmpty && plainPrevented.allSatisfy({ !ra.canBePrevented(by: $0.0) }) { l.relations.append(.cannotBePrevented(a.name)) }
        }
        return l
    }

    /// Each station's file reads and says what the station sets up (frames aside); Open… lists them all in order.
    @Test func eachStationFileIsItsStation() throws {
        let files = PlaygroundLessonFile.stationFiles()
        #expect(files.count == LabScene.makeStations().count, "\(files)")
        for (i, s) in LabScene.makeStations().enumerated() {
            s.number(i + 1)
            guard i < files.count else { break }
            #expect(files[i].hasSuffix(String(format: "/%02d-", i + 1) + ((files[i] as NSString).lastPathComponent.dropFirst(3))))
            var lesson = try PlaygroundLessonFile.read(files[i]).get()
            for k in lesson.pads.indices { lesson.pads[k].frame = .zero }
            #expect(lesson == Self.describe(s), "station \(i + 1): \(files[i])")
        }
    }

    /// A station changed without its file fails the check: the description sees a property, a requirement
    /// and the delegate.
    @Test func theDescriptionSeesAChangedStation() throws {
        let s = LabScene.makeStations()[14]
        s.number(15)
        let before = Self.describe(s)
        let doubleTap = try #require(s.installation?.recognizer("double") as? TapGestureRecognizer)
        let tripleTap = try #require(s.installation?.recognizer("triple") as? TapGestureRecognizer)
        tripleTap.numberOfTapsRequired = 4
        doubleTap.removeRequirement(toFail: tripleTap)
        let after = Self.describe(s)
        #expect(after.recognizer("triple")?.value(of: .numberOfTapsRequired) == .count(4))
        #expect(before.relations == [.requireToFail("tap", "double"), .requireToFail("double", "triple")])
        #expect(after.relations == [.requireToFail("tap", "double")])
        let pinch = LabScene.makeStations()[6]
        pinch.number(7)
        #expect(Self.describe(pinch).relations == [.simultaneous("pinch", "rotation")])
        pinch.switchChanged(false)
        #expect(Self.describe(pinch).relations == [], "the switch turns recognizing together off")
    }
}
