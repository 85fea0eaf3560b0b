import GRDB
import Gestures

/// One row of the `circle` table: a `Circle` and its `ItemStamp`. As `LineRecord`: its columns are
/// `Columns`, written once, and `init(row:)` is the one reading of a circle row and throws `DamagedRow` for a
/// row whose values are not a circle's.
struct CircleRecord: FetchableRecord, ItemRecord {
    static let databaseTableName = "circle"
    enum Columns: Int, ItemColumn { case id, cx, cy, radius, color, width, addedAt, changedAt, extras }

    var item: Circle
    var stamp: ItemStamp

    subscript(column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .id: item.id
        case .cx: item.center.x
        case .cy: item.center.y
        case .radius: item.radius
        case .color: Int64(item.color.rgb)
        case .width: item.width
        case .addedAt, .changedAt, .extras: stamp[column]
        }
    }
}

extension CircleRecord {
    /// The one reading of a circle row; throws `DamagedRow` when its values are not a circle's.
    init(row: Row) throws {
        let v = ItemRow<Columns>(row)
        guard let id = v[.id].itemID, let cx = v[.cx].finite, let cy = v[.cy].finite, let r = v[.radius].finite, r >= 0,
              let color = v[.color].rgbColor, let width = v[.width].strokeWidth else { throw DamagedRow() }
        let item = Circle(id: id, center: Point(cx, cy), radius: r, color: color, width: width)
        self.init(item: item, stamp: v.stamp)
    }
}
