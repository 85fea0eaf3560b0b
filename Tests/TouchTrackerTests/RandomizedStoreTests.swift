import Foundation
import GRDB
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The store under random edits and random damage: a WAL cut short (a crash mid-write, a disk that lost
/// its tail), damaged pages, a database another program holds locked, a file that cannot be written.
/// Nothing crashes; what was committed is read back (up to the cut, for a cut WAL); every refusal names
/// its file; a damaged database is set aside byte for byte, never overwritten.
@Suite struct RandomizedStoreTests {
    static let size = Size(width: 400, height: 300)
    static let rounds = 24

    /// A window that made random edits, one commit each, and the drawing after each commit.
    static func edited(_ dir: URL, _ rng: inout SeededGenerator) -> (TouchTrackerApp, [[Line]]) {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: DrawingStore(directory: dir))
        var states: [[Line]] = [app.drawing.lines]
        for _ in 0..<Int.random(in: 20...80, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !app.drawing.lines.isEmpty: app.drawing.delete(id: app.drawing.lines.randomElement(using: &rng)!.id)
            case 1 where !app.drawing.lines.isEmpty:
                let id = app.drawing.lines.randomElement(using: &rng)!.id
                let v = Vector(dx: rng.uniform(-40, 40), dy: rng.uniform(-40, 40))
                app.drawing.moveLive(id: id, by: v)
                app.drawing.commitMove(id: id, by: v)
            case 2: app.drawing.undo()
            case 3: app.drawing.redo()
            case 4 where Int.random(in: 0..<4, using: &rng) == 0: app.drawing.clear()
            default:
                app.drawing.add(begin: Point(rng.uniform(0, 400), rng.uniform(0, 300)), end: Point(rng.uniform(0, 400), rng.uniform(0, 300)),
                                color: Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF))), width: rng.uniform(1, 20))
            }
            app.waitForSaves()
            if states.last! != app.drawing.lines { states.append(app.drawing.lines) }
        }
        return (app, states)
    }

    /// What a new window reads from `dir` (its notices too), never crashing.
    static func read(_ dir: URL) -> (lines: [Line]?, notices: [String], unavailable: String?) {
        let store = DrawingStore(directory: dir)
        defer { store.close() }
        switch store.load() {
        case .loaded(let s, let n): return (s.lines, n.map(\.words), nil)
        case .nothingSaved(let n): return ([], n.map(\.words), nil)
        case .unavailable(let reason), .readOnly(_, let reason, _): return (nil, [], reason)
        }
    }

    static func copyCrashImage(from dir: URL, to copy: URL) throws {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["drawing.sqlite", "drawing.sqlite-wal"] where FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(at: dir.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
    }

    /// The WAL cut anywhere, as a crash mid-write leaves it: what is read is the drawing after one of the
    /// commits (SQLite drops a torn commit whole), and at least what was checkpointed.
    @Test func aWALCutShortGivesTheDrawingAfterSomeCommit() throws {
        var problems: [String] = []
        for seed in 0..<UInt64(Self.rounds) {
            var rng = SeededGenerator(seed: 1000 + seed)
            let scratch = ScratchFolder("tt-wal")
            let (app, states) = Self.edited(scratch.appendingPathComponent("live"), &rng)
            let copy = scratch.appendingPathComponent("crash")
            try Self.copyCrashImage(from: scratch.appendingPathComponent("live"), to: copy)
            app.store?.close()
            let wal = copy.appendingPathComponent("drawing.sqlite-wal")
            if let size = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? Int) ?? nil, size > 0 {
                let cut = Int.random(in: 0...size, using: &rng)
                let handle = try FileHandle(forWritingTo: wal)
                try handle.truncate(atOffset: UInt64(cut))
                try handle.close()
            }
            let got = Self.read(copy)
            guard let lines = got.lines else { problems.append("seed \(seed): refused: \(got.unavailable ?? "")"); continue }
            if !states.contains(lines) { problems.append("seed \(seed): \(lines.count) lines, not the drawing after any commit") }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// Random bytes over random pages of a closed database: the window opens (what can be read, or set
    /// aside and started again), says which file, keeps the damaged one whole, and saves what is drawn next.
    @Test func damagedPagesNeverCrashAndTheDamagedFileIsKept() throws {
        var problems: [String] = []
        var setAside = 0
        for seed in 0..<UInt64(Self.rounds) {
            var rng = SeededGenerator(seed: 2000 + seed)
            let scratch = ScratchFolder("tt-pages")
            let dir = scratch.appendingPathComponent("d")
            let (app, _) = Self.edited(dir, &rng)
            app.willQuit()
            app.store?.close()
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("drawing.sqlite-wal").path), "closed: checkpointed")
            let file = dir.appendingPathComponent("drawing.sqlite")
            var bytes = try [UInt8](Data(contentsOf: file))
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                for k in at..<Swift.min(bytes.count, at + Int.random(in: 1...600, using: &rng)) { bytes[k] = UInt8.random(in: 0...255, using: &rng) }
            }
            try Data(bytes).write(to: file)
            let again = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: DrawingStore(directory: dir))
            for m in again.messages where !m.contains(file.path) && !m.contains("drawing.sqlite") {
                problems.append("seed \(seed): a notice that names no file: \(m)")
            }
            if let kept = again.messages.first(where: { $0.contains("It was kept as drawing.damaged-") }) {
                setAside += 1
                let name = String(kept[kept.range(of: "drawing.damaged-")!.lowerBound...].prefix { $0 != ";" })
                if let kept = try? Data(contentsOf: dir.appendingPathComponent(name)), kept != Data(bytes) {
                    let diffs = zip(kept, bytes).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
                    problems.append("seed \(seed): \(name) is not the damaged file whole: \(kept.count) vs \(bytes.count) bytes, \(diffs.count) differ from \(diffs.first ?? -1) to \(diffs.last ?? -1): \((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []) \(again.messages)")
                }
            }
            let id = again.drawing.add(begin: Point(1, 1), end: Point(99, 99), color: .black, width: 3)
            again.willQuit()
            again.store?.close()
            if again.messages.contains(where: { $0.hasPrefix("The drawing could not be saved") }) { continue }   // said, and kept in memory
            guard let lines = Self.read(dir).lines, lines.contains(where: { $0.id == id }) else {
                problems.append("seed \(seed): the line drawn after the damage was not saved, and nothing said so: \(again.messages)")
                continue
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(setAside > 0, "some damage is found at start and set aside")
    }

    /// Another program holding the write lock, or SQLite refusing writes (`query_only`, as a file made
    /// read-only does), at random moments: every edit made meanwhile is committed, in order, once it may be.
    @Test func lockedAndReadOnlySpellsLoseNothing() throws {
        var problems: [String] = []
        for seed in 0..<UInt64(Self.rounds / 2) {
            var rng = SeededGenerator(seed: 3000 + seed)
            let scratch = ScratchFolder("tt-spells")
            let store = DrawingStore(directory: scratch.url)
            store.busyTimeout = 0.02
            let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: store)
            var t = 0.0
            var config = Configuration()
            config.busyMode = .timeout(5)
            let other = try DatabaseQueue(path: store.file.path, configuration: config)
            for round in 0..<4 {
                let locked = Int.random(in: 0..<2, using: &rng) == 0
                let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
                if locked {
                    Thread {
                        do { try other.inTransaction(.immediate) { _ in holding.signal(); release.wait(); return .rollback } } catch {
                            Issue.record("seed \(seed): the other connection could not take the lock: \(error)")
                            holding.signal()
                        }
                    }.start()
                    holding.wait()
                } else {
                    try store.withConnection { db in try db.execute(sql: "PRAGMA query_only = 1") }
                }
                for _ in 0..<Int.random(in: 1...10, using: &rng) {
                    app.drawing.add(begin: Point(rng.uniform(0, 400), rng.uniform(0, 300)), end: Point(Double(round), 1), color: .black, width: 2)
                }
                for _ in 0..<30 { t += 1.0 / 60; app.update(now: t, hostTime: t); app.waitForSaves() }
                if !app.messages.contains(where: { $0.hasPrefix("The drawing could not be saved to \(store.file.path): ") }) {
                    problems.append("seed \(seed): a failure not said: \(app.messages)")
                }
                if locked { release.signal() } else { try store.withConnection { db in try db.execute(sql: "PRAGMA query_only = 0") } }
                for _ in 0..<Int(40 * 60) where app.messages.last?.hasPrefix("Saving works again") != true {
                    t += 1.0 / 60; app.update(now: t, hostTime: t); app.waitForSaves()
                }
            }
            app.willQuit()
            if Self.read(scratch.url).lines != app.drawing.lines { problems.append("seed \(seed): the stored drawing is not the window's") }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }
}
