import Foundation
import GRDB
import AppHost
#if canImport(Glibc)
import Glibc
#endif

/// Reads a WAL-mode database whose shared-memory file (`-shm`) cannot be made or grown: a full disk. A
/// read-only connection needs that file to read the WAL, and the WAL may hold the drawing's latest commits
/// (all of them, when the disk filled before any checkpoint); SQLite's `immutable` open reads the main file
/// alone, an older drawing or none.
///
/// SQLite keeps the WAL's index in the connection's own memory when `locking_mode = EXCLUSIVE` is set before
/// the first read (sqlite.org/wal.html, "Use of WAL Without Shared-Memory"). That needs a connection opened
/// for writing: this one is `query_only`, and SQLite's checkpoint at close is turned off
/// (`SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE`), so no byte of the database, its WAL or anything beside them is
/// written. It holds the file's lock only while `body` runs.
///
/// Contract: `body`'s result, or nil when the file cannot be read this way (then the caller tries the next).
enum WALWithoutSharedMemory {
    static func read<T>(_ path: String, _ body: (Database) throws -> T) -> T? {
        guard let noCheckpointOnClose else { return nil }
        var config = Configuration()
        config.label = "touchtracker.drawing.wal-in-memory"
        config.prepareDatabase { db in
            guard noCheckpointOnClose(db.sqliteConnection, Self.noCheckpointOnCloseOption, 1, nil) == 0 else {
                throw PlatformError("SQLite's checkpoint at close cannot be turned off")
            }
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE; PRAGMA query_only = 1")
        }
        guard let q = try? DatabaseQueue(path: path, configuration: config) else { return nil }
        defer { try? q.close() }
        return try? q.read(body)
    }

    /// `SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE` (SQLite 3.16).
    static let noCheckpointOnCloseOption: Int32 = 1006

    /// `sqlite3_db_config(db, op, int, int*)`: a C variadic function, which Swift does not import, taken by
    /// its symbol and called with its integer arguments as a fixed signature (the same registers on the
    /// System V x86-64 and AArch64 Linux calling conventions). Nil when SQLite does not export it.
    private static let noCheckpointOnClose: (@convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sqlite3_db_config") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?) -> Int32).self)
    }()
}
