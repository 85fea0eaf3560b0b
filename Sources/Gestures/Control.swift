/// A node that acts on taps itself (a button, a menu item, a color swatch). Controls win over their
/// ancestors' single-tap recognizers: such a recognizer fails when a touch on the control would fire it.
open class Control: Node {
    /// True while a touch that went down on the control is inside it.
    @exclusivity(unchecked) public var isHighlighted = false
    /// Runs when a touch that went down on the control lifts inside it.
    @exclusivity(unchecked) public var onTap: ((Control) -> Void)?

    /// Refuses the single-tap recognizers of its ancestors, so a tap on the control never fires them.

    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let node = recognizer.node, node !== self, isDescendant(of: node), recognizer.isSingleTapRecognizer {
            return false
        }
        return true
    }

    /// Highlights the control.

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { isHighlighted = true }
    /// Highlighted while every touch is inside.
    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        isHighlighted = touches.allSatisfy { bounds.contains($0.location(in: self)) }
    }
    /// Sends the tap when a touch lifts inside.
    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        isHighlighted = false
        if touches.contains(where: { bounds.contains($0.location(in: self)) }) { sendTap() }
    }
    /// Removes the highlight; no tap.
    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { isHighlighted = false }

    /// Fires the control's action (also used by keyboard activation).
    open func sendTap() { onTap?(self) }
}
