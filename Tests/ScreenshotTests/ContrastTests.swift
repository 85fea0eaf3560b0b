import Foundation
import Testing
import TestSupport
import Gestures
import AppHost
import BackendUnderTest
import TouchTracker

/// Readable from the back of a room: every piece of text the app draws, in every screenshot scene, has a
/// contrast ratio of at least 4.5:1 (WCAG AA) against what is behind it. The check records what each frame
/// draws: the fills under a text (composited in order, alpha included) are its background, sampled at the
/// text's middle and near its four corners, and the text's own alpha counts.
@Suite struct ContrastTests {
    static let minimumRatio = 4.5

    /// WCAG relative luminance of an opaque sRGB color.
    static func luminance(_ c: Color) -> Double {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(c.red) + 0.7152 * lin(c.green) + 0.0722 * lin(c.blue)
    }

    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func over(_ top: Color, _ under: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + under.red * (1 - a), green: top.green * a + under.green * (1 - a),
                     blue: top.blue * a + under.blue * (1 - a))
    }

    @Test func theRatioIsWCAGs() {
        #expect(abs(Self.ratio(.black, .white) - 21) < 1e-9)
        #expect(abs(Self.ratio(Color(rgb: 0x767676), .white) - 4.54) < 0.01, "the lightest gray that passes on white")
    }

    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: Screenshots.scenes.path).filter { $0.hasSuffix(".txt") }.sorted())
    func everyTextReadsAgainstItsBackground(scene: String) throws {
        let name = String(scene.dropLast(4))
        var problems: [String] = []
        for (shot, texts) in try Self.texts(of: name) {
            for t in texts {
                for (point, background) in t.backgrounds {
                    let r = Self.ratio(Self.over(t.color, background), background)
                    if r < Self.minimumRatio {
                        problems.append(String(format: "%@: \"%@\" %@ on %@ at (%.0f, %.0f): %.2f:1", shot, t.text, t.color.hexString,
                                               background.hexString, point.x, point.y, r))
                    }
                }
            }
        }
        var seen = Set<String>()
        let unique = problems.filter { seen.insert($0.components(separatedBy: " at (")[0]).inserted }
        let report = "\(unique.count) texts below \(Self.minimumRatio):1\n" + unique.prefix(25).joined(separator: "\n")
        #expect(unique.isEmpty, "\(report)")
    }

    struct DrawnText {
        let text: String
        let color: Color
        let backgrounds: [(Point, Color)]
    }

    /// Runs the scene's script and records, at each screenshot, every text and its backgrounds.
    static func texts(of scene: String) throws -> [(String, [DrawnText])] {
        let file = Screenshots.scenes.appendingPathComponent(scene + ".txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let script = try TouchScriptParser.parse(text, file: file.lastPathComponent, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all).get()
        let app = TouchTrackerApp(services: backendUnderTest.makeServices(), size: script.windowSize, store: nil)
        app.selectScene(script.scene)
        let driver = try RecordingDriver(app: app, size: script.windowSize)
        _ = try ScriptPlayer(script: script, outputDirectory: "/nonexistent").run(on: driver)
        return driver.shots
    }
}

/// A driver whose screenshots are recorded draw calls instead of pixels.
final class RecordingDriver: ScriptDriver {
    let inner: ScriptDriver
    private let services = backendUnderTest.makeServices()
    var session: Session { inner.session }
    private(set) var shots: [(String, [ContrastTests.DrawnText])] = []

    init(app: HostedApp, size: Size) throws { inner = try backendUnderTest.makeHeadlessDriver(app: app, size: size, scale: 1, uiScale: 1) }
    func runFrame() -> Bool { inner.runFrame() }
    func screenshot(to path: String) throws {
        let canvas = RecordingCanvas { [services] in services.measure($0, size: $1.rounded()) }
        session.app.render(in: canvas)
        shots.append((URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, contrastTexts(canvas.operations)))
    }
}

/// The texts of a frame recorded by `RecordingCanvas`, each with what shows behind it: the fills drawn before
/// it (as rectangles, in window points; a rounded rectangle without its corners, a disc as its inner square),
/// composited in order over a white frame.
func contrastTexts(_ operations: [RecordingCanvas.Operation]) -> [ContrastTests.DrawnText] {
    var fills: [(Rect, Color)] = []
    var texts: [ContrastTests.DrawnText] = []
    func background(at p: Point) -> Color {
        var c = Color.white
        for (r, f) in fills where r.contains(p) { c = ContrastTests.over(f, c) }
        return c
    }
    for op in operations {
        switch op {
        case let .fill(r, color): fills.append((r, color))
        case let .roundedRect(r, radius, color):
            // The corners are left out: a text near a corner is judged against what shows there.
            let k = min(radius, r.width / 2, r.height / 2) * 0.3
            fills.append((r.insetBy(dx: k, dy: k), color))
        case let .disc(center, radius, color):
            let h = radius * 0.7
            fills.append((Rect(x: center.x - h, y: center.y - h, width: 2 * h, height: 2 * h), color))
        case let .text(text, box, _, color) where !text.isEmpty:
            // Glyphs sit in the middle of the line box: sample inside it, away from its edges.
            let inner = box.insetBy(dx: min(2, box.width / 4), dy: box.height * 0.3)
            let points = [Point(inner.midX, inner.midY), Point(inner.minX, inner.minY), Point(inner.maxX, inner.minY),
                          Point(inner.minX, inner.maxY), Point(inner.maxX, inner.maxY)]
            texts.append(.init(text: text, color: color, backgrounds: points.map { ($0, background(at: $0)) }))
        default: break
        }
    }
    return texts
}
