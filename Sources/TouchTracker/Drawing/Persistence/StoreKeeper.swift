import Foundation
import GRDB
import Gestures
import AppHost

/// The store's state and the work on it: the database, the edits not yet committed, what this window knows
/// the database holds (the shadow, the revisions). An actor whose executor is the store's serial queue
/// (`StoreExecutor`): its state is reached only there, as the compiler checks; `DrawingStore.sync` and
/// `.async` run blocks on it. Its files: this one (opening, loading, damage), `+Commits`, `+OtherWindows`.
actor StoreKeeper {
    /// The store's one serial queue, and this actor's executor.
    nonisolated let executor = StoreExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    let directory: URL
    var file: URL { directory.appendingPathComponent("drawing.sqlite") }
    var jsonFile: URL { directory.appendingPathComponent("drawing.json") }
    /// Where the results for the caller's thread go.
    let inbox: StoreInbox

    init(directory: URL, inbox: StoreInbox) { self.directory = directory; self.inbox = inbox }

    /// The watch stops with the keeper (a resumed timer would outlive it), on the keeper's queue.
    isolated deinit { watch?.cancel() }

    /// How long a commit waits for another connection's lock before it fails (and is retried later).
    var busyTimeout: TimeInterval = 2
    var database: DrawingDatabase?
    /// The lock every window holds on the drawing (`FileLock`).
    var windowLock: FileLock?
    /// Edits not yet committed, oldest first.
    var pending: [DrawingEdit] = []
    var pendingSettings: (Color, Bool)?
    /// Each item's content as this window last knew the database to hold it (id → its hash value): what a
    /// merge compares the database with to find another window's changes.
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
    /// Committed since the last checkpoint (`StoreKeeper+Checkpoint`).
    var committedSinceCheckpoint = false
    /// Wrote nothing since the last failure report (one outcome per attempt).
    var problem: String?
    /// The watch for other windows' commits (`DrawingStore.watchForOtherWindows`), and what it calls.
    var watch: DispatchSourceTimer?
    var waker: (@Sendable () -> Void)?

    // MARK: Loading

    /// See `DrawingStore.load`. Without `hashingShadow`, the caller computes the shadow of what was loaded.
    /// `opened` runs once the database is open, before its rows are read (the prefetch reads the kept image
    /// there, so a window can show it while the rows are read).
    func load(hashingShadow: Bool = true, opened whenOpened: (isolated StoreKeeper) -> Void = { _ in }) -> DrawingStore.LoadResult {
        var notices: [StoreNotice] = []
        do {
            try open(notices: &notices)
            guard let opened = database else { return .unavailable(reason: problem ?? "") }
            whenOpened(self)
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
                notices.append(.itemsLeftOut(count: c.skipped, file: file.path))
            }
            adopt(c, hashingShadow: hashingShadow)
            guard !c.lines.isEmpty || !c.circles.isEmpty || c.drawColor != nil else { return .nothingSaved(notices: notices) }
            return .loaded(c.saved, notices: notices)
        } catch {
            database = nil
            let reason = DrawingStore.reason(for: error)
            problem = reason
            // It cannot be opened for writing, but what it holds may still be read: show that, never an
            // empty canvas over a drawing that is there. Edits wait in memory and go on top of it once
            // saving works (the late open merges as another window's commits: the shadow is what was read).
            if let c = readWithoutWriting() {
                adopt(c, hashingShadow: hashingShadow)
                return .readOnly(c.saved, reason: reason, notices: notices)
            }
            return .unavailable(reason: reason)
        }
    }

    /// Takes what was read as what this window knows the database to hold: its revision, its id, and (with
    /// `hashingShadow`) the shadow other windows' changes are compared with.
    private func adopt(_ c: DrawingDatabase.Contents, hashingShadow: Bool) {
        knownRevision = c.revision
        mergedRevision = c.revision
        databaseID = c.databaseID
        shadow = hashingShadow ? Self.shadow(of: c.lines, c.circles) : [:]
    }

    /// The drawing as it is on disk, read without writing a byte (a read-only or full folder, a newer
    /// schema): `drawing.sqlite` opened read-only; on a full disk, where its shared-memory file cannot be
    /// made, its WAL read with the index in memory (`WALWithoutSharedMemory`); else SQLite's `immutable`
    /// open (a folder nothing can write to: the main file alone), or, when there is no database at all, a `drawing.json` not yet imported. Nil
    /// when there is nothing to read, or it cannot be read as a drawing. The connection is closed at once.
    func readWithoutWriting() -> DrawingDatabase.Contents? {
        var info = stat()
        if lstat(file.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else { return nil }
            if info.st_size > 0 {
                guard Self.headerProblem(file.path) == nil else { return nil }
                // A full disk: no room for the shared-memory file a read-only connection needs to read the WAL
                // (the drawing's latest commits may all be there), so the WAL is read with its index in memory.
                // `immutable=1` last: no locks, no WAL, no shared memory; only for a folder nothing can write to.
                let c = Self.readingOnly(file.path) { db in try DrawingDatabase.read(db) }
                    ?? WALWithoutSharedMemory.read(file.path) { db in try DrawingDatabase.read(db) }
                    ?? Self.readingOnly("file:\(Self.uriEscaped(file.path))?immutable=1") { db in try DrawingDatabase.read(db) }
                // A database never written to (made by an opening that then found the disk full, its import of
                // `drawing.json` undone): the JSON beside it is the drawing.
                if let c, c.revision > 0 || !c.lines.isEmpty || !c.circles.isEmpty { return c }
            }
        }
        guard nonRegularKind(at: jsonFile.path) == nil, let data = try? Data(contentsOf: jsonFile),
              let saved = try? DrawingJSON.decode(data) else { return nil }
        return DrawingDatabase.Contents(saved)
    }

    /// `body`'s result on a read-only connection to the database at `path` (a file name, or a `file:` URI),
    /// closed at once; nil when it cannot be opened or `body` throws. `writableSchema`: SQLite's
    /// `writable_schema`, a connection flag that writes nothing and lets a file cut short be read up to its
    /// first missing page (it claims more pages than it holds, and is refused whole otherwise).
    static func readingOnly<T>(_ path: String, writableSchema: Bool = false, _ body: (Database) throws -> T) -> T? {
        var config = Configuration()
        config.readonly = true
        config.label = "touchtracker.drawing.read-only"
        if writableSchema { config.prepareDatabase { db in try db.execute(sql: "PRAGMA writable_schema = ON") } }
        guard let q = try? DatabaseQueue(path: path, configuration: config) else { return nil }
        defer { try? q.close() }
        return try? q.read(body)
    }

    /// A path as a `file:` URI's path: `%`, `?` and `#` escaped (SQLite's URI rules).
    static func uriEscaped(_ path: String) -> String {
        var out = ""
        for ch in path {
            switch ch {
            case "%": out += "%25"
            case "?": out += "%3f"
            case "#": out += "%23"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Opens the database once; on a first start imports `drawing.json`. A file that is not a database is
    /// set aside (`drawing.damaged-N.sqlite`), what can be read of it is kept, and a new one is made.
    func open(notices: inout [StoreNotice]) throws {
        guard database == nil else { return }
        if let kind = nonRegularKind(at: file.path) { throw PlatformError("it is \(kind), not a regular file") }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw PlatformError("the folder cannot be created (\(describe(error)))")
        }
        // SQLite needs to write beside the database (its WAL and shared-memory files): say so plainly.
        if access(directory.path, W_OK) != 0 {
            throw PlatformError("the folder \(directory.path) cannot be written (\(String(cString: strerror(errno))))")
        }
        // One window at a time from here to the import (`OpeningLock`).
        let opening = OpeningLock(path: directory.appendingPathComponent("drawing.lock").path, timeout: busyTimeout + 5)
        defer { withExtendedLifetime(opening) {} }
        var db: DrawingDatabase?
        do {
            if let problem = Self.headerProblem(file.path) {
                // Not a database as this app writes one: set aside before SQLite opens it (opening may write
                // its header), so the file is kept byte for byte. An SQLite file in another journal mode
                // is looked at first: another program's database is not damaged, only not ours.
                if problem == Self.notInWALMode, let tables = Self.foreignTables(file.path) {
                    throw DrawingDatabase.ForeignDatabase(tables: tables)
                }
                throw DatabaseError(resultCode: .SQLITE_NOTADB, message: problem)
            }
            db = try DrawingDatabase(path: file.path, busyTimeout: busyTimeout)
            if try !db!.hasHistory(), FileManager.default.fileExists(atPath: jsonFile.path) {
                try importJSON(into: db!, notices: &notices)
            }
        } catch let e as DatabaseError where e.resultCode == .SQLITE_NOTADB || e.resultCode == .SQLITE_CORRUPT {
            try? db?.queue.close()   // never writing to the file once it has another name
            db = try recover(from: e, notices: &notices)
        } catch let foreign as DrawingDatabase.ForeignDatabase {
            try? db?.queue.close()
            let aside = try setAside(as: "not-a-drawing", why: foreign.description)
            db = try DrawingDatabase(path: file.path, busyTimeout: busyTimeout)
            notices.append(.notADrawing(file: file.path, found: foreign.description, keptAs: aside))
        }
        database = db
        problem = nil
    }

    /// Reads `drawing.json` into the new database, in one transaction; the JSON file is not changed.
    func importJSON(into db: DrawingDatabase, notices: inout [StoreNotice]) throws {
        let name = jsonFile.lastPathComponent
        let saved: DrawingStore.Saved
        do {
            if let kind = nonRegularKind(at: jsonFile.path) { throw DrawingJSON.SaveFormatError(description: "it is \(kind), not a regular file") }
            saved = try DrawingJSON.decode(try Data(contentsOf: jsonFile))
        } catch {
            let reason = (error as? DrawingJSON.SaveFormatError)?.description ?? "it cannot be read (\(describe(error)))"
            notices.append(.unreadableJSON(name: name, reason: reason))
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
        guard header[18] == 2 && header[19] == 2 else { return notInWALMode }
        // Cut short: fewer bytes than the pages the header counts (valid when its version number matches its
        // change counter, as SQLite writes it). SQLite itself reads such a file without a word, short of the
        // pages past its end: a drawing truncated at 60% showed 1 line and no notice. Looked at only with
        // no write-ahead log to copy (none, or emptied): a checkpoint in progress writes the header's page
        // before it extends the file.
        let pages = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
        let bytesPerPage = pageSize == 1 ? 65536 : pageSize
        var info = stat(), wal = stat()
        let noLog = stat(path + "-wal", &wal) != 0 || wal.st_size == 0
        if noLog, header[24..<28] == header[92..<96], pages > 0, stat(path, &info) == 0, Int(info.st_size) < pages * bytesPerPage {
            return "it is cut short: \(info.st_size) bytes of the \(pages * bytesPerPage) its header counts, the rest lost"
        }
        return nil
    }
    static let notInWALMode = "its header is damaged (not in WAL mode)"

    /// The tables of an SQLite file that is not TouchTracker's (read-only; nothing written), nil when it is
    /// TouchTracker's or cannot be read as SQLite at all (damaged).
    static func foreignTables(_ path: String) -> [String]? {
        readingOnly(path) { db in try DrawingDatabase.foreignTables(db) } ?? nil
    }

    /// Sets a damaged database aside, keeps what can be read of it in a new one.
    func recover(from error: DatabaseError, notices: inout [StoreNotice]) throws -> DrawingDatabase {
        let damage = error.message ?? "not a database"
        let aside = try setAside(as: "damaged", why: "it is damaged (\(damage))")
        let salvaged = Self.salvage(directory.appendingPathComponent(aside).path)
        let fresh = try DrawingDatabase(path: file.path, busyTimeout: busyTimeout)
        if !salvaged.lines.isEmpty || !salvaged.circles.isEmpty { try fresh.replace(with: salvaged, importedFrom: aside) }
        notices.append(.damaged(file: file.path, damage: damage, keptAs: aside, lines: salvaged.lines.count, circles: salvaged.circles.count))
        return fresh
    }

    /// Renames `drawing.sqlite` (with its `-wal` and `-shm`) to the first free `drawing.KIND-N.sqlite`,
    /// byte for byte, and returns that name; throws, saying `why` and the system's reason, when it cannot.
    func setAside(as kind: String, why: String) throws -> String {
        var n = 1
        func aside(_ n: Int) -> String { "drawing.\(kind)-\(n).sqlite" }
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent(aside(n)).path) { n += 1 }
        let target = directory.appendingPathComponent(aside(n)).path
        guard rename(file.path, target) == 0 else {
            throw PlatformError("\(why) and cannot be moved aside (\(String(cString: strerror(errno))))")
        }
        for suffix in ["-wal", "-shm"] { _ = rename(file.path + suffix, target + suffix) }
        return aside(n)
    }

    /// The rows of a damaged database that can still be read, up to the first damaged page.
    static func salvage(_ path: String) -> DrawingStore.Saved {
        // Kept as read: the read transaction itself may fail at its end on a damaged file.
        var lines: [Line] = []
        _ = readingOnly(path, writableSchema: true) { db in
            if let rows = try? Row.fetchCursor(db, LineRecord.order(LineRecord.Columns.id)) {
                while let row = try? rows.next() {
                    if let r = try? LineRecord(row: row) { lines.append(r.item) }
                }
            }
        }
        return DrawingStore.Saved(lines: lines, drawColor: Style.finishedDefault)
    }

    // MARK: The kept image's stamp

    /// See `DrawingStore.currentStamp`.
    var currentStamp: DrawingImage.Stamp? {
        guard database != nil, pending.isEmpty, !foreignSeen, (try? database?.revision()) == knownRevision else { return nil }
        return DrawingImage.Stamp(databaseID: databaseID, revision: knownRevision)
    }

    // MARK: Other windows

    /// See `DrawingStore.joinWindows`.
    func joinWindows() -> String? {
        if windowLock == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            windowLock = FileLock(path: directory.appendingPathComponent("drawing.lock").path)
        }
        guard let lock = windowLock else { return nil }
        if lock.isExclusive {
            _ = try? database?.compactIfNeeded()
            lock.share()
        }
        return lock.openFailure
    }
}
