import GRDB
import Gestures

/// One row of the `circle` table: a `Circle`, the revisions that stamp it, and the keys an import did not
/// know. As `LineRecord`: `init(row:)` is the one reading of a circle row and throws `DamagedRow` for a row
/// whose values are not a circle's.
struct CircleRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "circle"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, cx, cy, radius, color, width, addedAt, changedAt, extras
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }
    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var circle: Circle
    var addedAt: Int64
    var changedAt: Int64
    var extras: String?

    init(_ circle: Circle, revision: Int64, extras: String? = nil) {
        self.circle = circle; addedAt = revision; changedAt = revision; self.extras = extras
    }

    init(row: Row) throws {
        func value(_ c: Columns) -> DatabaseValue.Storage { row.storage(at: c.rawValue) }
        guard let id = value(.id).itemID, let cx = value(.cx).finite, let cy = value(.cy).finite,
              let r = value(.radius).finite, r >= 0, let color = value(.color).rgbColor,
              let width = value(.width).strokeWidth else { throw DamagedRow() }
        circle = Circle(id: id, center: Point(cx, cy), radius: r, color: color, width: width)
        addedAt = value(.addedAt).integer ?? 0
        changedAt = value(.changedAt).integer ?? 0
        extras = value(.extras).text
    }

    /// The row's values, in `Columns` order.
    var databaseValues: [(any DatabaseValueConvertible)?] {
        [circle.id, circle.center.x, circle.center.y, circle.radius, Int64(circle.color.rgb), circle.width, addedAt, changedAt, extras]
    }
}
