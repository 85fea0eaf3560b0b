import Foundation
import GRDB
import Gestures
import AppHost

/// Another window's commits: looked for (a watch of the revision, a check each idle second), read as the
/// rows changed since the last look, compared with what this window knows (the shadow), handed over.
extension DrawingStore {
    // MARK: Another window's changes

    /// Looks, on the store's queue, for what another window committed; what it finds comes back through
    /// `takeForeignChanges()`. Cheap when nothing changed (one read of the revision).
    public func checkForeignChanges() {
        queue.async { [self] in
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
                    changes.ids = try? database.reserveIDs(count: Self.idBlock, above: maxID)
                    locked { foreign.append(changes) }
                    waker?()
                }
            } catch {
                // Tried again at the next check; a failure to read another window's lines loses nothing.
            }
        }
    }

    // MARK: Watching, for an idle window


    /// Every `interval` seconds, on the store's queue, reads the database's revision (one row); when another
    /// window has committed, notes it and calls `wake` (the host then runs a frame, whose update asks for
    /// the changes). `wake` is also called when changes read are ready to be taken.
    public func watchForOtherWindows(every interval: Seconds, wake: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            waker = wake
            watch?.cancel()
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
            timer.setEventHandler { [weak self] in self?.lookForOtherWindows() }
            timer.resume()
            watch = timer
        }
    }

    func lookForOtherWindows() {
        guard let database, pending.isEmpty, let revision = try? database.revision(), revision != knownRevision || foreignSeen else { return }
        locked { noticedChange = true }
        waker?()
    }

    /// One look of the watch, now (tests: the watch's timer runs on real time).
    func lookNow() { queue.sync { lookForOtherWindows() } }

    /// Whether the watch saw another window's commit since the last call.
    public func takeNoticedChange() -> Bool { locked { defer { noticedChange = false }; return noticedChange } }

    /// The rows read that differ from what this window knows go into `changes` and the shadow; returns the
    /// largest id read.
    private func absorb(_ lines: [Line], _ circles: [Circle], into changes: inout ForeignChanges) -> Int {
        var maxID = 0
        for l in lines {
            maxID = Swift.max(maxID, l.id)
            let h = Self.hash(l)
            if shadow[l.id] != h { changes.lines.append(l); shadow[l.id] = h }
        }
        for k in circles {
            maxID = Swift.max(maxID, k.id)
            let h = Self.hash(k)
            if shadow[k.id] != h { changes.circles.append(k); shadow[k.id] = h }
        }
        return maxID
    }

    public func takeForeignChanges() -> [ForeignChanges] {
        locked { let out = foreign; foreign.removeAll(); return out }
    }

    // MARK: The shadow

    static func hash(_ l: Line) -> Int {
        var h = Hasher()
        h.combine(0); h.combine(l.id); h.combine(l.begin.x); h.combine(l.begin.y); h.combine(l.end.x); h.combine(l.end.y)
        h.combine(l.color.rgb); h.combine(l.width)
        return h.finalize()
    }

    static func hash(_ c: Circle) -> Int {
        var h = Hasher()
        h.combine(1); h.combine(c.id); h.combine(c.center.x); h.combine(c.center.y); h.combine(c.radius)
        h.combine(c.color.rgb); h.combine(c.width)
        return h.finalize()
    }

    static func hashes(_ lines: [Line], _ circles: [Circle]) -> [Int: Int] {
        var s = [Int: Int](minimumCapacity: lines.count + circles.count)
        for l in lines { s[l.id] = hash(l) }
        for c in circles { s[c.id] = hash(c) }
        return s
    }

    /// What this window's own commit did to the rows it knows.
    func updateShadow(_ edit: DrawingEdit) {
        switch edit {
        case .addLine(let l), .moveLine(let l): shadow[l.id] = Self.hash(l)
        case .deleteLine(let l): shadow[l.id] = nil
        case .addCircle(let c): shadow[c.id] = Self.hash(c)
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
                for l in lines { shadow[l.id] = Self.hash(l) }
                for c in circles { shadow[c.id] = Self.hash(c) }
            }
            // Another window's later clear may still hide them: then look again.
            if (try? database?.isHiddenByLaterClear(token)) ?? true { foreignSeen = true; needsFullRead = true }
        }
    }
}
