import Gestures

/// What the platform layer needs of an app: the engine window it feeds, and hooks for keys, frames,
/// drawing, state dumps and quitting. The app lives above this layer and implements it.
public protocol HostedApp: AnyObject {
    /// The engine's window: touches go in here.
    var gestureWindow: Window { get }
    /// Scene names a script's `scene` header may name.
    var sceneNames: [String] { get }
    func selectScene(_ name: String)
    var sceneName: String { get }
    /// The window's size in points changed (also called once at start).
    func resize(to size: Size)
    func handleKey(_ key: KeyPress)
    /// Once per frame, after the frame's input: `now` is the app's clock (slowed or paused by time
    /// control), `hostTime` the host's (real seconds in a window, 1/60 s a frame in a script), which never
    /// pauses: what must happen in real time, such as saving, follows it.
    func update(now: Seconds, hostTime: Seconds)
    /// Draws the whole frame.
    func render(in canvas: Canvas)
    /// Simulated mouse fingers to draw as circles.
    var simulatedFingers: [Point] { get set }
    /// The state dump (docs/state-dump.md), as JSON text.
    func stateJSON(windowSize: Size) -> String
    /// Writes the drawing alone as `base.png` and `base.svg`; returns the paths written.
    func exportDrawing(toBase base: String) throws -> [String]
    /// Writes the timeline (`docs/timeline.md`) as SVG: the last `lastSeconds`, or everything since the start.
    func writeTimeline(to path: String, lastSeconds: Seconds?) throws
    /// The person closed the window (or a script said `quit`): save what must be saved.
    func willQuit()
    /// Requests the app makes of the host, read and cleared every frame.
    var hostRequests: HostRequests { get set }
    /// Slow motion, pause and single steps: how the app's clock follows the frames (the session reads it).
    var timeControl: TimeControl { get set }
    /// How long the last frame took (measured in a window; the nominal 1/60 s in headless runs).
    func recordFrameDuration(_ seconds: Seconds)
    /// Whether the app has something to show or do over the next frames even with no input (an animation, a
    /// save not yet made, a teaching display). When false and nothing else is going on, the host draws no
    /// frames until an event arrives.
    var wantsFrames: Bool { get }
    /// Where the mouse's mirrored finger (Alt) turns around, for a press at `point`.
    func mirrorCenter(for point: Point) -> Point
}

/// How the app's clock moves with the frames: `scale` of real time (1, or 0.25 for slow motion), stopped
/// when `paused`, except for `steps` single frames of 1/60 s still to be taken.
public struct TimeControl: Sendable, Equatable {
    public var scale: Double = 1
    public var paused = false
    public var steps = 0
    public init() {}
}

public struct HostRequests: Sendable, Equatable {
    public var toggleFullscreen = false
    public var quit = false
    /// ctrl+plus (+1), ctrl+minus (-1), ctrl+0 (0): change the interface scale one step, or reset it.
    public var uiScaleStep: Int?
    public init() {}
}
