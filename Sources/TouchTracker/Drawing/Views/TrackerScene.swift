import Gestures
import AppHost

/// The TouchTracker scene: the drawing view, and above it the menu, the color panel and the message banner.
/// Menu and panel changes are written to the event log (`menu show Delete`, `panel pick #1E88E5`).
final class TrackerScene: Scene {
    static let deleteAction = Action("delete:")

    let window: Window
    let drawing: Drawing
    let drawView: DrawView
    let menuView: MenuView
    let colorPanel = ColorPanel()
    let banner: MessageBanner
    let panelSwipe = SwipeGestureRecognizer(name: "panelSwipe")
    let undoRedo = UndoRedoBar()
    let hint = FirstRunHint()
    /// Called when the panel's export button is tapped (the app writes the picture and says where).
    var onExportRequested: (() -> Void)?
    /// Called whenever the drawing changed (the app saves a little later).
    var onDrawingChanged: (() -> Void)?
    private var menuShownItems: [String]?
    /// What the menu view was last laid out for: it is rebuilt only when this changes, so an item under a
    /// finger stays the same node for the whole tap.
    private var menuLayoutKey: (titles: [String], target: Rect, size: Size)?

    /// Holds the scene's nodes; hidden while another scene is shown.
    let container = Node(name: "tracker")

    init(window: Window, drawing: Drawing, services: BackendServices) {
        self.window = window
        self.drawing = drawing
        drawView = DrawView(drawing: drawing)
        menuView = MenuView(metrics: services)
        banner = MessageBanner { [unowned services] in services.measure($0, size: MessageBanner.textSize) }
        let root = container
        for n in [drawView, hint, undoRedo, menuView, colorPanel, banner] as [Node] { root.addChild(n) }
        hint.isHidden = true
        undoRedo.undoButton.onTap = { [unowned self] _ in self.drawView.undo() }
        undoRedo.redoButton.onTap = { [unowned self] _ in self.drawView.redo() }
        drawView.scene = self
        window.menuController.items = [MenuItem(title: trLater("Delete"), action: Self.deleteAction)]
        menuView.onSelect = { [unowned self] item in self.selectMenuItem(item) }
        colorPanel.onPick = { [unowned self] c in self.pick(c) }
        colorPanel.onPickByAngle = { [unowned self] in self.pickByAngle() }
        colorPanel.onPenOnly = { [unowned self] in
            self.window.log.append("panel pen only")
            self.hideColorPanel()
            self.drawView.penOnly.toggle()
        }
        drawView.onPenOnlyChanged = { [unowned self] on in self.penOnlyChanged(on) }
        colorPanel.onDismiss = { [unowned self] in self.hideColorPanel() }
        colorPanel.onExport = { [unowned self] in
            self.window.log.append("panel export")
            self.hideColorPanel()
            self.onExportRequested?()
        }
        panelSwipe.direction = .down
        panelSwipe.numberOfTouchesRequired = 3
        panelSwipe.isEnabled = false
        panelSwipe.addAction { [unowned self] _ in self.hideColorPanel() }
        root.addGestureRecognizer(panelSwipe)
        layout(size: window.size)
    }

    /// Whether the overlay's panels float over the drawing (F1): the undo bar keeps clear of them.
    var overlayShown = false

    func layout(size: Size) {
        container.frame = Rect(origin: .zero, size: size)
        drawView.frame = Rect(origin: .zero, size: size)
        colorPanel.layout(windowSize: size)
        undoRedo.layout(windowSize: size, overlay: overlayShown)
        hint.layout(windowSize: size)
        if !banner.isHidden { banner.show(banner.text, kind: banner.kind, windowSize: size) }
        syncMenu()
    }

    func drawingChanged() { onDrawingChanged?() }

    /// Draws the scene, which covers the window and comes first in the frame. With the color panel up on a
    /// canvas that dims as it draws, what is behind the panel is drawn already dimmed, in place of a
    /// window-sized scrim blended over it: the same pixels, without a pass over all of them.
    func draw(in canvas: Canvas) {
        guard isColorPanelVisible, canvas.canDimInPlace, !container.isHidden else {
            container.drawTree(in: canvas)
            return
        }
        assert(container.frame.origin == .zero && canvas.translation == .zero, "the scene sits at the window's origin")
        let children = container.children
        let panelIndex = children.firstIndex { $0 === colorPanel }!
        container.draw(in: canvas)
        canvas.drawDimmed(scrimAlpha: Style.scrim.alpha) {
            for n in children[..<panelIndex] { n.drawTree(in: canvas) }
        }
        colorPanel.drawsScrim = false
        defer { colorPanel.drawsScrim = true }
        for n in children[panelIndex...] { n.drawTree(in: canvas) }
    }

    // Scene
    /// The tab sits on the canvas, so it shows with the overlay, or while the first-run hint (which points
    /// to it) is shown.
    var tabNeedsOverlay: Bool { hint.isHidden }
    func layout(size: Size, dockWidth: Points) { layout(size: size) }
    /// Every frame, shown or not (the drawing is the app's document): the bar, the hint, the menu.
    func update(now: Seconds, hostTime: Seconds, isShown: Bool) {
        drawView.tentativeInk.update(drawView, enabled: drawView.showsTentativeInk && isShown, trace: window.trace, now: now)
        drawView.updateAnticipation()
        update(now: hostTime)
        syncMenu()
    }
    /// A hint fading.
    var wantsFrames: Bool { strokesInProgress > 0 || (hint.fadeStart != nil && !hint.isHidden) }
    var strokesInProgress: Int { drawView.strokes.count }

    /// Once per frame: the undo/redo bar follows the history, the hint fades from the first stroke.
    func update(now: Seconds) {
        undoRedo.update(canUndo: drawing.canUndo, canRedo: drawing.canRedo, covered: window.isMenuVisible || isColorPanelVisible)
        if !drawView.strokes.isEmpty || !drawing.lines.isEmpty || !drawing.circles.isEmpty { hint.dismiss(at: now) }
        hint.update(now: now)
    }

    // MARK: Menu

    func showMenu(at rect: Rect, in node: Node) {
        window.menuController.setTargetRect(rect, in: node)
        window.menuController.setVisible(true)
        syncMenu()
    }

    func setMenuVisible(_ visible: Bool) {
        window.menuController.setVisible(visible)
        syncMenu()
    }

    /// Makes the menu view match the menu controller, logging `menu show`/`menu hide` on a change.
    func syncMenu() {
        let items = window.visibleMenuItems
        let titles = items.isEmpty ? nil : items.map(\.title)
        if titles != menuShownItems {
            window.log.append(titles.map { "menu show " + $0.joined(separator: ",") } ?? "menu hide")
            menuShownItems = titles
        }
        let key = (titles: titles ?? [], target: window.menuController.targetRect, size: window.size)
        if let old = menuLayoutKey, old.titles == key.titles, old.target == key.target, old.size == key.size { return }
        menuLayoutKey = key
        menuView.layout(items: items, target: key.target, windowSize: key.size)
    }

    func selectMenuItem(_ item: MenuItem) {
        window.log.append("menu select " + item.title)
        window.menuController.select(item, firstResponder: window.firstResponder)
        syncMenu()
    }

    // MARK: Color panel

    var isColorPanelVisible: Bool { !colorPanel.isHidden }

    func showColorPanel() {
        guard colorPanel.isHidden else { return }
        setMenuVisible(false)
        drawView.select(nil)
        colorPanel.currentColor = drawView.drawColor
        colorPanel.byAngle = drawView.colorByAngle
        colorPanel.penOnly = drawView.penOnly
        colorPanel.layout(windowSize: window.size)
        colorPanel.isHidden = false
        panelSwipe.isEnabled = true
        window.log.append("panel show")
    }

    func hideColorPanel() {
        guard !colorPanel.isHidden else { return }
        colorPanel.isHidden = true
        panelSwipe.isEnabled = false
        window.log.append("panel hide")
    }

    func pick(_ color: Color) {
        window.log.append("panel pick " + color.hexString)
        drawView.drawColor = color
        drawView.colorByAngle = false
        colorPanel.currentColor = color
        colorPanel.byAngle = false
        hideColorPanel()
        onDrawingChanged?()
    }

    /// "By angle": lines drawn afterwards take their color from their direction.
    func pickByAngle() {
        window.log.append("panel pick angle")
        drawView.colorByAngle = true
        colorPanel.byAngle = true
        hideColorPanel()
        onDrawingChanged?()
    }

    /// "Draw with the pen only" turned on or off (by the first pen that draws, P, or the color panel): the log
    /// says so, and the banner says what it means.
    func penOnlyChanged(_ on: Bool) {
        window.log.append("pen only " + (on ? "on" : "off"))
        banner.show(on ? tr("Pen only: fingers and the mouse select, move and undo, and do not draw (P turns it off)")
                       : tr("Fingers and the mouse draw again (P: the pen only)"), kind: .information, windowSize: window.size)
    }

    // MARK: Keys

    /// Escape closes the panel or the menu; Delete and Backspace delete the selected line; ctrl+Z undoes,
    /// ctrl+shift+Z (or ctrl+Y) redoes; P turns "draw with the pen only" on and off. Returns whether the key was used.
    @discardableResult func handleKey(_ k: KeyPress) -> Bool {
        switch (k.name, k.ctrl, k.shift) {
        case ("Escape", _, _):
            if isColorPanelVisible { hideColorPanel(); return true }
            if !banner.isHidden { banner.isHidden = true; return true }
            if window.isMenuVisible || drawView.selectedLineID != nil { drawView.select(nil); setMenuVisible(false); return true }
            return false
        case ("Delete", false, _), ("Backspace", false, _):
            guard drawView.selectedLineID != nil else { return false }
            drawView.deleteSelected()
            syncMenu()
            return true
        case ("Z", true, false):
            drawView.undo()
            return true
        case ("Z", true, true), ("Y", true, false):
            drawView.redo()
            return true
        case ("P", false, false):
            drawView.penOnly.toggle()
            return true
        case ("I", true, false):
            drawView.showsTentativeInk.toggle()
            window.log.append("tentative ink \(drawView.showsTentativeInk ? "on" : "off")")
            return true
        default:
            return false
        }
    }

    // MARK: Dump

    /// A circle as the dump shows it: its keys in the save file (`CircleKey`), but its id.
    func circleJSON(_ c: Circle) -> JSONValue {
        .object(CircleKey.allCases.filter { $0 != .id }.map { ($0.rawValue, DrawingJSON.value(c, $0)) })
    }

    /// A line as the dump shows it: its keys in the save file (`LineKey`), but its id.
    func lineJSON(_ l: Line) -> JSONValue {
        .object(LineKey.allCases.filter { $0 != .id }.map { ($0.rawValue, DrawingJSON.value(l, $0)) })
    }

    func dumpFields() -> [(String, JSONValue)] {
        let menuVisible = window.isMenuVisible && !menuView.isHidden
        let panelVisible = isColorPanelVisible
        return [
            ("lines", .array(drawing.lines.map(lineJSON))),
            ("currentLines", .array(drawView.currentCircle != nil ? [] : drawView.strokes.sorted { $0.key < $1.key }.map {
                lineJSON(Line(id: 0, begin: $0.value.begin, end: $0.value.end,
                              color: drawView.inProgressColor($0.value.begin, $0.value.end), width: $0.value.width))
            })),
            ("selectedLine", drawView.selectedIndex.map { .int($0) } ?? .null),
            ("drawColor", .string(drawView.drawColor.hexString)),
            ("colorByAngle", .bool(drawView.colorByAngle)),
            ("penOnly", .bool(drawView.penOnly)),
            ("hoverRing", drawView.hoverRing.map { .object([("center", .point($0.center)), ("radius", .number($0.radius))]) } ?? .null),
            ("circles", .array(drawing.circles.map(circleJSON))),
            ("currentCircles", .array(drawView.currentCircle.map { [circleJSON($0)] } ?? [])),
            ("menu", .object([
                ("visible", .bool(menuVisible)),
                ("frame", .frame(menuVisible ? menuView.bubbleInWindow : nil)),
                ("items", .array(menuVisible ? menuView.itemControls.map {
                    .object([("title", .string($0.item.title)), ("frame", .frame($0.frameInWindow))])
                } : [])),
            ])),
            ("colorPanel", .object([
                ("visible", .bool(panelVisible)),
                ("frame", .frame(panelVisible ? colorPanel.box : nil)),
                ("swatches", .array(colorPanel.swatches.map {
                    .object([("color", .string($0.color.hexString)), ("frame", .frame(panelVisible ? $0.frameInWindow : nil))])
                })),
                ("byAngle", .object([("on", .bool(drawView.colorByAngle)),
                                     ("frame", .frame(panelVisible ? colorPanel.angleButton.frameInWindow : nil))])),
                ("export", .object([("frame", .frame(panelVisible ? colorPanel.exportButton.frameInWindow : nil))])),
                ("penOnly", .object([("frame", .frame(panelVisible ? colorPanel.penButton.frameInWindow : nil))])),
            ])),
        ]
    }
}
