import Testing
@testable import TouchTracker

/// Lines broken where a reader expects them: camelCase and spaces in English, between characters in
/// Chinese, never before a closing mark nor after an opening one.
struct TextWrappingTests {
    /// Every character 10 points wide.
    static func lines(_ text: String, chars: Int, maxLines: Int = 100) -> [String] {
        TextWrapping.lines(text, width: Double(chars) * 10, maxLines: maxLines) { Double($0.count) * 10 }
    }

    @Test func englishBreaksAtCamelCaseAndSpaces() {
        #expect(Self.lines("delaysTouchesBegan", chars: 14) == ["delaysTouches", "Began"])
        #expect(Self.lines("a double tap must say", chars: 12) == ["a double tap", "must say"])
    }

    @Test func chineseBreaksBetweenCharactersNeverBeforeACommaOrAfterAnOpeningQuote() {
        let task = "单击必须显示“tap”；双击只显示“double tap”，不能显示其他内容。"
        for width in 6...20 {
            let lines = Self.lines(task, chars: width)
            #expect(lines.joined().replacingOccurrences(of: " ", with: "") == task.replacingOccurrences(of: " ", with: ""), "width \(width): \(lines)")
            for line in lines.dropFirst() {
                #expect(!TextWrapping.noLineStart.contains(line.first!), "width \(width): a line starts with \(line.first!): \(lines)")
            }
            for line in lines.dropLast() {
                #expect(!TextWrapping.noLineEnd.contains(line.last!), "width \(width): a line ends with \(line.last!): \(lines)")
            }
            #expect(lines.allSatisfy { $0.count <= width } || lines.contains { $0.count == 1 }, "width \(width): \(lines)")
        }
        // Full lines where the marks allow: 6 characters a line.
        #expect(Self.lines("单击还是双击，这是一个问题。", chars: 6) == ["单击还是双", "击，这是一个", "问题。"])
    }

    @Test func rightToLeftTextIsCutAtAGraphemeWithTheEllipsisAtItsLogicalEnd() {
        // Hebrew with its vowel points and Arabic with its marks: a letter and its marks are one grapheme,
        // never parted; "…" follows the kept letters in logical order (drawn at a right-to-left line's left).
        for text in ["שָׁלוֹם עֲלֵיכֶם", "مَرْحَبًا بِكُمْ"] {
            for chars in 2...8 {
                let cut = TextWrapping.fitted(text, width: Double(chars) * 10) { Double($0.count) * 10 }
                #expect(cut.hasSuffix("…") && cut.count <= chars, "\(chars): \(cut)")
                #expect(text.hasPrefix(cut.dropLast()), "\(chars): \(cut) is not whole graphemes of \(text)")
            }
        }
    }

    @Test func aRightToLeftParagraphsLinesKeepItsDirection() {
        // The task's second line starts with an English word: alone it would read left to right; a
        // right-to-left mark before it keeps the paragraph's direction.
        let lines = Self.lines("يقول tap مرتين", chars: 5)
        #expect(lines == ["يقول", "\u{200F}tap", "مرتين"], "\(lines)")
        #expect(Self.lines("Tap مرحبا", chars: 5) == ["Tap", "مرحبا"])
        // Cut to its digits, an Arabic title keeps its direction too: "…" at its left.
        #expect(TextWrapping.fitted("12 مرحبا بكم", width: 40) { Double($0.count) * 10 } == "\u{200F}12 …")
        #expect(TextDirection.startsRightToLeft("12 مرحبا") && !TextDirection.startsRightToLeft("12 Tap مرحبا"))
    }
}
