import Gestures

/// One edit this window made to its drawing, as the store writes it: the rows it changes and nothing else.
/// Undo and redo are edits too (the inverse rows). Changes that came from another window are not edits
/// (`Drawing.applyForeign`): they are already stored.
public enum DrawingEdit: Sendable, Equatable {
    case addLine(Line)
    case deleteLine(Line)
    /// The line's new place (the end of a drag, or its undo).
    case moveLine(Line)
    case addCircle(Circle)
    case deleteCircle(Circle)
    /// A clear, or its redo: these lines and circles were removed. `token` names the clear across undo
    /// and redo (random: unique across windows).
    case clear(token: Int64, lines: [Line], circles: [Circle])
    /// A clear undone: its lines and circles are back.
    case restore(token: Int64, lines: [Line], circles: [Circle])
}

/// Lines and circles another window committed, as this window's store found them: the items added or
/// changed there, and the ids removed there. `ids`, when set, is a block of fresh ids above everything
/// seen, so this window's next lines stack above the other's.
public struct ForeignChanges: Sendable, Equatable {
    public var lines: [Line] = []
    public var circles: [Circle] = []
    public var removedIDs: [Int] = []
    public var ids: Range<Int>?
    public init() {}
    public var isEmpty: Bool { lines.isEmpty && circles.isEmpty && removedIDs.isEmpty }
}
