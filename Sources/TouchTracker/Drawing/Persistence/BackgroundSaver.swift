import Foundation
import AppHost

/// Writes saves on a thread of its own, so encoding and writing a large drawing never holds up a frame.
/// The frame hands over a snapshot (the drawing's arrays are values: copying them is free until changed)
/// and carries on; outcomes come back through `takeOutcomes()`. Saves are written in order, one at a time.
///
/// Invariant: the store is used only on the saver's queue once a save has been handed over (the main
/// thread waits with `finish()` before touching it again).
final class BackgroundSaver: @unchecked Sendable {
    private let queue = DispatchQueue(label: "touchtracker.save")
    private let lock = NSLock()
    /// Each finished save: nil when it worked, else what went wrong (for a person).
    private var outcomes: [String?] = []

    func save(_ snapshot: DrawingStore.Saved, to store: DrawingStore) {
        let box = UncheckedBox(store)
        queue.async { [self] in
            var problem: String?
            do { try box.value.save(snapshot) } catch { problem = describe(error) }
            lock.lock(); outcomes.append(problem); lock.unlock()
        }
    }

    /// The outcomes of the saves finished since the last call, in order.
    func takeOutcomes() -> [String?] {
        lock.lock(); defer { lock.unlock() }
        let out = outcomes
        outcomes.removeAll()
        return out
    }

    /// Waits until every save handed over is written.
    func finish() { queue.sync {} }
}

/// Carries a reference to the saver's queue (see the invariant above).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
