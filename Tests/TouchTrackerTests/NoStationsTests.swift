import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Issue 52: a binary copied on its own (or a tarball with its `share/` removed) has no station files, and
/// crashed at start in every window under 460 points tall, whatever the scene: the lab, too short for its
/// grid, showed "one station at a time" and took station 0 of none. An app with no stations (or a folder of
/// broken ones) starts, says so in the lab, and runs every scene at every window size.
@Suite struct NoStationsTests {
    static let sizes: [Size] = [Size(width: 1, height: 1), Size(width: 320, height: 240), Size(width: 400, height: 300),
                                Size(width: 1024, height: 459), Size(width: 800, height: 600), Size(width: 1920, height: 1080),
                                Size(width: 16384, height: 16384)]

    /// An empty folder, or one of station files that are all bad.
    static func folder(broken: Bool) throws -> ScratchFolder {
        let dir = ScratchFolder("tt-no-stations")
        if broken {
            for (name, text) in [("01-garbage.playground", "\u{1}\u{2} not a lesson\n"), ("02-half.playground", "playground 1\npad\n"),
                                 ("03-empty.playground", "")] {
                try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        return dir
    }

    /// Starts the app with the lab's stations from `folder` in `scene` at `size`, presses the lab's keys and
    /// draws a frame (but at the largest size, whose frame is a gigabyte); returns the lab's dump and pager.
    static func run(_ folder: ScratchFolder, scene: String, size: Size) -> (pages: Int?, stations: Int?, pager: String) {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil, scenes: .standard(stations: folder.path))
        app.selectScene(scene)
        for key in ["Right", "Left", "PageDown", "PageUp", "1", "0", "Escape", "F1", "F4"] {
            app.handleKey(KeyPress(key))
            app.update(now: 0.1, hostTime: 0.1)
        }
        app.resize(to: Size(width: max(1, size.width / 2), height: max(1, size.height - 1)))
        app.update(now: 0.2, hostTime: 0.2)
        if size.width * size.height <= 1920 * 1080 { app.render(in: RecordingCanvas()) }
        let lab = app.lab!.dumpFields().first?.1
        guard case .object(let fields)? = lab else { return (nil, nil, app.lab!.pager.text) }
        let pages: Int? = fields.first { $0.0 == "pages" }.flatMap { if case .int(let n) = $0.1 { n } else { nil } }
        let stations: Int? = fields.first { $0.0 == "stations" }.flatMap { if case .array(let a) = $0.1 { a.count } else { nil } }
        return (pages, stations, app.lab!.pager.text)
    }

    /// No station files, or only broken ones: every scene runs at every window size; the lab says so (none)
    /// or lists each broken file as a station that says why it is none.
    @Test(arguments: [false, true]) func anAppWithNoStationsRunsEverySceneAtEveryWindowSize(broken: Bool) throws {
        let folder = try Self.folder(broken: broken)
        for size in Self.sizes {
            for scene in SceneRegistry.standard.names {
                let seen = Self.run(folder, scene: scene, size: size)
                if broken {
                    #expect(seen.pages == 1 && seen.stations == 3, "\(size) \(scene)")
                } else {
                    #expect(seen.pages == 0 && seen.stations == 0, "\(size) \(scene)")
                    #expect(seen.pager == LabScene.noStations, "\(size) \(scene): \(seen.pager)")
                }
            }
        }
        guard broken else { return }
        // Each says why it is no station, in its title bar.
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 400, height: 300), store: nil, scenes: .standard(stations: folder.path))
        #expect(app.lab!.stations.map { $0.lessonProblem != nil } == [true, true, true])
    }
}
