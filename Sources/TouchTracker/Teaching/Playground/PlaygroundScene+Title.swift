import Gestures
import AppHost

/// Typing the lesson's title (the app has no text field): a tap on the title line starts it with the title
/// as it is; keys type (`KeyPress`: a key gives the character it names, shift a capital or a US keyboard's
/// shifted symbol), Backspace erases, Return keeps it (one undo step), Escape leaves the title as it was.
/// A tap on another control, or a ctrl key, keeps it first. An empty title removes the title.
extension PlaygroundScene {
    /// The longest title typed, in characters.
    static let titleLimit = 80

    func startTitle() {
        guard titleDraft == nil else { return }
        titleDraft = lesson.title ?? ""
        say("Type the lesson's title: Return keeps it, Escape cancels")
    }

    /// Stops typing: `keep` makes the draft the title (spaces run together, as the file keeps it).
    func finishTitle(keep: Bool) {
        guard let draft = titleDraft else { return }
        titleDraft = nil
        status = nil
        guard keep else { return }
        let words = draft.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let title: String? = words.isEmpty ? nil : words
        edit(title.map { "title: \($0)" } ?? "title removed", traced: false) { l in l.title = title; return .success(()) }
    }

    /// A key while typing; false when it is not the title's (a ctrl key: the draft is kept, the key goes on).
    func typeTitle(_ key: KeyPress) -> Bool {
        if key.ctrl { finishTitle(keep: true); return false }
        switch key.name {
        case "Return", "Keypad Enter": finishTitle(keep: true)
        case "Escape": finishTitle(keep: false)
        case "Backspace": if titleDraft?.isEmpty == false { titleDraft?.removeLast() }
        default:
            // Keys that type nothing (arrows, Tab, Delete) do nothing meanwhile: they never edit the lesson.
            guard let c = Self.character(typedBy: key) else { return true }
            if c == "#" { say("A title cannot hold # (a lesson file's comment starts there)"); return true }
            guard (titleDraft?.count ?? 0) < Self.titleLimit else { say("A title is at most \(Self.titleLimit) characters"); return true }
            titleDraft?.append(c)
        }
        return true
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
