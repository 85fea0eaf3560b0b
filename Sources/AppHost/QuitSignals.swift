import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT (ctrl+C in the terminal) and SIGTERM: the first asks the app to save and quit at the next frame;
/// a second one, or the first still unanswered after `graceSeconds`, ends the process at once. So a
/// signal always ends the app within about a second, and normally with the drawing saved.
public enum QuitSignals {
    private static let received = Atomic<Int32>(0)

    /// How long a requested quit may take before the process is ended regardless.
    public static let graceSeconds: UInt32 = 1

    /// Installs the handlers (before SDL starts, so SDL keeps its own off them).
    public static func install() {
        let handler: @convention(c) (Int32) -> Void = { signal in
            let before = QuitSignals.received.exchange(signal, ordering: .relaxed)
            if before != 0 { _exit(128 + signal) }   // the second signal: no more waiting
            // A watchdog for a main thread that never gets back to its frame loop (async-signal-safe:
            // alarm, then the default action of SIGALRM ends the process).
            alarm(QuitSignals.graceSeconds + 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have started us with these blocked (the mask is inherited): unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal that asked the app to quit, if one did (0 when none).
    public static var pending: Int32 { received.load(ordering: .relaxed) }

    /// The signal's name for messages.
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}
