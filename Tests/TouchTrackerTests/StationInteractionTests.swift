import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The stations' interactions (`Examples/GesturesConsumer/Stations/NN-name.txt`) on the lab's own stations:
/// each gives the action log its file expects. `make test` drives the setup `--print-code gestures` prints
/// for each station file with the same interactions in the consumer package (`stations`), against the same
/// expectations: the printed code behaves as the station. Station 14's recognizer is a class of the
/// station's own, beyond the format, so it has no interactions file.
@Suite struct StationInteractionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/GesturesConsumer/Stations")

    static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyStationButTheResetStationHasItsInteractions() throws {
        let numbers = try Self.files().map { String($0.lastPathComponent.prefix(2)) }
        #expect(numbers == (1...LabScene.makeStations().count).filter { $0 != 14 }.map { String(format: "%02d", $0) })
        let stems = try Self.files().map { $0.deletingPathExtension().lastPathComponent }
        let stations = PlaygroundLessonFile.stationFiles().map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        #expect(Set(stems).isSubset(of: Set(stations)), "each interactions file is named after its station's lesson file")
    }

    @Test(arguments: try files().map(\.lastPathComponent))
    func theLabStationGivesTheExpectedActions(file: String) throws {
        let interactions = try StationInteractions(String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
        let n = Int(file.prefix(2))!
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.selectScene("lab")
        let lab = app.lab
        lab.turnPage(by: (n - 1) / LabScene.perPage)
        lab.focus(place: (n - 1) % LabScene.perPage + 1)
        let station = lab.station(n)
        let window = app.gestureWindow
        let before = window.log.records.count
        interactions.play(on: window) { pad in
            (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin
        }
        let actions = window.log.records.dropFirst(before).map(\.description).filter { $0.hasPrefix("action ") }
            .map { LabStation.prefixRemoved(String($0.dropFirst("action ".count))) }
        #expect(!actions.isEmpty)
        #expect(StationInteractions.collapsed(actions) == interactions.expected, "\(file): \(StationInteractions.collapsed(actions))")
    }
}
