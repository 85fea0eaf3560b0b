import Gestures

/// Breaking a name over lines where a reader expects it: before a capital of a camelCase name
/// (`delaysTouches` / `Began`) or at a space, so each line is a whole part of the name and two names that
/// differ only at their end still differ on screen (cutting them with "…" made `delaysTouchesBe…` and
/// `delaysTouchesEn…`, or worse `d…` twice).
enum TextWrapping {
    /// `text` in at most `maxLines` lines, each no wider than `width` by `measure`: one line when it fits;
    /// else broken at the last break point that fits (a part wider than a line is cut between characters).
    /// Only when `maxLines` lines cannot hold it does the last line end with "…".
    static func lines(_ text: String, width: Points, maxLines: Int = 2, measure: (String) -> Points) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if measure(String(rest)) <= width || out.count == maxLines - 1 {
                out.append(fitted(String(rest), width: width, measure: measure))
                break
            }
            var cut: Substring.Index?
            for i in breaks(in: rest) where measure(String(rest[..<i]).trimmingSpaces) <= width { cut = i }
            if cut == nil {
                // No break point fits: as many characters as fit, at least one.
                var i = rest.index(after: rest.startIndex)
                while i < rest.endIndex, measure(String(rest[...i])) <= width { i = rest.index(after: i) }
                cut = i
            }
            out.append(String(rest[..<cut!]).trimmingSpaces)
            rest = rest[cut!...].drop { $0 == " " }
        }
        return out.isEmpty ? [""] : out
    }

    /// The places a line may end: before a capital that follows a small letter or a digit, after a space.
    static func breaks(in text: Substring) -> [Substring.Index] {
        var result: [Substring.Index] = []
        var previous: Character?
        for i in text.indices {
            let c = text[i]
            if let p = previous, i != text.startIndex {
                if c.isUppercase && (p.isLowercase || p.isNumber) { result.append(i) }
                if p == " " && c != " " { result.append(i) }
            }
            previous = c
        }
        return result
    }

    /// `text` whole, or cut with "…" to `width` (an empty string when not even "…" fits).
    static func fitted(_ text: String, width: Points, measure: (String) -> Points) -> String {
        guard measure(text) > width else { return text }
        var s = text
        while !s.isEmpty && measure(s + "…") > width { s.removeLast() }
        return s.isEmpty && measure("…") > width ? "" : s + "…"
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
