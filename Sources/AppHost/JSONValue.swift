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

    /// The JSON text, indented two spaces a level when `pretty`.
    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: indent, pretty: pretty)
        return out
    }

    private func write(into out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null: out += "null"
        case .raw(let text): out += text
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONValue.format(d)
        case .int(let i): out += String(i)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            // Short arrays of numbers stay on one line.
            let flat = !pretty || items.allSatisfy {
                switch $0 { case .number, .int: return true; default: return false }
            }
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat ? ", " : "," }
                if !flat { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if !flat { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in fields.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.quote(k, into: &out)
                out += pretty ? ": " : ":"
                v.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
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
    public static func quote(_ s: String, into out: inout String) {
        out += "\""
        stringEscapes.append(s, to: &out)
        out += "\""
    }

    private static let stringEscapes = ScalarEscapes(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]) { u in
        u.value < 0x20 ? String(format: "\\u%04x", u.value) : nil
    }
}
