import Foundation
import GestureExamples
import Gestures
import AppHost
import SDLBackend
import TouchTracker

// Frame, edit and hit figures for the drawing view (software renderer, 1024x768 points at 1x, 10 strokes in
// progress). Release build only: `make bench`. The dispatch line comes from gesture-bench, printed last.

let size = Size(width: 1024, height: 768)
/// The backend measured: its services and name through `Backend`; its offscreen and window targets and
/// synthetic events (what only a bench needs) from the backend module itself.
let benchBackend: any Backend = SDLPlatform()


/// A drawing of `n` strokes such as people make: 5 to 80 points long, 2 to 10 wide, a few colors.
func makeLines(_ n: Int) -> [Line] {
    var rng = SeededGenerator(seed: UInt64(n))
    let colors = [Color.black, Color(rgb: 0x1E88E5), Color(rgb: 0xE53935), Color(rgb: 0x43A047)]
    return (0..<n).map { i in
        let b = Point(rng.unit() * size.width, rng.unit() * size.height)
        let len = 5 + rng.unit() * 75, a = rng.unit() * 2 * Double.pi
        return Line(id: i + 1, begin: b, end: b + Vector(dx: len * cos(a), dy: len * sin(a)),
                    color: colors[Int(rng.unit() * 4)], width: 2 + rng.unit() * 8)
    }
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func stats(_ xs: [Double]) -> (median: Double, p99: Double) {
    let s = xs.sorted()
    return (s[s.count / 2], s[Swift.min(s.count - 1, Int((Double(s.count) * 0.99).rounded(.up)) - 1)])
}

func ms(_ x: Double) -> String { String(format: "%.2f", x * 1000) }

/// Where the bench's frames are drawn: offscreen (SDL's software renderer), or a real window.
protocol BenchTarget { func render(_ app: HostedApp) }
extension OffscreenTarget: BenchTarget {}
extension WindowTarget: BenchTarget {}

/// An app with `n` lines and ten fingers drawing, rendered offscreen (or on `target`).
final class Bench {
    let app = TouchTrackerApp(services: benchBackend.makeServices(), size: size, store: nil)
    let target: BenchTarget
    let session: Session
    var frame = 0

    init(lines n: Int, target given: BenchTarget? = nil) throws {
        target = try given ?? OffscreenTarget(size: size, scale: 1)
        session = Session(app: app, windowSize: size)
        app.drawing.load(makeLines(n))
        session.feed((1...10).map { .scriptFinger(.down, id: $0, at: Point(Double($0) * 90, 300)) }, at: 0)
        step()
        step()
        target.render(app)   // builds the cache (not measured)
        precondition(app.strokesInProgress == 10, "the benchmark draws with ten fingers, found \(app.strokesInProgress)")
    }

    /// One frame of 1/60 s with every finger moving a little.
    func step() {
        frame += 1
        let t = Double(frame) / 60
        session.frame()
        session.feed((1...10).map { i in
            .scriptFinger(.move, id: i, at: Point(Double(i) * 90 + 40 * sin(t * 3 + Double(i)), 300 + 200 * sin(t * 2) + Double(frame % 7)))
        }, at: t)
    }

    func timeFrames(_ count: Int, naive: Bool = false) -> [Double] {
        var times: [Double] = []
        for _ in 0..<count {
            step()
            if naive { app.forgetLineCache() }
            let t0 = now()
            target.render(app)
            times.append(now() - t0)
        }
        return times
    }
}

let frames = 240

// `touchtracker-bench overlay` (or any moment's name): just that moment at N = 10,000, for profiling.
if CommandLine.arguments.count > 1 {
    let only = CommandLine.arguments[1]
    switch only {
    case "overlay": print(try Moments.strokes(10_000, name: "overlay", overlay: true, scale: 1, frames: 600))
    case "hidpi-strokes": print(try Moments.strokes(10_000, name: "hidpi-strokes", overlay: false, scale: 2, frames: 300))
    case "undo-clear": print(try Moments.undoClear(10_000, repeats: 10))
    case "raster":
        // The rasterizer alone: the full redraw of the 100,000-line drawing into a 1536x1024 image.
        let strokes = Moments.drawing(100_000).map { LayerStroke.line(from: $0.begin, to: $0.end, width: $0.width, color: $0.color) }
        let image = PixelImage(width: 1536, height: 1024, fill: 0xFFFF_FFFF)
        var best = Double.infinity
        for _ in 0..<5 { let t0 = now(); image.draw(strokes, clip: Rect(x: 0, y: 0, width: 1536, height: 1024)); best = min(best, now() - t0) }
        print("raster N=100000: best of 5 \(ms(best)) ms")
    case "select-redraw":
        // The frame that takes the long line out of the cache (selected), then puts it back, 20 times.
        let r = try Moments.Rig(lines: 100_000)
        var times: [Double] = []
        for k in 0..<40 {
            r.app.select(lineID: k % 2 == 0 ? 100_001 : nil)
            let t0 = now(); r.target.render(r.app); times.append(now() - t0)
        }
        print(Moments.report("select-redraw", 100_000, times))
    case "color-change": print(try Moments.colorChange(10_000, repeats: 6))
    case "color-change2x": Moments.scale = 2; print(try Moments.colorChange(10_000, repeats: 12))
    case "shapes2x":   // what each overlay shape costs at 2x, drawn alone
        let t = try OffscreenTarget(size: Size(width: 1480, height: 1000), scale: 2)
        let c = t.canvas
        func time(_ name: String, _ body: () -> Void) {
            var best = 1e9
            for _ in 0..<20 { let t0 = Date(); body(); best = min(best, Date().timeIntervalSince(t0)) }
            print(name, String(format: "%.3f ms", best * 1000))
        }
        let ring = Color(rgb: 0xFF6F00, alpha: 0.9)
        time("disc translucent") { c.fillCircle(center: Point(100, 100), radius: 24, color: ring.withAlpha(0.14)) }
        time("disc opaque") { c.fillCircle(center: Point(100, 100), radius: 24, color: ring.withAlpha(1)) }
        time("ring translucent") { c.strokeCircle(center: Point(100, 100), radius: 24, width: 2.5, color: ring) }
        time("ring opaque") { c.strokeCircle(center: Point(100, 100), radius: 24, width: 2.5, color: ring.withAlpha(1)) }
        time("text") { c.drawText("m1", at: Point(100, 92), size: 13, color: .black, alignment: .center) }
        time("chip") { c.fillRoundedRect(Rect(x: 10, y: 10, width: 70, height: 18), radius: 9, color: .red) }
        time("square") { c.fillRoundedRect(Rect(x: 10, y: 10, width: 10, height: 10), radius: 3, color: .red) }
        time("panel") { c.fillRoundedRect(Rect(x: 10, y: 10, width: 300, height: 400), radius: 10, color: Color(rgb: 0x161616)) }
    case "overlay2x": Moments.scale = 2; print(try Moments.strokes(10_000, name: "overlay", overlay: true, scale: 2, frames: 300))
    case "startup": for line in try Moments.startup(100_000) { print(line) }
    case "trace": for line in try Moments.trace(10_000, frames: 300, seconds: 10) { print(line) }
    case "trace2x": Moments.scale = 2; for line in try Moments.trace(10_000, frames: 300, seconds: 10) { print(line) }
    case "select-long": for line in try Moments.longLine(100_000, repeats: 6) { print(line) }
    case "event-to-present":
        // In a window (SDL_RENDER_DRIVER): the loop as it was and as it is, in turn, three times each.
        for _ in 0..<3 { for starts in [false, true] { print(try InkMoments.eventToPresent(inputStartsFrame: starts)) } }
    case "ink": for line in try InkMoments.ink() + InkMoments.prediction() { print(line) }
    case "record": print(try RecordingMoments.rate())
    case "store": for line in try StoreMoments.store() { print(line) }
    case "script": for line in ScriptMoments.checks() + [try ScriptMoments.longest()] { print(line) }
    case "script-checks": for line in ScriptMoments.checks() { print(line) }
    case "opengl":
        // The steady frame (ten fingers drawing over N lines) and a full redraw, in a real window with the
        // renderer SDL_RENDER_DRIVER names (make bench: opengl under Xvfb, on Mesa's llvmpipe).
        let window = try WindowTarget(size: Size(width: size.width + 200, height: size.height + 200))
        if window.rendererName == "opengl" { print("(OpenGL on Mesa's llvmpipe, which runs on the CPU: these are not a GPU's figures)") }
        for n in [100, 10_000, 100_000] {
            let b = try Bench(lines: n, target: window)
            let s = stats(b.timeFrames(frames))
            print("frame@\(window.rendererName) N=\(n): median \(ms(s.median)) ms, p99 \(ms(s.p99)) ms")
        }
        print(try InkMoments.eventToPresent(inputStartsFrame: false))
        print(try InkMoments.eventToPresent())
        Moments.window = window
        for n in [100, 10_000, 100_000] { try printMoments(n) }
    default: print("moments to profile alone: opengl (in a window, SDL_RENDER_DRIVER), event-to-present (in a window), raster, startup, store, record, script, script-checks, select-long, select-redraw, color-change, color-change2x, overlay, overlay2x, hidpi-strokes, undo-clear, trace, trace2x; shapes2x times single shapes (TT_SPLIT=all prints every frame's phases)")
    }
    exit(0)
}

var results: [String] = []
var frame100 = 0.0
for n in [100, 10_000, 100_000] {
    let t0 = now()
    let b = try Bench(lines: n)
    let setup = now() - t0
    let s = stats(b.timeFrames(frames))
    if n == 100 { frame100 = s.median }
    print("  (N=\(n): drawing loaded and cache built in \(ms(setup)) ms)")
    results.append("frame N=\(n): median \(ms(s.median)) ms, p99 \(ms(s.p99)) ms")
}
do {
    let b = try Bench(lines: 10_000)
    let s = stats(b.timeFrames(30, naive: true))
    results.append("naive N=10000: median \(ms(s.median)) ms, p99 \(ms(s.p99)) ms")
}
do {
    // A deletion or a move of one line, then the frame that shows it.
    let b = try Bench(lines: 100_000)
    var rng = SeededGenerator(seed: 77)
    var times: [Double] = []
    for k in 0..<200 {
        b.step()
        let id = 1 + Int(rng.unit() * 99_000)
        let t0 = now()
        if k % 2 == 0 {
            b.app.drawing.delete(id: id)
        } else {
            b.app.drawing.moveLive(id: id, by: Vector(dx: 30 * rng.unit() - 15, dy: 30 * rng.unit() - 15))
        }
        b.target.render(b.app)
        times.append(now() - t0)
    }
    let s = stats(times)
    results.append("edit N=100000: median \(ms(s.median)) ms, p99 \(ms(s.p99)) ms")
    let queries = 100_000
    var found = 0
    let t0 = now()
    for _ in 0..<queries {
        if b.app.drawing.nearestLine(to: Point(rng.unit() * size.width, rng.unit() * size.height), within: 20) != nil { found += 1 }
    }
    let perQuery = (now() - t0) / Double(queries) * 1e6
    results.append("hit N=100000: \(String(format: "%.2f", perQuery)) us/query")
    print("  (hit queries finding a line within 20 pt: \(found * 100 / queries)%)")
}
for r in results { print(r) }
// The touch-script limits at their edges (docs/limits.md).
for line in ScriptMoments.checks() + [try ScriptMoments.longest()] { print(line) }

// The moments of docs/performance: each through the app's input path, the whole frame that handles it.
// Startup and memory first, in a fresh process state.
for line in try Moments.startup(100_000) { print(line) }
// Keeping the drawing: each edit's commit, at 100,000 and 1,000,000 lines; the five edits; the first import.
for line in try StoreMoments.store() { print(line) }
// Ink under the finger: frames to the first ink, and how far predictions miss.
for line in try InkMoments.ink() { print(line) }
for line in InkMoments.prediction() { print(line) }
// How much a recording writes, against what the player takes.
print(try RecordingMoments.rate())
// The playground at its largest lesson: an inspector edit (the lesson installed again) and a tap.
for line in try Moments.playground(repeats: 30) { print(line) }
// The teaching trace, always on in the app: its cost to a drawing hand, and the live timeline's frames.
for line in try Moments.trace(10_000, frames: 240, seconds: 10) { print(line) }
/// Every moment at `Moments.scale`; the hidpi strokes and the naive anchor only at 1x (they are their own scales).
func printMoments(_ n: Int) throws {
    let big = n == 100_000, single = Moments.scale == 1 && Moments.window == nil
    print(try Moments.lift10(n, repeats: big ? 5 : 10))
    for line in try Moments.longLine(n, repeats: 6) { print(line) }
    print(try Moments.undoClear(n, repeats: big ? 3 : 6))
    print(try Moments.colorChange(n, repeats: big ? 3 : 6))
    print(try Moments.resize(n, frames: big ? 20 : 60))
    print(try Moments.save(n, repeats: big ? 2 : 4))
    print(try Moments.strokes(n, name: "overlay", overlay: true, scale: Moments.scale, frames: big ? 60 : 120))
    if single { print(try Moments.strokes(n, name: "hidpi-strokes", overlay: false, scale: 2, frames: big ? 30 : 90)) }
    print(try Moments.fullRedraw(n, repeats: big ? 5 : 10))
    if single { print(try Moments.naive(n, frames: big ? 2 : 5)) }
}
for n in [100, 10_000, 100_000] { try printMoments(n) }
// The same moments at --scale 2 (four times the pixels), up to N = 10,000.
Moments.scale = 2
for n in [100, 10_000] { try printMoments(n) }
Moments.scale = 1
