import Foundation
import AppHost
import ScriptSuite
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The runner's answer to SIGINT and SIGTERM (`QuitSignals` records them): a thread that sees the signal,
/// cancels `QuitSignals`' watchdog (the runner ends on its own, after stopping its children and writing its
/// reports) and stops the suite. A second signal still ends the process at once.
final class SignalWatcher: Sendable {
    let stop = SuiteStop()
    private let seen = Atomic<Int32>(0)

    static func start() -> SignalWatcher {
        let w = SignalWatcher()
        Thread.detachNewThread {
            while true {
                let signal = QuitSignals.pending
                if signal != 0 {
                    // The handler sets its watchdog just after recording the signal: cancelled here, and again
                    // every round after, so a watchdog set a moment later is cancelled too.
                    alarm(0)
                    if w.seen.exchange(signal, ordering: .relaxed) == 0 { w.stop.request(QuitSignals.name(signal)) }
                }
                usleep(20_000)
            }
        }
        return w
    }

    var signal: Int32? {
        let s = seen.load(ordering: .relaxed)
        if s != 0 { return s }
        let p = QuitSignals.pending
        return p != 0 ? p : nil
    }
}
