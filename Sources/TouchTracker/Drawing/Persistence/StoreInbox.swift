import Dispatch
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
        /// A prefetch was started and its result not taken yet; its result, once there; its image, until taken.
        var prefetching = false
        var prefetched: DrawingStore.LoadResult?
        var prefetchedImage: DrawingImage??
        /// The kept image as the prefetch read it before the rows (itself nil when none matched), once read.
        var earlyImage: DrawingImage??
    }
    private let state = Mutex(State())
    /// Signalled once when the prefetch's result is there.
    private let prefetchDone = DispatchSemaphore(value: 0)
    /// Signalled once when the prefetch has looked for the kept image, before it reads the rows.
    private let earlyImageDone = DispatchSemaphore(value: 0)

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

    /// `DrawingStore.prefetch`: started (caller's thread), finished (queue); `takePrefetched` waits for it
    /// when one was started and gives its result, nil when none was.
    func startPrefetch() { state.withLock { $0.prefetching = true } }
    /// `image`: nil when none was looked for (then `loadImage()` reads it), else what was found.
    func finishPrefetch(_ result: DrawingStore.LoadResult, image: DrawingImage??) {
        publishEarlyImage(nil)   // when the database could not be opened, none was looked for
        state.withLock { $0.prefetched = result; $0.prefetchedImage = image }
        prefetchDone.signal()
    }
    /// The kept image read before the rows (queue); only the first call counts.
    func publishEarlyImage(_ image: DrawingImage?) {
        let first = state.withLock { s in
            guard s.earlyImage == nil else { return false }
            s.earlyImage = .some(image)
            return true
        }
        if first { earlyImageDone.signal() }
    }
    /// Waits for the prefetch to have looked for the kept image and gives it; nil without a prefetch, or when
    /// it found none that matched.
    func takeEarlyImage() -> DrawingImage? {
        guard state.withLock({ $0.prefetching }) else { return nil }
        earlyImageDone.wait()
        earlyImageDone.signal()   // a later call does not wait
        return state.withLock { $0.earlyImage ?? nil }
    }
    /// Whether `takePrefetched` would return without waiting.
    var isPrefetchReady: Bool { state.withLock { !$0.prefetching || $0.prefetched != nil } }
    func takePrefetched() -> DrawingStore.LoadResult? {
        guard state.withLock({ s in defer { s.prefetching = false }; return s.prefetching }) else { return nil }
        prefetchDone.wait()
        return state.withLock { s in defer { s.prefetched = nil }; return s.prefetched }
    }
    /// The image the prefetch read (itself nil when there was none that matched), nil when there was no prefetch.
    func takePrefetchedImage() -> DrawingImage?? { state.withLock { s in defer { s.prefetchedImage = nil }; return s.prefetchedImage } }
}
