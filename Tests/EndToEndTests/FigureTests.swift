import Foundation
import Testing
import TestSupport

/// The figures under docs/figures are what their scripts produce now: each script runs headless and its
/// SVG must equal the checked-in one byte for byte (`make figures` regenerates them after a change).
@Suite struct FigureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/figures")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tts") }.sorted()
    }

    @Test func thereAreTheSeedsSevenFigures() {
        #expect(Self.scripts.count == 7, "\(Self.scripts)")
    }

    @Test(arguments: scripts) func aFigureMatchesItsScript(script: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(script), encoding: .utf8)
        let run = try Binary.run(text)
        #expect(run.code == 0, "\(run.stderr)")
        let name = String(script.dropLast(4)) + ".svg"
        let made = try String(contentsOf: run.directory.appendingPathComponent(name), encoding: .utf8)
        let kept = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        #expect(made == kept, "docs/figures/\(name) is out of date: run make figures")
        #expect(made.hasPrefix("<svg") && made.contains("</svg>"))
    }
}
