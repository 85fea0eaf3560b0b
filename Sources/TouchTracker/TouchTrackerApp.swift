import Foundation
import Gestures
import AppHost

/// The TouchTracker app as the host runs it: scenes, saving, the state dump.
public final class TouchTrackerApp: HostedApp {
    public let gestureWindow: Window
    public let drawing = Drawing()
    public let windowTitle = "TouchTracker"
    /// What the host shares with the app (its session's; a fresh one until the app is hosted).
    public private(set) var host = HostControls()
    public func connect(to controls: HostControls) {
        host = controls
        controls.liveTrace = makeLiveTrace()
        controls.liveTrace?.isWanted = currentScene.keepsGestureTrace
    }
    /// Slow motion, pause and single steps (F5-F7): the host's, changed by the app's keys.
    public var timeControl: TimeControl {
        get { host.timeControl }
        set { host.timeControl = newValue }
    }
    /// The last frames' durations, newest last (the frame-time graph).
    public var frameDurations: [Seconds] { host.frameDurations }
    /// The scenes, in the registry's order; the drawing's is `tracker`.
    public let registry: SceneRegistry
    let scenes: [Scene]
    /// The index of the scene shown in `scenes`.
    private var shown = 0
    /// ctrl+plus, ctrl+minus or ctrl+0 was pressed: the next resize (the host applying it) says the scale.
    private var saysScale = false
    public var sceneName: String { registry.entries[shown].name }
    public var sceneNames: [String] { registry.names }
    /// The scene shown.
    var currentScene: Scene { scenes[shown] }
    /// The lab, when the registry has one (tests and benchmarks reach into it; the app itself goes through
    /// `Scene`).
    let lab: LabScene?
    /// The playground, when the registry has one (the app hands it its files and its code).
    let playground: PlaygroundScene?

    /// Opens `lesson` in the playground (`--playground FILE`).
    public func loadPlayground(_ lesson: PlaygroundLesson, from file: String?) {
        playground?.load(lesson, from: file, undoable: false)
        if currentScene === playground { updateTeachingSubjects(sceneShown: false) }
    }
    /// The backend's text sizes and offscreen pictures (a trace of the run measures with them too: the sizes
    /// the run already asked for are not asked again).
    public let services: BackendServices
    let tracker: TrackerScene
    let overlay: TeachingOverlay
    let timeline: TimelineView
    /// Titled with the next scene's title (`updateSceneTab`).
    let sceneTab = StyledButton(name: "sceneTab", title: "", style: .sceneTab)
    /// F8 on the overlay's panel (under its title; drawn over the panel). The timeline has its own.
    let overlaySwitch = AppControlsSwitch(name: "overlay.appControls", title: "app controls (F8)", shown: tr("app controls (F8)"), look: .onDark)
    /// Notices shown in the lab and the playground (the drawing has its own banner); hidden when the scene changes.
    let notice: MessageBanner
    /// What the window did and why: the lab's logs, the overlay's log box and the timeline read it.
    public let trace = GestureTrace()
    /// The drawing's life on disk; nil in headless runs without `--data-dir` (they never touch the user's file).
    private(set) var document: DrawingDocument?
    /// Where the drawing is kept (the document's store).
    public var store: DrawingStore? { document?.store }
    /// Save failures and restore problems, also shown on screen.
    public internal(set) var messages: [String] = []

    /// `store` nil: nothing is read or written. `fresh`: start empty (the file is still written on changes).
    /// `registry`: the scenes (`SceneRegistry.standard` unless a test brings its own).
    /// `showsKeptImageFirst`: a window a person opens shows the drawing's kept image at once and reads the
    /// lines behind it (`DrawingDocument`); scripts and tests read everything first.
    public init(services: BackendServices, size: Size = Size(width: 1024, height: 768), store: DrawingStore?, fresh: Bool = false,
                showsKeptImageFirst: Bool = false, scenes registry: SceneRegistry = .standard, labFolder: String? = nil) {
        self.labFolder = labFolder
        store?.prefetch(image: !fresh)   // read on the store's queue while the scenes are built here
        gestureWindow = Window(size: size)
        self.services = services
        self.registry = registry
        notice = MessageBanner(name: "notice") { [unowned services] in services.measure($0, size: MessageBanner.textSize) }
        tracker = TrackerScene(window: gestureWindow, drawing: drawing, services: services)
        let context = SceneContext(window: gestureWindow, services: services, drawingScene: tracker, labFolder: labFolder)
        scenes = registry.entries.map { $0.make(context) }
        lab = context.made.lab
        playground = context.made.playground
        precondition(scenes[0] === tracker, "the registry's first scene is the drawing")
        for scene in scenes {
            gestureWindow.rootNode.addChild(scene.container)
            scene.container.isHidden = scene !== tracker
        }
        overlay = TeachingOverlay(window: gestureWindow)
        timeline = TimelineView(window: gestureWindow, trace: trace)
        gestureWindow.rootNode.addChild(sceneTab)
        gestureWindow.rootNode.addChild(timeline)
        gestureWindow.rootNode.addChild(notice)
        gestureWindow.rootNode.addChild(overlaySwitch)
        for toggle in [overlaySwitch, timeline.appControlsSwitch] {
            toggle.isOn = { [unowned self] in self.showsAppControls }
            toggle.onTap = { [unowned self] _ in self.showsAppControls.toggle() }
        }
        sceneTab.onTap = { [unowned self] _ in self.selectScene(self.nextSceneName) }
        gestureWindow.onTransition = { [unowned self] r, _, to in self.overlay.note(r, to: to) }
        gestureWindow.trace = trace
        overlay.inkShown = { [unowned self] id in self.tracker.drawView.tentativeInk.shown[id] != nil }
        updateTeachingSubjects(sceneShown: true)
        trace.onAppend = { [unowned self] e in self.currentScene.note(e) }
        timeline.pinned = { [unowned self] in self.currentScene.presentedRecognizers.map(\.0.name) }
        updateSceneTab()
        tracker.onDrawingChanged = { [unowned self] in self.document?.recordSettingsIfChanged() }
        tracker.onExportRequested = { [unowned self] in self.exportToFolder() }
        connectPlayground()
        // Another station shown: the overlay's log box starts again (its lines were about the stations gone).
        for scene in scenes { scene.whenSubjectsReplaced { [unowned self] in self.overlay.restartLog() } }
        for picker in scenes.compactMap(\.inputPicker) {
            picker.setting = { [unowned self] in self.mouseInput }
            picker.onPick = { [unowned self] new in self.mouseInput = new }
            picker.tilt = { [unowned self] in self.host.mousePenTilt }
        }
        if let store {
            document = DrawingDocument(store: store, drawing: drawing, view: tracker.drawView, fresh: fresh,
                                       showsKeptImageFirst: showsKeptImageFirst) { [unowned self] in self.show($0(), kind: $1) }
        }
        // Read once; worded twice by `show` (English for the dump, the person's language on screen).
        if let labFolder, let why = PlaygroundLessonFile.teacherFolderUnreadable(labFolder) {
            show(PlaygroundLessonFile.teacherFolderProblem(labFolder, why: why))
        }
    }

    /// Shows a notice where the person is: the drawing's banner in the drawing, the app's own (`notice`, over
    /// the scene) in the lab and the playground; a problem is red, `.information` (a confirmation) the
    /// menu's dark grey. Every notice is kept in `messages` (the dump's).
    /// `message` is evaluated twice: in English for `messages`, in the person's language for the notice.
    func show(_ message: @autoclosure () -> String, kind: MessageBanner.Kind = .problem) {
        messages.append(Localized.inEnglish(message))
        let shown = message()
        if currentScene === tracker {
            tracker.banner.show(shown, kind: kind, windowSize: gestureWindow.size)
        } else {
            notice.show(shown, kind: kind, windowSize: gestureWindow.size)
        }
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
        notice.isHidden = true
        host.liveTrace?.clear()
        host.liveTrace?.isWanted = currentScene.keepsGestureTrace
        updateTeachingSubjects(sceneShown: true)
        layoutScenes()
    }

    /// Whether the overlay's log and recognizer list and the timeline show the app's own controls too (F8):
    /// the playground's toolbar and palette, a station's title bar, switch and reset tap, the scene tab.
    public var showsAppControls = false {
        didSet { if showsAppControls != oldValue { updateTeachingSubjects(sceneShown: false) } }
    }

    /// Tells the overlay and the timeline what to show (`TeachingSubjects`): `sceneShown`, the scene just
    /// shown, from the trace's next event on; otherwise the same scene, its lesson perhaps grown (the
    /// playground's edits), or F8 flipped.
    func updateTeachingSubjects(sceneShown: Bool) {
        let old = overlay.subjects
        var lesson = currentScene.lessonNames
        if !sceneShown { lesson.formUnion(old.lesson) }
        let app = currentScene.container.namesInTree.union(sceneTab.namesInTree).union(timeline.namesInTree).union(notice.namesInTree)
            .union(overlaySwitch.namesInTree)
        var subjects = TeachingSubjects(lesson: lesson, app: app)
        subjects.showsAppControls = showsAppControls
        if sceneShown {
            subjects.since = trace.totalCount
            subjects.shownAt = gestureWindow.clock.now
            subjects.touchesDownWhenShown = Set(gestureWindow.activeTouches.map(\.id.label))
        } else {
            subjects.since = old.since
            subjects.shownAt = old.shownAt
            subjects.touchesDownWhenShown = old.touchesDownWhenShown
        }
        overlay.subjects = subjects
        timeline.subjects = subjects
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

    /// The tab shows in the lab and the playground, and in the drawing with the overlay or the first-run hint
    /// (it would sit on the canvas).
    private func updateSceneTab() {
        sceneTab.title = registry.entries[(shown + 1) % scenes.count].title
        sceneTab.isHidden = currentScene.tabNeedsOverlay && !overlay.isVisible
        sceneTab.frame = Rect(x: 8, y: 6, width: 84, height: 24)
    }

    public func resize(to size: Size) {
        gestureWindow.size = size
        layoutScenes()
        if saysScale {
            // The sign of the scale ctrl+plus, ctrl+minus or ctrl+0 chose (issue 49).
            saysScale = false
            show(Self.scaleNotice(host.uiScale), kind: .information)
        }
    }

    /// The notice after ctrl+plus, ctrl+minus or ctrl+0: the interface scale now, and the keys.
    static func scaleNotice(_ scale: Double) -> String {
        "Interface scale \(JSONValue.number(scale).render())x (ctrl+plus larger, ctrl+minus smaller, ctrl+0 back to 1x)."
    }

    /// Below this height the scene above the timeline is short (with F4: 800x600 and 1024x768 at 1.5x and 2x,
    /// 1920x1080 at 2x): the overlay's docked panel then reaches the window's bottom, the timeline beside it.
    static let shortScene: Points = 360

    /// The scenes take the window minus the timeline's dock along the bottom (F4). A scene with a dock (the
    /// lab, the playground) has the overlay's panel at its right, beside its content, never over it; where
    /// the scene is short (`shortScene`) the panel goes down to the window's bottom and the timeline takes
    /// the width left of it, so the panel has the room to name every recognizer.
    private func layoutScenes() {
        let size = gestureWindow.size
        var dock = timeline.isHidden ? 0 : TimelineView.dockHeight(for: size)
        let dockTop = overlay.isVisible ? currentScene.overlayDockTop : nil
        var dockWidth = TeachingOverlay.dockWidth(for: size.width)
        if let keep = currentScene.keptRoom {
            // The scene's least room first (the playground's pad at 1024x768 at 2x, F1 and F4; issue 49): the
            // timeline down to one lane, the overlay's panel down to its narrowest.
            if dock > 0 { dock = Swift.min(dock, Swift.max(TimelineView.collapsedHeight, size.height - keep.height)) }
            if dockTop != nil { dockWidth = Swift.min(dockWidth, Swift.max(TeachingOverlay.narrowestDock, size.width - keep.width)) }
        }
        let content = Size(width: size.width, height: size.height - dock)
        let besideTimeline = dockTop != nil && dock > 0 && content.height < Self.shortScene
        timeline.frame = Rect(x: 0, y: size.height - dock, width: size.width - (besideTimeline ? dockWidth : 0), height: dock)
        overlay.dock = dockTop.map { top in
            Rect(x: size.width - dockWidth, y: top, width: dockWidth, height: (besideTimeline ? size.height : content.height) - top)
        }
        tracker.overlayShown = overlay.isVisible
        for scene in scenes { scene.layout(size: content, dockWidth: scene === currentScene && dockTop != nil ? dockWidth : 0) }
        overlaySwitch.isHidden = !overlay.isVisible
        overlaySwitch.frame = TeachingOverlay.appControlsSwitchFrame(in: overlay.recognizerArea(size: content))
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

    /// While the scene on screen types text (the playground's title), digits are characters (they reach
    /// the app as pressed). Asked for every input: the scene on screen's own answer.
    public var isTypingText: Bool { currentScene.isTypingText }
    /// The scene on screen's field that takes text, and the text it takes (the playground's title and names).
    public var textInputArea: Rect? { currentScene.textInputArea }
    public func handleText(_ text: TypedText) { currentScene.handleText(text) }

    /// What a plain mouse press makes on the pads of the lab and the playground (their input pickers:
    /// 1, 2 or 3 fingers, the pen, the mouse; the mouse until picked); elsewhere, and in the drawing, a
    /// press is the mouse's one touch.
    var mouseInput = InputPicker.Setting()
    /// The fingers a plain press on a pad makes: the picker's count when fingers are chosen, else 1; set, it
    /// chooses that many fingers.
    public internal(set) var mouseFingerCount: Int {
        get { mouseInput.kind == .finger ? mouseInput.fingers : 1 }
        set { mouseInput.kind = .finger; mouseInput.fingers = newValue }
    }
    public func mouseFingers(forPressAt point: Point) -> Int { mouseStandIn(forPressAt: point).count }
    public func mouseStandIn(forPressAt point: Point) -> MouseStandIn {
        currentScene.takesMouseFingers(at: point) ? mouseInput.standIn : .mouse()
    }

    /// F1 overlay, F2 scene, F3 frame graph, F4 timeline (ctrl+T saves it), F5 slow motion, F6 pause, F7 one frame, F8 the app's
    /// own controls in the overlay and the timeline, F11 full screen;
    /// the rest goes to the scene.
    public func handleKey(_ key: KeyPress) {
        switch key.name {
        case "F1": isOverlayVisible.toggle()
        case "F2": selectScene(nextSceneName)
        case "F3": overlay.showsFrameGraph.toggle()
        case "F4": isTimelineVisible.toggle()
        case "F8": showsAppControls.toggle()
        case "T" where key.ctrl: exportTimelineToFolder()
        case "F5": timeControl.scale = timeControl.scale == 1 ? 0.25 : 1
        case "F6": timeControl.paused.toggle(); timeControl.steps = 0
        case "F7":
            if timeControl.paused { timeControl.steps += 1 } else { timeControl.paused = true }
        case "F11": host.requests.toggleFullscreen = true
        case "=" where key.ctrl, "+" where key.ctrl, "Keypad +" where key.ctrl: host.requests.uiScaleStep = 1; saysScale = true
        case "-" where key.ctrl, "Keypad -" where key.ctrl: host.requests.uiScaleStep = -1; saysScale = true
        case "0" where key.ctrl, "Keypad 0" where key.ctrl: host.requests.uiScaleStep = 0; saysScale = true
        case "E" where key.ctrl: exportToFolder()
        default:
            currentScene.handleKey(key)
        }
    }

    public func update(now: Seconds, hostTime: Seconds) {
        overlay.update(preferred: currentScene.presentedRecognizers)
        for scene in scenes { scene.update(now: now, hostTime: hostTime, isShown: scene === currentScene) }
        sceneTab.isHidden = currentScene.tabNeedsOverlay && !overlay.isVisible   // the drawing's hint may have faded
        document?.update(hostTime: hostTime, isTouching: !gestureWindow.activeTouches.isEmpty)
    }

    /// Frames are wanted while a commit is on its way (its outcome is shown), a stroke or the hint's fade is
    /// in progress, while the timeline shows the last seconds (not a gesture kept: `movesWithTime`) or the
    /// overlay's frame graph (F3) is shown: they move with time; and while the scene shown wants them. The
    /// overlay alone (F1) changes only with input and timers, which bring their own frames: a class looking
    /// at it leaves the window idle.
    public var wantsFrames: Bool { ownPartsAnimate || currentScene.wantsFrames }
    /// Every frame while the app's own parts animate; else when the scene shown says.
    public func nextTimedChange(after now: Seconds) -> Seconds? {
        ownPartsAnimate ? now : currentScene.nextTimedChange(after: now)
    }
    /// Whether the app's own parts, around the scene, change from frame to frame (`wantsFrames`).
    private var ownPartsAnimate: Bool {
        (document?.isBusy ?? false) || tracker.wantsFrames || (isOverlayVisible && overlay.showsFrameGraph)
            || (isTimelineVisible && timeline.movesWithTime)
    }

    /// The store watches for another window's commits in the background and wakes an idle window when
    /// there are some, or when what it read of them is ready: an idle window draws nothing otherwise.
    public func setWaker(_ wake: @escaping @Sendable () -> Void) {
        document?.setWaker(wake)
    }

    /// Waits until every edit handed to the store is committed (or failed), and shows what came of it.
    public func waitForSaves() { document?.waitForSaves() }

    /// Waits for the commits and keeps the drawing's image for the next start (`DrawingDocument.willQuit`).
    public func willQuit() { document?.willQuit() }

    /// Where ctrl+E writes the drawing (the pictures folder unless `--export-dir` says otherwise).
    public var exportDirectory: URL = DrawingExport.picturesDirectory()
    /// A teacher's folder of lesson files (`--lab DIR`): the lab's stations after the app's, and Open…'s.
    public let labFolder: String?

    /// Shows the first-run hint if the canvas is empty (a window does at start; headless runs only when
    /// asked, so screenshots stay as they were).
    public func showHintIfEmpty() {
        if let document, document.isReadingBehind {
            document.onLinesRead = { [unowned self] in self.showHintIfEmpty() }
            return
        }
        if drawing.lines.isEmpty && drawing.circles.isEmpty { tracker.hint.isHidden = false; updateSceneTab() }
    }

    /// Takes in the lines read behind the kept image shown at start (`showsKeptImageFirst`), waiting for
    /// them if need be: the session calls it before any input, so a touch always meets the whole drawing.
    public func finishLoading() { document?.finishLoading() }

    /// Makes the next frame redraw every finished line (what the book's view does every frame): the
    /// benchmark's "naive" figure, with the same drawing code.
    public var strokesInProgress: Int { tracker.strokesInProgress }

    /// The selected line's id, if one is selected.
    public var selectedLineID: Int? { tracker.drawView.selectedLineID }
    /// Selects a line (or none) as a tap would, without the menu: for benchmarks and tests.
    public func select(lineID: Int?) { finishLoading(); tracker.drawView.select(lineID) }

    public func forgetLineCache() { tracker.drawView.cache.invalidateAll() }

    public func render(in canvas: Canvas) {
        if let background = currentScene.background { canvas.fill(Rect(origin: .zero, size: gestureWindow.size), color: background) }
        let root = gestureWindow.rootNode
        assert(root.frame.origin == .zero, "the root node is the window")
        root.draw(in: canvas)
        for child in root.children where child !== overlaySwitch && child !== notice {
            if let scene = scenes.first(where: { $0.container === child }) { scene.draw(in: canvas) } else { child.drawTree(in: canvas) }
        }
        // Above the timeline's dock (F4), never over its lane names.
        let content = Size(width: gestureWindow.size.width, height: gestureWindow.size.height - (timeline.isHidden ? 0 : timeline.frame.height))
        overlay.draw(in: canvas, size: content, timeControl: timeControl, frameDurations: frameDurations)
        overlaySwitch.drawTree(in: canvas)
        // A notice (ctrl+T's, ctrl+E's) over everything, the overlay's panel too (issue 49).
        notice.drawTree(in: canvas)
    }

    /// The dump's fields after the host's (docs/state-dump.md): the drawing, the lab, the overlay, the
    /// recognizers of the scene shown, the engine's log and the messages shown.
    public func dumpFields() -> [(String, JSONValue)] {
        waitForSaves()   // the messages say what came of every edit so far
        var fields = tracker.dumpFields()
        if currentScene !== tracker { fields += currentScene.dumpFields() }
        fields.append(("overlay", .object([("visible", .bool(overlay.isVisible)), ("timeScale", .number(timeControl.scale)),
                                           ("paused", .bool(timeControl.paused)), ("timeline", .bool(isTimelineVisible)),
                                           ("appControls", .bool(showsAppControls)),
                                           ("appControlsSwitches", .object([
                                               ("overlay", overlaySwitch.isHidden ? .null : .frame(overlaySwitch.frameInWindow)),
                                               ("timeline", timeline.isHidden ? .null : .frame(timeline.appControlsSwitch.frameInWindow))])),
                                           ("recognizers", .array(overlay.focus.map { .string($0.0.name) })),
                                           ("log", .array(overlay.logLines.map { .string($0) }))])))
        let shown = timeline.current()
        fields.append(("timeline", shown.json(firstLane: timeline.firstLane(of: shown), rows: timeline.rows(of: shown))))
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
