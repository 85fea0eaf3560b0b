import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker
#if canImport(Glibc)
import Glibc
#endif

/// A data folder on a real full filesystem: a 256 KiB tmpfs, mounted for the test (root only: CI runs as
/// root; elsewhere the suite is skipped, saying why). The drawing's commits are in its WAL, as a window left
/// them, and the disk has no room for SQLite's shared-memory file: the drawing is shown all the same, read
/// without writing a byte, edits stay in memory, and once there is room they are saved on top of it.
@Suite(.enabled(if: FullDisk.canMount, "mounting a tmpfs needs root")) struct FullDiskTests {
    let h = DrawingStoreTests()

    @Test func aDrawingOnAFullDiskIsShownAndEditsAreSavedOnceThereIsRoom() throws {
        let disk = try FullDisk()
        let data = disk.folder.appendingPathComponent("data")
        let lines = (1...400).map { StoreFileTests.line($0, Double($0)) }
        // Saved the way a window saves (one transaction, in the WAL), copied while that window still has it
        // open: the lines are in `drawing.sqlite-wal`, none yet in `drawing.sqlite`.
        let elsewhere = ScratchFolder()
        let writer = DrawingStore(directory: elsewhere.url)
        try writer.save(DrawingStore.Saved(lines: lines, drawColor: .black))
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for name in ["drawing.sqlite", "drawing.sqlite-wal"] {
            try FileManager.default.copyItem(at: elsewhere.appendingPathComponent(name), to: data.appendingPathComponent(name))
        }
        writer.close()
        try disk.fill()
        let file = data.appendingPathComponent("drawing.sqlite")
        let before = try [file.path, file.path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

        let app = h.window(data)
        #expect(app.drawing.lines == lines, "the 400 lines are shown, not an empty canvas")
        #expect(app.messages == ["The saved drawing cannot be written (\(file.path): the disk is full), so it is shown as it was saved. What you change stays in memory until saving works; then it is saved on top of what was there. TouchTracker keeps trying."], "\(app.messages)")
        let drawn = app.drawing.add(begin: Point(5, 5), end: Point(90, 90), color: .red, width: 2)
        var t = 0.0
        h.run(app, &t, seconds: 2.5)   // a retry: still full
        #expect(app.drawing.lines.count == 401)
        #expect(try [file.path, file.path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before, "nothing written")
        try disk.makeRoom()
        h.run(app, &t, seconds: 4.5)
        #expect(app.messages.last == "Saving works again: the drawing is saved in \(file.path).", "\(app.messages)")
        #expect(app.drawing.lines.map(\.id) == lines.map(\.id) + [drawn], "nothing came in twice")
        app.willQuit()
        app.store?.close()
        #expect(h.stored(data)?.lines.map(\.id) == lines.map(\.id) + [drawn], "the edit on top of the 400 lines")
    }
}

/// Issue 52: a drawing in the older JSON format on a full disk: its import into SQLite cannot be written, and
/// the app showed an empty canvas. The JSON is shown, read-only, with the notice; once there is room it is
/// imported and the edits go on top.
@Suite(.enabled(if: FullDisk.canMount, "mounting a tmpfs needs root")) struct FullDiskJSONTests {
    let h = DrawingStoreTests()

    @Test func aJSONDrawingOnAFullDiskIsShownReadOnly() throws {
        let disk = try FullDisk()
        let data = disk.folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let lines = (1...300).map { StoreFileTests.line($0, Double($0)) }
        let json = DrawingJSON.encode(DrawingStore.Saved(lines: lines, drawColor: .black))
        try json.write(to: data.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        try disk.fill()
        let app = h.window(data)
        #expect(app.drawing.lines == lines, "the JSON's 300 lines, not an empty canvas")
        #expect(app.messages.count == 1 && app.messages[0].hasPrefix("The saved drawing cannot be written (")
                && app.messages[0].contains("so it is shown as it was saved"), "\(app.messages)")
        try disk.makeRoom()
        var t = 0.0
        let drawn = app.drawing.add(begin: Point(5, 5), end: Point(90, 90), color: .red, width: 2)
        h.run(app, &t, seconds: 4.5)
        app.willQuit()
        app.store?.close()
        #expect(h.stored(data)?.lines.map(\.id) == lines.map(\.id) + [drawn], "imported once there was room, the edit on top")
        #expect(try String(contentsOf: data.appendingPathComponent("drawing.json"), encoding: .utf8) == json, "the JSON unchanged")
    }
}

/// A 256 KiB tmpfs mounted on a scratch folder, unmounted when dropped; `fill()` takes every free block.
final class FullDisk {
    let scratch = ScratchFolder("tt-full-disk")
    var folder: URL { scratch.url.appendingPathComponent("disk") }
    private var filler: URL { folder.appendingPathComponent("filler") }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard mount("tmpfs", folder.path, "tmpfs", 0, "size=256k") == 0 else {
            throw PlatformError("cannot mount a tmpfs: \(String(cString: strerror(errno)))")
        }
    }

    /// Writes zeros until the disk says it is full (ENOSPC).
    func fill() throws {
        let fd = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw PlatformError("cannot make the filler: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let block = [UInt8](repeating: 0, count: 512)
        while write(fd, block, block.count) > 0 {}
        guard errno == ENOSPC else { throw PlatformError("the filler stopped short: \(String(cString: strerror(errno)))") }
    }

    func makeRoom() throws { try FileManager.default.removeItem(at: filler) }

    deinit { umount2(folder.path, Int32(MNT_DETACH)) }

    /// Whether this process may mount a tmpfs (it tries one).
    static let canMount: Bool = {
        guard getuid() == 0, let disk = try? FullDisk() else { return false }
        _ = disk
        return true
    }()
}
