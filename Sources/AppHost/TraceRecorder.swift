import Foundation
import Gestures

/// A touch on the screen, or a pointer hovering over it, at one frame of a trace.
public struct TraceTouch: Equatable, Sendable {
    /// The touch's name in the log (`1`, `m`); a hovering pointer's is `hover`.
    public var id: String
    /// `direct`, `pencil`, `indirectPointer` (the engine's `TouchType`).
    public var type: String
    public var location: Point
    public var force: Double
    /// A pen's angles, in radians (π/2 and 0 for an upright pen, and for fingers).
    public var altitude: Double
    public var azimuth: Double
    public var eraser: Bool
    /// A pointer above the screen (the mouse, or a pen with its `distance` when reported), not a touch.
    public var hovering: Bool
    public var distance: Double?
}

/// A recognizer's state at one frame of a trace.
public struct TraceRecognizerState: Equatable, Sendable {
    public var name: String
    public var state: String
    public init(name: String, state: String) { self.name = name; self.state = state }
}

/// Records a script's run for a trace (docs/trace.md), as a `ScriptObserver` of its players: at every
/// moment where anything changed (after a batch of input, after a frame), the picture the app draws (as
/// SVG, through `SVGCanvas`, stored as what changed: `SVGFrameStore`), the touches, each recognizer's state
/// and the script line playing; every check with its outcome at the frame it ran; each script line's first
/// frame. A moment where nothing changed is not a frame. Nothing of the run is changed by recording it: the
/// app is drawn into an SVG canvas, which keeps no pixels and no layers.
public final class TraceRecorder: ScriptObserver {
    /// One frame: when, which part and line of the script made it, what showed.
    public struct Frame: Equatable, Sendable {
        public var time: Seconds
        public var part: Int
        public var line: Int
        public var touches: [TraceTouch]
        public var recognizers: [TraceRecognizerState]
    }
    /// A check at the frame it ran on.
    public struct Check: Equatable, Sendable {
        public var outcome: CheckOutcome
        public var part: Int
        public var frame: Int
    }
    /// A script line's first frame: the frame its first step made, or (a step that changed nothing) the one showing then.
    public struct Step: Equatable, Sendable {
        public var part: Int
        public var line: Int
        public var frame: Int
    }
    /// A file of the run (a script, a recording's part, a lesson) and its lines, as read when it started.
    public struct Part: Equatable, Sendable {
        public var file: String
        public var lines: [String]
    }

    public private(set) var frames: [Frame] = []
    public private(set) var pictures = SVGFrameStore()
    public private(set) var checks: [Check] = []
    public private(set) var steps: [Step] = []
    public private(set) var parts: [Part] = []
    /// The picture's size in points (the app's), from the first frame.
    public private(set) var size = Size(width: 0, height: 0)

    private let measure: (String, Points) -> Size
    /// What `measure` said of each text at each size: a frame draws mostly the texts the last one drew, and
    /// shaping one (HarfBuzz) costs more than the rest of its SVG.
    private var measured: [MeasuredText: Size] = [:]
    private struct MeasuredText: Hashable { var text: String; var size: Points }
    private let recognizers: (Session) -> [TraceRecognizerState]
    private var player: ObjectIdentifier?
    private var line = 0
    private var pending: (part: Int, line: Int, framesBefore: Int)?
    /// What the last moment drawn drew (`SVGCanvas.calls`).
    private var lastCalls: [SVGCanvas.Call] = []
    /// Whether an app's command ran since the last capture (`capture`).
    private var appCommandSinceCapture = false
    /// What had happened by the last moment: the engine's events (its trace's count) and the session's input
    /// batches; and whether anything had at the moment before it (`capture`).
    private var happenedByLastMoment: Happened?
    private var happenedAtLastMoment = true
    private struct Happened: Equatable { var events: Int; var inputs: Int }
    /// When the app said, at the last moment, that its picture would next change with time alone (`capture`).
    private var timedChange: Seconds? = -.infinity

    /// `measure` sizes text for the SVG (the shipped font's metrics, `BackendServices.measure`);
    /// `recognizers` lists the recognizers a frame shows and their states (default: every recognizer in the
    /// engine window's tree, depth first).
    public init(measure: @escaping (String, Points) -> Size,
                recognizers: @escaping (Session) -> [TraceRecognizerState] = TraceRecorder.allRecognizers) {
        self.measure = measure
        self.recognizers = recognizers
    }

    /// Every recognizer in the window's tree, depth first, with its state.
    public static func allRecognizers(_ session: Session) -> [TraceRecognizerState] {
        var out: [TraceRecognizerState] = []
        func walk(_ n: Node) {
            for r in n.gestureRecognizers { out.append(TraceRecognizerState(name: r.name, state: r.state.rawValue)) }
            for c in n.children { walk(c) }
        }
        walk(session.window.rootNode)
        return out
    }

    // MARK: ScriptObserver

    public func player(_ player: ScriptPlayer, willRunStep index: Int, line: Int, on driver: ScriptDriver) {
        if self.player != ObjectIdentifier(player) {
            self.player = ObjectIdentifier(player)
            parts.append(Part(file: player.scriptFile ?? "script", lines: Self.lines(of: player.scriptFile)))
            if frames.isEmpty { self.line = 0; capture(driver.session, force: true) }
        }
        closeStep()
        self.line = line
        // Input (a key too) and frames passing are counted by the session and the engine (`capture`); a check,
        // a screenshot or a dump changes nothing. An app's command may change anything: the next moment is drawn.
        switch player.script.steps[index] {
        case .input, .frames, .glide, .key, .expectLog, .expectScreenshot, .mask, .screenshot, .dump: break
        case .app, .quit: appCommandSinceCapture = true
        }
        pending = (parts.count - 1, line, frames.count)
    }

    public func playerDidAdvance(_ player: ScriptPlayer, on driver: ScriptDriver) { capture(driver.session) }

    public func player(_ player: ScriptPlayer, checked outcome: CheckOutcome, on driver: ScriptDriver) {
        checks.append(Check(outcome: outcome, part: max(0, parts.count - 1), frame: max(0, frames.count - 1)))
    }

    /// Ends the last step's line (call once the run is over).
    public func finish() { closeStep() }

    // MARK: A live window's

    /// Starts a recording of a live window (`LiveTrace`): one part, `title`, with no lines; frames at line 0.
    func beginLive(_ title: String) {
        precondition(parts.isEmpty && frames.isEmpty, "a live recording starts empty")
        parts = [Part(file: title, lines: [])]
    }

    /// The frames from `start` to `end` recorded into `target` (empty, its one part begun): first the frame
    /// showing at `start` (the last one before it), then every frame up to `end`, at their times. Nil when
    /// no frame was recorded by `end`.
    func slice(from start: Seconds, to end: Seconds, into target: TraceRecorder) -> TraceRecorder? {
        precondition(target.frames.isEmpty, "a slice goes into an empty recorder")
        let lead = frames.lastIndex { $0.time < start } ?? 0
        guard !frames.isEmpty, frames[lead].time <= end else { return nil }
        var numbers: [Int] = []
        for (k, edit) in pictures.edits.enumerated() {
            numbers = SVGFrameStore.apply(edit, to: numbers)
            guard k >= lead else { continue }
            guard frames[k].time <= end else { break }
            var frame = frames[k]
            frame.part = 0
            if target.frames.isEmpty { target.size = size }
            target.pictures.append(numbers.map { pictures.elements[$0] })
            target.frames.append(frame)
        }
        assert(target.frames.count == target.pictures.edits.count, "a picture a frame")
        return target
    }

    // MARK: Recording

    private func closeStep() {
        guard let p = pending else { return }
        pending = nil
        guard !frames.isEmpty else { return }
        if let last = steps.last, last.part == p.part, last.line == p.line { return }   // a line's later steps
        if steps.contains(where: { $0.part == p.part && $0.line == p.line }) { return }
        steps.append(Step(part: p.part, line: p.line, frame: frames.count > p.framesBefore ? p.framesBefore : frames.count - 1))
    }

    /// Records the moment as a frame when anything in it changed since the last frame (always with `force`).
    /// Two kinds of moment changed nothing, unless an app's command ran since (such as `scene`: no input), and
    /// are not drawn:
    /// - a settled session (`Session.isSettled`: quiet a moment after its last input, what a window draws no
    ///   frame for);
    /// - one where nothing happened at it or at the moment before (no input, no event in the engine: a timer
    ///   firing, a state changing, an action, which its `GestureTrace` counts; the moment after one is drawn
    ///   because the app's `update` shows some of it a frame later, such as the drawing's undo bar), before the
    ///   time the app gave at the moment before for its next change with time alone
    ///   (`HostedApp.nextTimedChange(after:)`: a fade's next frame, a flash's end). A timer pending is such a
    ///   moment, frame after frame, until it fires. With no `GestureTrace` in the window, every moment is drawn.
    /// A settled session is drawn too when its time for a change has come (the frame where a flash ends).
    func capture(_ session: Session, force: Bool = false) {
        let due = timedChange.map { session.now >= $0 } ?? false
        timedChange = session.app.nextTimedChange(after: session.now)
        let happened = session.window.trace.map { Happened(events: $0.totalCount, inputs: session.inputCount) }
        let happenedNow = happened == nil || happened != happenedByLastMoment
        let recently = happenedNow || happenedAtLastMoment
        happenedByLastMoment = happened
        happenedAtLastMoment = happenedNow
        if !force, !frames.isEmpty, !appCommandSinceCapture, !due {
            if session.isSettled || !recently { return }
        }
        appCommandSinceCapture = false
        let canvas = SVGCanvas(size: session.translator.appSize, measure: { [unowned self] text, size in
            let key = MeasuredText(text: text, size: size)
            if let known = measured[key] { return known }
            let size = measure(text, size)
            measured[key] = size
            return size
        })
        session.render(in: canvas)
        let touches = Self.touches(session)
        let states = recognizers(session)
        // Drawn the same as the last moment (most are: a frame while nothing moves): its SVG is not written.
        let unchanged = !force && frames.last.map { $0.touches == touches && $0.recognizers == states } == true
        if unchanged, canvas.calls == lastCalls { return }
        lastCalls = canvas.calls
        // Numbered once: a picture the same as the last one's adds no element.
        let picture = pictures.number(calls: canvas.calls)
        if unchanged, picture == pictures.last { return }
        if frames.isEmpty { size = session.translator.appSize }
        pictures.append(numbered: picture)
        frames.append(Frame(time: session.now, part: max(0, parts.count - 1), line: line, touches: touches, recognizers: states))
    }

    /// The touches down, then the pointers hovering (the mouse's, a pen's).
    static func touches(_ session: Session) -> [TraceTouch] {
        var out = session.window.activeTouches.map { t in
            TraceTouch(id: t.id.label, type: t.type.description, location: t.locationInWindow, force: t.force, altitude: t.altitudeAngle,
                       azimuth: t.azimuthAngle(in: nil), eraser: t.isEraser, hovering: false, distance: nil)
        }
        for type in [TouchType.indirectPointer, .pencil] {
            guard let h = session.window.hoverInput(of: type), let p = h.location else { continue }
            out.append(TraceTouch(id: "hover", type: type.description, location: p, force: 0, altitude: h.altitudeAngle,
                                  azimuth: h.azimuthAngle, eraser: false, hovering: true, distance: h.zOffset))
        }
        return out
    }

    /// A file's lines (none when it cannot be read), as the viewer shows them.
    public static func lines(of file: String?) -> [String] {
        guard let file, let data = FileManager.default.contents(atPath: file) else { return [] }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { String($0) }
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }
}
