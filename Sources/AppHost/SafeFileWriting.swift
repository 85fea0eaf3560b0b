import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes text to `path` atomically (see `replaceFileAtomically`).
public func writeFileAtomically(_ text: String, to path: String) throws {
    try replaceFileAtomically(at: path) { temporary in try Data(text.utf8).write(to: URL(fileURLWithPath: temporary)) }
}

/// Writes bytes to `path` atomically (see `replaceFileAtomically`).
public func writeFileAtomically(_ data: Data, to path: String) throws {
    try replaceFileAtomically(at: path) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
}

/// Replaces the file at `path` without ever leaving half a file, and never replacing anything but a
/// regular file: a symlink, folder, device or FIFO in the way is an error and is left alone.
///
/// `write` fills a fresh temporary file beside `path` (the folder is created if missing); it is flushed to
/// disk (fsync), renamed over `path`, and the folder is flushed too, so after a crash the file is either
/// the old one or the new one, whole. On any failure the temporary file is removed.
public func replaceFileAtomically(at path: String, write: (_ temporaryPath: String) throws -> Void) throws {
    if let kind = nonRegularKind(at: path) {
        throw PlatformError("\(path) is \(kind), not a regular file: nothing was written")
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
        throw PlatformError("cannot create the folder \(folder): \(describe(error))")
    }
    let temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    unlink(temporary)   // never write through something planted under the temporary name
    do {
        try write(temporary)
        guard nonRegularKind(at: temporary) == nil else { throw PlatformError("\(temporary) was replaced while it was written") }
        try flushToDisk(temporary)
        guard rename(temporary, path) == 0 else { throw PlatformError("cannot rename into \(path): \(errnoText())") }
        try? flushToDisk(folder)
    } catch {
        unlink(temporary)
        throw error
    }
}

/// What is at `path` when it is there and not a regular file ("a symlink", "a FIFO", ...); nil otherwise.
public func nonRegularKind(at path: String) -> String? {
    var st = stat()
    guard lstat(path, &st) == 0 else { return nil }
    switch st.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK: return "a symbolic link"
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
}

/// fsync of a file or folder.
func flushToDisk(_ path: String) throws {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw PlatformError("cannot open \(path) to flush it: \(errnoText())") }
    defer { close(fd) }
    guard fsync(fd) == 0 else { throw PlatformError("cannot flush \(path) to disk: \(errnoText())") }
}

func errnoText() -> String { String(cString: strerror(errno)) }

/// A file error as a person reads it: what went wrong, not the framework's dump.
public func describe(_ error: Error) -> String {
    if let e = error as? PlatformError { return e.description }
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileReadCorruptFile: return "the file is damaged"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    default: return "input/output error (code \(ns.code))"
    }
}
