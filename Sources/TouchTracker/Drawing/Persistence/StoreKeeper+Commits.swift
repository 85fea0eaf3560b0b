import Foundation
import GRDB
import Gestures
import AppHost

/// Committing this window's edits, in order, one transaction each; replacing or exporting the whole drawing.
extension StoreKeeper {
    /// Commits the pending edits in order, one transaction each; stops at the first failure (the rest wait
    /// for a retry). One outcome per attempt that had something to do.
    func drain(force: Bool = false) {
        guard !pending.isEmpty || pendingSettings != nil || (force && database == nil) else { return }
        if problem != nil && !force { return }   // after a failure, only a retry tries (in order)
        do {
            if database == nil {
                var notices: [StoreNotice] = []
                try open(notices: &notices)
                // Opened late (it was locked or unwritable at start): what it holds comes in as another window's.
                foreignSeen = true
                needsFullRead = true
                knownRevision = -1
            }
            guard let database else { return }
            while let edit = pending.first {
                let revision = try database.commit(edit)
                if revision != knownRevision + 1 { foreignSeen = true }
                knownRevision = revision
                pending.removeFirst()
                updateShadow(edit)
            }
            if let (color, byAngle) = pendingSettings {
                try database.saveSettings(drawColor: color, colorByAngle: byAngle)
                pendingSettings = nil
            }
            committedSinceCheckpoint = true
            problem = nil
            inbox.report(nil)
        } catch {
            problem = DrawingStore.reason(for: error)
            inbox.report(problem)
        }
    }

    /// See `DrawingStore.exportJSON`.
    func exportJSON() throws -> String {
        var notices: [StoreNotice] = []
        let c: DrawingDatabase.Contents
        do {
            try open(notices: &notices)
            guard let database else { throw PlatformError("\(file.path) cannot be opened") }
            c = try database.read()
        } catch {
            // What cannot be opened for writing (a read-only folder, a newer schema) is exported as read.
            guard let readable = readWithoutWriting() else { throw error }
            c = readable
        }
        return DrawingJSON.encode(c.saved)
    }

    /// See `DrawingStore.save`.
    func save(_ saved: DrawingStore.Saved) throws {
        var notices: [StoreNotice] = []
        try open(notices: &notices)
        try database?.replace(with: saved)
        knownRevision = try database?.revision() ?? 0
        mergedRevision = knownRevision
        shadow = Self.shadow(of: saved.lines, saved.circles)
    }
}
