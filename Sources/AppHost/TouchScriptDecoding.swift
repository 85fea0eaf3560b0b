/// From a script file's bytes to its text: the size limit, the byte-order mark, UTF-8 checked with the
/// line of the first bad byte named.
extension TouchScriptParser {
    /// The text of a script file's bytes: at most `maximumBytes`, valid UTF-8 (an error names the line of
    /// the first bad byte). A leading byte-order mark is skipped.
    public static func decode(_ bytes: [UInt8], file: String) -> Result<String, ScriptError> {
        guard bytes.count <= TouchScript.maximumBytes else {
            return .failure(ScriptError(file: file, line: 1, message: "the script is larger than \(TouchScript.maximumBytes >> 20) MiB"))
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let bad = firstInvalidUTF8(body) {
            let line = 1 + body[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return .failure(ScriptError(file: file, line: line, message: "the script is not UTF-8 text (byte \(bad - body.startIndex + 1) of the file)"))
        }
        return .success(String(decoding: body, as: UTF8.self))
    }

    /// Where `bytes` stop being UTF-8: the line (from 1) and the byte (from 1) of the first bad byte, or nil
    /// when they are all valid. Lesson files name a bad byte by its line as scripts do.
    public static func firstBadUTF8(_ bytes: ArraySlice<UInt8>) -> (line: Int, byte: Int)? {
        guard let bad = firstInvalidUTF8(bytes) else { return nil }
        return (1 + bytes[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }, bad - bytes.startIndex + 1)
    }

    /// The index of the first byte that does not start or continue a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ b: ArraySlice<UInt8>) -> Int? {
        var i = b.startIndex
        while i < b.endIndex {
            let c = b[i]
            let n: Int
            var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
            switch c {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: n = 1
            case 0xE0: n = 2; lo = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: n = 2
            case 0xED: n = 2; hi = 0x9F
            case 0xF0: n = 3; lo = 0x90
            case 0xF1...0xF3: n = 3
            case 0xF4: n = 3; hi = 0x8F
            default: return i
            }
            for k in 1...n {
                guard i + k < b.endIndex else { return i }
                let x = b[i + k]
                if k == 1 ? !(lo...hi).contains(x) : !(0x80...0xBF).contains(x) { return i }
            }
            i += n + 1
        }
        return nil
    }
}
