import GRDB

/// One row of the `setting` table: `drawColor` (`#RRGGBB`), `colorByAngle` (`true`/`false`), `extras` (the
/// JSON object of an import's unknown top-level keys). A row that is not text is skipped by the reader.
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"
    enum Columns { static let key = Column(CodingKeys.key), value = Column(CodingKeys.value) }

    var key: String
    var value: String
}
