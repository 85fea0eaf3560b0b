import Gestures
import AppHost

/// Editing the lesson's title, as a text field edits (`TextFieldEditing`): a tap on the title line starts it
/// with the title as it is and the cursor where the tap was; a tap in the field while editing moves the
/// cursor. Keys type (`KeyPress`: a key gives the character it names, shift a capital or a US keyboard's
/// shifted symbol); Left/Right, Home/End move (shift selects), ctrl+A selects all, Backspace and Delete
/// erase, Return keeps it (one undo step), Escape leaves the title as it was. While the field is focused
/// no key adds a card or edits the lesson; the scene's ctrl shortcuts (save, open, new, undo, copy) keep the
/// title first and then act, any other ctrl key does nothing. A tap on another control keeps it first.
/// An empty title removes the title.
extension PlaygroundScene {
    /// The longest title typed, in characters.
    static let titleLimit = 80

    /// Starts editing the title (the cursor at its end), or, while editing, puts the cursor at `x` (a point
    /// in the title line's field, nil: where it is; not while an input method composes: the composition
    /// stays where it is drawn).
    func startTitle(at x: Points? = nil) {
        if titleField == nil {
            titleField = TextFieldEditing(lesson.title ?? "", limit: Self.titleLimit)
            titleLine.firstShown = 0
            say(tr("Type the lesson's title: Return keeps it, Escape cancels"))
        }
        if let x, let field = titleField, field.composition == nil {
            titleField?.place(titleLine.caretOffset(atX: x, in: field.text), extending: false)
        }
    }

    /// Stops typing: `keep` makes the draft the title (spaces run together, as the file keeps it).
    func finishTitle(keep: Bool) {
        if pendingNameSave != nil { return finishStudentName(keep: keep) }
        guard let draft = titleDraft else { return }
        titleField = nil
        status = nil
        guard keep else { return }
        let words = draft.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let title: String? = words.isEmpty ? nil : words
        edit(title.map { "title: \($0)" } ?? "title removed", traced: false) { l in l.title = title; return .success(()) }
    }

    /// The ctrl keys that keep the title and then act as the scene's shortcuts (`handleKey`).
    static let shortcutsAfterTyping: Set<String> = ["N", "O", "S", "C", "Z", "Y"]

    /// A key while the title is edited; false when it is not the field's (a ctrl shortcut of the scene: the
    /// draft is kept first, the key goes on). Every other key is the field's, whether it does anything or not.
    func typeTitle(_ key: KeyPress) -> Bool {
        type(key, into: \.titleField, isName: pendingNameSave != nil, refusal: titleRefusal, edited: {}, finish: { keep in
            finishTitle(keep: keep)
            return true
        })
    }

    /// Why the title's field (or the student's name in it) refuses `c`, nil when it takes it.
    func titleRefusal(_ c: Character) -> (() -> String)? {
        let isName = pendingNameSave != nil
        return c != "#" ? nil : {
            isName ? tr("A name cannot hold # (a lesson file's comment starts there)")
                   : tr("A title cannot hold # (a lesson file's comment starts there)")
        }
    }

    /// A key typed into one of the scene's text fields (`field`: the title's, a recognizer's name); false
    /// when it is not the field's: a ctrl shortcut of the scene (`shortcutsAfterTyping`) once the field is
    /// kept and closed (`finish(true)`, true when it closed; the key then goes on). A character `refusal`
    /// refuses is said; every other key is the field's (`TextFieldEditing.handle`): Return `finish(true)`,
    /// Escape `finish(false)`, an edit the field refuses said as "`what` is ...", an edit `edited()`.
    /// `isName`: the field is a name's (else a title's), for what is said; `refusal` gives the words that
    /// refuse a character (a closure: said in English for the dump and in the person's language).
    /// While the platform's text input is on (`keysTypeCharacters` false) a key types no character: its
    /// character comes as text (`typeText`). While an input method composes, the keys are its own: the
    /// field's do nothing.
    func type(_ key: KeyPress, into field: ReferenceWritableKeyPath<PlaygroundScene, TextFieldEditing?>, isName: Bool,
              refusal: (Character) -> (() -> String)?, edited: () -> Void, finish: (_ keep: Bool) -> Bool) -> Bool {
        if key.ctrl && Self.shortcutsAfterTyping.contains(key.name) { return !finish(true) }
        if self[keyPath: field]?.composition != nil { return true }
        let typed = key.ctrl || key.alt || !keysTypeCharacters() ? nil : Self.character(typedBy: key)
        if let c = typed, let why = refusal(c) {
            say(why())
            return true
        }
        guard var editing = self[keyPath: field] else { return false }
        let outcome = editing.handle(key, typed: typed)
        self[keyPath: field] = editing
        switch outcome {
        case .commit: _ = finish(true)
        case .cancel: _ = finish(false)
        case .tooLong(let limit): sayTooLong(limit, isName: isName)
        case .edited: edited()
        }
        return true
    }

    /// What a field that refused a longer text says.
    func sayTooLong(_ limit: Int, isName: Bool) {
        say(isName ? tr("A name is at most {n} characters", ["n": String(limit)]) : tr("A title is at most {n} characters", ["n": String(limit)]))
    }

    /// Shifted keys of a US keyboard.
    private static let shifted: [Character: Character] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")", "-": "_", "=": "+",
        "[": "{", "]": "}", ";": ":", "'": "\"", ",": "<", ".": ">", "/": "?", "\\": "|", "`": "~",
    ]

    /// The character a key types: its one-character name (a letter in lower case, or a capital with shift;
    /// a digit or symbol, shifted as a US keyboard does), a space for Space; nil for any other key.
    static func character(typedBy key: KeyPress) -> Character? {
        if key.name == "Space" { return " " }
        guard key.name.count == 1, let c = key.name.first, !c.isNewline, c.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        if c.isLetter { return Character(key.shift ? c.uppercased() : c.lowercased()) }
        return key.shift ? shifted[c] ?? c : c
    }
}
