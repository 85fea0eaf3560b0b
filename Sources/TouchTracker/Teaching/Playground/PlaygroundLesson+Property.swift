import AppHost
import Gestures

extension PlaygroundLesson {
    /// Every property a lesson may set on a recognizer. `entry` is THE table: each property is described
    /// there once (its values, their range, unit and step, how it reads and writes the engine's recognizer,
    /// its spelling in Swift), and every consumer reads it: the lesson format, the installation, the
    /// inspector, the code printer, the station files' check. Which kinds have a property follows from its
    /// key paths (a kind whose class has one has the property), so adding a property is one case here and
    /// its entry; adding a kind whose class has a property already described needs no change here.
    ///
    /// The cases' order is the inspector's: a kind's own properties in this order, then the four every
    /// recognizer has.
    public enum Property: String, CaseIterable, Sendable {
        case minimumPressDuration, allowableMovement, numberOfTapsRequired, direction, numberOfTouchesRequired
        case minimumNumberOfTouches, maximumNumberOfTouches, edges, buttonMaskRequired, allowedScrollTypesMask
        case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, allowedTouchTypes, requiresExclusiveTouchType

        /// The property's one description.
        public var entry: Entry {
            switch self {
            case .minimumPressDuration: return .measure(.seconds, 0...10, step: 0.1, roundedPerUnit: 10, .on(\LongPressGestureRecognizer.minimumPressDuration))
            case .allowableMovement: return .measure(.points, 0...1000, step: 5, .on(\LongPressGestureRecognizer.allowableMovement))
            case .numberOfTapsRequired:
                return .count(0...10, .on(\TapGestureRecognizer.numberOfTapsRequired), .on(\LongPressGestureRecognizer.numberOfTapsRequired))
            case .numberOfTouchesRequired:
                return .count(1...10, .on(\TapGestureRecognizer.numberOfTouchesRequired), .on(\LongPressGestureRecognizer.numberOfTouchesRequired),
                              .on(\SwipeGestureRecognizer.numberOfTouchesRequired))
            case .minimumNumberOfTouches: return .count(1...10, .on(\PanGestureRecognizer.minimumNumberOfTouches))
            case .maximumNumberOfTouches: return .count(1...10, .on(\PanGestureRecognizer.maximumNumberOfTouches))
            case .direction:
                return .options(\SwipeGestureRecognizer.direction, [("right", .right), ("left", .left), ("up", .up), ("down", .down)],
                                cycle: ["right", "left", "up", "down", "left,right", "up,down", "right,left,up,down"])
            case .edges:
                return .options(\ScreenEdgePanGestureRecognizer.edges, [("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom)],
                                cycle: ["left", "right", "top", "bottom", "left,right"])
            case .buttonMaskRequired:
                return .options(\TapGestureRecognizer.buttonMaskRequired, [("primary", .primary), ("secondary", .secondary)],
                                cycle: ["primary", "secondary", "primary,secondary"])
            case .allowedScrollTypesMask:
                // UIKit's default is none: a pan follows touches only.
                return .options(\PanGestureRecognizer.allowedScrollTypesMask, [("discrete", .discrete), ("continuous", .continuous)],
                                cycle: ["discrete", "continuous", "discrete,continuous"], allowsNone: true)
            case .allowedTouchTypes:
                // UIKit's is an array of NSNumber (`UITouch.TouchType` raw values), the engine's a set.
                return .members(\GestureRecognizer.allowedTouchTypes, TouchType.allCases.map { ($0.description, $0) },
                                cycle: ["direct", "pencil", "indirectPointer", "direct,indirect", "direct,indirect,pencil,indirectPointer"],
                                uikitSwift: { "[" + $0.map { "UITouch.TouchType.\($0).rawValue as NSNumber" }.joined(separator: ", ") + "]" })
            case .requiresExclusiveTouchType: return .flag(.on(\GestureRecognizer.requiresExclusiveTouchType))
            case .cancelsTouchesInView: return .flag(.on(\GestureRecognizer.cancelsTouchesInView))
            case .delaysTouchesBegan: return .flag(.on(\GestureRecognizer.delaysTouchesBegan))
            case .delaysTouchesEnded: return .flag(.on(\GestureRecognizer.delaysTouchesEnded))
            case .isEnabled: return .flag(.on(\GestureRecognizer.isEnabled))
            }
        }

        /// The six every recognizer has (their key paths are `GestureRecognizer`'s own).
        public static let common: [Property] = allCases.filter(\.isCommon)
        public var isCommon: Bool { entry.isCommon }
        /// Whether a recognizer of `kind` has the property.
        public func applies(to kind: Kind) -> Bool { entry.applies(kind.entry.engineClass) }
        /// Whether the property is a yes/no switch.
        public var isFlag: Bool { if case .flag = entry.type { return true }; return false }

        /// A property's value, typed.
        public enum Value: Equatable, Sendable {
            /// A whole number (a count of taps, touches).
            case count(Int)
            /// A number of the property's unit (seconds, points).
            case number(Double)
            case flag(Bool)
            /// Some of the property's words, in the order the lesson gave them (an option set: directions, edges).
            case options([String])
        }

        /// The value `text` gives this property, or why not (the lesson format's `set` and the inspector).
        public func value(_ text: String) -> Result<Value, PropertyError> {
            let parsed: Value?
            switch entry.type {
            case .count: parsed = Int(text).map(Value.count)
            case .measure: parsed = Double(text).map(Value.number)
            case .flag: parsed = text == "yes" ? .flag(true) : text == "no" ? .flag(false) : nil
            case .options(let words, _):
                // Empty items (`direct,,indirect`, `pencil,`) are kept, so they are refused as no word of the list.
                parsed = .options(text == "none" ? [] : text == "all" && entry.writesAll ? words
                                  : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
            }
            guard let parsed, check(parsed) == nil else { return .failure(refusal(text)) }
            return .success(parsed)
        }

        /// Why `value` is not one a lesson may give this property (wrong type, out of range), nil when it is.
        public func check(_ value: Value) -> PropertyError? {
            let fits: Bool
            switch (entry.type, value) {
            case (.count(let range), .count(let n)): fits = range.contains(n)
            case (.measure(_, let range, _, _), .number(let v)): fits = v.isFinite && range.contains(v)
            case (.flag, .flag): fits = true
            case (.options(let words, _), .options(let given)):
                fits = (!given.isEmpty || entry.allowsNone) && given.allSatisfy(words.contains) && Set(given).count == given.count
            default: fits = false
            }
            if fits { return nil }
            if case .count(let n) = value { return refusal(String(n)) }   // not `any`: the number as given
            return refusal(text(value))
        }

        private func refusal(_ given: String) -> PropertyError {
            // Quoted as every refusal quotes a word: at most 40 characters, control characters spelled out.
            let text = ScriptError.printable(given)
            let values = ["property": rawValue, "given": text]
            switch entry.type {
            case .count(let range):
                let values = values.merging(["low": String(range.lowerBound), "high": String(range.upperBound)]) { $1 }
                return PropertyError { tr("{property} is a whole number from {low} to {high}, got '{given}'", values) }
            case .measure(let unit, let range, _, _):
                let values = values.merging(["low": PlaygroundCode.num(range.lowerBound), "high": PlaygroundCode.num(range.upperBound)]) { $1 }
                return PropertyError {
                    switch unit {
                    case .seconds: tr("{property} is seconds from {low} to {high}, got '{given}'", values)
                    case .points: tr("{property} is points from {low} to {high}, got '{given}'", values)
                    }
                }
            case .flag: return PropertyError { tr("{property} is yes or no, got '{given}'", values) }
            case .options(let words, _):
                let values = values.merging(["words": words.joined(separator: ", ")]) { $1 }
                return PropertyError {
                    entry.allowsNone ? tr("{property} is none, or one or more of {words} joined by commas, got '{given}'", values)
                        : entry.writesAll ? tr("{property} is all, or one or more of {words} joined by commas, got '{given}'", values)
                        : tr("{property} is one or more of {words} joined by commas, got '{given}'", values)
                }
            }
        }

        /// `value` as a lesson writes it and the inspector shows it: `any` for a count above the range (a pan's
        /// unbounded maximum), `none` for no options (an edge pan's default edges).
        public func text(_ value: Value) -> String {
            switch value {
            case .count(let n):
                if case .count(let range) = entry.type, n > range.upperBound { return "any" }
                return String(n)
            case .number(let v): return PlaygroundCode.num(v)
            case .flag(let b): return b ? "yes" : "no"
            case .options(let words):
                if case .options(let all, _) = entry.type, entry.writesAll, Set(words) == Set(all) { return "all" }
                return words.isEmpty ? "none" : words.joined(separator: ",")
            }
        }

        /// The property's name in the printed Swift: the lesson's for the engine, UIKit's own if the entry says.
        public func swiftName(uikit: Bool) -> String { uikit ? entry.uikitName ?? rawValue : rawValue }

        /// `value` as Swift: `2`, `0.2`, `false`, `[.left, .right]`; the same for the engine and for UIKit
        /// unless the entry spells UIKit's otherwise (`allowedTouchTypes`' array of NSNumber).
        public func swift(_ value: Value, uikit: Bool = false) -> String {
            switch value {
            case .count(let n): return String(n)
            case .number(let v): return PlaygroundCode.num(v)
            case .flag(let b): return String(b)
            case .options(let words):
                if uikit, let spell = entry.uikitSwift { return spell(words) }
                return "[\(words.map { "." + $0 }.joined(separator: ", "))]"
            }
        }

        /// The value one step up (`by` 1) or down (-1) from `value`, or nil at the end of the range: a count by
        /// one (`any` steps down to the top), a measure by its step, a switch flipped, options to the next in
        /// the inspector's cycle.
        public func stepped(_ value: Value, by step: Int) -> Value? {
            switch (entry.type, value) {
            case (.count(let range), .count(let n)):
                let next = Swift.min(n, range.upperBound + 1) + step
                return range.contains(next) ? .count(next) : nil
            case (.measure(_, let range, let size, let perUnit), .number(let v)):
                var next = v + size * Double(step)
                if let perUnit { next = (next * perUnit).rounded() / perUnit }
                return range.contains(next) ? .number(next) : nil
            case (.flag, .flag(let b)): return .flag(!b)
            case (.options(_, let cycle), .options(let words)):
                let i = cycle.firstIndex(of: words) ?? -1
                return .options(cycle[((i + step) % cycle.count + cycle.count) % cycle.count])
            default: return nil
            }
        }

        /// The property's value in recognizer `r`, nil when `r`'s class has not the property.
        public func read(_ r: GestureRecognizer) -> Value? { entry.read(r) }

        /// Sets the property of `r` to `value` (a change applies to the next touch); a recognizer without the
        /// property, or a value of another type, is left alone.
        public func write(_ value: Value, to r: GestureRecognizer) { entry.write(r, value) }
    }

    /// A property's refused value: in English (the lesson reader's error, the dump's status) and as drawn
    /// in the person's language (the playground's status line).
    public struct PropertyError: Error, Equatable, Sendable {
        public let message: String
        public let shown: String
        /// `words` made in English and in the person's language (`tr` inside).
        init(_ words: () -> String) { message = Localized.inEnglish(words); shown = words() }
    }
}
