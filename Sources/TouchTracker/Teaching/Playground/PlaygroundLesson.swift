import Gestures

/// A playground's setup, as a lesson file holds it (docs/playground.md): pads (a pad may sit in another),
/// recognizers on them with their properties, and the relations between recognizers. Plain data: the
/// parser makes it, `text` writes it back, `PlaygroundCode` prints it as Swift.
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

    /// The recognizers the palette offers.
    public enum Kind: String, CaseIterable, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, checkmark

        /// The engine's class, and UIKit's.
        public var engineType: String {
            switch self {
            case .tap: return "TapGestureRecognizer"
            case .longPress: return "LongPressGestureRecognizer"
            case .pan: return "PanGestureRecognizer"
            case .swipe: return "SwipeGestureRecognizer"
            case .pinch: return "PinchGestureRecognizer"
            case .rotation: return "RotationGestureRecognizer"
            case .screenEdgePan: return "ScreenEdgePanGestureRecognizer"
            case .checkmark: return "CheckmarkGestureRecognizer"
            }
        }
        public var uikitType: String {
            switch self {
            case .checkmark: return "CheckmarkGestureRecognizer"   // the book's custom subclass
            default: return "UI" + engineType
            }
        }

        /// The properties a lesson may set on this kind, beyond the four every recognizer has.
        public var properties: [Property] {
            switch self {
            case .tap: return [.numberOfTapsRequired, .numberOfTouchesRequired]
            case .longPress: return [.minimumPressDuration, .allowableMovement, .numberOfTapsRequired, .numberOfTouchesRequired]
            case .pan: return [.minimumNumberOfTouches, .maximumNumberOfTouches]
            case .screenEdgePan: return [.minimumNumberOfTouches, .maximumNumberOfTouches, .edges]
            case .swipe: return [.direction, .numberOfTouchesRequired]
            case .pinch, .rotation, .checkmark: return []
            }
        }
    }

    /// Every property the inspector edits, with its unit and range.
    public enum Property: String, CaseIterable, Sendable {
        case numberOfTapsRequired, numberOfTouchesRequired, minimumPressDuration, allowableMovement
        case minimumNumberOfTouches, maximumNumberOfTouches, direction, edges
        case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled

        /// The four every recognizer has.
        public static let common: [Property] = [.cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled]

        public enum Value: Equatable, Sendable {
            case count(Int), seconds(Seconds), points(Points), flag(Bool), directions([String])
        }

        /// The value `text` gives this property, or why not.
        public func value(_ text: String) -> Result<Value, PropertyError> {
            switch self {
            case .numberOfTapsRequired, .numberOfTouchesRequired, .minimumNumberOfTouches, .maximumNumberOfTouches:
                let low = self == .numberOfTapsRequired ? 0 : 1
                guard let n = Int(text), (low...10).contains(n) else { return .failure(PropertyError("\(rawValue) is a whole number from \(low) to 10, got '\(text)'")) }
                return .success(.count(n))
            case .minimumPressDuration:
                guard let s = Double(text), s.isFinite, s >= 0, s <= 10 else { return .failure(PropertyError("minimumPressDuration is seconds from 0 to 10, got '\(text)'")) }
                return .success(.seconds(s))
            case .allowableMovement:
                guard let p = Double(text), p.isFinite, p >= 0, p <= 1000 else { return .failure(PropertyError("allowableMovement is points from 0 to 1000, got '\(text)'")) }
                return .success(.points(p))
            case .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled:
                guard text == "yes" || text == "no" else { return .failure(PropertyError("\(rawValue) is yes or no, got '\(text)'")) }
                return .success(.flag(text == "yes"))
            case .direction, .edges:
                let allowed = self == .direction ? ["right", "left", "up", "down"] : ["left", "right", "top", "bottom"]
                let words = text.split(separator: ",").map(String.init)
                guard !words.isEmpty, words.allSatisfy(allowed.contains), Set(words).count == words.count else {
                    return .failure(PropertyError("\(rawValue) is one or more of \(allowed.joined(separator: ", ")) joined by commas, got '\(text)'"))
                }
                return .success(.directions(words))
            }
        }
    }

    public struct PropertyError: Error, Equatable, Sendable {
        public let message: String
        init(_ m: String) { message = m }
    }

    public struct Recognizer: Equatable, Sendable {
        public var name: String
        public var kind: Kind
        public var pad: String
        /// Set properties, in the order the file gave them (a property given twice keeps its place, the
        /// last value).
        public var properties: [(Property, String)] = []

        public static func == (a: Recognizer, b: Recognizer) -> Bool {
            a.name == b.name && a.kind == b.kind && a.pad == b.pad
                && a.properties.map(\.0) == b.properties.map(\.0) && a.properties.map(\.1) == b.properties.map(\.1)
        }

        /// The value set for `p`, nil when left at the recognizer's default.
        public func value(of p: Property) -> String? { properties.last { $0.0 == p }?.1 }

        public mutating func set(_ p: Property, _ text: String) {
            if let i = properties.firstIndex(where: { $0.0 == p }) { properties[i].1 = text } else { properties.append((p, text)) }
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
    }

    public var title: String?
    public var pads: [Pad] = []
    public var recognizers: [Recognizer] = []
    public var relations: [Relation] = []

    public init() {}

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
}
