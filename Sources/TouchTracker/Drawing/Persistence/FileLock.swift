#if canImport(Glibc)
import Glibc
#endif

/// An exclusive, non-blocking flock on a file, held while this object lives. The system releases it when
/// the process ends in any way, so a crashed window never leaves a drawing locked.
final class FileLock {
    private var fd: Int32
    /// Whether this object holds the lock.
    let isHeld: Bool

    init(path: String) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        isHeld = fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    deinit { if fd >= 0 { close(fd) } }
}
