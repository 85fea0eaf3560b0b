import Testing
@testable import Gestures
import GestureExamples
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
        // Each prediction is redone a frame past the newest sample. Speeding up (1250, then 2500 pt/s) far more
        // than a panel's jitter explains, it keeps the acceleration and lands on the next sample (170 at 0.032;
        // the straight fit alone said 158.952); steady at 2500 pt/s it is on the line; turning 45° and slowing,
        // it carries the turn on (the straight fit alone said 227.184,124.483).
        #expect(node.lines == [
            "began 1 at 100,100 coalesced [100,100@0] predicted []",
            "moved 1 at 130,100 coalesced [110,100@0.008 120,100@0.012 130,100@0.016] predicted [170.192,100@0.033]",
            "moved 1 at 170,100 coalesced [170,100@0.032] predicted [211.667,100@0.049]",
            "moved 1 at 190,120 coalesced [190,120@0.048] predicted [195.345,159.098@0.065]",
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

    /// The predictor on what fingers and pens draw: exact on a straight line at a steady speed; on a fast
    /// circle it follows the bend (a straight fit over four samples lags it by 3.8 pt at 1000 pt/s); with a
    /// panel's jitter it misses less than plain extrapolation of the last velocity, mean and p95, slow or fast.
    @Test func thePredictorIsExactOnALineFollowsAFastCurveAndBeatsPlainExtrapolationUnderJitter() {
        /// The mean, p95 and largest miss over two seconds of 120 Hz samples, each off by up to `jitter` points
        /// in x and y; and plain extrapolation's mean and p95 on the same samples.
        func run(circle radius: Double?, speed: Double, jitter: Double = 0)
            -> (mean: Double, p95: Double, miss: Double, plainMean: Double, plainP95: Double) {
            let h = Harness(size: Size(width: 4000, height: 4000))
            var rng = SeededGenerator(seed: UInt64(speed))
            func at(_ t: Double) -> Point {
                guard let r = radius else { return Point(100 + speed * t, 500) }
                let a = speed * t / r
                return Point(2000 + r * cos(a), 2000 + r * sin(a))
            }
            func sampled(_ t: Double) -> Point { at(t) + Vector(dx: (rng.unit() - 0.5) * 2 * jitter, dy: (rng.unit() - 0.5) * 2 * jitter) }
            let start = sampled(0)
            h.down(1, start.x, start.y)
            var misses: [Double] = [], plain: [Double] = []
            for k in 1...240 {
                h.time = Double(k) / 120
                let p = sampled(h.time)
                h.move(1, p.x, p.y)
                let touch = h.window.activeTouches[0]
                guard k >= 3, let predicted = TouchPredictor.predict(touch).first else { continue }
                misses.append((predicted.locationInWindow - at(predicted.timestamp)).length)
                let s = touch.recentSamples, b = s[s.count - 1], a = s[s.count - 2]
                let v = (b.locationInWindow - a.locationInWindow) * (1 / (b.timestamp - a.timestamp))
                plain.append((b.locationInWindow + v * TouchPredictor.horizon - at(predicted.timestamp)).length)
            }
            #expect(misses.count == 238, "a moving touch is predicted at every sample from the third")
            func p95(_ e: [Double]) -> Double { e.sorted()[Int(Double(e.count) * 0.95)] }
            return (misses.reduce(0, +) / Double(misses.count), p95(misses), misses.max() ?? .infinity,
                    plain.reduce(0, +) / Double(plain.count), p95(plain))
        }
        #expect(run(circle: nil, speed: 300).miss < 1e-6)
        #expect(run(circle: nil, speed: 1000).miss < 1e-6)
        // On a circle of 100 pt the straight fit lags by 0.34 pt at 300 pt/s and 3.8 pt at 1000 pt/s. At 300 pt/s
        // that bend is within what the panel's jitter could make of four samples, so the prediction stays
        // near the line; at 1000 pt/s it stands out and the prediction follows the curve.
        let at300 = run(circle: 100, speed: 300).miss, at1000 = run(circle: 100, speed: 1000).miss
        #expect(at300 > 0.1 && at300 < 0.4, "\(at300) pt on a circle of 100 pt at 300 pt/s")
        #expect(at1000 < 0.5, "\(at1000) pt on a circle of 100 pt at 1000 pt/s")
        for speed in [30.0, 60, 300, 1000] {
            for radius in [nil, 100.0] as [Double?] {
                let r = run(circle: radius, speed: speed, jitter: 0.3)
                let what = "at \(speed) pt/s on \(radius.map { "a circle of \($0) pt" } ?? "a line")"
                #expect(r.mean < r.plainMean, "\(what): mean \(r.mean) pt, plain \(r.plainMean) pt")
                #expect(r.p95 < r.plainP95, "\(what): p95 \(r.p95) pt, plain \(r.plainP95) pt")
            }
        }
    }

    /// Nothing is predicted for a touch with fewer than three samples, one that stays still (jitter-free), or
    /// one lifted or cancelled; three samples of a moving touch are enough.
    @Test func nothingIsPredictedForAStillNewOrFinishedTouch() {
        let h = Harness()
        func predicted() -> [TouchSample] { TouchPredictor.predict(h.window.activeTouches[0]) }
        h.down(1, 100, 100)
        #expect(predicted().isEmpty, "one sample")
        h.time = 1.0 / 120; h.move(1, 102, 100)
        #expect(predicted().isEmpty, "two samples")
        h.time = 2.0 / 120; h.move(1, 104, 100)
        #expect(predicted().count == 1, "three samples of a moving touch")
        let still = Harness()
        still.down(2, 50, 50)
        for k in 1...5 { still.time = Double(k) / 120; still.move(2, 50, 50) }
        #expect(TouchPredictor.predict(still.window.activeTouches[0]).isEmpty, "a still touch")
        let touch = h.window.activeTouches[0]
        h.time = 3.0 / 120; h.cancel(1)
        #expect(TouchPredictor.predict(touch).isEmpty, "a cancelled touch")
        let lifted = Harness()
        lifted.down(3, 0, 0)
        for k in 1...3 { lifted.time = Double(k) / 120; lifted.move(3, Double(k) * 5, 0) }
        let liftedTouch = lifted.window.activeTouches[0]
        #expect(TouchPredictor.predict(liftedTouch).count == 1)
        lifted.time = 4.0 / 120; lifted.up(3)
        #expect(TouchPredictor.predict(liftedTouch).isEmpty, "a lifted touch")
    }
}
