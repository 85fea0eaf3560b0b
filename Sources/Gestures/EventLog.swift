/// The record of what nodes and targets were told, in the state dump's vocabulary:
/// `touchesBegan draw 1,2`, `action doubleTap ended`, `menu show Delete`.
///
/// Invariant: entries are in the order things happened; at most `capacity` are kept (the oldest go first),
/// and `totalCount` counts every entry ever appended.
public final class EventLog {
    public var isEnabled: Bool
    public let capacity: Int
    public private(set) var entries: [String] = []
    public private(set) var totalCount = 0
    /// Called with each entry as it is appended (the teaching overlay listens here).
    public var onAppend: ((String) -> Void)?

    public init(isEnabled: Bool = true, capacity: Int = 100_000) {
        precondition(capacity > 0, "an event log holds at least one entry")
        self.isEnabled = isEnabled
        self.capacity = capacity
    }

    public func append(_ entry: @autoclosure () -> String) {
        guard isEnabled else { return }
        let e = entry()
        if entries.count == capacity { entries.removeFirst(entries.count / 2) }
        entries.append(e)
        totalCount += 1
        onAppend?(e)
    }

    public func clear() { entries.removeAll(); totalCount = 0 }

    /// `touchesBegan draw 1,2`: the ids ascending, joined by commas.
    public static func touchEntry(_ method: String, node: Node, touches: [Touch]) -> String {
        let ids = touches.map(\.id).sorted().map(\.label).joined(separator: ",")
        return "\(method) \(node.name) \(ids)"
    }
}
