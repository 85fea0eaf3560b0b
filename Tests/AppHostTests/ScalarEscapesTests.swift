import Testing
@testable import AppHost

/// The one escaping loop (`ScalarEscapes`): each scalar as its table says, the text between escapes kept,
/// whatever its script.
struct ScalarEscapesTests {
    static let table = ScalarEscapes(["<": "&lt;", "&": "&amp;", "\u{2028}": "\\u2028"],
                                     otherwise: { $0.value < 0x20 ? "^\($0.value)" : nil })

    /// Each scalar written one at a time: what the loop must equal.
    static func oneByOne(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            case "\u{2028}": out += "\\u2028"
            default: if u.value < 0x20 { out += "^\(u.value)" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    @Test func eachScalarAsTheTableSaysTheRestKept() {
        let cases = ["", "plain", "<", "a<b&c", "<<&&", "练习：单击<还是>双击", "👍🏽<é\u{301}", "line\u{2028}next", "tab\there\n",
                     "ends with &", "& starts", String(repeating: "x<", count: 1000)]
        for s in cases {
            #expect(Self.table.escaped(s) == Self.oneByOne(s), "\(s)")
            var out = "before "
            Self.table.append(s, to: &out)
            #expect(out == "before " + Self.oneByOne(s), "\(s)")
        }
    }
}
