import AppHost

/// One line of text being edited, as a text field edits it: the text, a cursor between its characters, and
/// a selection (from `anchor` to the cursor). The keys (`handle`): Left/Right move a character (ctrl: a
/// word), Home/End (and Up/Down) to the start or end, shift with any of them extends the selection, ctrl+A
/// selects all, Backspace and Delete erase the selection or the character before or after the cursor (ctrl:
/// the word), Return keeps the edit, Escape cancels it; a typed character replaces the selection. Every
/// other key is the field's too and does nothing: while a field is focused no key reaches anything else.
/// Offsets count `Character`s, graphemes as a person sees them (é, e + U+0301, 中, 👍🏽, 🇫🇷 are one each):
/// the cursor, the selection, Backspace and Delete never land inside one, and `limit` counts them.
///
/// An input method's text (`TypedText`): its composition is kept beside the text (`composition`), shown in
/// place of the selection (`shown`) and never part of `text`; its commit is typed as a typed character is
/// (`insert`), and ends the composition.
///
/// Invariant: `0 <= cursor <= text.count`, and so is `anchor` when set.
struct TextFieldEditing: Equatable {
    /// The text as edited, and as it was when the edit started (Escape goes back to it).
    private(set) var text: String
    let original: String
    /// Where typing goes, in characters from the start.
    private(set) var cursor: Int
    /// The selection's other end (nil: no selection).
    private(set) var anchor: Int?
    /// The longest text, in characters.
    let limit: Int
    /// What an input method is composing (nil: nothing): its text, and its own cursor and selected part in
    /// characters of it.
    private(set) var composition: Composition?

    struct Composition: Equatable {
        var text: String
        var cursor: Int
        var selected: Range<Int>
    }

    /// Starts editing `text` with the cursor at its end.
    init(_ text: String, limit: Int) {
        self.text = text
        original = text
        cursor = text.count
        self.limit = limit
    }

    /// The selected characters' offsets (nil when nothing is selected).
    var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return Swift.min(anchor, cursor)..<Swift.max(anchor, cursor)
    }

    enum Outcome: Equatable {
        /// The text, the cursor or the selection may have changed.
        case edited
        /// Return: keep the text. Escape: go back to `original`.
        case commit, cancel
        /// A typed character the field refused: the text would be longer than `limit` characters.
        case tooLong(limit: Int)
    }

    /// What `key` does to the field; `typed` is the character the key types (nil: none).
    mutating func handle(_ key: KeyPress, typed: Character?) -> Outcome {
        switch key.name {
        case "Return", "Keypad Enter": return .commit
        case "Escape": return .cancel
        case "A" where key.ctrl: selectAll()
        case "Left", "Right":
            let forward = key.name == "Right"
            if !key.shift, let s = selection { place(forward ? s.upperBound : s.lowerBound, extending: false) } else {
                place(key.ctrl ? wordEdge(from: cursor, forward: forward) : cursor + (forward ? 1 : -1), extending: key.shift)
            }
        case "Home", "Up", "PageUp": place(0, extending: key.shift)
        case "End", "Down", "PageDown": place(count, extending: key.shift)
        case "Backspace", "Delete":
            if let s = selection { replace(s, with: "") } else {
                let forward = key.name == "Delete"
                let other = key.ctrl ? wordEdge(from: cursor, forward: forward) : cursor + (forward ? 1 : -1)
                let r = Swift.max(0, Swift.min(cursor, other))..<Swift.min(count, Swift.max(cursor, other))
                if !r.isEmpty { replace(r, with: "") }
            }
        default:
            guard !key.ctrl, let typed else { return .edited }
            return insert(String(typed))
        }
        return .edited
    }

    /// Shows an input method's composition (`TypedText.composition`; an empty one ends it), or ends it
    /// (nil, as a commit does).
    mutating func compose(_ typed: TypedText?) {
        guard case let .composition(text, _, _)? = typed, !text.isEmpty, let at = typed?.compositionCharacters else {
            composition = nil
            return
        }
        composition = Composition(text: text, cursor: at.cursor, selected: at.selected)
    }

    /// The field as drawn: the text with the composition in place of the selection (or at the cursor), the
    /// composition's characters (`composed`, underlined) and the input method's selected part of them
    /// (`composedSelected`), the cursor where the input method has it; with no composition, the text, its
    /// cursor and its selection.
    struct Shown: Equatable {
        var text: String
        var cursor: Int
        var selection: Range<Int>?
        var composed: Range<Int>?
        var composedSelected: Range<Int>?
    }

    var shown: Shown {
        guard let c = composition else { return Shown(text: text, cursor: cursor, selection: selection) }
        let at = selection ?? cursor..<cursor
        var chars = Array(text)
        chars.replaceSubrange(at, with: Array(c.text))
        let start = at.lowerBound
        return Shown(text: String(chars), cursor: start + c.cursor, selection: nil,
                     composed: start..<start + c.text.count,
                     composedSelected: c.selected.isEmpty ? nil : start + c.selected.lowerBound..<start + c.selected.upperBound)
    }

    /// Selects the whole text (the cursor at its end), as ctrl+A does.
    mutating func selectAll() {
        anchor = 0
        cursor = count
        if anchor == cursor { anchor = nil }
    }

    /// Replaces the selection (or inserts at the cursor) with `s`, within `limit`.
    mutating func insert(_ s: String) -> Outcome {
        let replaced = selection ?? cursor..<cursor
        guard Self.replacing(replaced, in: text, with: s).0.count <= limit else { return .tooLong(limit: limit) }
        replace(replaced, with: s)
        return .edited
    }

    /// Puts the cursor at `offset` (kept in the text); `extending` keeps the selection's other end (or starts one).
    mutating func place(_ offset: Int, extending: Bool) {
        let o = Swift.max(0, Swift.min(count, offset))
        if extending { anchor = anchor ?? cursor } else { anchor = nil }
        cursor = o
        if anchor == cursor { anchor = nil }
    }

    private var count: Int { text.count }

    /// Replaces characters `r` with `s`, the cursor after `s`. Characters may join where they meet (a
    /// combining accent typed after an e, a flag's second letter): the cursor then follows the joined one.
    private mutating func replace(_ r: Range<Int>, with s: String) {
        let (joined, before) = Self.replacing(r, in: text, with: s)
        text = joined
        cursor = Swift.min(before, text.count)
        anchor = nil
    }

    /// `text` with characters `r` replaced by `s`, and how many characters its part up to `s`'s end is.
    private static func replacing(_ r: Range<Int>, in text: String, with s: String) -> (String, Int) {
        let chars = Array(text)
        let before = String(chars[..<r.lowerBound]) + s
        return (before + String(chars[r.upperBound...]), before.count)
    }

    /// The next word's edge from `offset`: after the word ahead (forward) or at the start of the one behind.
    private func wordEdge(from offset: Int, forward: Bool) -> Int {
        let chars = Array(text)
        var i = offset
        if forward {
            while i < chars.count && chars[i].isWhitespace { i += 1 }
            while i < chars.count && !chars[i].isWhitespace { i += 1 }
        } else {
            while i > 0 && chars[i - 1].isWhitespace { i -= 1 }
            while i > 0 && !chars[i - 1].isWhitespace { i -= 1 }
        }
        return i
    }
}
