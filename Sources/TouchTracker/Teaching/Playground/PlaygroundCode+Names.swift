/// The names a lesson may give its pads and recognizers: each becomes a Swift identifier in the printed
/// code (a local of `installPlayground(on:)`, a stored property of a `UIView` subclass, a class
/// `NameRecognizer`, a method `nameChanged(_:)`), so the format refuses any name whose Swift would not
/// compile, and the printer writes names as they are.
extension PlaygroundCode {
    /// Swift's keywords, and the contextual ones that cannot name a property or local everywhere.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup", "private", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "throw", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
        "actor", "any", "async", "consume", "copy", "discard", "each", "isolated", "macro", "some",
    ]

    /// The names the printed code uses itself: its parameters and locals (`node`, `delegate`, the
    /// delegate methods' parameters, `print`, `fatalError`, the UIKit code's `stateName(_:)`), and in the
    /// UIKit flavour the members of the `UIView` subclass's ancestors (`UIView`, `UIResponder`, `NSObject`)
    /// a property would clash with.
    static let namesInUse: Set<String> = [
        "node", "delegate", "recognizer", "other", "pair", "touch", "installPlayground",
        "coder", "gestureRecognizer", "otherGestureRecognizer", "print", "fatalError", "addSubview", "addTarget", "stateName",
        // UIView
        "frame", "bounds", "center", "transform", "layer", "window", "superview", "subviews", "tag", "alpha", "backgroundColor",
        "gestureRecognizers", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch", "isHidden", "isOpaque",
        "clipsToBounds", "mask", "tintColor", "tintAdjustmentMode", "contentMode", "contentScaleFactor", "semanticContentAttribute",
        "traitCollection", "safeAreaInsets", "safeAreaLayoutGuide", "layoutMargins", "directionalLayoutMargins", "layoutMarginsGuide",
        "readableContentGuide", "constraints", "intrinsicContentSize", "interactions", "motionEffects", "autoresizingMask",
        "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "overrideUserInterfaceStyle", "restorationIdentifier", "alignmentRectInsets",
        "effectiveUserInterfaceLayoutDirection", "focusGroupIdentifier", "isFocused", "canBecomeFocused", "coordinateSpace",
        "removeFromSuperview", "layoutSubviews", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "draw", "sizeToFit",
        "sizeThatFits", "hitTest", "point", "convert", "insertSubview", "exchangeSubview", "bringSubviewToFront", "sendSubviewToBack",
        "isDescendant", "viewWithTag", "snapshotView", "drawHierarchy", "updateConstraints", "setNeedsUpdateConstraints",
        "addConstraint", "removeConstraint", "addConstraints", "removeConstraints", "addGestureRecognizer", "removeGestureRecognizer",
        "gestureRecognizerShouldBegin", "addInteraction", "removeInteraction", "didMoveToWindow", "didMoveToSuperview", "willMove",
        "didAddSubview", "willRemoveSubview", "tintColorDidChange", "traitCollectionDidChange", "systemLayoutSizeFitting", "animate",
        "transition", "performWithoutAnimation", "largeContentTitle", "largeContentImage", "showsLargeContentViewer", "focusItems",
        // UIResponder
        "next", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "becomeFirstResponder",
        "resignFirstResponder", "inputView", "inputAccessoryView", "inputViewController", "textInputMode", "textInputContextIdentifier",
        "undoManager", "keyCommands", "userActivity", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "touchesEstimatedPropertiesUpdated", "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled", "motionBegan",
        "motionEnded", "motionCancelled", "remoteControlReceived", "canPerformAction", "target", "buildMenu", "validate",
        "editingInteractionConfiguration", "reloadInputViews", "updateUserActivityState", "restoreUserActivityState",
        // NSObject
        "description", "debugDescription", "hash", "hashValue", "superclass", "classForCoder", "isProxy", "isEqual", "isKind",
        "isMember", "responds", "perform", "conforms", "copy", "mutableCopy", "value", "setValue", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "accessibilityFrame", "accessibilityTraits", "isAccessibilityElement",
        "accessibilityIdentifier", "awakeFromNib", "prepareForInterfaceBuilder", "observeValue", "addObserver", "removeObserver",
        "willChangeValue", "didChangeValue", "dictionaryWithValues", "setValuesForKeys", "forwardingTarget", "doesNotRecognizeSelector",
        "autoContentAccessingProxy", "classForKeyedArchiver", "replacementObject", "awakeAfter",
    ]

    /// The classes the printed code names, which a recognizer's subclass (`tap` → `TapRecognizer`) must not be.
    static let typesInUse: Set<String> =
        Set(PlaygroundLesson.Kind.allCases.flatMap { [$0.engineType, $0.uikitType] } + ["GestureRecognizer", "UIGestureRecognizer"])

    /// The class the printed code gives recognizer `name` when it overrides `canPrevent`/`canBePrevented`.
    static func subclassName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() + "Recognizer" }

    /// Why `name` cannot name a new pad (`isRecognizer` false) or recognizer of `lesson`: the Swift printed
    /// for it would not compile, in English (the lesson reader's error) and as drawn. Nil when it can.
    static func refusal(ofName name: String, isRecognizer: Bool, in lesson: PlaygroundLesson) -> PlaygroundLesson.EditRefusal? {
        if swiftKeywords.contains(name) {
            return .init { tr("'{name}' is a Swift keyword: the printed code could not name a pad or recognizer so", ["name": name]) }
        }
        if namesInUse.contains(name) { return .init { tr("'{name}' is a name the printed code uses itself (for the engine or UIKit)", ["name": name]) } }
        if isRecognizer && typesInUse.contains(subclassName(name)) {
            return .init { tr("'{name}' would name its class {class}, which the printed code uses", ["name": name, "class": subclassName(name)]) }
        }
        // The UIKit code gives each recognizer a method `NAMEChanged(_:)`.
        if lesson.recognizers.contains(where: { name == $0.name + "Changed" }) || (isRecognizer && (lesson.pad(name + "Changed") != nil || lesson.recognizer(name + "Changed") != nil)) {
            let method = name.hasSuffix("Changed") ? name : name + "Changed"
            return .init { tr("'{name}' would clash with the UIKit code's action method {method}(_:)", ["name": name, "method": method]) }
        }
        return nil
    }
}
