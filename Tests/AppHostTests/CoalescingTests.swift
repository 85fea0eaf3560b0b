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
}
