#if !SDL3   // the SDL 2 layer: built by default (the package's SDL2 trait)
import AppHost
import CSDL2
import Gestures

/// Converts one SDL event into raw input. `windowSize` is the window's size in points (finger
/// coordinates arrive normalised). Events that are not input give nothing.
public struct SDL2EventConverter {
    public init() {}

    /// As `convert(_:windowSize:windowID:)` below: SDL 2's converter keeps nothing between events (SDL 3's
    /// keeps each pen's axes), so the window calls one shape on either.
    public mutating func convert(_ e: SDL_Event, windowSize: Size, windowID: UInt32? = nil) -> Converted {
        Self.convert(e, windowSize: windowSize, windowID: windowID)
    }

    /// SDL's id for mouse events synthesised from touches (`SDL_TOUCH_MOUSEID`, -1 as UInt32).
    static let touchMouseID = UInt32.max
    /// SDL's touch id for touches synthesised from the mouse (`SDL_MOUSE_TOUCHID`).
    static let mouseTouchID: Int64 = -1
    /// SDL 3's id for the mouse events a pen makes (`SDL_PEN_MOUSEID`, -2 as UInt32); sdl2-compat passes
    /// them on unchanged (SDL 2 itself has no pens).
    static let penMouseID = UInt32.max - 1
    /// SDL 3's touch id for the touches a pen makes (`SDL_PEN_TOUCHID`, -2), passed on the same way.
    static let penTouchID: Int64 = -2

    public enum Converted: Equatable { case input(RawInput), quit, resized, none }

    /// How far outside 0...1 a finger's press may land and still count, clamped onto the window's edge (a
    /// touchscreen's calibration can put a press at the very edge a hair outside).
    static let edgeSlack = 0.05

    /// `windowID`: the window the events are for; a finger event SDL addressed to another window is dropped
    /// (0, SDL's "no window", is taken).
    public static func convert(_ e: SDL_Event, windowSize: Size, windowID: UInt32? = nil) -> Converted {
        let type = e.type
        switch type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = e.tfinger
            guard f.touchId != mouseTouchID else { return .none }
            if let windowID, f.windowID != 0, f.windowID != windowID { return .none }
            var x = Double(f.x), y = Double(f.y)
            guard x.isFinite, y.isFinite else { return .none }
            if type == SDL_FINGERDOWN.rawValue {
                // A press lands on the screen: one a hair outside goes onto the edge; one far outside is not ours.
                guard (-edgeSlack...(1 + edgeSlack)).contains(x), (-edgeSlack...(1 + edgeSlack)).contains(y) else { return .none }
                x = Swift.min(1, Swift.max(0, x)); y = Swift.min(1, Swift.max(0, y))
            }
            var p = Point(x * windowSize.width, y * windowSize.height)
            let pressure = f.pressure.isFinite ? Double(f.pressure) : 0
            if type == SDL_FINGERDOWN.rawValue {
                // On the edge means on the last half point inside it (a rectangle holds its left and top edges only).
                p = Point(Swift.min(p.x, windowSize.width - 0.5), Swift.min(p.y, windowSize.height - 0.5))
                return .input(.fingerDown(device: f.touchId, finger: f.fingerId, at: p, pressure: pressure))
            }
            if type == SDL_FINGERMOTION.rawValue { return .input(.fingerMove(device: f.touchId, finger: f.fingerId, to: p, pressure: pressure)) }
            return .input(.fingerUp(device: f.touchId, finger: f.fingerId, at: p))
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            guard !isEcho(b.which), let button = buttonMask(of: Int32(b.button)) else { return .none }
            let p = Point(Double(b.x), Double(b.y))
            return .input(type == SDL_MOUSEBUTTONDOWN.rawValue ? .mouseDown(at: p, button: button) : .mouseUp(at: p, button: button))
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            let p = Point(Double(m.x), Double(m.y))
            // A pen above the screen (SDL 3's pen mouse with no button, through sdl2-compat) hovers; its
            // motion while touching repeats its touch.
            if m.which == penMouseID { return m.state == 0 ? .input(.hover(to: p, type: .pencil)) : .none }
            guard !isEcho(m.which) else { return .none }
            // The held buttons come with every motion: they correct a press or release SDL never delivered.
            let held = m.state & (1 | 2 | 4) != 0   // SDL_BUTTON_LMASK, MMASK, RMASK (macros: not imported)
            return .input(held ? .mouseDrag(to: p) : .mouseHover(to: p))
        case SDL_MOUSEWHEEL.rawValue:
            let w = e.wheel
            guard w.which != touchMouseID else { return .none }
            // SDL 2.0.18+ gives the precise amounts; whole notches are a wheel's, fractions a trackpad's.
            // The values keep the platform's natural-scrolling choice (`SDL_MOUSEWHEEL_FLIPPED` says it was
            // applied): the content follows them, as the user set it.
            var dx = Double(w.preciseX), dy = Double(w.preciseY)
            if !dx.isFinite || !dy.isFinite || (dx == 0 && dy == 0) { dx = Double(w.x); dy = Double(w.y) }
            guard dx != 0 || dy != 0 else { return .none }
            let precise = dx != dx.rounded() || dy != dy.rounded()
            return .input(.scroll(delta: Vector(dx: dx, dy: dy), precise: precise))
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = e.key
            if type == SDL_KEYDOWN.rawValue && k.repeat != 0 { return .none }
            let name = SDLKeyNames.name(of: k.keysym.sym)
            let mods = UInt32(k.keysym.mod)
            let press = KeyPress(name, ctrl: mods & UInt32(KMOD_CTRL.rawValue) != 0,
                                 shift: mods & UInt32(KMOD_SHIFT.rawValue) != 0, alt: mods & UInt32(KMOD_ALT.rawValue) != 0)
            return .input(type == SDL_KEYDOWN.rawValue ? .keyDown(press) : .keyUp(press))
        case SDL_TEXTINPUT.rawValue:
            if let windowID, e.text.windowID != 0, e.text.windowID != windowID { return .none }
            let text = Self.string(e.text.text)
            return text.isEmpty ? .none : .input(.text(.commit(text)))
        case SDL_TEXTEDITING.rawValue:
            if let windowID, e.edit.windowID != 0, e.edit.windowID != windowID { return .none }
            return .input(.text(.composition(Self.string(e.edit.text), cursor: Int(e.edit.start), length: Int(e.edit.length))))
        case SDL_TEXTEDITING_EXT.rawValue:
            // A composition too long for `SDL_TEXTEDITING`'s 32 bytes (`SDL_HINT_IME_SUPPORT_EXTENDED_TEXT`):
            // its text is SDL's allocation, freed by whoever polled it (`SDLAPI.release`).
            if let windowID, e.editExt.windowID != 0, e.editExt.windowID != windowID { return .none }
            let text = e.editExt.text.map { String(cString: $0) } ?? ""
            return .input(.text(.composition(text, cursor: Int(e.editExt.start), length: Int(e.editExt.length))))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(e.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .input(.cancelAll(reason: "the window lost focus"))
            case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
                return .input(.cancelAll(reason: "the window was hidden"))
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue: return .resized
            case SDL_WINDOWEVENT_LEAVE.rawValue: return .input(.hover(to: nil, type: .indirectPointer))
            default: return .none
            }
        case SDL_QUIT.rawValue:
            return .quit
        default:
            return .none
        }
    }

    /// The UTF-8 text in one of SDL 2's fixed 32-byte fields, up to its first NUL (bytes that are not UTF-8
    /// become U+FFFD).
    static func string<T>(_ field: T) -> String {
        withUnsafeBytes(of: field) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Whether mouse events of `which` repeat input that also arrives as touches: SDL's copies of touches,
    /// and on SDL 3 (sdl2-compat) a pen's, whose touches (`penTouchID`, on by default) draw its strokes.
    /// Kept, the pen's press would start a mouse stroke beside its touch's whenever the two fall in
    /// different frames.
    static func isEcho(_ which: UInt32) -> Bool { which == touchMouseID || which == penMouseID }

    /// The button a mouse event names (`SDLMouseButton`).
    static func buttonMask(of button: Int32) -> ButtonMask? { SDLMouseButton.mask(of: button) }

    /// The touch type of a touch device's fingers: a pen's touches on sdl2-compat (`penTouchID`) are
    /// `.pencil`; SDL's `SDL_TOUCH_DEVICE_DIRECT` is `.direct`, its `INDIRECT_*` kinds `.indirect`; an
    /// unknown device (one SDL does not list) is taken as a touchscreen.
    public static func touchType(ofDevice device: Int64) -> TouchType {
        if device == penTouchID { return .pencil }
        // Asked only of a device SDL lists: SDL 2's lookup of another reads its video device, null
        // without a window (a crash, not an error).
        guard touchDevices().contains(device) else { return .direct }
        switch SDL_GetTouchDeviceType(device) {
        case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE, SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: return .indirect
        default: return .direct
        }
    }

    /// Wires what the session asks of SDL: its translator's touch types (`touchType(ofDevice:)`). The
    /// window's frame loop calls it; so do the tests that feed SDL's events to a session of their own.
    public static func wire(_ session: Session) {
        session.translator.deviceType = touchType(ofDevice:)
    }

    /// The touch devices SDL knows now.
    public static func touchDevices() -> [Int64] {
        (0..<SDL_GetNumTouchDevices()).map { SDL_GetTouchDevice($0) }
    }

    /// The fingers SDL itself counts as down on `device` (its own state, kept from the driver's events).
    public static func fingersDown(on device: Int64) -> Set<Int64> {
        let n = SDL_GetNumTouchFingers(device)
        return Set((0..<Swift.max(0, n)).compactMap { SDL_GetTouchFinger(device, $0)?.pointee.id })
    }
}
#endif
