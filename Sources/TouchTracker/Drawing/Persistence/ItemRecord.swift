import GRDB

/// A row record of an item table (`LineRecord`, `CircleRecord`). Its columns are its `Columns` enum and
/// nothing else: their names (the SQL), their order (`databaseSelection`, the inserts) and their positions
/// in a row read (`ItemRow`) all come from it, and each column's value is given by name in the record's
/// exhaustive `subscript(column:)` (a column added and not written does not compile). GRDB's `encode(to:)`
/// and the bulk insert of a whole drawing (an import, a replacement) are made from them.
protocol ItemRecord: PersistableRecord where Columns: ItemColumn {
    associatedtype Item
    var item: Item { get }
    init(item: Item, stamp: ItemStamp)
    /// The row's value in `column`.
    subscript(column: Columns) -> (any DatabaseValueConvertible)? { get }
}

/// A column of an item table: a case of its record's `Columns` enum, whose name is the column's and whose
/// place among the cases (its raw value, 0 first) is its place in every row read and written. Every table
/// has the stamp's three (`ItemStamp`), after the item's own.
protocol ItemColumn: CaseIterable, ColumnExpression, Hashable, RawRepresentable where RawValue == Int {
    static var addedAt: Self { get }
    static var changedAt: Self { get }
    static var extras: Self { get }
}

extension ItemColumn {
    var name: String { String(describing: self) }
}

extension ItemRecord {
    /// The row of `item` as a commit at `revision` adds it.
    init(_ item: Item, revision: Int64, extras: String? = nil) {
        self.init(item: item, stamp: ItemStamp(revision: revision, extras: extras))
    }

    static var databaseSelection: [any SQLSelectable] { Array(Columns.allCases) }

    /// The row's values, in column order.
    var databaseValues: [(any DatabaseValueConvertible)?] { Columns.allCases.map { self[$0] } }

    /// The rows changed after a revision (`?` 1) that no clear hides (added at or after `?` 2), in column
    /// order: another window's commits are looked for with it once a second, as a cached statement
    /// (building the query interface's request and preparing it each time cost more than reading the rows).
    static var changedSinceSQL: String {
        "SELECT \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM \(databaseTableName) WHERE changedAt > ? AND addedAt >= ?"
    }

    func encode(to container: inout PersistenceContainer) {
        for column in Columns.allCases { container[column] = self[column] }
    }

    /// An item's row written over any row of its id, as one statement prepared once per connection (a
    /// commit is one edit: GRDB's `insert` builds its SQL and a container each time, `deleteOne` its query).
    static var insertOrReplaceSQL: String {
        let names = Columns.allCases.map(\.name)
        return "INSERT OR REPLACE INTO \(databaseTableName)(\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
    }
    static var deleteSQL: String { "DELETE FROM \(databaseTableName) WHERE id = ?" }

    func insertOrReplace(_ db: Database) throws {
        try db.cachedStatement(sql: Self.insertOrReplaceSQL).execute(arguments: StatementArguments(databaseValues))
    }
    static func delete(id: Int, _ db: Database) throws { try db.cachedStatement(sql: deleteSQL).execute(arguments: [id]) }

    /// Inserts `records` with one prepared statement (GRDB's `insert` builds a container per row: a
    /// 100,000-line import is several times slower that way).
    static func insertAll(_ records: some Sequence<Self>, _ db: Database) throws {
        let names = Columns.allCases.map(\.name)
        let statement = try db.makeStatement(sql: """
            INSERT INTO \(databaseTableName)(\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            """)
        for record in records { try statement.execute(arguments: StatementArguments(record.databaseValues)) }
    }
}

/// What every item row carries after the item's own values: the revision that added it (a clear hides the
/// rows added before it), the revision of its last insert or move, and the JSON object of keys an import
/// did not know (or nil).
struct ItemStamp {
    var addedAt: Int64
    var changedAt: Int64
    var extras: String?

    init(revision: Int64, extras: String?) { addedAt = revision; changedAt = revision; self.extras = extras }
    init(addedAt: Int64, changedAt: Int64, extras: String?) { self.addedAt = addedAt; self.changedAt = changedAt; self.extras = extras }

    /// Its value in `column`, one of the stamp's three (a record's `subscript(column:)` asks it for them);
    /// nil for any other.
    subscript<Column: ItemColumn>(column: Column) -> (any DatabaseValueConvertible)? {
        switch column {
        case .addedAt: addedAt
        case .changedAt: changedAt
        case .extras: extras
        default: nil
        }
    }
}

/// A row read with its record's columns (`databaseSelection`), its values taken by column, as SQLite stores
/// them (through the row's own collection of values: no generic decoding, no casts, which cost more than
/// SQLite's own reading at 100,000 rows).
struct ItemRow<Column: ItemColumn> {
    let row: Row
    init(_ row: Row) { self.row = row }
    subscript(_ column: Column) -> DatabaseValue.Storage {
        row[row.index(row.startIndex, offsetBy: column.rawValue)].1.storage
    }

    /// The row's stamp (a missing revision read as 0).
    var stamp: ItemStamp {
        ItemStamp(addedAt: self[.addedAt].integer ?? 0, changedAt: self[.changedAt].integer ?? 0, extras: self[.extras].text)
    }
}
