#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import AppHost
import CSDL3
import Foundation
import Gestures
import Synchronization

/// SDL 3 events made by hand and pushed into SDL's own queue, then drained through the converter (the path
/// real input takes): for the bench's event-to-present figure, read from SDL 3's nanosecond stamps, and an
/// input method's text events (their texts kept until drained). SDL's
/// queue is global: callers of `push` and `drain` serialize their use of it. (The SDL-level tests build
/// SDL 3's events field by field and convert them without the queue: Tests/SDL3BackendTests.)
public enum SDL3SyntheticEvents {
    /// Starts SDL's event subsystem (no video needed) and empties its queue.
    public static func start() throws {
        if SDL_WasInit(SDL_INIT_EVENTS) == 0 && !SDL_InitSubSystem(SDL_INIT_EVENTS) { throw PlatformError.sdl("starting SDL events") }
        SDL_FlushEvents(SDL_EVENT_FIRST.rawValue, SDL_EVENT_LAST.rawValue)
    }

    public enum Kind: Sendable { case down, motion, up }

    /// Pushes `event` (SDL stamps it now, on SDL_GetTicksNS's clock, when its stamp is 0).
    public static func push(_ event: SDL_Event) {
        var e = event
        _ = SDL_PushEvent(&e)
    }

    /// A finger event with normalised coordinates, as a touchscreen sends it.
    public static func finger(_ kind: Kind, device: Int64, finger: Int64, x: Float, y: Float, windowID: UInt32 = 0) {
        var e = SDL_Event()
        e.type = (kind == .down ? SDL_EVENT_FINGER_DOWN : kind == .motion ? SDL_EVENT_FINGER_MOTION : SDL_EVENT_FINGER_UP).rawValue
        e.tfinger.windowID = windowID
        e.tfinger.touchID = UInt64(bitPattern: device)
        e.tfinger.fingerID = UInt64(bitPattern: finger)
        e.tfinger.x = x
        e.tfinger.y = y
        e.tfinger.pressure = 1
        push(e)
    }

    /// The texts of the text events pushed and not yet drained: an event in the queue points at its text,
    /// which must live until it is converted. Freed by `drainStamped`. (Kept as addresses: a pointer is not
    /// `Sendable`.)
    private static let pushedTexts = Mutex<[UInt]>([])

    /// `text` committed (`SDL_EVENT_TEXT_INPUT`), as an input method or a key sends it.
    public static func textInput(_ text: String, windowID: UInt32 = 0) {
        var e = SDL_Event()
        e.type = SDL_EVENT_TEXT_INPUT.rawValue
        e.text.windowID = windowID
        e.text.text = UnsafePointer(kept(text))
        push(e)
    }

    /// An input method's composition (`SDL_EVENT_TEXT_EDITING`): its text, cursor and selected length (-1: none).
    public static func textEditing(_ text: String, start: Int32, length: Int32, windowID: UInt32 = 0) {
        var e = SDL_Event()
        e.type = SDL_EVENT_TEXT_EDITING.rawValue
        e.edit.windowID = windowID
        e.edit.text = UnsafePointer(kept(text))
        e.edit.start = start
        e.edit.length = length
        push(e)
    }

    /// A copy of `text` kept until the next drain.
    private static func kept(_ text: String) -> UnsafeMutablePointer<CChar> {
        let copy = strdup(text)!
        let address = UInt(bitPattern: copy)
        pushedTexts.withLock { $0.append(address) }
        return copy
    }

    /// Everything queued, converted as the frame loop converts it, each with SDL's stamp (nanoseconds).
    public static func drainStamped(windowSize: Size, windowID: UInt32? = nil) -> [(SDLEventConverter.Converted, stamp: UInt64)] {
        var converter = SDLEventConverter()
        var out: [(SDLEventConverter.Converted, stamp: UInt64)] = []
        EventDrain.drain { e in
            let c = converter.convert(e, windowSize: windowSize, windowID: windowID)
            if c != .none { out.append((c, e.common.timestamp)) }
        }
        pushedTexts.withLock { texts in
            for t in texts { free(UnsafeMutableRawPointer(bitPattern: t)) }
            texts.removeAll()
        }
        return out
    }

    /// Everything queued, converted as the frame loop converts it.
    public static func drain(windowSize: Size, windowID: UInt32? = nil) -> [SDLEventConverter.Converted] {
        drainStamped(windowSize: windowSize, windowID: windowID).map(\.0)
    }

    /// SDL 3's event clock now, in nanoseconds (`SDL_GetTicksNS`).
    public static func clock() -> UInt64 { SDL_GetTicksNS() }
}
#endif
