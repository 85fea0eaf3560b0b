import Testing
@testable import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// UIKit's coalesced touches (every sample between two deliveries) and predicted touches (where the finger
/// is about to be), as a node sees them through the event.
@Suite struct CoalescedAndPredictedTouchesTests {
    /// Logs, for every touch method, each touch's location, its coalesced samples and its predictions.
    final class SampleLog: Node {
        var lines: [String] = []
        func note(_ phase: String, _ touches: [Touch], _ event: TouchEvent) {
            for t in touches {
                let c = event.coalescedTouches(for: t).map { "\(f($0.locationInWindow.x)),\(f($0.locationInWindow.y))@\(f($0.timestamp))" }
                let p = event.predictedTouches(for: t).map { "\(f($0.locationInWindow.x)),\(f($0.locationInWindow.y))@\(f($0.timestamp))" }
                lines.append("\(phase) \(t.id) at \(f(t.locationInWindow.x)),\(f(t.locationInWindow.y)) coalesced [\(c.joined(separator: " "))] predicted [\(p.joined(separator: " "))]")
            }
        }
        func f(_ v: Double) -> String {
            let r = (v * 1000).rounded() / 1000
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        override func touchesBegan(_ t: [Touch], with e: TouchEvent) { note("began", t, e) }
        override func touchesMoved(_ t: [Touch], with e: TouchEvent) { note("moved", t, e) }
        override func touchesEnded(_ t: [Touch], with e: TouchEvent) { note("ended", t, e) }
        override func touchesCancelled(_ t: [Touch], with e: TouchEvent) { note("cancelled", t, e) }
    }

    @Test func aFramesSamplesArriveInOrderAndPredictionsAreRedoneAtEachEvent() {
        let node = SampleLog(name: "pad")
        let h = Harness(view: node)
        h.down(1, 100, 100)
        h.time = 0.016
        // A fast finger: three samples in the frame, delivered as one move with the first two coalesced.
        h.window.send([TouchInput(move: TouchID(1), to: Point(130, 100),
                                  coalesced: [TouchSample(Point(110, 100), at: 0.008), TouchSample(Point(120, 100), at: 0.012)])], at: 0.016)
        h.time = 0.032
        h.move(1, 170, 100)   // one sample, steady 2500 pt/s
        h.time = 0.048
        h.move(1, 190, 120)   // turning and slowing down
        h.time = 0.064
        h.up(1)
        // Steady at 2500 pt/s: a frame ahead on the line. Turning 45° and slowing: along its last two intervals,
        // shorter by the ratio of their speeds.
        #expect(node.lines == [
            "began 1 at 100,100 coalesced [100,100@0] predicted []",
            "moved 1 at 130,100 coalesced [110,100@0.008 120,100@0.012 130,100@0.016] predicted [171.667,100@0.033]",
            "moved 1 at 170,100 coalesced [170,100@0.032] predicted [211.667,100@0.049]",
            "moved 1 at 190,120 coalesced [190,120@0.048] predicted [212.097,127.366@0.065]",
            "ended 1 at 190,120 coalesced [190,120@0.064] predicted []",
        ], "\(node.lines.joined(separator: "\n"))")
    }

    @Test func predictionsNeverReachTouchMethods() {
        let node = SampleLog(name: "pad")
        let h = Harness(view: node)
        h.down(1, 0, 0)
        for k in 1...10 {   // speeding up: a prediction falls short of the next sample
            h.time = Double(k) / 60
            h.move(1, Double(k * k) * 10, 0)
        }
        // Every location a touch method was given is a real sample; every prediction was somewhere else.
        let delivered = node.lines.map { String($0.split(separator: " ")[3]) }
        #expect(delivered == ["0,0"] + (1...10).map { "\($0 * $0 * 10),0" })
        let predicted = node.lines.compactMap { line -> String? in
            guard let open = line.lastIndex(of: "[") else { return nil }
            let inside = line[line.index(after: open)...].dropLast()
            return inside.isEmpty ? nil : String(inside.split(separator: "@")[0])
        }
        #expect(predicted.count == 9 && predicted.allSatisfy { !delivered.contains($0) }, "\(predicted)")
    }

    /// The predictor on what fingers draw: exact on a straight line at a steady speed; on a circle it misses
    /// by about what the tangent does (it does not follow curves); a slow finger is predicted short.
    @Test func thePredictorIsExactOnALineCloseOnACircleAndShortWhenSlow() {
        /// The largest miss, and the largest distance predicted, over half a second of 120 Hz samples.
        func run(circle radius: Double?, speed: Double) -> (miss: Double, reach: Double) {
            let h = Harness(size: Size(width: 2000, height: 2000))
            func at(_ t: Double) -> Point {
                guard let r = radius else { return Point(100 + speed * t, 500) }
                let a = speed * t / r
                return Point(1000 + r * cos(a), 1000 + r * sin(a))
            }
            h.down(1, at(0).x, at(0).y)
            var miss = 0.0, reach = 0.0
            for k in 1...60 {
                h.time = Double(k) / 120
                h.move(1, at(h.time).x, at(h.time).y)
                let touch = h.window.activeTouches[0]
                if let p = TouchPredictor.predict(touch).first {
                    miss = max(miss, (p.locationInWindow - at(p.timestamp)).length)
                    reach = max(reach, (p.locationInWindow - touch.locationInWindow).length)
                }
            }
            return (miss, reach)
        }
        #expect(run(circle: nil, speed: 300).miss < 1e-6)
        let onCircle = run(circle: 100, speed: 300).miss
        #expect(onCircle > 0.1 && onCircle < 0.3, "\(onCircle) pt on a circle of 100 pt at 300 pt/s")
        let slow = run(circle: nil, speed: 30)
        #expect(slow.reach < 30.0 / 60 / 4, "a slow finger's prediction stays short: \(slow.reach) pt")
    }
}
