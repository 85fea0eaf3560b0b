/// The JSON keys of a line and of a circle (format 1), each written once: `DrawingJSON` writes them and
/// its general reader knows them, `SaveFileFastPath` reads them (an exhaustive `switch`: a key added here
/// and not read there does not compile), and the state dump (`TrackerScene.dumpFields`) names its fields
/// with them. `SaveFileFastPathTests.everyKeyIsReadByTheFastPath` checks that a file with every key takes
/// the fast path.
enum LineKey: String, CaseIterable {
    case id, begin, end, color, width
    /// The keys as the general reader knows them (any other is kept as an extra).
    static let names = Set(allCases.map(\.rawValue))
}

/// See `LineKey`.
enum CircleKey: String, CaseIterable {
    case id, center, radius, color, width
    static let names = Set(allCases.map(\.rawValue))
}
