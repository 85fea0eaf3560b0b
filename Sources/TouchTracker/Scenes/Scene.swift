import AppHost
import Gestures

/// One scene of the app: a node tree under the window's root, shown one at a time (the drawing, the lab,
/// whatever comes next). The app lays it out, passes it keys and frames, draws it, and dumps it; a new
/// scene is a type conforming to this plus one line in `SceneRegistry.standard`.
///
/// Contract: `container` is added to the window's root by the app, once, and hidden while the scene is not
/// shown; nothing of the scene sits outside it.
public protocol Scene: AnyObject {
    /// The scene's nodes.
    var container: Node { get }
    /// Filled behind the scene before it draws, or nil when the scene covers the window itself.
    var background: Color? { get }
    /// Whether the scene tab shows only with the overlay (it would sit on the scene's own content).
    var tabNeedsOverlay: Bool { get }
    /// Where the overlay's panel docks beside the scene (the top of the dock; nil: it floats over the scene).
    var overlayDockTop: Points? { get }
    /// Lays the scene out in `size` points, `dockWidth` of them at the right taken by the overlay's panel.
    func layout(size: Size, dockWidth: Points)
    /// The room (window points, from the scene's top left) the scene keeps where the overlay's dock and the
    /// timeline would leave it less: the app narrows the one and shortens the other, down to their least
    /// (`TeachingOverlay.narrowestDock`, `TimelineView.collapsedHeight`). Nil: the docks take their room.
    var keptRoom: Size? { get }
    /// A key the app did not take; true when the scene used it.
    @discardableResult func handleKey(_ key: KeyPress) -> Bool
    /// Once a frame: `now` the app's clock, `hostTime` the host's; `isShown` whether it is on screen.
    func update(now: Seconds, hostTime: Seconds, isShown: Bool)
    /// Draws the scene (default: its node tree).
    func draw(in canvas: Canvas)
    /// The dump's fields of the scene while shown (default: none).
    func dumpFields() -> [(String, JSONValue)]
    /// Whether the scene animates while shown, with no input (default false).
    var wantsFrames: Bool { get }
    /// When, at the earliest, the scene's picture changes with time alone (`HostedApp.nextTimedChange(after:)`;
    /// default: `now` while `wantsFrames`, else nil).
    func nextTimedChange(after now: Seconds) -> Seconds?
    /// The recognizers the overlay lists before any touch (default: none).
    var presentedRecognizers: [(GestureRecognizer, Node)] { get }
    /// The names of the nodes and recognizers the scene teaches with, its lesson (default: its whole tree);
    /// the rest of its tree is the app's own controls, which the overlay's log and the timeline leave out
    /// unless asked (F8, `TeachingSubjects`).
    var lessonNames: Set<String> { get }
    /// What the window did, as the trace records it, while the scene is shown (default: nothing).
    func note(_ event: GestureTrace.Event)
    /// Where the mouse's mirrored finger turns for a press at `point` (default nil: the window's centre; the
    /// lab and the playground: the centre of the pad pressed).
    func mirrorPivot(near point: Point) -> Point?
    /// Whether a plain mouse press at `point` makes the picker's count of fingers: on the lesson's or the
    /// stations' pads, not on the app's buttons (which stay one finger). Default false.
    func takesMouseFingers(at point: Point) -> Bool
    /// The input picker the scene shows (what the mouse stands in for: the app gives it its setting and
    /// takes its picks), nil when it shows none (the default).
    var inputPicker: InputPicker? { get }
    /// Whether a key now types text into the scene (a field being edited; default false): the host then
    /// leaves the keys to it.
    var isTypingText: Bool { get }
    /// Where the scene takes text from the platform's text input (a field's cursor, in the engine window's
    /// points, the app's), nil when it takes none (the default): `HostedApp.textInputArea`.
    var textInputArea: Rect? { get }
    /// Text from the platform's text input, committed or being composed (default: ignored).
    func handleText(_ text: TypedText)
    /// Whether the window's frames are kept while the scene is shown, so that ctrl+T saves the last
    /// gesture's trace beside its timeline (the scenes that teach; default false).
    var keepsGestureTrace: Bool { get }
    /// Hands the scene what to call when it shows other subjects in place of those on screen (another page
    /// of the lab's stations): what the overlay logged was about the ones gone. Default: never called.
    func whenSubjectsReplaced(_ action: @escaping () -> Void)
}

extension Scene {
    public var background: Color? { nil }
    public var tabNeedsOverlay: Bool { false }
    public var overlayDockTop: Points? { nil }
    public var keptRoom: Size? { nil }
    @discardableResult public func handleKey(_ key: KeyPress) -> Bool { false }
    public func update(now: Seconds, hostTime: Seconds, isShown: Bool) {}
    public func draw(in canvas: Canvas) { container.drawTree(in: canvas) }
    public func dumpFields() -> [(String, JSONValue)] { [] }
    public var wantsFrames: Bool { false }
    public func nextTimedChange(after now: Seconds) -> Seconds? { wantsFrames ? now : nil }
    public var presentedRecognizers: [(GestureRecognizer, Node)] { [] }
    public var lessonNames: Set<String> { container.namesInTree }
    public func note(_ event: GestureTrace.Event) {}
    public func mirrorPivot(near point: Point) -> Point? { nil }
    public func takesMouseFingers(at point: Point) -> Bool { false }
    public var inputPicker: InputPicker? { nil }
    public var isTypingText: Bool { false }
    public var textInputArea: Rect? { nil }
    public func handleText(_ text: TypedText) {}
    public var keepsGestureTrace: Bool { false }
    public func whenSubjectsReplaced(_ action: @escaping () -> Void) {}
}

extension Rect {
    /// The smallest of `frames` that holds `p` (the innermost of nested pads), if any.
    static func innermost(of frames: [Rect], holding p: Point) -> Rect? {
        frames.filter { $0.contains(p) }.min { $0.width * $0.height < $1.width * $1.height }
    }
}
