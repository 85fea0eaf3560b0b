/// One entry of the edit menu: a title and the action it sends up the responder chain.
public struct MenuItem: Hashable, Sendable {
    /// The text shown.
    public var title: String
    /// The action sent up the responder chain when chosen.
    public var action: Action
    /// An item titled `title` sending `action`.
    public init(title: String, action: Action) { self.title = title; self.action = action }
}

/// UIMenuController's model: items, a target rectangle, and visibility.
///
/// Invariant: the menu shows only the items the first responder (or a responder up its chain) can
/// perform, and is never visible with none of them.
public final class MenuController {
    /// Every item the menu may show; it shows the performable ones.
    @exclusivity(unchecked) public var items: [MenuItem] = []
    /// The rectangle the menu points at, in window coordinates.
    @exclusivity(unchecked) public private(set) var targetRect: Rect = .zero
    @exclusivity(unchecked) private var wantsVisible = false
    /// Called whenever visibility or the shown items change (the app logs `menu show ...`/`menu hide`).
    @exclusivity(unchecked) public var onChange: ((MenuController) -> Void)?

    /// An empty, hidden menu.
    public init() {}

    /// Sets the rectangle the menu points at, given in `node`'s coordinates.
    public func setTargetRect(_ rect: Rect, in node: Node) { targetRect = node.convert(rect, to: nil) }

    /// The items the first responder's chain can perform right now.
    public func performableItems(firstResponder: Node?) -> [MenuItem] {
        guard let fr = firstResponder else { return [] }
        return items.filter { fr.target(forAction: $0.action, withSender: nil) != nil }
    }

    /// Whether the menu is on screen: requested, and with at least one performable item.
    public func isVisible(firstResponder: Node?) -> Bool {
        wantsVisible && !performableItems(firstResponder: firstResponder).isEmpty
    }

    /// Requests the menu on or off screen (`onChange` runs when that changes).
    public func setVisible(_ visible: Bool) {
        guard visible != wantsVisible else { return }
        wantsVisible = visible
        onChange?(self)
    }
    /// Whether the menu was asked to show (it shows only with performable items).
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
