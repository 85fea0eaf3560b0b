import Foundation
import Testing
import TestSupport
import AppHost
import BackendUnderTest

/// `expect-screenshot GOLDEN.png`: anyone's CI checks its screenshots with the suite's own comparison.
@Suite struct ExpectScreenshotTests {
    static let script = "window 400 300\ndrag 50 50 300 200 0.3\nwait 0.5\nexpect-screenshot goldens/stroke.png\n"

    /// Writes the golden with --update-goldens, outside CI.
    func recordGolden(in folder: ScratchFolder) throws {
        let r = try Binary.run(Self.script, extra: ["--update-goldens"], in: folder.url, unset: ["CI"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("wrote the golden"), "\(r.stderr)")
    }

    @Test func theAppsOwnScreenshotMatchesTheGoldenItWrote() throws {
        let folder = ScratchFolder()
        try recordGolden(in: folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("goldens/stroke.png").path))
        let again = try Binary.run(Self.script, in: folder.url)
        #expect(again.code == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(!again.exists("stroke.actual.png") && !again.exists("stroke.diff.png"))
    }

    @Test func anAlteredGoldenFailsWithExitThreeAndADiffImage() throws {
        let folder = ScratchFolder()
        try recordGolden(in: folder)
        let goldenURL = folder.appendingPathComponent("goldens/stroke.png")
        var golden = try backendUnderTest.decodePNG(Data(contentsOf: goldenURL))
        for y in 10..<20 { for x in 10..<30 { golden.pixels[y * golden.width + x] = 0xFF00_0000 } }   // a black patch
        try backendUnderTest.encodePNG(golden).write(to: goldenURL)
        let r = try Binary.run(Self.script + "dump after.json\n", in: folder.url)
        #expect(r.code == 3)
        #expect(r.stderr == "\(folder.appendingPathComponent("s.txt").path):4: screenshot differs from goldens/stroke.png (200 pixels beyond tolerance)\n")
        #expect(r.exists("stroke.actual.png") && r.exists("stroke.diff.png"))
        #expect(r.exists("after.json"), "the run goes on after a failed expectation")
        let diff = try backendUnderTest.decodePNG(Data(contentsOf: folder.appendingPathComponent("stroke.diff.png")))
        #expect(diff.pixels[15 * diff.width + 20] == 0xFFFF_0000, "the patch is red in the diff image")
    }

    @Test func aMissingGoldenIsAFailureNeverAPass() throws {
        let folder = ScratchFolder()
        let r = try Binary.run(Self.script, in: folder.url)
        #expect(r.code == 3)
        #expect(r.stderr.hasSuffix(":4: the golden goldens/stroke.png does not exist (the frame is in stroke.actual.png; --update-goldens writes it)\n"), "\(r.stderr)")
        #expect(r.exists("stroke.actual.png"))
    }

    @Test func updatingGoldensIsRefusedInCIAndGoldensStayInTheScriptsFolder() throws {
        let r = try Binary.run(Self.script, extra: ["--update-goldens"], environment: ["CI": "true"])
        #expect(r.code == 2)
        #expect(r.stderr.contains("--update-goldens is refused when CI is set"), "\(r.stderr)")
        let out = try Binary.run("expect-screenshot ../elsewhere.png\n")
        #expect(out.code == 2)
        #expect(out.stderr.contains(":1: a golden's path cannot climb out of the script's folder with '..', got '../elsewhere.png'"), "\(out.stderr)")
        let notPNG = try Binary.run("expect-screenshot shot.jpg\n")
        #expect(notPNG.stderr.contains(":1: a golden is a PNG file: its path ends in .png, got 'shot.jpg'"), "\(notPNG.stderr)")
    }
}
