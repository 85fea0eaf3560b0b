import Foundation
import GestureExamples
import Gestures
import AppHost
import SDLBackend
import TouchTracker

/// Ink under the finger: how soon a stroke shows, how far predictions miss, how long an event takes to reach
/// the screen.
enum InkMoments {
    /// Frames from a finger's first move until ink shows 2 pt from where it went down, for a finger moving
    /// right at `speed` pt/s: input fed as a script feeds it, the frame drawn, its pixels read.
    static func framesToInk(speed: Double, tentative: Bool) throws -> Int {
        let size = Size(width: 400, height: 300)
        let app = TouchTrackerApp(services: benchBackend.makeServices(), size: size, store: nil)
        app.showsTentativeInk = tentative
        let driver = try benchBackend.makeHeadlessDriver(app: app, size: size, scale: 1, uiScale: 1)
        let start = Point(100, 150)
        driver.session.feed([.scriptFinger(.down, id: 1, at: start)], at: driver.session.now)
        for frame in 1...90 {
            driver.session.feed([.scriptFinger(.move, id: 1, at: start + Vector(dx: speed * Double(frame) / 60, dy: 0))], at: driver.session.now)
            _ = driver.runFrame()
            let f = try driver.captureFrame()
            let v = f.pixels[Int(start.y) * f.width + Int(start.x) + 2]
            if (v >> 16) & 0xFF > 200 && (v >> 8) & 0xFF < 120 { return frame }
        }
        return 91
    }

    static func ink() throws -> [String] {
        try [30.0, 60, 300].map { speed in
            "ink \(Int(speed)) pt/s: \(try framesToInk(speed: speed, tentative: true)) frames from the first move to the first ink "
                + "(\(try framesToInk(speed: speed, tentative: false)) without tentative ink)"
        }
    }

    /// How far `TouchPredictor` misses, a frame ahead, on a touchscreen's 120 Hz samples with a hand's
    /// unevenness: positions off by up to 0.3 pt (a touch panel's resolution) and the speed wavering ±15% at
    /// 2 Hz. On a straight line and on circles of 100 pt, at each speed up to a pen's fast stroke (1000 pt/s);
    /// two seconds of samples under each of ten seeds, pooled (the first seed is the one earlier benches
    /// used alone). Mean and p95 in points, beside plain extrapolation of the last velocity on the same
    /// samples (what the predictor must not lose to).
    static func prediction() -> [String] {
        var out: [String] = []
        for (shape, radius) in [("line", nil), ("circle r=100", 100.0)] as [(String, Double?)] {
            for speed in [30.0, 60, 300, 1000] {
                var errors: [Double] = [], plain: [Double] = []
                for repeatIndex in 0..<10 {
                    var rng = SeededGenerator(seed: UInt64(speed) + (radius == nil ? 0 : 1000) + UInt64(repeatIndex) * 7919)
                    let window = Window(size: Size(width: 4000, height: 4000), log: EventLog(isEnabled: false))
                    let pad = Node(name: "pad", frame: Rect(x: 0, y: 0, width: 4000, height: 4000))
                    window.rootNode.addChild(pad)
                    // Distance along the path at time t: the speed wavers.
                    func travelled(_ t: Double) -> Double { speed * (t - 0.15 / (2 * Double.pi * 2) * cos(2 * Double.pi * 2 * t)) }
                    func at(_ t: Double) -> Point {
                        let d = travelled(t)
                        guard let r = radius else { return Point(100 + d, 2000) }
                        return Point(2000 + r * cos(d / r), 2000 + r * sin(d / r))
                    }
                    func sampled(_ t: Double) -> Point { at(t) + Vector(dx: (rng.unit() - 0.5) * 0.6, dy: (rng.unit() - 0.5) * 0.6) }
                    window.touchDown(TouchID(1), at: sampled(0), time: 0)
                    for k in 1...240 {
                        let t = Double(k) / 120
                        window.touchMoved(TouchID(1), to: sampled(t), time: t)
                        let touch = window.activeTouches[0]
                        guard k >= 3, let p = TouchPredictor.predict(touch).first else { continue }
                        let truth = at(p.timestamp)
                        errors.append((p.locationInWindow - truth).length)
                        let s = touch.recentSamples, b = s[s.count - 1], a = s[s.count - 2]
                        let v = (b.locationInWindow - a.locationInWindow) * (1 / (b.timestamp - a.timestamp))
                        plain.append((b.locationInWindow + v * TouchPredictor.horizon - truth).length)
                    }
                    window.touchUp(TouchID(1), time: 241.0 / 120)
                }
                func summary(_ e: [Double]) -> (Double, Double) {
                    let sorted = e.sorted()
                    return (e.reduce(0, +) / Double(e.count), sorted[Int(Double(sorted.count) * 0.95)])
                }
                let (m, p95) = summary(errors), (pm, pp95) = summary(plain)
                out.append(String(format: "prediction %@ %.0f pt/s: mean %.2f pt, p95 %.2f pt (plain extrapolation: %.2f, %.2f; a frame's travel %.2f pt; 10 seeds)",
                                  shape, speed, m, p95, pm, pp95, speed / 60))
            }
        }
        return out
    }

    /// In a real window (make bench: Xvfb, SDL's OpenGL renderer on llvmpipe): a finger's motion pushed into
    /// SDL's queue from another thread (as input arrives from the display server) at a random moment of each
    /// 60 Hz period, while the loop paces its frames as a window's frame loop does (`FramePacing`: input
    /// starts the frame, at most every half a frame) and does a frame's work (drain, coalesce, update, draw, read back
    /// one pixel, present); the time from each event's arrival to the present that shows it, and the frames
    /// drawn a second.
    /// `inputStartsFrame` false: the loop as it was before `FramePacing`, a frame every 1/60 s whatever came
    /// (a coarse sleep to the tick, then a spin), for the figure before beside the one now.
    static func eventToPresent(frames: Int = 240, inputStartsFrame: Bool = true) throws -> String {
        try SyntheticEvents.start()
        let size = Size(width: 1024, height: 768)
        let window = try WindowTarget(size: size)
        let app = TouchTrackerApp(services: benchBackend.makeServices(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        var rng = SeededGenerator(seed: 5)
        // The finger goes down before the measured motion starts.
        SyntheticEvents.finger(.down, device: 1, finger: 1, x: 0.1, y: 0.5)
        /// The input of what SDL's queue held, at the session's time.
        func inputs(_ converted: [SyntheticEvents.Converted]) -> [(RawInput, Seconds)] {
            converted.compactMap { c in if case .input(let i) = c { return (i, session.now) } else { return nil } }
        }
        session.feedFrame(inputs(SyntheticEvents.drain(windowSize: size)))
        let first = now() + 0.1
        let arrivals = (0..<frames).map { k in first + (Double(k) + rng.unit()) / 60 }
        let person = Thread {
            for (k, arrival) in arrivals.enumerated() {
                // Sleep to a millisecond before, then spin: the event arrives at its moment.
                let ahead = arrival - now() - 0.001
                if ahead > 0 { usleep(useconds_t(ahead * 1e6)) }
                while now() < arrival {}
                SyntheticEvents.finger(.motion, device: 1, finger: 1, x: Float(0.1 + Double(k % 120) * 0.006), y: 0.5)
            }
        }
        person.start()
        var latencies: [Double] = [], waits: [Double] = [], works: [Double] = []
        var lastStart = now(), lastInputStart = -Double.infinity, framesDrawn = 0
        let cpuBefore = processCPUSeconds()
        let started = lastStart, end = arrivals[arrivals.count - 1] + 0.05
        while now() < end {
            var byInput = false
            if inputStartsFrame {
                byInput = FramePacing.wait(from: lastStart, lastInputStart: lastInputStart, seconds: now, sleep: SyntheticEvents.sleep,
                                           waitForEvent: SyntheticEvents.waitForEvent(timeout:))
            } else {
                let tick = lastStart + FramePacing.periodSeconds
                while now() < tick { if tick - now() > 0.002 { SyntheticEvents.sleep(tick - now() - 0.0015) } }
            }
            lastStart = now()
            if byInput { lastInputStart = lastStart }
            let startClock = SyntheticEvents.clock()
            // SDL stamps each event as it is queued (SDL 3 in nanoseconds, SDL 2 in milliseconds, unwrapped):
            // the figure is read from SDL's own clock.
            let stamped = SyntheticEvents.drainStamped(windowSize: size)
            session.feedFrame(inputs(stamped.map(\.0)))
            session.frame(realSeconds: 1.0 / 60)
            window.render(app)
            framesDrawn += 1
            let presented = SyntheticEvents.clock()
            for (c, stamp) in stamped { if case .input = c, stamp > 0 {
                latencies.append(Double(presented - stamp) / 1e9)
                waits.append(Double(Int64(startClock) - Int64(stamp)) / 1e9); works.append(Double(presented - startClock) / 1e9)
            } }
        }
        let rate = Double(framesDrawn) / (now() - started)
        let cpu = (processCPUSeconds() - cpuBefore) / (now() - started)
        if Moments.splitAll {   // TT_SPLIT=all: from arrival to the frame start, and the frame's work
            let w = waits.sorted(), k = works.sorted()
            var hist: [Int: Int] = [:]
            for x in waits { hist[Int((x * 1000).rounded()), default: 0] += 1 }
            print("  wait histogram (ms: count):", hist.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
            print("  waits: median \(ms(w[w.count / 2])) p90 \(ms(w[w.count * 9 / 10])) max \(ms(w.last!)); work: median \(ms(k[k.count / 2])) p90 \(ms(k[k.count * 9 / 10])) max \(ms(k.last!))")
        }
        latencies.sort()
        let median = latencies[latencies.count / 2], p99 = latencies[Int(Double(latencies.count) * 0.99)]
        return "event-to-present@\(window.rendererName)\(inputStartsFrame ? "" : ", a frame each 1/60 s (before)"): median \(ms(median)) ms (at most 8: \(inputStartsFrame ? Moments.verdict(median * 1000, atMost: 8) : "before")), p99 \(ms(p99)) ms (at most 12: \(inputStartsFrame ? Moments.verdict(p99 * 1000, atMost: 12) : "before")), "
            + String(format: "%.0f frames a second, the process %.0f%% of a core", rate, cpu * 100)
            + " (\(latencies.count) events, one in each 1/60 s at a random moment, from SDL \(benchBackend.libraryVersion)'s event stamps; under Xvfb with llvmpipe, not a GPU)"
    }
}

/// The CPU time of the whole process so far (every thread: the loop, the person's, llvmpipe's), in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// How much `--record` writes: ten fingers drawing on a 120 Hz touchscreen for ten seconds, fed as a
/// window feeds it (two samples of each finger a frame), scaled to an hour.
enum RecordingMoments {
    static func rate() throws -> String { try rate(fingers: 10) + "\n" + rate(fingers: 1) }

    static func rate(fingers: Int) throws -> String {
        let size = Size(width: 1280, height: 800)
        let path = NSTemporaryDirectory() + "tt-record-rate-\(getpid()).txt"
        defer { unlink(path) }
        let app = TouchTrackerApp(services: benchBackend.makeServices(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        session.recorder = try ScriptRecorder(path: path, windowSize: size, scene: "tracker", defaultScene: "tracker", time: 0, appName: "TouchTracker", replayCommand: "touchtracker")
        var rng = SeededGenerator(seed: 9)
        session.feedFrame((0..<fingers).map { f in (.fingerDown(device: 1, finger: Int64(f), at: Point(100 + Double(f) * 100, 400)), 0) })
        let seconds = 10.0
        for frame in 1...Int(seconds * 60) {
            var batch: [(RawInput, Seconds)] = []
            for half in 0..<2 {
                let t = (Double(frame) - 0.5 + Double(half) * 0.5) / 60
                for f in 0..<fingers {
                    let p = Point(100 + Double(f) * 100 + 40 * sin(t * 3 + Double(f)) + rng.unit(), 400 + 300 * sin(t * 2 + Double(f)))
                    batch.append((.fingerMove(device: 1, finger: Int64(f), to: p), t))
                }
            }
            session.feedFrame(batch)
            session.frame(realSeconds: 1.0 / 60)
        }
        session.recorder = nil
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").count
        let perHour = Double(bytes) * 3600 / seconds, linesPerHour = Double(lines) * 3600 / seconds
        // A part ends past 12 MiB or 600,000 lines (ScriptRecorder's soft limits), well inside the player's.
        let partMinutes = Swift.min(12.0 * 1048576 / (Double(bytes) / seconds), 600_000 / (Double(lines) / seconds)) / 60
        return String(format: "record: %d finger%@ at 120 Hz write%@ %.1f KB/s, %.0f MB and %.2f million lines an hour: a file every %.0f minutes (%.0f files an hour), each played in turn",
                      fingers, fingers == 1 ? "" : "s", fingers == 1 ? "s" : "", Double(bytes) / seconds / 1000, perHour / 1e6, linesPerHour / 1e6,
                      partMinutes, (60 / partMinutes).rounded(.up))
    }
}
