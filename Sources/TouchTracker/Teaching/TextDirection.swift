/// A paragraph's direction as the Unicode Bidirectional Algorithm starts it (rules P2 and P3): that of its
/// first strong character, a letter. The backend draws each line it is given as a paragraph of its own
/// (`BidiText` in the backend), so a line cut from a right-to-left paragraph (a wrapped Arabic task's second
/// line that starts with an English word, a title cut to its digits and "…") is given the paragraph's
/// direction with an invisible right-to-left mark (U+200F) before it.
enum TextDirection {
    static let rightToLeftMark: Character = "\u{200F}"

    /// Whether `text`'s first letter is of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and
    /// the other scripts of those Unicode blocks) or a right-to-left mark comes before any letter.
    static func startsRightToLeft(_ text: some StringProtocol) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar == "\u{200F}" { return true }
            if scalar == "\u{200E}" { return false }
            guard scalar.properties.isAlphabetic else { continue }
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
        return false
    }

    /// `line`, a part of `paragraph`, drawn in the paragraph's direction: as it is, or after a right-to-left
    /// mark when the paragraph is right to left and the line alone would not be.
    static func line(_ line: String, of paragraph: String) -> String {
        guard !line.isEmpty, startsRightToLeft(paragraph), !startsRightToLeft(line) else { return line }
        return String(rightToLeftMark) + line
    }
}
