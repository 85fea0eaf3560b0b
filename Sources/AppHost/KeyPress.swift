/// A key press as the app sees it: the key's name in the host's vocabulary (`KeyNames`: `Escape`, `Delete`,
/// `Z`, `F1`) and the modifiers.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var ctrl = false
    public var shift = false
    public var alt = false
    public init(_ name: String, ctrl: Bool = false, shift: Bool = false, alt: Bool = false) {
        self.name = name; self.ctrl = ctrl; self.shift = shift; self.alt = alt
    }
    public var description: String {
        (ctrl ? "ctrl+" : "") + (shift ? "shift+" : "") + (alt ? "alt+" : "") + name
    }
    /// Parses `ctrl+shift+Z`; nil when a modifier is unknown or the name is empty.
    public static func parse(_ text: String) -> KeyPress? {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.popLast(), !name.isEmpty else { return nil }
        var k = KeyPress(name)
        for m in parts {
            switch m.lowercased() {
            case "ctrl", "control": k.ctrl = true
            case "shift": k.shift = true
            case "alt": k.alt = true
            default: return nil
            }
        }
        return k
    }
}
