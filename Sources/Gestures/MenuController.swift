/// One entry of the edit menu: a title and the action it sends up the responder chain.
public struct MenuItem: Hashable, Sendable {
    public var title: String
    public var action: Action
    public init(title: String, action: Action) { self.title = title; self.action = action }
}

/// UIMenuController's model: items, a target rectangle, and visibility.
///
/// Invariant: the menu shows only the items the first responder (or a responder up its chain) can
/// perform, and is never visible with none of them.
public final class MenuController {
    public var items: [MenuItem] = []
    /// The rectangle the menu points at, in window coordinates.
    public private(set) var targetRect: Rect = .zero
    private var wantsVisible = false
    /// Called whenever visibility or the shown items change (the app logs `menu show ...`/`menu hide`).
    public var onChange: ((MenuController) -> Void)?

    public init() {}

    /// Sets the rectangle the menu points at, given in `node`'s coordinates.
    public func setTargetRect(_ rect: Rect, in node: Node) { targetRect = node.convert(rect, to: nil) }

    /// The items the first responder's chain can perform right now.
    public func performableItems(firstResponder: Node?) -> [MenuItem] {
        guard let fr = firstResponder else { return [] }
        return items.filter { fr.target(forAction: $0.action, withSender: nil) != nil }
    }

    public func isVisible(firstResponder: Node?) -> Bool {
        wantsVisible && !performableItems(firstResponder: firstResponder).isEmpty
    }

    public func setVisible(_ visible: Bool) {
        guard visible != wantsVisible else { return }
        wantsVisible = visible
        onChange?(self)
    }
    public var isRequestedVisible: Bool { wantsVisible }

    /// Performs `item` through the first responder's chain and hides the menu. False when nobody can.
    @discardableResult
    public func select(_ item: MenuItem, firstResponder: Node?) -> Bool {
        guard let target = firstResponder?.target(forAction: item.action, withSender: nil) else { return false }
        setVisible(false)
        target.perform(item.action, withSender: nil)
        return true
    }
}

extension Window {
    /// Whether the window's menu is on screen (requested, with at least one performable item).
    public var isMenuVisible: Bool { menuController.isVisible(firstResponder: firstResponder) }
    /// The items the menu shows now (empty when hidden).
    public var visibleMenuItems: [MenuItem] {
        isMenuVisible ? menuController.performableItems(firstResponder: firstResponder) : []
    }
}
