#if !SDL3   // the SDL 2 layer: built by default (the package's SDL2 trait)
import AppHost
import CSDL2
import Gestures

/// SDL events made by hand: pushed into SDL's own queue and drained through the converter (the path real
/// input takes), or converted directly (no global queue, for tests that run in parallel).
/// SDL's queue is global: callers of `push` and `drain` serialize their use of it.
public enum SDL2SyntheticEvents {
    /// Starts SDL's event subsystem (no video needed).
    public static func start() throws {
        if SDL_WasInit(SDL_INIT_EVENTS) == 0 && SDL_InitSubSystem(SDL_INIT_EVENTS) != 0 { throw PlatformError.sdl("starting SDL events") }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    public enum Kind: Sendable { case down, motion, up }

    /// One SDL event, described in Swift.
    public enum Spec: Sendable {
        /// A finger with normalised coordinates (they may lie outside 0...1, or be NaN, as odd drivers send).
        case finger(Kind, device: Int64, finger: Int64, x: Float, y: Float, windowID: UInt32 = 0, pressure: Float = 1)
        /// A wheel's or trackpad's scroll (`SDL_MOUSEWHEEL`): SDL's whole `x`, `y` and its precise amounts;
        /// `flipped` is `SDL_MOUSEWHEEL_FLIPPED` (the platform applied natural scrolling).
        case wheel(x: Int32, y: Int32, preciseX: Float, preciseY: Float, flipped: Bool = false)
        /// The left button or motion; `fromTouch` marks SDL's touch-synthesised copies; `leftHeld` is a
        /// motion's button state.
        case mouse(Kind, x: Int32, y: Int32, fromTouch: Bool, leftHeld: Bool)
        /// The mouse events SDL 3 makes of a pen (`SDL_PEN_MOUSEID`), as sdl2-compat passes them on.
        case penMouse(Kind, x: Int32, y: Int32, leftHeld: Bool)
        /// The mouse's motion with SDL's button state (`SDL_BUTTON_LMASK` 1, `MMASK` 2, `RMASK` 4).
        case mouseMotion(x: Int32, y: Int32, state: UInt32)
        /// Another mouse button (not the left one), pressed or released.
        case otherButton(UInt8, down: Bool, x: Int32, y: Int32)
        case key(String, down: Bool, repeated: Bool, ctrl: Bool = false, shift: Bool = false)
        /// Text committed (`SDL_TEXTINPUT`): at most 31 bytes of UTF-8, cut after a whole scalar as SDL's
        /// `SDL_utf8strlcpy` cuts it (SDL sends a longer commit as several such events, the next one starting
        /// where this one stopped, even inside a grapheme).
        case textInput(String, windowID: UInt32 = 0)
        /// An input method's composition (`SDL_TEXTEDITING`: at most 31 bytes, cut as above), its cursor and
        /// selected length.
        case textEditing(String, start: Int32, length: Int32, windowID: UInt32 = 0)
        /// A composition of any length (`SDL_TEXTEDITING_EXT`), its text SDL's allocation as SDL makes it.
        case textEditingExt(String, start: Int32, length: Int32)
        case window(WindowChange)
        /// The pointer left the window (`SDL_WINDOWEVENT_LEAVE`).
        case leave
        case quit
        /// Any other event type (joystick, drop, user events...), which the app ignores.
        case other(UInt32)
    }

    /// What happened to the window.
    public enum WindowChange: CaseIterable, Sendable {
        case focusLost, focusGained, hidden, shown, minimized, restored, resized, exposed
        var sdl: SDL_WindowEventID {
            switch self {
            case .focusLost: return SDL_WINDOWEVENT_FOCUS_LOST
            case .focusGained: return SDL_WINDOWEVENT_FOCUS_GAINED
            case .hidden: return SDL_WINDOWEVENT_HIDDEN
            case .shown: return SDL_WINDOWEVENT_SHOWN
            case .minimized: return SDL_WINDOWEVENT_MINIMIZED
            case .restored: return SDL_WINDOWEVENT_RESTORED
            case .resized: return SDL_WINDOWEVENT_RESIZED
            case .exposed: return SDL_WINDOWEVENT_EXPOSED
            }
        }
    }

    static func make(_ spec: Spec) -> SDL_Event {
        var e = SDL_Event()
        switch spec {
        case let .finger(kind, device, finger, x, y, windowID, pressure):
            e.tfinger.windowID = windowID
            e.type = kind == .down ? SDL_FINGERDOWN.rawValue : kind == .motion ? SDL_FINGERMOTION.rawValue : SDL_FINGERUP.rawValue
            e.tfinger.touchId = device
            e.tfinger.fingerId = finger
            e.tfinger.x = x
            e.tfinger.y = y
            e.tfinger.pressure = pressure
        case let .wheel(x, y, preciseX, preciseY, flipped):
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.x = x
            e.wheel.y = y
            e.wheel.preciseX = preciseX
            e.wheel.preciseY = preciseY
            e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        case let .mouse(kind, x, y, fromTouch, leftHeld):
            e = mouse(kind, x: x, y: y, which: fromTouch ? SDLEventConverter.touchMouseID : 0, leftHeld: leftHeld)
        case let .penMouse(kind, x, y, leftHeld):
            e = mouse(kind, x: x, y: y, which: SDLEventConverter.penMouseID, leftHeld: leftHeld)
        case let .mouseMotion(x, y, state):
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = x
            e.motion.y = y
            e.motion.state = state
        case let .otherButton(button, down, x, y):
            e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            e.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
            e.button.button = button
            e.button.x = x
            e.button.y = y
        case let .key(name, down, repeated, ctrl, shift):
            e.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
            e.key.keysym.sym = SDL_GetKeyFromName(name)
            e.key.repeat = repeated ? 1 : 0
            e.key.keysym.mod = UInt16((ctrl ? KMOD_LCTRL.rawValue : 0) | (shift ? KMOD_LSHIFT.rawValue : 0))
        case let .textInput(text, windowID):
            e.type = SDL_TEXTINPUT.rawValue
            e.text.windowID = windowID
            fill(&e.text.text, with: text)
        case let .textEditing(text, start, length, windowID):
            e.type = SDL_TEXTEDITING.rawValue
            e.edit.windowID = windowID
            fill(&e.edit.text, with: text)
            e.edit.start = start
            e.edit.length = length
        case let .textEditingExt(text, start, length):
            e.type = SDL_TEXTEDITING_EXT.rawValue
            e.editExt.text = SDL_strdup(text)
            e.editExt.start = start
            e.editExt.length = length
        case .leave:
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        case let .window(id):
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(id.sdl.rawValue)
        case .quit:
            e.type = SDL_QUIT.rawValue
        case let .other(type):
            e.type = type
        }
        return e
    }

    /// Puts `text`'s UTF-8 in one of SDL 2's fixed text fields, NUL-terminated: the whole scalars that fit.
    private static func fill<T>(_ field: inout T, with text: String) {
        withUnsafeMutableBytes(of: &field) { bytes in
            bytes.initializeMemory(as: UInt8.self, repeating: 0)
            var i = 0
            for scalar in text.unicodeScalars {
                let utf8 = Array(String(scalar).utf8)
                guard i + utf8.count < bytes.count else { break }
                for b in utf8 { bytes[i] = b; i += 1 }
            }
        }
    }

    /// A left-button or motion event of mouse `which`.
    private static func mouse(_ kind: Kind, x: Int32, y: Int32, which: UInt32, leftHeld: Bool) -> SDL_Event {
        var e = SDL_Event()
        if kind == .motion {
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.which = which
            e.motion.x = x
            e.motion.y = y
            e.motion.state = leftHeld ? 1 : 0
        } else {
            e.type = kind == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            e.button.which = which
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.x = x
            e.button.y = y
        }
        return e
    }

    /// Puts the event in SDL's queue.
    public static func push(_ spec: Spec) {
        var e = make(spec)
        SDL_PushEvent(&e)
    }

    /// Converts the event as the frame loop would, without SDL's queue.
    public static func convert(_ spec: Spec, windowSize: Size) -> SDLEventConverter.Converted {
        let e = make(spec)
        defer { SDLAPI.release(e) }
        return SDLEventConverter.convert(e, windowSize: windowSize)
    }

    /// A finger event with normalised coordinates, as a touchscreen sends it.
    public static func finger(_ kind: Kind, device: Int64, finger: Int64, x: Float, y: Float, windowID: UInt32 = 0) {
        push(.finger(kind, device: device, finger: finger, x: x, y: y, windowID: windowID))
    }

    /// A left-button or motion event of the mouse; `fromTouch` marks SDL's touch-synthesised copies;
    /// `leftHeld` is the button state a motion carries (as SDL reports it).
    public static func mouse(_ kind: Kind, x: Int32, y: Int32, fromTouch: Bool = false, leftHeld: Bool = true) {
        push(.mouse(kind, x: x, y: y, fromTouch: fromTouch, leftHeld: leftHeld))
    }

    public static func focusLost() { push(.window(.focusLost)) }

    public static func key(_ name: String, down: Bool) { push(.key(name, down: down, repeated: false)) }

    /// Everything queued, converted as the frame loop converts it, each with its stamp on `clock()` (SDL 2's
    /// millisecond stamps, unwrapped, in nanoseconds).
    public static func drainStamped(windowSize: Size, windowID: UInt32? = nil) -> [(SDLEventConverter.Converted, stamp: UInt64)] {
        var out: [(SDLEventConverter.Converted, stamp: UInt64)] = []
        EventDrain.drain { e in
            let c = SDLEventConverter.convert(e, windowSize: windowSize, windowID: windowID)
            if c != .none { out.append((c, SDLAPI.stamp(of: e))) }
            SDLAPI.release(e)
        }
        return out
    }

    /// Everything queued, converted as the frame loop converts it.
    public static func drain(windowSize: Size, windowID: UInt32? = nil) -> [SDLEventConverter.Converted] {
        drainStamped(windowSize: windowSize, windowID: windowID).map(\.0)
    }

    /// SDL's event clock now, in nanoseconds (SDL 2's milliseconds).
    public static func clock() -> UInt64 { SDLAPI.eventClock() }
}
#endif
