import Foundation
import Testing
import Gestures
import AppHost
import BackendUnderTest
import TestSupport

/// The golden scenes replayed in a real window by the real binary, with the renderer SDL_RENDER_DRIVER
/// names (`make test-window`: Xvfb, and SDL's OpenGL renderer on Mesa's llvmpipe). Each screenshot must
/// - match that renderer's own golden (`__Snapshots__/Window-RENDERER/`) within the standard tolerance:
///   OpenGL's anti-aliased edges differ from the software renderer's on 1-3% of pixels, by up to 255/255,
///   too much for a tolerance that would still catch a changed scene;
/// - and stay close to the software golden overall: a PSNR of at least 25 dB (measured with llvmpipe:
///   26.8-49.8 dB; a scene with a panel missing or a quarter of its pixels changed is far below).
/// Runs only when asked to (TOUCHTRACKER_WINDOW_TESTS=1 and a display): the rest of the suite never opens
/// a window. With RECORD_SCREENSHOTS=1 (never in CI) a missing golden of the renderer is written.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TOUCHTRACKER_WINDOW_TESTS"] == "1"))
struct WindowScreenshotTests {
    /// Each scene replayed, and the test whose goldens it has.
    static let scenes: [(scene: String, test: String)] = [
        ("01-empty-canvas", "emptyCanvas"), ("02-three-strokes", "threeStrokesInProgress"),
        ("03-finished-lines", "finishedLines"), ("04-selected-line-menu", "selectedLineWithMenu"),
        ("05-menu-edges", "menuAtEdgesAndCorners"), ("06-color-panel", "colorPanel"), ("07-colored-lines", "coloredLines"),
        ("08-fast-slow", "fastAndSlowStrokes"), ("09-line-mid-move", "lineMidMove"), ("10-after-double-tap", "afterDoubleTap"),
        ("11-simulated-fingers", "simulatedFingers"), ("14-overlay-double-tap", "overlayDuringADoubleTap"), ("15-lab", "lab"),
        ("16-stations-mid-gesture", "stationsMidGesture"), ("17-circles-and-angles", "circlesAndAngles"),
        ("18-layout-800", "layout800"), ("19-layout-1024", "layout1024"), ("20-layout-1920", "layout1920"),
        ("21-playground-800", "playground800"), ("22-playground-1280", "playground1280"), ("23-playground-1920", "playground1920"),
        ("24-laptop-inputs", "laptopInputs"), ("25-lab-inputs", "labInputs"),
    ]
    /// Scenes a window cannot replay as the suite does: 2 pixels per point (a window here has 1), a
    /// damaged saved drawing (the suite gives it an in-process store), and an interface scale (the suite
    /// runs the scene at 1.5).
    static let notReplayed = ["12-high-dpi", "13-unreadable-save", "26-back-row", "27-projector"]

    static let renderer = ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] ?? "software"

    /// The least PSNR against the software golden (dB).
    static let minimumPSNR = 25.0

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let softwareGoldens = here.appendingPathComponent("__Snapshots__/ScreenshotTests")
    /// The renderer's own goldens; SDL's software renderer in a window draws what it draws offscreen: the
    /// software goldens themselves.
    static let rendererGoldens = renderer == "software" ? softwareGoldens : here.appendingPathComponent("__Snapshots__/Window-\(renderer)")

    @Test func everySceneIsReplayedOrSaysWhyNot() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Screenshots.scenes.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(Self.scenes.map(\.scene) + Self.notReplayed))
    }

    @Test(arguments: scenes.map(\.scene)) func theSceneInAWindowMatchesItsGoldens(scene: String) throws {
        let test = Self.scenes.first { $0.scene == scene }!.test
        let folder = ScratchFolder("tt-window")
        // The scene's script, with a dump and `quit` at the end so the window closes.
        var text = try String(contentsOf: Screenshots.scenes.appendingPathComponent(scene + ".txt"), encoding: .utf8)
        text += "\ndump window-dump.json\nquit\n"
        let script = folder.appendingPathComponent("scene.txt")
        try text.write(to: script, atomically: true, encoding: .utf8)
        let run = try Binary.runInWindow(script: script, out: folder.url, extra: ["--data-dir", folder.appendingPathComponent("data").path])
        #expect(run.code == 0, "\(run.stderr)")
        let dump = try run.json("window-dump.json")
        #expect(dump["renderer"] as? String == Self.renderer, "the dump names the renderer SDL_RENDER_DRIVER asked for")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(!shots.isEmpty)
        for shot in shots.sorted() {
            let frame = try backendUnderTest.decodePNG(Data(contentsOf: folder.appendingPathComponent(shot)))
            let software = try backendUnderTest.decodePNG(Data(contentsOf: Screenshots.golden(Self.softwareGoldens, "\(test).\(shot)")))
            Screenshots.measureLine("\(Self.renderer) \(test).\(shot)", software, frame)
            let psnr = ScreenshotComparison.psnr(software, frame) ?? 0
            #expect(psnr >= Self.minimumPSNR, "\(scene) \(shot) with \(Self.renderer): PSNR \(psnr) dB against the software golden")
            let goldenURL = Screenshots.golden(Self.rendererGoldens, "\(test).\(shot)")
            guard let data = try? Data(contentsOf: goldenURL) else {
                if Screenshots.record == .all {
                    try FileManager.default.createDirectory(at: Self.rendererGoldens, withIntermediateDirectories: true)
                    try backendUnderTest.encodePNG(frame).write(to: goldenURL)
                } else {
                    Issue.record("\(scene) \(shot): no golden for \(Self.renderer) at \(goldenURL.path) (make record-screenshots writes it)")
                }
                continue
            }
            let golden = try backendUnderTest.decodePNG(data)
            let d = ScreenshotComparison.difference(golden, frame, tolerance: .standard)
            if !(d?.isWithinTolerance ?? false) {
                let out = Screenshots.artifacts.appendingPathComponent("WindowScreenshotTests/\(Self.renderer).\(test).\(shot)")
                try? FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? backendUnderTest.encodePNG(frame).write(to: out)
                if let d { try? backendUnderTest.encodePNG(d.image).write(to: out.deletingPathExtension().appendingPathExtension("diff.png")) }
                Issue.record("\(scene) \(shot) with \(Self.renderer): \(d?.summary ?? "a frame of another size"); new image and diff: \(out.deletingLastPathComponent().path)")
            }
        }
    }
}
