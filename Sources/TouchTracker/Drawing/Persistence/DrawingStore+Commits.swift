import Foundation
import GRDB
import Gestures
import AppHost

/// Committing this window's edits, in order, one transaction each, on the store's queue; the ids it hands
/// out; replacing or exporting the whole drawing.
extension DrawingStore {
    // MARK: Writing

    /// Queues one edit; it is committed at once on the store's queue (or kept, in order, until it can be).
    public func record(_ edit: DrawingEdit) {
        locked { unfinished += 1 }
        queue.async { [self] in
            pending.append(edit)
            drain()
            locked { unfinished -= 1 }
        }
    }

    /// Queues the drawing color and the color-by-angle switch.
    public func recordSettings(drawColor: Color, colorByAngle: Bool) {
        locked { unfinished += 1 }
        queue.async { [self] in
            pendingSettings = (drawColor, colorByAngle)
            drain()
            locked { unfinished -= 1 }
        }
    }

    /// Tries again what could not be committed (and opens the database if it could not be opened).
    public func retry() {
        locked { unfinished += 1 }
        queue.async { [self] in
            drain(force: true)
            locked { unfinished -= 1 }
        }
    }

    /// Commits the pending edits in order, one transaction each; stops at the first failure (the rest wait
    /// for `retry`). One outcome per attempt that had something to do.
    func drain(force: Bool = false) {
        guard !pending.isEmpty || pendingSettings != nil || (force && database == nil) else { return }
        if problem != nil && !force { return }   // after a failure, only a retry tries (in order)
        do {
            if database == nil {
                var notices: [String] = []
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
            problem = nil
            report(nil)
        } catch {
            problem = Self.reason(for: error)
            report(problem)
        }
    }

    func report(_ outcome: String?) { locked { outcomes.append(outcome) } }

    /// The outcomes of the commits attempted since the last call, in order: nil when all went through,
    /// else what went wrong (for a person, naming the file).
    public func takeOutcomes() -> [String?] {
        locked { let out = outcomes; outcomes.removeAll(); return out }
    }

    /// Whether work is queued (the app keeps frames coming to show its outcome).
    public var isBusy: Bool { locked { unfinished > 0 } }

    /// Waits until everything queued is done.
    public func finish() { queue.sync {} }

    /// How many edits are kept because they could not be committed (said on quit).
    public var uncommittedCount: Int { queue.sync { pending.count } }

    /// The drawing as the database holds it, as format-1 JSON (`--export-json`), unknown keys of an import
    /// included. Waits for everything queued before.
    public func exportJSON() throws -> String {
        try queue.sync {
            var notices: [String] = []
            try open(notices: &notices)
            guard let database else { throw PlatformError("\(file.path) cannot be opened") }
            let c = try database.read()
            return DrawingJSON.encode(Saved(lines: c.lines, drawColor: c.drawColor ?? Style.finishedDefault, circles: c.circles,
                                            colorByAngle: c.colorByAngle ?? false, extras: c.extras))
        }
    }

    /// Replaces the whole drawing (tests, benchmarks): one transaction.
    public func save(_ saved: Saved) throws {
        try queue.sync {
            var notices: [String] = []
            try open(notices: &notices)
            try database?.replace(with: saved)
            knownRevision = try database?.revision() ?? 0
            mergedRevision = knownRevision
            shadow = Self.hashes(saved.lines, saved.circles)
        }
    }

    // MARK: Ids

    /// A block of fresh ids above `above` (a spare one fetched ahead when there is one); with no database,
    /// the ids above `above`.
    public func reserveIDs(above: Int) -> Range<Int> {
        if let spare = locked({ () -> Range<Int>? in defer { spareIDs = nil }; return spareIDs }), spare.lowerBound > above {
            fetchSpareIDs(above: spare.upperBound)
            return spare
        }
        let block = queue.sync { () -> Range<Int>? in try? database?.reserveIDs(count: Self.idBlock, above: above) }
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
        queue.async { [self] in
            guard let block = try? database?.reserveIDs(count: Self.idBlock, above: above) else { return }
            locked { spareIDs = block }
        }
    }
}
