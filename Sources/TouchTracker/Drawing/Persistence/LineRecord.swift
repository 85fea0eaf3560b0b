import GRDB
import Gestures

/// One row of the `line` table: a `Line`, the revisions that stamp it, and the keys an import did not know.
///
/// The one reading of a line row (the load, another window's changes, a damaged file's salvage): `init(row:)`
/// throws `DamagedRow` for a row whose values are not a line's, and the readers skip it. Columns are read
/// by their place in `databaseSelection` (`Columns.allCases`), never by a number written elsewhere.
/// A new stored field of a line: its column in `Columns`, `init(row:)`, `databaseValues`, and one migration
/// (`DrawingDatabase.migrator`).
struct LineRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "line"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, x1, y1, x2, y2, color, width, addedAt, changedAt, extras
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }
    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var line: Line
    /// The revision that added it (a clear hides the rows added before it), and of its last insert or move.
    var addedAt: Int64
    var changedAt: Int64
    /// The JSON object of keys an import did not know, or nil.
    var extras: String?

    init(_ line: Line, revision: Int64, extras: String? = nil) {
        self.line = line; addedAt = revision; changedAt = revision; self.extras = extras
    }

    init(row: Row) throws {
        func value(_ c: Columns) -> DatabaseValue.Storage { row.storage(at: c.rawValue) }
        guard let id = value(.id).itemID, let x1 = value(.x1).finite, let y1 = value(.y1).finite,
              let x2 = value(.x2).finite, let y2 = value(.y2).finite, let color = value(.color).rgbColor,
              let width = value(.width).strokeWidth else { throw DamagedRow() }
        line = Line(id: id, begin: Point(x1, y1), end: Point(x2, y2), color: color, width: width)
        addedAt = value(.addedAt).integer ?? 0
        changedAt = value(.changedAt).integer ?? 0
        extras = value(.extras).text
    }

    /// The row's values, in `Columns` order.
    var databaseValues: [(any DatabaseValueConvertible)?] {
        [line.id, line.begin.x, line.begin.y, line.end.x, line.end.y, Int64(line.color.rgb), line.width, addedAt, changedAt, extras]
    }

    /// The columns a move changes (`DrawingEdit.moveLine`).
    static func moved(_ l: Line, revision: Int64) -> [ColumnAssignment] {
        [Columns.x1.set(to: l.begin.x), Columns.y1.set(to: l.begin.y), Columns.x2.set(to: l.end.x), Columns.y2.set(to: l.end.y),
         Columns.changedAt.set(to: revision)]
    }
}
