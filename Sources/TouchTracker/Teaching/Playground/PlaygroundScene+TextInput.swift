import Gestures
import AppHost

/// Typing through the platform's text input (an input method's, or the keys' characters when it is on): the
/// title's field (and the student's name in it) and a recognizer's name take `TypedText` while they edit. A
/// composition is shown at the cursor, underlined, in place of the selection, and is not yet the field's text;
/// a commit replaces it and is typed as typed keys are (in place of the selection, each character checked by
/// the field's own refusal, within its length). The field asks for text input under its cursor
/// (`textInputArea`), which the host turns on while it edits and off after.
extension PlaygroundScene {
    /// The field's cursor in the window, while a field edits: the input method's candidates go under it.
    var textInputArea: Rect? {
        if let field = titleField {
            let r = titleLine.caretRect(of: field.shown), o = titleLine.frameInWindow.origin
            return Rect(x: o.x + r.minX, y: o.y + r.minY, width: r.width, height: r.height)
        }
        if nameField != nil, let r = side.nameCaretRect {
            let o = side.frameInWindow.origin
            return Rect(x: o.x + r.minX, y: o.y + r.minY, width: r.width, height: r.height)
        }
        return nil
    }

    /// Text from the platform's text input, into the field that edits (nothing when none does).
    func handleText(_ typed: TypedText) {
        if titleField != nil {
            typeText(typed, into: \.titleField, isName: pendingNameSave != nil, refusal: titleRefusal, edited: {})
        } else if nameField != nil {
            typeText(typed, into: \.nameField, isName: true, refusal: nameRefusal, edited: { refresh() })
        }
    }

    /// `typed` into `field`: a composition shown (an empty one ends it); a commit ends it and is inserted
    /// whole, or not at all: a character `refusal` refuses is said (the first), as is a text longer than the
    /// field's limit. A field is one line: the commit's control characters (a newline) are left out.
    func typeText(_ typed: TypedText, into field: ReferenceWritableKeyPath<PlaygroundScene, TextFieldEditing?>, isName: Bool,
                  refusal: (Character) -> (() -> String)?, edited: () -> Void) {
        guard var editing = self[keyPath: field] else { return }
        switch typed {
        case .composition:
            editing.compose(typed)
        case .commit(let text):
            editing.compose(nil)
            let characters = text.filter { c in !c.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) } }
            if let why = characters.lazy.compactMap(refusal).first {
                say(why())
            } else if !characters.isEmpty, case .tooLong(let limit) = editing.insert(characters) {
                sayTooLong(limit, isName: isName)
            }
        }
        self[keyPath: field] = editing
        edited()
    }
}
