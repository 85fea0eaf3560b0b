import Foundation
import Testing
@testable import TouchTracker

/// A text cut with "…" to a width: the longest start of whole graphemes that fits with "…", found by halving,
/// the same cut as trying every length from the longest down, in far fewer measurements.
struct TextFittingTests {
    /// Widths from a table: each grapheme's own, "…" 7 points (no kerning: a width grows with each grapheme).
    static func width(_ s: String) -> Double {
        s.reduce(0) { w, g in w + (g == "…" ? 7 : g == "i" || g == " " ? 3 : g.unicodeScalars.first!.value > 0x2E80 ? 12 : 6.5) }
    }

    /// What the cut was before it was halved: one grapheme off the end at a time.
    static func linear(_ text: String, width: Double) -> String {
        guard Self.width(text) > width else { return text }
        var s = text
        while !s.isEmpty && Self.width(s + "…") > width { s.removeLast() }
        return s.isEmpty && Self.width("…") > width ? "" : s + "…"
    }

    @Test func theCutIsTheLongestStartThatFitsAtEveryWidth() {
        let texts = ["touchesBegan(_:with:) on the tap's view", "单击必须显示“tap”；双击只显示“double tap”", "e\u{301}te\u{301} 👍🏽🇫🇷 iiii tap", "a", ""]
        for text in texts {
            for tenths in 0...Int(Self.width(text) * 10 + 20) {
                let width = Double(tenths) / 10
                var asked = 0
                let cut = TextWrapping.fitted(text, width: width) { asked += 1; return Self.width($0) }
                #expect(cut == Self.linear(text, width: width), "\(text) at \(width)")
                #expect(cut.isEmpty || Self.width(cut) <= width || cut == text, "\(text) at \(width): \(cut)")
                // A grapheme is never split: the cut is a start of the text's graphemes.
                #expect(Array(text).starts(with: Array(cut.hasSuffix("…") && !text.hasSuffix("…") ? String(cut.dropLast()) : cut)))
                #expect(asked <= 3 + Int(log2(Double(max(1, text.count)))) + 1, "\(text) at \(width): \(asked) measurements")
            }
        }
    }

    @Test func nothingOrOnlyTheEllipsisWhenTheWidthIsSmall() {
        #expect(TextWrapping.fitted("tap", width: 6.9) { Self.width($0) } == "")
        #expect(TextWrapping.fitted("tap", width: 7) { Self.width($0) } == "…")
        #expect(TextWrapping.fitted("tap", width: 13.5) { Self.width($0) } == "t…")
        #expect(TextWrapping.fitted("tap", width: 19.4) { Self.width($0) } == "t…")
        #expect(TextWrapping.fitted("tap", width: 19.5) { Self.width($0) } == "tap")
    }
}
