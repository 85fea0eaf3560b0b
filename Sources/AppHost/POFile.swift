import Foundation

/// A GNU gettext PO file read into its translated entries: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and
/// `msgstr[N]`, strings continued over several quoted lines, C escapes (`\n`, `\t`, `\"`, `\\`, octal and
/// `\x`), `#` comments skipped, entries marked `#, fuzzy` and obsolete ones (`#~`) ignored, as `msgfmt` does.
///
/// Hand-written, small and strict, because nothing on Linux reads PO for a Swift program: Foundation on
/// Linux has no `.strings`/`.lproj` lookup that reads PO (and a SwiftPM resource bundle's `.lproj` is looked
/// up by `Bundle.preferredLocalizations`, which ignores `LANGUAGE` and gettext's order), and libintl's
/// `gettext()` reads only compiled `.mo` files from a text domain bound to an install path (`bindtextdomain`),
/// which would make `make dist`, a clone and the tests each compile and place catalogues. The PO file a
/// translator edits is the file the app reads; `msgfmt --check` still checks it in the tests.
///
/// A bad file is a `Problem` naming the file and line, never a crash.
public struct POFile: Equatable, Sendable {
    /// An entry's key: its context (`msgctxt`, nil without one) and its English text.
    public struct Key: Hashable, Sendable {
        public var context: String?
        public var id: String
        public init(context: String? = nil, _ id: String) { self.context = context; self.id = id }
    }

    /// One translated entry: `forms` is `[msgstr]`, or `msgstr[0...]` for an entry with `msgid_plural`.
    public struct Entry: Equatable, Sendable {
        public var key: Key
        public var plural: String?
        public var forms: [String]
        public var isFuzzy: Bool
        /// The line of its `msgid`.
        public var line: Int
    }

    /// What is wrong with a file, and where: `file:line: message`.
    public struct Problem: Error, Equatable, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// Every entry in file order, the header (`msgid ""`) and fuzzy ones included.
    public private(set) var entries: [Entry] = []

    /// The header's fields (`Language`, `Plural-Forms`, ...), from the entry whose msgid is empty.
    public var header: [String: String] {
        guard let h = entries.first(where: { $0.key == Key("") }), let text = h.forms.first else { return [:] }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The entries a program uses: not the header, not fuzzy, not untranslated (an empty `msgstr`).
    public var translations: [Key: Entry] {
        var out: [Key: Entry] = [:]
        for e in entries where e.key.id != "" && !e.isFuzzy && !e.forms.contains(where: \.isEmpty) { out[e.key] = e }
        return out
    }

    /// Reads `text`, the contents of `file` (the name problems give).
    public init(text: String, file: String) throws(Problem) {
        var reader = Reader(file: file)
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try reader.take(raw.hasSuffix("\r") ? raw.dropLast() : raw, line: i + 1)
        }
        try reader.finish(line: text.split(separator: "\n", omittingEmptySubsequences: false).count)
        entries = reader.entries
    }

    /// Reads the file at `path`; one that cannot be read or is not UTF-8 is a problem at line 0.
    public init(path: String) throws(Problem) {
        guard let data = FileManager.default.contents(atPath: path) else { throw Problem(file: path, line: 0, message: "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw Problem(file: path, line: 0, message: "is not UTF-8") }
        try self.init(text: text, file: path)
    }

    /// The line-by-line state: the entry being read and the keyword whose string the next `"..."` continues.
    private struct Reader {
        let file: String
        var entries: [Entry] = []
        var context: String?, id: String?, plural: String?, forms: [Int: String] = [:]
        var fuzzy = false, idLine = 0, firstLine = 0
        /// Which string a continued `"..."` line adds to.
        enum Field { case context, id, plural, form(Int) }
        var field: Field?

        init(file: String) { self.file = file }

        func problem(_ line: Int, _ message: String) -> Problem { Problem(file: file, line: line, message: message) }

        mutating func take(_ raw: Substring, line: Int) throws(Problem) {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return }
            if text.hasPrefix("#") {
                // `#~` is an obsolete entry, `#,` its flags; other comments are the translators' and tools'.
                if text.hasPrefix("#,") {
                    if id != nil || context != nil { try close(line: line) }
                    if text.dropFirst(2).split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "fuzzy" }) { fuzzy = true }
                }
                return
            }
            if text.hasPrefix("\"") {
                guard let field else { throw problem(line, "a string outside any msgid, msgctxt or msgstr") }
                let s = try Self.string(text, line: line, problem: problem)
                switch field {
                case .context: context! += s
                case .id: id! += s
                case .plural: plural! += s
                case .form(let n): forms[n]! += s
                }
                return
            }
            guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { throw problem(line, "'\(text)': a keyword and a quoted string expected") }
            let keyword = String(text[..<space])
            let s = try Self.string(text[space...].trimmingCharacters(in: .whitespaces), line: line, problem: problem)
            switch keyword {
            case "msgctxt":
                if id != nil { try close(line: line) }
                guard context == nil else { throw problem(line, "a second msgctxt before its msgid") }
                context = s; field = .context; firstLine = line
            case "msgid":
                if id != nil { try close(line: line) }
                id = s; field = .id; idLine = line
            case "msgid_plural":
                guard id != nil, forms.isEmpty, plural == nil else { throw problem(line, "msgid_plural must follow a msgid") }
                plural = s; field = .plural
            default:
                guard id != nil else { throw problem(line, "\(keyword) without a msgid before it") }
                if keyword == "msgstr" {
                    guard plural == nil else { throw problem(line, "an entry with msgid_plural takes msgstr[0], msgstr[1], ..., not msgstr") }
                    guard forms.isEmpty else { throw problem(line, "a second msgstr for one msgid") }
                    forms[0] = s; field = .form(0)
                } else if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0 {
                    guard plural != nil else { throw problem(line, "\(keyword) without msgid_plural: a singular entry takes msgstr") }
                    guard n == forms.count else { throw problem(line, "\(keyword) out of order: msgstr[\(forms.count)] expected") }
                    forms[n] = s; field = .form(n)
                } else {
                    throw problem(line, "'\(keyword)' is not a PO keyword (msgctxt, msgid, msgid_plural, msgstr, msgstr[N])")
                }
            }
        }

        /// Ends the entry being read (at `line`, where the next begins): it must have its msgstr.
        mutating func close(line: Int) throws(Problem) {
            guard let id else {
                if context != nil { throw problem(firstLine, "msgctxt without a msgid after it") }
                return
            }
            guard !forms.isEmpty else { throw problem(idLine, "msgid without a msgstr") }
            let key = Key(context: context, id)
            if entries.contains(where: { $0.key == key }) {
                throw problem(idLine, "a second entry for msgid \"\(id)\"\(context.map { " in context \"\($0)\"" } ?? "")")
            }
            entries.append(Entry(key: key, plural: plural, forms: (0..<forms.count).map { forms[$0]! }, isFuzzy: fuzzy, line: idLine))
            context = nil; self.id = nil; plural = nil; forms = [:]; fuzzy = false; field = nil
        }

        mutating func finish(line: Int) throws(Problem) {
            try close(line: line)
            if context != nil { throw problem(firstLine, "msgctxt without a msgid after it") }
        }

        /// A `"..."` with C escapes, as PO writes strings.
        static func string(_ quoted: String, line: Int, problem: (Int, String) -> Problem) throws(Problem) -> String {
            guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { throw problem(line, "a string in double quotes expected, not \(quoted)") }
            var out = "", chars = Array(quoted.dropFirst().dropLast())[...]
            while let c = chars.popFirst() {
                if c == "\"" { throw problem(line, "an unescaped \" inside a string (write \\\")") }
                guard c == "\\" else { out.append(c); continue }
                guard let e = chars.popFirst() else { throw problem(line, "a string ends in a lone backslash") }
                switch e {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "a": out += "\u{07}"
                case "b": out += "\u{08}"
                case "f": out += "\u{0C}"
                case "v": out += "\u{0B}"
                case "\"", "\\", "'", "?": out.append(e)
                case "x":
                    var hex = ""
                    while let h = chars.first, h.isHexDigit, hex.count < 2 { hex.append(h); chars.removeFirst() }
                    guard let v = UInt8(hex, radix: 16) else { throw problem(line, "\\x without hex digits") }
                    out.unicodeScalars.append(try ascii(v, line: line, problem: problem))
                case "0"..."7":
                    var oct = String(e)
                    while let o = chars.first, ("0"..."7").contains(o), oct.count < 3 { oct.append(o); chars.removeFirst() }
                    out.unicodeScalars.append(try ascii(UInt8(oct, radix: 8) ?? 0xFF, line: line, problem: problem))
                default: throw problem(line, "unknown escape \\\(e)")
                }
            }
            return out
        }

        /// A byte an escape names, as a character: ASCII only (a UTF-8 character is written as itself).
        static func ascii(_ byte: UInt8, line: Int, problem: (Int, String) -> Problem) throws(Problem) -> Unicode.Scalar {
            guard byte < 0x80 else { throw problem(line, "an escaped byte above 0x7F: write the character itself (the file is UTF-8)") }
            return Unicode.Scalar(byte)
        }
    }
}
