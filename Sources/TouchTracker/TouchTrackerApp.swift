import Foundation
import Gestures
import AppHost

/// The TouchTracker app as the host runs it: scenes, saving, the state dump.
public final class TouchTrackerApp: HostedApp {
    public let gestureWindow: Window
    public let drawing = Drawing()
    public var hostRequests = HostRequests()
    public var timeControl = TimeControl()
    /// The last seconds of frame durations, newest last (the frame-time graph).
    public private(set) var frameDurations: [Seconds] = []
    public func recordFrameDuration(_ seconds: Seconds) {
        if frameDurations.count >= 240 { frameDurations.removeFirst(frameDurations.count - 239) }
        frameDurations.append(seconds)
    }
    /// The scenes, in the registry's order; the drawing's is `tracker`.
    public let registry: SceneRegistry
    let scenes: [Scene]
    /// The index of the scene shown in `scenes`.
    private var shown = 0
    public var sceneName: String { registry.entries[shown].name }
    public var sceneNames: [String] { registry.names }
    /// The scene shown.
    var currentScene: Scene { scenes[shown] }
    /// The lab (tests and benchmarks reach into it; the app itself goes through `Scene`).
    var lab: LabScene { scenes.lazy.compactMap { $0 as? LabScene }.first! }
    /// The playground, when the registry has one.
    var playground: PlaygroundScene? { scenes.lazy.compactMap { $0 as? PlaygroundScene }.first }

    /// Opens `lesson` in the playground (`--playground FILE`).
    public func loadPlayground(_ lesson: PlaygroundLesson, from file: String?) {
        playground?.load(lesson, from: file, undoable: false)
        if currentScene === playground { overlay.showLog(of: currentScene.container.namesInTree) }
    }
    /// The backend's text sizes and offscreen pictures.
    let services: BackendServices
    let tracker: TrackerScene
    let overlay: TeachingOverlay
    let timeline: TimelineView
    let sceneTab = StyledButton(name: "sceneTab", title: "Lab", style: .sceneTab)
    /// What the window did and why: the lab's logs, the overlay's log box and the timeline read it.
    public let trace = GestureTrace()
    /// Where the drawing is kept; nil in headless runs without `--data-dir` (they never touch the user's file).
    public let store: DrawingStore?
    /// The host's clock at the last frame.
    private var hostTime: Seconds = 0
    /// The last failure to commit (said once per kind), nil while commits go through.
    private var lastSaveProblem: String?
    /// When the store next tries again what it could not commit (host seconds), after a failure.
    private var retryAt: Seconds?
    /// When this window last looked for another window's commits (host seconds).
    private var lastForeignCheck: Seconds = 0
    /// How often an idle window looks for another window's commits, and the host wakes it to (seconds).
    public static let foreignCheckInterval: Seconds = 1
    /// The settings last handed to the store (recorded again only when they change).
    private var recordedSettings: (Color, Bool)?
    /// `--fresh`: the stored drawing is hidden (one clear, before this window's first edit).
    private var clearsStoreOnFirstEdit = false
    /// Save failures and restore problems, also shown on screen.
    public internal(set) var messages: [String] = []

    /// `store` nil: nothing is read or written. `fresh`: start empty (the file is still written on changes).
    /// `registry`: the scenes (the drawing and the lab unless a test adds its own).
    public init(services: BackendServices, size: Size = Size(width: 1024, height: 768), store: DrawingStore?, fresh: Bool = false,
                scenes registry: SceneRegistry = .standard) {
        gestureWindow = Window(size: size)
        self.services = services
        self.store = store
        self.registry = registry
        tracker = TrackerScene(window: gestureWindow, drawing: drawing, services: services)
        let context = SceneContext(window: gestureWindow, services: services, drawingScene: tracker)
        scenes = registry.entries.map { $0.make(context) }
        precondition(scenes[0] === tracker, "the registry's first scene is the drawing")
        for scene in scenes {
            gestureWindow.rootNode.addChild(scene.container)
            scene.container.isHidden = scene !== tracker
        }
        overlay = TeachingOverlay(window: gestureWindow)
        timeline = TimelineView(window: gestureWindow, trace: trace)
        gestureWindow.rootNode.addChild(sceneTab)
        gestureWindow.rootNode.addChild(timeline)
        sceneTab.onTap = { [unowned self] _ in self.selectScene(self.nextSceneName) }
        gestureWindow.onTransition = { [unowned self] r, _, to in self.overlay.note(r, to: to) }
        gestureWindow.trace = trace
        overlay.inkShown = { [unowned self] id in self.tracker.drawView.tentativeInk.shown[id] != nil }
        overlay.showLog(of: tracker.container.namesInTree)
        trace.onAppend = { [unowned self] e in self.currentScene.note(e) }
        updateSceneTab()
        tracker.onDrawingChanged = { [unowned self] in self.recordSettingsIfChanged() }
        tracker.onExportRequested = { [unowned self] in self.exportToFolder() }
        connectPlayground()
        if let store { open(store, fresh: fresh) }
    }

    /// Reads the stored drawing (unless `fresh`) and from then on hands every edit to the store.
    private func open(_ store: DrawingStore, fresh: Bool) {
        recordedSettings = (tracker.drawView.drawColor, tracker.drawView.colorByAngle)
        switch store.load() {
        case .nothingSaved(let notices):
            notices.forEach(show)
        case .loaded(let saved, let notices):
            notices.forEach(show)
            if fresh {
                clearsStoreOnFirstEdit = true
            } else {
                tracker.drawView.drawColor = saved.drawColor
                tracker.drawView.colorByAngle = saved.colorByAngle
                recordedSettings = (saved.drawColor, saved.colorByAngle)
                drawing.load(saved.lines, circles: saved.circles)
                if let image = store.loadImage() {
                    tracker.drawView.cache.offer(image)
                    imageMatchesStore = true
                }
            }
        case .unavailable(let reason):
            show("The saved drawing cannot be opened (\(reason)), so TouchTracker started empty and left the file as it is. What you draw is safe in memory; saving resumes when possible.")
            lastSaveProblem = reason
            retryAt = hostTime + Self.firstRetryDelay
            retryDelay = Self.firstRetryDelay
        }
        store.joinWindows()
        drawing.useIDs(store.reserveIDs(above: Swift.max(drawing.lines.last?.id ?? 0, drawing.circles.last?.id ?? 0)))
        drawing.onIDsExhausted = { [unowned self, unowned store] in
            store.reserveIDs(above: Swift.max(self.drawing.lines.last?.id ?? 0, self.drawing.circles.last?.id ?? 0))
        }
        drawing.onEdit = { [unowned self, unowned store] edit in
            if self.clearsStoreOnFirstEdit {
                self.clearsStoreOnFirstEdit = false
                store.record(.clear(token: Int64.random(in: 1...Int64.max), lines: [], circles: []))
            }
            self.imageMatchesStore = false
            store.record(edit)
        }
    }

    /// The drawing color and the by-angle switch go to the store when they change.
    private func recordSettingsIfChanged() {
        let now = (tracker.drawView.drawColor, tracker.drawView.colorByAngle)
        guard let store, recordedSettings.map({ $0.0 != now.0 || $0.1 != now.1 }) ?? true else { return }
        recordedSettings = now
        store.recordSettings(drawColor: now.0, colorByAngle: now.1)
    }

    func show(_ message: String) {
        messages.append(message)
        tracker.banner.show(message, windowSize: gestureWindow.size)
    }

    /// The scene tab's title: the next scene's.
    var sceneTabTitle: String { sceneTab.title }

    /// The scene after the one shown (the scene tab and F2 go to it).
    var nextSceneName: String { registry.names[(shown + 1) % scenes.count] }

    /// Shows scene `name`; touches in progress are cancelled (they belong to the other scene).
    public func selectScene(_ name: String) {
        guard let index = registry.names.firstIndex(of: name) else { preconditionFailure("unknown scene \(name)") }
        guard index != shown else { return }
        gestureWindow.cancelAllTouches(time: gestureWindow.clock.now)
        shown = index
        for scene in scenes { scene.container.isHidden = scene !== currentScene }
        overlay.clearFocus()
        let subjects = currentScene.container.namesInTree
        overlay.showLog(of: subjects)
        timeline.show(subjects, since: gestureWindow.clock.now)
        layoutScenes()
    }

    /// Whether a finger's path shows while the recognizers hold its began back (`TentativeInk`; ctrl+I).
    public var showsTentativeInk: Bool {
        get { tracker.drawView.showsTentativeInk }
        set { tracker.drawView.showsTentativeInk = newValue }
    }

    public var isOverlayVisible: Bool {
        get { overlay.isVisible }
        set { overlay.isVisible = newValue; layoutScenes() }
    }

    /// The tab shows in the lab, and in the drawing only with the overlay (it would sit on the canvas).
    private func updateSceneTab() {
        sceneTab.title = registry.entries[(shown + 1) % scenes.count].title
        sceneTab.isHidden = currentScene.tabNeedsOverlay && !overlay.isVisible
        sceneTab.frame = Rect(x: 8, y: 6, width: 84, height: 24)
    }

    public func resize(to size: Size) {
        gestureWindow.size = size
        layoutScenes()
    }

    /// The scenes take the window minus the timeline's dock along the bottom (F4).
    private func layoutScenes() {
        let size = gestureWindow.size
        let dock = timeline.isHidden ? 0 : TimelineView.dockHeight(for: size)
        timeline.frame = Rect(x: 0, y: size.height - dock, width: size.width, height: dock)
        let content = Size(width: size.width, height: size.height - dock)
        // A scene with a dock (the lab) has the overlay's panel at its right, beside its content, never over it.
        let dockTop = overlay.isVisible ? currentScene.overlayDockTop : nil
        overlay.dock = dockTop.map { top in
            Rect(x: size.width - TeachingOverlay.dockWidth, y: top, width: TeachingOverlay.dockWidth, height: content.height - top)
        }
        for scene in scenes { scene.layout(size: content, dockWidth: scene === currentScene && dockTop != nil ? TeachingOverlay.dockWidth : 0) }
        updateSceneTab()
    }

    /// Where the timeline is docked (empty when hidden), in window points.
    var timelineFrame: Rect { timeline.isHidden ? Rect(origin: .zero, size: .zero) : timeline.frame }

    public var isTimelineVisible: Bool {
        get { !timeline.isHidden }
        set {
            guard newValue != isTimelineVisible else { return }
            timeline.isHidden = !newValue
            layoutScenes()
        }
    }

    public func mirrorPivot(near point: Point) -> Point? { currentScene.mirrorPivot(near: point) }

    /// F1 overlay, F2 scene, F3 frame graph, F4 timeline (ctrl+T saves it), F5 slow motion, F6 pause, F7 one frame, F11 full screen;
    /// the rest goes to the scene.
    public func handleKey(_ key: KeyPress) {
        switch key.name {
        case "F1": isOverlayVisible.toggle()
        case "F2": selectScene(nextSceneName)
        case "F3": overlay.showsFrameGraph.toggle()
        case "F4": isTimelineVisible.toggle()
        case "T" where key.ctrl: exportTimelineToFolder()
        case "F5": timeControl.scale = timeControl.scale == 1 ? 0.25 : 1
        case "F6": timeControl.paused.toggle(); timeControl.steps = 0
        case "F7":
            if timeControl.paused { timeControl.steps += 1 } else { timeControl.paused = true }
        case "F11": hostRequests.toggleFullscreen = true
        case "=" where key.ctrl, "+" where key.ctrl, "Keypad +" where key.ctrl: hostRequests.uiScaleStep = 1
        case "-" where key.ctrl, "Keypad -" where key.ctrl: hostRequests.uiScaleStep = -1
        case "0" where key.ctrl, "Keypad 0" where key.ctrl: hostRequests.uiScaleStep = 0
        case "E" where key.ctrl: exportToFolder()
        default:
            currentScene.handleKey(key)
        }
    }

    public func update(now: Seconds, hostTime: Seconds) {
        self.hostTime = hostTime
        overlay.update(preferred: currentScene.presentedRecognizers)
        for scene in scenes { scene.update(now: now, hostTime: hostTime, isShown: scene === currentScene) }
        guard let store else { return }
        for changes in store.takeForeignChanges() {
            imageMatchesStore = false
            drawing.applyForeign(changes)
        }
        // Another window's commits: looked for once a second while no finger is down here, and at once when
        // the store's watch saw the database change.
        if store.takeNoticedChange() || (hostTime - lastForeignCheck >= Self.foreignCheckInterval && gestureWindow.activeTouches.isEmpty) {
            lastForeignCheck = hostTime
            store.checkForeignChanges()
        }
        if let at = retryAt, hostTime >= at {
            retryAt = nil
            store.retry()
        }
        reportSaves()
    }

    /// Frames are wanted while a commit is on its way (its outcome is shown), a stroke or the hint's fade is
    /// in progress, and while a teaching display (the overlay, the lab) is shown: they animate.
    public var wantsFrames: Bool {
        (store?.isBusy ?? false) || tracker.wantsFrames || isOverlayVisible || isTimelineVisible || currentScene.wantsFrames
    }

    /// The store watches for another window's commits in the background and wakes an idle window when
    /// there are some, or when what it read of them is ready: an idle window draws nothing otherwise.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {
        store?.watchForOtherWindows(every: Self.foreignCheckInterval, wake: wake)
    }

    /// Waits until every edit handed to the store is committed (or failed), and shows what came of it.
    public func waitForSaves() { store?.finish(); reportSaves() }

    /// After a failed commit, the next try comes this long after the last (host seconds), doubling up to
    /// `maximumRetryDelay`: a folder that became read-only or a full disk is tried again without spinning.
    private var retryDelay: Seconds = 0
    static let firstRetryDelay: Seconds = 2
    static let maximumRetryDelay: Seconds = 30

    /// A failed commit is said once per kind of failure (naming the file and the reason, and that nothing is
    /// lost) and tried again later; the first commit that works after failures says so.
    private func reportSaves() {
        guard let store else { return }
        for outcome in store.takeOutcomes() {
            if let problem = outcome {
                if problem != lastSaveProblem {
                    show("The drawing could not be saved to \(store.file.path): \(problem). Your drawing is safe in memory; saving resumes when possible, and TouchTracker keeps trying.")
                }
                retryDelay = retryDelay == 0 ? Self.firstRetryDelay : Swift.min(Self.maximumRetryDelay, retryDelay * 2)
                retryAt = hostTime + retryDelay
            } else {
                if lastSaveProblem != nil { show("Saving works again: the drawing is saved in \(store.file.path).") }
                retryDelay = 0
                retryAt = nil
            }
            lastSaveProblem = outcome
        }
    }

    /// Whether `drawing.image` shows the drawing as the store holds it (read at start, nothing changed since).
    private var imageMatchesStore = false

    /// Waits for the commits; then, when every edit went through, keeps the drawing's image beside it so the
    /// next start shows it without drawing every line (a cache: a failure to write it costs nothing but
    /// time). Edits that could not be committed are said on standard error: they are lost with the process.
    public func willQuit() {
        guard let store else { return }
        store.finish()
        reportSaves()
        let lost = store.uncommittedCount
        if lost > 0 {
            FileHandle.standardError.write(Data("touchtracker: \(lost) edit\(lost == 1 ? "" : "s") could not be saved to \(store.file.path): \(lastSaveProblem ?? "unknown reason")\n".utf8))
            return
        }
        guard !imageMatchesStore, !clearsStoreOnFirstEdit, let image = tracker.drawView.cache.imageForSaving(drawing) else { return }
        try? store.saveImage(layerSize: image.layerSize, scale: image.scale, background: image.background, pixels: image.pixels)
        imageMatchesStore = true
    }

    /// Where ctrl+E writes the drawing (the pictures folder unless `--export-dir` says otherwise).
    public var exportDirectory: URL = DrawingExport.picturesDirectory()

    /// Shows the first-run hint if the canvas is empty (a window does at start; headless runs only when
    /// asked, so screenshots stay as they were).
    public func showHintIfEmpty() {
        if drawing.lines.isEmpty && drawing.circles.isEmpty { tracker.hint.isHidden = false }
    }

    /// Makes the next frame redraw every finished line (what the book's view does every frame): the
    /// benchmark's "naive" figure, with the same drawing code.
    public var strokesInProgress: Int { tracker.strokesInProgress }

    /// The selected line's id, if one is selected.
    public var selectedLineID: Int? { tracker.drawView.selectedLineID }
    /// Selects a line (or none) as a tap would, without the menu: for benchmarks and tests.
    public func select(lineID: Int?) { tracker.drawView.select(lineID) }

    public func forgetLineCache() { tracker.drawView.cache.invalidateAll() }

    public func render(in canvas: Canvas) {
        if let background = currentScene.background { canvas.fill(Rect(origin: .zero, size: gestureWindow.size), color: background) }
        let root = gestureWindow.rootNode
        assert(root.frame.origin == .zero, "the root node is the window")
        root.draw(in: canvas)
        for child in root.children {
            if let scene = scenes.first(where: { $0.container === child }) { scene.draw(in: canvas) } else { child.drawTree(in: canvas) }
        }
        // Above the timeline's dock (F4), never over its lane names.
        let content = Size(width: gestureWindow.size.width, height: gestureWindow.size.height - (timeline.isHidden ? 0 : timeline.frame.height))
        overlay.draw(in: canvas, size: content, timeControl: timeControl, frameDurations: frameDurations)
    }

    /// The dump's fields after the host's (docs/state-dump.md): the drawing, the lab, the overlay, the
    /// recognizers of the scene shown, the engine's log and the messages shown.
    public func dumpFields() -> [(String, JSONValue)] {
        waitForSaves()   // the messages say what came of every edit so far
        var fields = tracker.dumpFields()
        if currentScene !== tracker { fields += currentScene.dumpFields() }
        fields.append(("overlay", .object([("visible", .bool(overlay.isVisible)), ("timeScale", .number(timeControl.scale)),
                                           ("paused", .bool(timeControl.paused)), ("timeline", .bool(isTimelineVisible))])))
        fields.append(("recognizers", .array(allRecognizers().map { r, node in
            .object([("name", .string(r.name)), ("node", .string(node.name)), ("state", .string(r.state.rawValue))])
        })))
        fields.append(("log", .array(gestureWindow.log.entries.map { .string($0) })))
        fields.append(("logTimes", .array(gestureWindow.log.times.map { .number($0) })))
        fields.append(("messages", .array(messages.map { .string($0) })))
        return fields
    }

    /// Every recognizer of the scene shown, depth first, with its node.
    func allRecognizers() -> [(GestureRecognizer, Node)] {
        currentScene.container.recognizersInTree
    }
}
