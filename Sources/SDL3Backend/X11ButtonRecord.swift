#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import CSDL3
import Synchronization

/// Keeps SDL's record of the mouse's left button true to the X server's (the SDL 2 backend's fix, on SDL
/// 3's hooks): when the window is unmapped mid-drag the release goes to another window, SDL's record still
/// holds the button, every hover after is a drag and the next real press is dropped as a repeat
/// (`WindowInputTests`). SDL 3 hands every X event to `SDL_SetX11EventHook` before handling it: a motion's
/// held buttons come from X's event (an event filter), and a press SDL is about to drop is queued in its
/// place. Under Wayland nothing changes.
enum X11ButtonRecord {
    /// The X server's left button, by its latest event for our window (nil before the first).
    private static let xLeftHeld = Mutex<Bool?>(nil)

    /// XEvent types and masks (X.h) and byte offsets in the 64-bit Xlib structures, as the SDL 2 backend's.
    private static let buttonPress: Int32 = 4, buttonRelease: Int32 = 5, motionNotify: Int32 = 6, enterNotify: Int32 = 7, leaveNotify: Int32 = 8
    private static let button1Mask: UInt32 = 1 << 8
    private static let stateOffset = 80, buttonOffset = 84, xOffset = 64, yOffset = 68, crossingStateOffset = 96

    /// Hooks X's events and filters SDL's (call after SDL_Init, before the first event is pumped).
    static func install() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        SDL_SetX11EventHook(hook, nil)
        SDL_SetEventFilter(filter, nil)
    }

    private static let hook: SDL_X11EventHook = { _, event in
        if let event { observe(UnsafeRawPointer(event)) }
        return true
    }

    private static let filter: SDL_EventFilter = { _, event in
        guard let event else { return true }
        if event.pointee.type == SDL_EVENT_MOUSE_MOTION.rawValue,
           event.pointee.motion.state & 1 != 0, xLeftHeld.withLock({ $0 }) == false {
            event.pointee.motion.state &= ~1   // SDL's record says held, the X server's last event released: a hover
        }
        return true
    }

    private static func observe(_ x: UnsafeRawPointer) {
        switch x.load(as: Int32.self) {
        case buttonPress where x.load(fromByteOffset: buttonOffset, as: UInt32.self) == 1:
            xLeftHeld.withLock { $0 = true }
            // SDL's record holds the button already: SDL will drop this press as a repeat. Queue it instead.
            if SDL_GetMouseState(nil, nil) & 1 != 0 {
                var press = SDL_Event()
                press.button.type = SDL_EVENT_MOUSE_BUTTON_DOWN
                press.button.windowID = SDL_GetMouseFocus().map { SDL_GetWindowID($0) } ?? 0
                press.button.button = UInt8(SDL_BUTTON_LEFT)
                press.button.down = true
                press.button.clicks = 1
                press.button.x = Float(x.load(fromByteOffset: xOffset, as: Int32.self))
                press.button.y = Float(x.load(fromByteOffset: yOffset, as: Int32.self))
                _ = SDL_PushEvent(&press)
            }
        case buttonRelease where x.load(fromByteOffset: buttonOffset, as: UInt32.self) == 1:
            xLeftHeld.withLock { $0 = false }
        case motionNotify:
            let held = x.load(fromByteOffset: stateOffset, as: UInt32.self) & button1Mask != 0
            xLeftHeld.withLock { $0 = held }
        case enterNotify, leaveNotify:
            let held = x.load(fromByteOffset: crossingStateOffset, as: UInt32.self) & button1Mask != 0
            xLeftHeld.withLock { $0 = held }
        default:
            break
        }
    }
}
#endif
