/// What the store tells a person when it loads the drawing (`DrawingStore.LoadResult`): made on the store's
/// own thread as values, put into words where it is shown (`words`, through the catalogue), so the dump and
/// the log keep the English (`Localized.inEnglish`) and the notice is drawn in the person's language. The
/// details inside (a path, SQLite's or the JSON reader's reason) stay as their source gives them.
public enum StoreNotice: Sendable, Equatable {
    /// Rows of the database that could not be read, left out and kept in the file.
    case itemsLeftOut(count: Int, file: String)
    /// The file is another program's database: set aside as `keptAs`, a new drawing started.
    case notADrawing(file: String, found: String, keptAs: String)
    /// The old `drawing.json` could not be read (`name`: its file name): the drawing starts empty.
    case unreadableJSON(name: String, reason: String)
    /// The database is damaged: set aside as `keptAs`, what could be read of it kept.
    case damaged(file: String, damage: String, keptAs: String, lines: Int, circles: Int)

    /// The notice in the person's language (`tr` inside: call inside `Localized.inEnglish` for the English).
    public var words: String {
        switch self {
        case .itemsLeftOut(let count, let file):
            return count == 1
                ? tr("1 item in {file} could not be read and is left out (kept in the file).", ["file": file])
                : tr("{count} items in {file} could not be read and are left out (kept in the file).", ["count": String(count), "file": file])
        case .notADrawing(let file, let found, let keptAs):
            return tr("{file} is not a TouchTracker drawing ({found}). It was kept as {kept}, unchanged, and a new drawing was started.",
                      ["file": file, "found": found, "kept": keptAs])
        case .unreadableJSON(let name, let reason):
            return tr("Your saved drawing could not be read ({name}: {reason}), so TouchTracker started empty. The file is kept as it is.",
                      ["name": name, "reason": reason])
        case .damaged(let file, let damage, let keptAs, let lines, let circles):
            return tr("{file} is damaged ({damage}). It was kept as {kept}; {lines} lines and {circles} circles could be read from it.",
                      ["file": file, "damage": damage, "kept": keptAs, "lines": String(lines), "circles": String(circles)])
        }
    }
}
