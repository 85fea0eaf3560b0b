import Foundation

/// Finds the touch scripts under the paths `touchtracker test` is given (docs/ci.md): a file is run
/// whatever its name; a folder is searched recursively (hidden folders skipped) for the files `rule` says are
/// scripts (`ScriptRule`: `*.tts`, `*.txt`, `*.playground`, but not `README*` and the like). A later part of a recording (a file another script in its folder names with `next`) is not
/// a script of its own: it runs as part of the first. The order is the paths' order, each folder's
/// scripts sorted by path, each script once.
public enum ScriptDiscovery {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    public static func scripts(under paths: [String], rule: ScriptRule = .standard) throws -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for path in paths {
            var st = stat()
            guard stat(path, &st) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw Failure(description: "no such file or folder: \(path)") }
                throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            let scripts: [String]
            switch st.st_mode & S_IFMT {
            case S_IFDIR: scripts = try folderScripts(path, rule: rule)
            case S_IFREG: scripts = [path]
            default: throw Failure(description: "\(path) is \(kind(st.st_mode)), not a script file")
            }
            for s in scripts where seen.insert(URL(fileURLWithPath: s).standardizedFileURL.path).inserted { found.append(s) }
        }
        return found
    }

    /// A folder's scripts, searched recursively (hidden entries skipped), sorted by path, without the later
    /// parts of recordings. A sub-folder that cannot be read, a name that is not UTF-8 (a folder's, or a
    /// script's by its ending) and a script name that is not a regular file (a FIFO, a device) are errors
    /// naming them: a suite never silently runs less than it holds.
    static func folderScripts(_ folder: String, rule: ScriptRule) throws -> [String] {
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let root = URL(fileURLWithPath: base).standardizedFileURL.resolvingSymlinksInPath().path
        var files: [String] = []
        try walk(base, relative: "", root: root, rule: rule, into: &files)
        files.sort()
        let parts = Set(files.compactMap { file in nextPart(of: file).map { ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0) } })
        return files.filter { !parts.contains($0) }
    }

    /// `relative`: `folder`'s path from the folder searched ("" for that folder), what `rule` matches.
    static func walk(_ folder: String, relative: String, root: String, rule: ScriptRule, into files: inout [String]) throws {
        guard let dir = opendir(folder) else {
            throw Failure(description: "cannot read the folder \(folder): \(String(cString: strerror(errno)))")
        }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw Failure(description: "cannot read the folder \(folder): \(String(cString: strerror(errno)))") }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name.first != UInt8(ascii: ".") { names.append(name) }   // hidden ones, `.` and `..`
        }
        for bytes in names {
            let isScriptName = rule.isScript(relative + String(decoding: bytes, as: UTF8.self))
            guard let name = String(validating: bytes, as: UTF8.self) else {
                var st = stat()
                let path = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
                let isFolder = path.withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &st) == 0 } }
                    && st.st_mode & S_IFMT == S_IFDIR
                guard isScriptName || isFolder else { continue }
                throw Failure(description: "\(folder)/\(printable(bytes)) is a \(isFolder ? "folder" : "script") whose name is not UTF-8: rename it")
            }
            let path = folder + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }   // gone since it was listed
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(path, relative: relative + name + "/", root: root, rule: rule, into: &files)
            case S_IFREG:
                if isScriptName { files.append(path) }
            case S_IFLNK:
                // A link to a script inside the folder counts; one to elsewhere, or to a folder, does not.
                guard isScriptName, stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
                let full = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
                if full.hasPrefix(root + "/") { files.append(path) }
            default:
                if isScriptName { throw Failure(description: "\(path) is \(kind(st.st_mode)), not a script file") }
            }
        }
    }

    /// What a file of this mode is, for messages ("a FIFO (named pipe)").
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// A name's bytes with each one that is not printable UTF-8 as `\xNN`.
    public static func printable(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            var found = false
            for n in (1...4).reversed() where i + n <= bytes.count {
                if let s = String(validating: bytes[i..<i + n], as: UTF8.self), s.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                    out += s; i += n; found = true; break
                }
            }
            if !found { out += String(format: "\\x%02X", bytes[i]); i += 1 }
        }
        return out
    }

    /// The file a script's `next` line names (its last command), read without parsing the whole script.
    static func nextPart(of file: String) -> String? {
        let fd = open(file, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        // `next` is a script's last command: the end of the file is enough.
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
        let tail = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        for line in tail.split(whereSeparator: \.isNewline).reversed() {
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first else { continue }
            return first == "next" && words.count == 2 ? String(words[1]) : nil
        }
        return nil
    }
}
