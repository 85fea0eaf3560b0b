import Foundation
import SnapshotTesting
import Testing
import Gestures
import AppHost
import SDLBackend
import TouchTracker

/// How different a new screenshot may be from its golden: a channel may differ by `channelDelta`
/// (0-255) without counting, and at most `pixels` pixels may count. `.exact` for deterministic scenes.
struct Tolerance: Sendable, CustomStringConvertible {
    var channelDelta: Int
    var pixels: Int
    static let exact = Tolerance(channelDelta: 0, pixels: 0)
    var description: String { pixels == 0 && channelDelta == 0 ? "exact" : "\(pixels) pixels beyond \(channelDelta)/255" }
}

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
    static func render(_ name: String, scale: Double = 1, store: DrawingStore? = nil, dimsInPlace: Bool = true) throws -> [(String, PixelFrame)] {
        let file = scenes.appendingPathComponent(name + ".txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let script = try TouchScriptParser.parse(text, file: file.lastPathComponent, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all, isKnownKey: isKnownSDLKeyName).get()
        let app = TouchTrackerApp(services: SDLServices(), size: script.windowSize, store: store)
        app.selectScene(script.scene)
        let driver = try CapturingDriver(app: app, size: script.windowSize, scale: scale)
        driver.inner.target.canvas.dimsInPlace = dimsInPlace
        _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }

    /// Compares `frame` with its golden beside the tests; on a difference writes the new image and a diff
    /// image to the artifacts folder and records an issue naming all three.
    static func assertGolden(_ frame: PixelFrame, named name: String, tolerance: Tolerance = .exact,
                             filePath: StaticString = #filePath, testName: String = #function,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
        let testPart = testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
        let diffURL = artifacts.appendingPathComponent(fileName).appendingPathComponent("\(testPart).\(name).diff.png")
        let failure = verifySnapshot(of: frame, as: .png(tolerance: tolerance, diffImage: diffURL), named: name,
                                     record: record, file: filePath, testName: testName)
        // In record mode the library reports every recording as a failure ("Record mode is on..."): that
        // is the point of the run, not a failure. Anything else (a golden that could not be written) is.
        if let failure, !(record == .all && failure.contains("Record mode is on")) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}

extension Snapshotting where Value == PixelFrame, Format == PixelFrame {
    /// Screenshots as PNG files, compared pixel by pixel within `tolerance`; a failure writes `diffImage`
    /// (differing pixels red over a faded copy of the new image) and names it.
    static func png(tolerance: Tolerance, diffImage: URL) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .diff(
            toData: { (try? PNGCodec.encode($0)) ?? Data() },
            fromData: { (try? PNGCodec.decode($0)) ?? PixelFrame(width: 0, height: 0, pixels: []) },
            diffV2: { reference, new in
                guard let message = PixelDiff.compare(reference, new, tolerance: tolerance, diffImage: diffImage) else { return nil }
                return (message, [])
            }))
    }
}

enum PixelDiff {
    /// nil when `new` matches `reference` within `tolerance`; otherwise what differs, and the diff image is written.
    static func compare(_ reference: PixelFrame, _ new: PixelFrame, tolerance: Tolerance, diffImage: URL?) -> String? {
        guard reference.width == new.width, reference.height == new.height else {
            return "size \(new.width)x\(new.height), reference \(reference.width)x\(reference.height)"
        }
        var count = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int) = (Int.max, Int.max, -1, -1)
        var diff = new.pixels
        for i in 0..<new.pixels.count {
            let a = reference.pixels[i], b = new.pixels[i]
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            let x = i % new.width, y = i / new.width
            if worst > tolerance.channelDelta {
                count += 1
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
                diff[i] = 0xFFFF_0000
            } else {
                let g = ((b >> 16 & 0xFF) + (b >> 8 & 0xFF) + (b & 0xFF)) / 3
                let faded = 0xC0 + g / 4
                diff[i] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
            }
        }
        guard count > tolerance.pixels else { return nil }
        var where_ = "diff image not written"
        if let diffImage, let data = try? PNGCodec.encode(PixelFrame(width: new.width, height: new.height, pixels: diff)) {
            try? FileManager.default.createDirectory(at: diffImage.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? data.write(to: diffImage)) != nil { where_ = "diff image: \(diffImage.path)" }
        }
        return "\(count) pixels differ (tolerance \(tolerance)) within x \(box.x0)...\(box.x1), y \(box.y0)...\(box.y1); \(where_)"
    }
}

/// A headless driver that keeps each screenshot's pixels instead of writing files.
final class CapturingDriver: ScriptDriver {
    let inner: HeadlessDriver
    var session: Session { inner.session }
    private(set) var shots: [(String, PixelFrame)] = []

    init(app: HostedApp, size: Size, scale: Double) throws { inner = try HeadlessDriver(app: app, size: size, scale: scale) }
    func runFrame() -> Bool { inner.runFrame() }
    func screenshot(to path: String) throws {
        inner.target.render(session)
        shots.append((URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, inner.target.frame()))
    }
}
