import Foundation
import Testing
import TestSupport
import Gestures
import StationSteps
@testable import AppHost
@testable import TouchTracker

/// The lab's station interactions as a `touchtracker test` suite (`Tests/StationSuite`, run by `make
/// test-suite`): each station's interactions (its lesson file's `try` and `expect` lines) as a touch script
/// on the lab at 800x600 with its station focused, its points turned from the pad's coordinates into the
/// window's (the pads' frames read from the app, laid out as the binary lays it out), and its `expect` lines
/// naming the station's recognizers in full (`s1.tap`). The scripts are generated; this test keeps them up to
/// date (`make station-suite` writes them), and `StationInteractionTests` checks the same files on the
/// lab's own stations in process.
///
/// What the translation changes: a `scroll` happens where the mouse is, so a scroll at a point moves the
/// mouse there first (`hover X Y`); a `click` is the mouse's (`mouse down X Y [right]`, `wait 0.05`,
/// `mouse up`); the first step waits 0.1 s, as the interactions start 0.1 s after the clock.
@Suite struct StationSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StationSuite")
    static let size = Size(width: 800, height: 600)

    /// A number as a script writes it: as `--record` does.
    static func n(_ v: Double) -> String { ScriptRecorder.number(v) }

    /// The script of station file `file`'s interactions (`NN-name`, its stem).
    static func script(file: String) throws -> String {
        let text = try #require(StationInteractionTests.files().first { $0.stem == file }).text
        let interactions = try StationInteractions(text)
        let number = try #require(PlaygroundLessonFile.labStations().firstIndex { $0.stem == file }) + 1
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        app.selectScene("lab")
        let lab = app.lab!
        let page = (number - 1) / LabScene.perPage, place = (number - 1) % LabScene.perPage + 1
        lab.turnPage(by: page)
        lab.focus(place: place)
        let station = lab.station(number)
        func origin(_ pad: String?) -> Point { (pad.map { station.pad($0) } ?? station.pads[0]).frameInWindow.origin }
        func at(_ p: Point, _ pad: String?) -> String { let o = origin(pad); return "\(n(o.x + p.x)) \(n(o.y + p.y))" }

        var out = ["# Generated from Assets/Playgrounds/\(file).playground by StationSuiteTests (make station-suite): do not edit.",
                   "# The lab's station \(number), focused at 800x600; points in the window.",
                   "window 800 600", "scene lab"]
        out += Array(repeating: "key PageDown", count: page) + ["key \(place)", "wait 0.1"]
        var fingerPad: [Int: String?] = [:]
        for step in interactions.steps {
            switch step {
            case .tap(let p, let pad): out += ["tap \(at(p, pad))"]
            case .down(let id, let p, let pen, let pad):
                fingerPad[id] = pad
                var line = "down \(id) \(at(p, pad))"
                if let pen {
                    line += " pen \(n(pen.force))"
                    if let tilt = pen.tilt { line += " tilt \(n(tilt.altitude)) \(n(tilt.azimuth))" }
                    if pen.eraser { line += " eraser" }
                }
                out += [line]
            case .up(let id): out += ["up \(id)"]
            case .glide(let s, let moves):
                out += ["glide \(n(s)) " + moves.map { "\($0.0) \(at($0.1, fingerPad[$0.0] ?? nil))" }.joined(separator: " ")]
            case .click(let p, let button, let pad):
                out += ["mouse down \(at(p, pad))" + (button == .secondary ? " right" : ""), "wait 0.05", "mouse up"]
            case .hover(let p, let type, let pad):
                out += [p.map { "hover \(at($0, pad))" + (type == .pencil ? " pen" : "") } ?? ("hover out" + (type == .pencil ? " pen" : ""))]
            case .scroll(let delta, let type, let p, let pad):
                // The script's scroll is in SDL's notches: a notch is `scrollPointsPerNotch` of content
                // motion, DY +y and DX -x (InputTranslator).
                let k = InputTranslator.scrollPointsPerNotch
                out += ["hover \(at(p, pad))", "scroll \(n(-delta.dx / k)) \(n(delta.dy / k))" + (type == .continuous ? " precise" : "")]
            case .pinchTrackpad(let p, let scale, let seconds, let pad):
                out += ["pinch-trackpad \(at(p, pad)) \(n(scale)) \(n(seconds))"]
            case .wait(let s): out += ["wait \(n(s))"]
            }
        }
        out += interactions.expected.map { "expect \(station.prefix)\($0)" }
        return out.joined(separator: "\n") + "\n"
    }

    @Test func theSuiteIsTheStationsInteractions() throws {
        let write = ProcessInfo.processInfo.environment["STATION_SUITE_WRITE"] == "1"
        let files = try StationInteractionTests.files().map(\.stem)
        var stale: [String] = []
        for file in files {
            let target = Self.folder.appendingPathComponent(file + ".tts")
            let wanted = try Self.script(file: file)
            if (try? String(contentsOf: target, encoding: .utf8)) != wanted {
                if write {
                    try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                    try wanted.write(to: target, atomically: true, encoding: .utf8)
                } else { stale.append(target.lastPathComponent) }
            }
        }
        #expect(stale.isEmpty, "out of date: \(stale) (make station-suite writes them)")
        let present = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path))?.filter { $0.hasSuffix(".tts") }.sorted() ?? []
        #expect(present == files.map { $0 + ".tts" }.sorted(), "no script but the stations'")
    }
}
