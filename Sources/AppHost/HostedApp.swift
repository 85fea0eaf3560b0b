import Gestures

/// What the host needs of an app: the engine window it feeds; lifecycle (resize, quit), input (keys),
/// update, render and whether frames are wanted; and the app's own parts of scripts and dumps (its script
/// commands, its dump fields). The host (`Session`, the script player, the backend's drivers) knows nothing
/// else of the app, and nothing of a particular app.
public protocol HostedApp: AnyObject {
    /// The engine's window: touches go in here.
    var gestureWindow: Window { get }

    // Scenes.
    /// Scene names a script's `scene` header may name.
    var sceneNames: [String] { get }
    /// The scene shown.
    var sceneName: String { get }
    /// Shows scene `name` (one of `sceneNames`).
    func selectScene(_ name: String)

    // Lifecycle and input.
    /// The window's size in points changed (also called once at start).
    func resize(to size: Size)
    /// A key pressed (a plain digit 2-5 at its release, and only when it made no mouse fingers:
    /// `InputTranslator.keysForApp`).
    func handleKey(_ key: KeyPress)
    /// Whether the app takes typed text now (a title being typed): every key then reaches it as pressed,
    /// digits included. Default false.
    var isTypingText: Bool { get }
    /// The person closed the window (or a script said `quit`): save what must be saved.
    func willQuit()

    // Frames.
    /// Once per frame, after the frame's input: `now` is the app's clock (slowed or paused by time
    /// control), `hostTime` the host's (real seconds in a window, 1/60 s a frame in a script), which never
    /// pauses: what must happen in real time, such as saving, follows it.
    func update(now: Seconds, hostTime: Seconds)
    /// Draws the whole frame (the host draws its simulated fingers over it).
    func render(in canvas: Canvas)
    /// Whether the app has something to show or do over the next frames even with no input (an animation, a
    /// save not yet made, a teaching display). When false and nothing else is going on, the host draws no
    /// frames until an event arrives.
    var wantsFrames: Bool { get }
    /// Takes the host's waker: a function the app may call from any thread to have an idle host run a
    /// frame (work the app finished in the background, such as another window's lines read in).
    func setWaker(_ wake: @escaping @Sendable () -> Void)
    /// How long the last frame took (measured in a window; the nominal 1/60 s in headless runs).
    func recordFrameDuration(_ seconds: Seconds)
    /// Slow motion, pause and single steps: how the app's clock follows the frames (the session reads it).
    var timeControl: TimeControl { get set }
    /// Requests the app makes of the host, read and cleared every frame.
    var hostRequests: HostRequests { get set }

    // The app's parts of scripts and dumps.
    /// The state dump's fields after the host's own (`format`, `time`, `scene`, `window`; docs/state-dump.md).
    func dumpFields() -> [(String, JSONValue)]
    /// Commands the app adds to the touch-script grammar (default: none).
    var scriptCommands: [ScriptCommand] { get }
    /// Runs a step of one of `scriptCommands`; `output` is its output path resolved inside the output folder.
    func perform(_ step: AppScriptStep, output: String?) throws

    /// Finishes what the app began at start and left to finish behind its first frames (reading its
    /// document, say), waiting for it if need be. The session calls it before it delivers any input, so
    /// input always meets the whole app. Default: nothing.
    func finishLoading()

    /// Where the mouse's mirrored finger (Alt) turns around for a press at `point` (the centre of what is
    /// under it, say), or nil for the window's centre (the default).
    func mirrorPivot(near point: Point) -> Point?

    /// How many fingers a plain mouse press at `point` makes (no digit held): 1 to 5, as holding that
    /// digit would (an on-screen finger count a teacher without a touchscreen sets). Default 1.
    func mouseFingers(forPressAt point: Point) -> Int
}

extension HostedApp {
    public var scriptCommands: [ScriptCommand] { [] }
    public func perform(_ step: AppScriptStep, output: String?) throws {
        preconditionFailure("\(step.command) is not one of this app's script commands")
    }
    public func mirrorPivot(near point: Point) -> Point? { nil }
    public func mouseFingers(forPressAt point: Point) -> Int { 1 }
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {}
    public func finishLoading() {}
    public var isTypingText: Bool { false }
}
