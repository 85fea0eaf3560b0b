import Gestures

/// Breaking a name over lines where a reader expects it: before a capital of a camelCase name
/// (`delaysTouches` / `Began`) or at a space (between characters in Chinese, Japanese and Korean), so each line is a whole part of the name and two names that
/// differ only at their end still differ on screen (cutting them with "…" made `delaysTouchesBe…` and
/// `delaysTouchesEn…`, or worse `d…` twice).
enum TextWrapping {
    /// `text` in at most `maxLines` lines, each no wider than `width` by `measure`: one line when it fits;
    /// else broken at the last break point that fits (a part wider than a line is cut between characters).
    /// Only when `maxLines` lines cannot hold it does the last line end with "…". Lines are cut in logical
    /// order, so "…" ends the text's logical end (the left of a right-to-left line); each keeps the text's
    /// direction (`TextDirection`).
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
                // Not before a closing mark nor after an opening one, while a character is left on the line.
                while i < rest.endIndex, rest.index(after: rest.startIndex) < i,
                      noLineStart.contains(rest[i]) || noLineEnd.contains(rest[rest.index(before: i)]) { i = rest.index(before: i) }
                cut = i
            }
            out.append(String(rest[..<cut!]).trimmingSpaces)
            rest = rest[cut!...].drop { $0 == " " }
        }
        return out.isEmpty ? [""] : out.map { TextDirection.line($0, of: text) }
    }

    /// The places a line may end: before a capital that follows a small letter or a digit, after a space,
    /// and between two characters where either is Chinese, Japanese or Korean (written without spaces),
    /// except before a closing mark (`，` `。` `」`) or after an opening one (`「` `“`): no line starts with a
    /// comma or ends with an opening quote (the rule CJK typesetting calls kinsoku).
    static func breaks(in text: Substring) -> [Substring.Index] {
        var result: [Substring.Index] = []
        var previous: Character?
        for i in text.indices {
            let c = text[i]
            if let p = previous, i != text.startIndex {
                if c.isUppercase && (p.isLowercase || p.isNumber) { result.append(i) }
                else if p == " " && c != " " { result.append(i) }
                else if (isWide(p) || isWide(c)) && c != " " && p != " " && !noLineStart.contains(c) && !noLineEnd.contains(p) { result.append(i) }
            }
            previous = c
        }
        return result
    }

    /// Whether `c` is of a script written without spaces between words: CJK ideographs, kana, hangul, and
    /// their punctuation and full-width forms.
    static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }
    /// Marks a line never starts with (closing punctuation, CJK and Western).
    static let noLineStart: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "】", "〉", "》", "〕", "…", "・", "”", "’",
                                              "ー", "々", ",", ".", ";", ":", "!", "?", ")", "]", "}"]
    /// Marks a line never ends with (opening punctuation).
    static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "“", "‘", "(", "["]

    /// `text` whole, or cut with "…" to `width` (an empty string when not even "…" fits): its longest start
    /// of whole graphemes, in logical order, that fits with "…" after it, in the text's direction
    /// (`TextDirection`). Found by halving, as a text's width grows with each grapheme added: a log line cut
    /// to half its length costs a few measurements, not one a grapheme.
    static func fitted(_ text: String, width: Points, measure: (String) -> Points) -> String {
        guard measure(text) > width else { return text }
        let graphemes = Array(text)
        func cut(_ n: Int) -> String { String(graphemes[..<n]) + "…" }
        // The longest n in 1..<count that fits (0: none does); the whole text is already too wide.
        var lo = 0, hi = graphemes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measure(cut(mid)) <= width { lo = mid } else { hi = mid - 1 }
        }
        if lo == 0 && measure("…") > width { return "" }
        return TextDirection.line(cut(lo), of: text)
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
