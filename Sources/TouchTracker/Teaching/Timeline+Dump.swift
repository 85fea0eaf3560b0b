import Gestures
import AppHost

/// The timeline in the state dump (docs/state-dump.md, `timeline`): what the live panel shows, so a test or
/// a CI run can check every span and mark as the class sees it.
extension Timeline {
    /// `firstLane`: the first lane the panel shows (scrolled); `rows`: how many it has room for (0 hidden).
    func json(firstLane: Int, rows: Int) -> JSONValue {
        .object([
            ("start", .number(Self.seconds(start))),
            ("end", .number(Self.seconds(end))),
            ("keptGesture", .bool(keptGesture)),
            ("firstLane", .int(firstLane)),
            ("rows", .int(rows)),
            ("lanes", .array(lanes.map(\.json))),
        ])
    }

    /// Times to the microsecond: what a clock of 1/240 s ticks gives, without the sums' last bits.
    static func seconds(_ t: Seconds) -> Double { (t * 1_000_000).rounded() / 1_000_000 }
}

extension Timeline.Lane {
    var json: JSONValue {
        .object([
            ("kind", .string(kind == .touch ? "touch" : kind == .node ? "node" : "recognizer")),
            ("name", .string(name)),
            ("title", .string(title)),
            ("appControl", .bool(isAppControl)),
            ("spans", .array(spans.map(\.json))),
            // Moves (ticks) are left out: a drag has one a frame.
            ("marks", .array(marks.filter { !$0.isTick }.map(\.json))),
        ])
    }
}

extension Timeline.Span {
    /// `touchDown`, `beganHeld`, `endHeld`, `active`, `waiting` or `timer`.
    var styleName: String {
        switch style {
        case .touchDown: "touchDown"
        case .held(let phase): phase == .began ? "beganHeld" : "endHeld"
        case .active: "active"
        case .waiting: "waiting"
        case .timer: "timer"
        }
    }

    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("start", .number(Timeline.seconds(start))),
            ("end", end.map { .number(Timeline.seconds($0)) } ?? .null),
            ("style", .string(styleName)),
            ("label", .string(label)),
        ]
        if case .timer(let due) = style { fields.append(("due", .number(Timeline.seconds(due)))) }
        return .object(fields)
    }
}

extension Timeline.Mark {
    /// `down`, `up`, `cancel` (a touch); `touchesBegan`, `touchesEnded`, `touchesCancelled` (a node's
    /// call); `note`; `action`, `failed`, `cancelled`, `refused` (a recognizer).
    var styleName: String {
        switch style {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .call(let phase): phase.methodName
        case .action: "action"
        case .failed: "failed"
        case .cancelled: "cancelled"
        case .refused: "refused"
        case .note: "note"
        }
    }

    /// An action's mark also gives its `state` (the drawing leaves a change's label out).
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("time", .number(Timeline.seconds(time))), ("style", .string(styleName)), ("label", .string(label))]
        if case .action(let state) = style { fields.append(("state", .string(state.rawValue))) }
        return .object(fields)
    }
}
