import ArgumentParser
import ScriptSuite

#if canImport(Glibc)
import Glibc
#endif

/// `--output`, `--report`, `--junit` checked before anything runs: what is wrong with the path, said plainly
/// (a file where a folder belongs, a folder where the file goes), exit 2.
enum OutputPath {
    static func check(_ path: String, option: String, folder: Bool) throws {
        if path.isEmpty { throw ValidationError("\(option) must name a \(folder ? "folder" : "file")") }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = path.hasPrefix("/") ? "" : "."
        for (n, part) in parts.enumerated() {
            prefix += "/" + part
            let shown = path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
            var st = stat()
            guard stat(prefix, &st) == 0 else { return }   // missing: created when written
            let isFolder = st.st_mode & S_IFMT == S_IFDIR
            let last = n == parts.count - 1
            if !last && !isFolder {
                throw ValidationError("\(option) \(path): \(shown) is \(ScriptDiscovery.kind(st.st_mode)), not a folder")
            }
            if last && folder && !isFolder {
                throw ValidationError("\(option) \(path) is \(ScriptDiscovery.kind(st.st_mode)), not a folder: give a folder (it is created if missing)")
            }
            if last && !folder && isFolder {
                throw ValidationError("\(option) \(path) is a folder: give the file to write")
            }
        }
    }
}
