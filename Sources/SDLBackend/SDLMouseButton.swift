import Gestures
#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// SDL's mouse buttons (the same numbers on SDL 2 and SDL 3) as the engine's `ButtonMask`.
enum SDLMouseButton {
    /// The button a mouse event names: left, right, middle; nil for the others (the side buttons: not
    /// pointer presses).
    static func mask(of button: Int32) -> ButtonMask? {
        switch button {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        case SDL_BUTTON_MIDDLE: .button(3)
        default: nil
        }
    }
}
