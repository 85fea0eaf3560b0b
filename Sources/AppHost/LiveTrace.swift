import Gestures

/// A live window's recent frames, recorded as a trace records a script's (docs/trace.md, "From the live
/// window"), so that the app can save the last gesture's trace when asked (TouchTracker's ctrl+T). The app
/// makes one (it knows how to measure text and which recognizers a frame shows) and hands it to the host in
/// `HostControls.liveTrace`; the session records a frame at the end of every frame of a window
/// (`Session.recordsLiveTrace`, which the frame loop sets: a headless run records nothing, its trace is
/// `--trace`) while the app wants it (`isWanted`), where anything changed. The oldest frames go once the
/// recording is longer than `keptSeconds`.
public final class LiveTrace {
    /// How much of the app's clock is kept, in seconds: past it, the recording restarts from its newest
    /// `keptSeconds / 2`.
    public static let keptSeconds: Seconds = 60
    /// The title of the one part of a live recording (it has no script).
    public static let partTitle = "the live window"

    /// Whether the app wants its frames recorded now (the scene on screen teaches gestures).
    public var isWanted = false
    private let makeRecorder: () -> TraceRecorder
    /// The recording so far.
    public private(set) var recorder: TraceRecorder

    /// `makeRecorder` makes an empty recorder (the app's text measure and recognizer states).
    public init(makeRecorder: @escaping () -> TraceRecorder) {
        self.makeRecorder = makeRecorder
        recorder = makeRecorder()
        recorder.beginLive(Self.partTitle)
    }

    /// Records the frame when anything in it changed; drops the oldest half past `keptSeconds`.
    func capture(_ session: Session) {
        guard isWanted else { return }
        recorder.capture(session)
        if let first = recorder.frames.first, session.now - first.time > Self.keptSeconds {
            recorder = trace(from: session.now - Self.keptSeconds / 2, to: session.now) ?? freshRecorder()
        }
        assert(recorder.frames.isEmpty || session.now - recorder.frames[0].time <= Self.keptSeconds, "the recording keeps at most keptSeconds")
    }

    /// The frames from `start` to `end` (the app's clock) as a recording of their own, led by the frame
    /// showing at `start` (what was on screen when the range began); nil when none was recorded by `end`.
    public func trace(from start: Seconds, to end: Seconds) -> TraceRecorder? {
        recorder.slice(from: start, to: end, into: freshRecorder())
    }

    /// Forgets every frame (a scene shown anew starts a new recording).
    public func clear() { recorder = freshRecorder() }

    private func freshRecorder() -> TraceRecorder {
        let r = makeRecorder()
        r.beginLive(Self.partTitle)
        return r
    }
}
