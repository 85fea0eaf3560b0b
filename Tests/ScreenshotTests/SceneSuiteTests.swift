import Foundation
import Testing

/// The golden scenes as a `touchtracker test` suite (`Suite/`, run by `make test-suite`): each scene's
/// script with its `screenshot NAME.png` lines as `expect-screenshot goldens/TEST.NAME.png`, where `goldens`
/// is a link to this suite's own goldens (`__Snapshots__/ScreenshotTests`), so both compare with the same
/// files. The scripts are generated from `Scenes/`; this test keeps them up to date (`make scene-suite`
/// writes them). The scenes a headless run of the binary cannot replay as this suite does (2 pixels per
/// point, a damaged saved drawing) are left out, as in a window (`WindowScreenshotTests.notReplayed`).
@Suite struct SceneSuiteTests {
    static let folder = Screenshots.scenes.deletingLastPathComponent().appendingPathComponent("Suite")

    /// The suite's script for `scene`, whose goldens are `test`'s.
    static func script(scene: String, test: String) throws -> String {
        let text = try String(contentsOf: Screenshots.scenes.appendingPathComponent(scene + ".txt"), encoding: .utf8)
        let out = "# Generated from Tests/ScreenshotTests/Scenes/\(scene).txt by SceneSuiteTests (make scene-suite): do not edit.\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "screenshot" ? "expect-screenshot goldens/\(test).\(words[1])" : String(line)
        }
        return out + lines.joined(separator: "\n")
    }

    @Test func theSuiteIsTheScenesWithTheirGoldens() throws {
        let write = ProcessInfo.processInfo.environment["SCENE_SUITE_WRITE"] == "1"
        var stale: [String] = []
        for (scene, test) in WindowScreenshotTests.scenes {
            let file = Self.folder.appendingPathComponent(scene + ".tts")
            let wanted = try Self.script(scene: scene, test: test)
            if (try? String(contentsOf: file, encoding: .utf8)) != wanted {
                if write { try wanted.write(to: file, atomically: true, encoding: .utf8) } else { stale.append(file.lastPathComponent) }
            }
        }
        #expect(stale.isEmpty, "out of date: \(stale) (make scene-suite writes them)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".tts") }.sorted()
        #expect(files == WindowScreenshotTests.scenes.map { $0.scene + ".tts" }.sorted(), "no script but the scenes'")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: Self.folder.appendingPathComponent("goldens").path)
        #expect(link == "../__Snapshots__/ScreenshotTests")
    }
}
