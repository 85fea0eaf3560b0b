/// The words the engine's recognizers give the causes of their own failures and the window its refusals
/// (`more than 1 finger`, `lifted before 0.5 s`, `allowedTouchTypes has no pencil`): numbers as a person
/// writes them, fingers and buttons counted in one way everywhere.
enum FailureWords {
    /// A number as a cause writes it: whole, or with its decimals (0.5, 0.35).
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }

    /// `1 finger`, `2 fingers`.
    static func fingers(_ n: Int) -> String { n == 1 ? "1 finger" : "\(n) fingers" }

    /// `the primary button`, `the secondary button`, `the primary and secondary buttons`, `button 3`.
    static func buttons(_ mask: ButtonMask) -> String {
        if mask == .primary { return "the primary button" }
        if mask == .secondary { return "the secondary button" }
        var names: [String] = []
        for bit in 0..<30 where mask.rawValue & (1 << bit) != 0 {
            names.append(bit == 0 ? "primary" : bit == 1 ? "secondary" : "button \(bit + 1)")
        }
        switch names.count {
        case 0: return "no button"
        case 1: return names[0]
        default: return "the " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] + " buttons"
        }
    }

    /// Why a touch of `type` is not a recognizer's: its `allowedTouchTypes` leave the type out, or (with
    /// `requiresExclusiveTouchType`) it already has touches of `held`.
    static func touchRefusal(_ type: TouchType, allowed: Bool, held: TouchType?) -> String {
        if !allowed { return "allowedTouchTypes has no \(type)" }
        let kind = held.map(\.description) ?? "other"
        return "requiresExclusiveTouchType, it has \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) touch"
    }
}
