import Testing
import Gestures
@testable import TouchTracker

/// A station's number is its place in the lab's list, and every name in it carries that number.
@Suite struct LabStationNumberingTests {
    @Test func everyNodeAndRecognizerOfAStationIsPrefixedWithItsPlace() {
        let lab = LabScene(window: Window(size: Size(width: 1024, height: 768)))
        let count = LabScene.makeStations().count   // the one list of stations
        #expect(count > 9, "two pages of stations")
        #expect(lab.stations.map(\.number) == Array(1...count))
        #expect(lab.stations.map(\.name) == (1...count).map { "s\($0)" })
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

/// Station 4's pad draws what it hears: every coalesced sample of a fast drag, in order.
@Suite struct LabTrailTests {
    @Test func theTrailFollowsEveryCoalescedSample() {
        let window = Window(size: Size(width: 1920, height: 1080))
        let lab = LabScene(window: window)
        window.rootNode.addChild(lab.container)
        lab.layout(size: window.size, dockWidth: 0)
        let station = lab.station(4)
        station.switchChanged(false)   // the pan does not cancel: the pad hears the whole drag
        let pad = station.pads[0]
        let o = pad.frameInWindow.origin
        func p(_ x: Double) -> Point { Point(o.x + x, o.y + 40) }
        window.touchDown(TouchID(1), at: p(20), time: 0)
        window.send([TouchInput(move: TouchID(1), to: p(50), coalesced: [TouchSample(p(30), at: 0.01), TouchSample(p(40), at: 0.02)])], at: 0.03)
        window.send([TouchInput(move: TouchID(1), to: p(80), coalesced: [TouchSample(p(60), at: 0.04), TouchSample(p(70), at: 0.05)])], at: 0.06)
        window.touchUp(TouchID(1), time: 0.07)
        #expect(station.view(TouchTrailView.self)?.trails[TouchID(1)]?.map { Int($0.x) } == [20, 30, 40, 50, 60, 70, 80, 80])
    }
}
