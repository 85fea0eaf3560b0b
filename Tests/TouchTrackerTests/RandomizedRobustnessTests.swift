import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

#if canImport(Glibc)
import Glibc
#endif

/// 10,000 seeded random and mutated inputs fed to the app itself: scripts (decoded, parsed and run
/// headless in-process), saved drawings (loaded, edited, saved, loaded again) and SDL event streams (through
/// the real converter and translator). Nothing may crash; bad input gets a `FILE:LINE` refusal or a notice
/// naming the file; saved data survives; memory stays bounded. Every failure names its seed: rerun one
/// case with `RandomizedRobustnessTests.script(seed:)` and friends.
@Suite struct RandomizedRobustnessTests {
    static let scripts = 4000, drawings = 3000, streams = 3000
    static let size = Size(width: 320, height: 240)

    /// Resident memory in bytes (Linux: /proc/self/statm).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

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
        if let problem = PixelBudget.problem(size: script.windowSize, scale: 1) { return "seed \(seed): a parsed window is too large: \(problem)" }
        guard script.steps.count < 10_000 else { return "seed \(seed): \(script.steps.count) steps from \(bytes.count) bytes" }
        do {
            let app = TouchTrackerApp(services: SDLServices(), size: script.windowSize, store: nil)
            app.exportDirectory = output   // as the binary does for a script: nothing outside the test's folder
            app.selectScene(script.scene)
            let driver = try HeadlessDriver(app: app, size: script.windowSize, scale: 1)
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
        let before = Self.residentBytes()
        var problems: [String] = []
        for seed in 0..<UInt64(Self.scripts) {
            if let p = Self.script(seed: seed, output: output.url) { problems.append(p) }
        }
        #expect(problems.isEmpty, "\(problems.count) failures, the first: \(problems.prefix(5))")
        let grown = Self.residentBytes() - before
        #expect(grown < 400 << 20, "memory grew by \(grown >> 20) MB over \(Self.scripts) scripts")
    }

    // MARK: Saved drawings

    static func randomSaved(_ rng: inout SeededGenerator) -> DrawingStore.Saved {
        func point() -> Point { Point(rng.uniform(-50, 400), rng.uniform(-50, 300)) }
        func color() -> Color { Color(rgb: UInt32.random(in: 0...0xFFFFFF, using: &rng)) }
        var ids = Array(1...40).shuffled(using: &rng)
        var lines: [Line] = [], circles: [Circle] = []
        var extras = DrawingStore.Extras()
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            let id = ids.removeLast()
            lines.append(Line(id: id, begin: point(), end: Int.random(in: 0..<10, using: &rng) == 0 ? Point(2e7, -3e9) : point(),
                              color: color(), width: rng.uniform(1, 12)))
            if Bool.random(using: &rng) { extras.items[id] = [.init(key: "pressure", json: "[0.5,1]")] }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            circles.append(Circle(id: ids.removeLast(), center: point(), radius: rng.uniform(0, 100), color: color(), width: rng.uniform(1, 8)))
        }
        if Bool.random(using: &rng) { extras.topLevel = [.init(key: "zz-future", json: "{\"v\":2}")] }
        return DrawingStore.Saved(lines: lines.sorted { $0.id < $1.id }, drawColor: color(), circles: circles.sorted { $0.id < $1.id },
                                  colorByAngle: Bool.random(using: &rng), extras: extras)
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
        let original = randomSaved(&rng)
        var bytes = Array(DrawingJSON.encode(original).utf8)
        let damaged = Int.random(in: 0..<3, using: &rng) != 0
        if damaged { mutate(&bytes, &rng) }
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("drawing.json")
        do { try Data(bytes).write(to: file) } catch { return "seed \(seed): cannot write the test file: \(error)" }
        let store = DrawingStore(directory: folder)
        defer { store.close() }
        let app = TouchTrackerApp(services: SDLServices(), size: size, store: store)
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

    @Test func randomAndDamagedSavedDrawings() {
        let folder = ScratchFolder("tt-random-saves")
        let before = Self.residentBytes()
        var problems: [String] = []
        for seed in 0..<UInt64(Self.drawings) {
            if let p = Self.drawing(seed: seed, folder: folder.appendingPathComponent("d")) { problems.append(p) }
        }
        #expect(problems.isEmpty, "\(problems.count) failures, the first: \(problems.prefix(5))")
        let grown = Self.residentBytes() - before
        #expect(grown < 400 << 20, "memory grew by \(grown >> 20) MB over \(Self.drawings) drawings")
    }

    // MARK: SDL event streams

    static func randomEvent(_ rng: inout SeededGenerator) -> SyntheticEvents.Spec {
        func coordinate() -> Float {
            switch Int.random(in: 0..<25, using: &rng) {
            case 0: return [.nan, .infinity, -.infinity, 1e30, -1e30, Float.greatestFiniteMagnitude].randomElement(using: &rng)!
            default: return Float(rng.uniform(-0.2, 1.2))
            }
        }
        let x = Int32.random(in: -100...500, using: &rng), y = Int32.random(in: -100...400, using: &rng)
        let kinds: [SyntheticEvents.Kind] = [.down, .motion, .up]
        switch Int.random(in: 0..<16, using: &rng) {
        case 0...4:
            return .finger(kinds.randomElement(using: &rng)!, device: Int64.random(in: -1...3, using: &rng),
                           finger: Int64.random(in: 0...5, using: &rng), x: coordinate(), y: coordinate())
        case 5...9:
            return .mouse(kinds.randomElement(using: &rng)!, x: x, y: y, fromTouch: Int.random(in: 0..<10, using: &rng) == 0,
                          leftHeld: Bool.random(using: &rng))
        case 10: return .otherButton(UInt8.random(in: 2...5, using: &rng), down: Bool.random(using: &rng), x: x, y: y)
        case 11, 12:
            return .key(["2", "3", "5", "Left Alt", "Right Alt", "Escape", "Delete", "Z", "F1", "F2", "F5", "F6", "F7", "Backspace"].randomElement(using: &rng)!,
                        down: Bool.random(using: &rng), repeated: Int.random(in: 0..<5, using: &rng) == 0)
        case 13, 14: return .window(SyntheticEvents.WindowChange.allCases.randomElement(using: &rng)!)
        default: return Bool.random(using: &rng) ? .quit : .other(UInt32.random(in: 0...0x9000, using: &rng))
        }
    }

    /// One random stream through the converter, translator and app; afterwards nothing is left behind and
    /// the next stroke draws.
    static func stream(seed: UInt64) -> String? {
        var rng = SeededGenerator(seed: seed)
        let app = TouchTrackerApp(services: SDLServices(), size: size, store: nil)
        let session = Session(app: app, windowSize: size)
        for _ in 0..<Int.random(in: 5...80, using: &rng) {
            switch SyntheticEvents.convert(randomEvent(&rng), windowSize: session.translator.windowSize) {
            case .input(let input): session.feed([input], at: session.now)
            case .resized: session.resize(to: Size(width: Double(Int.random(in: 1...2000, using: &rng)), height: Double(Int.random(in: 1...2000, using: &rng))))
            case .quit, .none: break
            }
            if Bool.random(using: &rng) { session.frame() }
        }
        session.resize(to: size)
        session.feed([.cancelAll(reason: "end"), .mouseHover(to: Point(1, 1)), .keyUp(KeyPress("2")), .keyUp(KeyPress("3")),
                      .keyUp(KeyPress("5")), .keyUp(KeyPress("Left Alt")), .keyUp(KeyPress("Right Alt"))], at: session.now)
        app.timeControl = TimeControl()   // out of slow motion or pause: the waits run out in real time
        if app.sceneName != "tracker" { app.selectScene("tracker") }
        app.handleKey(KeyPress("Escape")); app.handleKey(KeyPress("Escape"))   // no panel or menu in the way
        for _ in 0..<60 { session.frame() }
        guard session.window.activeTouches.isEmpty, session.window.touchesOnScreenOrHeld.isEmpty else {
            return "seed \(seed): touches left on screen: \(session.window.touchesOnScreenOrHeld) \(session.window.log.entries.suffix(6)) \(session.translator.diagnostics.suffix(3)) \(session.window.diagnostics.suffix(3))"
        }
        guard app.strokesInProgress == 0, session.translator.simulatedFingers.isEmpty else { return "seed \(seed): strokes or simulated fingers left" }
        guard session.window.recognizersInProgress.isEmpty else { return "seed \(seed): recognizers still at work" }
        let before = app.drawing.lines.count
        session.feed([.mouseDown(at: Point(20, 200))], at: session.now)
        for k in 1...8 { session.frame(); session.feed([.mouseDrag(to: Point(20 + Double(k) * 30, 200))], at: session.now) }
        session.feed([.mouseUp(at: nil)], at: session.now)
        for _ in 0..<30 { session.frame() }
        guard app.drawing.lines.count == before + 1 else {
            return "seed \(seed): the next stroke drew nothing: \(session.window.log.entries.suffix(8)) \(session.translator.diagnostics.suffix(3)) scene \(app.sceneName) panel \(app.tracker.isColorPanelVisible)"
        }
        return nil
    }

    @Test func randomSDLEventStreams() {
        let before = Self.residentBytes()
        var problems: [String] = []
        for seed in 0..<UInt64(Self.streams) {
            if let p = Self.stream(seed: seed) { problems.append(p) }
        }
        #expect(problems.isEmpty, "\(problems.count) failures, the first: \(problems.prefix(5))")
        let grown = Self.residentBytes() - before
        #expect(grown < 400 << 20, "memory grew by \(grown >> 20) MB over \(Self.streams) streams")
    }
}
