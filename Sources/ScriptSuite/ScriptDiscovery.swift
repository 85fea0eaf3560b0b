import Foundation

/// Finds the touch scripts under the paths `touchtracker test` is given (docs/ci.md): a file is run
/// whatever its name; a folder is searched recursively (hidden folders skipped) for files ending in one of
/// `suffixes`. A later part of a recording (a file another script in its folder names with `next`) is not
/// a script of its own: it runs as part of the first. The order is the paths' order, each folder's
/// scripts sorted by path, each script once.
public enum ScriptDiscovery {
    /// The suffixes docs/touch-scripts.md names: `.tts` (what `--record` writes) and `.txt`.
    public static let standardSuffixes = [".tts", ".txt"]

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    public static func scripts(under paths: [String], suffixes: [String] = standardSuffixes) throws -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Failure(description: "no such file or folder: \(path)")
            }
            let scripts = isFolder.boolValue ? try folderScripts(path, suffixes: suffixes) : [path]
            for s in scripts where seen.insert(URL(fileURLWithPath: s).standardizedFileURL.path).inserted { found.append(s) }
        }
        return found
    }

    static func folderScripts(_ folder: String, suffixes: [String]) throws -> [String] {
        guard let walk = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey],
                                                        options: [.skipsHiddenFiles]) else {
            throw Failure(description: "cannot read the folder \(folder)")
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        var files: [String] = []
        for case let url as URL in walk {
            guard suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard full.hasPrefix(root + "/") else { continue }
            files.append(base + "/" + full.dropFirst(root.count + 1))
        }
        files.sort()
        let parts = Set(files.compactMap { file in nextPart(of: file).map { ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0) } })
        return files.filter { !parts.contains($0) }
    }

    /// The file a script's `next` line names (its last command), read without parsing the whole script.
    static func nextPart(of file: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
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
