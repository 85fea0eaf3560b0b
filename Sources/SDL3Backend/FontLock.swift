#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3TTF
import Synchronization

/// SDL3_ttf and FreeType are not thread-safe: faces of one FreeType library must not be created at once.
/// Every SDL3_ttf call in this layer goes through this one lock, so several apps or targets in one process
/// (as in parallel tests) cannot race. Uncontended in the app.
enum FontLock {
    private static let mutex = Mutex(())

    static func run<T>(_ body: () -> T) -> T { mutex.withLock { _ in body() } }

    /// Starts SDL3_ttf once per process.
    static func start() -> Bool { run { TTF_WasInit() != 0 || TTF_Init() } }
}
#endif
