import Foundation
import SnapshotTesting
import Testing
import Gestures
import AppHost
import BackendUnderTest
import TouchTracker

/// The suite's tolerance is the host's: `ScreenshotTolerance.standard` (the same as `expect-screenshot`).
typealias Tolerance = ScreenshotTolerance

enum Screenshots {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Where failing screenshots and diff images go (`$SNAPSHOT_ARTIFACTS`, as swift-snapshot-testing uses).
    static var artifacts: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
    }

    /// Record mode: on only with RECORD_SCREENSHOTS=1, and never in CI.
    static var record: SnapshotTestingConfiguration.Record {
        let env = ProcessInfo.processInfo.environment
        return env["RECORD_SCREENSHOTS"] == "1" && env["CI"] == nil ? .all : .never
    }

    /// Runs scene `name` headless in this process; returns its screenshots in order, by name.
    /// `uiScale`: the interface scale (`--ui-scale`, ctrl+plus): the app sees the window's points / it.
    static func render(_ name: String, scale: Double = 1, uiScale: Double = 1, store: DrawingStore? = nil) throws -> [(String, PixelFrame)] {
        let file = scenes.appendingPathComponent(name + ".txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let script = try TouchScriptParser.parse(text, file: file.lastPathComponent, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: script.windowSize, store: store)
        app.selectScene(script.scene)
        let driver = try CapturingDriver(app: app, size: script.windowSize, scale: scale, uiScale: uiScale)
        _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }

    /// Compares `frame` with its golden beside the tests; on a difference writes the new image and a diff
    /// image to the artifacts folder and records an issue naming all three.
    static func assertGolden(_ frame: PixelFrame, named name: String, tolerance: Tolerance = .standard,
                             filePath: StaticString = #filePath, testName: String = #function,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
        let testPart = testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
        let goldens = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(fileName)")
        let name = (golden(goldens, "\(testPart).\(name).png").lastPathComponent as NSString).deletingPathExtension
            .dropFirst(testPart.count + 1).description
        let diffURL = artifacts.appendingPathComponent(fileName).appendingPathComponent("\(testPart).\(name).diff.png")
        measure(frame, golden: goldens.appendingPathComponent("\(testPart).\(name).png"))
        let failure = verifySnapshot(of: frame, as: .png(tolerance: tolerance, diffImage: diffURL), named: name,
                                     record: record, file: filePath, testName: testName)
        // In record mode the library reports every recording as a failure ("Record mode is on..."): that
        // is the point of the run, not a failure. Anything else (a golden that could not be written) is.
        if let failure, !(record == .all && failure.contains("Record mode is on")) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}

extension Screenshots {
    /// The golden `file` in `folder` for the backend under test: on SDL 3 a scene whose picture truly differs
    /// (a station saying what only SDL 2 cannot report) has its own golden beside it, `NAME-sdl3.png`, taken
    /// when it exists; every other golden is the one both SDLs meet.
    static func golden(_ folder: URL, _ file: String) -> URL {
        let own = folder.appendingPathComponent((file as NSString).deletingPathExtension + "-sdl3.png")
        return SDLLibraryTests.onSDL3 && FileManager.default.fileExists(atPath: own.path) ? own : folder.appendingPathComponent(file)
    }

    /// With `SCREENSHOT_MEASURE=FILE`, appends how far `frame` is from its golden (the largest channel
    /// difference, and the pixels beyond 0, 1, 2, 3 and 8 of 255) to FILE: how the tolerance was chosen
    /// (`make measure-sdl`).
    static func measure(_ frame: PixelFrame, golden: URL) {
        guard let data = try? Data(contentsOf: golden), let reference = try? backendUnderTest.decodePNG(data) else { return }
        measureLine(golden.lastPathComponent, reference, frame)
    }

    /// With `SCREENSHOT_MEASURE=FILE`, appends a line on how far `frame` is from `reference`.
    static func measureLine(_ name: String, _ reference: PixelFrame, _ frame: PixelFrame) {
        guard let out = ProcessInfo.processInfo.environment["SCREENSHOT_MEASURE"] else { return }
        var line = name + " psnr \(String(format: "%.1f", ScreenshotComparison.psnr(reference, frame) ?? -1)) dB;"
        for delta in [0, 1, 2, 3, 8] {
            let d = ScreenshotComparison.difference(reference, frame, tolerance: ScreenshotTolerance(channelDelta: delta, pixels: 0))
            if delta == 0 { line += " largest \(d?.largestDelta ?? -1) of \(frame.pixels.count) pixels;" }
            line += " >\(delta): \(d?.pixelsBeyond ?? -1)"
        }
        if let h = FileHandle(forWritingAtPath: out) { h.seekToEndOfFile(); h.write(Data((line + "\n").utf8)); try? h.close() }
        else { try? Data((line + "\n").utf8).write(to: URL(fileURLWithPath: out)) }
    }
}

extension Snapshotting where Value == PixelFrame, Format == PixelFrame {
    /// Screenshots as PNG files, compared pixel by pixel within `tolerance`; a failure writes `diffImage`
    /// (differing pixels red over a faded copy of the new image) and names it.
    static func png(tolerance: Tolerance, diffImage: URL) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .diff(
            toData: { (try? backendUnderTest.encodePNG($0)) ?? Data() },
            fromData: { (try? backendUnderTest.decodePNG($0)) ?? PixelFrame(width: 0, height: 0, pixels: []) },
            diffV2: { reference, new in
                guard let message = PixelDiff.compare(reference, new, tolerance: tolerance, diffImage: diffImage) else { return nil }
                return (message, [])
            }))
    }
}

enum PixelDiff {
    /// nil when `new` matches `reference` within `tolerance`; otherwise what differs, and the diff image is
    /// written (`ScreenshotComparison`, the same comparison `expect-screenshot` makes).
    static func compare(_ reference: PixelFrame, _ new: PixelFrame, tolerance: Tolerance, diffImage: URL?) -> String? {
        guard let (message, diff) = ScreenshotComparison.mismatch(reference, new, tolerance: tolerance) else { return nil }
        var where_ = "diff image not written"
        if let diffImage, let diff, let data = try? backendUnderTest.encodePNG(diff) {
            try? FileManager.default.createDirectory(at: diffImage.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? data.write(to: diffImage)) != nil { where_ = "diff image: \(diffImage.path)" }
        }
        return "\(message); \(where_)"
    }
}

/// A headless driver that keeps each screenshot's pixels instead of writing files.
final class CapturingDriver: ScriptDriver {
    let inner: ScriptDriver
    var session: Session { inner.session }
    private(set) var shots: [(String, PixelFrame)] = []

    init(app: HostedApp, size: Size, scale: Double, uiScale: Double = 1) throws {
        inner = try backendUnderTest.makeHeadlessDriver(app: app, size: size, scale: scale, uiScale: uiScale)
    }
    func runFrame() -> Bool { inner.runFrame() }
    func screenshot(to path: String) throws {
        shots.append((URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, try inner.captureFrame()))
    }
}
