import Gestures

/// What the host and its app share each frame, owned by the session (`Session.controls`) and handed to the
/// app once, before any frame (`HostedApp.connect(to:)`): how the app's clock follows the frames (the app
/// changes it on its keys, the session reads it), the requests the app makes of the host (read and cleared
/// by the frame loop every frame), and the durations of the last frames (the host writes them, the app may
/// show them). The app never has to keep any of it itself.
public final class HostControls {
    /// Slow motion, pause and single steps (F5-F7 in TouchTracker).
    public var timeControl = TimeControl()
    /// Full screen, quit, interface scale: what the app asks of the host, read and cleared every frame.
    public var requests = HostRequests()
    /// The durations of the last `keptFrameCount` frames, in seconds, newest last (the nominal 1/60 s in
    /// scripted frames).
    public private(set) var frameDurations: [Seconds] = []
    /// How many frame durations are kept: four seconds at 60 frames a second.
    public static let keptFrameCount = 240
    /// The tilt of the pen the mouse stands in for, in degrees (`InputTranslator.penAltitude`, `.penAzimuth`:
    /// the wheel with shift or alt held changes it), for the app to show; the session writes it after each input.
    public internal(set) var mousePenTilt = (altitude: 90.0, azimuth: 0.0)
    /// The interface scale the session shows the app at (`Session.uiScale`), for the app to say.
    public internal(set) var uiScale = 1.0
    /// Whether the platform's text input is on (a window's frame loop turned it on for the app's
    /// `textInputArea`): the characters keys type then arrive as text (`HostedApp.handleText`), so a key must
    /// not type its own character too. Off in a headless run and while a script plays: a script's `key`
    /// lines type as keys.
    public internal(set) var textInputIsOn = false

    /// The window's recent frames as a trace (`LiveTrace`), when the app keeps one: the app sets it, the
    /// session records into it every frame of a window.
    public var liveTrace: LiveTrace?

    public init() {}

    /// Records one frame's duration, dropping the oldest past `keptFrameCount`.
    func recordFrameDuration(_ seconds: Seconds) {
        if frameDurations.count >= Self.keptFrameCount { frameDurations.removeFirst(frameDurations.count - Self.keptFrameCount + 1) }
        frameDurations.append(seconds)
        assert(frameDurations.count <= Self.keptFrameCount)
    }

    /// The requests made since the last call, cleared.
    func takeRequests() -> HostRequests {
        defer { requests = HostRequests() }
        return requests
    }
}
