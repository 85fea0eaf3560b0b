import Gestures

/// Input as it arrives at the app, from SDL or from a touch script, before it becomes engine touches.
/// Both sources go through `InputTranslator`, so a script exercises the same path a person does.
public enum RawInput: Equatable, Sendable {
    /// A finger of a touch device; `device`/`finger` are SDL's ids, the location is in window points;
    /// `pressure` SDL's, 0 to 1 (0: the device reports none). The device's kind (`InputTranslator.deviceType`)
    /// makes its touches' `TouchType`: a pen on sdl2-compat is a finger of `SDL_PEN_TOUCHID`.
    case fingerDown(device: Int64, finger: Int64, at: Point, pressure: Double = 0)
    case fingerMove(device: Int64, finger: Int64, to: Point, pressure: Double = 0)
    case fingerUp(device: Int64, finger: Int64, at: Point)
    /// A finger chosen by a script: `id` becomes its touch id (and its name in the log). A `down` gives the
    /// touch's type and force (`down ID X Y pen F`: `.pencil`, F); later changes keep them.
    case scriptFinger(TouchInput.Kind, id: Int, at: Point?, type: TouchType = .direct, force: Double = 0)
    /// A mouse button went down: `.primary` (left), `.secondary` (right) or `.button(3)` (middle). While one
    /// is held, other buttons' presses and releases change nothing (one pointer touch at a time).
    case mouseDown(at: Point, button: ButtonMask = .primary)
    case mouseMove(to: Point)
    /// SDL's motion with the left button held. If no press was seen (SDL swallows a press when it missed
    /// the release before, say while the window was minimized), the touch starts here.
    case mouseDrag(to: Point)
    /// SDL's motion with no button held. A mouse touch still down lost its release: it ends here.
    case mouseHover(to: Point)
    /// A mouse button went up (`button` nil: whichever holds the touch); another button than the one
    /// holding the mouse's touch changes nothing.
    case mouseUp(at: Point?, button: ButtonMask? = nil)
    /// The mouse's touches are cancelled (a recorded `mouse cancel`: the window lost them mid-drag).
    case mouseCancel
    /// A pointer with nothing pressed moved (`.indirectPointer`: the mouse; `.pencil`: a pen above the
    /// screen, where the platform reports one), or left the window (`to` nil). Never a touch: what hover
    /// recognizers follow. The mouse's own hover is `mouseHover`, which also ends a touch whose release was lost.
    case hover(to: Point?, type: TouchType)
    /// A scroll at the pointer: `delta` in SDL's units (a wheel's notches; a trackpad's fractions of one),
    /// positive y away from the user and positive x to the right, as the platform reports them (its
    /// natural-scrolling choice applied); `precise`: a trackpad's continuous scroll.
    case scroll(delta: Vector, precise: Bool)
    case keyDown(KeyPress)
    case keyUp(KeyPress)
    /// Every touch of a finger or the mouse is cancelled (focus lost, window hidden, a touch device gone).
    case cancelAll(reason: String)
}

extension RawInput {
    /// The same input with every point multiplied by `k` (window points to the app's points).
    func scaled(by k: Double) -> RawInput {
        func s(_ p: Point) -> Point { Point(p.x * k, p.y * k) }
        switch self {
        case let .fingerDown(d, f, p, force): return .fingerDown(device: d, finger: f, at: s(p), pressure: force)
        case let .fingerMove(d, f, p, force): return .fingerMove(device: d, finger: f, to: s(p), pressure: force)
        case let .fingerUp(d, f, p): return .fingerUp(device: d, finger: f, at: s(p))
        case let .scriptFinger(kind, id, p, type, force): return .scriptFinger(kind, id: id, at: p.map(s), type: type, force: force)
        case let .mouseDown(p, button): return .mouseDown(at: s(p), button: button)
        case let .hover(p, type): return .hover(to: p.map(s), type: type)
        case let .mouseMove(p): return .mouseMove(to: s(p))
        case let .mouseDrag(p): return .mouseDrag(to: s(p))
        case let .mouseHover(p): return .mouseHover(to: s(p))
        case let .mouseUp(p, button): return .mouseUp(at: p.map(s), button: button)
        default: return self
        }
    }
}

/// What the pointer does that is not a touch, as the engine takes it (`Window.send(hover:at:)`,
/// `Window.send(scroll:at:)`).
public enum PointerInput: Equatable, Sendable {
    case hover(HoverInput)
    case scroll(ScrollInput)
}
