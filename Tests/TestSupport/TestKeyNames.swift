/// Whether `name` is a key name a script may use, as the real backend answers it (SDL's names, any case:
/// one character, or a named key). The fake backend's list: the keys the app and the tests press.
public func isKnownTestKeyName(_ name: String) -> Bool {
    if name.count == 1 { return true }
    return TestKeyNames.named.contains(name.lowercased())
}

enum TestKeyNames {
    static let named: Set<String> = Set(
        ["Escape", "Return", "Tab", "Backspace", "Delete", "Space", "Left", "Right", "Up", "Down", "Home", "End",
         "PageUp", "PageDown", "Insert", "Left Alt", "Right Alt", "Left Ctrl", "Right Ctrl", "Left Shift", "Right Shift",
         "Keypad +", "Keypad -"].map { $0.lowercased() } + (1...24).map { "f\($0)" })
}
