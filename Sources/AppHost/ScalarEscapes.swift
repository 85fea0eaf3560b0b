/// What to write in place of some Unicode scalars, and the one loop that writes a string through it: the
/// escapers are tables of it (`XMLText`'s entities, a JSON string's escapes in `JSONValue.quote`, the JSON a
/// trace's `<script>` holds in `TraceDocument.scriptSafe`). The ASCII scalars are looked up in an array made
/// once, so the loop stays as fast as a `switch` on the large documents these write.
struct ScalarEscapes: Sendable {
    /// What each ASCII scalar is written as, nil: itself.
    private let ascii: [String?]
    /// The same as UTF-8 bytes (empty: itself), what the loop copies.
    private let asciiBytes: [[UInt8]]
    /// Whether each ASCII scalar is escaped (`ascii[b] != nil`), read first: most bytes are not.
    private let asciiEscaped: [Bool]
    /// The named scalars beyond ASCII.
    private let named: [Unicode.Scalar: String]

    /// Each scalar of `named` written as its text, any other as itself.
    init(_ named: [Unicode.Scalar: String]) {
        ascii = (0..<128).map { named[Unicode.Scalar(UInt8($0))] }
        asciiBytes = ascii.map { Array(($0 ?? "").utf8) }
        asciiEscaped = ascii.map { $0 != nil }
        self.named = named.filter { !$0.key.isASCII }
    }

    /// Each of the scalars `values` written as `text` says: a table to add (`adding`).
    static func table(_ values: [UInt32], _ text: (Unicode.Scalar) -> String) -> [Unicode.Scalar: String] {
        Dictionary(uniqueKeysWithValues: values.compactMap(Unicode.Scalar.init).map { ($0, text($0)) })
    }

    /// The same table with `more`'s scalars escaped too (where both name one, `more`'s text).
    func adding(_ more: [Unicode.Scalar: String]) -> ScalarEscapes {
        var all = named
        for (i, text) in ascii.enumerated() { if let text { all[Unicode.Scalar(UInt8(i))] = text } }
        return ScalarEscapes(all.merging(more) { $1 })
    }

    /// Whether `<` is escaped (a script-safe JSON table's mark).
    var escapesLessThan: Bool { asciiEscaped[0x3C] }

    /// What `u` is written as, nil: itself.
    private func replacement(_ u: Unicode.Scalar) -> String? {
        u.isASCII ? ascii[Int(u.value)] : named[u]
    }

    /// Appends `s` to `out`, each scalar as the table says (`append(_:to:)` on bytes).
    func append(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        append(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s`'s UTF-8 to `out`, each scalar as the table says. The string's UTF-8 is read byte by byte
    /// (a scalar beyond ASCII is decoded only when the table names any), and the stretches between escapes
    /// are copied whole, as bytes: the trace, the reports and the SVGs write megabytes through this loop.
    func append(_ s: String, to out: inout [UInt8]) {
        var utf8 = s
        let checksBeyondASCII = !named.isEmpty
        utf8.withUTF8 { bytes in
            let n = bytes.count
            var run = 0, i = 0
            while i < n {
                let b = bytes[i]
                if b < 0x80 {
                    if asciiEscaped[Int(b)] {
                        if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                        out.append(contentsOf: asciiBytes[Int(b)])
                        run = i + 1
                    }
                    i += 1
                    continue
                }
                let width = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                if checksBeyondASCII, let escape = named[Self.scalar(bytes, at: i, width: width)] {
                    if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                    out.append(contentsOf: escape.utf8)
                    run = i + width
                }
                i += width
            }
            if run < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<n])) }
        }
    }

    /// The scalar whose `width` bytes of UTF-8 start at `i` (a Swift string's UTF-8 is valid).
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, width: Int) -> Unicode.Scalar {
        var v = UInt32(bytes[i] & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07))
        for k in 1..<width where i + k < bytes.count { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
        return Unicode.Scalar(v) ?? "\u{FFFD}"
    }

    /// `s`, each scalar as the table says (`s` itself, uncopied, when none needs escaping: most text).
    func escaped(_ s: String) -> String {
        if !s.unicodeScalars.contains(where: { replacement($0) != nil }) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        append(s, to: &out)
        return out
    }
}
