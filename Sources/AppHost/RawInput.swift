import Gestures

/// Input as it arrives at the app, from SDL or from a touch script, before it becomes engine touches.
/// Both sources go through `InputTranslator`, so a script exercises the same path a person does.
public enum RawInput: Equatable, Sendable {
    /// A finger of a touch device; `device`/`finger` are SDL's ids, the location is in window points.
    case fingerDown(device: Int64, finger: Int64, at: Point)
    case fingerMove(device: Int64, finger: Int64, to: Point)
    case fingerUp(device: Int64, finger: Int64, at: Point)
    /// A finger chosen by a script: `id` becomes its touch id (and its name in the log).
    case scriptFinger(TouchInput.Kind, id: Int, at: Point?)
    case mouseDown(at: Point)
    case mouseMove(to: Point)
    /// SDL's motion with the left button held. If no press was seen (SDL swallows a press when it missed
    /// the release before, say while the window was minimized), the touch starts here.
    case mouseDrag(to: Point)
    /// SDL's motion with no button held. A mouse touch still down lost its release: it ends here.
    case mouseHover(to: Point)
    case mouseUp(at: Point?)
    /// The mouse's touches are cancelled (a recorded `mouse cancel`: the window lost them mid-drag).
    case mouseCancel
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
        case let .fingerDown(d, f, p): return .fingerDown(device: d, finger: f, at: s(p))
        case let .fingerMove(d, f, p): return .fingerMove(device: d, finger: f, to: s(p))
        case let .fingerUp(d, f, p): return .fingerUp(device: d, finger: f, at: s(p))
        case let .scriptFinger(kind, id, p): return .scriptFinger(kind, id: id, at: p.map(s))
        case let .mouseDown(p): return .mouseDown(at: s(p))
        case let .mouseMove(p): return .mouseMove(to: s(p))
        case let .mouseDrag(p): return .mouseDrag(to: s(p))
        case let .mouseHover(p): return .mouseHover(to: s(p))
        case let .mouseUp(p): return .mouseUp(at: p.map(s))
        default: return self
        }
    }
}
