import Foundation
import Testing
import TestSupport
import Gestures
import StationSteps
@testable import TouchTracker

/// Stations 24-26 (issue 42): what their views read of SDL 3's inputs, beyond the action logs that
/// `StationInteractionTests` checks: the tilted pen's angles as UIKit names them (and an upright pen's, as
/// every pen on SDL 2), the eraser end told from the tip, and a trackpad's pinch telling the pad of no touch.
@MainActor @Suite struct PenStationsTests {
    /// The lab at 800x600 with station `n` focused: the app, the station.
    func station(_ n: Int) -> (TouchTrackerApp, LabStation) {
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil)
        app.selectScene("lab")
        app.lab!.turnPage(by: (n - 1) / LabScene.perPage)
        app.lab!.focus(place: (n - 1) % LabScene.perPage + 1)
        return (app, app.lab!.station(n))
    }
    func play(_ text: String, _ app: TouchTrackerApp, _ station: LabStation) throws {
        try StationInteractions(text).play(on: app.gestureWindow) { pad in (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin }
    }

    @Test func station24ReadsTheTiltedPensAnglesAndAnUprightPensPiOverTwo() throws {
        let (app, station) = station(24)
        #expect(station.title.hasPrefix("Pen tilt"))
        let view = try #require(station.views.compactMap { $0 as? PenAnglesView }.first)
        // The view keeps the angles of the gesture's last change.
        try play("down 1 40 100 pen 0.5 tilt 30 135\nglide 0.2 1 120 110\nup 1\n", app, station)
        let tilted = try #require(view.angles)
        #expect(abs(tilted.altitude - .pi / 6) < 1e-9 && abs(tilted.azimuth - 3 * .pi / 4) < 1e-9 && tilted.type == .pencil, "\(tilted)")
        try play("down 2 40 160 pen 0.5\nglide 0.2 2 120 170\nup 2\n", app, station)
        let upright = try #require(view.angles)
        #expect(upright.altitude == .pi / 2 && upright.azimuth == 0, "a pen without tilt (SDL 2's): altitude π/2, azimuth 0: \(upright)")
    }

    @Test(arguments: [true, false]) func station25sEraserEndErasesTheTipsLineOnlyWithTheSwitchOn(on: Bool) throws {
        let (app, station) = station(25)
        station.toggle.set(on)
        let view = try #require(station.views.compactMap { $0 as? TypeTrailView }.first)
        try play("down 1 40 130 pen 0.5\nglide 0.3 1 320 130\nup 1\ndown 2 180 40 pen 0.5 eraser\nglide 0.3 2 180 220\nup 2\n", app, station)
        #expect(view.trails.map(\.eraser) == [false, true], "the tip's line, then the eraser end's")
        let erased = view.trails[0].points.filter { $0 == nil }.count
        #expect(on ? erased > 0 : erased == 0, "erased \(erased) of the tip's \(view.trails[0].points.count) points")
        #expect(view.trails[0].points.compactMap { $0 }.allSatisfy { !on || abs($0.x - 180) > TypeTrailView.eraserRadius })
    }

    @Test func station26sTrackpadPinchTellsThePadOfNoTouch() throws {
        let (app, station) = station(26)
        let window = app.gestureWindow
        let before = window.log.records.count
        try play("pinch-trackpad 180 130 2\nwait 0.1\n", app, station)
        let lines = window.log.records.dropFirst(before).map(\.description)
        let actions = StationInteractions.collapsed(lines.filter { $0.hasPrefix("action ") }.map { LabStation.prefixRemoved(String($0.dropFirst("action ".count))) })
        #expect(actions == ["pinch began", "pinch changed x14", "pinch ended"])
        #expect(!lines.contains { $0.contains("touches") }, "no touch reached a node: \(lines)")
        try play("down 3 100 100\ndown 4 200 100\nglide 0.2 3 80 100 4 220 100\nup 3\nup 4\n", app, station)
        #expect(window.log.records.dropFirst(before).map(\.description).contains { $0.contains("touchesBegan") }, "two fingers: the pad hears them")
    }
}
