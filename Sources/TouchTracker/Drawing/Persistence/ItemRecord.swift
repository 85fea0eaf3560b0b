import GRDB

/// A row record of an item table (`LineRecord`, `CircleRecord`): its columns as one `CaseIterable` enum and
/// its values in that order, from which GRDB's `encode(to:)` and the bulk insert of a whole drawing (an
/// import, a replacement) are both made.
protocol ItemRecord: PersistableRecord where Columns: CaseIterable & ColumnExpression {
    /// The row's values, in `Columns.allCases` order.
    var databaseValues: [(any DatabaseValueConvertible)?] { get }
}

extension ItemRecord {
    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(Columns.allCases, databaseValues) { container[column] = value }
    }

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
