import GRDB

/// The write-ahead log copied into `drawing.sqlite` (issue 52): commits go to `drawing.sqlite-wal` first,
/// and SQLite copies them into the main file only at a checkpoint, which it makes on its own after 1000
/// pages or when the last connection closes: a process that exits holding its connection left a 4 KB
/// `drawing.sqlite` and the whole drawing in the log, so a person who backed up or synced the file the docs
/// name had nothing, and a damaged log lost everything. The store checkpoints when the app quits (whole,
/// the log emptied) and when idle (a second after commits, passively: never waiting on another window), so
/// `drawing.sqlite` alone holds the drawing whenever no window is drawing.
extension StoreKeeper {
    /// Copies every committed page into the main file; `truncating`: and empties the log (when no other
    /// window is reading it; else as much as can be copied). False when nothing could be.
    @discardableResult
    func checkpoint(truncating: Bool) -> Bool {
        guard let database else { return false }
        do {
            try database.queue.writeWithoutTransaction { db in
                do { _ = try db.checkpoint(truncating ? .truncate : .passive) } catch where truncating {
                    _ = try db.checkpoint(.passive)   // another window reads: copy what can be
                }
            }
            committedSinceCheckpoint = false
            return true
        } catch {
            return false
        }
    }

    /// The watch's tick: a checkpoint when this window committed since the last one and has nothing waiting.
    func checkpointIfIdle() {
        guard committedSinceCheckpoint, pending.isEmpty, pendingSettings == nil else { return }
        checkpoint(truncating: false)
    }
}
