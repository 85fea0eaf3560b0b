import Foundation
import Testing
@testable import TouchTracker

/// The documents follow the lab's folder: docs/using-touchtracker.md's station table has a row for each
/// station file, numbered as the files; the counts in README.md, docs/using-touchtracker.md and
/// docs/playground.md are the folder's; docs/playground.md's table of views is `StationViews.named`.
@Suite struct StationDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func text(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
    static let n = PlaygroundLessonFile.stationFiles().count

    /// The first cells of the rows of the table whose header starts with `header`.
    static func firstCells(of header: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map {
            $0.split(separator: "|", omittingEmptySubsequences: true).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
    }

    @Test func theStationTableHasARowForEachFileOfTheFolder() throws {
        #expect(Self.n > 0)
        let rows = Self.firstCells(of: "| # | station | the switch |", in: try Self.text("docs/using-touchtracker.md"))
        let numbers = PlaygroundLessonFile.stationFiles().indices.map { String($0 + 1) }
        #expect(rows == numbers, "docs/using-touchtracker.md's station table: one row a file of Assets/Playgrounds, in order")
    }

    @Test func theCountsAreTheFolders() throws {
        let pages = (Self.n + LabScene.perPage - 1) / LabScene.perPage
        #expect(try Self.text("README.md").contains("the lab (\(Self.n) stations"))
        #expect(try Self.text("docs/using-touchtracker.md").contains("has \(Self.n) stations on \(pages) pages"))
        #expect(try Self.text("docs/playground.md").contains("The lab's \(Self.n) stations are"))
    }

    @Test func theViewsTableIsTheRegistry() throws {
        let rows = Self.firstCells(of: "| view | what the pad shows", in: try Self.text("docs/playground.md"))
        #expect(Set(rows) == Set(StationViews.named.keys.map { "`\($0)`" }))
        #expect(rows.count == StationViews.named.count)
    }

    /// Every station's file uses only views of the registry, and every view is used by a station.
    @Test func everyViewIsUsedByAStation() throws {
        let used = Set(PlaygroundLessonFile.labStations().compactMap { try? $0.file.get() }.flatMap { $0.station.views.map(\.name) })
        #expect(used == Set(StationViews.named.keys))
        #expect(PlaygroundLessonFile.labStations().allSatisfy { (try? $0.file.get())?.station.switchLabel != nil })
    }
}
