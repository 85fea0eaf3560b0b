import Gestures

/// The app plus the input path: raw input (SDL's or a script's) is translated and delivered here, so
/// both sources reach the engine the same way.
public final class Session {
    public let app: HostedApp
    public let translator: InputTranslator
    /// What the host and the app share (time control, requests, frame durations); the app gets it at start.
    public let controls = HostControls()

    public init(app: HostedApp, windowSize: Size) {
        self.app = app
        translator = InputTranslator(windowSize: windowSize)
        app.connect(to: controls)
        translator.mirrorCenter = { [unowned app] p in app.mirrorPivot(near: p) }
        translator.fingersForPress = { [unowned app] p in app.mouseFingers(forPressAt: p) }
        translator.standInForPress = { [unowned app] p in app.mouseStandIn(forPressAt: p) }
        app.resize(to: windowSize)
    }

    public var window: Window { app.gestureWindow }
    public var now: Seconds { window.clock.now }

    public func resize(to size: Size) {
        if size != translator.windowSize {
            recorder?.comment("the window became \(ScriptRecorder.number(size.width)) x \(ScriptRecorder.number(size.height)) points here (a replay keeps the first size)")
        }
        translator.windowSize = size
        app.resize(to: translator.appSize)
    }

    /// The interface scale: the app sees the window as window points / `uiScale` (larger text and controls
    /// for a class). The host renders at its pixels per point times this.
    public var uiScale: Double {
        get { translator.uiScale }
        set {
            precondition(newValue.isFinite && newValue > 0, "an interface scale is a positive number")
            translator.uiScale = newValue
            controls.uiScale = newValue
            app.resize(to: translator.appSize)
        }
    }

    /// The steps ctrl+plus and ctrl+minus move through, and the scale ctrl+0 returns to.
    public static let uiScaleSteps: [Double] = [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]

    /// The scale one step (`direction` +1 or -1) from `k`, or 1 for direction 0.
    public static func uiScale(from k: Double, step direction: Int) -> Double {
        if direction == 0 { return 1 }
        if direction > 0 { return uiScaleSteps.first { $0 > k + 1e-9 } ?? uiScaleSteps.last! }
        return uiScaleSteps.last { $0 < k - 1e-9 } ?? uiScaleSteps.first!
    }

    /// Delivers a batch at `time`: all its touch changes as one engine event, keys and typed text to the app.
    /// Writes the window's input as a touch script while set (`--record`).
    public var recorder: ScriptRecorder?

    /// When the last input arrived, on the app's clock (`isSettled`).
    public private(set) var lastInputAt: Seconds = 0
    /// How many batches of input (a `feed`, a `feedFrame` with anything in it) the session has taken: a trace
    /// tells by it that no input came between two moments (`TraceRecorder.capture`).
    public private(set) var inputCount = 0

    /// Whether nothing is going on that could change the picture: no touch down, no timer pending, nothing
    /// the app wants to animate. The frame loop draws nothing once the window is quiet a moment after its last
    /// input (`FrameLoop.settleSeconds`); a trace records no frame then (`isSettled`).
    public var isQuiet: Bool { window.activeTouches.isEmpty && window.clock.pendingTimerCount == 0 && !app.wantsFrames }

    /// Quiet, and `FrameLoop.settleSeconds` of the app's clock past the last input: the frame is the last one drawn.
    public var isSettled: Bool { isQuiet && now - lastInputAt > FrameLoop.settleSeconds }

    public func feed(_ batch: [RawInput], at time: Seconds) {
        if !batch.isEmpty { app.finishLoading(); lastInputAt = Swift.max(lastInputAt, time); inputCount += 1 }
        var touches: [TouchInput] = []
        for input in batch {
            let (more, keys) = translateAndRecord(input)
            touches += more
            let pointer = translator.takePointerInputs()
            if !pointer.isEmpty { deliverTouches(&touches, time); deliver(pointer, at: time) }
            for k in keys { deliverTouches(&touches, time); app.handleKey(k) }
            if case .text(let text) = input { deliverTouches(&touches, time); app.handleText(text) }
        }
        deliverTouches(&touches, time)
    }

    /// Hover, scroll and trackpad pinch go to the engine after the touch changes before them (each its own event, as the
    /// platform's pointer events are).
    private func deliver(_ pointer: [PointerInput], at time: Seconds) {
        for input in pointer {
            switch input {
            case .hover(let h): window.send(hover: h, at: time)
            case .scroll(let s): window.send(scroll: s, at: time)
            case .trackpadPinch(let p): window.send(trackpadPinch: p, at: time)
            }
        }
    }

    /// The engine's touch changes for one piece of input and the keys the app gets for it
    /// (`InputTranslator.keysForApp`), written to the recording (`--record`) as they are.
    private func translateAndRecord(_ input: RawInput) -> (touches: [TouchInput], keys: [KeyPress]) {
        let mouseWasDown = translator.isMouseDown
        let touches = translator.translate(input)
        controls.mousePenTilt = (translator.penAltitude, translator.penAzimuth)
        let keys = translator.keysForApp(after: input, typing: app.isTypingText)
        recorder?.note(input, at: hostTime, mouseWasDown: mouseWasDown, translator: translator, keys: keys)
        return (touches, keys)
    }

    /// One frame's input from a window, each piece with its own time, delivered as UIKit does: a touch's
    /// moves within the frame become one engine move at its last sample, the earlier samples kept as that
    /// move's coalesced samples (`TouchEvent.coalescedTouches(for:)`), and all touches' changes go in one
    /// event, split only where a touch changes again after a move was merged (a lift after its moves, say) so
    /// every touch's own order is kept. A key or typed text delivers what came before it first.
    public func feedFrame(_ inputs: [(RawInput, Seconds)]) {
        if !inputs.isEmpty { app.finishLoading(); lastInputAt = Swift.max(lastInputAt, inputs.map(\.1).max() ?? now); inputCount += 1 }
        var changes: [TouchInput] = []
        var times: [Seconds] = []   // each change's time (a merged move: its last sample's)
        func flush() {
            guard let time = times.max() else { return }
            deliverTouches(&changes, time)
            times.removeAll()
        }
        for (input, time) in inputs {
            let (touches, keys) = translateAndRecord(input)
            for t in touches {
                // A move merges into the touch's latest change when that is a move too.
                if t.kind == .move, t.location != nil, let i = changes.lastIndex(where: { $0.id == t.id }),
                   changes[i].kind == .move, let earlier = changes[i].location {
                    // The latest sample's force, angle and type win (a pen pressing harder mid-frame); the earlier
                    // positions become its coalesced samples.
                    var merged = t
                    merged.coalesced = changes[i].coalesced + [TouchSample(earlier, at: times[i])]
                    changes[i] = merged
                    times[i] = time
                } else {
                    changes.append(t)
                    times.append(time)
                }
            }
            let pointer = translator.takePointerInputs()
            if !pointer.isEmpty { flush(); deliver(pointer, at: time) }
            for k in keys { flush(); app.handleKey(k) }
            if case .text(let text) = input { flush(); app.handleText(text) }
        }
        flush()
    }

    /// The simulated mouse fingers' look: a translucent disc with a ring, drawn over the app's frame.
    public static let simulatedFingerRadius: Points = 22
    public static let simulatedFingerFill = Color(rgb: 0x1565C0, alpha: 0.35)
    public static let simulatedFingerRing = Color(rgb: 0x1565C0, alpha: 0.9)

    /// Draws one frame: the app's, then the simulated mouse fingers (2-5 held, Alt) over it.
    public func render(in canvas: Canvas) {
        app.render(in: canvas)
        for p in translator.simulatedFingers {
            canvas.fillCircle(center: p, radius: Self.simulatedFingerRadius, color: Self.simulatedFingerFill)
            canvas.strokeCircle(center: p, radius: Self.simulatedFingerRadius, width: 2, color: Self.simulatedFingerRing)
        }
    }

    /// The renderer the frames are drawn with (`software`, `opengl`, ...), for the state dump.
    public var rendererName = "software"
    /// The backend and the library version in use (`SDL 2.26.5`, `SDL 3.4.14`), for the state dump; `none`
    /// until a backend's driver or window says.
    public var backendName = "none"

    /// The state dump (docs/state-dump.md): the host's fields, then the app's.
    public func stateJSON() -> String {
        let size = translator.appSize
        var fields: [(String, JSONValue)] = [
            ("format", .int(1)),
            ("time", .number(window.clock.now)),
            ("scene", .string(app.sceneName)),
            ("window", .array([size.width, size.height].map { $0 == $0.rounded() ? .int(Int($0)) : .number($0) })),
            ("renderer", .string(rendererName)),
            ("backend", .string(backendName)),
            ("touches", .array(window.activeTouches.map(Self.touchJSON))),
            ("hover", hoverJSON),
        ]
        fields += app.dumpFields()
        return JSONValue.object(fields).render() + "\n"
    }

    /// A touch in progress as the dump gives it: its name, where it is, what made it, how hard it presses,
    /// the buttons holding it (the mouse's; a pen's side buttons; empty for fingers), a pen's angles in
    /// radians (`rollAngle` null where not reported) and its eraser.
    static func touchJSON(_ t: Touch) -> JSONValue {
        var buttons: [JSONValue] = []
        if t.buttonMask.contains(.primary) { buttons.append(.string("primary")) }
        if t.buttonMask.contains(.secondary) { buttons.append(.string("secondary")) }
        for n in 3...8 where t.buttonMask.contains(.button(n)) { buttons.append(.string("button\(n)")) }
        return .object([("id", .string(t.id.description)), ("location", pointJSON(t.locationInWindow)),
                        ("type", .string(t.type.description)), ("force", .number(t.force)),
                        ("maximumPossibleForce", .number(t.maximumPossibleForce)), ("buttons", .array(buttons)),
                        ("altitudeAngle", .number(t.altitudeAngle)), ("azimuthAngle", .number(t.azimuthAngle(in: nil))),
                        ("rollAngle", t.isRollAngleReported ? .number(t.rollAngle) : .null), ("eraser", .bool(t.isEraser))])
    }

    /// The pointer hovering over the window: the mouse when it does, else a pen (with its distance, null
    /// where not reported, and angles); null when none does.
    var hoverJSON: JSONValue {
        for type in [TouchType.indirectPointer, .pencil] {
            guard let h = window.hoverInput(of: type), let p = h.location else { continue }
            var fields: [(String, JSONValue)] = [("location", Self.pointJSON(p)), ("type", .string(type.description))]
            if type == .pencil {
                fields += [("zOffset", h.zOffset.map { .number($0) } ?? .null), ("altitudeAngle", .number(h.altitudeAngle)),
                           ("azimuthAngle", .number(h.azimuthAngle))]
            }
            return .object(fields)
        }
        return .null
    }

    static func pointJSON(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

    /// Cancels the fingers of `device` it no longer lists (`InputTranslator.reconcile`).
    public func reconcile(device: Int64, liveFingers: Set<Int64>, at time: Seconds) {
        var lost = translator.reconcile(device: device, liveFingers: liveFingers)
        deliverTouches(&lost, time)
    }

    private func deliverTouches(_ touches: inout [TouchInput], _ time: Seconds) {
        guard !touches.isEmpty else { return }
        window.send(touches, at: time)
        touches.removeAll()
    }

    /// Scripted time, in exact ticks of 1/240 s (a frame is 4 ticks, 1 in slow motion), so a dump's time is exact.
    private var ticks: Int64 = 0
    /// Time added by real-time frames (a window after its script).
    private var realTime: Seconds = 0
    /// The host's own time: every frame's full length, whatever time control does to the app's clock.
    public private(set) var hostTime: Seconds = 0
    public var appTime: Seconds { realTime + Double(ticks) / 240 }

    /// One scripted frame of 1/60 s, as time control says: the clock moves on (timers fire), then the app updates.
    public func frame() {
        var tc = controls.timeControl
        if tc.paused {
            if tc.steps > 0 { tc.steps -= 1; ticks += 4 }
        } else {
            ticks += Int64((4 * tc.scale).rounded())
        }
        controls.timeControl = tc
        controls.recordFrameDuration(1 / TouchScript.framesPerSecond)
        hostTime += 1 / TouchScript.framesPerSecond
        advance()
    }

    /// One real-time frame that took `seconds` (a window after its script, or the interactive app).
    public func frame(realSeconds seconds: Seconds) {
        var tc = controls.timeControl
        if tc.paused {
            if tc.steps > 0 { tc.steps -= 1; realTime += 1 / TouchScript.framesPerSecond }
        } else {
            realTime += seconds * tc.scale
        }
        controls.timeControl = tc
        controls.recordFrameDuration(seconds)
        hostTime += seconds
        advance()
    }

    /// Whether each frame is recorded into the app's `HostControls.liveTrace` (when it has one and wants it):
    /// set by the frame loop of a window; a headless run records nothing (its trace is `--trace`).
    public var recordsLiveTrace = false

    private func advance() {
        window.advanceTime(to: appTime)
        app.update(now: window.clock.now, hostTime: hostTime)
        if recordsLiveTrace, let live = controls.liveTrace { live.capture(self) }
    }
}
