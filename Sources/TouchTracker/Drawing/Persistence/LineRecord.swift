import GRDB
import Gestures

/// One row of the `line` table: a `Line` and its `ItemStamp`.
///
/// Its columns are `Columns`, written once (`ItemRecord`): a new stored field of a line is a case there,
/// its value in `subscript(column:)` (the compiler asks for it), its reading in `init(row:)`, and one
/// migration (`DrawingDatabase.migrator`). `init(row:)` is the one reading of a line row (the load, another
/// window's changes, a damaged file's salvage): it throws `DamagedRow` for a row whose values are not a
/// line's, and the readers skip it.
struct LineRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "line"
    enum Columns: Int, ItemColumn { case id, x1, y1, x2, y2, color, width, addedAt, changedAt, extras }

    var item: Line
    var stamp: ItemStamp

    subscript(column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .id: item.id
        case .x1: item.begin.x
        case .y1: item.begin.y
        case .x2: item.end.x
        case .y2: item.end.y
        case .color: Int64(item.color.rgb)
        case .width: item.width
        case .addedAt, .changedAt, .extras: stamp[column]
        }
    }
}

extension LineRecord {
    /// The one reading of a line row; throws `DamagedRow` when its values are not a line's.
    init(row: Row) throws {
        let v = ItemRow<Columns>(row)
        guard let id = v[.id].itemID, let x1 = v[.x1].finite, let y1 = v[.y1].finite, let x2 = v[.x2].finite,
              let y2 = v[.y2].finite, let color = v[.color].rgbColor, let width = v[.width].strokeWidth else { throw DamagedRow() }
        let item = Line(id: id, begin: Point(x1, y1), end: Point(x2, y2), color: color, width: width)
        self.init(item: item, stamp: v.stamp)
    }

    /// The columns a move changes (`DrawingEdit.moveLine`).
    static let movedColumns: [Columns] = [.x1, .y1, .x2, .y2, .changedAt]
    /// The move's values, in `movedColumns` order, the row's id last.
    static func moved(_ l: Line, revision: Int64) -> StatementArguments {
        let record = LineRecord(l, revision: revision)
        return StatementArguments(movedColumns.map { record[$0] } + [l.id])
    }
    /// The move as one statement, prepared once per connection.
    static let moveSQL = "UPDATE \(databaseTableName) SET \(movedColumns.map { "\($0.name) = ?" }.joined(separator: ", ")) WHERE id = ?"
}
