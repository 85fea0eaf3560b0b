import Synchronization

/// Keeps SDL's record of the mouse's left button true to the X server's.
///
/// SDL keeps its own record of the held buttons and stamps every motion with it. When the window is
/// unmapped mid-drag, the release goes to another window: SDL's record still holds the button, so every
/// hover after the window comes back is a drag (a stroke from wherever the pointer wandered), and the next
/// real press is taken for a repeat and dropped. Found with xdotool under Xvfb (`WindowInputTests`).
///
/// The fix reads the X server's own events, which SDL hands over just before it handles each one (SDL 2 as
/// `SDL_SYSWMEVENT` in an event filter, SDL 3 to `SDL_SetX11EventHook`: `SDL2X11Hooks`, `SDL3X11Hooks`): a
/// motion's held buttons come from X's event, and a press SDL is about to drop is put in the queue in its
/// place. Under Wayland, or an SDL that gives no X events, nothing changes.
enum X11ButtonRecord {
    /// The X server's left button, by its latest event for our window (nil before the first).
    private static let xLeftHeld = Mutex<Bool?>(nil)

    /// XEvent types and masks (X.h): ButtonPress, ButtonRelease, MotionNotify, EnterNotify, LeaveNotify.
    private static let buttonPress: Int32 = 4, buttonRelease: Int32 = 5, motionNotify: Int32 = 6, enterNotify: Int32 = 7, leaveNotify: Int32 = 8
    private static let button1Mask: UInt32 = 1 << 8
    /// Byte offsets in the 64-bit Xlib structures (the ABI of every LP64 Linux): XButtonEvent's and
    /// XMotionEvent's `state`, XButtonEvent's `button`, `x` and `y`, XCrossingEvent's `state`.
    private static let stateOffset = 80, buttonOffset = 84, xOffset = 64, yOffset = 68, crossingStateOffset = 96

    /// Turns SDL's X events on and filters them (call after SDL_Init, before the first event is pumped).
    static func install() { installHooks() }

    /// Whether a motion SDL stamped with `buttons` is a hover: SDL's record says the left button is held,
    /// the X server's last event says released.
    static func isHover(buttons: UInt32) -> Bool { buttons & 1 != 0 && xLeftHeld.withLock({ $0 }) == false }

    /// Reads one X event (an `XEvent`'s bytes), on the thread that pumps SDL's events.
    static func observe(xEvent x: UnsafeRawPointer) {
        switch x.load(as: Int32.self) {
        case buttonPress where x.load(fromByteOffset: buttonOffset, as: UInt32.self) == 1:
            xLeftHeld.withLock { $0 = true }
            // SDL's record holds the button already: SDL will drop this press as a repeat. Queue it instead.
            if sdlHoldsLeftButton() {
                queueLeftPress(x: x.load(fromByteOffset: xOffset, as: Int32.self), y: x.load(fromByteOffset: yOffset, as: Int32.self))
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
