#if SDL3   // SDL 3's events: built with the package's SDL3 trait (`make test-sdl3`)
import CSDL3
import Gestures
@testable import SDLBackend

/// SDL 3's own events made by hand, field by field as SDL 3.4's drivers fill them (SDL_events.h): pens
/// (`SDL_SendPenTouch`, `SDL_SendPenMotion`, `SDL_SendPenAxis`, `SDL_SendPenButton`, proximity), trackpad
/// pinches, fingers and the mouse. Converted directly, with no global queue.
enum SDL3Events {
    static let window: UInt32 = 7

    static func penTouch(_ pen: UInt32, down: Bool, x: Float, y: Float, eraser: Bool = false, buttons: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_EVENT_PEN_DOWN : SDL_EVENT_PEN_UP).rawValue
        e.ptouch.windowID = window
        e.ptouch.which = pen
        e.ptouch.pen_state = state(down: down, eraser: eraser, buttons: buttons)
        e.ptouch.x = x; e.ptouch.y = y
        e.ptouch.eraser = eraser
        e.ptouch.down = down
        return e
    }

    static func penMotion(_ pen: UInt32, x: Float, y: Float, down: Bool, eraser: Bool = false, buttons: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_EVENT_PEN_MOTION.rawValue
        e.pmotion.windowID = window
        e.pmotion.which = pen
        e.pmotion.pen_state = state(down: down, eraser: eraser, buttons: buttons)
        e.pmotion.x = x; e.pmotion.y = y
        return e
    }

    static func penAxis(_ pen: UInt32, _ axis: SDL_PenAxis, _ value: Float, x: Float, y: Float, down: Bool, eraser: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_EVENT_PEN_AXIS.rawValue
        e.paxis.windowID = window
        e.paxis.which = pen
        e.paxis.pen_state = state(down: down, eraser: eraser, buttons: 0)
        e.paxis.x = x; e.paxis.y = y
        e.paxis.axis = axis
        e.paxis.value = value
        return e
    }

    static func penButton(_ pen: UInt32, _ button: UInt8, down: Bool, x: Float, y: Float, touching: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_EVENT_PEN_BUTTON_DOWN : SDL_EVENT_PEN_BUTTON_UP).rawValue
        e.pbutton.windowID = window
        e.pbutton.which = pen
        e.pbutton.pen_state = state(down: touching, eraser: false, buttons: down ? UInt32(1) << UInt32(button) : 0)
        e.pbutton.x = x; e.pbutton.y = y
        e.pbutton.button = button
        e.pbutton.down = down
        return e
    }

    static func proximity(_ pen: UInt32, into: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = (into ? SDL_EVENT_PEN_PROXIMITY_IN : SDL_EVENT_PEN_PROXIMITY_OUT).rawValue
        e.pproximity.windowID = window
        e.pproximity.which = pen
        return e
    }

    /// SDL_PEN_INPUT_DOWN, _BUTTON_1… (bits 1–5), _ERASER_TIP, _IN_PROXIMITY.
    static func state(down: Bool, eraser: Bool, buttons: UInt32) -> SDL_PenInputFlags {
        var s = UInt32(SDL_PEN_INPUT_IN_PROXIMITY) | buttons
        if down { s |= UInt32(SDL_PEN_INPUT_DOWN) }
        if eraser { s |= UInt32(SDL_PEN_INPUT_ERASER_TIP) }
        return s
    }

    static func pinch(_ type: SDL_EventType, scale: Float = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.pinch.windowID = window
        e.pinch.scale = scale
        return e
    }

    static func finger(_ type: SDL_EventType, device: UInt64, finger: UInt64, x: Float, y: Float, pressure: Float = 1) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.windowID = window
        e.tfinger.touchID = device
        e.tfinger.fingerID = finger
        e.tfinger.x = x; e.tfinger.y = y
        e.tfinger.pressure = pressure
        return e
    }

    static func mouseMotion(x: Float, y: Float, which: UInt32 = 1, state: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_EVENT_MOUSE_MOTION.rawValue
        e.motion.windowID = window
        e.motion.which = which
        e.motion.state = state
        e.motion.x = x; e.motion.y = y
        return e
    }

    static func mouseButton(down: Bool, x: Float, y: Float, which: UInt32 = 1) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_EVENT_MOUSE_BUTTON_DOWN : SDL_EVENT_MOUSE_BUTTON_UP).rawValue
        e.button.windowID = window
        e.button.which = which
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.down = down
        e.button.x = x; e.button.y = y
        return e
    }
}
#endif
