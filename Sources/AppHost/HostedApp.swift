import Gestures

/// What the host needs of an app: the engine window it feeds, its window's title; lifecycle (resize,
/// quit), input (keys), update and render; and, with defaults, its scenes, its parts of scripts and dumps,
/// and hooks. The host (`Session`, `FrameLoop`, the script player, the backends) knows nothing else of the
/// app, and nothing of a particular app.
///
/// Seven members an app must write (`gestureWindow`, `windowTitle`, `resize`, `handleKey`, `willQuit`,
/// `update`, `render`); everything else has a default fit for an app of one scene with nothing to add to
/// scripts or dumps (`HostedAppTests.MinimalApp` is such an app). State the host owns (time control, the
/// requests to the host, the frames' durations) is in `HostControls`, which the session hands the app.
public protocol HostedApp: AnyObject {
    /// The engine's window: touches go in here.
    var gestureWindow: Window { get }
    /// The window's title (and the name a recording's first line gives the app).
    var windowTitle: String { get }

    // Scenes (default: one, `main`).
    /// Scene names a script's `scene` header may name, the first where a script without one starts.
    var sceneNames: [String] { get }
    /// The scene shown.
    var sceneName: String { get }
    /// Shows scene `name` (one of `sceneNames`).
    func selectScene(_ name: String)

    // Lifecycle and input.
    /// Takes the controls the host and the app share (time control, requests, frame durations), once,
    /// before the first frame. Default: ignored (an app with no time control and no requests).
    func connect(to controls: HostControls)
    /// The window's size in points changed (also called once at start).
    func resize(to size: Size)
    /// A key pressed (a plain digit 2-5 at its release, and only when it made no mouse fingers:
    /// `InputTranslator.keysForApp`).
    func handleKey(_ key: KeyPress)
    /// Whether the app takes typed text now (a title being typed): every key then reaches it as pressed,
    /// digits included. Default false.
    var isTypingText: Bool { get }
    /// Where the app takes text from the platform's text input now (a field being edited): the cursor's
    /// rectangle in the app's points, under which an input method shows its candidates; nil while it takes
    /// none (the default). A window's frame loop starts the platform's text input while this is set, moves
    /// it with it, and stops it after (`WindowSurface.setTextInput`); while it is on, typed characters come
    /// as `handleText` and keys only name keys (`HostControls.textInputIsOn`).
    var textInputArea: Rect? { get }
    /// Text from the platform's text input (`TypedText`: committed, or being composed), in its place among
    /// the keys. Default: ignored.
    func handleText(_ text: TypedText)
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
    /// frames until an event arrives. Default false.
    var wantsFrames: Bool { get }
    /// When, at the earliest, the app's picture changes with time alone, asked at `now` with no input since:
    /// `now` itself while it animates from frame to frame, a later time for a change that is due then (a
    /// flash that ends), nil when nothing changes before the next event. A trace draws no moment before it
    /// (`TraceRecorder.capture`). Default: `now` while `wantsFrames`, else nil.
    func nextTimedChange(after now: Seconds) -> Seconds?
    /// Takes the host's waker: a function the app may call from any thread to have an idle host run a
    /// frame (work the app finished in the background, such as another window's lines read in). Default: ignored.
    func setWaker(_ wake: @escaping @Sendable () -> Void)

    // The app's parts of scripts and dumps.
    /// The state dump's fields after the host's own (`format`, `time`, `scene`, `window`; docs/state-dump.md).
    /// Default: none.
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

    /// What a plain press of the mouse's left button at `point` stands in for (no digit held): fingers, a pen
    /// with a force, or the mouse (an on-screen input picker; `MouseStandIn`). Where it answers a pen, the
    /// mouse hovers as a pen too. Default: the mouse, `mouseFingers(forPressAt:)` of its touches.
    func mouseStandIn(forPressAt point: Point) -> MouseStandIn
}

extension HostedApp {
    /// The one scene of an app that has no others.
    public var sceneNames: [String] { ["main"] }
    public var sceneName: String { sceneNames[0] }
    public func selectScene(_ name: String) {
        precondition(sceneNames.contains(name), "\(name) is not one of the app's scenes \(sceneNames)")
    }
    public func connect(to controls: HostControls) {}
    public var wantsFrames: Bool { false }
    public func nextTimedChange(after now: Seconds) -> Seconds? { wantsFrames ? now : nil }
    public func dumpFields() -> [(String, JSONValue)] { [] }
    public var scriptCommands: [ScriptCommand] { [] }
    public func perform(_ step: AppScriptStep, output: String?) throws {
        preconditionFailure("\(step.command) is not one of this app's script commands")
    }
    public func mirrorPivot(near point: Point) -> Point? { nil }
    public func mouseFingers(forPressAt point: Point) -> Int { 1 }
    public func mouseStandIn(forPressAt point: Point) -> MouseStandIn { .mouse(mouseFingers(forPressAt: point)) }
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {}
    public func finishLoading() {}
    public var isTypingText: Bool { false }
    public var textInputArea: Rect? { nil }
    public func handleText(_ text: TypedText) {}
}
