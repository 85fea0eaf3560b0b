import GRDB

/// A row record of an item table (`LineRecord`, `CircleRecord`): its columns as one `CaseIterable` enum, read
/// and written in that order (`databaseSelection`, `RowValues`, `databaseValues`), from which GRDB's
/// `encode(to:)` and the bulk insert of a whole drawing (an import, a replacement) are both made.
protocol ItemRecord: PersistableRecord where Columns: CaseIterable & ColumnExpression {
    associatedtype Item
    var item: Item { get }
    init(item: Item, stamp: ItemStamp)
    /// The row's values, in `Columns.allCases` order.
    var databaseValues: [(any DatabaseValueConvertible)?] { get }
}

extension ItemRecord {
    /// The row of `item` as a commit at `revision` adds it.
    init(_ item: Item, revision: Int64, extras: String? = nil) {
        self.init(item: item, stamp: ItemStamp(revision: revision, extras: extras))
    }

    static var databaseSelection: [any SQLSelectable] { Array(Columns.allCases) }

    /// The rows changed after a revision (`?` 1) that no clear hides (added at or after `?` 2), in column
    /// order: another window's commits are looked for with it once a second, as a cached statement
    /// (building the query interface's request and preparing it each time cost more than reading the rows).
    static var changedSinceSQL: String {
        "SELECT \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM \(databaseTableName) WHERE changedAt > ? AND addedAt >= ?"
    }

    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(Columns.allCases, databaseValues) { container[column] = value }
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

    /// The stamp's three columns, next in `values`.
    init(_ values: inout RowValues) {
        addedAt = values.next().integer ?? 0
        changedAt = values.next().integer ?? 0
        extras = values.next().text
    }

    var databaseValues: [(any DatabaseValueConvertible)?] { [addedAt, changedAt, extras] }
}

/// A row's values read in column order, as SQLite stores them (through the row's own collection of values:
/// no generic decoding, no casts, which cost more than SQLite's own reading at 100,000 rows).
struct RowValues {
    let row: Row
    private var position: Row.Index
    init(_ row: Row) { self.row = row; position = row.startIndex }
    mutating func next() -> DatabaseValue.Storage {
        defer { position = row.index(after: position) }
        return row[position].1.storage
    }
}
