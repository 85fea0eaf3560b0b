import Gestures
import AppHost

/// The live timeline (F4): docked along the bottom of the window, it shows the last `visibleSeconds` of the
/// app's clock and half a second ahead (so running timers count down toward their end). It follows slow
/// motion, pause and single steps because it reads the window's clock, which time control moves. It takes
/// the touches that land on it, so nothing under it is drawn on by mistake.
final class TimelineView: Node {
    private unowned let host: Window
    private let trace: GestureTrace
    /// How much of the past is shown, in seconds of the app's clock.
    var visibleSeconds: Seconds = 3
    /// How far ahead of now the axis runs, in seconds (room for countdowns).
    var aheadSeconds: Seconds = 0.5

    init(window: Window, trace: GestureTrace) {
        self.host = window
        self.trace = trace
        super.init(name: "timeline")
        isHidden = true
    }

    /// The scene shown: since when, and the names of its nodes and recognizers (nil: everything).
    private var sceneStart: Seconds = -.infinity
    private var subjects: Set<String>?

    /// From `time` on, shows only raw touches and what happens to `subjects` (the scene just shown): the
    /// other scene's lanes would crowd out this one's.
    func show(_ subjects: Set<String>, since time: Seconds) {
        self.subjects = subjects
        sceneStart = time
    }

    /// The timeline of the range shown now.
    func current() -> Timeline {
        let now = host.clock.now
        let start = now - visibleSeconds
        // Spans still open at `start` began earlier: look back a little further for their starts.
        let events = trace.events(since: Swift.max(start - 10, sceneStart))
        guard let subjects else { return Timeline(events, from: start, to: now + aheadSeconds) }
        return Timeline(events.lazy.filter { e in
            guard let subject = e.subject else {
                // A raw touch: from the switch on, but not the lift or cancel at the switch's instant (the
                // touch that tapped the scene tab, those the switch cancelled: the other scene's).
                if case .touch(_, let kind, _) = e.kind, e.time == self.sceneStart { return kind == .down || kind == .move }
                return true
            }
            return subjects.contains(subject)
        }, from: start, to: now + aheadSeconds)
    }

    /// The height the dock takes in a window `size` large: a third of it, at least room for four lanes.
    static func dockHeight(for size: Size) -> Points {
        min(size.height * 0.45, max(TimelineDrawing.height(laneCount: 4), size.height / 3)).rounded()
    }

    override func draw(in canvas: Canvas) {
        TimelineDrawing.draw(current(), in: canvas, rect: bounds, title: "Timeline (F4 hides, ctrl+T saves SVG): last \(Int(visibleSeconds)) s",
                             now: host.clock.now)
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}
}
