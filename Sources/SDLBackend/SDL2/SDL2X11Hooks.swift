#if !SDL3   // the SDL 2 layer: built by default (the package's SDL2 trait)
import CSDL2

/// `X11ButtonRecord` on SDL 2's hooks: X's events arrive as `SDL_SYSWMEVENT` in an event filter (so they
/// are never queued), the same filter corrects a motion's held buttons.
extension X11ButtonRecord {
    /// Where SDL_SysWMmsg keeps its subsystem and its XEvent, and SDL_SYSWM_X11.
    private static let subsystemOffset = 4, eventOffset = 8, subsystemX11: Int32 = 2

    static func installHooks() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
        SDL_SetEventFilter(filter, nil)
    }

    /// Called by SDL as each event is pushed (X's before SDL's own events made from it), on the thread that
    /// pushes it: X events on the main thread's pump, the app's waker from its own.
    private static let filter: SDL_EventFilter = { _, event in
        guard let event else { return 1 }
        switch event.pointee.type {
        case SDL_SYSWMEVENT.rawValue:
            if let message = event.pointee.syswm.msg, UnsafeRawPointer(message).load(fromByteOffset: subsystemOffset, as: Int32.self) == subsystemX11 {
                observe(xEvent: UnsafeRawPointer(message) + eventOffset)
            }
            return 0   // read here; never queued
        case SDL_MOUSEMOTION.rawValue:
            if isHover(buttons: event.pointee.motion.state) { event.pointee.motion.state &= ~1 }
            return 1
        default:
            return 1
        }
    }

    static func sdlHoldsLeftButton() -> Bool { SDL_GetMouseState(nil, nil) & 1 != 0 }

    static func queueLeftPress(x: Int32, y: Int32) {
        var press = SDL_Event()
        press.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.windowID = SDL_GetMouseFocus().map { SDL_GetWindowID($0) } ?? 0
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.state = UInt8(SDL_PRESSED)
        press.button.clicks = 1
        press.button.x = x
        press.button.y = y
        _ = SDL_PushEvent(&press)
    }
}
#endif
