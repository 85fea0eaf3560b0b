import CSDL2
import Synchronization

/// Keeps SDL's record of the mouse's left button true to the X server's.
///
/// SDL 2 keeps its own record of the held buttons and stamps every motion with it. When the window is
/// unmapped mid-drag, the release goes to another window: SDL's record still holds the button, so every
/// hover after the window comes back is a drag (a stroke from wherever the pointer wandered), and the next
/// real press is taken for a repeat and dropped. Found with xdotool under Xvfb (`WindowInputTests`).
///
/// The fix reads the X server's own events, which SDL hands over as `SDL_SYSWMEVENT` just before it handles
/// each one, in an event filter (so they are never queued): a motion's held buttons come from X's event,
/// and a press SDL is about to drop is put in the queue in its place. Under Wayland, or an SDL that gives
/// no X events, nothing changes.
enum X11ButtonRecord {
    /// The X server's left button, by its latest event for our window (nil before the first).
    private static let xLeftHeld = Mutex<Bool?>(nil)

    /// XEvent types and masks (X.h): ButtonPress, ButtonRelease, MotionNotify, EnterNotify, LeaveNotify.
    private static let buttonPress: Int32 = 4, buttonRelease: Int32 = 5, motionNotify: Int32 = 6, enterNotify: Int32 = 7, leaveNotify: Int32 = 8
    private static let button1Mask: UInt32 = 1 << 8
    /// Byte offsets in the 64-bit Xlib structures (the ABI of every LP64 Linux): XButtonEvent's and
    /// XMotionEvent's `state`, XButtonEvent's `button`, `x` and `y`, XCrossingEvent's `state`; and where
    /// SDL_SysWMmsg keeps its subsystem and its XEvent.
    private static let stateOffset = 80, buttonOffset = 84, xOffset = 64, yOffset = 68, crossingStateOffset = 96
    private static let subsystemOffset = 4, eventOffset = 8
    private static let subsystemX11: Int32 = 2   // SDL_SYSWM_X11

    /// Turns SDL's X events on and filters them (call after SDL_Init, before the first event is pumped).
    static func install() {
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
            if let message = event.pointee.syswm.msg { observe(UnsafeRawPointer(message)) }
            return 0   // read here; never queued
        case SDL_MOUSEMOTION.rawValue:
            // SDL's record says held, the X server's last event says released: a hover.
            if event.pointee.motion.state & 1 != 0, xLeftHeld.withLock({ $0 }) == false { event.pointee.motion.state &= ~1 }
            return 1
        default:
            return 1
        }
    }

    private static func observe(_ message: UnsafeRawPointer) {
        guard message.load(fromByteOffset: subsystemOffset, as: Int32.self) == subsystemX11 else { return }
        let x = message + eventOffset
        switch x.load(as: Int32.self) {
        case buttonPress where x.load(fromByteOffset: buttonOffset, as: UInt32.self) == 1:
            xLeftHeld.withLock { $0 = true }
            // SDL's record holds the button already: SDL will drop this press as a repeat. Queue it instead.
            if SDL_GetMouseState(nil, nil) & 1 != 0 {
                var press = SDL_Event()
                press.button.type = SDL_MOUSEBUTTONDOWN.rawValue
                press.button.windowID = SDL_GetMouseFocus().map { SDL_GetWindowID($0) } ?? 0
                press.button.button = UInt8(SDL_BUTTON_LEFT)
                press.button.state = UInt8(SDL_PRESSED)
                press.button.clicks = 1
                press.button.x = x.load(fromByteOffset: xOffset, as: Int32.self)
                press.button.y = x.load(fromByteOffset: yOffset, as: Int32.self)
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
