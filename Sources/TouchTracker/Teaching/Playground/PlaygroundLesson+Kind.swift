import Gestures
import GestureExamples

extension PlaygroundLesson {
    /// The recognizers the palette offers, in its order (each with its letter key). `entry` is the kinds'
    /// table: each kind described once (the engine's class, UIKit's, how the playground makes one; its
    /// words are the class's own, `GestureRecognizer.kindWords`, which the overlay reads too), and every
    /// consumer reads it; the properties a kind has follow from the property table's key paths.
    public enum Kind: String, CaseIterable, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, checkmark, hover

        public var entry: Entry {
            switch self {
            case .tap: return Entry(TapGestureRecognizer.self, key: "T") { PlaygroundTap(name: $0) }
            case .longPress: return Entry(LongPressGestureRecognizer.self, key: "L") { PlaygroundLongPress(name: $0) }
            case .pan: return Entry(PanGestureRecognizer.self, key: "P") { PlaygroundPan(name: $0) }
            case .swipe: return Entry(SwipeGestureRecognizer.self, key: "S") { PlaygroundSwipe(name: $0) }
            case .pinch: return Entry(PinchGestureRecognizer.self, key: "I") { PlaygroundPinch(name: $0) }
            case .rotation: return Entry(RotationGestureRecognizer.self, key: "R") { PlaygroundRotation(name: $0) }
            case .screenEdgePan: return Entry(ScreenEdgePanGestureRecognizer.self, key: "E") { PlaygroundEdgePan(name: $0) }
            // The book's custom subclass, final as the book writes it: the same name in UIKit, no prevention switches.
            case .checkmark: return Entry(CheckmarkGestureRecognizer.self, uikit: "CheckmarkGestureRecognizer", key: "C") { CheckmarkGestureRecognizer(name: $0) }
            // A hover takes no touch, so it blocks nothing and nothing blocks it: no prevention switches.
            case .hover: return Entry(HoverGestureRecognizer.self, key: "H") { HoverGestureRecognizer(name: $0) }
            }
        }

        /// One row of the kinds' table.
        public struct Entry: Sendable {
            /// The engine's class.
            public let engineClass: GestureRecognizer.Type
            /// UIKit's class ("UI" and the engine's, unless said).
            public let uikitType: String
            /// The kind in words (the palette's `+ long press`, messages): the class's own
            /// (`GestureRecognizer.kindWords`), which the overlay reads too.
            public var words: String { engineClass.kindWords ?? engineType }
            /// The engine's class name.
            var engineType: String { String(describing: engineClass) }
            /// The key that adds one in the playground (a letter: the digits are the mouse's fingers).
            public let paletteKey: String
            /// A new recognizer of the kind named `name`, as the playground installs it: able to switch
            /// `canPrevent`/`canBePrevented` off (`PreventionSwitches`) unless its class is final.
            let make: @Sendable (String) -> GestureRecognizer
            let isInstance: @Sendable (GestureRecognizer) -> Bool
            /// Whether a class is this kind's class or a subclass of it.
            let covers: @Sendable (GestureRecognizer.Type) -> Bool

            init<R: GestureRecognizer>(_ engineClass: R.Type, uikit: String? = nil, key: String, make: @escaping @Sendable (String) -> GestureRecognizer) {
                self.engineClass = engineClass
                uikitType = uikit ?? "UI" + String(describing: engineClass)
                paletteKey = key
                self.make = make
                isInstance = { $0 is R }
                covers = { $0 is R.Type }
            }
        }

        /// The engine's class name (UIKit's without "UI").
        public var engineType: String { entry.engineType }
        public var uikitType: String { entry.uikitType }
        /// The properties a lesson may set on this kind beyond the four every recognizer has, in the
        /// inspector's order.
        public var properties: [Property] { Property.allCases.filter { !$0.isCommon && $0.applies(to: self) } }
        /// Whether a lesson may switch its `canPrevent`/`canBePrevented` off (no for a final class).
        public var hasPreventionSwitches: Bool { entry.make("") is PreventionSwitches }

        /// A new recognizer of this kind named `name`, as the playground installs it.
        func make(name: String) -> GestureRecognizer { entry.make(name) }

        /// The kind of a live recognizer: the one whose class is the most derived of those `r` is (an edge
        /// pan is a pan too); nil when none.
        public init?(of r: GestureRecognizer) {
            let matching = Self.allCases.filter { $0.entry.isInstance(r) }
            guard let most = matching.first(where: { k in matching.allSatisfy { $0.entry.covers(k.entry.engineClass) } }) else { return nil }
            self = most
        }
    }
}

// One subclass per kind: Swift cannot subclass a generic parameter (`class Switchable<Base: GestureRecognizer>:
// Base`), and an override must be written in the class that makes it, so each kind's class is named once here
// with the two overrides forwarding to the rule (`PreventionSwitches`).
final class PlaygroundTap: TapGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundLongPress: LongPressGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundPan: PanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundSwipe: SwipeGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundPinch: PinchGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundRotation: RotationGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
final class PlaygroundEdgePan: ScreenEdgePanGestureRecognizer, PreventionSwitches {
    var mayPrevent = true, mayBePrevented = true
    override func canPrevent(_ o: GestureRecognizer) -> Bool { canPrevent(else: super.canPrevent(o)) }
    override func canBePrevented(by o: GestureRecognizer) -> Bool { canBePrevented(else: super.canBePrevented(by: o)) }
}
