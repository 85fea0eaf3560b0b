import Gestures
import AppHost

/// The playground's keys. One meaning a key: the digits 2 to 5 belong to the mouse everywhere in the app
/// (held while pressing, that many fingers: docs/using-touchtracker.md), so the palette's kinds have letters
/// (each kind's `paletteKey`: T tap, L long press, P pan, S swipe, I pinch, R rotation, E edge pan, C check
/// mark, H hover) and the digits do nothing here. A letter adds its kind only with alt held (alt+T), as the
/// desktop's mnemonics: a word typed outside a text field in front of a class adds nothing, and the status
/// line says which key would (issue 49). What a key added is said on the status line.
extension PlaygroundScene {
    /// ctrl+N/O/S new, open, save (ctrl+shift+S save as); ctrl+C (shift: UIKit) copy; ctrl+Z undo,
    /// ctrl+shift+Z or ctrl+Y redo; ctrl+R renames the selected recognizer (`typeName`); ctrl+K shows the
    /// printed code beside the pads (the engine's, UIKit's, hidden); alt and a kind's letter adds it (a letter alone
    /// adds nothing and says so); Tab picks the next card; in the inspector Up/Down pick a row,
    /// Left/Right step it, Return or Space flips or does it; Delete removes the card; Escape backs out (closes Open…,
    /// then the Check panel, then a pick, then the selection).
    /// While the title is being typed, keys type it (`typeTitle`).
    func handleKey(_ key: KeyPress) -> Bool {
        if titleDraft != nil, typeTitle(key) { return true }
        if nameField != nil, typeName(key) { return true }
        // While Save asks whether to write over a file changed on disk, keys answer nothing but Escape (cancel).
        if pendingOverwrite != nil {
            if key.name == "Escape" { answerOverwrite(nil) }
            return true
        }
        if key.ctrl {
            switch key.name {
            case "N": tapped(.new)
            case "O": tapped(.open)
            case "S": tapped(key.shift ? .saveAs : .save)
            case "C": onCopyCode?(key.shift ? .uikit : .gestures)
            case "Z": key.shift ? redo() : undo()
            case "Y": redo()
            case "R": guard selection != nil else { return false }; startRename()
            case "K": toggleCode()
            default: return false
            }
            return true
        }
        if !lessonList.isHidden {
            guard key.name == "Escape" else { return false }
            lessonList.isHidden = true
            return true
        }
        // The Check panel closes with Escape as with its Close (the panel's run stays until the next Check).
        if !checkPanel.isHidden, key.name == "Escape", !key.alt {
            tapped(.closeChecks)
            return true
        }
        if let kind = Self.paletteKinds.first(where: { $0.entry.paletteKey == key.name.uppercased() }) {
            if key.alt && !key.shift {
                addRecognizer(kind, byKey: key)
            } else {
                say(Self.paletteKeyHint(kind))
            }
            return true
        }
        let names = lesson.recognizers.map(\.name)
        switch key.name {
        case "Tab":
            guard !names.isEmpty else { return false }
            let i = selection.flatMap { names.firstIndex(of: $0) } ?? (key.shift ? 0 : names.count - 1)
            selection = names[((i + (key.shift ? -1 : 1)) % names.count + names.count) % names.count]
            picking = nil
            focus = 0
            refresh()
        case "Escape":
            if picking != nil { picking = nil } else if selection != nil { selection = nil }
            else if showsDrawer { drawerOpen = false } else { return false }
            refresh()
        case "Up", "Down":
            guard let ins = side.model.inspector else { return false }
            focus = Swift.max(0, Swift.min(ins.rows.count - 1, focus + (key.name == "Up" ? -1 : 1)))
            refresh()
        case "Left", "Right", "Return", "Space":
            guard let ins = side.model.inspector, ins.rows.indices.contains(focus) else { return false }
            perform(ins.rows[focus], step: key.name == "Left" ? -1 : 1, in: ins)
        case "Delete", "Backspace":
            guard let name = selection else { return false }
            edit(tr("{name} removed", ["name": name])) { l in l.removeRecognizer(name); return .success(()) }
        default:
            return false
        }
        return true
    }
}
