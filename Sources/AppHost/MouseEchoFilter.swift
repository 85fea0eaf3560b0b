import Gestures

/// Drops the mouse events a touchscreen's touches also arrive as, when SDL's hint against them is not
/// honoured (seen on Wayland: libsdl-org/SDL#11204, #14656): the mouse press comes first, then the finger.
///
/// Rule: a mouse press followed in the same batch by a finger down within `radius` of it is the finger's
/// echo, and so is every mouse event while a finger is down; an echoed press is dropped with everything
/// of the mouse up to and including its release. A real mouse, used while no finger touches, is untouched.
public final class MouseEchoFilter {
    /// How near a finger's press must be to the mouse press it echoes, in points.
    public static let radius: Points = 4
    /// Whether the mouse button went down as an echo and has not been released yet.
    public private(set) var echoing = false
    /// What was dropped, oldest first (the latest 50), for diagnostics.
    public private(set) var dropped: [String] = []

    public init() {}

    /// The batch (one frame's events, in order) without the echoes; `fingersDown` says whether fingers were
    /// down before it.
    public func filter(_ batch: [RawInput], fingersDown: Bool) -> [RawInput] {
        filter(batch, input: { $0 }, fingersDown: fingersDown)
    }

    /// The same for a batch of anything carrying input (an event with its time, say), kept whole.
    public func filter<Item>(_ batch: [Item], input inputOf: (Item) -> RawInput, fingersDown initially: Bool) -> [Item] {
        var out: [Item] = []
        var fingers = initially ? 1 : 0
        // The batch's finger presses, in order, looked up from each mouse press: one pass over the batch, so
        // a storm of clicks in one frame costs what it holds, not its square (issue 41).
        let fingerPresses: [(index: Int, at: Point)] = batch.indices.compactMap { i in
            if case let .fingerDown(_, _, q, _) = inputOf(batch[i]) { return (i, q) } else { return nil }
        }
        var nextFingerPress = 0
        for (i, item) in batch.enumerated() {
            let input = inputOf(item)
            switch input {
            case .fingerDown: fingers += 1
            case .fingerUp, .fingerCancel: fingers = Swift.max(0, fingers - 1)
            case .cancelAll: fingers = 0
            default: break
            }
            guard input.isMouse else { out.append(item); continue }
            if case let .mouseDown(p, _) = input {
                while nextFingerPress < fingerPresses.count && fingerPresses[nextFingerPress].index <= i { nextFingerPress += 1 }
                let fingerFollows = fingerPresses[nextFingerPress...].contains { ($0.at - p).length <= Self.radius }
                if fingers > 0 || fingerFollows { echoing = true }
            }
            if echoing || fingers > 0 {
                note(input)
                if case .mouseUp = input { echoing = false }
                continue
            }
            out.append(item)
        }
        return out
    }

    private func note(_ input: RawInput) {
        if dropped.count == 50 { dropped.removeFirst(25) }
        dropped.append("\(input)")
    }
}

extension RawInput {
    /// Whether it is the mouse's (button or motion).
    var isMouse: Bool {
        switch self {
        case .mouseDown, .mouseMove, .mouseDrag, .mouseHover, .mouseUp, .mouseCancel: return true
        default: return false
        }
    }
}
