import Foundation
import Synchronization
import GRDB
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The drawing in SQLite: one transaction per edit, the old JSON imported once and left alone, two windows
/// writing the same drawing, SQLite's own failures named.
@Suite struct DrawingStoreTests {
    static let size = Size(width: 400, height: 300)

    func window(_ dir: URL, fresh: Bool = false) -> TouchTrackerApp {
        TouchTrackerApp(services: FakeBackend(), size: Self.size, store: DrawingStore(directory: dir), fresh: fresh)
    }

    /// What a new window would read now.
    func stored(_ dir: URL) -> DrawingStore.Saved? {
        let reader = DrawingStore(directory: dir)
        defer { reader.close() }
        if case .loaded(let saved, _) = reader.load() { return saved }
        return nil
    }

    /// Runs `app`'s frames for `seconds` of host time from `t` (no sleeping: the clock is the loop's).
    /// How many lines the drawing in `dir` holds once `app`, its window, drew one more and closed: whether the
    /// window saves.
    func linesStored(afterOneMoreIn app: TouchTrackerApp, _ dir: URL) -> Int? {
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        app.willQuit()
        app.store?.close()
        return stored(dir)?.lines.count
    }

    func run(_ app: TouchTrackerApp, _ t: inout Double, seconds: Double) {
        for _ in 0..<Int(seconds * 60) { t += 1.0 / 60; app.update(now: t, hostTime: t); app.waitForSaves() }
    }

    @Test func anOldDrawingJSONIsImportedOnceAndNeverChanged() throws {
        let dir = ScratchFolder()
        let json = DrawingJSON.encode(DrawingStore.Saved(lines: [Line(id: 4, begin: Point(1, 2), end: Point(30, 40), color: .red, width: 4)],
                                                         drawColor: Color(rgb: 0x123456), circles: [Circle(id: 9, center: Point(5, 6), radius: 3, color: .black, width: 2)],
                                                         colorByAngle: true))
        try json.write(to: dir.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        let first = window(dir.url)
        #expect(first.messages.isEmpty)
        #expect(first.drawing.lines.map(\.id) == [4] && first.drawing.circles.map(\.id) == [9])
        first.drawing.delete(id: 4)
        first.willQuit()
        first.store?.close()
        // The next start reads the database, not the JSON (which still holds line 4).
        let second = window(dir.url)
        #expect(second.drawing.lines.isEmpty && second.drawing.circles.map(\.id) == [9])
        #expect(second.tracker.drawView.colorByAngle && second.tracker.drawView.drawColor == Color(rgb: 0x123456))
        #expect(try String(contentsOf: dir.appendingPathComponent("drawing.json"), encoding: .utf8) == json, "byte for byte")
    }

    /// Each edit is one small transaction; undo and redo of a clear are one row each.
    @Test func editsAreRowOperations() throws {
        let dir = ScratchFolder()
        let app = window(dir.url)
        let a = app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        let b = app.drawing.add(begin: Point(5, 1), end: Point(90, 50), color: .red, width: 2)
        app.drawing.moveLive(id: a, by: Vector(dx: 10, dy: 0))
        app.drawing.commitMove(id: a, by: Vector(dx: 10, dy: 0))
        app.drawing.clear()
        app.waitForSaves()
        #expect(stored(dir.url) == nil || stored(dir.url)!.lines.isEmpty)
        app.drawing.undo()   // the clear
        app.waitForSaves()
        #expect(stored(dir.url)?.lines.map(\.id) == [a, b])
        #expect(stored(dir.url)?.lines.first?.begin == Point(11, 1), "the move is stored")
        app.drawing.undo()   // the move
        app.drawing.redo()
        app.drawing.redo()   // the clear again
        app.drawing.undo()
        app.waitForSaves()
        #expect(stored(dir.url)?.lines == app.drawing.lines)
        let rows = try DatabaseQueue(path: dir.appendingPathComponent("drawing.sqlite").path).read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM line")!, try Int.fetchOne(db, sql: "SELECT count(*) FROM clearing")!)
        }
        #expect(rows.0 == 2 && rows.1 == 1, "the clear was one row, its undo and redo changed it in place: \(rows)")
    }

    /// Two windows on one drawing: both write; each shows the other's lines within a second of being idle;
    /// undo never removes the other's lines; a clear and its undo leave the other's later lines alone.
    @Test func twoWindowsBothWriteAndSeeEachOther() throws {
        let dir = ScratchFolder()
        let one = window(dir.url), two = window(dir.url)
        #expect(one.messages.isEmpty && two.messages.isEmpty)
        var t1 = 0.0, t2 = 0.0
        let a = one.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        let b = two.drawing.add(begin: Point(9, 9), end: Point(90, 90), color: .red, width: 4)
        one.waitForSaves(); two.waitForSaves()   // committed (each window's queue runs on its own)
        #expect(a != b, "ids come from the database in blocks: never the same in two windows")
        run(one, &t1, seconds: 1.1)
        run(two, &t2, seconds: 1.1)
        run(one, &t1, seconds: 0.2)
        #expect(one.drawing.lines.map(\.id) == [a, b].sorted() && two.drawing.lines.map(\.id) == [a, b].sorted())
        // Undo in one takes back its own line only.
        one.drawing.undo()
        #expect(one.drawing.lines.map(\.id) == [b])
        one.drawing.undo()
        #expect(one.drawing.lines.map(\.id) == [b], "nothing of its own left to undo; the other's line stays")
        one.waitForSaves()
        run(one, &t1, seconds: 1.1)
        run(two, &t2, seconds: 1.1)
        #expect(two.drawing.lines.map(\.id) == [b])
        // One clears; two draws after; one undoes its clear: both lines, in both windows.
        one.drawing.clear()
        one.waitForSaves()
        run(one, &t1, seconds: 1.1)
        run(two, &t2, seconds: 1.1)
        #expect(two.drawing.lines.isEmpty)
        let c = two.drawing.add(begin: Point(20, 200), end: Point(300, 200), color: .black, width: 3)
        #expect(c > b, "drawn after the other window's lines: stacks above them")
        two.waitForSaves()
        run(two, &t2, seconds: 1.1)
        run(one, &t1, seconds: 1.1)
        #expect(one.drawing.lines.map(\.id) == [c])
        one.drawing.undo()   // its clear: b comes back, c stays
        one.waitForSaves()
        #expect(one.drawing.lines.map(\.id) == [b, c])
        run(one, &t1, seconds: 1.1)
        run(two, &t2, seconds: 1.1)
        #expect(two.drawing.lines.map(\.id) == [b, c])
        #expect(stored(dir.url)?.lines.map(\.id) == [b, c])
        // A move in one reaches the other (read as a change, not as the whole drawing).
        one.drawing.moveLive(id: c, by: Vector(dx: 0, dy: 40))
        one.drawing.commitMove(id: c, by: Vector(dx: 0, dy: 40))
        one.waitForSaves()
        run(two, &t2, seconds: 1.1)
        #expect(two.drawing.line(id: c)?.begin == Point(20, 240))
        // Neither window's undo reaches into the other's edits.
        two.drawing.undo()   // its line c: gone, moved or not
        #expect(two.drawing.lines.map(\.id) == [b])
        one.willQuit(); two.willQuit()
        #expect(stored(dir.url)?.lines.map(\.id) == [b])
    }

    /// An idle window draws nothing; the store's watch wakes it when another window commits, and again when
    /// the lines read are ready; the frame that follows shows them.
    @Test func anIdleWindowIsWokenByAnotherWindowsCommit() throws {
        let dir = ScratchFolder()
        let one = window(dir.url), two = window(dir.url)
        final class Count: Sendable {
            private let count = Mutex(0)
            var n: Int { count.withLock { $0 } }
            func add() { count.withLock { $0 += 1 } }
        }
        let wakes = Count()
        // The watch's own timer looks once an hour here (its looks are made by hand below: no real time).
        one.store?.watchForOtherWindows(every: 3600) { wakes.add() }
        one.store?.lookNow()
        #expect(wakes.n == 0, "nothing changed: no wake")
        two.drawing.add(begin: Point(9, 9), end: Point(90, 90), color: .red, width: 4)
        two.waitForSaves()
        one.store?.lookNow()
        #expect(wakes.n == 1, "the commit is noticed")
        var t = 0.0
        t += 1.0 / 60; one.update(now: t, hostTime: t)   // the woken frame asks for the changes at once
        one.waitForSaves()
        #expect(wakes.n == 2, "woken again when they are ready")
        t += 1.0 / 60; one.update(now: t, hostTime: t)
        #expect(one.drawing.lines.count == 1)
        one.store?.close(); two.store?.close()
    }

    /// The second window's lines are not lost when it closes first, nor the first's when it closes later.
    @Test func whatTheSecondWindowDrawsIsKept() throws {
        let dir = ScratchFolder()
        let one = window(dir.url)
        let two = window(dir.url)
        two.drawing.add(begin: Point(9, 9), end: Point(90, 90), color: .red, width: 4)
        two.willQuit()
        two.store?.close()
        one.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        one.willQuit()
        #expect(stored(dir.url)?.lines.count == 2)
    }

    /// `--fresh` hides the stored drawing at the first edit (one clear row); with no edit it leaves it.
    @Test func aFreshStartClearsAtItsFirstEdit() throws {
        let dir = ScratchFolder()
        try DrawingStore(directory: dir.url).save(DrawingStore.Saved(lines: [Line(id: 1, begin: Point(1, 1), end: Point(9, 9), color: .black, width: 2)], drawColor: .black))
        let idle = window(dir.url, fresh: true)
        #expect(idle.drawing.lines.isEmpty)
        idle.willQuit(); idle.store?.close()
        #expect(stored(dir.url)?.lines.count == 1)
        let fresh = window(dir.url, fresh: true)
        fresh.drawing.add(begin: Point(5, 5), end: Point(50, 5), color: .black, width: 2)
        fresh.willQuit()
        #expect(stored(dir.url)?.lines.map(\.begin) == [Point(5, 5)])
    }

    /// Any finite coordinate survives the store as it was drawn (doubles, not floats).
    @Test func numbersOfAnyMagnitudeRoundTrip() throws {
        let dir = ScratchFolder()
        let app = window(dir.url)
        let values: [Double] = [1e308, -1e308, Double.leastNonzeroMagnitude, 0.1, 1.0 / 3, 123456.789012345]
        for v in values { app.drawing.add(begin: Point(v, -v), end: Point(v / 2, 7), color: .black, width: 0.1 + 1 / 7) }
        app.willQuit()
        #expect(stored(dir.url)?.lines == app.drawing.lines)
        #expect(try !DrawingStore(directory: dir.url).exportJSON().contains("inf"))
    }

    /// SQLite's read-only answer (`query_only`, as a file that became read-only gives): named, kept, retried.
    @Test func aReadOnlyDatabaseIsNamedAndNothingIsLost() throws {
        let dir = ScratchFolder()
        let store = DrawingStore(directory: dir.url)
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: store)
        try store.withConnection { db in try db.execute(sql: "PRAGMA query_only = 1") }
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        var t = 0.0
        run(app, &t, seconds: 0.1)
        #expect(app.messages.count == 1 && app.messages[0].hasPrefix("The drawing could not be saved to \(store.file.path): it cannot be written (attempt to write a readonly database)"), "\(app.messages)")
        try store.withConnection { db in try db.execute(sql: "PRAGMA query_only = 0") }
        run(app, &t, seconds: 2.1)
        #expect(app.messages.last == "Saving works again: the drawing is saved in \(store.file.path).")
        #expect(stored(dir.url)?.lines.count == 1)
    }

    /// Another program holding the database's write lock: the commit waits, then fails with the reason;
    /// once the lock is gone it goes through.
    @Test func aLockedDatabaseIsNamedAndNothingIsLost() throws {
        let dir = ScratchFolder()
        let store = DrawingStore(directory: dir.url)
        store.busyTimeout = 0.05
        let app = TouchTrackerApp(services: FakeBackend(), size: Self.size, store: store)
        var config = Configuration()
        config.busyMode = .timeout(5)   // the window's own queue may be writing (its spare ids) just then
        let other = try DatabaseQueue(path: store.file.path, configuration: config)
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let holder = Thread {
            do {
                try other.inTransaction(.immediate) { _ in holding.signal(); release.wait(); return .rollback }
            } catch {
                Issue.record("the other connection could not take the lock: \(error)")
                holding.signal()
            }
        }
        holder.start()
        holding.wait()
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        var t = 0.0
        run(app, &t, seconds: 0.1)
        #expect(app.messages.count == 1 && app.messages[0].contains(": it is locked by another program."), "\(app.messages)")
        release.signal()
        run(app, &t, seconds: 2.1)
        #expect(stored(dir.url)?.lines.count == 1)
    }

    /// A database locked while a window starts: the window starts empty, says why, leaves the file alone,
    /// and takes in what it holds once it can.
    @Test func aDatabaseThatCannotBeOpenedAtStartIsTakenInLater() throws {
        let dir = ScratchFolder()
        try DrawingStore(directory: dir.url).save(DrawingStore.Saved(lines: [Line(id: 1, begin: Point(1, 1), end: Point(9, 9), color: .black, width: 2)], drawColor: .black))
        let blocker = dir.appendingPathComponent("drawing.sqlite")
        try FileManager.default.moveItem(at: blocker, to: dir.appendingPathComponent("kept.sqlite"))
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)   // in the way
        let app = window(dir.url)
        #expect(app.messages.count == 1 && app.messages[0].hasPrefix("The saved drawing cannot be opened (\(blocker.path): it is a folder, not a regular file)"), "\(app.messages)")
        app.drawing.add(begin: Point(5, 5), end: Point(50, 5), color: .black, width: 2)
        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("kept.sqlite"), to: blocker)
        var t = 0.0
        run(app, &t, seconds: 3.5)
        #expect(app.messages.last == "Saving works again: the drawing is saved in \(blocker.path).", "\(app.messages)")
        #expect(app.drawing.lines.count == 2, "the stored line came in")
        #expect(stored(dir.url)?.lines.count == 2)
    }

    /// A killed process (SIGKILL, no quit) loses nothing that was committed (a dump waits for the commits,
    /// so its messages are complete).
    @Test func aKilledWindowLosesNothingCommitted() throws {
        let dir = ScratchFolder()
        try "drag 100 100 300 300 0.2\ndrag 100 300 300 100 0.2\ndump drawn.json\nwait 3600\n".write(
            to: dir.appendingPathComponent("s.txt"), atomically: true, encoding: .utf8)
        let data = dir.appendingPathComponent("data")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Binary.path)
        p.arguments = ["--headless", "--script", dir.appendingPathComponent("s.txt").path, "--out", dir.path, "--data-dir", data.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("drawn.json").path) && p.isRunning { usleep(2000) }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("drawing.sqlite-wal").path), "killed: the WAL was never checkpointed")
        #expect(stored(data)?.lines.count == 2)
    }
}
