import Gestures

/// A named view of a lab station (`view NAME on PAD [KEY=VALUE ...]` in its lesson file): what a pad shows
/// and, for the few rules the lesson format cannot say (a delegate of its own, a recognizer of the app's own
/// class), what it does. One view a file in `Lab/Views`, listed in `StationViews.named`.
///
/// Contract: the station makes each view from its file's arguments (`init(arguments:)`; its `keys` are
/// the ones the parser lets through), asks it for any recognizer of its own class while the lesson is
/// installed (`recognizer(for:)`), then `attach`es it to its pad in file order; from then on it calls
/// `draw` (file order, under the pad's label), `touches`, `layout`, `tick`, `reset` and, for a view the file
/// `flip`s, `switchChanged`. A view holds its station weakly (the station holds its views).
class StationView {
    /// The view's name in a lesson file.
    class var name: String { "" }
    /// The arguments it takes.
    class var keys: Set<String> { [] }

    let arguments: [String: String]
    private weak var owner: LabStation?
    private weak var padNode: LabPad?

    required init(arguments: [String: String]) { self.arguments = arguments }

    /// The station (set by `attach`, for as long as it lives).
    var station: LabStation { owner! }
    /// The pad the view is on.
    var pad: LabPad { padNode! }

    /// The argument `key` as a number, or `fallback`.
    func number(_ key: String, _ fallback: Double) -> Double { arguments[key].flatMap(Double.init) ?? fallback }
    /// The argument `key` as `X,Y`, or `fallback`.
    func point(_ key: String, _ fallback: Point) -> Point {
        let parts = (arguments[key] ?? "").split(separator: ",").compactMap { Double($0) }
        return parts.count == 2 ? Point(parts[0], parts[1]) : fallback
    }
    /// The argument `key` as a colour `RRGGBB`, or `fallback`.
    func color(_ key: String, _ fallback: Color) -> Color {
        arguments[key].flatMap { UInt32($0, radix: 16) }.map { Color(rgb: $0) } ?? fallback
    }
    /// The station's recognizer named by argument `key` (or `fallback`), of class `T`; when the file has
    /// none, `make()`'s on no pad, and the station says why (`LabStation.recognizer(_:orMake:)`).
    func recognizer<T: GestureRecognizer>(_ key: String, _ fallback: String, orMake make: (String) -> T) -> T {
        let name = arguments[key] ?? fallback
        return station.recognizer(name) { make(name) }
    }

    /// Puts the view on `pad` of `station` and calls `install`.
    func attach(to station: LabStation, pad: LabPad) {
        owner = station
        padNode = pad
        install()
    }

    /// A recognizer of the view's own class for the lesson's `r` (nil: the lesson's kind makes it).
    func recognizer(for r: PlaygroundLesson.Recognizer, pad: String) -> GestureRecognizer? { nil }
    /// Once attached: adds its actions, children, delegates.
    func install() {}
    /// Draws the view in the pad's space.
    func draw(_ c: Canvas) {}
    /// What the pad was told of its touches.
    func touches(_ phase: TouchPhase, _ touches: [Touch]) {}
    /// After the pads were laid out.
    func layout() {}
    /// Once per frame, while the station shows.
    func tick() {}
    /// When, at the earliest, the view's drawing (or `tick`) changes with time alone, asked at `now`: `now`
    /// while it fades, the end of a flash showing, a timed change's time; nil when nothing does before the next
    /// event. While one is due, the lab asks for frames (`Scene.wantsFrames`); a view that says nil here and
    /// draws differently a moment later is drawn late in a window, and missing from a trace. Default nil.
    func nextTimedChange(after now: Seconds) -> Seconds? { nil }
    /// The station was reset (its title bar tapped): back to the start.
    func reset() {}
    /// The switch moved (only for a view the file flips).
    func switchChanged(_ on: Bool) {}
    /// The switch moved, for every view, flipped or not: what the view kept of gestures under the old rule
    /// may go (station 2's kept red dots).
    func ruleChanged() {}
    /// An event of the station's: true when the view wrote it to the log itself (the station then does not).
    func note(_ event: GestureTrace.Event) -> Bool { false }
    /// Where the mouse's mirrored finger turns around (window points), for a view that has such a centre.
    var pivot: Point? { nil }
}
