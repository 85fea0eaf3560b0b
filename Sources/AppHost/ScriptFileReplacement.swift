import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Replaces a script (`--update-expectations`) only while it still holds the bytes a run read: two runners
/// on one suite, or an editor saving meanwhile, never have a rewrite made from one version of the file land
/// on another. The look and the replacement are one step under an exclusive lock on the script's folder
/// (`flock`, which every rewrite takes and the system drops with the process), and the file is replaced
/// whole (`replaceFileAtomically`) with the mode it had (a read-only script stays read-only).
public enum ScriptFileReplacement {
    public enum Outcome: Equatable, Sendable {
        case replaced
        /// The file's bytes are no longer those read: it was left as it is.
        case changedMeanwhile
    }

    /// Writes `new` over `path` if its bytes are still `read`.
    public static func replace(_ path: String, ifStill read: [UInt8], with new: [UInt8]) throws -> Outcome {
        let folder = (path as NSString).deletingLastPathComponent
        let lock = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw PlatformError("cannot open the folder of \(path) to lock it: \(errnoText())") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PlatformError("cannot lock the folder of \(path): \(errnoText())") }
        }
        defer { flock(lock, LOCK_UN) }
        guard nonRegularKind(at: path) == nil, let now = FileManager.default.contents(atPath: path), [UInt8](now) == read else {
            return .changedMeanwhile
        }
        var st = stat()
        let mode = stat(path, &st) == 0 ? st.st_mode & 0o7777 : 0o644
        try replaceFileAtomically(at: path) { temporary in
            try Data(new).write(to: URL(fileURLWithPath: temporary))
            guard chmod(temporary, mode) == 0 else { throw PlatformError("cannot give \(temporary) the mode of \(path): \(errnoText())") }
        }
        return .replaced
    }
}
