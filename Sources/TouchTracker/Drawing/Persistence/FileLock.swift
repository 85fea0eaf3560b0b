#if canImport(Glibc)
import Glibc
#endif

/// An exclusive, non-blocking flock on a file, held while this object lives. The system releases it when
/// the process ends in any way, so a crashed window never leaves a drawing locked.
final class FileLock {
    private var fd: Int32
    /// Whether this object holds the lock.
    let isHeld: Bool
    /// Why it does not: the lock file could not be opened (the system's reason: a read-only folder, no
    /// permission), or nil when another process holds the lock.
    let openFailure: String?

    init(path: String) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        openFailure = fd < 0 ? String(cString: strerror(errno)) : nil
        isHeld = fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    deinit { if fd >= 0 { close(fd) } }
}
