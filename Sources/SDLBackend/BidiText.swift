import CFribidi

/// A line of text in the order it is seen: the Unicode Bidirectional Algorithm (UAX #9) through GNU FriBidi.
/// The line is its own paragraph, its direction that of its first strong character (rules P2 and P3: a
/// lesson title in Arabic reads right to left, "Tap مرحبا" left to right; none: left to right). It is cut
/// into level runs, put in visual order (rules L1 and L2); each run keeps its text in logical order, for
/// HarfBuzz (inside SDL_ttf) to shape and lay out in the run's direction.
enum BidiText {
    /// Text at one embedding level: drawn right to left when the level is odd.
    struct Run: Equatable, Sendable {
        /// The run's characters in logical order (whole graphemes).
        let text: String
        let level: Int
        var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// `text`'s runs from left to right on screen; nil when the whole line is left to right at level 0
    /// (Latin, Chinese, emoji, digits: everything but right-to-left scripts and explicit direction marks),
    /// which is then drawn as it always was. A grapheme is never split: its level is its first character's.
    static func visualRuns(_ text: String) -> [Run]? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }   // ASCII has no right-to-left character
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction = cfribidi_par_on()   // resolved from the first strong character
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0 else { return nil }
        // L1: trailing white space and the like back to the paragraph's level (no map asked: levels only).
        guard fribidi_reorder_line(cfribidi_flags_default(), types, count, 0, direction, &levels, nil, nil) > 0 else { return nil }
        if levels.allSatisfy({ $0 == 0 }) { return nil }

        var runs: [Run] = []
        var offset = 0
        for grapheme in text {
            let level = Int(levels[offset])
            offset += grapheme.unicodeScalars.count
            if let last = runs.last, last.level == level {
                runs[runs.count - 1] = Run(text: last.text + String(grapheme), level: level)
            } else {
                runs.append(Run(text: String(grapheme), level: level))
            }
        }
        return reordered(runs)
    }

    /// L2: from the highest level down to the lowest odd one, each stretch of runs at that level or higher
    /// reversed.
    static func reordered(_ logical: [Run]) -> [Run] {
        var runs = logical
        guard let highest = runs.map(\.level).max(), let lowestOdd = runs.map(\.level).filter({ $0 % 2 == 1 }).min() else { return runs }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var end = i
                while end < runs.count && runs[end].level >= level { end += 1 }
                runs[i..<end].reverse()
                i = end
            }
        }
        return runs
    }

    /// The ISO 15924 script HarfBuzz shapes a right-to-left run in: its first character's of a right-to-left
    /// script (Arabic's letters join only when shaped as Arabic), else "Zzzz" (unknown: neutrals, digits).
    static func script(of text: String) -> String {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
            case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
            case 0x0700...0x074F, 0x0860...0x086F: return "Syrc"
            case 0x0780...0x07BF: return "Thaa"
            case 0x07C0...0x07FF: return "Nkoo"
            default: continue
            }
        }
        return "Zzzz"
    }
}
