/// Text for XML and HTML (an SVG, a JUnit file, an HTML report): the one escaper they share.
public enum XMLText {
    /// `s` as XML (or HTML) attribute or element content: the five special characters escaped, and the
    /// characters XML 1.0 cannot hold (controls other than tab, line feed and carriage return; U+FFFE,
    /// U+FFFF) written visibly as `<U+1B>`, so the document stays well-formed and the reader sees them.
    public static func escaped(_ s: String) -> String {
        // Most text needs nothing: it is returned as it is, without a copy.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF }) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "&lt;U+\(String(u.value, radix: 16, uppercase: true))&gt;"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
