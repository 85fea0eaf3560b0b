import GRDB
import Gestures

/// One row of the `circle` table: a `Circle` and its `ItemStamp`. As `LineRecord`: `init(row:)` is the one
/// reading of a circle row and throws `DamagedRow` for a row whose values are not a circle's.
struct CircleRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "circle"
    enum Columns: String, CaseIterable, ColumnExpression { case id, cx, cy, radius, color, width, addedAt, changedAt, extras }

    var circle: Circle
    var stamp: ItemStamp

    init(_ circle: Circle, revision: Int64, extras: String? = nil) {
        self.circle = circle; stamp = ItemStamp(revision: revision, extras: extras)
    }

    init(row: Row) throws {
        var v = RowValues(row)
        guard let id = v.next().itemID, let cx = v.next().finite, let cy = v.next().finite, let r = v.next().finite, r >= 0,
              let color = v.next().rgbColor, let width = v.next().strokeWidth else { throw DamagedRow() }
        circle = Circle(id: id, center: Point(cx, cy), radius: r, color: color, width: width)
        stamp = ItemStamp(&v)
    }

    var databaseValues: [(any DatabaseValueConvertible)?] {
        [circle.id, circle.center.x, circle.center.y, circle.radius, Int64(circle.color.rgb), circle.width] + stamp.databaseValues
    }
}
