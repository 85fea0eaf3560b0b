import Gestures

/// What a lesson file says of the lab's station it is, beyond its lesson (docs/playground.md, "A station's
/// lines"): the switch (where it starts, what it says, what it flips), the pads' labels, the log's columns,
/// what the recognizers' actions show (`say`), the pads' named views (`view`, drawn by `StationViews`), and
/// what a person does on the pads with the action log that must follow (`try`, `expect`: `StationInteractions`).
/// Plain data: `PlaygroundLessonParser.parseStation` makes it; the playground ignores it (a lesson saved
/// from a station is a plain lesson), the lab builds its station from it and the lesson together.
///
/// Invariants (the parser checks them): every pad and recognizer named exists in the lesson (a `say` may
/// name a recognizer a view adds: the station checks that one); the file is the switch's start: a flipped
/// relation is in the lesson exactly when the switch starts on, a flipped property set in the lesson has
/// the value of the switch's start.
public struct StationSpec: Equatable, Sendable {
    /// What the switch flips: on, the first; off, the second (or without the relation).
    public enum Flip: Equatable, Sendable {
        /// The relation holds while the switch is on (`flip require A toFail B`, `flip simultaneous A B`,
        /// `flip canPrevent A no` ...).
        case relation(PlaygroundLesson.Relation)
        /// The recognizer's property: `on` while the switch is on, `off` while off (`flip set A P ON OFF`).
        case property(String, PlaygroundLesson.Property, on: PlaygroundLesson.Property.Value, off: PlaygroundLesson.Property.Value)
        /// The pad's label: `on` while the switch is on, `off` while off (`flip label PAD ON | OFF`).
        case label(String, on: String, off: String)
        /// The station's views of that name follow the switch, each as its `StationView` says (`flip view NAME`).
        case view(String)
    }

    /// `say A [when STATE] TEXT`: A's action (in that state only, with `when`) shows TEXT large on the
    /// station's pads (a `flash` or `actionList` view). TEXT may hold `{direction}` (a swipe's: left or right),
    /// `{click}` (click, right click or finger tap: the touch that ended a tap) and `{touchesRequired}`.
    public struct Say: Equatable, Sendable {
        public var recognizer: String
        public var state: GestureState?
        public var text: String
        /// The file's line, for a problem the station finds (a recognizer no view added).
        public var line: Int
    }

    /// `view NAME on PAD [KEY=VALUE ...]`: a named view on a pad (`StationViews.named`), drawn in file order.
    public struct View: Equatable, Sendable {
        public var name: String
        public var pad: String
        public var arguments: [String: String]
        public var line: Int
    }

    /// The switch's label; nil when the file has no `switch` line (then it is no station).
    public var switchLabel: String?
    /// The `switch` line's number (0 without one): where the whole file's checks point.
    public var switchLine = 0
    /// The first station line's number (0 without one): where a file without a switch is refused.
    public var firstLine = 0
    /// Whether the switch starts on: the file's lesson is the switch in that position.
    public var startsOn = true
    /// What the switch flips, in file order (applied in that order).
    public var flips: [Flip] = []
    /// The pads' labels (their instructions); a pad without one shows its name.
    public var labels: [String: String] = [:]
    /// The log's columns, one a pad (its own lines and its recognizers'); empty: one column of everything.
    public var columns: [String] = []
    public var says: [Say] = []
    public var views: [View] = []
    /// The station's interactions, in the format of `StationInteractions` (one step or `expect` a line):
    /// the file's `try STEP` lines without `try`, and its `expect NAME STATE [xN]` lines, in file order.
    public var interactions: [String] = []

    public init() {}

    /// The commands of a station's lines: the lesson's parser hands these lines to `read`.
    public static let commands: Set<String> = ["switch", "flip", "label", "columns", "say", "view", "try", "expect"]

    /// Whether the file has no station lines at all.
    public var isEmpty: Bool { self == StationSpec() }
}
