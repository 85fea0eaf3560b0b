import Foundation
import Gestures

/// The window's frame loop, the same on every backend: each frame drains the surface's pending events
/// (each with its own time, `EventTiming`), advances the clock, updates, carries out the app's requests,
/// keeps the platform's text input on where the app takes text (`followTextInput`), renders and presents,
/// so what a finger did is on screen in the frame that handled it. While a script plays, time is virtual (1/60 s a frame) and the real pointer's hover is ignored; afterwards time follows
/// the surface's clock, frames are paced where presenting does not wait for the display (`FramePacing`:
/// 60 a second, and input starts the next frame at once, at most every half a frame),
/// and an idle window (`waitWhileIdle`) draws nothing until an event arrives. The backend supplies only
/// its `WindowSurface`.
public final class FrameLoop: ScriptDriver {
    public let session: Session
    public let surface: WindowSurface
    /// Where the window reports what the person should know (a renderer that fell back, a failed
    /// `expect-screenshot`, touches cancelled), one line each.
    public var onDiagnostic: ((String) -> Void)?

    /// How long after the last input frames keep coming (a tap's visual response, a fade), in seconds.
    public static let settleSeconds = 0.5
    /// How often an idle wait looks at the quit signals, in seconds (a signal also wakes it).
    static let idleSignalCheckSeconds = 1.0
    /// The longest real frame the app's clock is moved by, in seconds (a stall is not a jump in time).
    static let longestFrameSeconds = 0.25

    private var running = true
    /// While a script plays, time is virtual (1/60 s a frame); afterwards it follows the surface's clock.
    private var scripted = false
    /// The touch devices present at the last frame, in the platform's order.
    private var devices: [Int64] = []
    /// The event clock and the app's clock at the last frame, and the last event's time (`EventTiming`).
    private var frameStamp: UInt64
    private var frameAppTime: Seconds = 0
    private var lastEventTime: Seconds = 0
    /// The surface's clock (seconds) when the last frame started, when the last one ended (pacing), and at
    /// the last input.
    private var frameStart: Double
    private var lastFrameEnd: Double
    private var lastInput: Double
    /// The surface's clock (seconds) when the last frame that input started started (pacing).
    private var lastInputStart = -Double.infinity
    /// Drops the mouse echoes of touches (`MouseEchoFilter`).
    private let echoFilter = MouseEchoFilter()
    /// The platform's text input as the surface was last told (window points; nil: off).
    private var textInputArea: Rect?

    /// `uiScale`: the interface scale at start (the surface was made for it; ctrl+plus, ctrl+minus and
    /// ctrl+0 change it).
    public init(app: HostedApp, surface: WindowSurface, uiScale: Double = 1) {
        self.surface = surface
        session = Session(app: app, windowSize: surface.pointSize)
        session.recordsLiveTrace = true
        // The app's waker ends the idle wait; the frame that follows runs the app's update.
        app.setWaker(surface.makeWaker())
        session.rendererName = surface.rendererName
        session.backendName = surface.backendName
        surface.attach(to: session)
        if uiScale != 1 { session.uiScale = uiScale }
        let now = surface.seconds()
        (frameStart, lastFrameEnd, lastInput) = (now, now, now)
        frameStamp = surface.eventClock()
    }

    /// Plays `series` (if any) in real time, part after part, then stays open for the person until the
    /// window is closed. Returns the failed checks of the script, `FILE:LINE: message` each (each also said
    /// through `onDiagnostic` as it fails).
    @discardableResult
    /// `uiScale`: the interface scale the series is replayed at (a script made at another is scaled to it).
    public func run(series: ScriptSeries?, outputDirectory: String, goldenUpdate: GoldenUpdate = .none, uiScale: Double? = nil) throws -> [String] {
        if let problem = surface.startupProblem { onDiagnostic?(problem) }
        var failures: [String] = []
        if let series {
            scripted = true
            let played = try series.play(on: self, outputDirectory: outputDirectory, goldenUpdate: goldenUpdate, uiScale: uiScale) { player in
                for f in player.failedExpectations { self.onDiagnostic?(f) }
            }
            failures = played.checkFailures.map(\.description)
            if played.outcome == .signalled || played.outcome == .closed { session.app.willQuit() }
            if played.outcome != .finished { return failures }
        }
        scripted = false
        lastFrameEnd = surface.seconds()
        while runFrame() { waitWhileIdle() }
        session.app.willQuit()
        return failures
    }

    // MARK: ScriptDriver

    public func runFrame() -> Bool {
        pumpEvents()
        if QuitSignals.pending != 0 { running = false }
        guard running else { return false }
        let now = surface.seconds()
        if scripted {
            session.frame()
        } else {
            // A stall moves the app's clock by `longestFrameSeconds` at most; but input that came during it
            // keeps its real times and has moved the gesture clock on (`EventTiming`): the app's clock follows
            // it, else it would stand still behind it, and no timer fire, until it caught up.
            let real = Swift.min(Self.longestFrameSeconds, now - frameStart)
            let scale = session.controls.timeControl.scale
            let behind = scale > 0 ? (session.now - session.appTime) / scale : 0
            session.frame(realSeconds: Swift.max(real, behind))
        }
        frameStart = now
        frameStamp = surface.eventClock()
        frameAppTime = session.now
        handleRequests()
        guard running else { return false }
        followTextInput()
        surface.present(session)
        pace()
        return running
    }

    public func captureFrame() throws -> PixelFrame { try surface.captureFrame(of: session) }
    public func screenshot(to path: String) throws { try surface.writePNG(captureFrame(), to: path) }
    public func decodePNG(_ data: Data) throws -> PixelFrame { try surface.decodePNG(data) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { try surface.encodePNG(frame) }

    // MARK: The frame

    /// Whether `input` is a pointer moving with nothing pressed (no mouse touch of the translator's is down),
    /// or a pen above the screen.
    static func isRealHover(_ input: RawInput, mouseHeld: Bool) -> Bool {
        switch input {
        case .hover: return true
        case .mouseHover: return !mouseHeld
        case .penHover: return true   // SDL 3's pen above the screen (its button's changes are kept)
        default: return false
        }
    }

    private func pumpEvents() {
        // The frame's input first, each with its own time; then the echoes of touches are dropped.
        var batch: [(RawInput, Seconds)] = []
        surface.pollEvents { event in
            switch event {
            case .input(let input, let stamp):
                lastInput = surface.seconds()
                // While a script plays, its own `hover` lines are the only hover: the real pointer resting over
                // the window (X puts it at the screen's centre) would otherwise put a hover ring into the
                // script's screenshots. Real touches, clicks and keys still come through, as before (and the
                // motion that ends a real click whose release was lost).
                if scripted, Self.isRealHover(input, mouseHeld: session.translator.heldMouseButton != nil) { return }
                if case .cancelAll(let reason) = input { onDiagnostic?("touches cancelled: \(reason)") }
                let tc = session.controls.timeControl
                let time = scripted ? session.now : EventTiming.time(
                    ofEventAt: stamp, frameStamp: frameStamp, frameTime: frameAppTime,
                    scale: tc.paused ? 0 : tc.scale, notBefore: Swift.max(lastEventTime, session.now))
                lastEventTime = time
                batch.append((input, time))
            case .quit:
                running = false
            case .resized:
                lastInput = surface.seconds()
                windowChanged()
            }
        }
        // The frame's moves of each touch as one event, its samples coalesced (UIKit's one event a frame).
        session.feedFrame(echoFilter.filter(batch, input: \.0, fingersDown: session.translator.hasFingersDown))
        // A finger whose lift never came: the platform's own count for its device no longer lists it.
        let live = surface.fingersDown()
        for (device, fingers) in live {
            session.reconcile(device: device, liveFingers: fingers, at: session.now)
        }
        // A platform may send no finger-up when a touch device goes away (SDL 2 does not): every touch is
        // cancelled then.
        let present = live.map(\.device)
        if present != devices {
            if devices.contains(where: { !present.contains($0) }) {
                onDiagnostic?("touches cancelled: a touch device went away")
                session.feed([.cancelAll(reason: "a touch device went away")], at: session.now)
            }
            devices = present
        }
    }

    private func windowChanged() {
        session.resize(to: surface.pointSize)
        surface.windowChanged(uiScale: session.uiScale)
    }

    /// The app's requests of the frame, carried out and cleared.
    private func handleRequests() {
        let requests = session.controls.takeRequests()
        if requests.toggleFullscreen {
            surface.toggleFullscreen()
            windowChanged()
        }
        if requests.quit { running = false }
        if let step = requests.uiScaleStep {
            session.uiScale = Session.uiScale(from: session.uiScale, step: step)
            windowChanged()
        }
    }

    /// Keeps the platform's text input as the app wants it (`HostedApp.textInputArea`, in window points):
    /// on, under the app's area, while the app takes text, off otherwise, and never while a script plays
    /// (its `key` lines type). Tells the surface only of a change, and the app whether it is on.
    private func followTextInput() {
        let k = session.uiScale
        let wanted = scripted ? nil : session.app.textInputArea.map { Rect(x: $0.minX * k, y: $0.minY * k, width: $0.width * k, height: $0.height * k) }
        guard wanted != textInputArea else { return }
        textInputArea = wanted
        surface.setTextInput(area: wanted)
        session.controls.textInputIsOn = wanted != nil
    }

    /// Idle (no touch down, no timer pending, nothing the app wants to animate or save, no input for a
    /// moment): draws nothing and sleeps until an event arrives, so an idle window costs no CPU.
    private func waitWhileIdle() {
        let since = surface.seconds() - lastInput
        guard since > Self.settleSeconds, session.isQuiet, running else { return }
        // Sleeps until an event is queued (the app's waker queues one); looks at the quit signals now and then.
        while !surface.waitForEvent(timeout: Self.idleSignalCheckSeconds) && QuitSignals.pending == 0 {}
        // The frame after the wait measures from here, not from before the sleep: the app's clock does not
        // count the wait, so the events that ended it are placed from here too (stamped during the wait, they
        // land on the next frame). Placed from the frame before the wait, they were as far ahead of the app's
        // clock as the wait was long, and the clock, which never goes back, stood still that long: a mouse
        // held still after a pause never made a long press.
        frameStart = surface.seconds()
        lastFrameEnd = frameStart
        frameStamp = surface.eventClock()
        frameAppTime = session.now
    }

    /// Where presenting does not wait for the display, waits for the next frame (`FramePacing`: input starts
    /// it, at most every half a period, else it starts a period after the last one).
    private func pace() {
        guard !surface.presentWaitsForDisplay else { lastFrameEnd = surface.seconds(); return }
        let byInput = FramePacing.wait(from: lastFrameEnd, lastInputStart: lastInputStart, seconds: surface.seconds,
                                       sleep: surface.sleep, waitForEvent: surface.waitForEvent(timeout:))
        lastFrameEnd = surface.seconds()
        if byInput { lastInputStart = lastFrameEnd }
    }
}
