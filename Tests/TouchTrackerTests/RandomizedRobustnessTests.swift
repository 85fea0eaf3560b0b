import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// 7,000 seeded random and mutated inputs fed to the app itself: scripts (decoded, parsed and run
/// headless in-process), saved drawings (loaded, edited, saved, loaded again); SDL event streams are the backend's
/// (`RandomSDLEventStreamTests`). Nothing may crash; bad input gets a `FILE:LINE` refusal or a notice
/// naming the file; saved data survives; memory stays bounded. Every failure names its seed: rerun one
/// case with `RandomizedRobustnessTests.script(seed:)` and friends.
@Suite struct RandomizedRobustnessTests {
    static let scripts = 4000, drawings = 3000
    static let size = Size(width: 320, height: 240)

    // MARK: Scripts

    static let seedScripts: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ScreenshotTests/Scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        return names.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }()

    /// A random script: commands from the whole language with sometimes-wild values, or a seed script
    /// with its bytes mutated.
    static func makeScript(_ rng: inout SeededGenerator) -> [UInt8] {
        func num(_ lo: Double, _ hi: Double) -> String {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: return ["1e21", "100000000000000000000000", "-0", "nan", "inf", "1.", ".5", "--2", "65537", "-70000", "9" + String(repeating: "9", count: 30)].randomElement(using: &rng)!
            default: return String(format2(rng.uniform(lo, hi)))
            }
        }
        if Int.random(in: 0..<3, using: &rng) == 0, let base = seedScripts.randomElement(using: &rng) {
            var bytes = Array(base.utf8)
            for _ in 0..<Int.random(in: 1...6, using: &rng) where !bytes.isEmpty {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes.remove(at: i)
                case 2: bytes.insert(contentsOf: Array(["\r\n", "\u{0}", " 1e21", " ..", "/", "\n#", "\t", " 99999999", "\u{FEFF}", "\n"].randomElement(using: &rng)!.utf8), at: i)
                case 3: bytes.insert(contentsOf: Array(String(repeating: "7", count: Int.random(in: 1...3000, using: &rng)).utf8), at: i)
                default: bytes.insert(contentsOf: Array(" ".utf8), at: i)
                }
            }
            return bytes
        }
        var lines: [String] = []
        if Bool.random(using: &rng) { lines.append("window \(num(50, 500)) \(num(50, 400))") }
        if Int.random(in: 0..<4, using: &rng) == 0 { lines.append("scene \(["tracker", "lab", "playground", "nowhere"].randomElement(using: &rng)!)") }
        var down: Set<Int> = []
        for _ in 0..<Int.random(in: 1...14, using: &rng) {
            let f = Int.random(in: 1...4, using: &rng)
            switch Int.random(in: 0..<18, using: &rng) {
            case 0: lines.append("down \(f) \(num(-20, 340)) \(num(-20, 260))"); down.insert(f)
            case 1: lines.append("move \(down.randomElement(using: &rng) ?? f) \(num(-20, 340)) \(num(-20, 260))")
            case 2: lines.append("up \(down.randomElement(using: &rng) ?? f)"); down.remove(f)
            case 3: lines.append("cancel \(f)")
            case 4: lines.append("glide \(num(0, 0.3)) \(down.randomElement(using: &rng) ?? f) \(num(0, 320)) \(num(0, 240))")
            case 5: lines.append("tap \(num(0, 320)) \(num(0, 240))\(Bool.random(using: &rng) ? " 2" : "")")
            case 6: lines.append("drag \(num(0, 320)) \(num(0, 240)) \(num(0, 320)) \(num(0, 240)) \(num(0, 0.4))")
            case 7: lines.append("press \(num(0, 320)) \(num(0, 240)) \(num(0, 0.8))")
            case 8: lines.append("swipe \(Int.random(in: 1...6, using: &rng)) \(["up", "down", "left", "right", "north"].randomElement(using: &rng)!) \(num(0, 320)) \(num(0, 240)) \(num(0, 200)) \(num(0, 0.3))")
            case 9: lines.append("pinch \(num(0, 320)) \(num(0, 240)) \(num(0, 100)) \(num(0, 100)) \(num(0, 0.3))")
            case 10: lines.append("rotate \(num(0, 320)) \(num(0, 240)) \(num(0, 100)) \(num(-400, 400)) \(num(0, 0.3))")
            case 11: lines.append("mouse \(["down", "move", "up"].randomElement(using: &rng)!) \(num(0, 320)) \(num(0, 240))\(Bool.random(using: &rng) ? " 3 mirror" : "")")
            case 12: lines.append("key \(["Escape", "Delete", "ctrl+Z", "ctrl+shift+Z", "F1", "F2", "F5", "F6", "F7", "Backspace", "Nope", "Tab", "Right", "Return", "3", "ctrl+N", "ctrl+O", "ctrl+S"].randomElement(using: &rng)!)")
            case 13: lines.append("wait \(num(0, 0.6))")
            case 14: lines.append(["dump d.json", "dump ../up.json", "dump /etc/x.json", "screenshot s.png", "dump sub/dir/d.json"].randomElement(using: &rng)!)
            case 15: lines.append("# a comment \(num(0, 9))")
            case 16: lines.append(["", "   ", "\t", "frobnicate 1 2", "quit"].randomElement(using: &rng)!)
            default: lines.append("mouse up")
            }
        }
        let separator = Int.random(in: 0..<8, using: &rng) == 0 ? "\r\n" : "\n"
        return Array(lines.joined(separator: separator).utf8) + (Bool.random(using: &rng) ? Array(separator.utf8) : [])
    }

    static func format2(_ x: Double) -> String { String((x * 100).rounded() / 100) }

    /// Runs one random script; returns what went wrong (nil when all is well).
    static func script(seed: UInt64, output: URL) -> String? {
        var rng = SeededGenerator(seed: seed)
        let bytes = makeScript(&rng)
        let name = "r\(seed).txt"
        let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        func refusal(_ e: ScriptError) -> String? {
            guard e.file == name, e.line >= 1, e.line <= lineCount else { return "seed \(seed): refusal names no place in the script: \(e)" }
            guard !e.message.isEmpty, e.description.count <= 200 else { return "seed \(seed): refusal too long: \(e.description.count) characters" }
            guard !e.description.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return "seed \(seed): control bytes in \(e)" }
            return nil
        }
        let text: String
        switch TouchScriptParser.decode(bytes, file: name) {
        case .failure(let e): return refusal(e)
        case .success(let t): text = t
        }
        let script: TouchScript
        switch TouchScriptParser.parse(text, file: name, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all) {
        case .failure(let e): return refusal(e)
        case .success(let s): script = s
        }
        if let problem = PixelTarget.problem(size: script.windowSize, scale: 1) { return "seed \(seed): a parsed window is too large: \(problem)" }
        guard script.steps.count < 10_000 else { return "seed \(seed): \(script.steps.count) steps from \(bytes.count) bytes" }
        do {
            let app = TouchTrackerApp(services: FakeBackend(), size: script.windowSize, store: nil)
            app.exportDirectory = output   // as the binary does for a script: nothing outside the test's folder
            app.selectScene(script.scene)
            let driver = try FakeDriver(app: app, size: script.windowSize, scale: 1)
            _ = try ScriptPlayer(script: script, outputDirectory: output.path).run(on: driver)
            app.willQuit()
            if app.strokesInProgress > 10 { return "seed \(seed): \(app.strokesInProgress) strokes in progress" }
        } catch {
            return "seed \(seed): the run failed: \(error)"
        }
        return nil
    }

    @Test func randomAndMutatedScripts() throws {
        let output = ScratchFolder("tt-random-scripts")
        let run = try SeededRun(seeds: Self.scripts) { Self.script(seed: $0, output: output.url) }
        #expect(run.problems.isEmpty, "\(run.summary)")
        #expect(run.grownBytes < 400 << 20, "memory grew by \(run.grownBytes >> 20) MB over \(Self.scripts) scripts")
    }

    // MARK: Saved drawings

    /// A random drawing (`randomSaved`) of up to 12 lines and 3 circles, with keys a newer version wrote on
    /// some lines and at the top level.
    static func randomSavedWithExtras(_ rng: inout SeededGenerator) -> DrawingStore.Saved {
        var saved = randomSaved(&rng, lines: Int.random(in: 0...12, using: &rng), circles: Int.random(in: 0...3, using: &rng))
        for line in saved.lines where Bool.random(using: &rng) { saved.extras.items[line.id] = [.init(key: "pressure", json: "[0.5,1]")] }
        if Bool.random(using: &rng) { saved.extras.topLevel = [.init(key: "zz-future", json: "{\"v\":2}")] }
        return saved
    }

    static func mutate(_ bytes: inout [UInt8], _ rng: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...5, using: &rng) where !bytes.isEmpty {
            let i = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(contentsOf: Array(["1e400", "-", "\"", "[[[[[[[[", "null", "NaN", "99999999999999999999", "}", ",", "\u{0}"].randomElement(using: &rng)!.utf8), at: i)
            case 3: bytes.removeSubrange(i..<Swift.min(bytes.count, i + Int.random(in: 1...40, using: &rng)))
            default: bytes.insert(UInt8(ascii: "9"), at: i)
            }
        }
    }

    /// One saved drawing, maybe damaged, opened by the app, edited and saved: what was read survives.
    static func drawing(seed: UInt64, folder: URL) -> String? {
        var rng = SeededGenerator(seed: seed)
        let original = randomSavedWithExtras(&rng)
        var bytes = Array(DrawingJSON.encode(original).utf8)
        let damaged = Int.random(in: 0..<3, using: &rng) != 0
        if damaged { mutate(&bytes, &rng) }
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("drawing.json")
        do { try Data(bytes).write(to: file) } catch { return "seed \(seed): cannot write the test file: \(error)" }
        let store = DrawingStore(directory: folder)
        defer { store.close() }
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: store)
        let loaded = app.drawing.lines
        if let message = app.messages.first {
            guard message.contains("drawing.json"), message.count < 400, app.messages.count == 1 else {
                return "seed \(seed): the notice does not name the file, or says too much: \(app.messages)"
            }
            guard let kept = try? Data(contentsOf: file), [UInt8](kept) == bytes else { return "seed \(seed): the unreadable file was not kept whole" }
        } else if !damaged {
            // The file keeps six decimals: compare with what the encoding itself reads back.
            guard let written = try? DrawingJSON.decode(Data(DrawingJSON.encode(original).utf8)) else { return "seed \(seed): cannot read its own encoding" }
            if loaded != written.lines || app.drawing.circles != written.circles { return "seed \(seed): an undamaged drawing did not load as it was saved" }
        }
        app.drawing.add(begin: Point(5, 5), end: Point(60, 70), color: .black, width: 3)
        app.willQuit()
        store.close()
        let reader = DrawingStore(directory: folder)
        defer { reader.close() }
        guard case .loaded(let again, _) = reader.load() else { return "seed \(seed): the app cannot read what it saved" }
        guard (try? Data(contentsOf: file)) == Data(bytes) else { return "seed \(seed): the imported file was changed" }
        // The file keeps six decimals: equal up to that.
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(a)) }
        func same(_ a: Line, _ b: Line) -> Bool {
            a.id == b.id && a.color == b.color && near(a.width, b.width)
                && near(a.begin.x, b.begin.x) && near(a.begin.y, b.begin.y) && near(a.end.x, b.end.x) && near(a.end.y, b.end.y)
        }
        guard again.lines.count == loaded.count + 1, zip(again.lines, loaded).allSatisfy(same) else {
            return "seed \(seed): saved lines did not survive an edit and a save"
        }
        if !damaged && again.extras != original.extras { return "seed \(seed): unknown keys were lost" }
        return nil
    }

    @Test func randomAndDamagedSavedDrawings() throws {
        let folder = ScratchFolder("tt-random-saves")
        let run = try SeededRun(seeds: Self.drawings) { Self.drawing(seed: $0, folder: folder.appendingPathComponent("d")) }
        #expect(run.problems.isEmpty, "\(run.summary)")
        #expect(run.grownBytes < 400 << 20, "memory grew by \(run.grownBytes >> 20) MB over \(Self.drawings) drawings")
    }
}
