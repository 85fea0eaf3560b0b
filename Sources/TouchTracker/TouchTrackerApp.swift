import Foundation
import Gestures
import Platform

/// The TouchTracker app as the platform hosts it: scenes, saving, the state dump.
public final class TouchTrackerApp: HostedApp {
    public let gestureWindow: Window
    public let drawing = Drawing()
    public var simulatedFingers: [Point] = []
    public var hostRequests = HostRequests()
    public var timeControl = TimeControl()
    /// The last seconds of frame durations, newest last (the frame-time graph).
    public private(set) var frameDurations: [Seconds] = []
    public func recordFrameDuration(_ seconds: Seconds) {
        if frameDurations.count >= 240 { frameDurations.removeFirst(frameDurations.count - 239) }
        frameDurations.append(seconds)
    }
    public private(set) var sceneName = "tracker"
    public var sceneNames: [String] { ["tracker"] }
    let metrics = FontMetrics()
    let tracker: TrackerScene
    /// Where the drawing is saved; nil in headless runs without `--data-dir` (they never touch the user's file).
    public let store: DrawingStore?
    /// Saves at most this long after a change (and always on quit).
    public var saveDelay: Seconds = 0.5
    private var unsavedSince: Seconds?
    /// Save failures and restore problems, also shown on screen.
    public private(set) var messages: [String] = []

    /// `store` nil: nothing is read or written. `fresh`: start empty (the file is still written on changes).
    public init(size: Size = Size(width: 1024, height: 768), store: DrawingStore?, fresh: Bool = false) {
        gestureWindow = Window(size: size)
        self.store = store
        tracker = TrackerScene(window: gestureWindow, drawing: drawing, metrics: metrics)
        tracker.onDrawingChanged = { [unowned self] in
            if self.unsavedSince == nil { self.unsavedSince = self.gestureWindow.clock.now }
        }
        if let store, !fresh { restore(from: store) }
    }

    private func restore(from store: DrawingStore) {
        switch store.load() {
        case .nothingSaved:
            break
        case .loaded(let saved):
            drawing.load(saved.lines)
            tracker.drawView.drawColor = saved.drawColor
            unsavedSince = nil
        case .setAside(let reason, let aside):
            show("Your saved drawing could not be read, so TouchTracker started empty. The file was kept as \(aside). (\(reason))")
        }
    }

    func show(_ message: String) {
        messages.append(message)
        tracker.banner.show(message, windowSize: gestureWindow.size)
    }

    public func selectScene(_ name: String) {
        precondition(sceneNames.contains(name), "unknown scene \(name)")
        sceneName = name
    }

    public func resize(to size: Size) {
        gestureWindow.size = size
        tracker.layout(size: size)
    }

    public func handleKey(_ key: KeyPress) {
        if key.name == "F11" { hostRequests.toggleFullscreen = true; return }
        tracker.handleKey(key)
    }

    public func update(now: Seconds) {
        tracker.syncMenu()
        if let since = unsavedSince, now - since >= saveDelay { save() }
    }

    /// Writes the drawing now (if there is a store and something changed).
    public func save() {
        guard let store, unsavedSince != nil else { return }
        unsavedSince = nil
        do {
            try store.save(DrawingStore.Saved(lines: drawing.lines, drawColor: tracker.drawView.drawColor))
        } catch {
            show("The drawing could not be saved: \(error.localizedDescription)")
        }
    }

    public func willQuit() { save() }

    /// Makes the next frame redraw every finished line (what the book's view does every frame): the
    /// benchmark's "naive" figure, with the same drawing code.
    public var strokesInProgress: Int { tracker.drawView.strokes.count }

    public func forgetLineCache() { tracker.drawView.cache.invalidateAll() }

    public func render(in canvas: Canvas) {
        gestureWindow.rootNode.drawTree(in: canvas)
        for p in simulatedFingers {
            canvas.fillCircle(center: p, radius: 22, color: Style.simulatedFinger)
            canvas.strokeCircle(center: p, radius: 22, width: 2, color: Style.simulatedFingerRing)
        }
    }

    public func stateJSON(windowSize: Size) -> String {
        var fields: [(String, JSONValue)] = [
            ("format", .int(1)),
            ("time", .number(gestureWindow.clock.now)),
            ("scene", .string(sceneName)),
            ("window", .array([windowSize.width, windowSize.height].map { $0 == $0.rounded() ? .int(Int($0)) : .number($0) })),
        ]
        fields += tracker.dumpFields()
        fields.append(("recognizers", .array(allRecognizers().map { r, node in
            .object([("name", .string(r.name)), ("node", .string(node.name)), ("state", .string(r.state.rawValue))])
        })))
        fields.append(("log", .array(gestureWindow.log.entries.map { .string($0) })))
        fields.append(("messages", .array(messages.map { .string($0) })))
        return JSONValue.object(fields).render() + "\n"
    }

    /// Every recognizer in the scene, depth first, with its node.
    func allRecognizers() -> [(GestureRecognizer, Node)] {
        var out: [(GestureRecognizer, Node)] = []
        func walk(_ n: Node) {
            for r in n.gestureRecognizers { out.append((r, n)) }
            for c in n.children { walk(c) }
        }
        walk(gestureWindow.rootNode)
        return out
    }
}
