/// What to write in place of some Unicode scalars, and the one loop that writes a string through it: the
/// escapers are tables of it (`XMLText`'s entities, a JSON string's escapes in `JSONValue.quote`, the JSON a
/// trace's `<script>` holds in `TraceDocument.scriptSafe`). The ASCII scalars are looked up in an array made
/// once, so the loop stays as fast as a `switch` on the large documents these write.
struct ScalarEscapes: Sendable {
    /// What each ASCII scalar is written as, nil: itself.
    private let ascii: [String?]
    /// The named scalars beyond ASCII.
    private let named: [Unicode.Scalar: String]
    /// What any other scalar beyond ASCII is written as, nil: itself.
    private let otherwise: @Sendable (Unicode.Scalar) -> String?

    /// Each scalar of `named` written as its text, any other as `otherwise` says (nil: itself).
    init(_ named: [Unicode.Scalar: String], otherwise: @escaping @Sendable (Unicode.Scalar) -> String? = { _ in nil }) {
        ascii = (0..<128).map { v in
            let u = Unicode.Scalar(UInt8(v))
            return named[u] ?? otherwise(u)
        }
        self.named = named.filter { !$0.key.isASCII }
        self.otherwise = otherwise
    }

    /// Appends `s` to `out`, each scalar as the table says: the stretches between escapes copied whole
    /// (a scalar at a time, appending costs several times more on the large documents these write).
    func append(_ s: String, to out: inout String) {
        let scalars = s.unicodeScalars
        var run = scalars.startIndex, i = run
        while i != scalars.endIndex {
            let u = scalars[i]
            let next = scalars.index(after: i)
            if let replacement = u.isASCII ? ascii[Int(u.value)] : named[u] ?? otherwise(u) {
                if run != i { out += Substring(scalars[run..<i]) }
                out += replacement
                run = next
            }
            i = next
        }
        if run == scalars.startIndex { out += s } else if run != scalars.endIndex { out += Substring(scalars[run...]) }
    }

    /// `s`, each scalar as the table says (`s` itself, uncopied, when none needs escaping: most text).
    func escaped(_ s: String) -> String {
        if !s.unicodeScalars.contains(where: { u in u.isASCII ? ascii[Int(u.value)] != nil : named[u] != nil || otherwise(u) != nil }) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        append(s, to: &out)
        return out
    }
}
