import Dispatch

/// The store's one serial executor: a dispatch queue, the only place the store's work runs. `StoreKeeper` is
/// an actor on it, so the compiler sees that the keeper's state (the database, the pending edits, the
/// shadow, the watch) is reached there and nowhere else; the store's calls that wait for an answer
/// (`DrawingStore.sync`), its queued work (`.async`) and the watch's timer run on the same queue and enter
/// the actor with `assumeIsolated`, which checks at run time that they are on it (`checkIsolated`).
/// Everything queued runs in the order it was queued.
final class StoreExecutor: SerialExecutor {
    let queue = DispatchQueue(label: "touchtracker.store")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    func checkIsolated() { dispatchPrecondition(condition: .onQueue(queue)) }
}
