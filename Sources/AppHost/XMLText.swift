/// Text for XML and HTML (an SVG, a JUnit file, an HTML report): the one escaper they share.
public enum XMLText {
    /// `s` as XML (or HTML) attribute or element content: the five special characters escaped, and the
    /// characters XML 1.0 cannot hold (controls other than tab, line feed and carriage return; U+FFFE,
    /// U+FFFF) written visibly as `<U+1B>`, so the document stays well-formed and the reader sees them.
    public static func escaped(_ s: String) -> String { escapes.escaped(s) }

    private static let escapes = ScalarEscapes(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"])
        .adding(ScalarEscapes.table((0..<0x20).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } + [0xFFFE, 0xFFFF]) { u in
            "&lt;U+\(String(u.value, radix: 16, uppercase: true))&gt;"
        })
}
