import Foundation
import Gestures

/// A small JSON writer with keys in the order given (dumps and saves read well and diff well).
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// JSON text kept as it was read (keys a newer version wrote, passed through untouched).
    case raw(String)

    /// `[x, y]`.
    public static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    /// `[x, y, width, height]`, or null.
    public static func frame(_ r: Rect?) -> JSONValue {
        guard let r else { return .null }
        return .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }

    /// The JSON text, indented two spaces a level when `pretty`. `scriptSafe`: every `<`, `>`, `&`, U+2028
    /// and U+2029 written as `\uXXXX` (they can occur only inside strings, where the escape means the same), so
    /// the text can stand inside an HTML `<script>` element and end none (a trace's data).
    public func render(indent: Int = 0, pretty: Bool = true, scriptSafe: Bool = false) -> String {
        var out: [UInt8] = []
        write(into: &out, indent: indent, pretty: pretty, escapes: scriptSafe ? Self.scriptSafeStringEscapes : Self.stringEscapes)
        return String(decoding: out, as: UTF8.self)
    }

    /// Written as UTF-8 bytes, made a string once: a trace's data is tens of kilobytes of short pieces.
    private func write(into out: inout [UInt8], indent: Int, pretty: Bool, escapes: ScalarEscapes) {
        func newline(_ level: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .raw(let text):
            // JSON text: `<`, `>`, `&` and the separators occur only inside its strings.
            if escapes.escapesLessThan { Self.scriptEscapes.append(text, to: &out) } else { out.append(contentsOf: text.utf8) }
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let d): out.append(contentsOf: JSONValue.format(d).utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .string(let s): JSONValue.quote(s, into: &out, escapes: escapes)
        case .array(let items):
            // Short arrays of numbers stay on one line.
            let flat = !pretty || items.allSatisfy {
                switch $0 { case .number, .int: return true; default: return false }
            }
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(0x5B)   // [
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(0x2C); if flat { out.append(0x20) } }   // ", " or ","
                if !flat { newline(indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty, escapes: escapes)
            }
            if !flat { newline(indent) }
            out.append(0x5D)   // ]
        case .object(let fields):
            if fields.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(0x7B)   // {
            for (i, (k, v)) in fields.enumerated() {
                if i > 0 { out.append(0x2C) }
                if pretty { newline(indent + 1) }
                JSONValue.quote(k, into: &out, escapes: escapes)
                out.append(0x3A)   // :
                if pretty { out.append(0x20) }
                v.write(into: &out, indent: indent + 1, pretty: pretty, escapes: escapes)
            }
            if pretty { newline(indent) }
            out.append(0x7D)   // }
        }
    }

    /// Finite numbers as Swift prints them (`10.0`, `1.25`); whole numbers keep a `.0`. NaN and infinity,
    /// which JSON cannot hold, become null.
    /// Beyond 1e15 (where a millionth is below a Double's precision, and the rounding below would overflow
    /// to infinity) the number is written as it is, in Swift's notation (`1e+308`), which JSON reads.
    public static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        guard abs(d) < 1e15 else { return "\(d)" }
        let rounded = (d * 1e6).rounded() / 1e6
        return "\(rounded == 0 ? 0 : rounded)"
    }

    /// Appends `s` as a JSON string.
    public static func quote(_ s: String, into out: inout String) { quote(s, into: &out, escapes: stringEscapes) }

    private static func quote(_ s: String, into out: inout String, escapes: ScalarEscapes) {
        var bytes: [UInt8] = []
        quote(s, into: &bytes, escapes: escapes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    private static func quote(_ s: String, into out: inout [UInt8], escapes: ScalarEscapes) {
        out.append(0x22)
        escapes.append(s, to: &out)
        out.append(0x22)
    }

    private static let stringEscapes = ScalarEscapes(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"])
        .adding(ScalarEscapes.table(Array(0..<0x20).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) { u in
            let hex = Array("0123456789abcdef")
            return "\\u00" + String(hex[Int(u.value >> 4)]) + String(hex[Int(u.value & 15)])
        })

    /// A JSON string's escapes, and `<`, `>`, `&` and the two line separators JavaScript once refused as
    /// `\uXXXX`: JSON text safe inside an HTML `<script>` element (`render(scriptSafe:)`).
    private static let scriptSafeStringEscapes = stringEscapes.adding(scriptEscapeTable)
    private static let scriptEscapeTable: [Unicode.Scalar: String] = [
        "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ]
    /// `scriptSafe`'s escapes alone, for JSON text written as it was read.
    static let scriptEscapes = ScalarEscapes(scriptEscapeTable)
}
