import Gestures
import AppHost

/// The playground: a lesson's pads with their recognizers live, built and changed by finger or key.
/// - The toolbar: New, Open…, Save, Save As, Copy Swift, Copy UIKit.
/// - The title line: the lesson's title (a tap types a new one), Lab (the lab scene), the mouse's finger count.
/// - The palette at the left adds any recognizer to the blue pad (`to:` picks it), adds a pad or a pad in
///   a pad, removes a pad.
/// - The column at the right: a card for each recognizer with its live state, the relations of two drawn
///   between the cards, and the inspector of the selected card (every property, every relation).
///
/// Contract: an edit changes `lesson` at once (the cards, the inspector, Save and the code show it) and
/// reaches the engine when no touch is down and no recognizer of the playground is in a gesture: it
/// applies to the next touch, and the trace (the overlay's log, the timeline) says so when it is made.
final class PlaygroundScene: Scene {
    let container = Node(name: "playground")
    /// The pads' area, right of the palette.
    let area = Node(name: "playground.area")
    /// Compact, the drawer's band that holds the task (`layoutTask`): it takes the presses there from the pads.
    let taskShield = Node(name: "playground.task")
    let toolbar = PlaygroundControls(name: "playground.toolbar")
    let palette = PlaygroundControls(name: "playground.palette")
    let side = PlaygroundSidePanel(name: "playground.side")
    /// The title and file; tapped, the title is typed (`titleDraft`).
    let titleLine = PlaygroundTitleLine(name: "playground.title")
    /// The mouse's finger count, at the title line's right: a plain click on a pad makes that many.
    let mouseFingerPicker = InputPicker(name: "playground.fingers")
    /// The title being edited (nil: not editing): its text, cursor and selection. While Save asks for the
    /// student's name (`pendingNameSave`), the field is the name's.
    var titleField: TextFieldEditing?
    /// The Save waiting for the student's name (the file and whether to write over it), nil when none.
    var pendingNameSave: (file: String?, overwrite: Bool)?
    /// Whether Save asked for the student's name since the lesson was opened: it asks once.
    var askedStudentName = false
    /// The selected recognizer's new name being typed (nil: not renaming): the inspector's heading is its field.
    var nameField: TextFieldEditing?
    /// Whether a key types its own character into a field (`type(_:into:...)`): not while the platform's text
    /// input is on, which brings the characters as text (`handleText`); the app answers it from the host's
    /// `HostControls.textInputIsOn`.
    var keysTypeCharacters: () -> Bool = { true }
    /// The printed code beside the pads (`codeFlavor` nil: hidden).
    let codePanel = PlaygroundCodePanel(name: "playground.code")
    var codeFlavor: PlaygroundCode.Flavor? { didSet { if codeFlavor != oldValue { layout(size: size, dockWidth: dockWidth) } } }
    /// The title being typed (nil: not typing).
    var titleDraft: String? { titleField?.text }
    /// While the title is typed, digits are characters (they reach the app as pressed).
    var isTypingText: Bool { titleDraft != nil }
    var inputPicker: InputPicker? { mouseFingerPicker }
    var keepsGestureTrace: Bool { true }
    /// Open…'s list of lessons, over the pads while shown.
    let lessonList = PlaygroundControls(name: "playground.open")
    /// Save's question when the lesson's file changed on disk since it was opened (over the pads while shown).
    let confirmBox = PlaygroundControls(name: "playground.confirm")
    /// An exercise's Check: the last run of its checks, over the pads while shown (`PlaygroundScene+Exercise`).
    let checkPanel = CheckPanel(name: "playground.checks")
    /// An exercise's task as drawn above the pads (wrapped to their width), and its box in the scene.
    var taskLines: [String] = []
    var taskBox = Rect.zero
    /// The task's text size as laid out (`taskTextSizes`).
    var taskSize = PlaygroundScene.taskTextSizes[0]
    /// The file Save would write over, while `confirmBox` asks.
    var pendingOverwrite: String?
    /// The lesson file's bytes as opened or last saved (nil: none, or no file): Save compares the file with them.
    var lessonFileBytes: [UInt8]?
    /// The lesson as edited: what the cards show and Save writes.
    var lesson: PlaygroundLesson
    /// The lesson live in the engine (behind `lesson` until the touches in progress end).
    var installation: PlaygroundInstallation
    /// The file the lesson came from or was saved to (nil: new, or the default).
    var lessonFile: String?
    /// The lesson as last loaded or saved (the title line says "edited" when they differ).
    var savedLesson: PlaygroundLesson
    /// The history (`HistoryStep`: the lesson before an edit, and the edit's words), newest last.
    var undoStack: [HistoryStep] = [], redoStack: [HistoryStep] = []
    /// The selected card (the inspector shows it), the keyboard's row in it, a relation being picked.
    var selection: String?
    var focus = 0
    var picking: PlaygroundLessonEdit.PickKind?
    /// The pad the palette adds to.
    var targetPad = "pad"
    /// The lessons Open… lists, while it is shown.
    var listedLessons: [(title: String, path: String)] = []
    /// The last actions, newest last, with their time (the pads flash them; the dump lists them).
    var actions: [(name: String, state: GestureState, time: Seconds)] = []
    let window: Window
    private(set) var size = Size(width: 0, height: 0)
    private(set) var dockWidth: Points = 0

    // What the app does for the scene (files, the clipboard, the overlay's log).
    /// Copy the setup as Swift (`gestures` or `uikit`): the app writes the file and fills the clipboard.
    var onCopyCode: ((PlaygroundCode.Flavor) -> Void)?
    /// Save the lesson (to the file, or nil: a new file in the export folder; `overwrite`: even when the file
    /// changed on disk since it was opened); the app calls `saved(to:)`, or `askToOverwrite` first.
    var onSave: ((PlaygroundLesson, String?, _ overwrite: Bool) -> Void)?
    /// The lessons Open… offers: the lab's stations and the teacher's saved lessons.
    var listLessons: (() -> [(title: String, path: String)])?
    /// Open the lesson at a path: the app reads it and calls `load` (or says why not).
    var onOpen: ((String) -> Void)?
    /// Show the lab (the toolbar's Lab).
    var onShowLab: (() -> Void)?
    /// An undo, a redo or another lesson (New, Open…): the app starts the overlay's log box again (its lines
    /// were about the setup that is gone), before the trace says what changed.
    var onHistory: (() -> Void)?
    /// The scene's pads and recognizers changed (the overlay's log follows the new names).
    var onTreeChanged: (() -> Void)?
    /// A line at the bottom for a few seconds (what an action did, why an edit was refused).
    /// What the status line says: `text` in English (the dump's `status`), `shown` in the person's language.
    var status: (text: String, shown: String, time: Seconds)?
    static let statusSeconds: Seconds = 4
    static let contentTop: Points = 64
    static let paletteWidth: Points = 124
    /// The narrowest column of cards beside the pads; narrower, the column goes below the pads.
    static let narrowestColumn: Points = 200
    /// The title line's Lab button, and its Code button (the printed code beside the pads).
    static let labWidth: Points = 48, codeWidth: Points = 54
    /// The least room the title keeps in the title line: below it the Code button is left out (ctrl+K shows the code).
    static let narrowestTitle: Points = 160
    /// The room the title keeps beside Code and Lab before the input picker goes compact.
    static let roomyTitle: Points = 200
    /// The narrowest the code beside the pads is; narrower, it takes the column's place.
    static let narrowestCode: Points = 260
    /// The toolbar's ☰, compact.
    static let toolsWidth: Points = 28

    /// The room the pads keep in a short scene (the timeline docked at 1024x768 at 2x or 1280x720 at 1.5x,
    /// issue 49): the default lesson's pad at least 320x240 points with `compactMargin` round it.
    static let keptPadRoom = Size(width: 344, height: 248)
    static let compactMargin: Points = 3
    /// Whether the scene is short and the pads keep `keptPadRoom` first (`layout`): the column of cards is a
    /// drawer over the pads' right (☰, or a card selected), the palette beside the pads where there is room
    /// left, else in the drawer; the status line takes the toolbar's and title line's band.
    private(set) var isCompact = false
    /// Compact, whether the palette has its room at the pads' left (else it is in the drawer).
    private(set) var paletteBeside = true
    /// Compact, the drawer over the pads opened by the toolbar's ☰ (`tools`); a selected card opens it too.
    var drawerOpen = false
    /// Compact, whether the drawer (the column, and the palette where it is not beside the pads) shows.
    var showsDrawer: Bool { isCompact && (drawerOpen || selection != nil) }
    /// Whether the drawer is shown now: `showsDrawer` as it was when no finger was last down.
    var drawerShown = false

    /// The lesson shown when none is given: the lab's station 15 (the tap chain), from its file; an empty
    /// playground when the app's station files are missing.
    static let defaultStation = "15-tap-chain"

    /// `measure`: text sizes for the side panel's layout (the backend's; nil: an estimate).
    init(window: Window, measure: ((String, Points) -> Size)? = nil) {
        self.window = window
        let lesson = (try? PlaygroundLessonFile.station(Self.defaultStation).get()) ?? .empty
        self.lesson = lesson
        savedLesson = lesson
        installation = PlaygroundInstallation(lesson, in: area, makePad: Self.makePad)
        for n in [area, codePanel, palette, side, taskShield, toolbar, titleLine, mouseFingerPicker, lessonList, confirmBox, checkPanel] { container.addChild(n) }
        codePanel.isHidden = true
        lessonList.isHidden = true
        checkPanel.isHidden = true
        confirmBox.isHidden = true
        confirmBox.backdrop = Color(rgb: 0x4E342E)
        // The buttons' words in English (`titles`: what the layout measures) and as drawn (`shownTitles`).
        func words(_ all: () -> [PlaygroundControl: String]) -> (english: [PlaygroundControl: String], shown: [PlaygroundControl: String]) {
            (Localized.inEnglish(all), all())
        }
        (confirmBox.titles, confirmBox.shownTitles) = words { [.overwrite: tr("Save over it"), .saveNew: tr("Save as a new file"), .cancel: tr("Cancel")] }
        lessonList.backdrop = Color(rgb: 0x263238)
        lessonList.heading = tr("Open a lesson")
        (toolbar.titles, toolbar.shownTitles) = words { [.new: tr("New"), .open: tr("Open…"), .save: tr("Save"), .saveAs: tr("Save As"),
                                                         .copy(.gestures): tr("Copy Swift"), .copy(.uikit): tr("Copy UIKit")] }
        (titleLine.titles, titleLine.shownTitles) = words { [.lab: tr("Lab"), .code: tr("Code"), .check: tr("Check")] }
        toolbar.titles[.tools] = "☰"   // a symbol, the same in every language
        titleLine.text = { [unowned self] in self.titleText }
        titleLine.measure = { [unowned self] in self.side.measure($0, $1).width }
        for strip in [toolbar, palette, side, titleLine, lessonList, confirmBox, checkPanel] { strip.onActivate = { [unowned self] in self.tapped($0) } }
        for strip in [palette, side] as [PlaygroundControls] {
            strip.makeScrollable()
            strip.onScroll = { [unowned self] in self.refresh() }
        }
        checkPanel.makeScrollable()
        lessonList.makeScrollable()
        lessonList.onScroll = { [unowned self] in self.layoutLessonList() }
        if let measure { side.measure = measure; codePanel.measure = measure }
        side.state = { [unowned self] name in self.installation.recognizer(name)?.state }
        hookActions()
        layout(size: window.size, dockWidth: 0)
    }

    static func makePad(_ p: PlaygroundLesson.Pad) -> Node { PlaygroundPad(name: p.name, frame: p.frame) }

    func hookActions() {
        for r in installation.recognizers {
            r.addAction { [unowned self] r in
                self.actions.append((r.name, r.state, self.window.clock.now))
                if self.actions.count > 40 { self.actions.removeFirst(self.actions.count - 40) }
                if let pad = r.node as? PlaygroundPad { pad.flash = ("\(r.name) \(r.state.rawValue)", self.window.clock.now) }
            }
        }
    }

    // MARK: Scene

    var background: Color? { Color(rgb: 0xECEFF1) }
    /// The overlay docks below the toolbar and the title line: they keep the window's width.
    var overlayDockTop: Points? { Self.contentTop }
    /// The toolbar, the title line and the pads' least room: the overlay's dock and the timeline give way to it.
    var keptRoom: Size? { Size(width: Self.keptPadRoom.width, height: Self.contentTop + Self.keptPadRoom.height) }
    var wantsFrames: Bool {
        (actions.last.map { window.clock.now - $0.time < PlaygroundPad.flashSeconds } ?? false)
            || (status.map { window.clock.now - $0.time < Self.statusSeconds } ?? false)
            || installation.lesson != lesson || drawerShown != showsDrawer
    }

    var presentedRecognizers: [(GestureRecognizer, Node)] { installation.recognizers.compactMap { r in r.node.map { (r, $0) } } }
    /// The lesson's pads and recognizers as installed (the toolbar, the palette, the cards are the app's).
    var lessonNames: Set<String> { Set(installation.pads.values.map(\.name) + installation.recognizers.map(\.name)) }

    func update(now: Seconds, hostTime: Seconds, isShown: Bool) {
        applyIfIdle()
        if drawerShown != showsDrawer && window.activeTouches.isEmpty { refresh() }
    }

    func layout(size: Size, dockWidth: Points) {
        self.size = size
        self.dockWidth = dockWidth
        container.frame = Rect(origin: .zero, size: size)
        let usable = Swift.max(0, size.width - dockWidth)
        // The column of cards and the inspector: a third of the room, at least 220 points while the pads keep
        // 120 and 30% of the room (a larger interface scale narrows the column before the pads).
        let padsKeep = Swift.max(120, (usable * 0.3).rounded())
        let cards = Swift.max(0, Swift.min(Swift.max(220, Swift.min(320, usable * 0.36)), usable - Self.paletteWidth - padsKeep))
        let top = Self.contentTop, height = Swift.max(0, size.height - top)
        palette.frame = Rect(x: 8, y: top, width: Self.paletteWidth - 12, height: height)
        if cards >= Self.narrowestColumn {
            area.frame = Rect(x: Self.paletteWidth, y: top, width: Swift.max(0, usable - Self.paletteWidth - cards), height: height)
            side.frame = Rect(x: usable - cards, y: top, width: cards, height: height)
        } else {
            // Too narrow for three columns (a large interface scale, the overlay docked): the pads keep 40%
            // of the height (at least 60 points), the column scrolls below.
            // The palette (scrolling) beside the pads; the column the whole width below them.
            let right = Swift.max(0, usable - Self.paletteWidth)
            let padsHeight = Swift.min(height, Swift.max(60, (height * 0.4).rounded()))
            palette.frame.size.height = padsHeight
            area.frame = Rect(x: Self.paletteWidth, y: top, width: right, height: padsHeight)
            side.frame = Rect(x: 0, y: top + padsHeight + 4, width: usable, height: Swift.max(0, height - padsHeight - 4))
        }
        // A short scene (F4 docked at a projector's size) where the pads would keep less than `keptPadRoom`:
        // the pads first, the palette at their left where room is left, the column a drawer over the pads'
        // right shown by the toolbar's ☰ or while a card is selected (Tab, an added recognizer, a rename;
        // Escape closes it), so nothing covers the pads and nothing moves under a press (issue 49).
        isCompact = size.height < TouchTrackerApp.shortScene
            && (area.frame.width < Self.keptPadRoom.width || area.frame.height < Self.keptPadRoom.height)
        paletteBeside = true
        if isCompact {
            paletteBeside = usable - Self.paletteWidth >= Self.keptPadRoom.width
            palette.frame = Rect(x: 8, y: top, width: Self.paletteWidth - 12, height: height)
            let left = paletteBeside ? Self.paletteWidth : 0
            area.frame = Rect(x: left, y: top, width: Swift.max(0, usable - left), height: height)
            let drawer = Swift.min(usable, Swift.max(Self.narrowestColumn, Swift.min(320, (usable * 0.42).rounded())))
            side.frame = Rect(x: usable - drawer, y: top, width: drawer, height: height)
        }
        side.backdrop = isCompact ? Color(rgb: 0xECEFF1) : nil
        palette.backdrop = paletteBeside ? nil : Color(rgb: 0xECEFF1)
        // The printed code (Code, ctrl+K) shares the pads' room: the right half, at least 300 points where the
        // pads keep 120. Where that leaves the code under `narrowestCode` (a projector's short room, the overlay
        // docked) it takes the column's place instead: the cards and the inspector come back when it is hidden.
        codePanel.isHidden = codeFlavor == nil
        side.isHidden = false
        if codeFlavor != nil {
            let a = area.frame, codeWidth = Swift.max(0, Swift.min(a.width - 120, Swift.max(300, (a.width * 0.5).rounded())))
            if codeWidth >= Self.narrowestCode && !isCompact {
                area.frame.size.width = a.width - codeWidth - 6
                codePanel.frame = Rect(x: a.maxX - codeWidth, y: a.minY, width: codeWidth, height: a.height)
            } else {
                codePanel.frame = side.frame
                side.isHidden = true
            }
        }
        // The toolbar is above the overlay's dock: it takes the window's width.
        toolbar.frame = Rect(x: 100, y: 6, width: Swift.max(0, size.width - 100), height: 28)
        var x: Points = 0
        var buttons: [PlaygroundControls.Target] = []
        // Short of room (800 points with the overlay), the buttons take their titles' widths (DejaVu Sans at
        // 12.5 points, plus the pill's margins); shorter still (a 400-point app), the narrowest each title is
        // whole in (smaller, "Copy" over "Swift": `PlaygroundControls.narrowestPillWidth`), the room left
        // shared; narrower than that they narrow together (and their titles are cut).
        let ids: [PlaygroundControl] = [.new, .open, .save, .saveAs, .copy(.gestures), .copy(.uikit)]
        let roomy: [Points] = [52, 64, 52, 70, 88, 88], compact: [Points] = [40, 58, 42, 62, 83, 78]
        // Compact, ☰ (the drawer) at the toolbar's right.
        let room = toolbar.frame.width - (isCompact ? Self.toolsWidth + 12 : 0)
        let fitsRoomy = roomy.reduce(0, +) + 6 * 5 <= room
        let gap: Points = fitsRoomy ? 6 : 4, gaps = gap * Double(ids.count - 1)
        var widths = fitsRoomy ? roomy : compact
        if !fitsRoomy && compact.reduce(0, +) + gaps > room {
            let measure = side.measure
            let narrowest = ids.map { PlaygroundControls.narrowestPillWidth(toolbar.titles[$0] ?? $0.id) { measure($0, $1).width } }
            let spare = (room - gaps - narrowest.reduce(0, +)) / Double(ids.count)
            widths = narrowest.map { ($0 + Swift.max(0, spare)).rounded(.down) }
        }
        let squeeze = Swift.min(1, (room - gaps) / widths.reduce(0, +))
        for (id, w) in zip(ids, widths) {
            buttons.append(.init(id: id, frame: Rect(x: x, y: 0, width: (w * squeeze).rounded(.down), height: 26)))
            x += (w * squeeze).rounded(.down) + gap
        }
        if isCompact { buttons.append(.init(id: .tools, frame: Rect(x: toolbar.frame.width - Self.toolsWidth - 8, y: 0, width: Self.toolsWidth, height: 26))) }
        toolbar.setTargets(buttons)
        // The title line, above the overlay's dock as the toolbar is: the title, then Lab and the mouse
        // fingers picker at the window's right; two lines high, for a title broken over two.
        // Compact too where the whole picker would leave the title less than `roomyTitle` beside Code and Lab
        // (1024x768 at 2x: Code shown, the title not ten characters wide; issue 49).
        mouseFingerPicker.compact = size.width < InputPicker.compactBelow
            || size.width - 24 - InputPicker.width() - Self.labWidth - Self.codeWidth - 20 < Self.roomyTitle
        let picker = InputPicker.width(compact: mouseFingerPicker.compact)
        mouseFingerPicker.frame = Rect(x: Swift.max(8, size.width - 8 - picker), y: 36, width: picker, height: 24)
        titleLine.frame = Rect(x: 8, y: 36, width: Swift.max(0, mouseFingerPicker.frame.minX - 16), height: Self.contentTop - 36)
        let lab = Rect(x: Swift.max(0, titleLine.frame.width - Self.labWidth), y: 0, width: Swift.min(Self.labWidth, titleLine.frame.width), height: 24)
        // Code left of Lab, unless the title would keep less than `narrowestTitle` (ctrl+K still shows the
        // code); an exercise's Check left of that.
        let codeFits = lab.minX - 6 - Self.codeWidth - 8 >= Self.narrowestTitle
        let code = codeFits ? Rect(x: lab.minX - 6 - Self.codeWidth, y: 0, width: Self.codeWidth, height: 24) : nil
        let right = code ?? lab
        let check = lesson.checks == nil ? nil : Rect(x: Swift.max(0, right.minX - 6 - Self.checkWidth), y: 0, width: Swift.min(Self.checkWidth, Swift.max(0, right.minX - 6)), height: 24)
        titleLine.setTargets([.init(id: .editTitle, frame: Rect(x: 0, y: 0, width: Swift.max(0, (check ?? right).minX - 8), height: 24))]
                             + (check.map { [.init(id: .check, frame: $0)] } ?? []) + (code.map { [.init(id: .code, frame: $0)] } ?? [])
                             + [.init(id: .lab, frame: lab)])
        titleLine.selected = codeFlavor == nil ? [] : [.code]
        layoutTask()
        let listWidth = Swift.min(420, Swift.max(200, area.frame.width + cards - 16))
        // Open… is a panel over the title line, the pads and the column: from below the toolbar to the foot.
        lessonList.frame = Rect(x: Self.paletteWidth, y: 36, width: listWidth, height: Swift.max(0, size.height - 36 - 8))
        if !lessonList.isHidden { layoutLessonList() }
        layoutConfirm()
        layoutCheckPanel()
        fitPads()
        refresh()
    }

    /// How much the lesson's pads are scaled to fit the area: down when the window is smaller than the
    /// lesson, up into the free room in a large one (a projector at a low interface scale: a class reads it
    /// from the back), up to four times.
    static let largestPadScale: Double = 4
    /// The pads' scale now (1: as the file gives them).
    private(set) var padScale: Double = 1

    /// The pads at the lesson's frames, scaled together to the area (a lesson written for a large window
    /// still fits a small one, next to the cards).
    func fitPads() {
        let live = installation.lesson
        let tops = live.pads(in: nil)
        let extentW = (tops.map(\.frame.maxX).max() ?? 0) + 16, extentH = (tops.map(\.frame.maxY).max() ?? 0) + 16
        // The status line's band at the area's foot is kept free of pads, shown or not (issue 49: it covered
        // the pad, and a layout that changed with it would move the pad between a press and its release);
        // an area under four bands high keeps its pads' room instead (they keep 40 points).
        let room = area.frame.height - (area.frame.height >= 4 * Self.statusBand && !isCompact ? Self.statusBand : 0)
        padScale = Swift.min(Self.largestPadScale, area.frame.width / Swift.max(1, extentW), room / Swift.max(1, extentH))
        // Compact: the pads' bounding box (not the lesson's margins) with `compactMargin` round it, centred
        // across the area; the status line is above the pads, not in a band below them.
        var shift = Vector(dx: 0, dy: 0)
        if isCompact, let minX = tops.map(\.frame.minX).min(), let minY = tops.map(\.frame.minY).min() {
            let m = Self.compactMargin, boxW = extentW - 16 - minX, boxH = extentH - 16 - minY
            padScale = Swift.min(Self.largestPadScale, (area.frame.width - 2 * m) / Swift.max(1, boxW), (area.frame.height - 2 * m) / Swift.max(1, boxH))
            shift = Vector(dx: ((area.frame.width - boxW * padScale) / 2).rounded(.down) - minX * padScale, dy: m - minY * padScale)
        }
        let topNames = Set(tops.map(\.name))
        for p in live.pads {
            let f = p.frame, d = topNames.contains(p.name) ? shift : Vector(dx: 0, dy: 0)
            installation.pads[p.name]?.frame = Rect(x: f.minX * padScale + d.dx, y: f.minY * padScale + d.dy, width: f.width * padScale, height: f.height * padScale)
            (installation.pads[p.name] as? PlaygroundPad)?.isTarget = p.name == targetPad
        }
    }

    /// The title line's words: the title, the file's name, "(edited)", an edit waiting; while typing, the draft.
    var titleText: PlaygroundTitleLine.Text {
        if let titleField { return .typing(titleField) }
        var notes = ""
        if lesson != savedLesson { notes += tr(" (edited)") }
        if installation.lesson != lesson { notes += tr(" · applies when the touches end") }
        return .shown(PlaygroundTitleLine.Shown(title: lesson.title.map { $0 == PlaygroundLesson.newTitle ? tr("New lesson") : Localized.lesson($0) } ?? tr("Playground"),
                                                file: lessonFile.map { $0.split(separator: "/").last.map(String.init) ?? $0 }, notes: notes))
    }

    /// A plain mouse press on the pads (Open…'s list closed) makes what the input picker says.
    func takesMouseFingers(at point: Point) -> Bool {
        lessonList.isHidden && confirmBox.isHidden && checkPanel.isHidden
            && !(isCompact && [side, codePanel, palette, taskShield].contains { !$0.isHidden && $0.frameInWindow.contains(point) })
            && installation.pads.values.contains { $0.frameInWindow.contains(point) }
    }

    /// Alt's mirrored finger turns around the centre of the pad pressed (the innermost one there), so a
    /// pinch stays on the pad whatever else the window shows (the timeline docked, say).
    func mirrorPivot(near point: Point) -> Point? {
        guard takesMouseFingers(at: point) else { return nil }
        return Rect.innermost(of: installation.pads.values.map(\.frameInWindow), holding: point)?.center
    }

    func draw(in canvas: Canvas) {
        guard !container.isHidden else { return }
        // The task above the pads before them; compact, in the drawer over them, after.
        if !isCompact { drawTask(in: canvas) }
        container.drawTree(in: canvas)
        if isCompact { drawTask(in: canvas) }
        if let status, window.clock.now - status.time < Self.statusSeconds {
            let (box, lines, textSize) = statusBox(status.shown) { canvas.measureText($0, size: $1).width }
            canvas.fillRoundedRect(box, radius: 6, color: Color(rgb: 0x263238))
            for (k, line) in lines.enumerated() {
                canvas.drawText(line, at: Point(box.minX + 8, box.minY + 4 + Double(k) * textSize * 1.25), size: textSize, color: .white, alignment: .left)
            }
        }
    }

    /// The band at the foot of the pads' area the status line has to itself: one line at 12 points.
    static let statusBand: Points = 28

    /// The status line's box, lines and text size: at the foot of the pads' area, in its band (never over
    /// the pads, the palette's buttons or the column's), on one line at 12 to 10 points; else broken over
    /// lines rather than cut, the band's lines first; cut only when not even that fits.
    /// Compact (`isCompact`), the band is the toolbar's and the title line's, left of the overlay's dock.
    func statusBox(_ text: String, measure: (String, Points) -> Points) -> (box: Rect, lines: [String], size: Points) {
        let f = isCompact ? Rect(x: 8, y: 2, width: Swift.max(0, size.width - dockWidth - 8), height: Self.contentTop - 2) : area.frame
        let width = Swift.max(0, f.width - 8)
        var laid: (lines: [String], size: Points) = ([], 10)
        for size: Points in [12, 11, 10] where measure(text, size) <= Swift.max(10, width - 16) {
            let height = 8 + size * 1.25
            // Compact, over the title line: no wider than its text, so Lab and the picker stay in view.
            let boxWidth = isCompact ? Swift.min(width, (measure(text, size) + 16).rounded(.up)) : width
            return (Rect(x: f.minX, y: Swift.max(f.minY, f.maxY - height - 4), width: boxWidth, height: height), [text], size)
        }
        for size: Points in [12, 11, 10] {
            let room = Swift.max(1, Swift.min(6, Int((f.height - 12) / (size * 1.25))))
            laid = (TextWrapping.lines(text, width: Swift.max(10, width - 16), maxLines: room) { measure($0, size) }, size)
            if !(laid.lines.last?.hasSuffix("…") ?? false) { break }
        }
        let height = 8 + Double(laid.lines.count) * (laid.size * 1.25)
        return (Rect(x: f.minX, y: Swift.max(f.minY, f.maxY - height - 4), width: width, height: height), laid.lines, laid.size)
    }

    static func color(of state: GestureState) -> Color {
        switch state {
        case .possible: return Style.muted
        case .began, .changed: return Color(rgb: 0x1565C0)
        case .ended: return Color(rgb: 0x2E7D32)
        case .failed, .cancelled: return Color(rgb: 0xC62828)
        }
    }
}
