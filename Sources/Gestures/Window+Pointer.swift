/// The pointer's input that is not a touch: hovering (`HoverGestureRecognizer`) and scrolling
/// (`PanGestureRecognizer.allowedScrollTypesMask`).
extension Window {
    /// The pointer moved over the window with nothing pressed, or left it. Hover recognizers of the nodes
    /// under it begin, change and end; no touch is made and no node's touch methods run.
    public func send(hover: HoverInput, at time: Seconds) {
        advanceTime(to: Swift.max(time, clock.now))
        hoveringPointer = hover.kind == .exit ? nil : hover
    }

    /// A scroll at the pointer's location: the scroll-driven pans of the node under it (and its ancestors)
    /// whose `allowedScrollTypesMask` accepts its type begin or change; each ends `scrollEndDelay` after
    /// the last scroll.
    public func send(scroll: ScrollInput, at time: Seconds) {
        advanceTime(to: Swift.max(time, clock.now))
    }
}
