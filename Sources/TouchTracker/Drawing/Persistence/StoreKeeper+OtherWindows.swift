import Foundation
import GRDB
import Gestures
import AppHost

/// Another window's commits: looked for (a watch of the revision, a check each idle second), read as the
/// rows changed since the last look, compared with what this window knows (the shadow), handed over.
extension StoreKeeper {
    // MARK: Another window's changes

    /// See `DrawingStore.checkForeignChanges`.
    func checkForeignChanges() {
        guard let database, pending.isEmpty else { return }
        do {
            if try database.revision() != knownRevision { foreignSeen = true }
            guard foreignSeen else { return }
            var changes = ForeignChanges()
            var maxID = 0
            if !needsFullRead, let c = try database.changes(since: mergedRevision) {
                // Only what changed since the last merge (this window's own commits among it are known
                // to the shadow and left out).
                maxID = absorb(c.lines, c.circles, into: &changes)
                for id in c.removed where shadow[id] != nil {
                    changes.removedIDs.append(id)
                    shadow[id] = nil
                }
                knownRevision = c.revision
            } else {
                let c = try database.queue.read { db in try DrawingDatabase.read(db, settings: false) }
                maxID = absorb(c.lines, c.circles, into: &changes)
                let seen = Set(c.lines.map(\.id)).union(c.circles.map(\.id))
                if seen.count < shadow.count {
                    for id in shadow.keys where !seen.contains(id) { changes.removedIDs.append(id) }
                    for id in changes.removedIDs { shadow[id] = nil }
                }
                knownRevision = c.revision
                needsFullRead = false
            }
            mergedRevision = knownRevision
            foreignSeen = false
            if !changes.isEmpty {
                // This window's next lines go above the other's.
                changes.ids = try? database.reserveIDs(count: DrawingStore.idBlock, above: maxID)
                inbox.put(changes)
                waker?()
            }
        } catch {
            // Tried again at the next check; a failure to read another window's lines loses nothing.
        }
    }

    // MARK: Watching, for an idle window

    /// One look of the watch (`DrawingStore.watchForOtherWindows`).
    func lookForOtherWindows() {
        guard let database, pending.isEmpty, let revision = try? database.revision(), revision != knownRevision || foreignSeen else { return }
        inbox.noteChange()
        waker?()
    }

    /// The rows read that differ from what this window knows go into `changes` and the shadow; returns the
    /// largest id read.
    private func absorb(_ lines: [Line], _ circles: [Circle], into changes: inout ForeignChanges) -> Int {
        var maxID = 0
        for l in lines {
            maxID = Swift.max(maxID, l.id)
            let h = l.hashValue
            if shadow[l.id] != h { changes.lines.append(l); shadow[l.id] = h }
        }
        for k in circles {
            maxID = Swift.max(maxID, k.id)
            let h = k.hashValue
            if shadow[k.id] != h { changes.circles.append(k); shadow[k.id] = h }
        }
        return maxID
    }

    // MARK: The shadow

    /// The shadow of these rows: each item's hash value (the synthesized `Hashable` of `Line` and `Circle`,
    /// so a field added to either is compared with no change here).
    static func shadow(of lines: [Line], _ circles: [Circle]) -> [Int: Int] {
        var s = [Int: Int](minimumCapacity: lines.count + circles.count)
        for l in lines { s[l.id] = l.hashValue }
        for c in circles { s[c.id] = c.hashValue }
        return s
    }

    /// What this window's own commit did to the rows it knows.
    func updateShadow(_ edit: DrawingEdit) {
        switch edit {
        case .addLine(let l), .moveLine(let l): shadow[l.id] = l.hashValue
        case .deleteLine(let l): shadow[l.id] = nil
        case .addCircle(let c): shadow[c.id] = c.hashValue
        case .deleteCircle(let c): shadow[c.id] = nil
        case .clear(let token, let lines, let circles):
            // The clear hides every row added before it. When this window knew exactly those, the shadow is
            // parked whole for the clear's undo (no hashing: a clear costs the same at any size); else the
            // rows it removed go, and the database is looked at again (some were perhaps not seen here).
            if shadow.count == lines.count + circles.count {
                parkedShadows[token] = shadow
                shadow = [:]
            } else {
                for l in lines { shadow[l.id] = nil }
                for c in circles { shadow[c.id] = nil }
                foreignSeen = true
                needsFullRead = true
            }
        case .restore(let token, let lines, let circles):
            if let parked = parkedShadows.removeValue(forKey: token), shadow.isEmpty {
                shadow = parked
            } else {
                for l in lines { shadow[l.id] = l.hashValue }
                for c in circles { shadow[c.id] = c.hashValue }
            }
            // Another window's later clear may still hide them: then look again.
            if (try? database?.isHiddenByLaterClear(token)) ?? true { foreignSeen = true; needsFullRead = true }
        }
    }
}
