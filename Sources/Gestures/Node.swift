/// A rectangle on screen that draws, is hit-tested and receives touches: UIKit's UIView and UIResponder.
///
/// Invariants: a node has at most one parent; `children` are drawn in order and hit-tested in reverse
/// (last child on top); the touch methods run only from the window's dispatcher, or by forwarding.
open class Node {
    /// Names the node in the event log (`touchesBegan draw 1`).
    @exclusivity(unchecked) public var name: String
    /// The node's rectangle in its parent's coordinates.
    @exclusivity(unchecked) public var frame: Rect
    /// A hidden node is not drawn and not hit-tested, nor are its children.
    @exclusivity(unchecked) public var isHidden = false
    /// When false, hit-testing skips the node and its children (default true).
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// When false (the default) the node receives only the first of several simultaneous touches.
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// The child nodes, drawn in this order (the last on top).
    @exclusivity(unchecked) public private(set) var children: [Node] = []
    /// Not retained; a node's deinit clears its children's link, so it never dangles.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var parent: Node?
    /// Set on the root node by the window that shows it; cleared by the window's deinit.
    @exclusivity(unchecked) unowned(unsafe) var hostWindow: Window?
    /// The recognizers attached to this node, in the order they were added.
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// A node named `name` (in the event log) at `frame` in its parent.
    public init(name: String, frame: Rect = .zero) {
        self.name = name
        self.frame = frame
    }

    deinit {
        for child in children { child.parent = nil }
        for r in gestureRecognizers { r.node = nil }
    }

    /// The node's own rectangle in its own coordinates (origin zero).
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The window showing this node's tree, if any.
    public var window: Window? {
        var n: Node = self
        while let p = n.parent { n = p }
        return n.hostWindow
    }

    // MARK: Tree

    /// Adds `child` on top of the other children (removing it from its old parent first).
    public func addChild(_ child: Node) {
        precondition(child !== self, "a node cannot be its own child")
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Inserts `child` at `index` in the drawing order (clamped to the valid range).
    public func insertChild(_ child: Node, at index: Int) {
        precondition(child !== self, "a node cannot be its own child")
        child.removeFromParent()
        children.insert(child, at: Swift.min(Swift.max(0, index), children.count))
        child.parent = self
    }

    /// Takes the node out of its parent's children.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    public func isDescendant(of ancestor: Node) -> Bool {
        var n: Node? = self
        while let cur = n { if cur === ancestor { return true }; n = cur.parent }
        return false
    }

    // MARK: Geometry

    /// This node's origin in window coordinates.
    public var originInWindow: Point {
        var x = frame.origin.x, y = frame.origin.y
        var n = parent
        while let cur = n { x += cur.frame.origin.x; y += cur.frame.origin.y; n = cur.parent }
        return Point(x: x, y: y)
    }
    /// A window point in this node's coordinates.
    public func convert(fromWindow p: Point) -> Point { p - (originInWindow - .zero) }
    /// A point of this node's in window coordinates.
    public func convert(toWindow p: Point) -> Point { p + (originInWindow - .zero) }
    /// Converts a point in this node's coordinates into `other`'s (window coordinates when nil).
    public func convert(_ p: Point, to other: Node?) -> Point {
        let w = convert(toWindow: p)
        return other?.convert(fromWindow: w) ?? w
    }
    /// A rectangle of this node's in `other`'s coordinates (window coordinates when nil).
    public func convert(_ r: Rect, to other: Node?) -> Rect { Rect(origin: convert(r.origin, to: other), size: r.size) }
    /// The node's rectangle in window coordinates.
    public var frameInWindow: Rect { Rect(origin: originInWindow, size: frame.size) }

    // MARK: Hit-testing

    /// Whether `p` (in this node's coordinates) is inside the node; hit-testing asks this.
    open func point(inside p: Point) -> Bool { bounds.contains(p) }

    /// The deepest visible, interaction-enabled node whose bounds contain `p` (in this node's coordinates),
    /// topmost child first; nil when none.
    open func hitTest(_ p: Point) -> Node? {
        guard !isHidden, isUserInteractionEnabled, point(inside: p) else { return nil }
        for child in children.reversed() {
            let local = Point(x: p.x - child.frame.origin.x, y: p.y - child.frame.origin.y)
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Recognizers

    /// Attaches `r` to this node (detaching it from any other node first).
    public func addGestureRecognizer(_ r: GestureRecognizer) {
        if let old = r.node, old !== self { old.removeGestureRecognizer(r) }
        guard !gestureRecognizers.contains(where: { $0 === r }) else { return }
        gestureRecognizers.append(r)
        r.node = self
    }

    /// Detaches `r`, ending its part in any gesture in progress.
    public func removeGestureRecognizer(_ r: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === r }) else { return }
        r.detachFromGesture()
        gestureRecognizers.removeAll { $0 === r }
        r.node = nil
    }

    /// Asked before a recognizer leaves `possible` when the recognizer is attached to this node or
    /// tracks a touch that went down on it. Returning false makes the recognizer fail.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Responder

    /// The next responder: the parent.
    open var next: Node? { parent }
    /// Whether the node can become first responder (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the node is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }
    /// Makes the node first responder if it can and is in a window; returns whether it did.

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let w = window else { return false }
        w.firstResponder = self
        return true
    }
    /// Stops being first responder; returns true.

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let w = window, w.firstResponder === self { w.firstResponder = nil }
        return true
    }

    /// Whether this responder performs `action`. Default false, so the question goes up the chain.
    open func canPerformAction(_ action: Action, withSender sender: AnyObject?) -> Bool { false }
    /// Performs an action this responder said it can perform.
    open func perform(_ action: Action, withSender sender: AnyObject?) {}

    /// The first responder from this one up the chain that can perform `action`.
    public func target(forAction action: Action, withSender sender: AnyObject?) -> Node? {
        var n: Node? = self
        while let cur = n {
            if cur.canPerformAction(action, withSender: sender) { return cur }
            n = cur.next
        }
        return nil
    }

    // MARK: Touches (defaults forward to the next responder)

    /// Touches went down on this node. The default forwards to the next responder.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) { next?.touchesBegan(touches, with: event) }
    /// Touches of this node moved. The default forwards to the next responder.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) { next?.touchesMoved(touches, with: event) }
    /// Touches of this node lifted. The default forwards to the next responder.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) { next?.touchesEnded(touches, with: event) }
    /// Touches of this node were cancelled (by a recognizer or the system). The default forwards to the next responder.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { next?.touchesCancelled(touches, with: event) }

    // MARK: Drawing

    /// Draws the node's own content in its own coordinates (the canvas is translated for it).
    open func draw(in canvas: Canvas) {}

    /// Draws this node, then its visible children, each translated to its place.
    public func drawTree(in canvas: Canvas) {
        guard !isHidden else { return }
        let saved = canvas.translation
        canvas.translation = saved + Vector(dx: frame.origin.x, dy: frame.origin.y)
        draw(in: canvas)
        for child in children { child.drawTree(in: canvas) }
        canvas.translation = saved
    }
}
