import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reading `expect-screenshot`'s golden within bounds: only a regular file (a FIFO is never waited on),
/// whose PNG header (`PNGHeader`, 33 bytes) states the frame's very size, and whose length a PNG of that
/// size can have (`PNGHeader.maximumFileBytes`). Nothing else is read past its first 33 bytes, and no pixel
/// is decoded before the size is known to be the frame's.
enum GoldenFile {
    enum Outcome: Equatable {
        /// Nothing at the path.
        case missing
        /// Not a golden this can compare: why, as the end of a sentence starting with the golden's name.
        case unusable(String)
        /// A PNG of another size than the frame's (from its header).
        case otherSize(PNGHeader)
        /// The whole file, a PNG of the frame's size by its header.
        case bytes(Data)
    }

    static func read(_ path: String, width: Int, height: Int) -> Outcome {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT ? .missing : .unusable("cannot be read: \(errnoText())")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .unusable("cannot be read: \(errnoText())") }
        guard st.st_mode & S_IFMT == S_IFREG else {
            let kind = st.st_mode & S_IFMT == S_IFDIR ? "a folder" : st.st_mode & S_IFMT == S_IFIFO ? "a FIFO (named pipe)" : "not a regular file"
            return .unusable("is \(kind), not a PNG")
        }
        do {
            let start = try handle.read(upToCount: PNGHeader.byteCount) ?? Data()
            guard let header = PNGHeader(start) else { return .unusable("is not a PNG (it does not start with a PNG header)") }
            guard header.width == width, header.height == height else { return .otherSize(header) }
            let limit = PNGHeader.maximumFileBytes(width: width, height: height)
            guard Int(st.st_size) <= limit else {
                return .unusable("is \(st.st_size) bytes, more than a \(width)x\(height) PNG is read from (\(limit))")
            }
            let rest = try handle.read(upToCount: limit - start.count) ?? Data()
            return .bytes(start + rest)
        } catch {
            return .unusable("cannot be read: \(describe(error))")
        }
    }
}
