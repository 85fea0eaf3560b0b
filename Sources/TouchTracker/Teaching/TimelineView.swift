import Gestures
import AppHost

/// The live timeline (F4): docked along the bottom of the window, it shows the last `visibleSeconds` of the
/// app's clock and half a second ahead (so running timers count down toward their end); once the last
/// gesture has left that range, that gesture, until the next one starts. It follows slow
/// motion, pause and single steps because it reads the window's clock, which time control moves. It takes
/// the touches that land on it, so nothing under it is drawn on by mistake: a drag on it, or the wheel
/// over it, scrolls its lanes when there are more than fit.
///
/// It shows what `subjects` shows (`TeachingSubjects`: the scene on screen since it was shown, its lesson's
/// lanes before the app's own controls').
final class TimelineView: Node {
    private unowned let host: Window
    private let trace: GestureTrace
    /// How much of the past is shown, in seconds of the app's clock.
    var visibleSeconds: Seconds = 3
    /// How far ahead of now the axis runs, in seconds (room for countdowns).
    var aheadSeconds: Seconds = 0.5
    /// What it shows: the app sets it when the scene, its lesson or F8 changes.
    var subjects = TeachingSubjects(lesson: [], app: []) { didSet { lastGesture = nil } }
    /// The recognizers that have a lane even before anything happens to them, in order (the scene's
    /// `presentedRecognizers`: the playground's lesson, the lab's station shown alone).
    var pinned: () -> [String] = { [] }
    /// Drags and scrolls that move the lanes (a pan of the app's own: it shows only with F8).
    let scroll = PanGestureRecognizer(name: "timeline.scroll")
    /// The first lane shown, as last asked; `firstLane(of:)` keeps it in range.
    private var scrollLane = 0
    private var scrollStartLane = 0
    /// F8 on screen, under the title, above the lane names.
    let appControlsSwitch = AppControlsSwitch(name: "timeline.appControls", title: "app controls", shown: tr("app controls"), look: .onLight)

    init(window: Window, trace: GestureTrace) {
        self.host = window
        self.trace = trace
        super.init(name: "timeline")
        isHidden = true
        addChild(appControlsSwitch)
        appControlsSwitch.frame = Rect(x: 6, y: 21, width: TimelineDrawing.labelWidth - 22, height: AppControlsSwitch.height)
        scroll.allowedScrollTypesMask = .all
        addGestureRecognizer(scroll)
        scroll.addAction { [unowned self] pan in
            switch pan.state {
            case .began: self.scrollStartLane = self.firstLane(of: self.current())
            case .changed, .ended:
                let height = TimelineDrawing.laneHeight(in: self.bounds, laneCount: self.current().lanes.count)
                let lanes = Int((-self.scroll.translation(in: self).dy / height).rounded())
                self.scrollLane = Swift.max(0, self.scrollStartLane + lanes)
            default: break
            }
        }
    }

    /// The timeline of the range shown now: the lanes of what `subjects` shows, over the last `visibleSeconds`
    /// and `aheadSeconds` ahead.
    /// Once the last gesture has left that range it is kept on screen (`Timeline.shownRange`) until the next
    /// one starts.
    func current() -> Timeline {
        let now = host.clock.now
        let usualStart = now - visibleSeconds
        // Spans still open at the start began earlier: look back a little further for their starts.
        var events = shown.events(of: trace, subjects: subjects, from: usualStart - 10)
        var range = Timeline.ShownRange(start: usualStart, end: now + aheadSeconds, keptGesture: false)
        let recent = Timeline.lastGesture(in: events)
        if !(recent.map { $0.touching || $0.start >= usualStart } ?? false) {
            // The last gesture may be older than the events looked at: all of the scene's (looked at again
            // only when the trace changed).
            if lastGesture?.count != trace.totalCount {
                let all = subjects.events(of: trace)
                lastGesture = (trace.totalCount, Timeline.lastGesture(in: all), all.last?.time)
            }
            if let g = lastGesture {
                range = Timeline.shownRange(lastGesture: g.gesture, lastEvent: g.lastEvent, now: now, seconds: visibleSeconds, ahead: aheadSeconds)
                if range.keptGesture { events = shown.events(of: trace, subjects: subjects, from: range.start - 10) }
            }
        }
        var timeline = Timeline(events, from: range.start, to: range.end, pinned: pinned(), appControl: subjects.isAppControl)
        timeline.keptGesture = range.keptGesture
        return timeline
    }
    /// What it shows of the trace, kept from frame to frame.
    private let shown = TimelineEvents()
    /// The scene's last gesture and last event, found among all its events while the trace held `count` events.
    private var lastGesture: (count: Int, gesture: Timeline.LastGesture?, lastEvent: Seconds?)?

    /// How many lanes of `timeline` the panel has room for (0 while hidden).
    func rows(of timeline: Timeline) -> Int { isHidden ? 0 : TimelineDrawing.rows(in: bounds, laneCount: timeline.lanes.count) }

    /// The first lane shown of `timeline`: as scrolled, but never past the last screenful.
    func firstLane(of timeline: Timeline) -> Int {
        Swift.min(scrollLane, Swift.max(0, timeline.lanes.count - Swift.max(1, rows(of: timeline))))
    }

    /// The height the dock takes in a window `size` large: a third of it, at least room for four lanes, at
    /// most 45%; but it leaves the scene `sceneKeeps` points while it can keep a third (a window 300 points
    /// high, 800x600 at 2x: a lab station above it keeps pads of 40 points).
    static func dockHeight(for size: Size) -> Points {
        let wanted = min(size.height * 0.45, max(TimelineDrawing.height(laneCount: 4), size.height / 3))
        return min(wanted, max(size.height / 3, size.height - sceneKeeps)).rounded()
    }
    /// What the dock leaves the scene above it, where a third of the window is more than that leaves.
    /// 226: a station shown alone above it keeps its title bar, pads of 40 points and five log lines a pad
    /// under their titles (1024x768 at 2x, the dock then holding four compact lanes: station 1's; issue 49).
    static let sceneKeeps: Points = 226
    /// The dock's least height where the scene keeps its room (`Scene.keptRoom`): its header and one compact lane.
    static let collapsedHeight: Points = TimelineDrawing.headerHeight + TimelineDrawing.compactRowHeight + 4

    /// The panel's title in `width` (less the "now" label at its right), longest first: the keys, then the
    /// span; in a narrow dock (beside the overlay's panel at 800x600, 2x) shorter, never cut.
    func title(width: Points, in canvas: Canvas, keptGesture: Bool = false) -> String {
        let span = keptGesture ? tr("the last gesture") : tr("last {seconds} s", ["seconds": String(Int(visibleSeconds))])
        let titles = [tr("Timeline (F4 hides, ctrl+T saves SVG): {span}", ["span": span]), tr("Timeline (F4 hides): {span}", ["span": span]),
                      tr("Timeline: {span}", ["span": span]), tr("Timeline")]
        return titles.first { canvas.measureText($0, size: 12).width <= width - 56 } ?? titles[titles.count - 1]
    }

    /// Whether the panel drawn last changes as time passes: it does while what it shows of the last seconds
    /// slides along, or its "now" line moves over the last gesture kept. The last gesture kept, with now past
    /// its range, or last seconds with nothing in them, stay as they are until the trace changes (input, a
    /// timer: they bring their own frames), so an idle window draws nothing.
    var movesWithTime: Bool {
        guard let still = stillAfter, still.traceCount == trace.totalCount else { return true }
        return host.clock.now <= still.after
    }
    /// The trace's count when the panel was drawn last, and the time after which it stays as it is (nil: it
    /// moves with time).
    private var stillAfter: (traceCount: Int, after: Seconds)?

    override func draw(in canvas: Canvas) {
        let timeline = current()
        if timeline.keptGesture {
            stillAfter = (trace.totalCount, timeline.end)
        } else {
            let empty = timeline.lanes.allSatisfy { $0.spans.isEmpty && $0.marks.isEmpty }
            stillAfter = empty ? (trace.totalCount, -.infinity) : nil
        }
        TimelineDrawing.draw(timeline, in: canvas, rect: bounds, title: title(width: bounds.width, in: canvas, keptGesture: timeline.keptGesture),
                             now: host.clock.now, firstLane: firstLane(of: timeline))
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}
}
