import CSDL2
import Gestures

/// Pushes SDL events into SDL's own queue and drains it through the converter: the path real input takes,
/// for tests and demos. SDL's queue is global: callers serialize their use of it.
public enum SyntheticEvents {
    /// Starts SDL's event subsystem (no video needed).
    public static func start() throws {
        if SDL_WasInit(SDL_INIT_EVENTS) == 0 && SDL_InitSubSystem(SDL_INIT_EVENTS) != 0 { throw PlatformError.sdl("starting SDL events") }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    public enum Kind { case down, motion, up }

    /// A finger event with normalised coordinates, as a touchscreen sends it.
    public static func finger(_ kind: Kind, device: Int64, finger: Int64, x: Float, y: Float) {
        var e = SDL_Event()
        e.type = kind == .down ? SDL_FINGERDOWN.rawValue : kind == .motion ? SDL_FINGERMOTION.rawValue : SDL_FINGERUP.rawValue
        e.tfinger.touchId = device
        e.tfinger.fingerId = finger
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.pressure = 1
        SDL_PushEvent(&e)
    }

    /// A left-button or motion event of the mouse; `fromTouch` marks SDL's touch-synthesised copies;
    /// `leftHeld` is the button state a motion carries (as SDL reports it).
    public static func mouse(_ kind: Kind, x: Int32, y: Int32, fromTouch: Bool = false, leftHeld: Bool = true) {
        var e = SDL_Event()
        let which = fromTouch ? SDLEventConverter.touchMouseID : 0
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
        SDL_PushEvent(&e)
    }

    public static func focusLost() {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        SDL_PushEvent(&e)
    }

    public static func key(_ name: String, down: Bool) {
        var e = SDL_Event()
        e.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        e.key.keysym.sym = SDL_GetKeyFromName(name)
        SDL_PushEvent(&e)
    }

    /// Everything queued, converted as the frame loop converts it.
    public static func drain(windowSize: Size) -> [SDLEventConverter.Converted] {
        var out: [SDLEventConverter.Converted] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            let c = SDLEventConverter.convert(e, windowSize: windowSize)
            if c != .none { out.append(c) }
        }
        return out
    }
}
