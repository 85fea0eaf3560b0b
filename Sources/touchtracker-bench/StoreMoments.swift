import Foundation
import Gestures
import GestureExamples
import AppHost
import SDLBackend
import TouchTracker

#if canImport(Glibc)
import Glibc
#endif

/// What keeping the drawing costs (issue 21's targets): each edit through the app's real path (the
/// drawing's edit on the main thread, the commit on the store's queue), at 100,000 and 1,000,000 lines;
/// the five-edit sequence; start-up from the store; the first import of a `drawing.json`.
enum StoreMoments {
    /// Every figure, in the order `make bench` prints them.
    static func store() throws -> [String] {
        try importJSON(100_000) + edits(100_000, repeats: 20) + [fiveEdits(100_000)] + edits(1_000_000, repeats: 10)
            + [otherWindow(1_000_000, repeats: 10)]
    }

    /// Bytes this process handed to write(2) and pwrite(2) so far (`wchar` of /proc/self/io): every byte
    /// SQLite wrote to the database and its WAL, whether or not the disk saw it yet.
    static func bytesWritten() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.split(separator: " ").last ?? "0") ?? 0
        }
        return 0
    }

    /// CPU seconds of the whole process (every thread), user and system.
    static func cpuSeconds() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
    }

    struct Cost { var main: Double; var cpu: Double; var bytes: Int }

    /// One edit: its main-thread time (the call), then the CPU and bytes until its commit is done.
    static func measure(_ app: TouchTrackerApp, _ edit: () -> Void) -> Cost {
        let bytes0 = bytesWritten(), cpu0 = cpuSeconds()
        let t0 = now()
        edit()
        let main = now() - t0
        app.waitForSaves()
        return Cost(main: main, cpu: cpuSeconds() - cpu0, bytes: bytesWritten() - bytes0)
    }

    static func folder() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tt-store-\(UUID().uuidString)") }

    /// A window on a stored drawing of `n` lines.
    static func window(_ n: Int, in dir: URL) throws -> TouchTrackerApp {
        try DrawingStore(directory: dir).save(DrawingStore.Saved(lines: Moments.drawing(n), drawColor: .black))
        let app = TouchTrackerApp(services: benchBackend.makeServices(), size: Moments.size, store: DrawingStore(directory: dir))
        precondition(app.drawing.lines.count == n + 1)
        return app
    }

    static func ms(_ s: Double) -> String { String(format: "%.3f", s * 1000) }
    static func kb(_ b: Int) -> String { String(format: "%.1f", Double(b) / 1024) }

    /// Each kind of edit at `n` lines: the median of `repeats`, and the worst.
    static func edits(_ n: Int, repeats: Int) throws -> [String] {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try window(n, in: dir)
        var rng = SeededGenerator(seed: 21)
        var out: [String] = []
        func line(_ name: String, _ costs: [Cost]) {
            let main = costs.map(\.main).sorted(), cpu = costs.map(\.cpu).sorted(), bytes = costs.map(\.bytes).sorted()
            out.append("store-\(name) N=\(n): main thread median \(ms(main[main.count / 2])) ms, max \(ms(main.last!)) ms; "
                       + "CPU in all median \(ms(cpu[cpu.count / 2])) ms, max \(ms(cpu.last!)) ms; written median \(kb(bytes[bytes.count / 2])) KB, max \(kb(bytes.last!)) KB")
        }
        var added: [Int] = []
        line("add", (0..<repeats).map { _ in
            measure(app) {
                let b = Point(rng.unit() * 1000, rng.unit() * 700)
                added.append(app.drawing.add(begin: b, end: b + Vector(dx: 30, dy: 20), color: .black, width: 4))
            }
        })
        line("move", (0..<repeats).map { k in
            measure(app) {
                app.drawing.moveLive(id: added[k], by: Vector(dx: 5, dy: 5))
                app.drawing.commitMove(id: added[k], by: Vector(dx: 5, dy: 5))
            }
        })
        line("delete", (0..<repeats).map { k in measure(app) { app.drawing.delete(id: added[k]) } })
        line("undo", (0..<repeats).map { _ in measure(app) { app.drawing.undo() } })
        // The worst place for an undone delete: a line in the middle of the drawing goes back into the middle
        // of the array (the newest lines above go back on top).
        line("undo-middle", (0..<Swift.max(2, repeats / 4)).map { k in
            let id = app.drawing.lines[app.drawing.lines.count / 2 + k].id
            app.drawing.delete(id: id)
            app.waitForSaves()
            return measure(app) { app.drawing.undo() }
        })
        // A clear and its undo, alternated (each one row, whatever N).
        var clears: [Cost] = [], restores: [Cost] = []
        for _ in 0..<Swift.max(2, repeats / 4) {
            clears.append(measure(app) { app.drawing.clear() })
            restores.append(measure(app) { app.drawing.undo() })
        }
        line("clear", clears)
        line("undo-clear", restores)
        app.willQuit()
        app.store?.close()
        return out
    }

    /// The five edits (two strokes, a move, a delete, a clear, an undo) at `n` lines: all they
    /// write, against the 59 MB the JSON file took.
    static func fiveEdits(_ n: Int) throws -> String {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = try window(n, in: dir)
        var total = Cost(main: 0, cpu: 0, bytes: 0)
        func add(_ c: Cost) { total.main += c.main; total.cpu += c.cpu; total.bytes += c.bytes }
        var id = 0
        add(measure(app) { id = app.drawing.add(begin: Point(100, 100), end: Point(400, 300), color: .black, width: 4) })
        add(measure(app) { _ = app.drawing.add(begin: Point(100, 300), end: Point(400, 100), color: .black, width: 4) })
        add(measure(app) { app.drawing.moveLive(id: id, by: Vector(dx: 20, dy: 0)); app.drawing.commitMove(id: id, by: Vector(dx: 20, dy: 0)) })
        add(measure(app) { app.drawing.delete(id: id) })
        add(measure(app) { app.drawing.clear() })
        add(measure(app) { app.drawing.undo() })
        app.store?.close()
        return "store-five-edits N=\(n): written \(kb(total.bytes)) KB in all (two strokes, a move, a delete, a clear, its undo), CPU \(ms(total.cpu)) ms, main thread \(ms(total.main)) ms"
    }

    /// Two windows on one drawing of `n` lines: what taking in one line the other drew costs the window that
    /// reads it (on its store's queue: the rows changed since its last look, not the whole drawing).
    static func otherWindow(_ n: Int, repeats: Int) throws -> String {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try window(n, in: dir)
        let two = TouchTrackerApp(services: benchBackend.makeServices(), size: Moments.size, store: DrawingStore(directory: dir))
        var cpu: [Double] = [], t = 0.0
        for k in 0..<repeats {
            two.drawing.add(begin: Point(10, 10 + Double(k)), end: Point(200, 20), color: .black, width: 3)
            two.waitForSaves()
            let c0 = cpuSeconds()
            t += 1.1
            one.update(now: t, hostTime: t)   // asks for the other window's changes
            one.waitForSaves()
            t += 1.0 / 60
            one.update(now: t, hostTime: t)   // takes them in
            cpu.append(cpuSeconds() - c0)
        }
        precondition(one.drawing.lines.count == n + 1 + repeats)
        let s = cpu.sorted()
        one.store?.close(); two.store?.close()
        return "store-other-window N=\(n): taking in a line the other window drew: CPU median \(ms(s[s.count / 2])) ms, max \(ms(s.last!)) ms (reading only what changed)"
    }

    /// A folder holding only a `drawing.json` of `n` lines: the first start's import, and the start after it.
    static func importJSON(_ n: Int) throws -> [String] {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let json = DrawingJSON.encode(DrawingStore.Saved(lines: Moments.drawing(n), drawColor: .black))
        try json.write(to: dir.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        let t0 = now()
        let store = DrawingStore(directory: dir)
        guard case .loaded(let saved, _) = store.load(), saved.lines.count == n + 1 else { return ["import N=\(n): not imported"] }
        let seconds = now() - t0
        store.close()
        let size = (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("drawing.sqlite").path)[.size] as? Int) ?? 0
        return [String(format: "import N=\(n): %.3f s (drawing.json of %.1f MB read and stored in one transaction; drawing.sqlite %.1f MB)",
                       seconds, Double(json.utf8.count) / 1e6, Double(size) / 1e6)]
    }
}
