/// The record of what nodes and targets were told, in the state dump's vocabulary:
/// `touchesBegan draw 1,2`, `action doubleTap ended`, `menu show Delete`.
///
/// Entries are stored compactly and rendered as text when read, so logging costs the dispatcher little.
/// Invariant: entries are in the order things happened; at most `capacity` are kept (the oldest half is
/// dropped when full), and `totalCount` counts every entry ever appended.
public final class EventLog {
    /// One entry, stored compactly; `description` is its text.
    public struct Entry: Sendable, CustomStringConvertible {
        /// What the entry records: a node's touch method, an action, or free text.
        public enum Kind: Sendable {
            /// A node's `touchesBegan` ran.
            case touchesBegan
            /// A node's `touchesMoved` ran.
            case touchesMoved
            /// A node's `touchesEnded` ran.
            case touchesEnded
            /// A node's `touchesCancelled` ran.
            case touchesCancelled
            /// A recognizer sent its action.
            case action
            /// Free text (menu and panel entries).
            case text
        }
        /// What the entry records.
        public let kind: Kind
        /// The node's name, the recognizer's name, or the whole text.
        public let subject: String
        /// One touch's label (the common case: no array), or the state's name for an action.
        let single: String
        let ids: [TouchID]
        /// When it happened, on the window's clock (0 for a log with no clock).
        public internal(set) var time: Seconds = 0

        /// The entry in the dump's vocabulary (`touchesBegan draw 1,2`).
        public var description: String {
            switch kind {
            case .text: return subject
            case .action: return "action " + subject + " " + single
            case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
                let method = kind == .touchesBegan ? "touchesBegan" : kind == .touchesMoved ? "touchesMoved"
                    : kind == .touchesEnded ? "touchesEnded" : "touchesCancelled"
                let list = ids.isEmpty ? single : ids.map(\.label).joined(separator: ",")
                return method + " " + subject + " " + list
            }
        }
    }

    /// When false nothing is recorded (the dispatcher then pays nothing for logging).
    @exclusivity(unchecked) public var isEnabled: Bool
    /// The most entries kept; when full the oldest half is dropped.
    public let capacity: Int
    /// The entries kept, oldest first.
    @exclusivity(unchecked) public private(set) var records: [Entry] = []
    /// Every entry ever appended since the last `clear()`, dropped ones included.
    @exclusivity(unchecked) public private(set) var totalCount = 0
    /// The time stamped on each entry; the window sets it to its clock.
    @exclusivity(unchecked) public var now: (() -> Seconds)?
    /// Called with each entry as it is appended (the teaching overlay listens here).
    @exclusivity(unchecked) public var onAppend: ((Entry) -> Void)?

    /// A log keeping at most `capacity` entries (at least one).
    public init(isEnabled: Bool = true, capacity: Int = 100_000) {
        precondition(capacity > 0, "an event log holds at least one entry")
        self.isEnabled = isEnabled
        self.capacity = capacity
    }

    /// The entries as text, oldest first.
    public var entries: [String] { records.map(\.description) }
    /// When each entry happened, in the order of `entries`.
    public var times: [Seconds] { records.map(\.time) }

    /// Appends a free-text entry (`menu show Delete`).
    public func append(_ text: String) {
        guard isEnabled else { return }
        add(Entry(kind: .text, subject: text, single: "", ids: []))
    }

    func appendAction(_ recognizer: GestureRecognizer) {
        guard isEnabled else { return }
        add(Entry(kind: .action, subject: recognizer.name, single: recognizer.state.rawValue, ids: []))
    }

    func appendTouches(_ phase: TouchPhase, node: Node, touches: [Touch]) {
        guard isEnabled else { return }
        let kind: Entry.Kind = phase == .began ? .touchesBegan : phase == .ended ? .touchesEnded
            : phase == .cancelled ? .touchesCancelled : .touchesMoved
        if touches.count == 1 {
            add(Entry(kind: kind, subject: node.name, single: touches[0].id.label, ids: []))
        } else {
            add(Entry(kind: kind, subject: node.name, single: "", ids: Self.sortedIDs(touches)))
        }
    }

    /// The touches' ids in the order a log lists them: by value, then label.
    static func sortedIDs(_ touches: [Touch]) -> [TouchID] {
        touches.map(\.id).sorted { $0.value != $1.value ? $0.value < $1.value : $0.label < $1.label }
    }

    /// The touches' labels as a log lists them (`sortedIDs`), joined with commas.
    static func labels(_ touches: [Touch]) -> String {
        touches.count == 1 ? touches[0].id.label : sortedIDs(touches).map(\.label).joined(separator: ",")
    }

    private func add(_ entry: Entry) {
        var e = entry
        e.time = now?() ?? 0
        if records.count == capacity { records.removeFirst(Swift.max(1, records.count / 2)) }
        records.append(e)
        totalCount += 1
        onAppend?(e)
    }

    /// Forgets every entry.
    public func clear() { records.removeAll(); totalCount = 0 }
}
