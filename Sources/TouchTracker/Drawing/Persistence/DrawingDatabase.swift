import Foundation
import GRDB
import Gestures
import AppHost

/// The drawing in SQLite: `drawing.sqlite`, in WAL mode, one connection, used from the store's queue only.
///
/// Schema: the migrations below (`migrator`); docs/using-touchtracker.md says what each table and column
/// holds. The item tables' columns are their records' (`LineRecord.Columns`, `CircleRecord.Columns`): every
/// query reads and writes them by those names. `changedAt` and `removal` let another window read only what
/// changed; `clearing` rows hide what was added before them; `meta` holds the revision, the next id, the
/// database's id, `importedFrom` and `resetAt`; `setting` the drawing color, the by-angle switch and an
/// import's unknown top-level keys.
///
/// Contract: every method either commits all it was asked or nothing (one transaction), and throws
/// `DatabaseError` (or `PlatformError` for what is not SQLite's) naming what went wrong.
final class DrawingDatabase {
    let queue: DatabaseQueue
    let path: String

    /// The rows of one item kind as read, and how many rows could not be read as items.
    struct Contents {
        var lines: [Line] = []
        var circles: [Circle] = []
        var drawColor: Color?
        var colorByAngle: Bool?
        var extras = DrawingStore.Extras()
        var revision: Int64 = 0
        var databaseID: Int64 = 0
        /// Rows whose values are not an item's (a NULL, text in a number's place, a width out of range):
        /// left out, and left in the file.
        var skipped = 0

        init() {}
        /// A whole drawing read from elsewhere (a `drawing.json` not yet imported): no revision, nothing skipped.
        init(_ saved: DrawingStore.Saved) {
            lines = saved.lines; circles = saved.circles; drawColor = saved.drawColor
            colorByAngle = saved.colorByAngle; extras = saved.extras
        }

        /// The drawing as the app takes it: the defaults for settings never saved.
        var saved: DrawingStore.Saved {
            DrawingStore.Saved(lines: lines, drawColor: drawColor ?? Style.finishedDefault, circles: circles,
                               colorByAngle: colorByAngle ?? false, extras: extras)
        }
    }

    /// Opens (creating if needed) and brings the schema up to date. Throws when the file is not a
    /// database, was written by a newer version, or cannot be opened for writing.
    init(path: String, busyTimeout: TimeInterval = 2) throws {
        self.path = path
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)   // another window committing: wait for it
        config.label = "touchtracker.drawing"
        config.prepareDatabase { db in
            // WAL, set here rather than by GRDB's `journalMode = .wal`, which writes a table into the file at
            // each open that finds no WAL file: opening must not change a file that may turn out damaged.
            // A process crash (kill -9) loses nothing committed; only a power cut may lose the last commits
            // (WAL with synchronous=NORMAL: commits are not fsynced, checkpoints are).
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                throw PlatformError("it cannot be put in WAL mode")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        queue = try DatabaseQueue(path: path, configuration: config)
        try queue.writeWithoutTransaction { db in
            // Another program's database is never written to (the migrator would add our tables to it).
            if let tables = try Self.foreignTables(db) { throw ForeignDatabase(tables: tables) }
            if try Self.migrator.hasBeenSuperseded(db) {
                throw PlatformError("it was written by a newer TouchTracker")
            }
        }
        do {
            try Self.migrator.migrate(queue)
        } catch where (try? queue.read(Self.migrator.hasCompletedMigrations)) == true {
            // Another window made the schema between the look and the migration (an opening not behind
            // `OpeningLock`: its wait ran out): it is there, which is all this one wanted.
        }
    }

    /// An SQLite database that is not a TouchTracker drawing: it has tables, and GRDB's migrations table
    /// does not record this app's first migration.
    struct ForeignDatabase: Error, CustomStringConvertible {
        var tables: [String]
        var description: String {
            let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
            return "another program's SQLite database, with the table\(tables.count == 1 ? "" : "s") \(shown)"
        }
    }

    /// The tables of `db` when it is not a TouchTracker drawing (see `ForeignDatabase`); nil when it is one,
    /// or empty (a new file), or holds GRDB's migrations table alone.
    static func foreignTables(_ db: Database) throws -> [String]? {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        // GRDB's migrations table alone is a drawing another window is making (the table is committed before
        // the schema) or an opening cut short there: this app's to finish.
        guard !tables.isEmpty, tables != ["grdb_migrations"] else { return nil }
        if tables.contains("grdb_migrations"),
           try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = 'v1')") == true { return nil }
        return tables
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value NOT NULL) WITHOUT ROWID;
                INSERT INTO meta VALUES ('revision', 0), ('nextID', 1), ('databaseID', abs(random() % 9007199254740991)), ('resetAt', 0);
                CREATE TABLE setting(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE line(id INTEGER PRIMARY KEY, x1 REAL NOT NULL, y1 REAL NOT NULL, x2 REAL NOT NULL,
                                  y2 REAL NOT NULL, color INTEGER NOT NULL, width REAL NOT NULL,
                                  addedAt INTEGER NOT NULL, changedAt INTEGER NOT NULL, extras TEXT);
                CREATE INDEX line_changedAt ON line(changedAt);
                CREATE TABLE circle(id INTEGER PRIMARY KEY, cx REAL NOT NULL, cy REAL NOT NULL, radius REAL NOT NULL,
                                    color INTEGER NOT NULL, width REAL NOT NULL, addedAt INTEGER NOT NULL,
                                    changedAt INTEGER NOT NULL, extras TEXT);
                CREATE INDEX circle_changedAt ON circle(changedAt);
                CREATE TABLE removal(id INTEGER PRIMARY KEY, revision INTEGER NOT NULL);
                CREATE INDEX removal_revision ON removal(revision);
                CREATE TABLE clearing(token INTEGER PRIMARY KEY, revision INTEGER NOT NULL, undone INTEGER NOT NULL DEFAULT 0,
                                      changedAt INTEGER NOT NULL);
                """)
        }
        return m
    }

    // MARK: Reading

    /// The rows shown: those added since the latest clear not undone.
    static let cutSQL = "(SELECT coalesce(max(revision), 0) FROM clearing WHERE undone = 0)"

    /// Everything shown, with the settings, in one read transaction.
    func read() throws -> Contents {
        try queue.read { db in try Self.read(db) }
    }

    static func read(_ db: Database, settings: Bool = true) throws -> Contents {
        var c = Contents()
        c.revision = try meta(db, "revision")
        c.databaseID = try meta(db, "databaseID")
        let cut = try cut(db)
        let lineRows = try Row.fetchCursor(db, LineRecord.filter(LineRecord.Columns.addedAt >= cut).order(LineRecord.Columns.id))
        while let row = try lineRows.next() {
            guard let r = try? LineRecord(row: row) else { c.skipped += 1; continue }
            c.lines.append(r.item)
            if let fields = extrasFields(r.stamp.extras) { c.extras.items[r.item.id] = fields }
        }
        let circleRows = try Row.fetchCursor(db, CircleRecord.filter(CircleRecord.Columns.addedAt >= cut).order(CircleRecord.Columns.id))
        while let row = try circleRows.next() {
            guard let r = try? CircleRecord(row: row) else { c.skipped += 1; continue }
            c.circles.append(r.item)
            if let fields = extrasFields(r.stamp.extras) { c.extras.items[r.item.id] = fields }
        }
        guard settings else { return c }
        for row in try Row.fetchAll(db, SettingRecord.all()) {
            guard let setting = try? SettingRecord(row: row) else { continue }
            switch setting.key {
            case "drawColor": c.drawColor = Color(hex: setting.value)
            case "colorByAngle": c.colorByAngle = setting.value == "true"
            case "extras": c.extras.topLevel = (extrasFields(setting.value) ?? [])
            default: break
            }
        }
        return c
    }

    /// The revision of the latest clear in force (0 when none): the rows shown are those added since.
    static func cut(_ db: Database) throws -> Int64 { try Int64.fetchOne(db, sql: "SELECT \(cutSQL)") ?? 0 }

    static func meta(_ db: Database, _ key: String) throws -> Int64 {
        guard let v = try DatabaseValue.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]),
              case .int64(let n) = v.storage else { throw PlatformError("its \(key) is missing") }
        return n
    }

    /// A JSON object's fields as raw JSON text, sorted by key (`DrawingJSON.unknown`); nil for no text, or
    /// text that is not a non-empty object.
    static func extrasFields(_ text: String?) -> [DrawingStore.RawField]? {
        guard let text, let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], !object.isEmpty else { return nil }
        return DrawingJSON.unknown(object, known: [])
    }
    static func extrasText(_ fields: [DrawingStore.RawField]?) -> String? {
        guard let fields, !fields.isEmpty else { return nil }
        return JSONValue.object(fields.map { ($0.key, .raw($0.json)) }).render()
    }

    // MARK: Writing

    /// Commits one edit as one transaction; returns the revision it made.
    func commit(_ edit: DrawingEdit) throws -> Int64 {
        try queue.writeWithoutTransaction { db in
            var revision: Int64 = 0
            try db.inTransaction(.immediate) {
                revision = try Self.bump(db)
                try Self.apply(edit, revision: revision, db)
                return .commit
            }
            return revision
        }
    }

    static func bump(_ db: Database) throws -> Int64 {
        guard let r = try Int64.fetchOne(db, sql: "UPDATE meta SET value = value + 1 WHERE key = 'revision' RETURNING value") else {
            throw PlatformError("its revision is missing")
        }
        return r
    }

    static func apply(_ edit: DrawingEdit, revision: Int64, _ db: Database) throws {
        switch edit {
        case .addLine(let l): try LineRecord(l, revision: revision).insertOrReplace(db)
        case .deleteLine(let l):
            try LineRecord.delete(id: l.id, db)
            try removed(l.id, revision: revision, db)
        case .moveLine(let l):
            try db.cachedStatement(sql: LineRecord.moveSQL).execute(arguments: LineRecord.moved(l, revision: revision))
        case .addCircle(let c): try CircleRecord(c, revision: revision).insertOrReplace(db)
        case .deleteCircle(let c):
            try CircleRecord.delete(id: c.id, db)
            try removed(c.id, revision: revision, db)
        case .clear(let token, _, _):
            // A redo keeps the clear's first revision: it hides what it hid, not what was added since.
            try db.execute(sql: "INSERT INTO clearing(token, revision, changedAt) VALUES (?, ?, ?) ON CONFLICT(token) DO UPDATE SET undone = 0, changedAt = ?",
                           arguments: [token, revision, revision, revision])
        case .restore(let token, _, _):
            try db.execute(sql: "UPDATE clearing SET undone = 1, changedAt = ? WHERE token = ?", arguments: [revision, token])
        }
    }

    /// Notes the deletion of item `id` for other windows (`changes(since:)`).
    static func removed(_ id: Int, revision: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO removal VALUES (?, ?)").execute(arguments: [id, revision])
    }

    func saveSettings(drawColor: Color, colorByAngle: Bool) throws {
        try queue.write { db in try Self.settings(drawColor: drawColor, colorByAngle: colorByAngle).forEach { try $0.insert(db, onConflict: .replace) } }
    }

    static func settings(drawColor: Color, colorByAngle: Bool) -> [SettingRecord] {
        [SettingRecord(key: "drawColor", value: drawColor.hexString), SettingRecord(key: "colorByAngle", value: colorByAngle ? "true" : "false")]
    }

    /// Replaces everything with `saved` (an import, a test's or a benchmark's drawing), in one transaction.
    func replace(with saved: DrawingStore.Saved, importedFrom: String? = nil) throws {
        try queue.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try Self.replace(with: saved, importedFrom: importedFrom, db)
                return .commit
            }
        }
    }

    static func replace(with saved: DrawingStore.Saved, importedFrom: String?, _ db: Database) throws {
        let revision = try bump(db)
        try db.execute(sql: "DELETE FROM line; DELETE FROM circle; DELETE FROM clearing; DELETE FROM setting; DELETE FROM removal")
        try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'resetAt'", arguments: [revision])
        try LineRecord.insertAll(saved.lines.lazy.map { LineRecord($0, revision: revision, extras: extrasText(saved.extras.items[$0.id])) }, db)
        try CircleRecord.insertAll(saved.circles.lazy.map { CircleRecord($0, revision: revision, extras: extrasText(saved.extras.items[$0.id])) }, db)
        for setting in settings(drawColor: saved.drawColor, colorByAngle: saved.colorByAngle) { try setting.insert(db) }
        if let top = extrasText(saved.extras.topLevel) { try SettingRecord(key: "extras", value: top).insert(db) }
        let top = Swift.max(saved.lines.map(\.id).max() ?? 0, saved.circles.map(\.id).max() ?? 0)
        try db.execute(sql: "UPDATE meta SET value = max(value, ?) WHERE key = 'nextID'", arguments: [top + 1])
        if let importedFrom { try db.execute(sql: "INSERT OR REPLACE INTO meta VALUES ('importedFrom', ?)", arguments: [importedFrom]) }
    }

    /// Whether an import was done or tried (`importedFrom` set), or the database holds anything.
    func hasHistory() throws -> Bool {
        try queue.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS(SELECT 1 FROM meta WHERE key = 'importedFrom') OR EXISTS(SELECT 1 FROM line)
                    OR EXISTS(SELECT 1 FROM circle) OR EXISTS(SELECT 1 FROM setting)
                """) ?? false
        }
    }

    /// Marks the import as tried (a file that could not be read is not tried again at every start).
    func markImported(_ from: String) throws {
        try queue.write { db in try db.execute(sql: "INSERT OR REPLACE INTO meta VALUES ('importedFrom', ?)", arguments: [from]) }
    }

    /// `count` fresh ids, all above `above` and above every id handed out before (to any window).
    func reserveIDs(count: Int, above: Int) throws -> Range<Int> {
        try queue.write { db in
            guard let end = try Int.fetchOne(db, sql: "UPDATE meta SET value = max(value, ?) + ? WHERE key = 'nextID' RETURNING value",
                                             arguments: [above + 1, count]) else { throw PlatformError("its nextID is missing") }
            return (end - count)..<end
        }
    }

    /// What other windows changed after `revision`, read without reading the whole drawing: the rows shown
    /// that were added or moved since, and the ids deleted since. Nil when that cannot tell (a clear or its
    /// undo, or everything replaced, since): then the whole drawing must be read.
    struct Changes {
        var revision: Int64
        var lines: [Line] = []
        var circles: [Circle] = []
        var removed: [Int] = []
    }

    func changes(since revision: Int64) throws -> Changes? {
        try queue.read { db in
            let now = try Self.meta(db, "revision")
            let reset = try Self.meta(db, "resetAt")
            guard reset <= revision, try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM clearing WHERE changedAt > ?)", arguments: [revision]) == false else {
                return nil
            }
            var c = Changes(revision: now)
            let cut = try Self.cut(db)
            let lines = try Row.fetchCursor(db.cachedStatement(sql: LineRecord.changedSinceSQL), arguments: [revision, cut])
            while let row = try lines.next() {
                if let r = try? LineRecord(row: row) { c.lines.append(r.item) }
            }
            let circles = try Row.fetchCursor(db.cachedStatement(sql: CircleRecord.changedSinceSQL), arguments: [revision, cut])
            while let row = try circles.next() {
                if let r = try? CircleRecord(row: row) { c.circles.append(r.item) }
            }
            c.removed = try Int.fetchAll(db, sql: """
                SELECT id FROM removal WHERE revision > ?
                  AND id NOT IN (SELECT id FROM line) AND id NOT IN (SELECT id FROM circle)
                """, arguments: [revision])
            return c
        }
    }

    /// Whether a clear made after the clear `token` (by any window) is in force: then undoing `token` does
    /// not bring its rows back.
    func isHiddenByLaterClear(_ token: Int64) throws -> Bool {
        try queue.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS(SELECT 1 FROM clearing WHERE undone = 0
                              AND revision > (SELECT revision FROM clearing WHERE token = ?))
                """, arguments: [token]) ?? true
        }
    }

    /// The latest revision committed (by any window).
    func revision() throws -> Int64 { try queue.read { db in try Self.meta(db, "revision") } }

    /// What a kept image of the drawing as it is now must carry: the database's id and latest revision.
    func stamp() throws -> DrawingImage.Stamp {
        try queue.read { db in DrawingImage.Stamp(databaseID: try Self.meta(db, "databaseID"), revision: try Self.meta(db, "revision")) }
    }

    /// Drops the rows clears hid and the clears undone: only when no other window has the drawing open
    /// (their undo may still want them). Returns how many rows went.
    func compactIfNeeded() throws -> Int {
        try queue.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM clearing)") == true else { return 0 }
            let cut = try Self.cut(db)
            let n = try LineRecord.filter(LineRecord.Columns.addedAt < cut).deleteAll(db)
                + CircleRecord.filter(CircleRecord.Columns.addedAt < cut).deleteAll(db)
            try db.execute(sql: "DELETE FROM clearing; DELETE FROM removal")
            return n
        }
    }
}
