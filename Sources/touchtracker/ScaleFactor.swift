import ArgumentParser
import AppHost

/// A factor from 0.5 to 4, as `--scale` and `--ui-scale` take it. ArgumentParser hands the text over as
/// typed and `checked(_:)`, called from `validate()`, refuses one that is no number in `range` with the
/// message docs/command-line.md's users see (`--scale must be a number from 0.5 to 4, got '-1'`, exit 2):
/// ArgumentParser's own refusal of a value would word it otherwise.
struct ScaleFactor: ExpressibleByArgument, CustomStringConvertible {
    static let range: ClosedRange<Double> = 0.5...4
    /// The argument as typed.
    let text: String
    /// The factor; nil when `text` is no finite number in `range`.
    let value: Double?

    init(argument: String) {
        text = argument
        value = Double(argument).flatMap { $0.isFinite && Self.range.contains($0) ? $0 : nil }
    }

    init(_ value: Double) { self.init(argument: ScaleFactor.number(value)) }

    var description: String { text }

    /// The factor, or the documented refusal naming `option`.
    func checked(_ option: String) throws -> Double {
        guard let value else {
            throw ValidationError("\(option) must be a number from \(Self.number(Self.range.lowerBound)) to \(Self.number(Self.range.upperBound)), got '\(ScriptError.printable(text))'")
        }
        return value
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
