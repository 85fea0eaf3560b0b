/// A run's frames as SVG, each stored as what changed since the one before: every distinct element
/// (`<rect .../>`, `<text ...>...</text>`, a clip group's opening or closing) is kept once, in `elements`,
/// and a frame is the list of its elements' numbers, written as an edit of the previous frame's list:
/// `[keep, remove, inserted...]`, that is the first `keep` numbers kept, the `remove` after them taken out,
/// `inserted` put in their place, the rest kept. A stroke that grows, a touch that moves, a label that
/// changes cost the elements that changed, not the frame.
///
/// The viewer rebuilds frame `k` by applying the edits from the first frame on (`docs/trace.md`).
public struct SVGFrameStore: Sendable {
    /// Every distinct element, in the order first drawn.
    public private(set) var elements: [String] = []
    /// Each frame's edit of the one before (the first frame's, of an empty list).
    public private(set) var edits: [[Int]] = []
    private var numbers: [String: Int] = [:]
    /// The last frame's elements, as numbers.
    public private(set) var last: [Int] = []
    /// The number of each call's element met (a clip's group excepted: its text depends on the frame).
    /// Most of a frame's calls were drawn before: their element is neither written nor hashed again.
    private var callNumbers: [SVGCanvas.Call: Int] = [:]
    /// The last calls numbered, and each one's number (-1: a clip): a call where the last frame had the
    /// same call is known without hashing it.
    private var lastCalls: [SVGCanvas.Call] = []
    private var lastCallNumbers: [Int] = []

    public init() {}

    /// The numbers of `frame`'s elements, those not seen before added to `elements`.
    mutating func number(_ frame: [String]) -> [Int] { frame.map { number(element: $0) } }

    /// The numbers of the elements `calls` draw (`SVGCanvas.elements`), as `number(_:)` gives them.
    mutating func number(calls: [SVGCanvas.Call]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(calls.count + 2)
        var callNumbers = Array(repeating: -1, count: calls.count)
        SVGCanvas.walk(calls, markup: { out.append(number(element: $0)) }, call: { i, call in
            let n: Int
            if i < lastCalls.count, lastCallNumbers[i] >= 0, lastCalls[i] == call {
                n = lastCallNumbers[i]
            } else if let known = self.callNumbers[call] {
                n = known
            } else {
                n = number(element: SVGCanvas.element(call))
                self.callNumbers[call] = n
            }
            callNumbers[i] = n
            out.append(n)
        })
        lastCalls = calls
        lastCallNumbers = callNumbers
        return out
    }

    private mutating func number(element e: String) -> Int {
        if let n = numbers[e] { return n }
        elements.append(e)
        numbers[e] = elements.count - 1
        return elements.count - 1
    }

    /// Stores `frame` as an edit of the last one.
    public mutating func append(_ frame: [String]) { append(numbered: number(frame)) }

    /// Stores a frame already numbered (`number`) as an edit of the last one. A frame numbered the same as
    /// `last` draws what the last frame drew (and numbering it added no element).
    mutating func append(numbered now: [Int]) {
        edits.append(Self.edit(from: last, to: now))
        last = now
    }

    /// `to` as an edit of `from`: the common start and end kept, the middle replaced.
    static func edit(from old: [Int], to new: [Int]) -> [Int] {
        var keep = 0
        while keep < old.count, keep < new.count, old[keep] == new[keep] { keep += 1 }
        var tail = 0
        while tail < old.count - keep, tail < new.count - keep, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        return [keep, old.count - keep - tail] + new[keep..<(new.count - tail)]
    }

    /// Applies `edit` to `frame` (what the viewer does, for tests).
    public static func apply(_ edit: [Int], to frame: [Int]) -> [Int] {
        let keep = edit[0], remove = edit[1]
        return Array(frame[..<keep]) + edit[2...] + frame[(keep + remove)...]
    }
}
