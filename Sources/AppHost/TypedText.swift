/// Text typed through the platform's text input (SDL's text events), as the app takes it
/// (`HostedApp.handleText`): what an input method commits, and what it is composing meanwhile. Only a window
/// whose app asked for text input (`HostedApp.textInputArea`) gets any; keys still arrive as keys beside it.
public enum TypedText: Equatable, Sendable {
    /// Text committed (`SDL_TEXTINPUT`, `SDL_EVENT_TEXT_INPUT`): a key's character, or an input method's
    /// whole commit (`中文`). It replaces the composition shown, if any.
    case commit(String)
    /// The input method's composition so far (`SDL_TEXTEDITING`, SDL 2's `SDL_TEXTEDITING_EXT` for a long
    /// one, `SDL_EVENT_TEXT_EDITING`): shown at the cursor, not yet part of the text. `cursor` is where the
    /// input method's own cursor is in it and `length` how much after it the input method has selected, both
    /// in Unicode scalars as SDL counts them (a negative value: none given). An empty text ends the
    /// composition without a commit.
    case composition(String, cursor: Int, length: Int)
}

extension TypedText {
    /// A composition's cursor and selected part as offsets in `Character`s (graphemes) of its text: a scalar
    /// offset inside a grapheme counts as the grapheme's end; out of range, it is kept inside the text; no
    /// cursor given is the text's end. Nil for a commit.
    public var compositionCharacters: (cursor: Int, selected: Range<Int>)? {
        guard case let .composition(text, cursor, length) = self else { return nil }
        let characters = Self.characters(of: text, upToScalar: cursor < 0 ? Int.max : cursor)
        let end = length <= 0 || cursor < 0 ? characters : Self.characters(of: text, upToScalar: cursor + length)
        return (characters, characters..<Swift.max(characters, end))
    }

    /// How many whole or begun `Character`s of `text` its first `scalars` Unicode scalars reach.
    static func characters(of text: String, upToScalar scalars: Int) -> Int {
        var count = 0, seen = 0
        for c in text {
            guard seen < scalars else { break }
            seen += c.unicodeScalars.count
            count += 1
        }
        return count
    }
}
