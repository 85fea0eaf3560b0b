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
/// Threads, as the compiler checks them: the public methods are called from the main thread (any thread
/// works). The database and what the store knows of it live in `StoreKeeper`, an actor whose executor is the
/// store's one serial queue (`StoreExecutor`): the store runs its work there (`sync`, `async`), off the
/// caller's thread and in order. GRDB's connection (`DrawingDatabase.queue`) is the keeper's alone, so its
/// own queue is entered from that one queue only and never waits. What the caller takes back (outcomes,
/// other windows' changes, spare ids, the prefetched drawing) waits in the `StoreInbox`, behind its own
/// mutex. The class is plainly `Sendable`: the compiler checks all of it.
/// Edits that cannot be committed (a full disk, a read-only folder, a locked or damaged database) stay
/// queued in order, in memory, and are tried again on `retry()`; nothing is dropped.
public final class DrawingStore: Sendable {
    public let directory: URL
    public var file: URL { directory.appendingPathComponent("drawing.sqlite") }
    /// What earlier versions wrote; imported once, never changed.
    public var jsonFile: URL { directory.appendingPathComponent("drawing.json") }

    private let keeper: StoreKeeper
    let inbox: StoreInbox
    /// The store's one serial queue: the keeper's executor.
    var queue: DispatchQueue { keeper.executor.queue }

    public init(directory: URL) {
        self.directory = directory
        let inbox = StoreInbox()
        self.inbox = inbox
        keeper = StoreKeeper(directory: directory, inbox: inbox)
    }

    /// Runs `body` with the keeper on the store's queue after everything queued before, and waits for it.
    func sync<R: Sendable>(_ body: @Sendable (isolated StoreKeeper) throws -> R) rethrows -> R {
        try queue.sync { try keeper.assumeIsolated { k in try body(k) } }
    }

    /// Runs `body` with the keeper on the store's queue, after everything queued before; returns at once.
    func async(_ body: @escaping @Sendable (isolated StoreKeeper) -> Void) {
        queue.async { [keeper] in keeper.assumeIsolated { k in body(k) } }
    }

    /// How long a commit waits for another connection's lock before it fails (and is retried later).
    var busyTimeout: TimeInterval {
        get { sync { $0.busyTimeout } }
        set { sync { $0.busyTimeout = newValue } }
    }

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

    public enum LoadResult: Equatable, Sendable {
        /// Nothing saved yet (a new folder, or an empty drawing); `notices` say what a person should know
        /// (an import that could not be read, a damaged database set aside).
        case nothingSaved(notices: [StoreNotice])
        case loaded(Saved, notices: [StoreNotice])
        /// The drawing cannot be read now (the folder cannot be written, the database is locked or damaged
        /// and cannot be set aside): nothing was changed on disk; edits are kept in memory and `retry()`
        /// tries again. `reason` is the problem as a failed commit of `file` would report it (`reason(for:)`).
        case unavailable(reason: String)
        /// The drawing cannot be opened for writing (a read-only or full folder, a newer schema: `reason`,
        /// as for `unavailable`) but could be read without writing a byte: it is shown; edits are kept in
        /// memory and committed on top of it once `retry()` can open it for writing. Nothing on disk was changed.
        case readOnly(Saved, reason: String, notices: [StoreNotice])

        var isLoaded: Bool { if case .loaded = self { true } else { false } }
        /// The drawing read, whether or not it can be written.
        var saved: Saved? {
            switch self {
            case .loaded(let s, _), .readOnly(let s, _, _): s
            case .nothingSaved, .unavailable: nil
            }
        }
    }

    /// How many ids a window takes at a time.
    static let idBlock = 1024
    /// Where a window takes ids while its database cannot be opened (the database's own count starts at 1
    /// and would need half a billion lines to get there).
    static let offlineIDs = 500_000_000..<900_000_000

    // MARK: Loading and letting go

    /// Opens the database (creating it, or importing `drawing.json` into it on a first start) and reads the
    /// drawing. Waits for anything queued before.
    public func load() -> LoadResult { inbox.takePrefetched() ?? sync { $0.load() } }

    /// After `prefetch(image: true)`: the kept image, as soon as the prefetch has read it and before the
    /// rows are (a window shows it while they are read); nil when there is none that matches the database,
    /// or no prefetch.
    func takeEarlyImage() -> DrawingImage? { inbox.takeEarlyImage() }
    /// Whether `load()` would return without waiting for the prefetch.
    var isLoadReady: Bool { inbox.isPrefetchReady }

    /// Starts `load()`'s work now, on the store's queue, and with `image` the kept image's (`loadImage()`):
    /// a window builds its scenes meanwhile, and its `load()` takes the result as soon as it is there (the
    /// shadow other windows' changes are compared with is computed after it, while the window loads its
    /// lines). Nothing else may use the store between the two (the result is what the database held then).
    public func prefetch(image: Bool) {
        inbox.startPrefetch()
        async { k in
            // The kept image first (what it must match is read from the database), so a window can show it
            // while the rows are read (`takeEarlyImage`); it serves `loadImage()` too while still current.
            var early: DrawingImage?
            let result = k.load(hashingShadow: false, opened: { k in
                guard image else { return }
                early = (try? k.database?.stamp()).flatMap { k.loadImage(matching: $0) }
                k.inbox.publishEarlyImage(early)
            })
            let kept: DrawingImage?? = early.map { $0.stamp == k.currentStamp ? $0 : k.loadImage() } ?? .some(nil)
            // The image only for a drawing the window shows (its `loadImage()` follows at once).
            k.inbox.finishPrefetch(result, image: image && result.isLoaded ? kept : nil)
            if let saved = result.saved { k.shadow = StoreKeeper.shadow(of: saved.lines, saved.circles) }
        }
    }

    /// Runs `body` on the store's own connection, on its queue (tests: SQLite's own limits and modes, such as
    /// `max_page_count` for a full disk or `query_only` for a read-only file).
    func withConnection(_ body: @escaping @Sendable (Database) throws -> Void) throws {
        try sync { k in try k.database?.queue.writeWithoutTransaction { db in try body(db) } }
    }

    /// Lets the drawing go, as a window closing does: waits for the queue, closes the database, leaves the
    /// lock. A later call opens it again.
    public func close() {
        sync { k in k.watch?.cancel(); k.watch = nil; k.database = nil; k.windowLock = nil }
    }

    /// Copies the write-ahead log into `drawing.sqlite` and empties it (`StoreKeeper+Checkpoint`): the app
    /// quitting, so the file alone holds the whole drawing.
    public func checkpoint() { _ = sync { $0.checkpoint(truncating: true) } }

    /// What the kept image must match: this database and its revision, as this window knows it to show
    /// exactly what the database holds (nil when it may not: edits pending, or another window's unread).
    var currentStamp: DrawingImage.Stamp? { sync { $0.currentStamp } }

    /// Takes this window's share of `drawing.lock`. A window alone first drops what clears hid (rows no
    /// other window's undo can want back), then shares the lock. Returns why the lock file cannot be
    /// opened (a read-only folder), nil when it could.
    @discardableResult
    public func joinWindows() -> String? { sync { $0.joinWindows() } }

    // MARK: Writing

    /// Queues one edit; it is committed at once on the store's queue (or kept, in order, until it can be).
    public func record(_ edit: DrawingEdit) {
        inbox.began()
        async { k in k.pending.append(edit); k.drain(); k.inbox.ended() }
    }

    /// Queues the drawing color and the color-by-angle switch.
    public func recordSettings(drawColor: Color, colorByAngle: Bool) {
        inbox.began()
        async { k in k.pendingSettings = (drawColor, colorByAngle); k.drain(); k.inbox.ended() }
    }

    /// Tries again what could not be committed (and opens the database if it could not be opened).
    public func retry() {
        inbox.began()
        async { k in k.drain(force: true); k.inbox.ended() }
    }

    /// The outcomes of the commits attempted since the last call, in order: nil when all went through,
    /// else what went wrong (for a person, naming the file).
    public func takeOutcomes() -> [String?] { inbox.takeOutcomes() }

    /// Whether work is queued (the app keeps frames coming to show its outcome).
    public var isBusy: Bool { inbox.isBusy }

    /// Waits until everything queued is done.
    public func finish() { queue.sync {} }

    /// How many edits are kept because they could not be committed (said on quit).
    public var uncommittedCount: Int { sync { $0.pending.count } }

    /// The drawing as the database holds it, as format-1 JSON (`--export-json`), unknown keys of an import
    /// included. Waits for everything queued before.
    public func exportJSON() throws -> String { try sync { try $0.exportJSON() } }

    /// Replaces the whole drawing (tests, benchmarks): one transaction.
    public func save(_ saved: Saved) throws { try sync { try $0.save(saved) } }

    /// A block of fresh ids above `above` (a spare one fetched ahead when there is one); with no database,
    /// the ids above `above`.
    public func reserveIDs(above: Int) -> Range<Int> {
        if let spare = inbox.takeSpareIDs(), spare.lowerBound > above {
            fetchSpareIDs(above: spare.upperBound)
            return spare
        }
        let block = sync { k -> Range<Int>? in try? k.database?.reserveIDs(count: Self.idBlock, above: above) }
        guard let block else {
            // No database to ask (it could not be opened): ids far above any the database has handed out,
            // at a random place, so lines drawn now never take a stored line's id when it opens later.
            let start = Swift.max(above + 1, Self.offlineIDs.lowerBound + Int.random(in: 0..<(Self.offlineIDs.count / Self.idBlock)) * Self.idBlock)
            return start..<(start + Self.idBlock)
        }
        fetchSpareIDs(above: block.upperBound)
        return block
    }

    func fetchSpareIDs(above: Int) {
        async { k in
            guard let block = try? k.database?.reserveIDs(count: Self.idBlock, above: above) else { return }
            k.inbox.putSpareIDs(block)
        }
    }

    // MARK: Other windows

    /// Looks, on the store's queue, for what another window committed; what it finds comes back through
    /// `takeForeignChanges()`. Cheap when nothing changed (one read of the revision).
    public func checkForeignChanges() { async { $0.checkForeignChanges() } }

    public func takeForeignChanges() -> [ForeignChanges] { inbox.takeForeignChanges() }

    /// Every `interval` seconds, on the store's queue, reads the database's revision (one row); when another
    /// window has committed, notes it and calls `wake` (the host then runs a frame, whose update asks for
    /// the changes). `wake` is also called when changes read are ready to be taken.
    public func watchForOtherWindows(every interval: Seconds, wake: @escaping @Sendable () -> Void) {
        async { [queue] k in
            k.waker = wake
            k.watch?.cancel()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
            timer.setEventHandler { [weak k] in k?.assumeIsolated { $0.checkpointIfIdle(); $0.lookForOtherWindows() } }
            timer.resume()
            k.watch = timer
        }
    }

    /// One look of the watch, now (tests: the watch's timer runs on real time).
    func lookNow() { sync { $0.checkpointIfIdle(); $0.lookForOtherWindows() } }

    /// Whether the watch saw another window's commit since the last call.
    public func takeNoticedChange() -> Bool { inbox.takeNoticedChange() }

    /// A person's reason for a failure, naming SQLite's own words when it is SQLite's.
    public static func reason(for error: Error) -> String {
        if let e = error as? DatabaseError {
            // Its shared-memory file cannot be grown: on Linux, a full disk (SQLite says "disk I/O error").
            if e.extendedResultCode == .SQLITE_IOERR_SHMSIZE { return "the disk is full" }
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
