import Gestures
import AppHost

/// The lab: its stations (one a lesson file of `Assets/Playgrounds`, in the order of their numbers) on pages of nine, each demonstrating one rule of docs/gesture-rules.md with a
/// switch that flips it live and a log of what its nodes and recognizers were told, and why.
///
/// Pages: PageDown / PageUp or the arrows in the top bar. Keys 1-9 focus the station at that place of the
/// page (2-5 come from the host at their release, and only when they made no mouse fingers), large (Escape or 0 returns to the page; Left / Right move between stations). With the overlay
/// on (F1) its panel is docked at the right (`dockWidth`), never over a station; when the grid would then be
/// too narrow, the lab shows one station at a time.
final class LabScene: Scene {
    let container = Node(name: "lab")
    let stations: [LabStation]
    let pager: LabPager
    /// The window's clock, for the stations and for when the lab next changes with time (`wantsFrames`).
    private let now: () -> Seconds
    /// The mouse's finger count, at the top bar's right: a plain click on a station's pad makes that many.
    let mouseFingerPicker = InputPicker(name: "lab.fingers")
    static let topBar: Points = 36
    static let perPage = 9
    /// The narrowest grid: below this width (the dock taken) the lab shows one station at a time.
    static let minimumGridWidth: Points = 720

    /// The page shown (0-based).
    private(set) var page = 0
    /// The station shown alone (an index into `stations`), if one is focused.
    private(set) var focused: Int?
    /// The width the overlay's docked panel takes at the right (0 when the overlay is off).
    var dockWidth: Points = 0 { didSet { if dockWidth != oldValue { layout(size: size) } } }
    private(set) var size = Size(width: 0, height: 0)

    /// The recognizers on the pads (and their subviews) of the station shown alone, with their nodes; none
    /// when the grid shows. The overlay shows these beside the station before any touch.
    var aloneRecognizers: [(GestureRecognizer, Node)] {
        guard let i = shownAlone else { return [] }
        return stations[i].pads.flatMap(\.recognizersInTree)
    }

    var pageCount: Int { (stations.count + Self.perPage - 1) / Self.perPage }

    /// The stations in the lab's order, each from its lesson file alone: the `NN-name.playground` files of
    /// `folder` (nil: the app's `Assets/Playgrounds`), sorted by name. A station's number is its place here.
    /// `teacher`: a teacher's folder whose lesson files follow the app's stations (`--lab DIR`).
    /// Says on each station whose interactions need a pen's tilt, its eraser end or a trackpad's pinch that
    /// the backend reports none (`reported` false: SDL 2, sdl2-compat) and how the mouse stands in for it
    /// (`LabStation.deviceNote`).
    func noteDevicesMissing(reported: Bool) {
        for s in stations { s.deviceNote = reported ? nil : s.mouseStandInNote }
    }

    static func makeStations(folder: String? = nil, teacher: String? = nil) -> [LabStation] {
        PlaygroundLessonFile.labStations(in: folder).map { LabStation(stem: $0.stem, file: $0.file) }
            + PlaygroundLessonFile.teacherStations(in: teacher).map { LabStation(stem: $0.stem, file: $0.file, isTeachers: true) }
    }

    /// `measure`: a text's width at a size, for the stations' title bars (the backend's; nil: an estimate).
    /// `folder`: where the stations' files are (nil: the app's `Assets/Playgrounds`).
    init(window: Window, measure: ((String, Points) -> Points)? = nil, folder: String? = nil, teacher: String? = nil) {
        stations = Self.makeStations(folder: folder, teacher: teacher)
        for (i, s) in stations.enumerated() {
            s.number(i + 1)
            if let measure { s.measure = measure }
        }
        pager = LabPager(name: "lab.pager")
        now = { [unowned window] in window.clock.now }
        for s in stations {
            container.addChild(s)
            s.now = now
        }
        container.addChild(pager)
        container.addChild(mouseFingerPicker)
        pager.previous.onTap = { [unowned self] _ in self.turn(by: -1) }
        pager.forward.onTap = { [unowned self] _ in self.turn(by: 1) }
        layout(size: window.size)
    }

    /// The station shown alone when the grid does not fit and none is focused: the page's first, or the
    /// last one turned to or focused.
    private var narrowStation = 0

    /// Whether the grid does not fit (docked overlay, narrow window): one station at a time.
    var isNarrow: Bool { (dockWidth > 0 && size.width - dockWidth < Self.minimumGridWidth) || size.height < Self.minimumGridHeight }
    /// Below this height (the timeline docked at 800x600, a large interface scale) three rows of cards
    /// would leave their pads too short: one station is shown at a time.
    static let minimumGridHeight: Points = 460

    /// The station shown alone: the focused one, or (too narrow for the grid) `narrowStation`; none when
    /// the lab has no stations.
    var shownAlone: Int? {
        guard !stations.isEmpty else { return nil }
        if let focused { return focused }
        return isNarrow ? narrowStation : nil
    }

    /// What the pager says when the lab has no stations (the app's station files missing: a binary copied
    /// on its own, a folder of none).
    static var noStations: String { tr("No stations: the lab's station files are missing (reinstall TouchTracker)") }

    /// The stations on screen now.
    var visibleStations: [LabStation] { stations.filter { !$0.isHidden } }

    func layout(size: Size) {
        self.size = size
        container.frame = Rect(origin: .zero, size: size)
        let gap: Points = 8
        // The stations stay above the timeline (F4): the area is what the window leaves them, however short.
        let area = Rect(x: 0, y: Self.topBar, width: max(200, size.width - dockWidth), height: max(0, size.height - Self.topBar))
        // Under 480 points the picker's label goes on two lines, so the pager's words keep room beside it.
        mouseFingerPicker.compact = size.width < InputPicker.compactBelow
        let picker = InputPicker.width(compact: mouseFingerPicker.compact)
        mouseFingerPicker.frame = Rect(x: max(100, size.width - 8 - picker), y: 6, width: picker, height: 24)
        pager.layout(frame: Rect(x: 100, y: 6, width: max(64, min(420, mouseFingerPicker.frame.minX - 108)), height: 24))
        if stations.isEmpty {
            pager.text = Self.noStations
            pager.shorter = [tr("No stations"), tr("None")]
        } else if let alone = shownAlone {
            for (i, s) in stations.enumerated() { s.isHidden = i != alone }
            stations[alone].layout(frame: area.insetBy(dx: gap, dy: gap), keepsLog: true)
            let n = ["n": String(alone + 1), "count": String(stations.count)]
            pager.text = focused != nil && !isNarrow ? tr("Station {n} of {count}: Esc for all", n) : tr("Station {n} of {count}", n)
            pager.shorter = [tr("Station {n} of {count}", n), tr("{n} of {count}", n)]
        } else {
            let first = page * Self.perPage
            let w = (area.width - 4 * gap) / 3, h = (area.height - 4 * gap) / 3
            for (i, s) in stations.enumerated() {
                let k = i - first
                s.isHidden = k < 0 || k >= Self.perPage
                guard !s.isHidden else { continue }
                s.layout(frame: Rect(x: gap + Double(k % 3) * (w + gap), y: area.minY + gap + Double(k / 3) * (h + gap), width: w, height: h))
            }
            let n = ["n": String(page + 1), "count": String(pageCount)]
            pager.text = tr("Page {n} of {count}: stations {first}-{last}",
                            ["n": String(page + 1), "count": String(pageCount), "first": String(first + 1), "last": String(min(stations.count, first + Self.perPage))])
            pager.shorter = [tr("Page {n} of {count}", n), tr("{n} of {count}", n)]
        }
    }

    /// Other stations were shown (a page turned, a station focused or left): the app starts the overlay's
    /// log box again.
    var onStationsShown: (() -> Void)?
    func whenSubjectsReplaced(_ action: @escaping () -> Void) { onStationsShown = action }
    var inputPicker: InputPicker? { mouseFingerPicker }
    var keepsGestureTrace: Bool { true }

    /// Turns the page (or, one station shown, moves to the next or previous station).
    func turn(by delta: Int) {
        guard !stations.isEmpty else { return }
        defer { onStationsShown?() }
        if let alone = shownAlone {
            let next = (alone + delta + stations.count) % stations.count
            page = next / Self.perPage
            if focused != nil { focused = next }
            narrowStation = next
        } else {
            page = (page + delta + pageCount) % pageCount
            narrowStation = page * Self.perPage
        }
        layout(size: size)
    }

    /// Turns the page, whatever is shown: one station shown, the first of the new page is shown.
    func turnPage(by delta: Int) {
        guard !stations.isEmpty else { return }
        defer { onStationsShown?() }
        page = (page + delta + pageCount) % pageCount
        narrowStation = page * Self.perPage
        if focused != nil { focused = narrowStation }
        layout(size: size)
    }

    /// Shows the station at place `n` (1-9) of the page alone; nil returns to the page.
    func focus(place n: Int?) {
        let shown = visibleStations.map(\.number)
        defer { if visibleStations.map(\.number) != shown { onStationsShown?() } }
        if let n {
            let i = page * Self.perPage + n - 1
            guard n >= 1, n <= Self.perPage, i < stations.count else { return }
            focused = i
            narrowStation = i
        } else {
            focused = nil
        }
        layout(size: size)
    }

    /// The lab's keys: 1-9 focus, Escape and 0 return, PageUp/PageDown and Left/Right turn. True when used.
    @discardableResult func handleKey(_ key: KeyPress) -> Bool {
        guard !key.ctrl else { return false }
        switch key.name {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9": focus(place: Int(key.name)); return true
        case "0": focus(place: nil); return true
        case "Escape": guard focused != nil else { return false }; focus(place: nil); return true
        case "PageDown": turnPage(by: 1); return true
        case "PageUp": turnPage(by: -1); return true
        case "Right": guard shownAlone != nil else { return false }; turn(by: 1); return true
        case "Left": guard shownAlone != nil else { return false }; turn(by: -1); return true
        default: return false
        }
    }

    /// Timed behaviour of the stations shown.
    func tick() { for s in stations where !s.isHidden { s.tick() } }

    func note(_ event: GestureTrace.Event) { for s in stations { s.note(event) } }

    // Scene
    var background: Color? { Color(rgb: 0xCFD8DC) }
    var overlayDockTop: Points? { Self.topBar }
    /// While a shown station's picture is due to change with time (`LabStation.nextTimedChange(after:)`); the
    /// rest of the lab changes only with input.
    var wantsFrames: Bool { nextTimedChange(after: now()) != nil }
    func nextTimedChange(after now: Seconds) -> Seconds? {
        stations.lazy.filter { !$0.isHidden }.compactMap { $0.nextTimedChange(after: now) }.min()
    }
    var presentedRecognizers: [(GestureRecognizer, Node)] { aloneRecognizers }
    /// The stations' lessons: their pads and recognizers (not their title bars, switches, reset taps, the pager).
    var lessonNames: Set<String> { stations.reduce(into: []) { $0.formUnion($1.lessonNames) } }
    func layout(size: Size, dockWidth: Points) {
        self.dockWidth = dockWidth
        layout(size: size)
    }
    func update(now: Seconds, hostTime: Seconds, isShown: Bool) { if isShown { tick() } }
    /// Alt's mirrored finger turns around the centre of the station's pad pressed (the innermost one
    /// there; station 7's `pinchRotateSquare` turns about it too), so a pinch stays on the pad whatever else
    /// the window shows (the timeline docked, say); off the pads, the window's centre.
    func mirrorPivot(near point: Point) -> Point? {
        Rect.innermost(of: visibleStations.flatMap { $0.pads.map(\.frameInWindow) }, holding: point)?.center
    }

    /// A plain mouse press on a shown station's pad makes the picker's count of fingers.
    func takesMouseFingers(at point: Point) -> Bool {
        visibleStations.contains { s in s.pads.contains { $0.frameInWindow.contains(point) } }
    }

    func station(_ n: Int) -> LabStation { stations[n - 1] }

    func dumpFields() -> [(String, JSONValue)] {
        [("lab", .object([
            ("page", .int(page + 1)),
            ("pages", .int(pageCount)),
            ("focused", shownAlone.map { .int($0 + 1) } ?? .null),
            ("mouseFingers", mouseFingerPicker.dumpValue),
            ("stations", .array(stations.map { s in
                .object([
                    ("number", .int(s.number)),
                    ("title", .string(s.title)),
                    ("problem", s.lessonProblem.map { .string($0) } ?? .null),
                    ("visible", .bool(!s.isHidden)),
                    ("switch", .object([("label", .string(s.toggle.label)), ("on", .bool(s.toggle.isOn)), ("frame", .frame(s.toggle.frameInWindow))])),
                    ("pads", .array(s.pads.map { .object([("name", .string($0.name)), ("frame", .frame($0.frameInWindow))]) })),
                    ("log", .array(s.columns.indices.map { c in .array(s.entries[c].map { .string($0) }) })),
                ])
            })),
        ]))]
    }
}
