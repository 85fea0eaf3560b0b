#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
import Gestures

/// Converts SDL 3's events into raw input, one at a time and in order. `windowSize` is the window's size in
/// points (finger coordinates arrive normalised; pen and mouse ones in points). Events that are not input
/// give nothing.
///
/// It keeps what SDL 3 sends a piece at a time: each pen's latest axes (`SDL_EVENT_PEN_AXIS` changes one
/// axis; every pen event carries the whole `PenSample`, an axis nil until the pen reported it) and where
/// the mouse is (a trackpad's pinch carries no location: it is where the pointer is).
public struct SDL3EventConverter {
    /// SDL's id for mouse events synthesised from touches (`SDL_TOUCH_MOUSEID`, -1 as UInt32).
    static let touchMouseID = UInt32.max
    /// SDL's touch id for touches synthesised from the mouse (`SDL_MOUSE_TOUCHID`, -1).
    static let mouseTouchID = UInt64.max
    /// SDL's ids for the mouse events and touches a pen makes (`SDL_PEN_MOUSEID`, `SDL_PEN_TOUCHID`, -2):
    /// the window turns them off (`SDL_HINT_PEN_MOUSE_EVENTS`, `SDL_HINT_PEN_TOUCH_EVENTS`), since the pen
    /// arrives as itself; should any come, they are dropped, never a second stroke beside the pen's.
    static let penMouseID = UInt32.max - 1
    static let penTouchID = UInt64.max - 1

    public enum Converted: Equatable { case input(RawInput), quit, resized, none }

    /// How far outside 0...1 a finger's press may land and still count, clamped onto the window's edge (a
    /// touchscreen's calibration can put a press at the very edge a hair outside).
    static let edgeSlack = 0.05

    /// Each pen's axes as last reported, by SDL's pen id.
    private var pens: [UInt32: PenSample] = [:]
    /// Where the mouse was last seen, in window points.
    private var pointer = Point(0, 0)

    public init() {}

    /// `windowID`: the window the events are for; an event SDL addressed to another window is dropped (0,
    /// SDL's "no window", is taken).
    public mutating func convert(_ e: SDL_Event, windowSize: Size, windowID: UInt32? = nil) -> Converted {
        let type = e.type
        func ours(_ id: UInt32) -> Bool { windowID == nil || id == 0 || id == windowID }
        switch type {
        case SDL_EVENT_FINGER_DOWN.rawValue, SDL_EVENT_FINGER_MOTION.rawValue, SDL_EVENT_FINGER_UP.rawValue, SDL_EVENT_FINGER_CANCELED.rawValue:
            let f = e.tfinger
            guard f.touchID != Self.mouseTouchID, f.touchID != Self.penTouchID, ours(f.windowID) else { return .none }
            let device = Int64(bitPattern: f.touchID), finger = Int64(bitPattern: f.fingerID)
            if type == SDL_EVENT_FINGER_CANCELED.rawValue { return .input(.fingerCancel(device: device, finger: finger)) }
            var x = Double(f.x), y = Double(f.y)
            guard x.isFinite, y.isFinite else { return .none }
            let down = type == SDL_EVENT_FINGER_DOWN.rawValue
            if down {
                // A press lands on the screen: one a hair outside goes onto the edge; one far outside is not ours.
                guard (-Self.edgeSlack...(1 + Self.edgeSlack)).contains(x), (-Self.edgeSlack...(1 + Self.edgeSlack)).contains(y) else { return .none }
                x = Swift.min(1, Swift.max(0, x)); y = Swift.min(1, Swift.max(0, y))
            }
            var p = Point(x * windowSize.width, y * windowSize.height)
            let pressure = f.pressure.isFinite ? Double(f.pressure) : 0
            if down {
                // On the edge means on the last half point inside it (a rectangle holds its left and top edges only).
                p = Point(Swift.min(p.x, windowSize.width - 0.5), Swift.min(p.y, windowSize.height - 0.5))
                return .input(.fingerDown(device: device, finger: finger, at: p, pressure: pressure))
            }
            if type == SDL_EVENT_FINGER_MOTION.rawValue { return .input(.fingerMove(device: device, finger: finger, to: p, pressure: pressure)) }
            return .input(.fingerUp(device: device, finger: finger, at: p))
        case SDL_EVENT_PEN_PROXIMITY_IN.rawValue, SDL_EVENT_PEN_PROXIMITY_OUT.rawValue:
            let pe = e.pproximity
            guard ours(pe.windowID) else { return .none }
            if type == SDL_EVENT_PEN_PROXIMITY_OUT.rawValue {
                let last = pens.removeValue(forKey: pe.which) ?? PenSample()
                return .input(.penHover(pen: pe.which, at: nil, sample: last))
            }
            // SDL 3 gives no location with proximity: the pen's first motion places its hover.
            pens[pe.which] = pens[pe.which] ?? PenSample()
            return .none
        case SDL_EVENT_PEN_DOWN.rawValue, SDL_EVENT_PEN_UP.rawValue:
            let t = e.ptouch
            guard ours(t.windowID) else { return .none }
            let sample = update(t.which, state: t.pen_state, eraser: t.eraser)
            let p = Point(Double(t.x), Double(t.y))
            guard p.isFinite else { return .none }
            return .input(t.down ? .penDown(pen: t.which, at: p, sample: sample) : .penUp(pen: t.which, at: p, sample: sample))
        case SDL_EVENT_PEN_MOTION.rawValue:
            let m = e.pmotion
            guard ours(m.windowID) else { return .none }
            let sample = update(m.which, state: m.pen_state, eraser: nil)
            return penMoved(m.which, state: m.pen_state, at: Point(Double(m.x), Double(m.y)), sample: sample)
        case SDL_EVENT_PEN_AXIS.rawValue:
            let a = e.paxis
            guard ours(a.windowID) else { return .none }
            var sample = update(a.which, state: a.pen_state, eraser: nil)
            let v = Double(a.value)
            guard v.isFinite else { return .none }
            switch a.axis {
            case SDL_PEN_AXIS_PRESSURE: sample.pressure = Swift.min(1, Swift.max(0, v))
            case SDL_PEN_AXIS_XTILT: sample.tiltX = v
            case SDL_PEN_AXIS_YTILT: sample.tiltY = v
            case SDL_PEN_AXIS_DISTANCE: sample.distance = v
            case SDL_PEN_AXIS_ROTATION: sample.rotation = v
            default: return .none   // the slider and the barrel's pressure: no UIKit name
            }
            pens[a.which] = sample
            return penMoved(a.which, state: a.pen_state, at: Point(Double(a.x), Double(a.y)), sample: sample)
        case SDL_EVENT_PEN_BUTTON_DOWN.rawValue, SDL_EVENT_PEN_BUTTON_UP.rawValue:
            let b = e.pbutton
            guard ours(b.windowID) else { return .none }
            let sample = update(b.which, state: b.pen_state, eraser: nil)
            let p = Point(Double(b.x), Double(b.y))
            guard p.isFinite else { return .none }
            return .input(.penButton(pen: b.which, button: Int(b.button), down: b.down, at: p, sample: sample))
        case SDL_EVENT_PINCH_BEGIN.rawValue, SDL_EVENT_PINCH_UPDATE.rawValue, SDL_EVENT_PINCH_END.rawValue:
            let pinch = e.pinch
            guard ours(pinch.windowID) else { return .none }
            if type == SDL_EVENT_PINCH_BEGIN.rawValue { return .input(.pinchBegin(at: pointer)) }
            if type == SDL_EVENT_PINCH_END.rawValue { return .input(.pinchEnd(at: pointer)) }
            // SDL's value as it is (the contract of `RawInput.pinchUpdate`: on X11 and Wayland, the scale since
            // the pinch began).
            let scale = Double(pinch.scale)
            guard scale.isFinite, scale > 0 else { return .none }
            return .input(.pinchUpdate(at: pointer, scale: scale))
        case SDL_EVENT_MOUSE_BUTTON_DOWN.rawValue, SDL_EVENT_MOUSE_BUTTON_UP.rawValue:
            let b = e.button
            guard ours(b.windowID), !Self.isEcho(b.which) else { return .none }
            let p = Point(Double(b.x), Double(b.y))
            guard p.isFinite else { return .none }
            pointer = p
            guard let button = Self.buttonMask(of: Int32(b.button)) else { return .none }
            return .input(b.down ? .mouseDown(at: p, button: button) : .mouseUp(at: p, button: button))
        case SDL_EVENT_MOUSE_MOTION.rawValue:
            let m = e.motion
            guard ours(m.windowID), !Self.isEcho(m.which) else { return .none }
            let p = Point(Double(m.x), Double(m.y))
            guard p.isFinite else { return .none }
            pointer = p
            // The held buttons come with every motion: they correct a press or release SDL never delivered.
            let held = m.state & (1 | 2 | 4) != 0   // SDL_BUTTON_LMASK, MMASK, RMASK (macros: not imported)
            return .input(held ? .mouseDrag(to: p) : .mouseHover(to: p))
        case SDL_EVENT_MOUSE_WHEEL.rawValue:
            let w = e.wheel
            guard ours(w.windowID), w.which != Self.touchMouseID else { return .none }
            // SDL 3 gives the precise amounts; whole notches are a wheel's, fractions a trackpad's. The values
            // keep the platform's natural-scrolling choice (`SDL_MOUSEWHEEL_FLIPPED` says it was applied).
            let dx = Double(w.x), dy = Double(w.y)
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .none }
            let precise = dx != dx.rounded() || dy != dy.rounded()
            return .input(.scroll(delta: Vector(dx: dx, dy: dy), precise: precise))
        case SDL_EVENT_KEY_DOWN.rawValue, SDL_EVENT_KEY_UP.rawValue:
            let k = e.key
            if k.down && k.repeat { return .none }
            let name = SDLKeyNames.name(of: k.key)
            let mods = UInt32(k.mod)
            let press = KeyPress(name, ctrl: mods & UInt32(SDL_KMOD_CTRL) != 0,
                                 shift: mods & UInt32(SDL_KMOD_SHIFT) != 0, alt: mods & UInt32(SDL_KMOD_ALT) != 0)
            return .input(k.down ? .keyDown(press) : .keyUp(press))
        case SDL_EVENT_TEXT_INPUT.rawValue:
            guard ours(e.text.windowID), let text = e.text.text.map({ String(cString: $0) }), !text.isEmpty else { return .none }
            return .input(.text(.commit(text)))
        case SDL_EVENT_TEXT_EDITING.rawValue:
            guard ours(e.edit.windowID) else { return .none }
            let text = e.edit.text.map { String(cString: $0) } ?? ""
            return .input(.text(.composition(text, cursor: Int(e.edit.start), length: Int(e.edit.length))))
        case SDL_EVENT_WINDOW_FOCUS_LOST.rawValue:
            return ours(e.window.windowID) ? .input(.cancelAll(reason: "the window lost focus")) : .none
        case SDL_EVENT_WINDOW_HIDDEN.rawValue, SDL_EVENT_WINDOW_MINIMIZED.rawValue:
            return ours(e.window.windowID) ? .input(.cancelAll(reason: "the window was hidden")) : .none
        case SDL_EVENT_WINDOW_RESIZED.rawValue, SDL_EVENT_WINDOW_PIXEL_SIZE_CHANGED.rawValue:
            return ours(e.window.windowID) ? .resized : .none
        case SDL_EVENT_WINDOW_MOUSE_LEAVE.rawValue:
            return ours(e.window.windowID) ? .input(.hover(to: nil, type: .indirectPointer)) : .none
        case SDL_EVENT_QUIT.rawValue:
            return .quit
        default:
            return .none
        }
    }

    /// The pen's sample with what every pen event says whole: the eraser end (`SDL_PEN_INPUT_ERASER_TIP`, or
    /// a touch's `eraser`) and the side buttons held (`SDL_PEN_INPUT_BUTTON_1` … `_5`); its pressure 0 while
    /// it is up. Kept for the pen's next event.
    private mutating func update(_ pen: UInt32, state: SDL_PenInputFlags, eraser: Bool?) -> PenSample {
        var sample = pens[pen] ?? PenSample()
        sample.eraser = eraser ?? (state & UInt32(SDL_PEN_INPUT_ERASER_TIP) != 0)
        var buttons: ButtonMask = []
        for n in 1...5 where state & (UInt32(1) << UInt32(n)) != 0 { buttons.insert(.button(n)) }
        sample.buttons = buttons
        if state & UInt32(SDL_PEN_INPUT_DOWN) == 0 { sample.pressure = 0 }
        pens[pen] = sample
        return sample
    }

    /// A pen's motion or axis change: a move of its touch while it touches, else a hover.
    private func penMoved(_ pen: UInt32, state: SDL_PenInputFlags, at p: Point, sample: PenSample) -> Converted {
        guard p.isFinite else { return .none }
        return .input(state & UInt32(SDL_PEN_INPUT_DOWN) != 0 ? .penMove(pen: pen, to: p, sample: sample) : .penHover(pen: pen, at: p, sample: sample))
    }

    /// Whether mouse events of `which` repeat input that also arrives otherwise: SDL's copies of touches
    /// and of a pen.
    static func isEcho(_ which: UInt32) -> Bool { which == touchMouseID || which == penMouseID }

    /// The button a mouse event names (`SDLMouseButton`).
    static func buttonMask(of button: Int32) -> ButtonMask? { SDLMouseButton.mask(of: button) }

    /// The touch type of a touch device's fingers: SDL's `SDL_TOUCH_DEVICE_DIRECT` is `.direct`, its
    /// `INDIRECT_*` kinds `.indirect`; a device SDL does not know is taken as a touchscreen.
    public static func touchType(ofDevice device: Int64) -> TouchType {
        switch SDL_GetTouchDeviceType(UInt64(bitPattern: device)) {
        case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE, SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: return .indirect
        default: return .direct
        }
    }

    /// Wires what the session asks of SDL: its translator's touch types (`touchType(ofDevice:)`). The
    /// window calls it; so do the tests that feed SDL's events to a session of their own.
    public static func wire(_ session: Session) {
        session.translator.deviceType = touchType(ofDevice:)
    }

    /// The touch devices SDL knows now.
    public static func touchDevices() -> [Int64] {
        var count: Int32 = 0
        guard let ids = SDL_GetTouchDevices(&count) else { return [] }
        defer { SDL_free(ids) }
        return (0..<Int(count)).map { Int64(bitPattern: ids[$0]) }
    }

    /// The fingers SDL itself counts as down on `device` (its own state, kept from the driver's events).
    public static func fingersDown(on device: Int64) -> Set<Int64> {
        var count: Int32 = 0
        guard let fingers = SDL_GetTouchFingers(UInt64(bitPattern: device), &count) else { return [] }
        defer { SDL_free(fingers) }
        return Set((0..<Int(count)).compactMap { fingers[$0].map { Int64(bitPattern: $0.pointee.id) } })
    }
}
#endif
