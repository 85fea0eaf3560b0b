/// The left-to-right scripts HarfBuzz shapes only when told which they are: SDL_ttf shapes a string as the
/// script "unknown" (`FontScript`), which draws Latin, Chinese or emoji as they are, but leaves Devanagari's
/// vowel sign i before its consonant and Thai's marks unstacked. A run in one of these is drawn in a twin
/// font set to its script (`FontSet`).
enum ShapedScripts {
    /// The ISO 15924 tag of the first character of `text` in one of these scripts, nil when none is.
    static func script(of text: String) -> String? {
        for scalar in text.unicodeScalars {
            if let tag = tag(scalar.value) { return tag }
        }
        return nil
    }

    /// Each script's block (its main one), with its tag.
    private static let blocks: [(ClosedRange<UInt32>, String)] = [
        (0x0900...0x097F, "Deva"), (0x0980...0x09FF, "Beng"), (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"),
        (0x0B00...0x0B7F, "Orya"), (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"),
        (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Laoo"),
        (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"), (0x1780...0x17FF, "Khmr"), (0xA8E0...0xA8FF, "Deva"),
    ]

    private static func tag(_ v: UInt32) -> String? {
        guard v >= 0x0900, v <= 0xA8FF else { return nil }
        return blocks.first { $0.0.contains(v) }?.1
    }
}
