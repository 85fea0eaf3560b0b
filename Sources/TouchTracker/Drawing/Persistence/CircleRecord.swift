import GRDB
import Gestures

/// One row of the `circle` table: a `Circle`, the revisions that stamp it, and the keys an import did not
/// know. As `LineRecord`: `init(row:)` is the one reading of a circle row and throws `DamagedRow` for a row
/// whose values are not a circle's.
struct CircleRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "circle"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, cx, cy, radius, color, width, addedAt, changedAt, extras
        var name: String { String(describing: self) }
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
        func value(_ c: Columns) -> DatabaseValue.Storage { (row[c.rawValue] as DatabaseValue).storage }
        guard let id = value(.id).itemID, let cx = value(.cx).finite, let cy = value(.cy).finite,
              let r = value(.radius).finite, r >= 0, let color = value(.color).rgbColor,
              let width = value(.width).strokeWidth else { throw DamagedRow() }
        circle = Circle(id: id, center: Point(cx, cy), radius: r, color: color, width: width)
        addedAt = (value(.addedAt).finite).map { Int64($0) } ?? 0
        changedAt = (value(.changedAt).finite).map { Int64($0) } ?? 0
        extras = value(.extras).text
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = circle.id
        container[Columns.cx] = circle.center.x
        container[Columns.cy] = circle.center.y
        container[Columns.radius] = circle.radius
        container[Columns.color] = Int64(circle.color.rgb)
        container[Columns.width] = circle.width
        container[Columns.addedAt] = addedAt
        container[Columns.changedAt] = changedAt
        container[Columns.extras] = extras
    }
}
