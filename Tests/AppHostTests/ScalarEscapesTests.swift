import Testing
@testable import AppHost

/// The one escaping loop (`ScalarEscapes`): each scalar as its table says, the text between escapes kept,
/// whatever its script.
struct ScalarEscapesTests {
    static let table = ScalarEscapes(["<": "&lt;", "&": "&amp;", "\u{2028}": "\\u2028"])
        .adding(ScalarEscapes.table(Array(0..<0x20)) { "^\($0.value)" })

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

    /// The JSON and XML tables as they were written before they were tables: controls as `\u00XX` (JSON)
    /// and `<U+1B>` (XML), U+FFFE and U+FFFF visible in XML, every other scalar beyond ASCII kept.
    @Test func jsonAndXMLEscapeControlsAndKeepTheRest() {
        var json = ""
        JSONValue.quote("a\u{1}\u{8}\u{c}\u{1f}\t\n\r\"\\ 中\u{FFFE}👍🏽", into: &json)
        #expect(json == "\"a\\u0001\\u0008\\u000c\\u001f\\t\\n\\r\\\"\\\\ 中\u{FFFE}👍🏽\"")
        #expect(XMLText.escaped("a\u{1b}\t\n<&>\"'\u{FFFE}\u{FFFF}\u{FFFD}中") == "a&lt;U+1B&gt;\t\n&lt;&amp;&gt;&quot;&apos;&lt;U+FFFE&gt;&lt;U+FFFF&gt;\u{FFFD}中")
    }

    /// JSON rendered script-safe in one pass is the JSON rendered, then made script-safe.
    @Test func scriptSafeRenderingIsTheTwoPassesInOne() {
        let hostile = "</script><!--<img src=x onerror=alert(1)>&amp;\u{2028}\u{2029}中\"\\\u{1}"
        let value = JSONValue.object([
            (hostile, .array([.string(hostile), .number(1.5), .int(-2), .null, .bool(true)])),
            ("raw", .raw("{\"k\":\"<b>&\u{2028}\"}")),
            ("svg", .string("<rect x=\"1\" fill=\"#FFFFFF\"/>")),
        ])
        for pretty in [false, true] {
            let onePass = value.render(pretty: pretty, scriptSafe: true)
            #expect(onePass == TraceDocument.scriptSafe(value.render(pretty: pretty)))
            #expect(!onePass.contains("<") && !onePass.contains(">") && !onePass.contains("&") && !onePass.contains("\u{2028}"))
        }
    }
}
