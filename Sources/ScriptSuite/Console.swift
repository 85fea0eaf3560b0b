import Foundation
import Synchronization
import AppHost

/// Standard output for the suite's lines: written with the throwing write, so a closed or full standard
/// output is remembered (and is exit 1 at the end, docs/command-line.md) instead of a crash; after the first
/// failure nothing more is tried.
public final class Console: Sendable {
    private let state = Mutex<String?>(nil)
    public init() {}
    public func write(_ text: String) {
        state.withLock { problem in
            guard problem == nil else { return }
            do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch { problem = describe(error) }
        }
    }
    /// Why standard output could not be written (nil while it could).
    public var problem: String? { state.withLock { $0 } }
}
