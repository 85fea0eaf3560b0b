import GRDB
import Gestures

/// One row of the `line` table: a `Line` and its `ItemStamp`.
///
/// The one reading of a line row (the load, another window's changes, a damaged file's salvage): `init(row:)`
/// throws `DamagedRow` for a row whose values are not a line's, and the readers skip it. The columns are
/// `Columns`, read and written in its order. A new stored field of a line: its case in `Columns`, its value
/// in `init(row:)` and `databaseValues`, and one migration (`DrawingDatabase.migrator`).
struct LineRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "line"
    enum Columns: String, CaseIterable, ColumnExpression { case id, x1, y1, x2, y2, color, width, addedAt, changedAt, extras }

    var item: Line
    var stamp: ItemStamp

    var databaseValues: [(any DatabaseValueConvertible)?] {
        [item.id, item.begin.x, item.begin.y, item.end.x, item.end.y, Int64(item.color.rgb), item.width] + stamp.databaseValues
    }
}

extension LineRecord {
    /// The one reading of a line row; throws `DamagedRow` when its values are not a line's.
    init(row: Row) throws {
        var v = RowValues(row)
        guard let id = v.next().itemID, let x1 = v.next().finite, let y1 = v.next().finite, let x2 = v.next().finite,
              let y2 = v.next().finite, let color = v.next().rgbColor, let width = v.next().strokeWidth else { throw DamagedRow() }
        let item = Line(id: id, begin: Point(x1, y1), end: Point(x2, y2), color: color, width: width)
        self.init(item: item, stamp: ItemStamp(&v))
    }

    /// The columns a move changes (`DrawingEdit.moveLine`), with their values; the row's id last.
    static func moved(_ l: Line, revision: Int64) -> (columns: [Columns], values: StatementArguments) {
        ([.x1, .y1, .x2, .y2, .changedAt], [l.begin.x, l.begin.y, l.end.x, l.end.y, revision, l.id])
    }
    /// The move as one statement, prepared once per connection (`moved`'s columns).
    static let moveSQL = "UPDATE \(databaseTableName) SET \(moved(Line(id: 0, begin: .zero, end: .zero, color: .black, width: 1), revision: 0).columns.map { "\($0.name) = ?" }.joined(separator: ", ")) WHERE id = ?"
}
