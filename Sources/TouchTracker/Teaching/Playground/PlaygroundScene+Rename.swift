import Gestures
import AppHost

/// Renaming the selected recognizer, as a text field edits (`TextFieldEditing`, the title's keys): a tap on
/// the inspector's heading (its name) or ctrl+R starts it with the whole name selected; keys type (letters,
/// digits and `_`: a name's characters; any other is refused with the reason), Return keeps it (one undo
/// step; the name checked as the file checks one: `PlaygroundLesson.renameRecognizer`), Escape leaves it.
/// A name refused on Return keeps the field open with the reason in the status line; a tap on another
/// control keeps a good name and drops a refused one (the status line says why). While the field is
/// focused no key reaches the palette or the cards.
extension PlaygroundScene {
    /// Starts typing the selected recognizer's new name (its name selected whole).
    func startRename() {
        guard let name = selection, nameField == nil else { return }
        var field = TextFieldEditing(name, limit: PlaygroundLesson.longestName)
        field.selectAll()
        nameField = field
        picking = nil
        say(tr("Type {name}'s new name: Return keeps it, Escape cancels", ["name": name]))
        refresh()
    }

    /// Stops typing the name: `keep` renames the recognizer. Returns whether the field closed (a refused
    /// name keeps it open, unless `orElseCancel`).
    @discardableResult
    func finishName(keep: Bool, orElseCancel: Bool = false) -> Bool {
        guard let field = nameField else { return true }
        guard keep, let old = selection, field.text != old else {
            nameField = nil
            if !keep { status = nil }
            refresh()
            return true
        }
        let new = field.text
        let renamed = edit(tr("{old} renamed {new}", ["old": old, "new": new])) { l in l.renameRecognizer(old, to: new) }
        guard renamed || orElseCancel else { return false }
        nameField = nil
        if renamed { selection = new; say(tr("{old} is now {new}: the code and the file say {new}", ["old": old, "new": new])) }
        refresh()
        return true
    }

    /// A key while the name is typed; false when it is not the field's (a ctrl shortcut of the scene: the
    /// name is kept first, the key goes on).
    func typeName(_ key: KeyPress) -> Bool {
        type(key, into: \.nameField, isName: true, refusal: nameRefusal, edited: { refresh() }, finish: { keep in finishName(keep: keep) })
    }

    /// Why the name's field refuses `c`, nil when it takes it.
    func nameRefusal(_ c: Character) -> (() -> String)? {
        c.isASCII && (c.isLetter || c.isNumber || c == "_") ? nil
            : { tr("A name is letters, digits and _ (it becomes a Swift identifier): '{character}' is refused", ["character": String(c)]) }
    }
}
