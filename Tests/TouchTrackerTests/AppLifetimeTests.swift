import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// An app run headless and dropped, whatever its gesture was doing, frees its window, its scenes and the
/// drawing's pixel layer (at 1920x1080, 8 MB a run that the fuzzer once saw pile up to 300 MB).
@Suite struct AppLifetimeTests {
    /// The names of the objects still alive once the script has run and the app and its driver are dropped.
    /// `driverFirst` drops the driver (and its renderer) before the app, whose layer then outlives it.
    func survivors(_ text: String, driverFirst: Bool = false) throws -> [String] {
        var watched: [(String, () -> Bool)] = []
        func watch(_ name: String, _ object: AnyObject) {
            weak let w = object
            watched.append((name, { w != nil }))
        }
        let script = try TouchScriptParser.parse(text, file: "t.txt", scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let output = ScratchFolder("tt-lifetime")
        do {
            var app: TouchTrackerApp? = TouchTrackerApp(services: FakeBackend(), size: script.windowSize, store: nil)
            app!.exportDirectory = output.url
            app!.selectScene(script.scene)
            var driver: FakeDriver? = try FakeDriver(app: app!, size: script.windowSize, scale: 1)
            _ = try ScriptPlayer(script: script, outputDirectory: output.url.path).run(on: driver!)
            watch("app", app!)
            watch("window", app!.gestureWindow)
            watch("tracker", app!.tracker)
            watch("drawView", app!.tracker.drawView)
            watch("lineCache", app!.tracker.drawView.cache)
            watch("lab", app!.lab!)
            watch("playground", app!.playground!)
            watch("driver", driver!)
            app!.willQuit()
            if driverFirst { driver = nil; app = nil } else { app = nil; driver = nil }
        }
        return watched.filter { $0.1() }.map(\.0)
    }

    @Test func aFingerStillDownWithTheOverlayOn() throws {
        #expect(try survivors("window 640 480\nkey F1\ndown 1 300 200\nwait 0.1") == [])
    }

    @Test func inADoubleTapsGap() throws {
        #expect(try survivors("window 640 480\nkey F1\ntap 300 200\nwait 0.05") == [])
    }

    @Test func theLabMidPanWithTheTimeline() throws {
        #expect(try survivors("window 640 480\nscene lab\nkey F4\ndown 1 100 200\nglide 0.2 1 200 250") == [])
    }

    @Test func theRendererGoesBeforeTheDrawingsLayer() throws {
        // The layer's textures went with the renderer: it must not destroy them again (SDL would read freed memory).
        #expect(try survivors("window 640 480\ndrag 10 10 300 300 0.1\nkey F1\nwait 0.1\nscreenshot s.png", driverFirst: true) == [])
    }
}
