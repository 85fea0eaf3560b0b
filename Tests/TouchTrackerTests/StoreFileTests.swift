import Foundation
import GRDB
import Testing
import TestSupport
import Gestures
import GestureExamples
@testable import AppHost
@testable import TouchTracker

/// What the app finds in its data folder when another program, a newer version, a crash or a full disk
/// was there first: each gets a notice naming the file and what was done, and nothing is lost (a file it
/// cannot use is kept byte for byte, or set aside under a name the notice gives).
@Suite struct StoreFileTests {
    let h = DrawingStoreTests()

    static func line(_ id: Int, _ y: Double) -> Line { Line(id: id, begin: Point(10, y), end: Point(200, y), color: .black, width: 3) }

    /// A drawing of `count` lines saved in `dir` the way the app saves it.
    func savedDrawing(_ dir: URL, count: Int) throws -> [Line] {
        let lines = (1...count).map { Self.line($0, Double($0)) }
        let store = DrawingStore(directory: dir)
        try store.save(DrawingStore.Saved(lines: lines, drawColor: .black))
        store.close()
        return lines
    }

    func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// Another program's SQLite file where the drawing belongs (in WAL mode or not): never written to; set
    /// aside unchanged as `drawing.not-a-drawing-1.sqlite`, and a new drawing started that saves.
    @Test(arguments: [true, false]) func anotherProgramsDatabaseIsSetAsideUnchanged(wal: Bool) throws {
        let dir = ScratchFolder()
        let file = dir.appendingPathComponent("drawing.sqlite")
        let other = try DatabaseQueue(path: file.path)
        try other.writeWithoutTransaction { db in
            if wal { _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: "CREATE TABLE contacts(name TEXT); INSERT INTO contacts VALUES ('Ada'); CREATE TABLE notes(body TEXT)")
        }
        try other.close()
        let before = try bytes(file)
        let app = h.window(dir.url)
        #expect(app.messages == ["\(file.path) is not a TouchTracker drawing (another program's SQLite database, with the tables contacts, notes). It was kept as drawing.not-a-drawing-1.sqlite, unchanged, and a new drawing was started."])
        #expect(try bytes(dir.appendingPathComponent("drawing.not-a-drawing-1.sqlite")) == before, "byte for byte")
        #expect(h.linesStored(afterOneMoreIn: app, dir.url) == 1, "the new drawing saves")
    }

    /// A database a newer TouchTracker wrote (a migration this version does not know): shown as it was
    /// saved, never written; edits stay in memory and are counted at quit.
    @Test func aNewerSchemaIsShownAndNeverWritten() throws {
        let dir = ScratchFolder()
        let lines = try savedDrawing(dir.url, count: 3)
        let file = dir.appendingPathComponent("drawing.sqlite")
        try DatabaseQueue(path: file.path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        let before = try bytes(file)
        let app = h.window(dir.url)
        #expect(app.drawing.lines == lines, "shown as saved")
        #expect(app.messages == ["The saved drawing cannot be written (\(file.path): it was written by a newer TouchTracker), so it is shown as it was saved. What you change stays in memory until saving works; then it is saved on top of what was there. TouchTracker keeps trying."], "\(app.messages)")
        app.drawing.add(begin: Point(1, 1), end: Point(50, 50), color: .black, width: 4)
        var t = 0.0
        h.run(app, &t, seconds: 2.5)   // a retry comes and fails again, said once
        #expect(app.messages.count == 1, "\(app.messages)")
        #expect(app.store?.uncommittedCount == 1)
        app.store?.close()
        #expect(try bytes(file) == before, "never written")
    }

    /// A database cut short (a copy interrupted, a disk that lost its tail): set aside as damaged, what can
    /// be read of it kept in the new one.
    @Test func aTruncatedDatabaseIsSetAsideAndWhatCanBeReadIsKept() throws {
        let dir = ScratchFolder()
        _ = try savedDrawing(dir.url, count: 2000)
        let file = dir.appendingPathComponent("drawing.sqlite")
        let whole = try bytes(file)
        try whole.prefix(whole.count / 2).write(to: file)
        let app = h.window(dir.url)
        let kept = app.drawing.lines.count
        #expect(kept > 0 && kept < 2000, "some lines salvaged: \(kept) \(app.messages)")
        #expect(app.messages.count == 1 && app.messages[0].hasPrefix("\(file.path) is damaged (")
                && app.messages[0].hasSuffix("It was kept as drawing.damaged-1.sqlite; \(kept) lines and 0 circles could be read from it."), "\(app.messages)")
        #expect(try bytes(dir.appendingPathComponent("drawing.damaged-1.sqlite")) == whole.prefix(whole.count / 2))
        app.store?.close()
        #expect(h.stored(dir.url)?.lines.count == kept, "the salvage is saved")
    }

    /// A write-ahead log of garbage beside a good database (another program wrote it, a disk returned
    /// noise): SQLite's checksums refuse it, the drawing opens whole and goes on saving.
    @Test func aGarbageWALIsIgnoredAndTheDrawingOpensWhole() throws {
        let dir = ScratchFolder()
        let lines = try savedDrawing(dir.url, count: 20)
        var rng = SeededGenerator(seed: 7)
        let garbage = Data((0..<40_000).map { _ in UInt8.random(in: 0...255, using: &rng) })
        try garbage.write(to: dir.appendingPathComponent("drawing.sqlite-wal"))
        let app = h.window(dir.url)
        #expect(app.messages.isEmpty, "\(app.messages)")
        #expect(app.drawing.lines == lines)
        #expect(h.linesStored(afterOneMoreIn: app, dir.url) == 21)
    }

    /// An empty `drawing.sqlite` (a `touch`, a copy of nothing): SQLite makes a database of it, silently.
    @Test func anEmptyFileBecomesTheDrawing() throws {
        let dir = ScratchFolder()
        #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent("drawing.sqlite").path, contents: Data()))
        let app = h.window(dir.url)
        #expect(app.messages.isEmpty, "\(app.messages)")
        #expect(h.linesStored(afterOneMoreIn: app, dir.url) == 1)
    }
}

/// A data folder that cannot be written but holds a drawing: the drawing is shown (read without writing a
/// byte), edits stay in memory, and once the folder can be written they are committed on top of what was
/// there. Root writes anywhere, so these run as an ordinary user (`make test-swift` runs them as `nobody`).
@Suite(.enabled(if: getuid() != 0, "root writes anywhere")) struct ReadOnlyDataFolderTests {
    let h = DrawingStoreTests()

    func setWritable(_ dir: URL, _ writable: Bool) throws {
        try FileManager.default.setAttributes([.posixPermissions: writable ? 0o755 : 0o555], ofItemAtPath: dir.path)
    }

    @Test func theDrawingIsShownAndEditsAreSavedOnTopOnceItCanBeWritten() throws {
        let dir = ScratchFolder()
        let a = StoreFileTests.line(1, 10), b = StoreFileTests.line(2, 20)
        let store = DrawingStore(directory: dir.url)
        try store.save(DrawingStore.Saved(lines: [a, b], drawColor: Color(rgb: 0x336699)))
        store.close()
        let file = dir.appendingPathComponent("drawing.sqlite")
        let before = try Data(contentsOf: file)
        try setWritable(dir.url, false)
        defer { try? setWritable(dir.url, true) }
        let app = h.window(dir.url)
        #expect(app.drawing.lines == [a, b], "not an empty canvas")
        #expect(app.tracker.drawView.drawColor == Color(rgb: 0x336699))
        #expect(app.messages == ["The saved drawing cannot be written (\(file.path): the folder \(dir.path) cannot be written (Permission denied)), so it is shown as it was saved. What you change stays in memory until saving works; then it is saved on top of what was there. TouchTracker keeps trying."], "\(app.messages)")
        app.drawing.delete(id: a.id)
        let c = app.drawing.add(begin: Point(5, 5), end: Point(90, 90), color: .red, width: 2)
        var t = 0.0
        h.run(app, &t, seconds: 2.5)
        #expect(app.messages.count == 1, "the retry's failure is the same, not said again: \(app.messages)")
        #expect(try Data(contentsOf: file) == before, "nothing written while read-only")
        try setWritable(dir.url, true)
        h.run(app, &t, seconds: 4.5)
        #expect(app.messages.last == "Saving works again: the drawing is saved in \(file.path).", "\(app.messages)")
        #expect(app.drawing.lines.map(\.id) == [b.id, c], "nothing came in twice")
        app.store?.close()
        #expect(h.stored(dir.url)?.lines.map(\.id) == [b.id, c], "the edits on top of what was there")
    }

    /// A `drawing.json` an earlier version wrote, not yet imported, in a folder that cannot be written: read
    /// as before and shown; once the folder can be written it is imported and the edits go on top.
    @Test func anOldDrawingJSONIsShownAndImportedOnceItCanBeWritten() throws {
        let dir = ScratchFolder()
        let old = StoreFileTests.line(4, 40)
        try DrawingJSON.encode(DrawingStore.Saved(lines: [old], drawColor: .black))
            .write(to: dir.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        try setWritable(dir.url, false)
        defer { try? setWritable(dir.url, true) }
        let app = h.window(dir.url)
        #expect(app.drawing.lines == [old])
        #expect(app.messages.count == 1 && app.messages[0].contains("so it is shown as it was saved"), "\(app.messages)")
        let c = app.drawing.add(begin: Point(5, 5), end: Point(90, 90), color: .red, width: 2)
        try setWritable(dir.url, true)
        var t = 0.0
        h.run(app, &t, seconds: 2.5)
        #expect(app.messages.last?.hasPrefix("Saving works again") == true, "\(app.messages)")
        #expect(app.drawing.lines.map(\.id) == [old.id, c])
        app.store?.close()
        #expect(h.stored(dir.url)?.lines.map(\.id) == [old.id, c])
    }
}
