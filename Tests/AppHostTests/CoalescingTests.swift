import Testing
import Gestures
@testable import AppHost

/// A window's frame of input reaches the engine as UIKit's: each touch's moves in one event, the earlier
/// samples coalesced, in order, with their own times; a lift or a key keeps its place.
@Suite struct CoalescingTests {
    final class Recorder: Node {
        var lines: [String] = []
        override func touchesBegan(_ t: [Touch], with e: TouchEvent) { lines.append("began \(t.map(\.id.label))") }
        override func touchesMoved(_ t: [Touch], with e: TouchEvent) {
            lines.append("moved " + t.map { touch in
                "\(touch.id): " + e.coalescedTouches(for: touch).map { "\(Int($0.locationInWindow.x))@\($0.timestamp)" }.joined(separator: " ")
            }.joined(separator: "; "))
        }
        override func touchesEnded(_ t: [Touch], with e: TouchEvent) { lines.append("ended \(t.map(\.id.label))") }
    }

    @Test func aFramesMovesAreOneEventWithTheirSamplesCoalesced() {
        let app = HostedAppTests.StampApp()
        let recorder = Recorder(name: "rec", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        recorder.isMultipleTouchEnabled = true
        app.gestureWindow.rootNode.addChild(recorder)
        let session = Session(app: app, windowSize: Size(width: 400, height: 300))
        session.feedFrame([(.fingerDown(device: 1, finger: 7, at: Point(10, 10)), 0.0), (.fingerDown(device: 1, finger: 8, at: Point(10, 50)), 0.0)])
        session.feedFrame([
            (.fingerMove(device: 1, finger: 7, to: Point(20, 10)), 0.004),
            (.fingerMove(device: 1, finger: 8, to: Point(20, 50)), 0.005),
            (.fingerMove(device: 1, finger: 7, to: Point(30, 10)), 0.008),
            (.fingerMove(device: 1, finger: 7, to: Point(40, 10)), 0.012),
            (.fingerUp(device: 1, finger: 8, at: Point(20, 50)), 0.013),
            (.fingerMove(device: 1, finger: 7, to: Point(50, 10)), 0.016),
        ])
        // Finger 1's four moves are one, its first three samples coalesced; finger 2 moves and lifts, and its
        // lift starts a second event (a touch changes once an event).
        #expect(recorder.lines == [
            "began [\"1\", \"2\"]",
            "moved 1: 20@0.004 30@0.008 40@0.012 50@0.016; 2: 20@0.016",
            "ended [\"2\"]",
        ], "\(recorder.lines)")
    }

    /// A frame's moves merged into one keep the latest sample's force: a pen pressing harder mid-frame reaches
    /// the engine with its new force, as one move with that pressure would (the merge once dropped it to 0).
    @Test func aMergedMoveKeepsTheLatestForce() {
        func force(afterFrame moves: [Double]) -> Double {
            let app = HostedAppTests.StampApp()
            let session = Session(app: app, windowSize: Size(width: 400, height: 300))
            session.feedFrame([(.fingerDown(device: 1, finger: 7, at: Point(10, 10), pressure: 0.2), 0.0)])
            session.feedFrame(moves.enumerated().map { k, pressure in
                (.fingerMove(device: 1, finger: 7, to: Point(20 + Double(k) * 10, 10), pressure: pressure), 0.004 * Double(k + 1))
            })
            return app.gestureWindow.activeTouches.first?.force ?? -1
        }
        let one = force(afterFrame: [0.9])
        #expect(one > 0)
        #expect(force(afterFrame: [0.4, 0.6, 0.9]) == one)
        #expect(force(afterFrame: [0.9, 0.4]) == force(afterFrame: [0.4]))
    }
}
