import Foundation
import GRDB
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Issue 52: `drawing.sqlite` alone holds the whole drawing once the app quits (and once a window is idle),
/// not only its write-ahead log; a database cut short says what was lost.
@Suite struct DrawingCheckpointTests {
    let h = DrawingStoreTests()

    /// A window on a new folder with `count` lines drawn in it, the folder (kept while the caller holds it)
    /// and the drawing's file.
    func windowWithLines(_ name: String, _ count: Int) -> (ScratchFolder, TouchTrackerApp, URL) {
        let folder = ScratchFolder(name)
        let app = h.window(folder.url)
        for i in 0..<count { app.drawing.add(begin: Point(10, Double(10 + i)), end: Point(200, Double(10 + i)), color: .black, width: 3) }
        return (folder, app, folder.appendingPathComponent("drawing.sqlite"))
    }

    /// The lines in the `line` table of `file` opened alone: copied into a folder of its own, without its
    /// `-wal` (what a backup or a sync of the file the docs name holds).
    func linesInFileAlone(_ file: URL) throws -> Int {
        let alone = ScratchFolder("tt-file-alone")
        let copy = alone.appendingPathComponent("drawing.sqlite")
        try FileManager.default.copyItem(at: file, to: copy)
        var config = Configuration()
        config.readonly = true
        let q = try DatabaseQueue(path: copy.path, configuration: config)
        defer { try? q.close() }
        return try q.read { db in
            // A main file the log was never copied into has no tables yet.
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM sqlite_master WHERE name = 'line')") == true else { return 0 }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM line") ?? -1
        }
    }

    @Test func afterQuitTheFileAloneHoldsEveryLine() throws {
        let (dir, app, file) = windowWithLines("tt-checkpoint", 20)
        app.willQuit()
        // The process would end here, its connection still open: no checkpoint of SQLite's own at close.
        #expect(try linesInFileAlone(file) == 20)
        let wal = try FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int
        #expect(wal == 0, "the log emptied")
        withExtendedLifetime((dir, app)) {}
    }

    @Test func anIdleWindowCheckpointsAtItsNextLook() throws {
        let (dir, app, file) = windowWithLines("tt-checkpoint-idle", 5)
        app.waitForSaves()
        #expect(try linesInFileAlone(file) == 0, "committed to the log only, before the look")
        app.store?.lookNow()   // the watch's once-a-second tick
        #expect(try linesInFileAlone(file) == 5)
        withExtendedLifetime((dir, app)) {}
    }

    /// A database truncated at 60% of its size: set aside as damaged, the notice saying it is cut short and
    /// how many bytes remain of those it had, and how many lines could be read.
    @Test func aDatabaseCutShortSaysWhatWasLost() throws {
        let dir = ScratchFolder("tt-cut-short")
        _ = try StoreFileTests().savedDrawing(dir.url, count: 2000)
        let file = dir.appendingPathComponent("drawing.sqlite")
        let whole = try Data(contentsOf: file)
        let cut = whole.count * 6 / 10
        try whole.prefix(cut).write(to: file)
        let app = h.window(dir.url)
        let kept = app.drawing.lines.count
        #expect(kept < 2000)
        #expect(app.messages == ["\(file.path) is damaged (it is cut short: \(cut) bytes of the \(whole.count) its header counts, the rest lost). It was kept as drawing.damaged-1.sqlite; \(kept) lines and 0 circles could be read from it."], "\(app.messages)")
    }
}
