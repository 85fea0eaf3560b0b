import Gestures

/// A playground's setup, as a lesson file holds it (docs/playground.md): pads (a pad may sit in another),
/// recognizers on them with their properties, and the relations between recognizers. Plain data: the
/// parser makes it, `text` writes it back, `PlaygroundCode` prints it as Swift. The kinds and the
/// properties are described once, in their tables (`Kind.entry`, `Property.entry`).
///
/// Invariants (the parser checks them; `problems` names any): names are unique words; a pad's parent is
/// declared before it; a recognizer's pad exists; a property belongs to the recognizer's kind, with a value
/// in range; a relation names two different recognizers that exist.
public struct PlaygroundLesson: Equatable, Sendable {
    public struct Pad: Equatable, Sendable {
        public var name: String
        /// In the parent's coordinates (the playground's area for a top-level pad), in points.
        public var frame: Rect
        public var parent: String?
    }

    public struct Recognizer: Equatable, Sendable {
        public var name: String
        public var kind: Kind
        public var pad: String
        /// Set properties, in the order the file gave them (a property given twice keeps its place, the
        /// last value).
        public var properties: [(Property, Property.Value)] = []

        public static func == (a: Recognizer, b: Recognizer) -> Bool {
            a.name == b.name && a.kind == b.kind && a.pad == b.pad
                && a.properties.map(\.0) == b.properties.map(\.0) && a.properties.map(\.1) == b.properties.map(\.1)
        }

        /// The value set for `p`, nil when left at the recognizer's default.
        public func value(of p: Property) -> Property.Value? { properties.last { $0.0 == p }?.1 }

        public mutating func set(_ p: Property, _ value: Property.Value) {
            if let i = properties.firstIndex(where: { $0.0 == p }) { properties[i].1 = value } else { properties.append((p, value)) }
        }
    }

    /// What UIKit lets a lesson say about two recognizers, or one.
    public enum Relation: Equatable, Sendable {
        /// `a.require(toFail: b)`.
        case requireToFail(String, String)
        /// The delegate answers yes to `shouldRecognizeSimultaneouslyWith` for the pair (either side).
        case simultaneous(String, String)
        /// `canPrevent(_:)` answers no: `a` blocks no other recognizer.
        case cannotPrevent(String)
        /// `canBePrevented(by:)` answers no: no other recognizer blocks `a`.
        case cannotBePrevented(String)
        /// The delegate's `gestureRecognizerShouldBegin` answers no for `a`.
        case shouldNotBegin(String)
        /// The delegate's `shouldReceive` answers no for `a`: it never sees a touch.
        case shouldNotReceive(String)

        public var names: [String] {
            switch self {
            case .requireToFail(let a, let b), .simultaneous(let a, let b): return [a, b]
            case .cannotPrevent(let a), .cannotBePrevented(let a), .shouldNotBegin(let a), .shouldNotReceive(let a): return [a]
            }
        }

        /// The relation of one recognizer as the answer it switches off, nil for a relation of two.
        public var answer: (Answer, String)? {
            switch self {
            case .requireToFail, .simultaneous: return nil
            case .cannotPrevent(let a): return (.canPrevent, a)
            case .cannotBePrevented(let a): return (.canBePrevented, a)
            case .shouldNotBegin(let a): return (.shouldBegin, a)
            case .shouldNotReceive(let a): return (.shouldReceive, a)
            }
        }
    }

    /// The four answers about one recognizer a lesson may switch off (`canPrevent A no`): the command's
    /// word, the inspector's switch, the card's line.
    public enum Answer: String, CaseIterable, Sendable {
        case canPrevent, canBePrevented, shouldBegin, shouldReceive

        /// The relation saying `name`'s answer is no.
        public func no(_ name: String) -> Relation {
            switch self {
            case .canPrevent: return .cannotPrevent(name)
            case .canBePrevented: return .cannotBePrevented(name)
            case .shouldBegin: return .shouldNotBegin(name)
            case .shouldReceive: return .shouldNotReceive(name)
            }
        }
        /// Whether the recognizer's class answers (an override), not the delegate: a final class cannot.
        public var isOverride: Bool { self == .canPrevent || self == .canBePrevented }
    }

    public var title: String?
    /// A student's answer: who made it (`student NAME`, asked on the first Save of an exercise), shown when
    /// it is graded (docs/playground.md, "Grading a class").
    public var student: String?
    /// A student's answer: the exercise it answers (`exercise NAME`, the exercise file's name without
    /// `.playground`), which `touchtracker test --checks-from FOLDER` grades it by.
    public var exercise: String?
    /// An exercise's task (`task TEXT` lines, in order): what the playground shows the student to do.
    public var task: [String] = []
    public var pads: [Pad] = []
    public var recognizers: [Recognizer] = []
    public var relations: [Relation] = []
    /// An exercise's checks (the lines after `checks`, a touch script whose points may name a pad): nil
    /// for a lesson without. Kept as written and saved with the lesson, so a student's saved answer carries
    /// them (`LessonChecks`).
    public var checks: LessonChecks?

    public init() {}

    /// Whether `name` can be an `exercise` line's: a file name's stem, no path, no space.
    public static func isExerciseName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    /// The exercise a lesson file at `path` is, by its name: `tap-or-double-tap.playground` and
    /// `tap-or-double-tap.solution.playground` are both `tap-or-double-tap`.
    public static func exerciseName(ofFile path: String) -> String? {
        var stem = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".playground", ".solution"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        return isExerciseName(stem) ? stem : nil
    }

    public func pad(_ name: String) -> Pad? { pads.first { $0.name == name } }
    public func recognizer(_ name: String) -> Recognizer? { recognizers.first { $0.name == name } }
    /// The pads directly in `parent` (nil: the top level), in file order.
    public func pads(in parent: String?) -> [Pad] { pads.filter { $0.parent == parent } }
    public func recognizers(on pad: String) -> [Recognizer] { recognizers.filter { $0.pad == pad } }

    /// Whether recognizer `name` has the delegate: a relation the delegate answers names it (recognizing
    /// together, `shouldBegin`, `shouldReceive`).
    public func asksDelegate(_ name: String) -> Bool {
        relations.contains { rel in
            switch rel {
            case .simultaneous, .shouldNotBegin, .shouldNotReceive: return rel.names.contains(name)
            case .requireToFail, .cannotPrevent, .cannotBePrevented: return false
            }
        }
    }

    /// Whether any recognizer has the delegate (the code then defines one).
    public var needsDelegate: Bool { recognizers.contains { asksDelegate($0.name) } }

    /// The pairs the delegate lets recognize together (`simultaneous`), in the lesson's order.
    var simultaneousPairs: [(String, String)] {
        relations.compactMap { rel in if case .simultaneous(let a, let b) = rel { return (a, b) }; return nil }
    }

    /// The recognizers whose `answer` the lesson switches off (`shouldBegin A no`), in the lesson's order.
    func names(answeringNo answer: Answer) -> [String] {
        relations.compactMap { rel in rel.answer.flatMap { $0.0 == answer ? $0.1 : nil } }
    }
}
