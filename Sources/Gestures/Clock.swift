/// The engine's only source of time. The host advances it: the backend with the performance
/// counter, tests and scripts with a virtual 1/60 s step. Timers fire in due order, each at its due time.
///
/// Invariant: `now` never decreases; a timer never fires before its due time nor twice.
public final class GestureClock {
    /// The current time; only `advance` moves it, and never backwards.
    @exclusivity(unchecked) public private(set) var now: Seconds
    @exclusivity(unchecked) private var timers: [Timer] = []   // kept sorted by (due, serial)
    @exclusivity(unchecked) private var nextSerial: UInt64 = 1

    struct Timer {
        let id: UInt64
        let due: Seconds
        let action: (UInt64) -> Void
    }

    /// A clock starting at `now` with no timers.
    public init(now: Seconds = 0) { self.now = now }

    /// The time the next timer is due, if any.
    public var nextDue: Seconds? { timers.first?.due }
    /// How many timers are scheduled and not yet fired or cancelled.
    public var pendingTimerCount: Int { timers.count }

    /// Schedules `action` at `now + delay` (a negative delay counts as zero). Returns a handle for `cancel`.
    @discardableResult
    public func schedule(after delay: Seconds, _ action: @escaping () -> Void) -> UInt64 {
        schedule(after: delay) { (_: UInt64) in action() }
    }

    /// As `schedule(after:_:)`, passing the timer its own handle when it fires.
    @discardableResult
    public func schedule(after delay: Seconds, _ action: @escaping (UInt64) -> Void) -> UInt64 {
        let id = nextSerial
        nextSerial += 1
        let due = now + Swift.max(0, delay.isFinite ? delay : 0)
        let timer = Timer(id: id, due: due, action: action)
        var index = timers.count
        while index > 0 && timers[index - 1].due > due { index -= 1 }
        timers.insert(timer, at: index)
        return id
    }

    /// Cancels a scheduled timer; an unknown or fired id is ignored.
    public func cancel(_ id: UInt64) {
        if let i = timers.firstIndex(where: { $0.id == id }) { timers.remove(at: i) }
    }

    /// Moves time forward to `time`, firing every timer due on the way at its own due time.
    /// A `time` in the past (or not finite) leaves `now` as it is.
    public func advance(to time: Seconds) {
        while let first = timers.first, first.due <= time {
            timers.removeFirst()
            if first.due > now { now = first.due }
            first.action(first.id)
        }
        if time.isFinite && time > now { now = time }
    }

    /// Moves time forward by `delta`, firing due timers (see `advance(to:)`).
    public func advance(by delta: Seconds) { advance(to: now + delta) }
}
