import Testing
import Gestures
@testable import TouchTracker

/// A station's number is its place in the lab's list, and every name in it carries that number.
@Suite struct LabStationNumberingTests {
    @Test func everyNodeAndRecognizerOfAStationIsPrefixedWithItsPlace() {
        let lab = LabScene(window: Window(size: Size(width: 1024, height: 768)))
        #expect(lab.stations.map(\.number) == Array(1...18))
        #expect(lab.stations.map(\.name) == (1...18).map { "s\($0)" })
        var strays: [String] = []
        for s in lab.stations {
            s.forEachInTree { n in
                if n !== s && !n.name.hasPrefix(s.prefix) { strays.append(n.name) }
                strays += n.gestureRecognizers.map(\.name).filter { !$0.hasPrefix(s.prefix) }
            }
        }
        #expect(strays == [])
        // Station 1 as the end-to-end logs know it.
        #expect(lab.station(1).recognizersInTree.map(\.0.name) == ["s1.reset", "s1.tap", "s1.doubleTap"])
    }
}
