#if SDL3   // the SDL 3 layer: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import CSDL3

/// `X11ButtonRecord` on SDL 3's hooks: every X event reaches `SDL_SetX11EventHook` before SDL handles it;
/// an event filter corrects a motion's held buttons.
extension X11ButtonRecord {
    static func installHooks() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        SDL_SetX11EventHook(hook, nil)
        SDL_SetEventFilter(filter, nil)
    }

    private static let hook: SDL_X11EventHook = { _, event in
        if let event { observe(xEvent: UnsafeRawPointer(event)) }
        return true
    }

    private static let filter: SDL_EventFilter = { _, event in
        guard let event else { return true }
        if event.pointee.type == SDL_EVENT_MOUSE_MOTION.rawValue, isHover(buttons: event.pointee.motion.state) {
            event.pointee.motion.state &= ~1
        }
        return true
    }

    static func sdlHoldsLeftButton() -> Bool { SDL_GetMouseState(nil, nil) & 1 != 0 }

    static func queueLeftPress(x: Int32, y: Int32) {
        var press = SDL_Event()
        press.button.type = SDL_EVENT_MOUSE_BUTTON_DOWN
        press.button.windowID = SDL_GetMouseFocus().map { SDL_GetWindowID($0) } ?? 0
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.down = true
        press.button.clicks = 1
        press.button.x = Float(x)
        press.button.y = Float(y)
        _ = SDL_PushEvent(&press)
    }
}
#endif
