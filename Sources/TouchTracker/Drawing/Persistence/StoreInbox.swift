import Synchronization

/// What the store's queue hands back to the caller's thread, behind its own mutex: the commits' outcomes,
/// other windows' changes, a spare block of ids, how much work is queued, and whether the watch saw a
/// change. Each method holds the lock for one read or write of these fields, never while calling out.
final class StoreInbox: Sendable {
    private struct State {
        var outcomes: [String?] = []
        var foreign: [ForeignChanges] = []
        var spareIDs: Range<Int>?
        var unfinished = 0
        var noticedChange = false
    }
    private let state = Mutex(State())

    /// Work queued (`began`, on the caller's thread) and done (`ended`, on the queue): `isBusy` between.
    func began() { state.withLock { $0.unfinished += 1 } }
    func ended() { state.withLock { $0.unfinished -= 1 } }
    var isBusy: Bool { state.withLock { $0.unfinished > 0 } }

    func report(_ outcome: String?) { state.withLock { $0.outcomes.append(outcome) } }
    func takeOutcomes() -> [String?] { state.withLock { s in defer { s.outcomes.removeAll() }; return s.outcomes } }

    func put(_ changes: ForeignChanges) { state.withLock { $0.foreign.append(changes) } }
    func takeForeignChanges() -> [ForeignChanges] { state.withLock { s in defer { s.foreign.removeAll() }; return s.foreign } }

    func putSpareIDs(_ block: Range<Int>) { state.withLock { $0.spareIDs = block } }
    func takeSpareIDs() -> Range<Int>? { state.withLock { s in defer { s.spareIDs = nil }; return s.spareIDs } }

    func noteChange() { state.withLock { $0.noticedChange = true } }
    func takeNoticedChange() -> Bool { state.withLock { s in defer { s.noticedChange = false }; return s.noticedChange } }
}
