#if canImport(Glibc)
import Glibc
#endif

/// A flock on `drawing.lock`, held while this object lives, telling whether another window has the drawing
/// open. The system releases it when the process ends in any way, so a crashed window never leaves it.
///
/// Every window holds it shared; a window that starts alone gets it exclusive first (`isExclusive`), may
/// tidy what only it could (`DrawingDatabase.compact`), then shares it (`share()`).
public final class FileLock {
    private var fd: Int32
    /// Whether this object holds the lock (shared or exclusive).
    public private(set) var isHeld: Bool
    /// Whether it is held exclusively: no other window has the drawing open.
    public private(set) var isExclusive: Bool
    /// Why the lock file could not be opened (the system's reason: a read-only folder, no permission).
    public let openFailure: String?

    public init(path: String) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        openFailure = fd < 0 ? String(cString: strerror(errno)) : nil
        isExclusive = fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0
        isHeld = isExclusive || (fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) == 0)
    }

    /// Lets other windows in (an exclusive lock becomes shared).
    public func share() {
        guard isExclusive else { return }
        isExclusive = false
        isHeld = flock(fd, LOCK_SH | LOCK_NB) == 0
    }

    deinit { if fd >= 0 { close(fd) } }
}
