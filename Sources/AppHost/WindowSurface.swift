import Foundation
import Gestures

/// One thing that happened in a backend's window, as the frame loop needs it.
public enum SurfaceEvent {
    /// Input, stamped on the surface's event clock (`WindowSurface.eventClock`, nanoseconds).
    case input(RawInput, stamp: UInt64)
    /// The person closed the window.
    case quit
    /// The window's size or pixel density changed.
    case resized
}

/// What a backend's window does that is its own, and nothing of the policy: it pumps the platform's events
/// into `RawInput`, draws and presents a frame, waits for the next event, and reports its clocks, metrics
/// and the fingers its platform counts as down. `FrameLoop` (the host) decides everything else: script
/// parts, pacing, the idle rule, the app's requests, each event's time. A second backend writes one of
/// these and gets the whole window.
public protocol WindowSurface: AnyObject {
    /// The renderer in use (`software`, `opengl`, ...): the state dump's `renderer`.
    var rendererName: String { get }
    /// The backend and its library's version in use (`SDL 2.26.5`, `SDL 3.4.14`): the state dump's `backend`.
    var backendName: String { get }
    /// Whether presenting a frame waits for the display (vsync): the loop then adds no pacing of its own.
    var presentWaitsForDisplay: Bool { get }
    /// A problem met while starting (a renderer that fell back), said once when the loop starts.
    var startupProblem: String? { get }
    /// The window's size in points now.
    var pointSize: Size { get }

    /// Called once the session exists: the surface wires what it needs of it (device types for the
    /// translator, say).
    func attach(to session: Session)
    /// A function any thread may call to end `waitForEvent` (an event of the surface's own queue).
    func makeWaker() -> @Sendable () -> Void

    /// A monotonic clock in seconds for frame lengths, pacing and the idle rule.
    func seconds() -> Double
    /// The clock events are stamped on, in nanoseconds, read now.
    func eventClock() -> UInt64
    /// Hands `handle` every event pending now, in order, one at a time (events of other windows and those
    /// the surface handles itself left out): what `handle` does with one (a resize) holds for the next.
    func pollEvents(_ handle: (SurfaceEvent) -> Void)
    /// Sleeps until an event is pending or `timeout` seconds pass; true when an event is pending.
    func waitForEvent(timeout: Double) -> Bool
    /// Sleeps about `seconds` (the loop's pacing spins out the rest).
    func sleep(_ seconds: Double)

    /// The fingers the platform itself counts as down, for every touch device it knows now, in its order.
    func fingersDown() -> [(device: Int64, fingers: Set<Int64>)]

    /// Draws `session`'s frame and shows it.
    func present(_ session: Session)
    /// Draws `session`'s frame and reads its pixels back (a script's `screenshot`, `expect-screenshot`).
    func captureFrame(of session: Session) throws -> PixelFrame
    /// The window's size or the interface scale changed: the surface renders at its new pixels per point.
    func windowChanged(uiScale: Double)
    /// Full screen on or off (F11).
    func toggleFullscreen()
    /// Starts the platform's text input with an input method's composition put under `area` (window points),
    /// or moves it there when it is on; nil stops it. Only the frame loop calls it, when the app's
    /// `textInputArea` changes.
    func setTextInput(area: Rect?)
    /// PNG bytes to pixels and back: the backend's codec.
    func decodePNG(_ data: Data) throws -> PixelFrame
    func encodePNG(_ frame: PixelFrame) throws -> Data
    /// Writes `frame` as a PNG file at `path`.
    func writePNG(_ frame: PixelFrame, to path: String) throws
}
