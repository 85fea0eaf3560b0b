import AppHost
import Synchronization

/// SDL_ttf (2 and 3) and FreeType are not thread-safe: `TTF_Init` counts without atomics and faces of one FreeType
/// library must not be created at once. Every SDL_ttf call in this layer goes through this one lock, so
/// several apps or targets in one process (as in parallel tests) cannot race. Uncontended in the app.
enum FontLock {
    private static let mutex = Mutex(())

    static func run<T>(_ body: () -> T) -> T { mutex.withLock { _ in body() } }

    /// Starts SDL_ttf once per process.
    static func start() -> Bool { run { SDLAPI.startTTF() } }

}
