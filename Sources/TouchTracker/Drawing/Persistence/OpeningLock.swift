import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lets one window at a time open the drawing: check its file, create or migrate its schema, import
/// `drawing.json`. Without it a second window starting with the first read the database half made (GRDB's
/// migrations table committed, the schema not yet) and set it aside as another program's, or opened it
/// read-only, or imported the JSON a second time over the first window's edits.
///
/// An open-file-description lock (`F_OFD_SETLK`) on the first byte of `drawing.lock`: it excludes other
/// processes and other stores of this process alike, and it is independent of the `flock` every window
/// holds on the same file (`FileLock`). The system releases it when the object goes, or the process ends.
final class OpeningLock {
    private let fd: Int32

    /// Takes the lock, waiting up to `timeout` seconds for another window's opening; nil when the lock file
    /// cannot be opened or the wait ran out (the opening then goes ahead unlocked, as before: SQLite's own
    /// locks still keep the file whole).
    init?(path: String, timeout: TimeInterval) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return nil }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 1
        let deadline = Date().addingTimeInterval(timeout)
        while fcntl(fd, Self.setLock, &lock) != 0 {
            guard errno == EAGAIN || errno == EACCES || errno == EINTR, Date() < deadline else {
                close(fd)
                return nil
            }
            usleep(1000)   // another window's opening takes milliseconds
        }
    }

    deinit { close(fd) }

    /// `F_OFD_SETLK` (Linux 3.15).
    private static let setLock: Int32 = 37
}
