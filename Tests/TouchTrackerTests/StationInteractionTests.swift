import Foundation
import Testing
import TestSupport
import Gestures
import StationSteps
@testable import AppHost
@testable import TouchTracker

/// The stations' interactions (their files' `try` and `expect` lines, `StationSpec.interactions`) on the lab's
/// own stations: each gives the action log its file expects. `make consumer` drives the setup `--print-code
/// gestures` prints for each station file with the same interactions in the consumer package (`stations`),
/// against the same expectations: the printed code behaves as the station. A station whose recognizer is
/// beyond the lesson (14's, a class of its own) has no interactions.
@Suite struct StationInteractionTests {
    /// Each station file's stem and its interactions, in station order (those with some).
    static func files() throws -> [(stem: String, text: String)] {
        PlaygroundLessonFile.labStations().compactMap { s in
            guard let lines = (try? s.file.get())?.station.interactions, !lines.isEmpty else { return nil }
            return (s.stem, lines.joined(separator: "\n") + "\n")
        }
    }

    @Test func everyStationWithARecognizerInItsLessonHasItsInteractions() throws {
        let stations = PlaygroundLessonFile.labStations()
        let withRecognizers = stations.filter { !((try? $0.file.get())?.lesson.recognizers.isEmpty ?? true) }.map(\.stem)
        #expect(!withRecognizers.isEmpty)
        #expect(try Self.files().map(\.stem) == withRecognizers, "a station without interactions is one whose recognizer is a view's (14)")
    }

    /// A step the reader cannot take (a number out of its range, not a number, missing) is a problem naming
    /// its line, never a crash: the same reader serves the lab, the station suite and the consumer package.
    @Test func aBadStepIsAProblemNamingItsLineNeverACrash() throws {
        let bad = ["down 1e300 10 10", "up 1.5", "up 0", "glide 1e300 1 10 10", "glide 0.5 1 10", "wait -1", "wait 1e300",
                   "down 1 x 10", "tap 1 nan", "tap inf 1", "hover", "pinch-trackpad 10 10 2 99999",
                   "down 1 10 10 pen 0.5 tilt 45 1e9", "down 1 10 10 pen 2", "scroll 1 1 sideways 5 5"]
        for line in bad {
            do {
                _ = try StationInteractions("tap 1 1\n# a comment\n" + line + "\n")
                Issue.record("read: \(line)")
            } catch {
                #expect(error.line == 3 && error.description.hasPrefix("line 3: ") && error.description.hasSuffix(line), "\(error)")
            }
        }
        #expect(try StationInteractions("down 1 10 10\tpen 0.5 tilt 45 30 eraser in p2\nglide 0.5 1 20 20\nup 1\nwait 0.25\n").steps.count == 4,
                "tabs separate words too")
    }

    /// The lab (800x600) showing the station of file `stem` alone, and that station.
    static func showing(_ stem: String) throws -> (TouchTrackerApp, LabStation) {
        let n = try #require(PlaygroundLessonFile.labStations().firstIndex { $0.stem == stem }) + 1
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.selectScene("lab")
        let lab = try #require(app.lab)
        lab.turnPage(by: (n - 1) / LabScene.perPage)
        lab.focus(place: (n - 1) % LabScene.perPage + 1)
        return (app, lab.station(n))
    }

    /// Plays `interactions` on `station`'s pads in `window`.
    static func play(_ interactions: StationInteractions, on station: LabStation, in window: Window) {
        interactions.play(on: window) { pad in (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin }
    }

    @Test(arguments: try files().map(\.stem))
    func theLabStationGivesTheExpectedActions(file: String) throws {
        let interactions = try StationInteractions(try #require(Self.files().first { $0.stem == file }).text)
        let (app, station) = try Self.showing(file)
        let window = app.gestureWindow
        let before = window.log.records.count
        Self.play(interactions, on: station, in: window)
        let actions = window.log.records.dropFirst(before).map(\.description).filter { $0.hasPrefix("action ") }
            .map { LabStation.prefixRemoved(String($0.dropFirst("action ".count))) }
        #expect(!actions.isEmpty)
        #expect(StationInteractions.collapsed(actions) == interactions.expected, "\(file): \(StationInteractions.collapsed(actions))")
    }
}
