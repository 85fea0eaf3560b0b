import GRDB
import Gestures

/// One row of the `circle` table: a `Circle` and its `ItemStamp`. As `LineRecord`: `init(row:)` is the one
/// reading of a circle row and throws `DamagedRow` for a row whose values are not a circle's.
struct CircleRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "circle"
    enum Columns: String, CaseIterable, ColumnExpression { case id, cx, cy, radius, color, width, addedAt, changedAt, extras }

    var item: Circle
    var stamp: ItemStamp

    var databaseValues: [(any DatabaseValueConvertible)?] {
        [item.id, item.center.x, item.center.y, item.radius, Int64(item.color.rgb), item.width] + stamp.databaseValues
    }
}

extension CircleRecord {
    /// The one reading of a circle row; throws `DamagedRow` when its values are not a circle's.
    init(row: Row) throws {
        var v = RowValues(row)
        guard let id = v.next().itemID, let cx = v.next().finite, let cy = v.next().finite, let r = v.next().finite, r >= 0,
              let color = v.next().rgbColor, let width = v.next().strokeWidth else { throw DamagedRow() }
        let item = Circle(id: id, center: Point(cx, cy), radius: r, color: color, width: width)
        self.init(item: item, stamp: ItemStamp(&v))
    }
}
