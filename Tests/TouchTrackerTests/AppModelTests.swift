import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker


/// Distance from a line's segment to a rectangle (0 when they meet).
func distance(_ l: Line, _ r: Rect) -> Double {
    if r.contains(l.begin) || r.contains(l.end) { return 0 }
    let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
    func clampDistance(_ p: Point) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
    var best = min(clampDistance(l.begin), clampDistance(l.end))
    for c in corners { best = min(best, l.distance(to: c)) }
    // A segment crossing the rectangle without an end inside: sample it.
    for i in 0...64 {
        let p = l.begin + (l.end - l.begin) * (Double(i) / 64)
        if r.contains(p) { return 0 }
    }
    return best
}

@Suite struct AppModelTests {
    func randomLines(_ n: Int, seed: UInt64, size: Size) -> [Line] {
        var rng = SeededGenerator(seed: seed)
        return (1...n).map { i in
            let b = Point(rng.unit() * size.width, rng.unit() * size.height)
            let e = b + Vector(dx: (rng.unit() - 0.5) * 160, dy: (rng.unit() - 0.5) * 160)
            return Line(id: i, begin: b, end: e, color: Color(rgb: UInt32(rng.unit() * 0xFFFFFF)), width: 2 + rng.unit() * 12)
        }
    }

    @Test func indexFindsTheSameLinesAsASearchOfAll() {
        let size = Size(width: 800, height: 600)
        let drawing = Drawing()
        for seed in [3, 4, 5] as [UInt64] {
        drawing.load(randomLines(2000, seed: seed, size: size))
        var rng = SeededGenerator(seed: 9 + seed)
        for _ in 0..<400 {
            let p = Point(rng.unit() * size.width, rng.unit() * size.height)
            let brute = drawing.lines.filter { $0.distance(to: p) <= 20 }
                .min { a, b in a.distance(to: p) == b.distance(to: p) ? a.id > b.id : a.distance(to: p) < b.distance(to: p) }
            #expect(drawing.nearestLine(to: p, within: 20) == brute?.id, "at \(p)")
            // Every line whose pixels can reach the region is found, in stacking order.
            let r = Rect(x: p.x, y: p.y, width: 90, height: 40)
            let found = drawing.lineEntries(in: r).map(\.id)
            let reaching = drawing.lines.filter { distance($0, r) <= $0.width / 2 + 1 }.map(\.id)
            #expect(Set(reaching).isSubset(of: Set(found)), "missing \(Set(reaching).subtracting(found))")
            #expect(found == found.sorted())
        }
        }
    }

    /// A thin diagonal whose samples (every 32 pt) fall in the cells either side of a 64 pt cell's corner
    /// still crosses that cell: it must be listed there, or a tap on it (or a redraw there) misses it.
    @Test func aLineClippingACellCornerBetweenSamplesIsFound() {
        let drawing = Drawing()
        drawing.load([Line(id: 1, begin: Point(40, 100), end: Point(100, 40), color: .black, width: 2)])
        #expect(drawing.nearestLine(to: Point(70, 70), within: 3) == 1)
        #expect(drawing.lineEntries(in: Rect(x: 66, y: 66, width: 8, height: 8)).map(\.id) == [1])
    }

    /// The index a load builds in two passes answers every query as one built a line at a time.
    @Test func theBulkIndexEqualsOneBuiltLineByLine() {
        let size = Size(width: 900, height: 700)
        var lines = randomLines(500, seed: 3, size: size)
        lines.append(Line(id: 501, begin: Point(-1e12, 5), end: Point(1e12, 5), color: .red, width: 4))   // a huge one: sparse cells
        var oneByOne = LineIndex()
        for l in lines { oneByOne.insert(l) }
        let bulk = LineIndex(lines: lines)
        for x in stride(from: -50.0, to: 950, by: 37) {
            for y in stride(from: -50.0, to: 750, by: 41) {
                let r = Rect(x: x, y: y, width: 53, height: 29)
                #expect(bulk.entries(in: r).map(\.id) == oneByOne.entries(in: r).map(\.id), "\(r)")
                #expect(bulk.nearest(to: Point(x, y), within: 15) == oneByOne.nearest(to: Point(x, y), within: 15))
            }
        }
        #expect(bulk.count == oneByOne.count && bulk.count == 501)
    }

    /// Edits redraw only what they touched; the result must equal drawing everything again.
    @Test func incrementalCacheEqualsAFullRedraw() throws {
        let size = Size(width: 640, height: 480)
        for scale in [1.0, 2.0] {
            let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            let target = try PixelTarget(size: size, scale: scale)
            app.drawing.load(randomLines(400, seed: 5, size: size))
            target.render(app)
            let d = app.drawing
            d.delete(id: 17)
            d.moveLive(id: 40, by: Vector(dx: 33.3, dy: -12.7))
            app.tracker.drawView.select(55)
            target.render(app)
            app.tracker.drawView.select(nil)
            d.add(begin: Point(10, 10), end: Point(600, 400), color: .red, width: 9)
            d.undo()
            d.delete(id: 200)
            d.undo()
            d.moveLive(id: 41, by: Vector(dx: 0.5, dy: 0.25))
            target.render(app)
            let incremental = target.pixels()

            let reference = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            reference.drawing.load(d.lines)
            let fresh = try PixelTarget(size: size, scale: scale)
            fresh.render(reference)
            let full = fresh.pixels()
            let differing = zip(incremental, full).filter { $0 != $1 }.count
            #expect(differing == 0, "scale \(scale): \(differing) pixels differ")
        }
    }

    /// A clear keeps the layer; undoing it shows the kept layer instead of redrawing every line. Whatever
    /// happens between the two (a line drawn and taken back, a selection, a window grown past the layer),
    /// what is shown equals a full redraw.
    @Test func undoingAClearShowsWhatAFullRedrawShows() throws {
        let size = Size(width: 640, height: 480)
        for variant in 0..<4 {
            let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            let target = try PixelTarget(size: Size(width: 1200, height: 900), scale: 1)
            let session = Session(app: app, windowSize: size)
            let d = app.drawing
            d.load(randomLines(300, seed: 8, size: size))
            app.tracker.drawView.select(variant == 1 ? 12 : nil)
            target.render(app)
            d.clear()
            target.render(app)
            switch variant {
            case 1: app.tracker.drawView.select(nil)
            case 2: d.add(begin: Point(5, 5), end: Point(300, 200), color: .red, width: 6); target.render(app); d.undo()
            case 3: session.resize(to: Size(width: 1100, height: 800))
            default: break
            }
            d.undo()
            target.render(app)
            let shown = target.pixels()

            let now = variant == 3 ? Size(width: 1100, height: 800) : size
            let reference = TouchTrackerApp(services: FakeBackend(), size: now, store: nil)
            reference.drawing.load(d.lines)
            let fresh = try PixelTarget(size: Size(width: 1200, height: 900), scale: 1)
            _ = Session(app: reference, windowSize: now)
            fresh.render(reference)
            #expect(d.lines.count == 300)
            let differing = zip(shown, fresh.pixels()).filter { $0 != $1 }.count
            #expect(differing == 0, "variant \(variant): \(differing) pixels differ")
        }
    }

    @Test func eachEditIsCommittedAtOnceAndNothingIsLeftOver() throws {
        let scratch = ScratchFolder("tt-save")
        let dir = scratch.url
        let store = DrawingStore(directory: dir)
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 400, height: 300), store: store)
        let session = Session(app: app, windowSize: Size(width: 400, height: 300))
        func stored() -> [Line] {
            let reader = DrawingStore(directory: dir)
            defer { reader.close() }
            if case .loaded(let saved, _) = reader.load() { return saved.lines }
            return []
        }
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        app.waitForSaves()   // committed on the store's queue, no frame needed
        #expect(stored().map(\.end) == [Point(50, 50)])
        app.drawing.add(begin: Point(2, 2), end: Point(60, 60), color: .black, width: 4)
        session.frame()
        app.willQuit()
        #expect(stored().count == 2)
        store.close()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(leftovers.allSatisfy { ["drawing.image", "drawing.lock", "drawing.sqlite"].contains($0) }, "no temporary files left: \(leftovers)")
    }

    @Test func anUnreadableDrawingJSONIsNotImportedAndStaysAsItIs() throws {
        let cases = [
            ("not json", "not JSON"),
            ("[1]", "the top level is not an object"),
            ("{\"format\": 2, \"drawColor\": \"#000000\", \"lines\": []}", "format: expected 1"),
            ("{\"format\": 1, \"drawColor\": \"#000000\", \"lines\": [{\"begin\": [0, 0], \"end\": [1, 1], \"color\": \"red\", \"width\": 3}]}",
             "lines[0].color: expected \"#RRGGBB\""),
            ("{\"format\": 1, \"drawColor\": \"#000000\", \"lines\": [{\"begin\": [0, 0], \"end\": [1, 1], \"color\": \"#FF0000\", \"width\": -3}]}",
             "lines[0].width: expected a number above 0 and at most 200"),
        ]
        for (text, reason) in cases {
            let scratch = ScratchFolder("tt-bad")
            let store = DrawingStore(directory: scratch.url)
            try text.write(to: store.jsonFile, atomically: true, encoding: .utf8)
            guard case .nothingSaved(let notices) = store.load() else { Issue.record("accepted \(text)"); continue }
            #expect(notices.count == 1 && notices[0].words.hasPrefix("Your saved drawing could not be read (drawing.json: \(reason)")
                    && notices[0].words.hasSuffix("), so TouchTracker started empty. The file is kept as it is."), "\(notices)")
            #expect(try String(contentsOf: store.jsonFile, encoding: .utf8) == text, "byte for byte")
        }
    }

    @Test func menuStaysInsideTheWindowAtEdgesAndCorners() {
        let size = Size(width: 500, height: 400)
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        for target in [Point(2, 2), Point(498, 2), Point(2, 398), Point(498, 398), Point(250, 2), Point(250, 398), Point(2, 200), Point(498, 200)] {
            app.tracker.menuView.layout(items: [MenuItem(title: "Delete", action: TrackerScene.deleteAction)],
                                        target: Rect(x: target.x - 2, y: target.y - 2, width: 4, height: 4), windowSize: size)
            let f = app.tracker.menuView.frameInWindow
            #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= size.width && f.maxY <= size.height, "at \(target): \(f)")
            let bubble = app.tracker.menuView.bubbleInWindow
            #expect(target.y < 100 ? bubble.minY > target.y : bubble.maxY < target.y, "above, or below when there is no room")
        }
    }

    /// The store's notices are made on its thread as values and put in words where shown: in Chinese on the
    /// drawing's banner, in English in the dump's messages.
    @Test func theStoresNoticeIsDrawnInThePersonsLanguageAndDumpedInEnglish() throws {
        let dir = ScratchFolder()
        try Data("{ not json".utf8).write(to: dir.appendingPathComponent("drawing.json"))
        try Localized.$scoped.withValue(LessonTranslationTests.zh) {
            let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 400, height: 300), store: DrawingStore(directory: dir.url))
            defer { app.store?.close() }
            let english = try #require(app.messages.first)
            #expect(app.messages.count == 1 && english.hasPrefix("Your saved drawing could not be read (drawing.json: "), "\(app.messages)")
            #expect(app.tracker.banner.text.hasPrefix("无法读取已保存的绘图（drawing.json："), "\(app.tracker.banner.text)")
            #expect(app.tracker.banner.text.hasSuffix("），因此 TouchTracker 以空白开始。该文件保持原样。"))
        }
    }

    /// A teacher's folder that cannot be read: said in Chinese on screen, in English in the dump's messages.
    @Test func anUnreadableTeachersFolderIsSaidInThePersonsLanguage() throws {
        Localized.$scoped.withValue(LessonTranslationTests.zh) {
            let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil, labFolder: "/nonexistent/lab")
            #expect(app.messages.count == 1 && app.messages[0].hasPrefix("The lab's folder /nonexistent/lab cannot be read ("), "\(app.messages)")
            #expect(app.messages[0].hasSuffix("): its lessons are not in the lab or Open…"))
            let shown = app.currentScene === app.tracker ? app.tracker.banner.text : app.notice.text
            #expect(shown.hasPrefix("无法读取实验室的文件夹 /nonexistent/lab（") && shown.hasSuffix("）：其中的课程不在实验室和“打开…”中"), "\(shown)")
        }
    }
}
