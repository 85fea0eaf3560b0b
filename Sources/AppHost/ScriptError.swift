/// `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
    public init(file: String, line: Int, message: String) {
        self.file = ScriptError.printable(file, limit: 200)
        self.line = line
        self.message = message
    }

    /// `U+0000`.
    public static func codePoint(_ u: Unicode.Scalar) -> String {
        let hex = String(u.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }

    /// A word as an error may quote it: control characters as `U+XXXX`, at most `limit` characters.
    public static func printable(_ word: String, limit: Int = 40) -> String {
        var out = ""
        var n = 0
        for u in word.unicodeScalars {
            if n == limit { return out + "…" }
            if u.value < 0x20 || u.value == 0x7F || (0x80..<0xA0).contains(u.value) { out += "<\(codePoint(u))>" } else { out.unicodeScalars.append(u) }
            n += 1
        }
        return out
    }
}
