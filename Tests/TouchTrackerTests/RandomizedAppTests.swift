import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Seeded random input where people and files are unpredictable: edits against the cache, scripts
/// against the parser, broken save files against the loader, odd input streams against the app.
@Suite struct RandomizedAppTests {
    @Test func randomEditsKeepTheCacheEqualToAFullRedraw() throws {
        let size = Size(width: 320, height: 240)
        for seed in [11, 12, 13] as [UInt64] {
            var rng = SeededGenerator(seed: seed)
            let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            let target = try PixelTarget(size: size, scale: 1)
            let d = app.drawing
            func point() -> Point { Point(rng.uniform(-20, 340), rng.uniform(-20, 260)) }
            for _ in 0..<40 { d.add(begin: point(), end: point(), color: Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF))), width: rng.uniform(1, 14)) }
            target.render(app)
            for step in 0..<60 {
                let ids = d.lines.map(\.id)
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: d.add(begin: point(), end: point(), color: .black, width: rng.uniform(1, 14))
                case 1: if let id = ids.randomElement(using: &rng) { d.delete(id: id) }
                case 2: if let id = ids.randomElement(using: &rng) { d.moveLive(id: id, by: Vector(dx: rng.uniform(-40, 40), dy: rng.uniform(-40, 40))) }
                case 3: d.addCircle(between: point(), and: point(), color: .red, width: rng.uniform(1, 10))
                case 4: d.undo()
                case 5: d.redo()
                case 6: if step % 3 == 0 { d.clear() }   // and the undo or redo that may follow
                default: app.tracker.drawView.select(ids.randomElement(using: &rng))
                }
                if step % 7 == 0 { target.render(app) }
            }
            app.tracker.drawView.select(nil)
            target.render(app)
            let reference = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
            reference.drawing.load(d.lines, circles: d.circles)
            let fresh = try PixelTarget(size: size, scale: 1)
            fresh.render(reference)
            #expect(target.frame() == fresh.frame(), "seed \(seed): the cache drifted from a full redraw")
        }
    }

    @Test func randomScriptsAreParsedOrRefusedWithAPlace() {
        var rng = SeededGenerator(seed: 21)
        let words = ["down", "move", "up", "cancel", "glide", "tap", "drag", "press", "swipe", "pinch", "rotate", "mouse", "key",
                     "wait", "window", "scene", "screenshot", "dump", "quit", "1", "2", "3", "-4", "0", "2.5", "x", "nan", "1e9",
                     "up", "left", "lab", "tracker", "ctrl+Z", "F1", "#", "\t", "", "11", ".5", "5.", "+3", "--1"]
        var parsed = 0
        for n in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                text += (0..<Int.random(in: 1...8, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ") + "\n"
            }
            switch TouchScriptParser.parse(text, file: "r\(n).txt", scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all) {
            case .success: parsed += 1
            case .failure(let e):
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(e.file == "r\(n).txt" && e.line >= 1 && e.line <= lines && !e.message.isEmpty, "\(e)")
            }
        }
        #expect(parsed > 0, "some random scripts are valid")
    }

    @Test func brokenOldSaveFilesAreNeverImportedHalfAndNeverChanged() throws {
        let valid = Data(DrawingJSON.encode(DrawingStore.Saved(lines: [Line(id: 1, begin: Point(1, 2), end: Point(30, 40), color: .black, width: 4)],
                                                                drawColor: .black, circles: [Circle(id: 2, center: Point(50, 50), radius: 9, color: .red, width: 3)])).utf8)
        var rng = SeededGenerator(seed: 31)
        var loaded = 0, refused = 0
        for _ in 0..<150 {
            var bytes = [UInt8](valid)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes.remove(at: i)
                default: bytes.insert(Array("[]{}\",:-0e".utf8).randomElement(using: &rng)!, at: i)
                }
            }
            let scratch = ScratchFolder("tt-fuzz")
            let store = DrawingStore(directory: scratch.url)
            try Data(bytes).write(to: store.jsonFile)
            switch store.load() {
            case .loaded(let s, let notices):
                loaded += 1
                #expect(notices.isEmpty && s.lines.allSatisfy { $0.begin.isFinite && $0.end.isFinite && $0.width > 0 })
            case .nothingSaved(let notices):
                refused += 1
                #expect(notices.count == 1 && notices[0].words.contains("(drawing.json: "), "\(notices)")
            case .unavailable(let reason), .readOnly(_, let reason, _):
                Issue.record("the folder was writable: \(reason)")
            }
            store.close()
            #expect(try Data(contentsOf: store.jsonFile) == Data(bytes), "never changed")
        }
        #expect(loaded > 0 && refused > 0, "loaded \(loaded), refused \(refused)")
    }

    @Test func oddInputStreamsLeaveNothingBehind() {
        var rng = SeededGenerator(seed: 41)
        for _ in 0..<200 {
            let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 400, height: 300), store: nil)
            let session = Session(app: app, windowSize: Size(width: 400, height: 300))
            session.app.gestureWindow.assertsOnIllegalTransition = true
            for _ in 0..<Int.random(in: 5...60, using: &rng) {
                let p = Point(rng.uniform(-50, 450), rng.uniform(-50, 350))
                let device = Int64.random(in: 1...2, using: &rng), finger = Int64.random(in: 1...4, using: &rng)
                let input: RawInput
                switch Int.random(in: 0..<11, using: &rng) {
                case 0: input = .fingerDown(device: device, finger: finger, at: p)
                case 1, 2: input = .fingerMove(device: device, finger: finger, to: p)
                case 3: input = .fingerUp(device: device, finger: finger, at: p)
                case 4: input = .mouseDown(at: p)
                case 5: input = .mouseMove(to: p)
                case 6: input = .mouseUp(at: Bool.random(using: &rng) ? p : nil)
                case 7: input = .keyDown(KeyPress(["3", "Left Alt", "Escape", "Delete", "Z", "F2", "F1"].randomElement(using: &rng)!,
                                                  ctrl: Bool.random(using: &rng)))
                case 8: input = .keyUp(KeyPress(["3", "Left Alt"].randomElement(using: &rng)!))
                case 9: input = .cancelAll(reason: "test")
                default: input = .fingerDown(device: device, finger: finger, at: Point(.nan, 3))
                }
                session.feed([input], at: session.now)
                if Bool.random(using: &rng) { session.frame() }
            }
            session.feed([.cancelAll(reason: "end"), .mouseUp(at: nil)], at: session.now)
            for _ in 0..<60 { session.frame() }
            #expect(session.window.activeTouches.isEmpty && session.window.touchesOnScreenOrHeld.isEmpty)
            #expect(app.strokesInProgress == 0 && session.translator.simulatedFingers.isEmpty)
            #expect(session.window.recognizersInProgress.isEmpty)
        }
    }
}
