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
    /// touch's type and force (`down ID X Y pen F`: `.pencil`, F) and a pen's tilt and eraser (`pen`, from
    /// `tilt ALTITUDE AZIMUTH` and `eraser`; nil: none reported); later changes keep them.
    case scriptFinger(TouchInput.Kind, id: Int, at: Point?, type: TouchType = .direct, force: Double = 0, pen: PenSample? = nil)
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
    /// Text from the platform's text input, committed or being composed (`TypedText`): the app's
    /// `handleText` gets it in its place among the keys. No touch.
    case text(TypedText)
    /// Every touch of a finger or the mouse is cancelled (focus lost, window hidden, a touch device gone).
    case cancelAll(reason: String)

    // SDL 3 only (SDL 2 and sdl2-compat report none of these; sdl2-compat's pen is a finger above). The SDL 3
    // backend turns off SDL's copies of pen input as mouse and touch events (`SDL_HINT_PEN_MOUSE_EVENTS`,
    // `SDL_HINT_PEN_TOUCH_EVENTS` "0"), so a pen arrives once, as these.

    /// A finger's touch is cancelled alone (`SDL_EVENT_FINGER_CANCELED`): UIKit's `touchesCancelled` for it.
    case fingerCancel(device: Int64, finger: Int64)
    /// A pen touched the screen (`SDL_EVENT_PEN_DOWN`): `pen` is SDL's `SDL_PenID`, the location in window
    /// points; `sample` everything the pen reports now (the backend keeps each pen's latest axes from
    /// `SDL_EVENT_PEN_AXIS` and sends them whole with each event). It becomes a `.pencil` touch.
    case penDown(pen: UInt32, at: Point, sample: PenSample)
    /// The touching pen moved, or one of its axes changed (`SDL_EVENT_PEN_MOTION` or `SDL_EVENT_PEN_AXIS`
    /// while down; an axis change is a move to where it is).
    case penMove(pen: UInt32, to: Point, sample: PenSample)
    /// The pen lifted (`SDL_EVENT_PEN_UP`).
    case penUp(pen: UInt32, at: Point, sample: PenSample)
    /// The pen above the screen, not touching: moved or changed an axis (`SDL_EVENT_PEN_MOTION`,
    /// `SDL_EVENT_PEN_AXIS` while up, `SDL_EVENT_PEN_PROXIMITY_IN`: a hover of `.pencil`, its distance the
    /// hover's `zOffset`), or gone (`at` nil: `SDL_EVENT_PEN_PROXIMITY_OUT`, or it left the window).
    case penHover(pen: UInt32, at: Point?, sample: PenSample)
    /// A pen's side button went down or up (`SDL_EVENT_PEN_BUTTON_DOWN/UP`; `button` SDL's, from 1); `sample`
    /// is the state after the change (its `buttons` include a pressed one). It is a move of the pen's touch
    /// if the pen is down, else a hover.
    case penButton(pen: UInt32, button: Int, down: Bool, at: Point, sample: PenSample)
    /// A trackpad's pinch began (`SDL_EVENT_PINCH_BEGIN`), with the pointer at `at` (SDL's pinch carries no
    /// location: the backend gives the mouse's).
    case pinchBegin(at: Point)
    /// The pinch changed (`SDL_EVENT_PINCH_UPDATE`): `scale` is the distance between the fingers over that
    /// at the pinch's beginning (1: unchanged; above 1: apart, "zoom in"). On Linux SDL 3.4 passes this on
    /// from X11 (XInput 2.4's `XIGesturePinchEvent.scale`) and Wayland (`zwp_pointer_gesture_pinch_v1`'s
    /// scale), both relative to the beginning, whatever SDL's header says ("since the last update"; only its
    /// macOS and iOS backends send a per-update ratio): the backend passes SDL's value as it is.
    case pinchUpdate(at: Point, scale: Double)
    /// The pinch ended (`SDL_EVENT_PINCH_END`; Wayland's cancelled pinch too).
    case pinchEnd(at: Point)
}

extension RawInput {
    /// The same input with every point multiplied by `k` (window points to the app's points).
    func scaled(by k: Double) -> RawInput {
        func s(_ p: Point) -> Point { Point(p.x * k, p.y * k) }
        switch self {
        case let .fingerDown(d, f, p, force): return .fingerDown(device: d, finger: f, at: s(p), pressure: force)
        case let .fingerMove(d, f, p, force): return .fingerMove(device: d, finger: f, to: s(p), pressure: force)
        case let .fingerUp(d, f, p): return .fingerUp(device: d, finger: f, at: s(p))
        case let .scriptFinger(kind, id, p, type, force, pen): return .scriptFinger(kind, id: id, at: p.map(s), type: type, force: force, pen: pen)
        case let .mouseDown(p, button): return .mouseDown(at: s(p), button: button)
        case let .hover(p, type): return .hover(to: p.map(s), type: type)
        case let .mouseMove(p): return .mouseMove(to: s(p))
        case let .mouseDrag(p): return .mouseDrag(to: s(p))
        case let .mouseHover(p): return .mouseHover(to: s(p))
        case let .mouseUp(p, button): return .mouseUp(at: p.map(s), button: button)
        case let .penDown(pen, p, sample): return .penDown(pen: pen, at: s(p), sample: sample)
        case let .penMove(pen, p, sample): return .penMove(pen: pen, to: s(p), sample: sample)
        case let .penUp(pen, p, sample): return .penUp(pen: pen, at: s(p), sample: sample)
        case let .penHover(pen, p, sample): return .penHover(pen: pen, at: p.map(s), sample: sample)
        case let .penButton(pen, button, down, p, sample):
            return .penButton(pen: pen, button: button, down: down, at: s(p), sample: sample)
        case let .pinchBegin(p): return .pinchBegin(at: s(p))
        case let .pinchUpdate(p, scale): return .pinchUpdate(at: s(p), scale: scale)
        case let .pinchEnd(p): return .pinchEnd(at: s(p))
        default: return self
        }
    }
}

/// What the pointer does that is not a touch, as the engine takes it (`Window.send(hover:at:)`,
/// `Window.send(scroll:at:)`, `Window.send(trackpadPinch:at:)`).
public enum PointerInput: Equatable, Sendable {
    case hover(HoverInput)
    case scroll(ScrollInput)
    case trackpadPinch(TrackpadPinchInput)
}
