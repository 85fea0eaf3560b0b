import Gestures

extension PlaygroundLesson.Property {
    /// One row of the property table: the values a property takes and how it reads and writes the engine's
    /// recognizers, one key path per class that has it. Made by `count`, `measure`, `flag` and `options`,
    /// which take the key paths typed, so an entry cannot bind a count to a flag.
    public struct Entry: Sendable {
        public enum Unit: String, Sendable { case seconds, points }

        /// The values, with their range.
        public enum ValueType: Sendable {
            /// A whole number in the range.
            case count(ClosedRange<Int>)
            /// A number of `Unit` in the range, stepped by `step`; with `roundedPerUnit` k, a step's result is
            /// rounded to 1/k (no drift: 0.1 s steps stay on tenths).
            case measure(Unit, ClosedRange<Double>, step: Double, roundedPerUnit: Double?)
            case flag
            /// One or more of `words` joined by commas; the inspector's stepper goes through `cycle`.
            case options(words: [String], cycle: [[String]])
        }

        /// How one class of recognizer holds a property of Swift type `T`.
        public struct KeyPathBinding<T>: Sendable {
            let owner: @Sendable (GestureRecognizer.Type) -> Bool
            let isRoot: Bool
            let read: @Sendable (GestureRecognizer) -> T?
            let write: @Sendable (GestureRecognizer, T) -> Void

            /// The property as `R`'s (and its subclasses') `keyPath`.
            public static func on<R: GestureRecognizer>(_ keyPath: ReferenceWritableKeyPath<R, T> & Sendable) -> KeyPathBinding<T> {
                KeyPathBinding(owner: { $0 is R.Type }, isRoot: R.self == GestureRecognizer.self,
                               read: { ($0 as? R)?[keyPath: keyPath] }, write: { r, v in (r as? R)?[keyPath: keyPath] = v })
            }
        }

        public let type: ValueType
        /// Its name in UIKit's Swift when not the lesson's (the engine's is always the lesson's).
        public private(set) var uikitName: String?
        /// An option value's Swift in UIKit when not the engine's `[.a, .b]` (the words, in the engine's order).
        public private(set) var uikitSwift: (@Sendable ([String]) -> String)?
        /// Whether an options property may hold no option (`none`): a pan's scroll types, UIKit's default.
        public private(set) var allowsNone = false
        /// Whether an options property holding every option is written `all` (and `all` reads so): the touch
        /// types, whose four words would not fit the inspector.
        public private(set) var writesAll = false
        private let owners: [@Sendable (GestureRecognizer.Type) -> Bool]
        /// Whether `GestureRecognizer` itself has it (every kind does).
        let isCommon: Bool
        let read: @Sendable (GestureRecognizer) -> PlaygroundLesson.Property.Value?
        let write: @Sendable (GestureRecognizer, PlaygroundLesson.Property.Value) -> Void

        /// Whether recognizers of class `c` have the property.
        func applies(_ c: GestureRecognizer.Type) -> Bool { owners.contains { $0(c) } }

        private init<T>(_ type: ValueType, _ bindings: [KeyPathBinding<T>], wrap: @escaping @Sendable (T) -> PlaygroundLesson.Property.Value,
                        unwrap: @escaping @Sendable (PlaygroundLesson.Property.Value) -> T?) {
            self.type = type
            owners = bindings.map(\.owner)
            isCommon = bindings.contains(where: \.isRoot)
            read = { r in bindings.lazy.compactMap { $0.read(r) }.first.map(wrap) }
            write = { r, value in
                guard let v = unwrap(value) else { return }
                for b in bindings { b.write(r, v) }
            }
        }

        /// The entry with UIKit's spelling of the property, when UIKit names it otherwise than the engine.
        func uikit(_ name: String) -> Entry {
            var e = self
            e.uikitName = name
            return e
        }

        static func count(_ range: ClosedRange<Int>, _ bindings: KeyPathBinding<Int>...) -> Entry {
            Entry(.count(range), bindings, wrap: { .count($0) }, unwrap: { if case .count(let n) = $0 { return n }; return nil })
        }
        static func measure(_ unit: Unit, _ range: ClosedRange<Double>, step: Double, roundedPerUnit: Double? = nil,
                            _ bindings: KeyPathBinding<Double>...) -> Entry {
            Entry(.measure(unit, range, step: step, roundedPerUnit: roundedPerUnit), bindings,
                  wrap: { .number($0) }, unwrap: { if case .number(let v) = $0 { return v }; return nil })
        }
        static func flag(_ bindings: KeyPathBinding<Bool>...) -> Entry {
            Entry(.flag, bindings, wrap: { .flag($0) }, unwrap: { if case .flag(let b) = $0 { return b }; return nil })
        }
        /// An option set: `words` name its members, in the order the engine's value reads back.
        static func options<R: GestureRecognizer, S: OptionSet & Sendable>(_ keyPath: ReferenceWritableKeyPath<R, S> & Sendable,
                                                                           _ words: [(String, S)], cycle: [String], allowsNone: Bool = false) -> Entry
        where S.Element == S {
            var e = named(keyPath, words, cycle: cycle, contains: { $0.contains($1) }, made: { S($0) })
            e.allowsNone = allowsNone
            return e
        }
        /// A set of an enumeration's cases (`allowedTouchTypes`): options as `options` gives, held as a `Set`.
        static func members<R: GestureRecognizer, E: Hashable & Sendable>(_ keyPath: ReferenceWritableKeyPath<R, Set<E>> & Sendable,
                                                                          _ words: [(String, E)], cycle: [String],
                                                                          uikitSwift: @escaping @Sendable ([String]) -> String) -> Entry {
            var e = named(keyPath, words, cycle: cycle, contains: { $0.contains($1) }, made: { Set($0) })
            e.uikitSwift = uikitSwift
            e.writesAll = true
            return e
        }
        /// A value of members `words` name (`options`, `members`): read as the words of those it `contains`,
        /// written as the value `made` of the members the words name.
        private static func named<R: GestureRecognizer, V, M: Sendable>(_ keyPath: ReferenceWritableKeyPath<R, V> & Sendable, _ words: [(String, M)],
                                                                         cycle: [String], contains: @escaping @Sendable (V, M) -> Bool,
                                                                         made: @escaping @Sendable ([M]) -> V) -> Entry {
            Entry(.options(words: words.map(\.0), cycle: cycle.map { $0.split(separator: ",").map(String.init) }), [KeyPathBinding.on(keyPath)],
                  wrap: { value in .options(words.filter { contains(value, $0.1) }.map(\.0)) },
                  unwrap: { value in
                      guard case .options(let given) = value else { return nil }
                      return made(given.compactMap { w in words.first { $0.0 == w }?.1 })
                  })
        }
    }
}
