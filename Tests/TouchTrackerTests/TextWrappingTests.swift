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
}
