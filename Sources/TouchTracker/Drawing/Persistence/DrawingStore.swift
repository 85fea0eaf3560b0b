import Foundation
import GRDB
import Gestures
import AppHost

/// Keeps the drawing: `drawing.sqlite` (`DrawingDatabase`) in `$XDG_DATA_HOME/touchtracker/` (by default
/// `~/.local/share/touchtracker/`). Each edit is committed as one small transaction on the store's own
/// queue, right after it is made: the cost of an edit is the rows it changes, whatever the drawing's size.
///
/// A folder holding only a `drawing.json` (format 1, what earlier versions wrote) is imported once; the
/// JSON file is left as it is. Two windows may have the drawing open: both write, and each takes in what
/// the other committed (`checkForeignChanges`).
///
/// Threads: the public methods are called from the main thread; the database and the state marked so are
/// touched on `queue` only (the store's files: this one, `+Commits`, `+OtherWindows`).
/// Edits that cannot be committed (a full disk, a read-only folder, a locked or damaged database) stay
/// queued in order, in memory, and are tried again on `retry()`; nothing is dropped.
public final class DrawingStore: @unchecked Sendable {
    public let directory: URL
    public var file: URL { directory.appendingPathComponent("drawing.sqlite") }
    /// What earlier versions wrote; imported once, never changed.
    public var jsonFile: URL { directory.appendingPathComponent("drawing.json") }

    public init(directory: URL) { self.directory = directory }

    deinit { watch?.cancel() }

    /// How long a commit waits for another connection's lock before it fails (and is retried later).
    var busyTimeout: TimeInterval = 2

    /// The default place: `$XDG_DATA_HOME/touchtracker`, else `~/.local/share/touchtracker`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("touchtracker")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/touchtracker")
    }

    /// A whole drawing: what a load gives, what an import or export carries.
    public struct Saved: Equatable, Sendable {
        public var lines: [Line]
        public var drawColor: Color
        public var circles: [Circle] = []
        public var colorByAngle = false
        /// What this version does not understand, kept: an imported file's unknown top-level keys, and
        /// each line's or circle's unknown keys by its id.
        public var extras = Extras()
        public init(lines: [Line], drawColor: Color, circles: [Circle] = [], colorByAngle: Bool = false, extras: Extras = Extras()) {
            self.lines = lines; self.drawColor = drawColor; self.circles = circles; self.colorByAngle = colorByAngle
            self.extras = extras
        }
    }

    /// Keys a newer version wrote, as JSON text, in the order they were read.
    public struct Extras: Equatable, Sendable {
        public var topLevel: [RawField] = []
        public var items: [Int: [RawField]] = [:]
        public init() {}
    }
    public struct RawField: Equatable, Sendable {
        public var key: String
        public var json: String
    }

    public enum LoadResult: Equatable {
        /// Nothing saved yet (a new folder, or an empty drawing); `notices` say what a person should know
        /// (an import that could not be read, a damaged database set aside).
        case nothingSaved(notices: [String])
        case loaded(Saved, notices: [String])
        /// The drawing cannot be read now (the folder cannot be written, the database is locked or damaged
        /// and cannot be set aside): nothing was changed on disk; edits are kept in memory and `retry()`
        /// tries again. `reason` names the file.
        case unavailable(reason: String)
    }

    // MARK: The queue's state (touched on `queue` only)

    let queue = DispatchQueue(label: "touchtracker.store")
    var database: DrawingDatabase?
    /// The lock every window holds on the drawing (`FileLock`).
    var windowLock: FileLock?
    /// Edits not yet committed, oldest first.
    var pending: [DrawingEdit] = []
    var pendingSettings: (Color, Bool)?
    /// Each item's content as this window last knew the database to hold it (id → hash): what a merge
    /// compares the database with to find another window's changes.
    var shadow: [Int: Int] = [:]
    /// The shadow as it was before each clear this window made, by the clear's token (its undo puts it back).
    var parkedShadows: [Int64: [Int: Int]] = [:]
    /// The last revision this window committed or read; another revision in the database means another
    /// window committed.
    var knownRevision: Int64 = 0
    var databaseID: Int64 = 0
    var foreignSeen = false
    /// Every other window's commit up to this revision is in the shadow (and was handed to the window).
    var mergedRevision: Int64 = 0
    /// The next merge reads the whole drawing (this window cannot tell from the changes alone).
    var needsFullRead = false
    /// Wrote nothing since the last failure report (one outcome per attempt).
    var problem: String?
    /// The watch for other windows' commits (`watchForOtherWindows`), and what it calls.
    var watch: DispatchSourceTimer?
    var waker: (@Sendable () -> Void)?

    // MARK: Shared between the queue and the main thread

    let lock = NSLock()
    var outcomes: [String?] = []
    var foreign: [ForeignChanges] = []
    var spareIDs: Range<Int>?
    var unfinished = 0
    var noticedChange = false

    func locked<T>(_ body: () -> T) -> T { lock.lock(); defer { lock.unlock() }; return body() }

    /// How many ids a window takes at a time.
    static let idBlock = 1024
    /// Where a window takes ids while its database cannot be opened (the database's own count starts at 1
    /// and would need half a billion lines to get there).
    static let offlineIDs = 500_000_000..<900_000_000

    // MARK: Loading

    /// Opens the database (creating it, or importing `drawing.json` into it on a first start) and reads the
    /// drawing. Waits for anything queued before.
    public func load() -> LoadResult {
        queue.sync {
            var notices: [String] = []
            do {
                try open(notices: &notices)
                guard let opened = database else { return .unavailable(reason: problem ?? "") }
                var c: DrawingDatabase.Contents
                do {
                    c = try opened.read()
                } catch let e as DatabaseError where e.resultCode == .SQLITE_CORRUPT || e.resultCode == .SQLITE_NOTADB {
                    // Damage found while reading: set aside, keep what can be read, go on with a new one. The
                    // connection is closed first: it must not write to the file once it has another name.
                    try? opened.queue.close()
                    database = nil
                    let fresh = try recover(from: e, notices: &notices)
                    database = fresh
                    c = try fresh.read()
                }
                if c.skipped > 0 {
                    notices.append("\(c.skipped) item\(c.skipped == 1 ? "" : "s") in \(file.path) could not be read and \(c.skipped == 1 ? "is" : "are") left out (kept in the file).")
                }
                knownRevision = c.revision
                mergedRevision = c.revision
                databaseID = c.databaseID
                shadow = Self.hashes(c.lines, c.circles)
                guard !c.lines.isEmpty || !c.circles.isEmpty || c.drawColor != nil else { return .nothingSaved(notices: notices) }
                return .loaded(Saved(lines: c.lines, drawColor: c.drawColor ?? Style.finishedDefault, circles: c.circles,
                                     colorByAngle: c.colorByAngle ?? false, extras: c.extras), notices: notices)
            } catch {
                database = nil
                let reason = "\(file.path): \(Self.reason(for: error))"
                problem = reason
                return .unavailable(reason: reason)
            }
        }
    }

    /// Opens the database once; on a first start imports `drawing.json`. A file that is not a database is
    /// set aside (`drawing.damaged-N.sqlite`), what can be read of it is kept, and a new one is made.
    func open(notices: inout [String]) throws {
        guard database == nil else { return }
        if let kind = nonRegularKind(at: file.path) { throw PlatformError("it is \(kind), not a regular file") }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw PlatformError("the folder cannot be created (\(describe(error)))")
        }
        // SQLite needs to write beside the database (its WAL and shared-memory files): say so plainly.
        if access(directory.path, W_OK) != 0 {
            throw PlatformError("the folder \(directory.path) cannot be written (\(String(cString: strerror(errno))))")
        }
        var db: DrawingDatabase?
        do {
            if let problem = Self.headerProblem(file.path) {
                // Not a database as this app writes one: set aside before SQLite opens it (opening may write
                // its header), so the damaged file is kept byte for byte.
                throw DatabaseError(resultCode: .SQLITE_NOTADB, message: problem)
            }
            db = try DrawingDatabase(path: file.path, busyTimeout: busyTimeout)
            if try !db!.hasHistory(), FileManager.default.fileExists(atPath: jsonFile.path) {
                try importJSON(into: db!, notices: &notices)
            }
        } catch let e as DatabaseError where e.resultCode == .SQLITE_NOTADB || e.resultCode == .SQLITE_CORRUPT {
            try? db?.queue.close()   // never writing to the file once it has another name
            db = try recover(from: e, notices: &notices)
        }
        database = db
        problem = nil
    }

    /// Reads `drawing.json` into the new database, in one transaction; the JSON file is not changed.
    func importJSON(into db: DrawingDatabase, notices: inout [String]) throws {
        let name = jsonFile.lastPathComponent
        let saved: Saved
        do {
            if let kind = nonRegularKind(at: jsonFile.path) { throw DrawingJSON.SaveFormatError(description: "it is \(kind), not a regular file") }
            saved = try DrawingJSON.decode(try Data(contentsOf: jsonFile))
        } catch {
            let reason = (error as? DrawingJSON.SaveFormatError)?.description ?? "it cannot be read (\(describe(error)))"
            notices.append("Your saved drawing could not be read (\(name): \(reason)), so TouchTracker started empty. The file is kept as it is.")
            try db.markImported("\(name) (unreadable)")
            return
        }
        try db.replace(with: saved, importedFrom: name)
    }

    /// What is wrong with the first 100 bytes of an existing database file (SQLite's header: its magic, a
    /// page size, WAL mode), nil when they are right or there is no file.
    static func headerProblem(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        if header.isEmpty { return nil }   // an empty file: SQLite makes a database of it
        guard header.count == 100, Array(header.prefix(16)) == [UInt8]("SQLite format 3\0".utf8) else { return "file is not a database" }
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        guard pageSize == 1 || (pageSize >= 512 && pageSize & (pageSize - 1) == 0) else { return "its page size is damaged" }
        guard header[18] == 2 && header[19] == 2 else { return "its header is damaged (not in WAL mode)" }
        return nil
    }

    /// Sets a damaged database aside, keeps what can be read of it in a new one.
    func recover(from error: DatabaseError, notices: inout [String]) throws -> DrawingDatabase {
        var n = 1
        func aside(_ n: Int) -> String { directory.appendingPathComponent("drawing.damaged-\(n).sqlite").path }
        while FileManager.default.fileExists(atPath: aside(n)) { n += 1 }
        let target = aside(n)
        guard rename(file.path, target) == 0 else {
            throw PlatformError("it is damaged (\(Self.reason(for: error))) and cannot be moved aside (\(String(cString: strerror(errno))))")
        }
        for suffix in ["-wal", "-shm"] { _ = rename(file.path + suffix, target + suffix) }
        let salvaged = Self.salvage(target)
        let fresh = try DrawingDatabase(path: file.path, busyTimeout: busyTimeout)
        if !salvaged.lines.isEmpty || !salvaged.circles.isEmpty { try fresh.replace(with: salvaged, importedFrom: "drawing.damaged-\(n).sqlite") }
        notices.append("\(file.path) is damaged (\(Self.reason(for: error))). It was kept as drawing.damaged-\(n).sqlite; \(salvaged.lines.count) lines and \(salvaged.circles.count) circles could be read from it.")
        return fresh
    }

    /// The rows of a damaged database that can still be read, up to the first damaged page.
    static func salvage(_ path: String) -> Saved {
        var saved = Saved(lines: [], drawColor: Style.finishedDefault)
        var config = Configuration()
        config.readonly = true
        guard let q = try? DatabaseQueue(path: path, configuration: config) else { return saved }
        try? q.read { db in
            if let rows = try? Row.fetchCursor(db, sql: "SELECT id, x1, y1, x2, y2, color, width FROM line ORDER BY id") {
                while let row = try? rows.next() {
                    if let l = DrawingDatabase.line(Array(row.databaseValues.lazy.map(\.storage))) { saved.lines.append(l) }
                }
            }
        }
        return saved
    }

    /// Runs `body` on the store's own connection, on its queue (tests: SQLite's own limits and modes, such as
    /// `max_page_count` for a full disk or `query_only` for a read-only file).
    func withConnection(_ body: @escaping (Database) throws -> Void) throws {
        try queue.sync { try database?.queue.writeWithoutTransaction { db in try body(db) } }
    }

    /// Lets the drawing go, as a window closing does: waits for the queue, closes the database, leaves the
    /// lock. A later call opens it again.
    public func close() {
        queue.sync { watch?.cancel(); watch = nil; database = nil }
        windowLock = nil
    }

    // MARK: The kept image's stamp

    /// What the kept image must match: this database and its revision, as this window knows it to show
    /// exactly what the database holds (nil when it may not: edits pending, or another window's unread).
    var currentStamp: DrawingImage.Stamp? {
        queue.sync {
            guard database != nil, pending.isEmpty, !foreignSeen, (try? database?.revision()) == knownRevision else { return nil }
            return DrawingImage.Stamp(databaseID: databaseID, revision: knownRevision)
        }
    }

    // MARK: Other windows


    /// Takes this window's share of `drawing.lock`. A window alone first drops what clears hid (rows no
    /// other window's undo can want back), then shares the lock. Returns why the lock file cannot be
    /// opened (a read-only folder), nil when it could.
    @discardableResult
    public func joinWindows() -> String? {
        if windowLock == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            windowLock = FileLock(path: directory.appendingPathComponent("drawing.lock").path)
        }
        guard let lock = windowLock else { return nil }
        if lock.isExclusive {
            queue.sync { _ = try? database?.compactIfNeeded() }
            lock.share()
        }
        return lock.openFailure
    }

    /// A person's reason for a failure, naming SQLite's own words when it is SQLite's.
    public static func reason(for error: Error) -> String {
        if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_FULL: return "the disk is full"
            case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: return "it cannot be written (\(e.message ?? "read-only"))"
            case .SQLITE_BUSY, .SQLITE_LOCKED: return "it is locked by another program"
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "it is damaged (\(e.message ?? "not a database"))"
            case .SQLITE_CANTOPEN: return "it cannot be opened (\(String(cString: strerror(errno))))"
            default: return e.message ?? "\(e)"
            }
        }
        return describe(error)
    }
}
