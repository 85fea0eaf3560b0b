/// The host's key vocabulary: the names a `KeyPress` carries, a script's `key` command takes and a recording
/// writes (docs/touch-scripts.md). A key is named by the one character it types (`Z`, `3`, `/`, `é`), or by
/// one of `named` (`Escape`, `Delete`, `F1`, `Left Alt`, `Keypad 1`), in any letter case. The names are SDL 2's
/// spellings, so every script and recording written so far still reads; a backend translates its own keys
/// into them (SDLBackend: `SDLKeyNames`).
public enum KeyNames {
    /// The named keys, as scripts and recordings spell them.
    public static let named: [String] = [
        "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
        "F9", "F10", "F11", "F12", "PrintScreen", "ScrollLock", "Pause", "Insert", "Home", "PageUp", "Delete", "End",
        "PageDown", "Right", "Left", "Down", "Up", "Numlock", "Keypad /", "Keypad *", "Keypad -", "Keypad +",
        "Keypad Enter", "Keypad 1", "Keypad 2", "Keypad 3", "Keypad 4", "Keypad 5", "Keypad 6", "Keypad 7",
        "Keypad 8", "Keypad 9", "Keypad 0", "Keypad .", "Application", "Power", "Keypad =", "F13", "F14", "F15",
        "F16", "F17", "F18", "F19", "F20", "F21", "F22", "F23", "F24", "Execute", "Help", "Menu", "Select", "Stop",
        "Again", "Undo", "Cut", "Copy", "Paste", "Find", "Mute", "VolumeUp", "VolumeDown", "Keypad ,",
        "Keypad = (AS400)", "AltErase", "SysReq", "Cancel", "Clear", "Prior", "Separator", "Out", "Oper",
        "Clear / Again", "CrSel", "ExSel", "Keypad 00", "Keypad 000", "ThousandsSeparator", "DecimalSeparator",
        "CurrencyUnit", "CurrencySubUnit", "Keypad (", "Keypad )", "Keypad {", "Keypad }", "Keypad Tab",
        "Keypad Backspace", "Keypad A", "Keypad B", "Keypad C", "Keypad D", "Keypad E", "Keypad F", "Keypad XOR",
        "Keypad ^", "Keypad %", "Keypad <", "Keypad >", "Keypad &", "Keypad &&", "Keypad |", "Keypad ||", "Keypad :",
        "Keypad #", "Keypad Space", "Keypad @", "Keypad !", "Keypad MemStore", "Keypad MemRecall", "Keypad MemClear",
        "Keypad MemAdd", "Keypad MemSubtract", "Keypad MemMultiply", "Keypad MemDivide", "Keypad +/-",
        "Keypad Clear", "Keypad ClearEntry", "Keypad Binary", "Keypad Octal", "Keypad Decimal", "Keypad Hexadecimal",
        "Left Ctrl", "Left Shift", "Left Alt", "Left GUI", "Right Ctrl", "Right Shift", "Right Alt", "Right GUI",
        "ModeSwitch", "AudioNext", "AudioPrev", "AudioStop", "AudioPlay", "AudioMute", "MediaSelect", "WWW", "Mail",
        "Calculator", "Computer", "AC Search", "AC Home", "AC Back", "AC Forward", "AC Stop", "AC Refresh",
        "AC Bookmarks", "BrightnessDown", "BrightnessUp", "DisplaySwitch", "KBDIllumToggle", "KBDIllumDown",
        "KBDIllumUp", "Eject", "Sleep", "App1", "App2", "AudioRewind", "AudioFastForward", "SoftLeft", "SoftRight",
        "Call", "EndCall",
    ]

    private static let foldedNames = Set(named.map(asciiLowercased))

    /// True when `name` names a key of the vocabulary: a single character (one Unicode scalar), or one of
    /// `named` up to ASCII letter case.
    public static func isKnown(_ name: String) -> Bool {
        if name.unicodeScalars.count == 1 { return name != "\u{0}" }
        return foldedNames.contains(asciiLowercased(name))
    }

    /// `name` with its ASCII letters in lower case (and nothing else changed).
    private static func asciiLowercased(_ name: String) -> String {
        String(decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
