import Foundation

/// A script and the parts that continue it (`next FILE`, as `ScriptRecorder` writes a long recording):
/// every part is read and checked before any runs (a bad part is `FILE:LINE: message`, exit 2, nothing
/// run); then each is read again as it is played, so memory holds one part at a time, however long the
/// recording.
public struct ScriptSeries {
    /// The files, first to last.
    public let files: [String]
    /// The first part, parsed (its window and scene start the run).
    public let first: TouchScript
    private let parse: (String) -> Result<TouchScript, ScriptError>

    /// Reads `path` and, through `next`, every part after it. `parse` reads one file's text.
    public static func load(_ path: String, parse: @escaping (String, String) -> Result<TouchScript, ScriptError>) -> Result<ScriptSeries, ScriptError> {
        let read: (String) -> Result<TouchScript, ScriptError> = { file in
            let shown = ScriptError.printable(file, limit: 200)
            if let kind = nonRegularKind(at: file), kind == "a folder" { return .failure(ScriptError(file: shown, line: 1, message: "is a folder, not a script")) }
            guard let handle = FileHandle(forReadingAtPath: file) else { return .failure(ScriptError(file: shown, line: 1, message: "cannot read the script file")) }
            let data = (try? handle.read(upToCount: TouchScript.maximumBytes + 1)) ?? Data()
            try? handle.close()
            let bytes = [UInt8](data)
            return TouchScriptParser.decode(bytes, file: file).flatMap { parse($0, file) }.map { var s = $0; s.source = bytes; return s }
        }
        let first: TouchScript
        switch read(path) {
        case .success(let s): first = s
        case .failure(let e): return .failure(e)
        }
        var files = [path]
        var seen: Set<String> = [URL(fileURLWithPath: path).standardizedFileURL.path]
        var current = first, currentFile = path
        while let name = current.next {
            // Named as the first part was (relative stays relative), so a message names it as the person wrote it.
            let next = ((currentFile as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
            let at = ScriptError(file: currentFile, line: current.nextLine, message: "")
            guard files.count < TouchScript.maximumParts else {
                return .failure(ScriptError(file: at.file, line: at.line, message: "a series has at most \(TouchScript.maximumParts) parts"))
            }
            guard seen.insert(URL(fileURLWithPath: next).standardizedFileURL.path).inserted else {
                return .failure(ScriptError(file: at.file, line: at.line, message: "next leads back to a part already played (\(ScriptError.printable(name)))"))
            }
            guard FileManager.default.fileExists(atPath: next) else {
                return .failure(ScriptError(file: at.file, line: at.line, message: "next names \(ScriptError.printable(name)), which does not exist"))
            }
            // A part is read twice (checked now, played later): only a regular file reads the same twice, and a
            // FIFO would be waited on for ever.
            if let kind = nonRegularKind(at: (next as NSString).resolvingSymlinksInPath) {
                return .failure(ScriptError(file: at.file, line: at.line, message: "next names \(ScriptError.printable(name)), which is \(kind), not a script file"))
            }
            switch read(next) {
            case .success(let s): current = s   // checked, then let go: played parts are read again
            case .failure(let e): return .failure(e)
            }
            currentFile = next
            files.append(next)
        }
        return .success(ScriptSeries(files: files, first: first, parse: read))
    }

    /// Part `index` (0 is the first), read again.
    public func part(_ index: Int) throws -> TouchScript {
        if index == 0 { return first }
        switch parse(files[index]) {
        case .success(let s): return s
        case .failure(let e): throw e   // the file changed since it was checked
        }
    }
}
