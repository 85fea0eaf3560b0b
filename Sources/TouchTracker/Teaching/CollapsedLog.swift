/// A log for people to read: repeats collapse. A moving touch or a changing recognizer repeats one line
/// (`touchesMoved pad 1 x29`), and two of them taking turns repeat a pair (a long press dragged sends
/// `action longPress changed`, `action pan changed`, ... : shown once, the second line ending `(pair x12)`).
/// Only moves and changes collapse; a began, an end or a cancel always has its own line.
///
/// Invariant: expanding `groups` (each group's lines `count` times, then the pending first line) gives back
/// every appended text, in order, minus those dropped past `capacity` groups.
struct CollapsedLog {
    struct Group: Equatable {
        /// One line, or the two lines of a pair.
        var texts: [String]
        var count: Int
        /// A pair's first line arrived again, its second not yet.
        var pendingFirst = false
    }

    private(set) var groups: [Group] = []
    let capacity: Int

    init(capacity: Int = 60) {
        precondition(capacity > 0, "a log keeps at least one group")
        self.capacity = capacity
    }

    /// Whether a line may collapse with its repeats: moves and changes.
    static func repeats(_ text: String) -> Bool { text.hasPrefix("touchesMoved") || text.hasSuffix(" changed") }

    mutating func append(_ text: String) {
        defer { if groups.count > capacity { groups.removeFirst(groups.count - capacity) } }
        guard Self.repeats(text), var last = groups.last else {
            groups.append(Group(texts: [text], count: 1))
            return
        }
        if last.texts.count == 2 {
            if !last.pendingFirst && text == last.texts[0] {
                last.pendingFirst = true
                groups[groups.count - 1] = last
                return
            }
            if last.pendingFirst && text == last.texts[1] {
                last.pendingFirst = false
                last.count += 1
                groups[groups.count - 1] = last
                return
            }
            if last.pendingFirst {
                // The turn broke off after the pair's first line: that line stands alone.
                last.pendingFirst = false
                groups[groups.count - 1] = last
                groups.append(Group(texts: [last.texts[0]], count: 1))
                append(text)
                return
            }
            groups.append(Group(texts: [text], count: 1))
            return
        }
        if last.texts[0] == text {
            last.count += 1
            groups[groups.count - 1] = last
            return
        }
        // a, b, then a again: the two single lines become a pair taking turns.
        if last.count == 1, groups.count >= 2, groups[groups.count - 2].texts.count == 1, groups[groups.count - 2].count == 1,
           groups[groups.count - 2].texts[0] == text, Self.repeats(last.texts[0]) {
            groups.removeLast(2)
            groups.append(Group(texts: [text, last.texts[0]], count: 1, pendingFirst: true))
            return
        }
        groups.append(Group(texts: [text], count: 1))
    }

    mutating func clear() { groups.removeAll() }

    /// The lines to show, oldest first.
    var lines: [String] {
        var out: [String] = []
        for g in groups {
            if g.texts.count == 1 {
                out.append(g.count > 1 ? "\(g.texts[0]) x\(g.count)" : g.texts[0])
            } else {
                out.append(g.texts[0])
                out.append(g.count > 1 ? "\(g.texts[1]) (pair x\(g.count))" : g.texts[1])
                if g.pendingFirst { out.append(g.texts[0]) }
            }
        }
        return out
    }
}
